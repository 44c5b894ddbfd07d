import { readFileSync } from "node:fs";
import { join } from "node:path";
import { exampleSources, sentences, type SiteModel } from "./content-checks.ts";

/**
 * Phrases that put a dated event in the future: "is switched off on 2026-06-30", "will be removed
 * on …", "until 2026-06-30". A date in them that has passed makes the sentence false.
 */
const FUTURE_DATED = new RegExp(
  [
    String.raw`\b(?:is|are) (?:switched off|removed|retired|shut down|turned off) (?:on|from) (\d{4}-\d{2}-\d{2})\b`,
    String.raw`\bwill (?:be )?[a-z ]{0,30}?\b(?:on|from|by) (\d{4}-\d{2}-\d{2})\b`,
    String.raw`\buntil (\d{4}-\d{2}-\d{2})\b`,
  ].join("|"),
  "gi",
);

/**
 * Problems: sentences of the checked pages, the OpenAPI documents' descriptions and the guides that
 * speak of a date before `today` (`YYYY-MM-DD`, UTC) in the future tense, such as a version "is
 * switched off on" a day that has passed. Blog posts are left out: they speak as of their date.
 */
export function checkDatedTense(site: SiteModel, today: string): string[] {
  const files = [
    ...exampleSources(site)
      .map(({ file }) => file)
      .filter((file) => !file.startsWith("blog/")),
    ...[...site.api.values()].map(({ version }) => `openapi/${version.name}.yaml`),
  ];
  return files.flatMap((file) =>
    sentences(readFileSync(join(site.contentDir, file), "utf8")).flatMap((sentence) =>
      [...sentence.matchAll(FUTURE_DATED)]
        .map((match) => match[1] ?? match[2] ?? match[3])
        .filter((date) => date < today)
        .map(
          (date) => `${file}: "${sentence.trim().replace(/\s+/g, " ")}" speaks of ${date} as the future; it has passed`,
        ),
    ),
  );
}
