import { ERROR_CATALOGUE_DESCRIPTION, ERROR_CATALOGUE_TITLE } from "../errors/error-catalogue.ts";
import { errorCatalogueUrl, errorTypeUrl } from "../lib/urls.ts";
import { staticPart, type StaticPart } from "../lib/static-part.ts";
import { getErrorTypeView } from "./error-catalogue.server.ts";

/**
 * The error catalogue's routes: `/errors` lists every problem type, `/errors/<type>` explains one
 * (docs/decisions/0006-error-catalogue-pages.md). Their content (error-catalogue.server.ts) is a
 * static part, rendered with the page (render/static-parts.server.tsx).
 */

/** What `/errors` carries: facts for the meta tags; the list is a static part. */
export interface ErrorCatalogueRouteData {
  url: string;
  title: string;
  description: string;
  content: StaticPart<"error-catalogue">;
}

/** What `/errors/<type>` carries: facts for the chrome and meta tags; the page is a static part. */
export interface ErrorTypeRouteData {
  url: string;
  type: string;
  title: string;
  status: number;
  description: string;
  content: StaticPart<"error-type">;
}

/** The catalogue page. Throws what the content layer throws for invalid content. */
export async function loadErrorCatalogue(): Promise<ErrorCatalogueRouteData> {
  return {
    url: errorCatalogueUrl,
    title: ERROR_CATALOGUE_TITLE,
    description: ERROR_CATALOGUE_DESCRIPTION,
    content: staticPart("error-catalogue", {}),
  };
}

/** The route data of `/errors/<type>`, or null when the catalogue has no such type. */
export async function loadErrorType(type: string): Promise<ErrorTypeRouteData | null> {
  const view = await getErrorTypeView(type);
  if (!view) return null;
  return {
    url: errorTypeUrl(view.type),
    type: view.type,
    title: view.title,
    status: view.status,
    description: view.description,
    content: staticPart("error-type", { type: view.type }),
  };
}
