import type { TocEntry } from "../../lib/headings.ts";
import type { StaticPart } from "../../lib/static-part.ts";

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
  toc: TocEntry[];
}
