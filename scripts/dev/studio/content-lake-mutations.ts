import { randomUUID } from "node:crypto";
import { Mutation } from "@sanity/mutator";

/** A document as the stand-ins hold it. */
export type StandInDocument = {
  _id: string;
  _type: string;
  _rev?: string;
  [field: string]: unknown;
};

/** One mutation of a `/data/mutate` request body (Sanity HTTP API "Mutations"). */
export type ContentLakeMutation =
  | { create: StandInDocument }
  | { createOrReplace: StandInDocument }
  | { createIfNotExists: StandInDocument }
  | { delete: { id: string } }
  | {
      patch: {
        id: string;
        ifRevisionID?: string;
        [operation: string]: unknown;
      };
    };

/** What the Content Lake answers for a transaction it could not apply; nothing of it was applied. */
export class MutationError extends Error {
  /** The HTTP status the Content Lake uses: 409 for a conflict, 404 for a missing document, 400 otherwise. */
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = "MutationError";
    this.status = status;
  }
}

const targetId = (mutation: ContentLakeMutation): string => {
  if ("create" in mutation) return mutation.create._id;
  if ("createOrReplace" in mutation) return mutation.createOrReplace._id;
  if ("createIfNotExists" in mutation) return mutation.createIfNotExists._id;
  if ("delete" in mutation) return mutation.delete.id;
  if ("patch" in mutation) return mutation.patch.id;
  throw new MutationError(`Unsupported mutation ${JSON.stringify(mutation)}`, 400);
};

/**
 * Applies one transaction to `documents`, in place, all or nothing, as the Content Lake does
 * (Sanity HTTP API "Mutations"): `create` fails when the id exists (409), `patch` when the document
 * is missing (404) or `ifRevisionID` is not its `_rev` (409); each changed document gets a new
 * `_rev`. Patch operations (set, unset, setIfMissing, inc, insert, …) are applied by @sanity/mutator.
 * Returns `{ id, operation }` per mutation, the `results` of the API's answer.
 * Throws MutationError, leaving `documents` unchanged, when any mutation cannot be applied.
 */
export function applyTransaction(
  documents: StandInDocument[],
  mutations: ContentLakeMutation[],
): { id: string; operation: "create" | "update" | "delete" | "none" }[] {
  const working = new Map<string, StandInDocument | null>();
  const current = (id: string) =>
    working.has(id) ? working.get(id)! : (documents.find((doc) => doc._id === id) ?? null);
  const rev = randomUUID().replaceAll("-", "").slice(0, 22);
  const results = mutations.map((mutation) => {
    const id = targetId(mutation);
    const before = current(id);
    if ("create" in mutation && before) throw new MutationError(`Document by ID "${id}" already exists`, 409);
    if ("patch" in mutation) {
      if (!before) throw new MutationError(`Document "${id}" not found`, 404);
      if (mutation.patch.ifRevisionID && mutation.patch.ifRevisionID !== before._rev)
        throw new MutationError(
          `Document "${id}" has unexpected revision ID ("${before._rev}"), expected "${mutation.patch.ifRevisionID}"`,
          409,
        );
    }
    if ("createIfNotExists" in mutation && before) return { id, operation: "none" as const };
    const applicable = "patch" in mutation ? { patch: { ...mutation.patch, ifRevisionID: undefined } } : mutation;
    const after = new Mutation({
      mutations: [structuredClone(applicable)],
    }).apply(before ? structuredClone(before) : null) as StandInDocument | null;
    working.set(id, after ? { ...after, _rev: rev } : null);
    if (!after)
      return {
        id,
        operation: before ? ("delete" as const) : ("none" as const),
      };
    return {
      id,
      operation: before ? ("update" as const) : ("create" as const),
    };
  });
  for (const [id, doc] of working) {
    const index = documents.findIndex((existing) => existing._id === id);
    if (doc && index >= 0) documents[index] = doc;
    else if (doc) documents.push(doc);
    else if (index >= 0) documents.splice(index, 1);
  }
  return results;
}

/**
 * The Content Lake's answer to a `/data/mutate` request (Sanity HTTP API "Mutations"), its
 * `mutations` applied to `documents` as one transaction (applyTransaction): 200 with
 * `{ transactionId, results }`, or the MutationError's status with `{ error }` and nothing applied.
 * Throws what applyTransaction throws other than a MutationError.
 */
export function mutateAnswer(
  documents: StandInDocument[],
  mutations: ContentLakeMutation[],
  transactionId: string,
): { status: number; body: unknown } {
  try {
    return { status: 200, body: { transactionId, results: applyTransaction(documents, mutations) } };
  } catch (error) {
    if (!(error instanceof MutationError)) throw error;
    return { status: error.status, body: { error: { description: error.message, type: "mutationError" } } };
  }
}
