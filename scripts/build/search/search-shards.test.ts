import { describe, expect, it } from "vitest";
import type { SearchDocument, SearchIndexMeta, TermChunk } from "../../../web/app/search/search-document.ts";
import { ChunksNeeded, SearchEngine } from "../../../web/app/search/search-engine.ts";
import { shardSearchIndex } from "./search-shards.ts";

const doc = (c: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  t: "T",
  u: "/t",
  h: "",
  s: "",
  b: [],
  d: "",
  k: "",
  c,
  ...extra,
});

describe("shardSearchIndex", () => {
  const { meta, files } = shardSearchIndex("2.0", "guides", [
    doc("Validate the details; validation runs on every field."),
    doc("One payment_id, on the 2nd; one more in refunds, refunded.", { h: "ids", s: "Payment IDs" }),
  ]);
  const chunks = meta.termChunks.map((_, i) => files.get(`t${i}.json`) as TermChunk);
  const row = (term: string) => {
    const chunk = chunks.find((c) => c.terms.includes(term))!;
    const i = chunk.terms.indexOf(term);
    return { stem: chunk.stem[i], postings: chunk.postings[i], positions: chunk.positions[i], head: chunk.head[i] };
  };

  it("gives each word the prefix it shares with the other forms of its stem", () => {
    expect(row("validate").stem).toBe("validat".length);
    expect(row("validation").stem).toBe("validat".length);
    expect(row("refunds").stem).toBe(6);
    expect(row("refunded").stem).toBe(6);
  });

  it("leaves alone words without other forms, shared prefixes under four letters, and names", () => {
    expect(row("details").stem).toBe(0);
    expect(row("on").stem).toBe(0);
    expect(row("one").stem).toBe(0);
    expect(row("payment_id").stem).toBe(0);
    expect(row("2nd").stem).toBe(0);
  });

  it("records the fields holding a word and where it stands in the section's own text", () => {
    // Document 1 (gap 1 from document 0), in its heading (field bit 2); its own text is heading then content.
    expect(row("payment").postings).toEqual([1 * 16 + 2]);
    expect(row("payment").head).toBe(1);
    // "t validate the details": the page top's own text starts with its title.
    expect(row("validate").positions).toEqual([[1]]);
    expect(row("details").positions).toEqual([[3]]);
    expect(row("the").positions).toEqual([[2], [5]]);
    // Both occurrences of "one", stored as gaps.
    expect(row("one").positions).toEqual([[2, 5]]);
  });

  it("splits documents and title words into chunks the meta file names", () => {
    const documents = Array.from(
      { length: Math.ceil(meta.docs / meta.docsPerChunk) },
      (_, i) => files.get(`d${i}.json`) as SearchDocument[],
    ).flat();
    expect(documents.map((d) => d.c)).toEqual([
      "Validate the details; validation runs on every field.",
      "One payment_id, on the 2nd; one more in refunds, refunded.",
    ]);
    expect(meta.headChunks).toEqual(["i", "p", "t"]);
    expect(files.get(`h${meta.headChunks.indexOf("p")}.json`)).toEqual(["payment"]);
  });
});

describe("a query on a sharded index", () => {
  // 400 sections, each about one animal and one colour, so most words are in few of them.
  const animals = ["otter", "heron", "badger", "falcon", "marten", "plover", "lynx", "bison"];
  const colours = ["amber", "cobalt", "crimson", "ivory", "olive", "slate", "teal", "umber", "violet", "saffron"];
  const docs = Array.from({ length: 400 }, (_, i) =>
    doc(`The ${colours[i % 10]} ${animals[i % 8]} number ${i} rests near the river bank at dusk.`, {
      u: `/animals/${i}`,
      t: `${animals[i % 8]} ${i}`,
    }),
  );
  const { meta, files } = shardSearchIndex("2.0", "guides", docs);
  const base = "/search-index/2.0-guides.test";
  const all = new Map<string, unknown>([...files].map(([name, body]) => [`${base}/${name}`, body]));
  const withBase: SearchIndexMeta = { ...meta, base };

  it("fetches a few chunks in a few round trips and finds what an engine holding every chunk finds", () => {
    const loaded = new Map<string, unknown>();
    const engine = new SearchEngine((url) => loaded.get(url));
    engine.add(withBase);
    let hits: ReturnType<SearchEngine["search"]> | null = null;
    let passes = 0;
    while (!hits) {
      passes += 1;
      try {
        hits = engine.search("cobalt heron number 41", "2.0", ["guides"], 8);
      } catch (error) {
        if (!(error instanceof ChunksNeeded)) throw error;
        for (const url of error.urls) loaded.set(url, all.get(url));
      }
    }
    const everything = new SearchEngine((url) => all.get(url));
    everything.add(withBase);
    expect(hits.map((hit) => hit.doc.u)).toEqual(
      everything.search("cobalt heron number 41", "2.0", ["guides"], 8).map((hit) => hit.doc.u),
    );
    expect(hits[0].doc.u).toBe("/animals/41");
    expect(passes).toBeLessThanOrEqual(4);
    expect(loaded.size).toBeLessThan(all.size / 4);
  });

  it("throws ChunksNeeded naming only files the index has", () => {
    const engine = new SearchEngine(() => undefined);
    engine.add(withBase);
    try {
      engine.search("otter", "2.0", ["guides"], 8);
      expect.unreachable("a search without its chunks must ask for them");
    } catch (error) {
      expect(error).toBeInstanceOf(ChunksNeeded);
      for (const url of (error as ChunksNeeded).urls) expect(all.has(url), url).toBe(true);
    }
  });
});
