import type { SanityClient } from "@sanity/client";
import { writtenLinks } from "../../blocks/link/written-links.ts";
import { copyDocPageToVersion, docPageIdFor, type DocPageSource } from "../../studio/lib/copy-to-version.ts";
import { apiSpecId, docVersionId } from "../build/dataset/document-ids.ts";
import { checkNewVersion, pinDocPath, type VersionCutResult, type VersionEntry } from "./version-cut-rules.ts";

/**
 * `npm run version:cut -- 2.1 --project <id>`: the version cut of cut-version.ts on a Sanity
 * project's dataset instead of content/, as one transaction, so editors never see a half-cut site
 * and a publish made meanwhile makes the cut fail instead of being overwritten.
 */

/** A published docVersion document as the cut reads it. */
export interface VersionDocument extends VersionEntry {
  _id: string;
  _rev: string;
  label?: string;
  order?: number;
}

/** A published document the cut copies: a doc page or the API specification of the current version. */
export type CopiedDocument = DocPageSource & { _rev: string };

/** What the cut reads from the dataset, all in the published perspective except `draftIds`. */
export interface ProjectSnapshot {
  versions: VersionDocument[];
  /** The current version's published doc pages. */
  pages: CopiedDocument[];
  /** The current version's API specification, when it has one. */
  apiSpec: (Record<string, unknown> & { _id: string; _type: string; _rev: string }) | null;
  /** `drafts.` ids of the current version's pages with unpublished changes: they stay with that version. */
  draftIds: string[];
}

type NewDocument = Record<string, unknown> & { _id: string; _type: string };

/** A mutation of the Content Lake's `/data/mutate` (Sanity HTTP API "Mutations"). */
export type CutMutation =
  | { create: NewDocument }
  | {
      patch: { id: string; ifRevisionID: string; set: Record<string, unknown> };
    };

/** Result of a project cut: what cut-version.ts reports, plus the drafts left with the previous version. */
export interface ProjectVersionCutResult extends VersionCutResult {
  draftIds: string[];
}

const SYSTEM_FIELDS = ["_rev", "_createdAt", "_updatedAt"];

/**
 * The mutations that cut `newVersion` from `snapshot`, in the order they must run:
 * the new docVersion (current, order 0, pathSegment = its name); a copy of each current page
 * (`docPage.<new>.<slug>`, internal links re-pointed at the copies: copy-to-version.ts) and of the
 * API specification (`apiSpec.<new>`); the previous version set unmaintained at /docs/<its name>;
 * every version's order moved down one; the previous version's `/docs/...` links pinned to its own
 * path (pinDocPath, each at its field path from written-links.ts). Every patch carries
 * `ifRevisionID`, so the transaction fails if a document was published after `snapshot` was read.
 * Throws VersionCutError when the name is refused (checkNewVersion) or a page has no slug.
 */
export function planProjectVersionCut(
  newVersion: string,
  snapshot: ProjectSnapshot,
): { mutations: CutMutation[]; result: ProjectVersionCutResult } {
  const { name, previous } = checkNewVersion(newVersion, snapshot.versions, "the dataset");
  const target = { _id: docVersionId(name), name };
  const segments = snapshot.versions.map((version) => version.pathSegment);
  const linkMap = new Map(snapshot.pages.map((page) => [page._id, docPageIdFor(name, page.slug?.current ?? "")]));
  // copyDocPageToVersion drops the system fields and throws for a page without a slug.
  const copies: NewDocument[] = snapshot.pages.map((page) => copyDocPageToVersion(page, target, linkMap, "published"));
  let specCopy: NewDocument | null = null;
  if (snapshot.apiSpec) {
    specCopy = {
      ...snapshot.apiSpec,
      _id: apiSpecId(name),
      version: { _type: "reference", _ref: target._id },
    };
    for (const field of SYSTEM_FIELDS) delete specCopy[field];
  }

  const pins = snapshot.pages.flatMap((page) => {
    const set: Record<string, string> = {};
    for (const link of writtenLinks(page)) {
      if (link.kind !== "href") continue;
      const pinned = pinDocPath(link.href, previous.name, segments);
      if (pinned !== link.href) set[link.field] = pinned;
    }
    return Object.keys(set).length ? [{ patch: { id: page._id, ifRevisionID: page._rev, set } }] : [];
  });

  const mutations: CutMutation[] = [
    {
      create: {
        _id: target._id,
        _type: "docVersion",
        name,
        label: name,
        pathSegment: name,
        status: "current",
        order: 0,
      },
    },
    ...copies.map((copy) => ({ create: copy })),
    ...(specCopy ? [{ create: specCopy }] : []),
    ...snapshot.versions.map((version, index) => ({
      patch: {
        id: version._id,
        ifRevisionID: version._rev,
        set: {
          order: typeof version.order === "number" ? version.order + 1 : index + 1,
          ...(version._id === previous._id ? { status: "unmaintained", pathSegment: previous.name } : {}),
        },
      },
    })),
    ...pins,
  ];
  return {
    mutations,
    result: {
      newVersion: name,
      previousVersion: previous.name,
      copiedPages: copies.length,
      copiedApiSpec: Boolean(specCopy),
      rewrittenLinks: pins.reduce((sum, pin) => sum + Object.keys(pin.patch.set).length, 0),
      draftIds: snapshot.draftIds,
    },
  };
}

const VERSIONS_QUERY = `*[_type == "docVersion"] | order(order asc)`;
const CURRENT_PAGES_QUERY = `*[_type == "docPage" && version._ref == $version] | order(_id asc)`;
const CURRENT_SPEC_QUERY = `*[_type == "apiSpec" && version._ref == $version][0]`;
const CURRENT_DRAFTS_QUERY = `*[_type == "docPage" && _id in path("drafts.**") && version._ref == $version]._id`;

/**
 * Reads the project through `client` (published perspective; drafts only to report them), plans
 * the cut and commits it as one transaction (`client.transaction(mutations).commit()`).
 * Returns the summary. Throws VersionCutError before writing anything when the name is refused,
 * and the Content Lake's error (nothing applied) when a document changed meanwhile or the token
 * may not write.
 */
export async function cutVersionInProject(newVersion: string, client: SanityClient): Promise<ProjectVersionCutResult> {
  const published = client.withConfig({
    perspective: "published",
    useCdn: false,
  });
  const versions = await published.fetch<VersionDocument[]>(VERSIONS_QUERY);
  const current = versions.find((version) => version.status === "current");
  const params = { version: current?._id ?? "" };
  const [pages, apiSpec, draftIds] = await Promise.all([
    published.fetch<CopiedDocument[]>(CURRENT_PAGES_QUERY, params),
    published.fetch<ProjectSnapshot["apiSpec"]>(CURRENT_SPEC_QUERY, params),
    client.withConfig({ perspective: "raw", useCdn: false }).fetch<string[]>(CURRENT_DRAFTS_QUERY, params),
  ]);
  const { mutations, result } = planProjectVersionCut(newVersion, {
    versions,
    pages,
    apiSpec,
    draftIds,
  });
  await client.transaction(mutations as Parameters<SanityClient["transaction"]>[0]).commit({ visibility: "sync" });
  return result;
}
