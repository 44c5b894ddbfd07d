/**
 * The id of the site footer (components/footer-content.tsx), the first element after every page's
 * `<main>`: the browser renders nothing before it has parsed it (entry.server.tsx, `rel="expect"`).
 */
export const SITE_FOOTER_ID = "site-footer";
