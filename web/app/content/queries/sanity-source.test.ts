import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../../../scripts/build/dataset/compile-dataset.ts";
import { startSanityStandIn } from "../../../../tests/support/sanity-stand-in.ts";
import { getSiteConfig } from "../views/site-config.server.ts";
import { listContentPaths } from "../views/site-paths.server.ts";
import { findDocPageView } from "../views/docs.server.ts";
import { setContentSource } from "./query-runner.server.ts";
import { createDatasetSource } from "./dataset-source.server.ts";
import { selectContentSource } from "./select-source.server.ts";

let standIn: Awaited<ReturnType<typeof startSanityStandIn>>;

beforeAll(async () => {
  standIn = await startSanityStandIn(DEFAULT_PATHS.datasetFile);
});
afterAll(() => standIn.server.close());

const liveEnv = () => ({
  SANITY_PROJECT_ID: "tidewire",
  SANITY_DATASET: "production",
  SANITY_API_VERSION: "2025-02-19",
  SANITY_READ_TOKEN: "sk-test-token",
  SANITY_API_HOST: standIn.url,
});

describe("the live Sanity source (@sanity/client against a local stand-in of the query endpoint)", () => {
  it("is selected by the SANITY_* environment and gives the same content as the embedded dataset", async () => {
    setContentSource(createDatasetSource(resolve(DEFAULT_PATHS.datasetFile)));
    const embedded = {
      paths: await listContentPaths(),
      config: await getSiteConfig(),
      page: await findDocPageView("api-docs/payments"),
    };

    setContentSource(selectContentSource(liveEnv()));
    const live = {
      paths: await listContentPaths(),
      config: await getSiteConfig(),
      page: await findDocPageView("api-docs/payments"),
    };

    expect(live).toEqual(embedded);
    expect(live.paths).toContain("/docs/1.37/tutorial-basics/create-a-page");
    expect(standIn.queries.length).toBeGreaterThan(3);
    expect(
      standIn.queries.every((q) => q.perspective === "published" && q.authorization === "Bearer sk-test-token"),
    ).toBe(true);
  });

  it("fails like the embedded source when a query parameter is missing", async () => {
    const live = selectContentSource(liveEnv());
    const embedded = createDatasetSource(resolve(DEFAULT_PATHS.datasetFile));
    const query = `*[_type == "docPage" && slug.current == $slug][0]`;
    await expect(live.fetch(query, {})).rejects.toThrow(/param \$slug referenced, but not provided/);
    await expect(embedded.fetch(query, {})).rejects.toThrow(/parameter \$slug that was not provided/);
  });

  it("refuses a partial live configuration instead of silently using the embedded dataset", () => {
    expect(() => selectContentSource({ SANITY_PROJECT_ID: "tidewire" })).toThrow(
      "missing SANITY_DATASET, SANITY_API_VERSION",
    );
  });
});
