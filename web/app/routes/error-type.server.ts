import type { ErrorTypeRouteData } from "../content/views/error-view.ts";
import { getErrorTypeView } from "../content/views/error-catalogue.server.ts";
import { errorTypeToc } from "../errors/error-type-view.ts";
import { staticPart } from "../lib/static-part.ts";
import { errorTypeUrl } from "../lib/urls.ts";

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
    toc: errorTypeToc(view),
  };
}
