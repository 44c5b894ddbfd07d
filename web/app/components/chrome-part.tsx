import { use, useContext } from "react";
import { ServerDocumentContext } from "../lib/server-document.ts";
import { STATIC_PART_ATTRIBUTE, staticPart } from "../lib/static-part.ts";

/** The static parts of the site chrome: the same markup on every page. */
export type ChromePartKind = "announcement" | "footer";

/** Each chrome part's markup in the browser, read once from the page the app started on. */
const prerendered = new Map<ChromePartKind, string>();

/**
 * A part of the site chrome that never changes after the build (the announcement bar, the footer),
 * as a static part (lib/static-part.ts): its markup is rendered once on the server, through the
 * page's static part resolver (render/static-parts.server.tsx); the browser keeps the prerendered
 * markup and never renders it, so neither its components nor its content reach the bundle. Every
 * page has the same, so a part mounted again (the error boundary's chrome) shows the markup kept
 * from the first page.
 */
export function ChromePart({ kind }: { kind: ChromePartKind }) {
  const server = useContext(ServerDocumentContext);
  let html = prerendered.get(kind);
  if (server) html = use(server.renderStaticPart(staticPart(kind, {})));
  else if (html === undefined) {
    html = document.querySelector(`[${STATIC_PART_ATTRIBUTE}="${kind}"]`)?.innerHTML ?? "";
    prerendered.set(kind, html);
  }
  return (
    <div {...{ [STATIC_PART_ATTRIBUTE]: kind }} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  );
}
