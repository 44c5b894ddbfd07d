import { describe, expect, it } from "vitest";
import { applyTransaction, MutationError, mutateAnswer, type StandInDocument } from "./content-lake-mutations.ts";

const seed = (): StandInDocument[] => [
  {
    _id: "docVersion.2-0",
    _type: "docVersion",
    _rev: "r1",
    status: "current",
    order: 0,
  },
  {
    _id: "docVersion.1-37",
    _type: "docVersion",
    _rev: "r2",
    status: "unmaintained",
    order: 1,
  },
];

describe("the stand-ins' transactions", () => {
  it("applies creates and patches together and gives changed documents a new revision", () => {
    const documents = seed();
    const results = applyTransaction(documents, [
      {
        create: {
          _id: "docVersion.2-1",
          _type: "docVersion",
          status: "current",
          order: 0,
        },
      },
      {
        patch: {
          id: "docVersion.2-0",
          ifRevisionID: "r1",
          set: { status: "unmaintained" },
          inc: { order: 1 },
        },
      },
      { createIfNotExists: { _id: "docVersion.1-37", _type: "docVersion" } },
    ]);
    expect(results).toEqual([
      { id: "docVersion.2-1", operation: "create" },
      { id: "docVersion.2-0", operation: "update" },
      { id: "docVersion.1-37", operation: "none" },
    ]);
    expect(documents.find((doc) => doc._id === "docVersion.2-0")).toMatchObject({ status: "unmaintained", order: 1 });
    expect(documents.find((doc) => doc._id === "docVersion.2-0")?._rev).not.toBe("r1");
    expect(documents.find((doc) => doc._id === "docVersion.1-37")?._rev).toBe("r2");
    expect(documents.map((doc) => doc._id)).toContain("docVersion.2-1");
  });

  it("applies nothing when one mutation fails: an existing id, a missing document or a stale revision", () => {
    const documents = seed();
    const attempts = [
      [{ create: { _id: "docVersion.2-0", _type: "docVersion" } }, 409, "already exists"],
      [{ patch: { id: "docVersion.9-9", set: { order: 3 } } }, 404, "not found"],
      [
        {
          patch: {
            id: "docVersion.2-0",
            ifRevisionID: "old",
            set: { order: 3 },
          },
        },
        409,
        "unexpected revision",
      ],
    ] as const;
    for (const [failing, status, message] of attempts) {
      let error: unknown;
      try {
        applyTransaction(documents, [
          { create: { _id: "docVersion.2-1", _type: "docVersion" } },
          { patch: { id: "docVersion.1-37", set: { order: 5 } } },
          failing,
        ]);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(MutationError);
      expect((error as MutationError).status).toBe(status);
      expect((error as Error).message).toContain(message);
      expect(documents).toEqual(seed());
    }
  });

  it("deletes", () => {
    const documents = seed();
    expect(applyTransaction(documents, [{ delete: { id: "docVersion.1-37" } }])).toEqual([
      { id: "docVersion.1-37", operation: "delete" },
    ]);
    expect(documents.map((doc) => doc._id)).toEqual(["docVersion.2-0"]);
  });

  it("answers as the Content Lake does: the results, or the error's status with nothing applied", () => {
    const documents = seed();
    expect(mutateAnswer(documents, [{ delete: { id: "docVersion.1-37" } }], "t1")).toEqual({
      status: 200,
      body: { transactionId: "t1", results: [{ id: "docVersion.1-37", operation: "delete" }] },
    });
    expect(mutateAnswer(documents, [{ create: { _id: "docVersion.2-0", _type: "docVersion" } }], "t2")).toEqual({
      status: 409,
      body: { error: { description: 'Document by ID "docVersion.2-0" already exists', type: "mutationError" } },
    });
  });
});
