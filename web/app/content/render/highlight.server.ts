import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import {
  bundledLanguages,
  createHighlighter,
  type Highlighter,
  type ShikiTransformer,
  type ThemeRegistrationResolved,
} from "shiki";
import { buildCache, type BuildCache, packageVersion } from "../build/build-cache.server.ts";
import {
  knownTokenClasses,
  styleToClassTransformer,
  tokenStylesheet,
  type ThemePalette,
} from "./code-token-classes.ts";
import { pairedForegrounds, pairedThemeTransformer } from "./theme-pair.ts";

// Chosen for WCAG AA contrast of every token (comments too) on the code backgrounds, highlighted lines included.
export const THEMES = { light: "github-light-high-contrast", dark: "github-dark-default" } as const;
/** The fence languages code is highlighted in (aliases aside); any other is shown as plain text. */
export const LANGUAGES = [
  "json",
  "bash",
  "shellscript",
  "typescript",
  "javascript",
  "tsx",
  "python",
  "java",
  "go",
  "php",
  "csharp",
  "yaml",
  "http",
  "xml",
  "html",
  "css",
  "markdown",
  "sql",
  "diff",
];
const ALIASES: Record<string, string> = {
  sh: "bash",
  shell: "bash",
  console: "bash",
  curl: "bash",
  ts: "typescript",
  js: "javascript",
  node: "javascript",
  py: "python",
  cs: "csharp",
  "c#": "csharp",
  yml: "yaml",
  md: "markdown",
};

let highlighter: Promise<Highlighter> | null = null;
const languagesLoaded = new Map<string, Promise<void>>();
let knownClasses: Promise<Set<string>> | null = null;
let cache: Promise<BuildCache> | null = null;

/**
 * Shiki's JavaScript regular-expression engine (shiki docs, "RegExp Engines"), not the Oniguruma
 * WebAssembly one: every grammar of LANGUAGES runs on it, it gave every page of the site the same
 * HTML, and it highlighted a cold build's API pages ~8% faster, with no WebAssembly to load.
 */
const ENGINE = "javascript";

/**
 * Shiki's tokenizing options for build-time highlighting: no time limit per line. By default shiki
 * stops tokenizing a line after 500 ms (`tokenizeTimeLimit`, passed to vscode-textmate's
 * `tokenizeLine2`) and leaves the rest of it one plain token. The first lines of a language
 * translate its grammar's regular expressions as they are first used, which on a busy machine took
 * longer than that: the HTML then depended on the machine's load, and the build cache kept it.
 */
export const TOKENIZE_OPTIONS = { tokenizeTimeLimit: 0 } as const;

// Grammars load on a cache miss only: a build whose code blocks are all cached (every warm build,
// in each render thread) then never compiles the 19 grammars, which costs more than its lookups.
const loadHighlighter = () =>
  (highlighter ??= createHighlighter({
    themes: Object.values(THEMES),
    langs: [],
    engine: createJavaScriptRegexEngine(),
  }));

/** The highlighter with the grammar of `lang` (a LANGUAGES name, or `text`) loaded. */
async function highlighterFor(lang: string): Promise<Highlighter> {
  const loaded = await loadHighlighter();
  if (lang !== "text") {
    if (!languagesLoaded.has(lang))
      languagesLoaded.set(lang, loaded.loadLanguage(lang as keyof typeof bundledLanguages));
    await languagesLoaded.get(lang);
  }
  return loaded;
}

/** Every colour and font style a theme's token rules and default colours can give a token. */
function themePalette(theme: ThemeRegistrationResolved): ThemePalette {
  const palette: ThemePalette = {
    colors: [theme.fg],
    backgrounds: [],
    fontStyles: [],
    fontWeights: [],
    textDecorations: [],
  };
  for (const { settings } of theme.settings ?? []) {
    if (settings.foreground) palette.colors.push(settings.foreground);
    if (settings.background) palette.backgrounds.push(settings.background);
    const words = (settings.fontStyle ?? "").split(/\s+/);
    if (words.includes("italic")) palette.fontStyles.push("italic");
    if (words.includes("bold")) palette.fontWeights.push("bold");
    const decorations = [
      words.includes("underline") && "underline",
      words.includes("strikethrough") && "line-through",
    ].filter(Boolean);
    if (decorations.length) palette.textDecorations.push(decorations.join(" "));
  }
  const unique = (values: string[]) => [...new Set(values.map((value) => value.toLowerCase()))].sort();
  return {
    colors: unique(palette.colors),
    backgrounds: unique(palette.backgrounds),
    fontStyles: unique(palette.fontStyles),
    fontWeights: unique(palette.fontWeights),
    textDecorations: unique(palette.textDecorations),
  };
}

