import { exampleAt, walkObjects, type CorpusExample } from "./example-corpus.ts";

type Json = Record<string, any>;

/** A state of a webhook endpoint as one example shows it. */
export interface EndpointState {
  id: string;
  /** The event types it receives then; null when the example does not show them. */
  enabledEvents: string[] | null;
  updatedAt: string;
  /** The full signing secret, when the example shows it (only the answer to a rotation does). */
  secret: string | null;
  /** Whether it is the stablecoin off-ramp's endpoint: one of its examples lists a stablecoin event type. */
  stablecoin: boolean;
}

/** Whether an event type goes to the stablecoin off-ramp's own endpoint (API-CONVENTIONS.md, "Main flows"). */
export const isStablecoinType = (type: string) => type.startsWith("stablecoin.");

/** Every state of a webhook endpoint (`whk_` with `updated_at`) the examples show, in example order. */
export function webhookEndpointStates(examples: CorpusExample[]): EndpointState[] {
  const found: Omit<EndpointState, "stablecoin">[] = [];
  for (const example of examples)
    walkObjects(example.value, (node: Json) => {
      if (typeof node.id === "string" && node.id.startsWith("whk_") && typeof node.updated_at === "string")
        found.push({
          id: node.id,
          enabledEvents: Array.isArray(node.enabled_events) ? node.enabled_events : null,
          updatedAt: node.updated_at,
          secret: typeof node.secret === "string" ? node.secret : null,
        });
    });
  const stablecoin = new Set(
    found.filter((state) => state.enabledEvents?.some(isStablecoinType)).map((state) => state.id),
  );
  return found.map((state) => ({ ...state, stablecoin: stablecoin.has(state.id) }));
}

/**
 * Problems: a webhook event example (an `evt_` envelope with `type` and `created_at`) whose endpoint,
 * as the examples show it at that moment, was not subscribed to its type. An endpoint's state at a
 * time is the example with the latest `updated_at` at or before it; `*` subscribes to every type.
 * Stablecoin off-ramp events go to the endpoint whose examples list stablecoin types, every other
 * event to the account endpoint. Events older than every example of their endpoint are not judged.
 */
export function checkWebhookSubscriptions(examples: CorpusExample[]): string[] {
  const states = webhookEndpointStates(examples).filter(
    (state): state is EndpointState & { enabledEvents: string[] } => state.enabledEvents !== null,
  );
  const events: { where: string; id: string; type: string; createdAt: string }[] = [];
  for (const example of examples)
    walkObjects(example.value, (node: Json, pointer: string) => {
      if (
        typeof node.id === "string" &&
        node.id.startsWith("evt_") &&
        typeof node.type === "string" &&
        typeof node.created_at === "string"
      )
        events.push({
          where: exampleAt(example, pointer),
          id: node.id,
          type: node.type,
          createdAt: node.created_at,
        });
    });
  const problems = new Set<string>();
  for (const event of events) {
    const candidates = states
      .filter((state) => state.stablecoin === isStablecoinType(event.type))
      .filter((state) => state.updatedAt <= event.createdAt)
      .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1));
    const state = candidates[0];
    if (state && !state.enabledEvents.includes("*") && !state.enabledEvents.includes(event.type))
      problems.add(
        `${event.where}: ${event.id} (${event.type}) was delivered at ${event.createdAt}, but ${state.id} then ` +
          `received only ${state.enabledEvents.join(", ")} (since ${state.updatedAt})`,
      );
  }
  return [...problems];
}
