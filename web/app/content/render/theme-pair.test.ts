import { createHighlighter } from "shiki";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import { describe, expect, it } from "vitest";
import { LANGUAGES, THEMES, TOKENIZE_OPTIONS } from "./highlight.server.ts";
import { pairedForegrounds, pairedThemeTransformer } from "./theme-pair.ts";

// A few lines per language with its keywords, strings, numbers, comments, names and punctuation.
const SAMPLES: Record<string, string[]> = {
  json: ['{ "amount": 1050, "currency": "EUR", "captured": true, "meta": null, "tags": ["a", 2.5] }'],
  bash: [
    "# create a payment",
    'curl -X POST "$TIDEWIRE_URL/v2/payments" \\',
    '  -H "Authorization: Bearer ${TOKEN}" -d \'{"amount":1}\' | jq .id',
    'if [ -z "$ID" ]; then exit 1; fi',
  ],
  shellscript: ['for f in *.json; do echo "$f" >> list.txt; done # files', "export N=$((N + 1))"],
  typescript: [
    'import { Client } from "@tidewire/node";',
    "// a client",
    "const client = new Client({ apiKey: process.env.KEY! });",
    "export async function pay(amount: number): Promise<string> {",
    '  const { id } = await client.payments.create({ amount, currency: "EUR" } as const);',
    "  return `paid ${id}`;",
    "}",
  ],
  javascript: [
    'const res = await fetch("https://api.tidewire.com/v2/payments", { method: "POST", body: JSON.stringify({ amount: 10 }) });',
    "/* parse */ if (!res.ok) throw new Error(`HTTP ${res.status}`);",
    "class A extends B { #x = 1; get y() { return this.#x ?? 0; } }",
  ],
  tsx: [
    "export function Badge({ label }: { label: string }) {",
    '  return <span className="badge" aria-label={label}>{label.toUpperCase()}</span>;',
    "}",
  ],
  python: [
    "import os",
    "",
    "@dataclass",
    "class Payment:",
    "    amount: int = 0  # minor units",
    "",
    "def pay(p: Payment) -> str:",
    '    return f"paid {p.amount!r}" if p.amount > 0 else None',
  ],
  java: [
    "package com.tidewire;",
    "",
    "/** A payment. */",
    "public final class Pay {",
    '  @Override public String toString() { return "pay" + 42L; }',
    "  private static final int[] X = new int[] { 1, 2 };",
    "}",
  ],
  go: [
    "package main",
    "",
    'import "fmt"',
    "",
    "// Pay pays.",
    "func Pay(amount int64) (string, error) {",
    '\tif amount <= 0 { return "", fmt.Errorf("bad amount %d", amount) }',
    "\treturn `ok`, nil",
    "}",
  ],
  php: [
    "<?php",
    "// pay",
    '$client = new \\Tidewire\\Client(["key" => getenv("KEY")]);',
    'function pay(int $amount): ?string { return $amount > 0 ? "paid {$amount}" : null; }',
    "echo pay(10);",
  ],
  csharp: [
    "using System;",
    "",
    "namespace Tidewire;",
    "",
    "/// <summary>Pays.</summary>",
    "public record Payment(long Amount) {",
    '  public override string ToString() => $"paid {Amount}";',
    "  [Obsolete] public static int Zero = 0x0;",
    "}",
  ],
  yaml: [
    "# settings",
    "openapi: 3.1.0",
    "info:",
    "  title: Tidewire API",
    "  version: '2.0'",
    "paths: {}",
    "anchors: &a [1, true, null]",
  ],
  http: [
    "POST /v2/payments HTTP/1.1",
    "Host: api.tidewire.com",
    "Content-Type: application/json",
    "",
    '{"amount": 10}',
  ],
  xml: [
    '<?xml version="1.0"?>',
    "<!-- a payment -->",
    '<payment id="p_1" xmlns:t="urn:t"><amount currency="EUR">10.50</amount><![CDATA[x < y]]></payment>',
  ],
  html: [
    "<!doctype html>",
    '<a href="/docs" class="link" data-x=\'1\'>Docs &amp; guides</a>',
    "<script>const a = 1;</script><style>a { color: red; }</style>",
  ],
  css: [
    "@media (min-width: 40rem) {",
    '  .code-block > pre::before { content: "\\201C"; margin: 0 auto !important; color: #0e1116; }',
    "}",
    "/* done */",
  ],
  markdown: [
    "# Title",
    "",
    "*stress* and **weight**, ~~gone~~, `code` and [link](https://example.com)",
    "",
    "> quote",
    "",
    "- item",
    "",
    "```json",
    '{"a": 1}',
    "```",
  ],
  sql: [
    "-- payments",
    "SELECT id, SUM(amount) AS total FROM payments WHERE status = 'captured' AND created_at > NOW() - INTERVAL '1 day' GROUP BY id;",
  ],
  diff: ["diff --git a/x b/x", "--- a/x", "+++ b/x", "@@ -1,2 +1,2 @@", '-"amount": 10', '+"amount": 20', " unchanged"],
};

// Colours differ only in case (TextMate's colour map writes them uppercase, a theme as it is
// written), which the token classes ignore; the `<pre>` style is dropped by the site's transformer.
const comparable = (html: string) => html.replace(/^(<pre[^>]*?) style="[^"]*"/, "$1").toLowerCase();

describe("one tokenization for the site's two code themes", () => {
  it("pairs the site's themes, and refuses themes that are not one set of rules", async () => {
    const highlighter = await createHighlighter({ themes: [...Object.values(THEMES), "nord"], langs: [] });
    const [light, dark] = [highlighter.getTheme(THEMES.light), highlighter.getTheme(THEMES.dark)];
    expect(pairedForegrounds(light, dark)?.get(light.fg.toLowerCase())).toBe(dark.fg);
    expect(pairedForegrounds(light, highlighter.getTheme("nord"))).toBeNull();
  });

  it("gives every language the site highlights the HTML shiki's dual themes give", async () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGUAGES].sort());
    const highlighter = await createHighlighter({
      themes: Object.values(THEMES),
      langs: LANGUAGES,
      engine: createJavaScriptRegexEngine(),
    });
    const themes = { light: highlighter.getTheme(THEMES.light), dark: highlighter.getTheme(THEMES.dark) };
    const foregrounds = pairedForegrounds(themes.light, themes.dark);
    if (!foregrounds) throw new Error(`${THEMES.light} and ${THEMES.dark} are not a pair`);
    for (const [lang, lines] of Object.entries(SAMPLES)) {
      const code = lines.join("\n");
      const once = highlighter.codeToHtml(code, {
        ...TOKENIZE_OPTIONS,
        lang,
        theme: THEMES.light,
        transformers: [pairedThemeTransformer(themes, foregrounds)],
      });
      const twice = highlighter.codeToHtml(code, { ...TOKENIZE_OPTIONS, lang, themes: THEMES, defaultColor: false });
      expect(comparable(once), lang).toBe(comparable(twice));
      expect(new Set(once.match(/--shiki-dark:[^;"]+/g)).size, lang).toBeGreaterThan(1);
    }
  });
});
