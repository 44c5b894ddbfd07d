import { describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../../../scripts/build/dataset/compile-dataset.ts";
import { createDatasetSource } from "../queries/dataset-source.server.ts";
import { setContentSource } from "../queries/query-runner.server.ts";
import { getVersionFacts } from "../queries/site-content.server.ts";
import { API_REFERENCE_CATEGORY } from "./api-reference.server.ts";
import { getSidebar } from "./sidebar.server.ts";

describe("the API sidebar", () => {
  it("ends with the API overview, the error catalogue and the changes page of each version", async () => {
    setContentSource(createDatasetSource(DEFAULT_PATHS.datasetFile));
    const { current, all } = await getVersionFacts();
    const older = all.find((version) => version.name !== current.name)!;
    for (const [version, overview] of [
      [current, "/docs/api"],
      [older, `/docs/${older.pathSegment}/api`],
    ] as const) {
      const last = (await getSidebar(version, "api")).at(-1);
      expect(last).toEqual({
        type: "category",
        label: API_REFERENCE_CATEGORY,
        items: [
          { type: "link", label: "API overview", href: overview },
          { type: "link", label: "Error catalogue", href: "/errors" },
          { type: "link", label: "API changes", href: `/docs/api-changes/${older.name}-to-${current.name}` },
        ],
      });
    }
    expect((await getSidebar(current, "stablecoin")).at(-1)).not.toMatchObject({ label: API_REFERENCE_CATEGORY });
  });
});
