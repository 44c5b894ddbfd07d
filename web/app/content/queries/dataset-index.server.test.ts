import { readFileSync } from "node:fs";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../../../scripts/build/dataset/compile-dataset.ts";
import { datasetIndex, narrowFilters, type RawDocument } from "./dataset-index.server.ts";
import { createDocumentsSource, parameterNames, parseDataset } from "./dataset-source.server.ts";
import * as queries from "./queries.ts";

/** What groq-js answers reading every document for each `*` and each `->`: the answer narrowing must keep. */
const unnarrowed = async (documents: RawDocument[], query: string, params: Record<string, unknown>) =>
  (await evaluate(parse(query), { dataset: documents, params })).get();

describe("narrowing a query's filters to the documents that can pass them", () => {
  it("answers every query of the site as groq-js answers over the whole dataset", async () => {
    const documents = parseDataset(readFileSync(DEFAULT_PATHS.datasetFile, "utf8"), DEFAULT_PATHS.datasetFile);
    const source = createDocumentsSource(() => documents, "seed");
    const byId = new Map(documents.map((doc) => [doc._id, doc]));
    const field = (doc: RawDocument, name: string) => doc[name] as Record<string, string> | string | undefined;
    // Each document's own values for the queries' parameters (a page's version and slug, a doc
    // page's sidebar, an error type's type), then values no document has.
    const paramSets = [
      ...documents.map((doc) => ({
        version: (byId.get((field(doc, "version") as { _ref?: string })?._ref ?? "")?.name as string) ?? "2.0",
        slug: (field(doc, "slug") as { current?: string })?.current ?? "intro",
        sidebar: (field(doc, "sidebar") as string) ?? "guides",
        type: (field(doc, "type") as string) ?? "bad-request",
      })),
      { version: "9.9", slug: "no-such-page", sidebar: "none", type: "none" },
    ];
    let compared = 0;
    for (const [name, query] of Object.entries(queries)) {
      const names = [...parameterNames(parse(query))];
      const sets = names.length
        ? [...new Map(paramSets.map((set) => [names.map((n) => set[n as keyof typeof set]).join("\0"), set])).values()]
        : [{}];
      for (const set of sets) {
        const params = Object.fromEntries(names.map((n) => [n, set[n as keyof typeof set]]));
        expect(await source.fetch(query, params), `${name} ${JSON.stringify(params)}`).toEqual(
          await unnarrowed(documents, query, params),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("reads only the documents of the type and slug a doc page query asks for", () => {
    const documents = parseDataset(readFileSync(DEFAULT_PATHS.datasetFile, "utf8"), DEFAULT_PATHS.datasetFile);
    const tree = parse(queries.DOC_PAGE_QUERY);
    expect(narrowFilters(tree, datasetIndex(documents), { version: "2.0", slug: "api-docs/payments" })).toBe(1);
    // The filter's `*` is now the list of documents it reads.
    let read: RawDocument[] = [];
    JSON.stringify(tree, (key, value) => {
      if (value?.type === "Filter" && value.base.type === "Value") read = value.base.value;
      return value;
    });
    const payments = documents.filter(
      (doc) => doc._type === "docPage" && (doc.slug as { current: string }).current === "api-docs/payments",
    );
    expect(read.map((doc) => doc._id)).toEqual(payments.map((doc) => doc._id));
    expect(payments.length).toBeLessThan(documents.filter((doc) => doc._type === "docPage").length);
  });

  it("keeps groq-js's answer where a filter's terms cannot narrow it", async () => {
    const documents: RawDocument[] = [
      { _id: "a1", _type: "a", slug: { current: "x" }, n: 1, tags: [{ key: "x" }] },
      { _id: "a2", _type: "a", slug: { current: "y" }, n: "1", parent: { _ref: "b1" } },
      { _id: "a3", _type: "a", slug: "x" },
      { _id: "b1", _type: "b", slug: { current: "x" }, owner: { _ref: "a1" } },
    ];
    const source = createDocumentsSource(() => documents, "tricky");
    const cases: [string, Record<string, unknown>][] = [
      [`*[_type == "a" || slug.current == "x"]._id`, {}],
      [`*["a" == _type && @.slug.current == $slug]._id`, { slug: "x" }],
      [`*[(_type == "a") && (slug.current == $slug)]._id`, { slug: "y" }],
      [`*[_type == "a" && !(slug.current == "x")]._id`, {}],
      [`*[_type == "a" && n == $n]._id`, { n: 1 }],
      [`*[_type == "a" && n == $n]._id`, { n: "1" }],
      [`*[_type == "a" && tags.key == "x"]._id`, {}],
      [`*[_type == "a" && slug == "x"]._id`, {}],
      [`*[_type == "a" && missing == $m]._id`, { m: null }],
      [`*[_type == "a" && parent->slug.current == "x"]._id`, {}],
      [`*[_type == "a"]{ _id, "owned": *[_type == "b" && owner._ref == ^._id]._id }`, {}],
      [`*[_type == "none" && slug.current == "x"]`, {}],
      [`*[slug.current == "x"]._id`, {}],
    ];
    for (const [query, params] of cases)
      expect(await source.fetch(query, params), query).toEqual(await unnarrowed(documents, query, params));
  });
});
