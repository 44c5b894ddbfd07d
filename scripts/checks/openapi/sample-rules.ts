import {
  ACCESS_TOKEN_VARIABLE,
  buildCodeSamples,
  IDEMPOTENCY_KEY_HEADER,
  type CodeSample,
} from "../../../web/app/api-reference/code-samples.ts";
import type { OpenApiDocument } from "../../../web/app/api-reference/openapi-document.ts";
import { operationIndex } from "../../../web/app/api-reference/operation-index.ts";
import { buildOperationView, type OperationView } from "../../../web/app/api-reference/operation-view.ts";

/** Writes an operation's request samples; the site's generator unless a test passes another. */
export type SampleGenerator = (view: OperationView) => CodeSample[];

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;

/**
 * Problems with the generated request samples of every operation of `doc`, so that a sample copied
 * into a terminal or a file does what its page says and nothing else (content/STYLE.md, "Examples";
 * API-CONVENTIONS.md, "Idempotency and retries" and "Acting for a user"):
 *
 * - a secured operation's samples read the token from `$TIDEWIRE_ACCESS_TOKEN`;
 * - an operation that accepts `Idempotency-Key` sends one the sample creates, never a literal key
 *   (a key copied twice makes the second request return the first one's answer);
 * - no sample sends an optional header other than `Idempotency-Key`: `Tidewire-On-Behalf-Of`
 *   would move an onboarded user's money instead of your own.
 *
 * Returns readable problems naming the operation and language; empty when every sample follows.
 */
export function checkGeneratedSamples(doc: OpenApiDocument, generate: SampleGenerator = buildCodeSamples): string[] {
  const problems: string[] = [];
  for (const { group, slug, entry } of operationIndex(doc).operations) {
    if (entry.kind !== "operation") continue;
    const view = buildOperationView({ doc, markdown: (text) => text }, group.slug, slug);
    if (!view) continue;
    const name = `${entry.method.toUpperCase()} ${entry.path}`;
    const headers = view.parameters.header;
    const takesKey = headers.some((header) => header.name.toLowerCase() === IDEMPOTENCY_KEY_HEADER.toLowerCase());
    const optional = headers.filter(
      (header) => !header.required && header.name.toLowerCase() !== IDEMPOTENCY_KEY_HEADER.toLowerCase(),
    );
    for (const sample of generate(view)) {
      const where = `${name} (${sample.label})`;
      if (view.security.length && !sample.code.includes(ACCESS_TOKEN_VARIABLE))
        problems.push(`${where}: does not read the access token from $${ACCESS_TOKEN_VARIABLE}`);
      const literal = sample.code.match(UUID)?.[0];
      if (literal)
        problems.push(`${where}: sends the literal key ${literal}; a sample creates a new key for each request`);
      if (takesKey && !sample.code.includes(IDEMPOTENCY_KEY_HEADER))
        problems.push(`${where}: accepts ${IDEMPOTENCY_KEY_HEADER} but the sample sends none`);
      for (const header of optional)
        if (sample.code.includes(header.name))
          problems.push(`${where}: sends the optional header ${header.name}, which changes what the call does`);
    }
  }
  return problems;
}
