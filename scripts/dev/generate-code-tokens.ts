import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { codeTokenStylesheet } from "../../web/app/content/render/highlight.server.ts";

/** Where the generated token classes live; `app.css` imports it. */
export const CODE_TOKENS_CSS = join(import.meta.dirname, "../../web/app/styles/code-tokens.css");

/**
 * `npm run generate:code-tokens`: writes the classes shiki's token styles are replaced with
 * (web/app/content/render/code-token-classes.ts). Run it after changing or upgrading the code themes;
 * a unit test fails while the file is stale.
 */
if (process.argv[1] === import.meta.filename) {
  writeFileSync(CODE_TOKENS_CSS, await codeTokenStylesheet());
  console.log(`wrote ${CODE_TOKENS_CSS}`);
}
