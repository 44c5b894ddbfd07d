import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testDirectory } from "../../../tests/support/test-directory.ts";
import { type DatasetStamp, datasetInputsHash, datasetStampFile, isDatasetCurrent } from "./dataset-stamp.ts";

/** A content folder with one page, a dataset file and an images folder in a new test directory. */
function compiledLayout() {
  const dir = testDirectory("dataset-stamp-");
  const paths = {
    contentDir: join(dir, "content"),
    datasetFile: join(dir, "dataset.ndjson"),
    publicImagesDir: join(dir, "images"),
  };
  mkdirSync(join(paths.contentDir, "docs"), { recursive: true });
  writeFileSync(join(paths.contentDir, "docs", "intro.md"), "# Intro\n");
  writeFileSync(paths.datasetFile, "{}\n");
  mkdirSync(paths.publicImagesDir);
  const stamp = (images: string[] = []) =>
    writeFileSync(
      datasetStampFile(paths),
      JSON.stringify({ inputs: datasetInputsHash(paths.contentDir), images } satisfies DatasetStamp),
    );
  return { paths, stamp };
}

describe("isDatasetCurrent", () => {
  it("is true for a dataset compiled from the content as it is, and false once a content file changes or the stamp is gone", () => {
    const { paths, stamp } = compiledLayout();
    stamp();
    expect(isDatasetCurrent(paths)).toBe(true);

    writeFileSync(join(paths.contentDir, "docs", "intro.md"), "# Introduction\n");
    expect(isDatasetCurrent(paths)).toBe(false);
    stamp();
    expect(isDatasetCurrent(paths)).toBe(true);
    rmSync(datasetStampFile(paths));
    expect(isDatasetCurrent(paths)).toBe(false);
  });

  it("is false once an image the compile published is gone from the public folder, so the next build publishes it again", () => {
    const { paths, stamp } = compiledLayout();
    writeFileSync(join(paths.publicImagesDir, "diagram.svg"), "<svg/>");
    stamp(["diagram.svg"]);
    expect(isDatasetCurrent(paths)).toBe(true);

    rmSync(paths.publicImagesDir, { recursive: true });
    expect(isDatasetCurrent(paths)).toBe(false);
  });

  it("is false for a stamp it cannot read", () => {
    const { paths } = compiledLayout();
    writeFileSync(datasetStampFile(paths), datasetInputsHash(paths.contentDir));
    expect(isDatasetCurrent(paths)).toBe(false);
  });
});