async function palettes(): Promise<[ThemePalette, ThemePalette]> {
  const loaded = await loadHighlighter();
  return [themePalette(loaded.getTheme(THEMES.light)), themePalette(loaded.getTheme(THEMES.dark))];
}

/** The contents of `web/app/styles/code-tokens.css` for the current themes (see code-token-classes.ts). */
export async function codeTokenStylesheet(): Promise<string> {
  return tokenStylesheet(...(await palettes()));
}

/** The language shiki will use for a fence language, or `text` when it has no grammar for it. */
export function normaliseLanguage(language: string | undefined): string {
  const lower = (language ?? "text").toLowerCase();
  const name = ALIASES[lower] ?? lower;
  return name in bundledLanguages && LANGUAGES.includes(name) ? name : "text";
}

/**
 * The highlighting cache: results depend on shiki's version, its regular-expression engine, the
 * themes and languages, the token classes the themes give, and this module's transformation code,
 * so all of them are its fingerprint.
 */
function highlightCache(known: Set<string>): BuildCache {
  const shikiVersion = packageVersion("shiki", import.meta.url);
  return buildCache(
    "highlight",
    JSON.stringify({
      shikiVersion,
      ENGINE,
      TOKENIZE_OPTIONS,
      THEMES,
      LANGUAGES,
      ALIASES,
      known: [...known].sort(),
      code: [
        styleToClassTransformer.toString(),
        pairedForegrounds.toString(),
        pairedThemeTransformer.toString(),
        themePairing.toString(),
        render.toString(),
      ],
    }),
  );
}

let pairing: ReturnType<typeof themePairing> | null = null;

/** The site's two themes as the highlighter resolved them, and their foreground pairing (theme-pair.ts). */
function themePairing(highlighter: Highlighter) {
  const themes = { light: highlighter.getTheme(THEMES.light), dark: highlighter.getTheme(THEMES.dark) };
  return { themes, foregrounds: pairedForegrounds(themes.light, themes.dark) };
}

function render(
  highlighter: Highlighter,
  known: Set<string>,
  code: string,
  lang: string,
  highlightedLines: number[],
): string {
  const marked = new Set(highlightedLines);
  const transformers: ShikiTransformer[] = [
    styleToClassTransformer(known),
    {
      line(node, line) {
        if (marked.has(line)) this.addClassToHast(node, "highlighted");
      },
    },
  ];
  const { themes, foregrounds } = (pairing ??= themePairing(highlighter));
  // Shiki's dual themes tokenize the code once per theme; a pair's second theme is a recolouring.
  return foregrounds
    ? highlighter.codeToHtml(code, {
        ...TOKENIZE_OPTIONS,
        lang,
        theme: THEMES.light,
        transformers: [pairedThemeTransformer(themes, foregrounds), ...transformers],
      })
    : highlighter.codeToHtml(code, { ...TOKENIZE_OPTIONS, lang, themes: THEMES, defaultColor: false, transformers });
}

/**
 * Highlights code at build time with shiki (THEMES' light and dark colours, switched by CSS
 * variables set by classes, see code-token-classes.ts; tokenized once when the two themes are a
 * pair, see theme-pair.ts) and marks the 1-based `highlightedLines`
 * with the class `highlighted`. A block highlighted once is never highlighted again, in this build
 * or a later one (build-cache.server.ts). Returns the `<pre>` HTML; code is escaped by shiki, so
 * the result is safe to inject.
 */
export async function highlightCode(
  code: string,
  language: string | undefined,
  highlightedLines: number[] = [],
): Promise<string> {
  knownClasses ??= palettes().then((both) => knownTokenClasses(...both));
  cache ??= knownClasses.then(highlightCache);
  const lang = normaliseLanguage(language);
  return (await cache).get(JSON.stringify([lang, highlightedLines, code]), async () =>
    render(await highlighterFor(lang), await knownClasses!, code, lang, highlightedLines),
  );
}
