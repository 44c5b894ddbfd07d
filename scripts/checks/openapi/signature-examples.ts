import { createHmac } from "node:crypto";
import type { CorpusExample } from "../content/example-corpus.ts";
import { isStablecoinType, webhookEndpointStates, type EndpointState } from "../content/webhook-subscriptions.ts";
import {
  deref,
  listOperations,
  type OpenApiDocument,
  type OperationEntry,
} from "../../../web/app/api-reference/openapi-document.ts";

/** The header Tidewire signs every webhook delivery with (API-CONVENTIONS.md, "Main flows", Webhooks). */
export const SIGNATURE_HEADER = "Tidewire-Signature";

/** How long after a rotation the old secret still signs, in seconds: one `v1` per secret meanwhile. */
const ROTATION_OVERLAP_SECONDS = 24 * 60 * 60;

type Json = Record<string, any>;

const unixSeconds = (timestamp: string) => Math.floor(Date.parse(timestamp) / 1000);

/** The first request example of a webhook, `$ref` resolved: the delivery its signature example signs. */
function firstDelivery(doc: OpenApiDocument, entry: OperationEntry): Json | null {
  const media = deref(doc, entry.operation.requestBody)?.content?.["application/json"];
  const first =
    media?.example ?? Object.values<any>(media?.examples ?? {}).map((example) => deref(doc, example)?.value)[0];
  return first && typeof first === "object" ? first : null;
}

/**
 * The `Tidewire-Signature` value Tidewire would send with a webhook's first example: `t` is the
 * event's `created_at` in Unix seconds, and each `v1` the hex HMAC-SHA256 of `"<t>.<body>"` (the body
 * as compact JSON, the raw body of the delivery) keyed with a secret the endpoint had then: the
 * newest, and during the 24 hours after a rotation the previous one too. `endpoints` are the
 * endpoint states of every example of the site (webhookEndpointStates), where the secrets are shown.
 * Null when they show no secret of that endpoint from before the event.
 */
export function expectedSignature(
  doc: OpenApiDocument,
  entry: OperationEntry,
  endpoints: EndpointState[],
): string | null {
  const delivery = firstDelivery(doc, entry);
  if (!delivery || typeof delivery.created_at !== "string" || typeof delivery.type !== "string") return null;
  const t = unixSeconds(delivery.created_at);
  const stablecoin = isStablecoinType(delivery.type);
  // One entry per secret: the examples that show a secret all show the rotation that made it.
  const since = new Map<string, number>();
  for (const state of endpoints)
    if (state.secret && state.stablecoin === stablecoin) since.set(state.secret, unixSeconds(state.updatedAt));
  const valid = [...since]
    .map(([secret, from]) => ({ secret, since: from }))
    .filter((state) => state.since <= t)
    .sort((a, b) => b.since - a.since);
  if (!valid.length) return null;
  const [newest, previous] = valid;
  const signing = previous && t - newest.since < ROTATION_OVERLAP_SECONDS ? [newest, previous] : [newest];
  const body = JSON.stringify(delivery);
  const v1 = signing.map(({ secret }) => createHmac("sha256", secret).update(`${t}.${body}`).digest("hex"));
  return [`t=${t}`, ...v1.map((value) => `v1=${value}`)].join(",");
}

/**
 * Problems: webhooks whose `Tidewire-Signature` example is not the signature of their first example
 * delivery (a stale `t` from another event, or a `v1` no endpoint secret of the examples produces),
 * so a reader who checks their verifier against the reference gets a false failure. The `v1` values
 * may come in any order.
 */
export function checkSignatureExamples(doc: OpenApiDocument, examples: CorpusExample[]): string[] {
  const problems: string[] = [];
  const endpoints = webhookEndpointStates(examples);
  for (const entry of listOperations(doc).filter((candidate) => candidate.kind === "webhook")) {
    const parameter = (entry.operation.parameters ?? [])
      .map((raw: unknown) => deref(doc, raw))
      .find((candidate: Json) => candidate?.in === "header" && candidate.name === SIGNATURE_HEADER);
    if (!parameter) continue;
    const expected = expectedSignature(doc, entry, endpoints);
    const parts = (header: unknown) => new Set(String(header).split(","));
    const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((part) => b.has(part));
    if (expected && !same(parts(parameter.example), parts(expected)))
      problems.push(
        `webhook ${entry.path}: the ${SIGNATURE_HEADER} example should be ${expected}, the signature of its first example`,
      );
  }
  return problems;
}
