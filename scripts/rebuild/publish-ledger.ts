/** Why a build failed: the one-line message and, for invalid content, the document `_id` and field (ContentError). */
export interface PublishFailure {
  message: string;
  documentId?: string;
  field?: string;
}

/**
 * Where one document's last publish stands:
 * - `building`: published, not yet in a finished build;
 * - `live`: a build with this publish succeeded and is served;
 * - `failed`: the build failed on this document (`error` names the field);
 * - `waiting`: the build failed on another document (`blockedBy`), so this publish is not live
 *   yet, through no fault of its own; it goes live with the next build that succeeds.
 */
export interface DocumentPublish {
  documentId: string;
  /** Sanity's webhook operation: `create`, `update` or `delete`. */
  operation?: string;
  state: "building" | "live" | "failed" | "waiting";
  /** When the receiver accepted the publish's webhook (ISO 8601). */
  publishedAt: string;
  /** The build that last took this publish in, once one has started. */
  buildId?: string;
  /** When that build finished (ISO 8601). */
  finishedAt?: string;
  error?: PublishFailure;
  blockedBy?: PublishFailure;
}

/** One finished build, as the ledger's history keeps it. */
export interface PublishBuild {
  id: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  result: "success" | "failure";
  /** The documents whose publishes this build took in. */
  documents: string[];
  error?: PublishFailure;
}

/** What the Studio's Publishing tool and document badges read (GET /publish-status). */
export interface PublishSnapshot {
  state: "idle" | "building";
  /** Each document's last publish, newest first. */
  documents: DocumentPublish[];
  /** The last builds, newest first. */
  builds: PublishBuild[];
}

/** Documents and builds the ledger remembers: enough for an editor's day, small enough to send every few seconds. */
const DOCUMENT_LIMIT = 200;
const BUILD_LIMIT = 20;

/**
 * The outcome of every publish, by document, for editors: which publishes are live, which build
 * failed on which document and field, and which publishes only wait behind another document's
 * error. A build takes in every publish accepted before it started (the receiver's queue
 * coalesces webhooks, so one build may serve many); a failure is put on the document the build
 * named, never on whoever published next. A build that succeeds makes every earlier publish
 * live: the whole dataset built, so a document that failed before has been fixed or removed.
 * Times are ISO 8601 strings; nothing here reads the clock.
 */
export class PublishLedger {
  private readonly documents = new Map<string, DocumentPublish>();
  private readonly builds: PublishBuild[] = [];
  private readonly taken = new Map<string, string[]>();

  /** Records an accepted webhook for `documentId`: its publish is building. */
  published(documentId: string, publishedAt: string, operation?: string): void {
    this.documents.delete(documentId);
    this.documents.set(documentId, { documentId, state: "building", publishedAt, ...(operation ? { operation } : {}) });
    for (const id of [...this.documents.keys()].slice(0, Math.max(0, this.documents.size - DOCUMENT_LIMIT)))
      this.documents.delete(id);
  }

  /** A build started at `startedAt`: it takes in every publish accepted until then that is not in a finished build. */
  buildStarted(buildId: string, startedAt: string): void {
    const taken: string[] = [];
    for (const entry of this.documents.values())
      if (entry.state === "building" && entry.publishedAt <= startedAt) {
        entry.buildId = buildId;
        taken.push(entry.documentId);
      }
    this.taken.set(buildId, taken);
  }

  /** A build finished: its publishes become live, failed (the document it names) or waiting. */
  buildFinished(build: Omit<PublishBuild, "documents">): void {
    const documents = this.taken.get(build.id) ?? [];
    this.taken.delete(build.id);
    this.builds.unshift({ ...build, documents });
    this.builds.length = Math.min(this.builds.length, BUILD_LIMIT);
    const { error } = build;
    // A document the build failed on without a publish of its own (a post whose author was
    // deleted) is shown failed too, so its badge says why the site is not updating.
    if (error?.documentId && !this.documents.has(error.documentId))
      this.documents.set(error.documentId, {
        documentId: error.documentId,
        state: "failed",
        publishedAt: build.startedAt,
      });
    for (const entry of this.documents.values()) {
      const inBuild = entry.buildId === build.id && entry.state === "building";
      if (!error) {
        // Everything published before this build is in the site it made.
        if (inBuild || entry.state === "failed" || entry.state === "waiting") {
          Object.assign(entry, { state: "live", finishedAt: build.finishedAt });
          delete entry.error;
          delete entry.blockedBy;
        }
      } else if (error.documentId === entry.documentId && (inBuild || entry.state !== "building")) {
        Object.assign(entry, { state: "failed", error, finishedAt: build.finishedAt, buildId: build.id });
        delete entry.blockedBy;
      } else if (inBuild || entry.state === "waiting") {
        Object.assign(entry, { state: "waiting", blockedBy: error, finishedAt: build.finishedAt });
        delete entry.error;
      }
    }
  }

  /** The ledger as GET /publish-status sends it; `busy` is whether a build is running or queued. */
  snapshot(busy: boolean): PublishSnapshot {
    return {
      state: busy ? "building" : "idle",
      documents: [...this.documents.values()].reverse().map((entry) => ({ ...entry })),
      builds: this.builds.map((build) => ({ ...build, documents: [...build.documents] })),
    };
  }
}
