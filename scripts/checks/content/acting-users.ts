import { exampleAt, walkObjects, type CorpusExample } from "./example-corpus.ts";

type Json = Record<string, any>;

/**
 * ID prefixes of the resources a platform creates or moves for a user with `Tidewire-On-Behalf-Of`
 * (content/API-CONVENTIONS.md, "Acting for a user"), which an unknown or inactive user refuses.
 */
const ACTING_PREFIXES = ["bal", "ben", "quo", "pay", "cnv", "cacc", "col", "creq", "fnd", "ded"];

/** The earliest moment an object shows activity: `created_at`, else `received_at`. */
const firstMoment = (node: Json): string | null =>
  typeof node.created_at === "string"
    ? node.created_at
    : typeof node.received_at === "string"
      ? node.received_at
      : null;

/**
 * Checks that the examples keep the platform and the businesses it onboards apart, and respect a
 * user's status (content/API-CONVENTIONS.md, "Acting for a user"):
 *
 * - a resource acting for a user (`user_id`, or a collection into the user's collection account)
 *   starts no earlier than the user became `active`: the `updated_at` of an example showing the user
 *   `active` with a `previous_status`, else after the latest time an example shows it not `active`;
 * - a name on a resource of your own (`account_holder_name`, a funding's `sender.name`) is not the
 *   legal name of a user's company, so no example shows the platform as one of its users.
 *
 * Returns readable problems with where each example is; empty when all hold.
 */
export function checkActingUsers(examples: CorpusExample[]): string[] {
  const problems: string[] = [];
  const activeFrom = new Map<string, { at: string; exact: boolean }>();
  const inactiveAt = new Map<string, string>();
  const accountUser = new Map<string, string>();
  const companyUser = new Map<string, string>();
  const companies = new Map<string, string>();
  const all: { where: string; node: Json }[] = [];
  for (const example of examples)
    walkObjects(example.value, (node: Json, pointer: string) => {
      all.push({ where: exampleAt(example, pointer), node });
      const id = typeof node.id === "string" ? node.id : "";
      if (id.startsWith("usr_") && typeof node.status === "string" && typeof node.updated_at === "string") {
        if (node.status === "active" && node.previous_status && node.previous_status !== "active")
          activeFrom.set(id, { at: node.updated_at, exact: true });
        else if (node.status !== "active" && node.updated_at > (inactiveAt.get(id) ?? ""))
          inactiveAt.set(id, node.updated_at);
        if (typeof node.company_id === "string") companyUser.set(node.company_id, id);
      }
      if (id.startsWith("cacc_") && typeof node.user_id === "string") accountUser.set(id, node.user_id);
      if (id.startsWith("cmp_") && typeof node.legal_name === "string") companies.set(id, node.legal_name);
    });
  const userNames = new Map<string, string>();
  for (const [company, name] of companies) {
    const user = companyUser.get(company);
    if (user) userNames.set(name, user);
  }
  for (const { where, node } of all) {
    const id = typeof node.id === "string" ? node.id : "";
    if (!ACTING_PREFIXES.includes(id.split("_")[0])) continue;
    const user =
      typeof node.user_id === "string"
        ? node.user_id
        : typeof node.collection_account_id === "string"
          ? accountUser.get(node.collection_account_id)
          : undefined;
    const moment = firstMoment(node);
    if (user && moment) {
      const exact = activeFrom.get(user);
      const notYet = inactiveAt.get(user);
      if (exact && moment < exact.at)
        problems.push(`${where}: ${id} acts for ${user} from ${moment}, but ${user} became active at ${exact.at}`);
      else if (!exact && notYet && moment <= notYet)
        problems.push(`${where}: ${id} acts for ${user} from ${moment}, but ${user} was not active yet at ${notYet}`);
    }
    for (const name of [node.account_holder_name, node.bank_details?.account_holder_name, node.sender?.name]) {
      const owner = typeof name === "string" ? userNames.get(name) : undefined;
      if (owner && owner !== user)
        problems.push(
          `${where}: ${id} is ${user ? `for ${user}` : "your own"}, but names ${name}, the company of ${owner}; ` +
            "your own resources carry your platform's name",
        );
    }
  }
  return [...new Set(problems)];
}
