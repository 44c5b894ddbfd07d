import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bodyText } from "../../../blocks/markdown.ts";
import type { BlockNode } from "../../../blocks/names.ts";
import { isEditorHandbookPage } from "../../../web/app/lib/editor-handbook.ts";
import { readContent, type DatasetDocument } from "../../build/dataset/content-sources.ts";
import { isCurrentVersion } from "../../../web/app/lib/versions.ts";

/**
 * Word counts of every intro, guide, blog post and page body against the ranges of content/STYLE.md
 * (guides 800–2,000 words, posts 300–800). Words are counted in the text a reader reads: prose,
 * lists, tables, admonitions and tabs, inline code included, code blocks excluded.
 *
 *   node scripts/checks/content/word-counts.ts            # table; exits 1 when a body is out of range
 *   node scripts/checks/content/word-counts.ts --json     # the same rows as JSON
 */

const root = resolve(fileURLToPath(import.meta.url), "../../../..");

/** Target ranges by kind of body. The editor handbook (lib/editor-handbook.ts) has none. */
export const WORD_RANGES = {
  intro: { min: 1200, max: 3000, note: "version introduction: setup, first end-to-end flow, conventions" },
  "older intro": { min: 600, max: 2000, note: "introduction of an unmaintained version" },
  guide: { min: 800, max: 2000, note: "guides 800–2,000 words" },
  post: { min: 300, max: 800, note: "blog posts 300–800 words" },
  page: { min: 100, max: 1200, note: "standalone page body (the home page's hero is extra)" },
} as const;

export type BodyKind = keyof typeof WORD_RANGES;

export interface WordCountRow {
  id: string;
  kind: BodyKind;
  words: number;
  min: number;
  max: number;
  ok: boolean;
}

/** Code blocks are not counted: a reader skims them, and one sample would outweigh the prose. */
const NOT_COUNTED = new Set(["code"]);

/** The words of the readable text of a Portable Text value (blocks/markdown.ts `bodyText`), code blocks left out. */
export function countWords(body: unknown): number {
  return bodyText(Array.isArray(body) ? (body as BlockNode[]) : [], NOT_COUNTED)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The kind of a document's body, or null when it has no target range. */
export function bodyKind(doc: DatasetDocument, currentVersionId: string): BodyKind | null {
  if (doc._type === "blogPost") return "post";
  if (doc._type === "page") return "page";
  if (doc._type !== "docPage" || isEditorHandbookPage(doc as { sidebar?: string })) return null;
  const slug = (doc.slug as { current: string }).current;
  if (slug === "intro") return (doc.version as { _ref: string })._ref === currentVersionId ? "intro" : "older intro";
  return "guide";
}

/** One row per intro, guide, post and page of the content directory. */
export function wordCounts(contentDir = resolve(root, "content")): WordCountRow[] {
  const documents = readContent(contentDir);
  const current = documents.find((doc) => doc._type === "docVersion" && isCurrentVersion({ status: doc.status }));
  return documents.flatMap((doc) => {
    const kind = bodyKind(doc, current?._id ?? "");
    if (!kind) return [];
    const { min, max } = WORD_RANGES[kind];
    const words = countWords(doc.body);
    return [{ id: doc._id, kind, words, min, max, ok: words >= min && words <= max }];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = wordCounts();
  if (process.argv.includes("--json")) console.log(JSON.stringify(rows, null, 2));
  else {
    const order: BodyKind[] = ["intro", "older intro", "guide", "post", "page"];
    rows.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.id.localeCompare(b.id));
    const width = Math.max(...rows.map((row) => row.id.length));
    console.log(
      `${"Document".padEnd(width)}  ${"Kind".padEnd(11)}  ${"Words".padStart(5)}  ${"Range".padEnd(11)}  Result`,
    );
    for (const row of rows) {
      const range = `${row.min}–${row.max}`;
      console.log(
        `${row.id.padEnd(width)}  ${row.kind.padEnd(11)}  ${String(row.words).padStart(5)}  ${range.padEnd(11)}  ${row.ok ? "OK" : "OUT"}`,
      );
    }
    const out = rows.filter((row) => !row.ok);
    console.log(
      `\n${rows.length} bodies, ${rows.length - out.length} OK, ${out.length} OUT (content in ${relative(process.cwd(), resolve(root, "content")) || "."})`,
    );
    if (out.length) process.exitCode = 1;
  }
}
