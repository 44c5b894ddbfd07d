import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testDirectory } from "../../../tests/support/test-directory.ts";
import { datasetHashFile, datasetInputsHash, isDatasetCurrent } from "./dataset-stamp.ts";

describe("isDatasetCurrent", () => {
  it("is true for a dataset compiled from the content as it is, and false once a content file changes or the stamp is gone", () => {
    const dir = testDirectory("dataset-stamp-");
    const paths = {
      contentDir: join(dir, "content"),
      datasetFile: join(dir, "dataset.ndjson"),
      publicImagesDir: join(dir, "images"),
    };
    mkdirSync(join(paths.contentDir, "docs"), { recursive: true });
    writeFileSync(join(paths.contentDir, "docs", "intro.md"), "# Intro\n");
    writeFileSync(paths.datasetFile, "{}\n");
    writeFileSync(datasetHashFile(paths), datasetInputsHash(paths.contentDir));
    expect(isDatasetCurrent(paths)).toBe(true);

    writeFileSync(join(paths.contentDir, "docs", "intro.md"), "# Introduction\n");
    expect(isDatasetCurrent(paths)).toBe(false);
    writeFileSync(datasetHashFile(paths), datasetInputsHash(paths.contentDir));
    expect(isDatasetCurrent(paths)).toBe(true);
    rmSync(datasetHashFile(paths));
    expect(isDatasetCurrent(paths)).toBe(false);
  });
});
