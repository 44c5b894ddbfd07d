import type { PrepareOptions } from "../../../../blocks/prepare-parts.ts";
import { prepareBody } from "../render/prepare-body.server.ts";
import * as q from "../queries/queries.ts";
import * as r from "../queries/query-results.ts";
import { run } from "../queries/query-runner.server.ts";

/**
 * A standalone page with a prepared body, or null when no page has that slug. `options` is passed
 * to `prepareBody` (its Markdown target for the page's twin).
 */
export async function getPage(slug: string, options: PrepareOptions = {}): Promise<r.Page | null> {
  const page = await run("PAGE_QUERY", q.PAGE_QUERY, r.pageSchema.nullable(), { slug });
  if (!page) return null;
  return { ...page, body: page.body ? await prepareBody(page.body, page._id, options) : page.body };
}
