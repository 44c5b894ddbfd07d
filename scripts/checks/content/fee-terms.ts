import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deref, escapePointer, type OpenApiDocument } from "../../../web/app/api-reference/openapi-document.ts";
import { exampleSources, sentences, type SiteModel } from "./content-checks.ts";
import type { Conventions } from "./conventions.ts";
import type { CorpusExample } from "./example-corpus.ts";
import { walkObjects } from "./example-corpus.ts";

/**
 * Checks that what the pages and the OpenAPI documents say about fees agrees with the fee model of
 * content/API-CONVENTIONS.md ("The fee model"): every charge bearer the model offers "on request"
 * can be requested, every charge bearer has an example whose arithmetic the money checks verify,
 * and no sentence says Tidewire's fee comes out of the amount converted unless it speaks of `BEN`,
 * the one bearer where it does.
 */

/** A sentence that says the fee is deducted from the amount sent or received. */
const FEE_DEDUCTED =
  /\b(after|net of|minus|less) (its|the|tidewire's|our) fee\b|\bfee (is |are )?(deducted|taken|subtracted) from\b/i;

/** The request schema of `POST /payments/quotes`, `$ref` resolved; null when the document has no such operation. */
function quoteRequestSchema(doc: OpenApiDocument): Record<string, any> | null {
  const body = deref(doc, doc.paths?.["/payments/quotes"]?.post?.requestBody);
  return deref(doc, body?.content?.["application/json"]?.schema) ?? null;
}

/**
 * Problems: a charge bearer the fee model offers "on request" that the 2.0 quote request cannot ask
 * for (its `charge_bearer` enum), and a charge bearer no payment quote or payment example uses.
 */
export function checkChargeBearers(
  doc: OpenApiDocument,
  corpus: CorpusExample[],
  conventions: Pick<Conventions, "chargeBearers">,
): string[] {
  const problems: string[] = [];
  const requestable = new Set<string>(deref(doc, quoteRequestSchema(doc)?.properties?.charge_bearer)?.enum ?? []);
  const used = new Set<string>();
  for (const example of corpus)
    walkObjects(example.value, (node: Record<string, any>) => {
      if (typeof node.correspondent_flow?.charge_bearer === "string") used.add(node.correspondent_flow.charge_bearer);
    });
  for (const { bearer, usedFor } of conventions.chargeBearers) {
    if (/on request/.test(usedFor) && !requestable.has(bearer))
      problems.push(
        `charge bearer ${bearer} is offered on request ("${usedFor}"), but POST /payments/quotes has no ` +
          `charge_bearer field that accepts it`,
      );
    if (!used.has(bearer))
      problems.push(`charge bearer ${bearer} has no payment quote or payment example, so its arithmetic is unchecked`);
  }
  return problems;
}

/** Every description string of an OpenAPI document with the JSON pointer where it stands. */
function descriptions(doc: OpenApiDocument): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${escapePointer(key)}`;
      if ((key === "description" || key === "summary") && typeof value === "string")
        found.push({ where: at, text: value });
      else walk(value, at);
    }
  };
  walk(doc, "#");
  return found;
}

/**
 * Problems: sentences of the OpenAPI documents and the checked pages that say Tidewire's fee is
 * deducted from the amount ("after its fee", "net of the fee", "the fee is taken from") without
 * naming `BEN`.
 */
export function checkFeeWording(site: SiteModel): string[] {
  const sources = [
    ...[...site.api.values()].flatMap(({ version, doc }) =>
      descriptions(doc).map(({ where, text }) => ({ where: `openapi/${version.name}.yaml ${where}`, text })),
    ),
    ...exampleSources(site).map(({ file }) => ({
      where: file,
      text: readFileSync(join(site.contentDir, file), "utf8"),
    })),
  ];
  return sources.flatMap(({ where, text }) =>
    sentences(text)
      .filter((sentence) => FEE_DEDUCTED.test(sentence) && !/\bBEN\b/.test(sentence))
      .map(
        (sentence) =>
          `${where}: "${sentence.trim()}" says the fee comes out of the amount, which is true only under BEN`,
      ),
  );
}
