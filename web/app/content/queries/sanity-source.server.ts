import type { SanityClient } from "@sanity/client";
import type { ContentSource } from "./content-source.ts";

/** Settings of a live Sanity project, read from SANITY_* environment variables. */
export interface SanityProjectConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  /** Overrides the API host, e.g. a local stand-in in tests; implies `useProjectHostname: false`. */
  apiHost?: string;
  /**
   * Which documents queries see (Sanity "Perspectives"): `published` (the default, every build)
   * or `drafts` (each document's draft where it has one: the draft preview only, with a token
   * that may read drafts).
   */
  perspective?: "published" | "drafts";
}

/**
 * A ContentSource backed by @sanity/client in `config.perspective` (published by default), without the CDN so a
 * rebuild right after a publish sees the new content. The client is loaded on the first query: it
 * takes ~100 ms to load, which every process reading the embedded dataset (the build and each of its
 * render threads) would otherwise pay for a source it never uses. Errors from the Content Lake
 * (such as a 400 for a missing parameter) and from the client's configuration (checked by
 * `createClient` when the first query runs) reject that query.
 */
export function createSanitySource(config: SanityProjectConfig): ContentSource {
  let client: Promise<SanityClient> | undefined;
  const connect = () =>
    (client ??= import("@sanity/client").then(({ createClient }) =>
      createClient({
        projectId: config.projectId,
        dataset: config.dataset,
        apiVersion: config.apiVersion,
        token: config.token,
        useCdn: false,
        perspective: config.perspective ?? "published",
        ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
      }),
    ));
  return {
    description: `Sanity project ${config.projectId}, dataset ${config.dataset}${config.perspective === "drafts" ? " (drafts)" : ""}`,
    fetch: async (query, params = {}) => (await connect()).fetch(query, params),
  };
}
