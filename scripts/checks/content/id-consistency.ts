import { isDeepStrictEqual } from "node:util";
import { exampleAt, walkObjects, type CorpusExample } from "./example-corpus.ts";

/**
 * The rule of content/API-CONVENTIONS.md, "Requests and responses": an ID names one object
 * everywhere. Every object of every example that carries an `id` (or, for document slots and
 * upload URLs, a `document_id`) is an appearance of that object, and appearances must agree:
 *
 * - a field that is not one the object's lifecycle changes (below) has one value wherever it is
 *   not `null` or absent: a `created_at`, a `currency`, a `file_name` never differ;
 * - two appearances with the same `updated_at` are the same state: every field they both show is
 *   equal (`previous_status` aside, which belongs to the event);
 * - an object created from a quote (`quote_id`) shows the quote's amounts, rate, fee, channel, route
 *   and expiry.
 */

/** Fields every object may change over its life. */
const LIFECYCLE_FIELDS = new Set(["status", "previous_status", "updated_at"]);

/**
 * Fields that the update operations of some objects change, by ID prefix (content/API-CONVENTIONS.md,
 * "Requests and responses").
 */
const UPDATABLE_FIELDS: Record<string, string[]> = {
  bal: ["available_amount", "pending_amount", "total_amount", "amount"],
  whk: ["url", "enabled_events", "secret", "secret_last4"],
  usr: ["outstanding_requirements"],
  cmp: [
    "legal_name",
    "trading_name",
    "registration_number",
    "entity_type",
    "business_type",
    "incorporation_date",
    "registered_address",
    "operating_address",
    "website",
    "directors",
    "beneficial_owners",
  ],
  col: ["review"],
  sdr: [
    "amount",
    "reference",
    "payout_currency",
    "sending_wallet_address",
    "source_of_funds",
    "documents",
    "comments",
    "change_request",
    "deposit_instructions",
  ],
  srq: ["changes", "document_ids", "comments"],
};

/** Fields an object created from a quote copies from it. */
const COPIED_FROM_QUOTE = [
  "source_currency",
  "source_amount",
  "destination_currency",
  "destination_amount",
  "destination_country",
  "rate",
  "fee",
  "payment_channel",
  "correspondent_flow",
  "expires_at",
];

const ID = /^[a-z]+_[0-9A-Za-z]+$/;

interface Appearance {
  id: string;
  where: string;
  object: Record<string, unknown>;
}

const show = (value: unknown) => JSON.stringify(value);

/** Every appearance of every ID in the examples, in corpus order. */
export function appearances(examples: CorpusExample[]): Map<string, Appearance[]> {
  const byId = new Map<string, Appearance[]>();
  for (const example of examples) {
    walkObjects(example.value, (object, pointer) => {
      const id =
        typeof object.id === "string" && ID.test(object.id)
          ? object.id
          : typeof object.document_id === "string" && !("id" in object)
            ? object.document_id
            : null;
      if (!id) return;
      byId.set(id, [...(byId.get(id) ?? []), { id, where: exampleAt(example, pointer), object }]);
    });
  }
  return byId;
}

/** Problems with the rule above; empty when every ID names one object. */
export function checkIdConsistency(examples: CorpusExample[]): string[] {
  const problems: string[] = [];
  const byId = appearances(examples);
  for (const [id, list] of byId) {
    const updatable = new Set([...LIFECYCLE_FIELDS, ...(UPDATABLE_FIELDS[id.split("_")[0]] ?? [])]);
    const first = new Map<string, { value: unknown; where: string }>();
    for (const { where, object } of list) {
      for (const [field, value] of Object.entries(object)) {
        if (updatable.has(field) || value === null) continue;
        const seen = first.get(field);
        if (!seen) first.set(field, { value, where });
        else if (!isDeepStrictEqual(seen.value, value))
          problems.push(`${id}: "${field}" is ${show(seen.value)} in ${seen.where} but ${show(value)} in ${where}`);
      }
    }
    const byState = new Map<string, Appearance>();
    for (const appearance of list) {
      const state = appearance.object.updated_at;
      if (typeof state !== "string") continue;
      const other = byState.get(state);
      if (!other) {
        byState.set(state, appearance);
        continue;
      }
      for (const [field, value] of Object.entries(appearance.object)) {
        if (field === "previous_status" || !(field in other.object)) continue;
        if (!isDeepStrictEqual(other.object[field], value))
          problems.push(
            `${id}: two appearances with updated_at ${state} differ in "${field}": ${show(other.object[field])} ` +
              `in ${other.where}, ${show(value)} in ${appearance.where}`,
          );
      }
    }
  }
  for (const list of byId.values()) {
    for (const { id, where, object } of list) {
      const quoteId = object.quote_id;
      if (typeof quoteId !== "string" || !byId.has(quoteId)) continue;
      const quote = byId.get(quoteId)!.find((appearance) => appearance.object.id === quoteId);
      if (!quote) continue;
      for (const field of COPIED_FROM_QUOTE) {
        if (!(field in object) || !(field in quote.object)) continue;
        if (!isDeepStrictEqual(object[field], quote.object[field]))
          problems.push(
            `${id} was created from ${quoteId} but shows "${field}" ${show(object[field])} in ` +
              `${where}, where the quote has ${show(quote.object[field])} (${quote.where})`,
          );
      }
    }
  }
  return [...new Set(problems)];
}
