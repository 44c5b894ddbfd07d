import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDocumentsSource } from "../../web/app/content/queries/dataset-source.server.ts";
import { setContentSource } from "../../web/app/content/queries/query-runner.server.ts";
import { copyRemoteImageAssets, downloadUrl } from "./site-assets.ts";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
const SHA1 = createHash("sha1").update(PNG).digest("hex");
const PATH = `images/p/production/${SHA1}-1x1.png`;

/** A dataset with one post whose cover is the asset `asset` (its fields overridable). */
function useDataset(asset: Record<string, unknown> = {}, referenced = true) {
  const documents = [
    {
      _id: "image-a",
      _type: "sanity.imageAsset",
      url: `https://cdn.sanity.io/${PATH}`,
      path: PATH,
      sha1hash: SHA1,
      size: PNG.length,
      ...asset,
    },
    { _id: "image-local", _type: "sanity.imageAsset", url: "/images/x.png", path: "images/x.png", sha1hash: SHA1 },
    {
      _id: "post",
      _type: "blogPost",
      coverImage: { asset: { _ref: referenced ? "image-a" : "image-local" } },
      more: { asset: { _ref: "image-local" } },
    },
  ];
  setContentSource(createDocumentsSource(() => documents as never, "test"));
}

describe("copyRemoteImageAssets", () => {
  let server: Server;
  let cdn = "";
  const requests: string[] = [];
  let served: Buffer = PNG;
  let dir = "";

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? "");
      if (req.url === `/${PATH}`) res.writeHead(200).end(served);
      else res.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    cdn = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());
  beforeEach(() => {
    requests.length = 0;
    served = PNG;
    dir = mkdtempSync(join(tmpdir(), "site-assets-"));
    return () => rmSync(dir, { recursive: true, force: true });
  });
  const copy = () => copyRemoteImageAssets(join(dir, "client"), { cacheDir: join(dir, "cache"), cdnUrl: cdn });

  it("copies a referenced CDN image to its path in the site, and takes it from the cache the next time", async () => {
    useDataset();
    expect(await copy()).toEqual({ copied: 1, downloaded: 1 });
    expect(readFileSync(join(dir, "client", PATH))).toEqual(PNG);
    rmSync(join(dir, "client"), { recursive: true });
    expect(await copy()).toEqual({ copied: 1, downloaded: 0 });
    expect(readFileSync(join(dir, "client", PATH))).toEqual(PNG);
    expect(requests).toEqual([`/${PATH}`]);
  });

  it("leaves site-local and unreferenced assets alone", async () => {
    useDataset({}, false);
    expect(await copy()).toEqual({ copied: 0, downloaded: 0 });
    expect(requests).toEqual([]);
  });

  it("fails naming the asset and `sha1hash` when the CDN serves other bytes", async () => {
    useDataset();
    served = Buffer.concat([PNG, Buffer.from("x")]);
    await expect(copy()).rejects.toThrow(/Invalid content in document image-a: field "sha1hash" does not match/);
  });

  it("fails naming the asset and `url` when the file is missing", async () => {
    useDataset({ url: "https://cdn.sanity.io/images/p/production/gone.png" });
    await expect(copy()).rejects.toThrow(
      /Invalid content in document image-a: field "url" could not be downloaded from .*gone\.png: HTTP 404/,
    );
  });

  it("refuses a path that would leave the images folder", async () => {
    useDataset({ path: "images/../../etc/x.png" });
    await expect(copy()).rejects.toThrow(/document image-a: field "path"/);
  });
});

describe("downloadUrl", () => {
  it("moves only Sanity CDN URLs to the given origin", () => {
    expect(downloadUrl("https://cdn.sanity.io/images/p/d/a.png", "http://127.0.0.1:9")).toBe(
      "http://127.0.0.1:9/images/p/d/a.png",
    );
    expect(downloadUrl("https://example.com/a.png", "http://127.0.0.1:9")).toBe("https://example.com/a.png");
    expect(downloadUrl("https://cdn.sanity.io/images/p/d/a.png")).toBe("https://cdn.sanity.io/images/p/d/a.png");
  });
});
