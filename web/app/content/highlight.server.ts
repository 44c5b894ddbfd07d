import { bundledLanguages, createHighlighter, type Highlighter } from "shiki";

// Chosen for WCAG AA contrast of every token (comments too) on the code backgrounds, highlighted lines included.
const THEMES = { light: "github-light-high-contrast", dark: "github-dark-default" } as const;
const LANGUAGES = ["json", "bash", "shellscript", "typescript", "javascript", "tsx", "python", "java", "go", "php", "csharp", "yaml", "http", "xml", "html", "css", "markdown", "sql", "diff"];
const ALIASES: Record<string, string> = { sh: "bash", shell: "bash", console: "bash", curl: "bash", ts: "typescript", js: "javascript", node: "javascript", py: "python", cs: "csharp", "c#": "csharp", yml: "yaml", md: "markdown" };

let highlighter: Promise<Highlighter> | null = null;

/** The language shiki will use for a fence language, or `text` when it has no grammar for it. */
export function normaliseLanguage(language: string | undefined): string {
  const lower = (language ?? "text").toLowerCase();
  const name = ALIASES[lower] ?? lower;
  return name in bundledLanguages && LANGUAGES.includes(name) ? name : "text";
}

/**
 * Highlights code at build time with shiki (github-light and github-dark, switched by CSS
 * variables) and marks the 1-based `highlightedLines` with the class `highlighted`.
 * Returns the `<pre>` HTML; code is escaped by shiki, so the result is safe to inject.
 */
export async function highlightCode(code: string, language: string | undefined, highlightedLines: number[] = []): Promise<string> {
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: LANGUAGES });
  const marked = new Set(highlightedLines);
  return (await highlighter).codeToHtml(code, {
    lang: normaliseLanguage(language),
    themes: THEMES,
    defaultColor: false,
    transformers: [
      {
        line(node, line) {
          if (marked.has(line)) this.addClassToHast(node, "highlighted");
        },
      },
    ],
  });
}
