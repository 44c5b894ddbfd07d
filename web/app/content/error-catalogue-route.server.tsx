import { ErrorCatalogueContent } from "../components/errors/error-catalogue-content.tsx";
import { ErrorTypeContent } from "../components/errors/error-type-content.tsx";
import { ERROR_CATALOGUE_DESCRIPTION, ERROR_CATALOGUE_TITLE } from "../errors/error-catalogue.ts";
import { errorCatalogueUrl, errorTypeUrl } from "../lib/urls.ts";
import type { StaticHtml } from "../lib/static-html.ts";
import { getErrorTypes, getSiteSettings } from "./content.server.ts";
import { getErrorTypeView } from "./error-catalogue.server.ts";
import { renderStaticHtml } from "./render-static-html.server.tsx";

/**
 * The error catalogue's routes: `/errors` lists every problem type, `/errors/<type>` explains one
 * (docs/decisions/0006-error-catalogue-pages.md). Their content (error-catalogue.server.ts) is
 * rendered to HTML here, once (docs/decisions/0001-static-content-as-html.md).
 */

/** What `/errors` carries: facts for the meta tags, the list as build-time HTML. */
export interface ErrorCatalogueRouteData {
  url: string;
  title: string;
  description: string;
  content: StaticHtml;
}

/** What `/errors/<type>` carries: facts for the chrome and meta tags, the page as build-time HTML. */
export interface ErrorTypeRouteData {
  url: string;
  type: string;
  title: string;
  status: number;
  description: string;
  content: StaticHtml;
}

/** The catalogue page. Throws what the content layer throws for invalid content. */
export async function loadErrorCatalogue(): Promise<ErrorCatalogueRouteData> {
  const [types, settings] = await Promise.all([getErrorTypes(), getSiteSettings()]);
  return {
    url: errorCatalogueUrl,
    title: ERROR_CATALOGUE_TITLE,
    description: ERROR_CATALOGUE_DESCRIPTION,
    content: renderStaticHtml(<ErrorCatalogueContent types={types} siteUrl={settings.url} />, "errors-"),
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
    content: renderStaticHtml(<ErrorTypeContent view={view} />, "error-"),
  };
}

