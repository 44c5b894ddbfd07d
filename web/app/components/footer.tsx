import { use, useContext } from "react";
import { ServerDocumentContext } from "../lib/server-document.ts";
import { STATIC_PART_ATTRIBUTE, staticPart } from "../lib/static-part.ts";

const FOOTER = staticPart("footer", {});
/** The footer's markup in the browser: read once from the page the app started on, since every page has the same. */
let prerendered: string | undefined;

/**
 * The site footer, a static part (lib/static-part.ts): its markup is rendered once on the server
 * (components/footer-content.tsx, through the page's static part resolver); the browser keeps the
 * prerendered markup and never renders it, so neither the footer's code nor its settings reach the
 * bundle. A footer mounted again (the error boundary's chrome) shows the markup kept from the first page.
 */
export function Footer() {
  const server = useContext(ServerDocumentContext);
  const html = server
    ? use(server.renderStaticPart(FOOTER))
    : (prerendered ??= document.querySelector(`[${STATIC_PART_ATTRIBUTE}="footer"]`)?.innerHTML ?? "");
  return (
    <div
      {...{ [STATIC_PART_ATTRIBUTE]: FOOTER.staticPart }}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
