import type { ErrorCatalogueRouteData } from "../content/views/error-view.ts";
import { ERROR_CATALOGUE_DESCRIPTION, ERROR_CATALOGUE_TITLE } from "../errors/error-catalogue.ts";
import { errorCatalogueUrl } from "../lib/urls.ts";
import { staticPart } from "../lib/static-part.ts";

/**
 * The error catalogue's routes: `/errors` lists every problem type, `/errors/<type>` explains one
 * (docs/decisions/0006-error-catalogue-pages.md). Their content (error-catalogue.server.ts) is a
 * static part, rendered with the page (render/static-parts.server.tsx).
 */

/** The catalogue page. Throws what the content layer throws for invalid content. */
export async function loadErrorCatalogue(): Promise<ErrorCatalogueRouteData> {
  return {
    url: errorCatalogueUrl,
    title: ERROR_CATALOGUE_TITLE,
    description: ERROR_CATALOGUE_DESCRIPTION,
    content: staticPart("error-catalogue", {}),
  };
}
