import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import {
  getLinkingDocuments,
  getNextPostRelease,
  getVersionFacts,
} from "../../web/app/content/queries/site-content.server.ts";
import { listContentRedirects } from "../../web/app/content/views/site-paths.server.ts";
import { buildInputsHash } from "./build-stamp.ts";
import { brokenLinks, builtSiteTargets } from "./content-links.ts";
import { writeHostConfig } from "./hosting/host-config.ts";
import { readBuiltPages } from "./hosting/html-files.ts";
import { type SitePrecompression, sitePrecompression, twinsMatchedFile } from "./hosting/precompress.ts";
import { writeMachineFiles } from "./machine/write-machine-files.ts";
import { removeUnservedPrerenderFiles } from "./render-routes.ts";
import { SEARCH_INDEX_BASE } from "../../web/app/search/search-contexts.ts";
import { buildSearchIndexes } from "./search/build-search-index.ts";
import { NEXT_POST_RELEASE_FILE } from "./next-post-release.ts";
import { copyRemoteImageAssets } from "./site-assets.ts";

const root = resolve(import.meta.dirname, "../..");

/**
 * The steps after prerendering, over the whole `client/` directory of `buildDir`, reading each page
 * once: what the prerender wrote that the site does not serve goes (render-routes.ts), images on
 * Sanity's CDN are copied in (site-assets.ts), then Markdown twins, llms files, sitemap (from the
 * content alone: a build passes `machineFiles`, the promise of `writeMachineFiles` it started
 * while the pages rendered, instead), search indexes, the check of every link the content holds
 * (content-links.ts), host configuration with each page's
 * Content-Security-Policy hashes (it reads the final HTML), the `.br` and `.gz` twins of every file
 * (last: they must match the final files; a full build passes the `precompression` it made while
 * its pages rendered, its worker loaded; by default, as an incremental build updates a copy of the
 * last build, a file not written since that build's twins were made keeps them), the build stamp and the date of the next post held back
 * (NEXT_POST_RELEASE_FILE). `print` receives one line per step, ending with the step's time in ms.
 * Throws when 404.html is missing, and the first broken link's ContentError (each is logged).
 */
export async function finishBuild(
  buildDir: string,
  print: (line: string) => void = console.log,
  {
    machineFiles,
    precompression = sitePrecompression(join(buildDir, "client"), {
      matchedFile: twinsMatchedFile(buildDir),
      keepUnchanged: true,
    }),
  }: { machineFiles?: Promise<number>; precompression?: SitePrecompression } = {},
): Promise<void> {
  // Each line says how long its step took: the build log is where a slow step shows first.
  let stepStarted = performance.now();
  const log = (line: string) => {
    print(`${line} (${Math.round(performance.now() - stepStarted)} ms)`);
    stepStarted = performance.now();
  };
  const client = join(buildDir, "client");
  const redirects = await listContentRedirects();
  removeUnservedPrerenderFiles(
    buildDir,
    redirects.map((redirect) => redirect.from),
  );
  if (!existsSync(join(client, "404.html"))) throw new Error(`${join(client, "404.html")} is missing after the build`);
  const assets = await copyRemoteImageAssets(client, { cacheDir: join(root, ".cache/sanity-assets") });
  if (assets.copied)
    log(`finish: ${assets.copied} images from Sanity's CDN copied in (${assets.downloaded} downloaded)`);
  const markdownPages = await (machineFiles ?? writeMachineFiles(client));
  log(`finish: ${markdownPages} Markdown pages, llms.txt, sitemap.xml and robots.txt written`);
  // Each page is read once; the steps below share its HTML as the earlier steps leave it.
  const pages = readBuiltPages(client);
  // Every file now present is final but the last build's search indexes, which the search step
  // replaces: the others are compressed in a worker while the steps below run here, and so is each
  // new index once it is written.
  precompression.addPresent([SEARCH_INDEX_BASE.slice(1)]);
  const manifest = await buildSearchIndexes(client, pages, (await getVersionFacts()).current.name, (files) =>
    precompression.add(files),
  );
  log(`finish: search indexes for ${manifest.versions.join(", ")} written`);
  const broken = brokenLinks(await getLinkingDocuments(), builtSiteTargets(client, pages, redirects));
  if (broken.length) {
    for (const problem of broken) log(`finish: ${problem.message}`);
    throw broken[0];
  }
  log(`finish: every link of the content leads to a page and heading of the site`);
  log(
    `finish: _headers (${writeHostConfig(client, redirects, pages).length} rules), _redirects and hosting/nginx.conf written`,
  );
  // After every file is final: the .br and .gz twins must match their file byte for byte.
  const compressed = await precompression.finish();
  const shared = compressed.handedBack ? `, ${compressed.handedBack} of the worker's queue on this thread` : "";
  log(`finish: ${compressed.files} files precompressed (.br, .gz)${shared}`);
  writeFileSync(join(buildDir, ".inputs-hash"), buildInputsHash(root));
  const release = await getNextPostRelease();
  if (release) {
    writeFileSync(join(buildDir, NEXT_POST_RELEASE_FILE), release);
    log(`finish: the next post dated in the future comes out on ${release}`);
  } else rmSync(join(buildDir, NEXT_POST_RELEASE_FILE), { force: true });
}
