/**
 * `npm run preview-server`: the draft preview (preview-server.ts) for the Studio's Preview tab.
 * Configuration comes from the environment:
 *
 * - SANITY_PREVIEW_SECRET (required, 16+ characters): the secret the Studio's preview URLs carry
 *   (the Studio is built with the same value as SANITY_STUDIO_PREVIEW_SECRET).
 * - SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_VERSION (required), SANITY_READ_TOKEN (a token
 *   that may read drafts), SANITY_API_HOST (optional): the project whose drafts are shown.
 * - TIDEWIRE_BUILD_DIR (default `build`): a finished site build, whose code renders the pages.
 * - PORT (default 8788), HOST (default 127.0.0.1); STUDIO_ORIGINS: comma-separated origins
 *   allowed to frame the preview.
 */
import { resolve } from "node:path";
import { createPreviewServer } from "./preview-server.ts";

const env = process.env;
const missing = ["SANITY_PREVIEW_SECRET", "SANITY_PROJECT_ID", "SANITY_DATASET", "SANITY_API_VERSION"].filter(
  (name) => !env[name],
);
if (missing.length) {
  console.error(`preview-server: set ${missing.join(", ")}`);
  process.exit(1);
}
const app = await createPreviewServer({
  buildDir: resolve(env.TIDEWIRE_BUILD_DIR ?? "build"),
  secret: env.SANITY_PREVIEW_SECRET!,
  studioOrigins: (env.STUDIO_ORIGINS ?? "").split(",").filter(Boolean),
  project: {
    projectId: env.SANITY_PROJECT_ID!,
    dataset: env.SANITY_DATASET!,
    apiVersion: env.SANITY_API_VERSION!,
    token: env.SANITY_READ_TOKEN || undefined,
    apiHost: env.SANITY_API_HOST || undefined,
  },
});
const host = env.HOST ?? "127.0.0.1";
const server = app.listen(Number(env.PORT ?? 8788), host, () => {
  const address = server.address();
  console.log(
    `preview-server: listening on http://${host}:${typeof address === "object" && address ? address.port : ""}`,
  );
});
