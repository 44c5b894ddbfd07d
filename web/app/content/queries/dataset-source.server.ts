import { ContentError } from "../../lib/content-error.ts";
import { readFileSync } from "node:fs";
import { evaluate, parse } from "groq-js";
import { MissingParameterError, type ContentSource } from "./content-source.ts";
import { datasetIndex, narrowFilters, type RawDocument } from "./dataset-index.server.ts";

/** Ids that Sanity's published perspective hides: drafts and release versions. */
const isPublished = (id: string) => !id.startsWith("drafts.") && !id.startsWith("versions.");

/** Names of every `$parameter` in a parsed GROQ tree (groq-js `Parameter` nodes). */
export function parameterNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => parameterNames(child, names));
  else if (node && typeof node === "object") {
    const record = node as Record<string, unknown>;
    if (record.type === "Parameter" && typeof record.name === "string") names.add(record.name);
    for (const value of Object.values(record)) if (value && typeof value === "object") parameterNames(value, names);
  }
  return names;
}

/** Every `{_ref}` inside a document, with the field path it sits at. */
function references(
  value: unknown,
  path: string,
  found: { ref: string; path: string }[] = [],
): { ref: string; path: string }[] {
  if (Array.isArray(value)) value.forEach((item, index) => references(item, `${path}[${index}]`, found));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record._ref === "string" && record._weak !== true) found.push({ ref: record._ref, path });
    for (const [key, child] of Object.entries(record))
      if (key !== "_ref") references(child, path ? `${path}.${key}` : key, found);
  }
  return found;
}

/**
 * Parses NDJSON dataset text (Sanity export format) into published documents. Throws, naming the
 * line, on malformed JSON or a document without `_id`/`_type`; and naming the document `_id` and
 * field on a strong reference to a document that is not in the dataset.
 */
export function parseDataset(text: string, origin: string): RawDocument[] {
  const documents = text
    .split("\n")
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line)
    .map(({ line, number }) => {
      let doc: RawDocument;
      try {
        doc = JSON.parse(line) as RawDocument;
      } catch (error) {
        throw new Error(`${origin}:${number}: not valid JSON (${(error as Error).message})`);
      }
      if (typeof doc._id !== "string" || typeof doc._type !== "string")
        throw new Error(`${origin}:${number}: a document needs _id and _type`);
      return doc;
    });
  const published = documents.filter((doc) => isPublished(doc._id));
  const ids = new Set(published.map((doc) => doc._id));
  for (const doc of published) {
    for (const { ref, path } of references(doc, "")) {
      if (!ids.has(ref)) throw new ContentError(doc._id, path, `references missing document ${ref}`);
    }
  }
  return published;
}

/**
 * A ContentSource over published documents held in memory (the result of `parseDataset`), evaluated
 * with groq-js: the embedded dataset, and tests that change content without writing a file.
 * `description` names the source in messages. Throws MissingParameterError for a query whose
 * `$parameter` is not supplied.
 */
export function createDocumentsSource(documents: () => RawDocument[], description: string): ContentSource {
  return {
    description,
    async fetch(query, params = {}) {
      const tree = parse(query);
      const missing = [...parameterNames(tree)].filter((name) => !(name in params));
      if (missing.length) throw new MissingParameterError(missing);
      const dataset = documents();
      const index = datasetIndex(dataset);
      narrowFilters(tree, index, params);
      // Without `dereference`, groq-js resolves each `->` by reading the dataset from its first
      // document (its Deref executor): a cost per reference that grows with the dataset.
      const value = await evaluate(tree, { dataset, params, dereference: ({ _ref }) => index.byId.get(_ref) });
      return value.get();
    },
  };
}

/**
 * A ContentSource over an NDJSON dataset file (`createDocumentsSource`). The file is read once, on
 * the first query. Drafts (`drafts.*`) and release versions (`versions.*`) are removed, matching
 * the published perspective.
 */
export function createDatasetSource(file: string): ContentSource {
  let dataset: RawDocument[] | null = null;
  return createDocumentsSource(
    () => (dataset ??= parseDataset(readFileSync(file, "utf8"), file)),
    `embedded dataset ${file}`,
  );
}
