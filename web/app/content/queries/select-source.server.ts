import { resolve } from "node:path";
import { readsDrafts } from "../build/drafts.server.ts";
import type { ContentSource } from "./content-source.ts";
import { createDatasetSource } from "./dataset-source.server.ts";
import { createSanitySource } from "./sanity-source.server.ts";

/**
 * Picks the content source from the environment: a live Sanity project when SANITY_PROJECT_ID,
 * SANITY_DATASET and SANITY_API_VERSION are set (SANITY_READ_TOKEN and SANITY_API_HOST optional;
 * SANITY_PERSPECTIVE `drafts` for the draft preview, else the published perspective),
 * otherwise the embedded dataset at TIDEWIRE_DATASET_FILE (default `.cache/dataset.ndjson`).
 * Throws when only some of the three SANITY_* variables are set.
 */
export function selectContentSource(env: Record<string, string | undefined> = process.env): ContentSource {
  const live = ["SANITY_PROJECT_ID", "SANITY_DATASET", "SANITY_API_VERSION"];
  const present = live.filter((name) => env[name]);
  if (present.length === live.length) {
    return createSanitySource({
      projectId: env.SANITY_PROJECT_ID!,
      dataset: env.SANITY_DATASET!,
      apiVersion: env.SANITY_API_VERSION!,
      token: env.SANITY_READ_TOKEN || undefined,
      apiHost: env.SANITY_API_HOST || undefined,
      perspective: readsDrafts(env) ? "drafts" : "published",
    });
  }
  if (present.length)
    throw new Error(
      `Set all of ${live.join(", ")} to build from a Sanity project; missing ${live.filter((n) => !env[n]).join(", ")}`,
    );
  return createDatasetSource(resolve(env.TIDEWIRE_DATASET_FILE ?? ".cache/dataset.ndjson"));
}
