import { describe, expect, it } from "vitest";
import { builtSearch } from "../../scripts/build/search/build-search-index.ts";
import { contextsFor, SEARCH_CONTEXTS } from "../../web/app/search/search-contexts.ts";
import type { SearchDocument } from "../../web/app/search/search-document.ts";
import { snippetOf } from "../../web/app/search/search-engine.ts";
import { matchedWords, wordText } from "../../web/app/search/search-tokens.ts";
import { MAX_SUGGESTIONS } from "../../web/app/search/suggestion-limits.ts";
import { builtClient } from "../support/built-site.ts";

const client = builtClient();
/** Phrases sampled per section, and the least the test accepts in all. */
const PHRASES_PER_SECTION = 2;
const MINIMUM_PHRASES = 600;

/** mulberry32: a small seeded generator, so every run samples the same phrases. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const key = (doc: SearchDocument) => `${doc.u}#${doc.h}`;

/** A seed from a section's key (FNV-1a), so a section's phrases stay the same when other pages come or go. */
const seedOf = (text: string) =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);

describe("search recall: every sentence can be found", () => {
  const { manifest, engine, indexes } = builtSearch(client);
  const sections = indexes.flatMap(({ meta, docs }) => docs.map((doc) => ({ version: meta.version, doc })));

  // The search box ranks sections and shows the best 8 grouped by page; a phrase's section must be among those 8.
  it(`ranks the section of ${MINIMUM_PHRASES}+ sampled three-word phrases among the search box's best ${MAX_SUGGESTIONS}`, () => {
    const samples: { version: string; doc: SearchDocument; phrase: string }[] = [];
    for (const { version, doc } of sections) {
      const random = seeded(seedOf(`${version} ${key(doc)}`));
      const words = wordText(`${doc.s} ${doc.c}`).split(" ").filter(Boolean);
      if (words.length < 3) continue;
      for (let i = 0; i < PHRASES_PER_SECTION; i++) {
        const start = Math.floor(random() * (words.length - 2));
        samples.push({ version, doc, phrase: words.slice(start, start + 3).join(" ") });
      }
    }

    const misses: string[] = [];
    let ambiguous = 0;
    const ownWords = new Map(
      sections.map(({ doc }) => [doc, ` ${wordText(`${doc.h ? "" : doc.t} ${doc.s} ${doc.c}`)} `]),
    );
    for (const { version, doc, phrase } of samples) {
      // A phrase written in more sections than the box shows names none of them: it is not counted.
      // Its last word counts as typed so far, as search reads it: "the same idempotency" is also in "the same Idempotency-Key".
      const holders = sections.filter(
        (section) => section.version === version && ownWords.get(section.doc)!.includes(` ${phrase}`),
      ).length;
      if (holders > MAX_SUGGESTIONS) {
        ambiguous += 1;
        continue;
      }
      const contexts = contextsFor([...SEARCH_CONTEXTS], version === manifest.currentVersion);
      // Of sections whose snippets read the same (one schema in sibling operations), search shows the best only.
      const hits = engine.search(phrase, version, contexts, MAX_SUGGESTIONS);
      const snippet = hits.length ? snippetOf(doc, matchedWords(hits[0].terms)).snippet : null;
      if (!hits.some((hit) => key(hit.doc) === key(doc) || hit.snippet === snippet))
        misses.push(
          `"${phrase}" (${version}, in ${holders} sections) → ${key(doc)}; shown: ${hits
            .slice(0, 3)
            .map((hit) => key(hit.doc))
            .join(", ")}`,
        );
    }
    const counted = samples.length - ambiguous;
    const recall = (counted - misses.length) / counted;
    console.log(
      `search recall: ${(recall * 100).toFixed(1)}% of ${counted} phrases (${ambiguous} more of ${samples.length} ` +
        `sampled are written in more than ${MAX_SUGGESTIONS} sections)` +
        (misses.length ? `\nmisses:\n${misses.join("\n")}` : ""),
    );
    expect(counted).toBeGreaterThanOrEqual(MINIMUM_PHRASES);
    expect(misses).toEqual([]);
  });
});
