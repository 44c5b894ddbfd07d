import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { resultHash } from "../../web/app/content/build/route-dependencies.server.ts";
import { getAnnouncementBar, getSiteConfig, getSiteFooter } from "../../web/app/content/views/site-config.server.ts";
import { listPrerenderPaths } from "../../web/app/content/views/site-paths.server.ts";
import { codeInputsHash } from "./build-stamp.ts";

/**
 * What a build is made from, beside the content of each page: it decides whether a compiled app
 * can be reused (app-build-cache.ts) and whether a publish may update a build in place
 * (incremental-build.ts). This module loads only the content layer's views it reads, so a build
 * learns it before loading any rendering code.
 */
export interface BuildState {
  /** `codeInputsHash` of the build: code, configuration and lockfile. */
  code: string;
  /**
   * Hash of the site chrome on every page: the configuration bundled into the client (settings,
   * versions) and the footer and announcement bar rendered into every page.
   */
  siteConfig: string;
  /** Every prerendered path (pages, files and redirect sources). */
  paths: string[];
}

const stateFile = (buildDir: string) => join(buildDir, ".incremental", "state.json");

/**
 * The state of a build of the project at `root` made now (content read through the content layer);
 * `code` is its `codeInputsHash`, for a caller that has it already.
 */
export async function currentBuildState(root: string, code = codeInputsHash(root)): Promise<BuildState> {
  return {
    code,
    siteConfig: resultHash([await getSiteConfig(), await getSiteFooter(), await getAnnouncementBar()]),
    paths: await listPrerenderPaths(),
  };
}

/** Records the state of a finished build in `buildDir`, for the next build to compare with. */
export function writeBuildState(buildDir: string, state: BuildState): void {
  writeFileSync(stateFile(buildDir), JSON.stringify(state));
}

/** The state the finished build in `buildDir` recorded, or null when there is none. */
export const readBuildState = (buildDir: string): BuildState | null =>
  existsSync(stateFile(buildDir)) ? (JSON.parse(readFileSync(stateFile(buildDir), "utf8")) as BuildState) : null;
