import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { imageAssetFor } from "./image-assets.ts";

describe("imageAssetFor", () => {
  const dir = mkdtempSync(join(tmpdir(), "tidewire-images-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  it("reads an SVG's size into Sanity's asset id and dimensions", () => {
    const asset = imageAssetFor(file("flow.svg", '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"/>'));
    expect(asset._id).toMatch(/^image-[0-9a-f]{40}-120x40-svg$/);
    expect(asset.metadata.dimensions).toMatchObject({ width: 120, height: 40 });
  });

  it("fails naming the file when an image has no size it can read, never with a bare TypeError", () => {
    for (const [name, content] of [
      ["unsized.svg", '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'],
      ["not-an-image.png", "plain text"],
    ]) {
      const path = file(name, content);
      expect(() => imageAssetFor(path)).toThrow(`${path}: cannot read the image's width and height`);
    }
  });
});
