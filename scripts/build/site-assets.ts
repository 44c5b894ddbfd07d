import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import pMap from "p-map";
import { ContentError } from "../../web/app/lib/content-error.ts";
import { formatMegabytes, MAX_IMAGE_BYTES } from "../../web/app/lib/content-rules.ts";
import type { RemoteImageAsset } from "../../web/app/content/queries/query-results.ts";
import { getRemoteImageAssets } from "../../web/app/content/queries/site-content.server.ts";
import { insideOutput } from "./output-path.ts";

/** The origin of Sanity's asset CDN (Sanity docs, "Asset CDN"): where a project's `asset->url` points. */
export const SANITY_CDN_ORIGIN = "https://cdn.sanity.io";

/** How long one asset download may take before the build fails on it, in ms. */
const DOWNLOAD_TIMEOUT_MS = 30_000;

/** Downloads at a time: enough to overlap round trips, few enough not to be throttled by the CDN. */
const CONCURRENT_DOWNLOADS = 6;

const sha1 = (bytes: Uint8Array) => createHash("sha1").update(bytes).digest("hex");

/**
 * Where to download `url` from: the URL itself, or, when `cdnUrl` is given (SANITY_CDN_URL: a
 * local stand-in in tests, a caching proxy in production), the same path on that origin for a URL
 * on Sanity's CDN.
 */
export function downloadUrl(url: string, cdnUrl?: string): string {
  if (!cdnUrl || !url.startsWith(`${SANITY_CDN_ORIGIN}/`)) return url;
  return new URL(url.slice(SANITY_CDN_ORIGIN.length), cdnUrl).href;
}

/** The bytes of `asset`, downloaded; throws ContentError (asset `_id`, field `url`) when they cannot be. */
async function download(asset: RemoteImageAsset, cdnUrl: string | undefined): Promise<Uint8Array> {
  const from = downloadUrl(asset.url, cdnUrl);
  const fail = (detail: string, cause?: unknown): never => {
    throw new ContentError(asset._id, "url", `could not be downloaded from ${from}: ${detail}`, undefined, { cause });
  };
  const response = await fetch(from, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) }).catch((error: unknown) =>
    fail((error as Error).message, error),
  );
  if (!response.ok) fail(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Copies every image asset that published documents reference and whose file is on Sanity's CDN
 * (queries.ts REMOTE_IMAGE_ASSETS_QUERY) into `client` at the asset's `path`, where the pages'
 * image URLs point (queries.ts `siteImageUrl`). Pages then load every image from the site itself:
 * its Content-Security-Policy allows images only from `'self'` (hosting/security-headers.ts), and
 * a reader's browser never contacts a third party. Sanity names each file after the SHA-1 of its
 * bytes, so a file is downloaded once into `cacheDir` and reused by later builds; every file is
 * checked against the asset's `sha1hash` and MAX_IMAGE_BYTES before it is written.
 * Returns how many assets were copied and how many of them were downloaded. Throws ContentError
 * naming the asset `_id` and field (`url` when the download fails, `sha1hash` when the bytes are
 * not the asset's, `size` when the file is over the limit).
 */
export async function copyRemoteImageAssets(
  client: string,
  { cacheDir, cdnUrl = process.env.SANITY_CDN_URL || undefined }: { cacheDir: string; cdnUrl?: string },
): Promise<{ copied: number; downloaded: number }> {
  const assets = await getRemoteImageAssets();
  let downloaded = 0;
  const copy = async (asset: RemoteImageAsset) => {
    const cached = join(cacheDir, asset.sha1hash);
    let bytes: Uint8Array | null = existsSync(cached) ? readFileSync(cached) : null;
    if (!bytes || sha1(bytes) !== asset.sha1hash) {
      bytes = await download(asset, cdnUrl);
      downloaded++;
      if (bytes.byteLength > MAX_IMAGE_BYTES)
        throw new ContentError(
          asset._id,
          "size",
          `the image is ${formatMegabytes(bytes.byteLength)}, over the ${formatMegabytes(MAX_IMAGE_BYTES)} limit`,
        );
      const actual = sha1(bytes);
      if (actual !== asset.sha1hash)
        throw new ContentError(
          asset._id,
          "sha1hash",
          `does not match the file at ${asset.url} (its SHA-1 is ${actual}): the asset was changed or truncated`,
        );
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(cached, bytes);
    }
    const target = insideOutput(client, asset.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  };
  await pMap(assets, copy, { concurrency: CONCURRENT_DOWNLOADS });
  return { copied: assets.length, downloaded };
}
