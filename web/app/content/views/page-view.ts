import type { TocEntry } from "../../lib/headings.ts";
import type { StaticPart } from "../../lib/static-part.ts";
import type { Page } from "../queries/query-results.ts";

/** What a standalone page's route carries: its facts and hero, and its body's table of contents; its body is a static part. */
export interface PageRouteData {
  page: Omit<Page, "body">;
  body: StaticPart<"page-body">;
  toc: TocEntry[];
}

/** What the home page carries: its title and description for meta tags; its content is a static part. */
export interface HomeRouteData {
  page: Pick<Page, "title" | "description">;
  content: StaticPart<"home">;
}
