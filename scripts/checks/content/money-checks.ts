import DecimalJs from "decimal.js";
import { exampleAt, walkObjects, type CorpusExample } from "./example-corpus.ts";

/**
 * Checks that every figure of every example adds up, by the rules of content/API-CONVENTIONS.md:
 *
 * - "Amounts and currencies": a fiat amount has exactly its currency's decimal places, and its
 *   currency is one of the table's; a stablecoin amount has at most 6;
 * - "The fee model": every payment quote and payment (`source_amount`/`destination_amount`, or the
 *   older versions' `sell_amount`/`buy_amount` with the fee included), conversion quote and
 *   conversion follows its formula, rounded half up to the decimal
 *   places of the computed amount's currency;
 * - "Balances": `total_amount` is `available_amount` plus `pending_amount`; consecutive entries of
 *   a balance history add up; each entry's amount is the amount of the payment, deduction, funding,
 *   conversion, collection or off-ramp it names (a failed payment's refund is its `source_amount`);
 *   a balance shown at a time its history covers shows
 *   the history's figure; a payment fee deduction is its payment's fee; a 1.37 balance shown twice
 *   on a page differs by the money the page moved in between.
 */

const Dec = DecimalJs.clone({ precision: 60, rounding: DecimalJs.ROUND_HALF_UP });
type Dec = InstanceType<typeof Dec>;

type Json = Record<string, any>;

/** The most decimal places a stablecoin amount may have. */
const STABLECOIN_PLACES = 6;

const isAmount = (value: unknown): value is string => typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value);
const places = (text: string) => (text.split(".")[1] ?? "").length;
const label = (node: Json) => (typeof node.id === "string" ? `${node.id}: ` : "");

/** Each amount field of an object with the currency (or stablecoin asset) it is in. */
function amountsOf(node: Json): { field: string; value: string; currency: string | null; asset: string | null }[] {
  const result: { field: string; value: string; currency: string | null; asset: string | null }[] = [];
  for (const [field, value] of Object.entries(node)) {
    if (!isAmount(value)) continue;
    let currency: unknown;
    if (field === "amount" || field === "balance_after" || field === "amount_received" || /_amount$/.test(field)) {
      const prefixed = field.replace(/_amount$/, "_currency");
      currency = prefixed !== field && prefixed in node ? node[prefixed] : node.currency;
    } else if (field === "fee" && "sell_currency" in node) currency = node.sell_currency;
    else continue;
    const asset = typeof node.asset === "string" ? node.asset : null;
    if (typeof currency === "string") result.push({ field, value, currency, asset: null });
    else if (asset) result.push({ field, value, currency: null, asset });
  }
  return result;
}

/** Problems with decimal places: every fiat amount uses a listed currency and exactly its places. */
export function checkMinorUnits(examples: CorpusExample[], decimalPlaces: Map<string, number>): string[] {
  const problems: string[] = [];
  for (const example of examples) {
    walkObjects(example.value, (node: Json, pointer) => {
      for (const { field, value, currency, asset } of amountsOf(node)) {
        if (asset) {
          if (places(value) > STABLECOIN_PLACES)
            problems.push(
              `${exampleAt(example, pointer)}: ${field} "${value}" has more than ${STABLECOIN_PLACES} decimal places for ${asset}`,
            );
          continue;
        }
        const expected = decimalPlaces.get(currency!);
        if (expected === undefined)
          problems.push(
            `${exampleAt(example, pointer)}: ${field} is in ${currency}, which the table "Amounts and currencies" of API-CONVENTIONS.md does not list`,
          );
        else if (places(value) !== expected)
          problems.push(
            `${exampleAt(example, pointer)}: ${field} "${value}" ${currency} has ${places(value)} decimal places; ${currency} has ${expected}`,
          );
      }
    });
  }
  return problems;
}

const toFixed = (value: Dec, digits: number) => value.toFixed(digits, DecimalJs.ROUND_HALF_UP);

/**
 * Whether an amount pair follows a formula: the beneficiary's amount computed from the source
 * amount, or the source amount computed from the beneficiary's amount (whichever the quote fixed).
 */
function followsEither(
  source: string,
  destination: string,
  toDestination: (s: Dec) => Dec,
  toSource: (d: Dec) => Dec,
  sourcePlaces: number,
  destinationPlaces: number,
) {
  const expectedDestination = toFixed(toDestination(new Dec(source)), destinationPlaces);
  const expectedSource = toFixed(toSource(new Dec(destination)), sourcePlaces);
  return { ok: expectedDestination === destination || expectedSource === source, expectedDestination, expectedSource };
}

/** Problems with the fee model of payments and quotes (both amount shapes: source/destination and sell/buy) and conversions. */
export function checkFeeModel(examples: CorpusExample[], decimalPlaces: Map<string, number>): string[] {
  const problems: string[] = [];
  for (const example of examples) {
    walkObjects(example.value, (node: Json, pointer) => {
      const where = exampleAt(example, pointer);
      const v2 = isAmount(node.source_amount) && isAmount(node.destination_amount) && typeof node.rate === "string";
      const v1 = isAmount(node.sell_amount) && isAmount(node.buy_amount) && typeof node.rate === "string";
      if (!v2 && !v1) return;
      const [source, destination] = v2
        ? [node.source_amount, node.destination_amount]
        : [node.sell_amount, node.buy_amount];
      const [sourceCurrency, destinationCurrency] = v2
        ? [node.source_currency, node.destination_currency]
        : [node.sell_currency, node.buy_currency];
      const sp = decimalPlaces.get(sourceCurrency);
      const dp = decimalPlaces.get(destinationCurrency);
      if (sp === undefined || dp === undefined) return; // reported by checkMinorUnits
      const rate = new Dec(node.rate);
      const names = v2 ? ["source_amount", "destination_amount"] : ["sell_amount", "buy_amount"];
      const report = (model: string, result: { expectedDestination: string; expectedSource: string }) =>
        problems.push(
          `${where}: ${label(node)}${names[0]} ${source} ${sourceCurrency} and ${names[1]} ` +
            `${destination} ${destinationCurrency} do not follow the fee model (${model}): from ` +
            `${names[0]}, ${names[1]} would be ${result.expectedDestination}; from ${names[1]}, ` +
            `${names[0]} would be ${result.expectedSource}`,
        );

      if (v1 || !("fee" in node)) {
        // Payments of the sell/buy shape include the fee in sell_amount; conversions have none.
        const fee = v1 && isAmount(node.fee) ? new Dec(node.fee) : new Dec(0);
        const result = followsEither(
          source,
          destination,
          (s) => s.minus(fee).times(rate),
          (d) => new Dec(toFixed(d.div(rate), sp)).plus(fee),
          sp,
          dp,
        );
        if (!result.ok)
          report(
            v1 && isAmount(node.fee)
              ? `${names[1]} = (${names[0]} − fee) × rate`
              : "conversion: destination_amount = source_amount × rate",
            result,
          );
        return;
      }

      const fee = node.fee as Json | null;
      if (!fee || !isAmount(fee.amount)) return;
      if (fee.currency !== sourceCurrency)
        problems.push(
          `${where}: ${label(node)}fee is in ${fee.currency}; Tidewire's fee is always in source_currency (${sourceCurrency})`,
        );
      const flow = (node.correspondent_flow ?? {
        charge_bearer: "OUR",
        intermediaries: [],
        total_intermediary_fees: { amount: "0", currency: sourceCurrency },
      }) as Json;
      const intermediaries = (flow.intermediaries ?? []) as Json[];
      const total = flow.total_intermediary_fees as Json;
      if (node.payment_channel === "local" && (flow.charge_bearer !== "OUR" || intermediaries.length))
        problems.push(`${where}: ${label(node)}a local payment has charge_bearer OUR and no intermediaries`);
      if (!total || !isAmount(total.amount)) return;
      if (total.currency !== sourceCurrency && total.currency !== destinationCurrency)
        problems.push(
          `${where}: ${label(node)}total_intermediary_fees is in ${total.currency}, neither source_currency nor destination_currency`,
        );
      const sum = intermediaries.reduce<Dec>((acc, bank) => acc.plus(bank.fee?.amount ?? 0), new Dec(0));
      if (!sum.equals(new Dec(total.amount)) || intermediaries.some((bank) => bank.fee?.currency !== total.currency)) {
        problems.push(
          `${where}: ${label(node)}total_intermediary_fees ${total.amount} ${total.currency} ` +
            `is not the sum of the intermediaries' fees (${toFixed(sum, places(total.amount))})`,
        );
      }
      const feeAmount = new Dec(fee.amount);
      const intermediary = new Dec(total.amount);
      const inDestination =
        total.currency === destinationCurrency ? intermediary : new Dec(toFixed(intermediary.times(rate), dp));
      const bearer = flow.charge_bearer;
      const formulas: Record<string, [string, (s: Dec) => Dec, (d: Dec) => Dec]> = {
        OUR: ["OUR: destination_amount = source_amount × rate", (s) => s.times(rate), (d) => d.div(rate)],
        SHA: [
          "SHA: destination_amount = source_amount × rate − intermediary fees",
          (s) => s.times(rate).minus(inDestination),
          (d) => d.plus(inDestination).div(rate),
        ],
        BEN: [
          "BEN: destination_amount = (source_amount − fee) × rate − intermediary fees",
          (s) => s.minus(feeAmount).times(rate).minus(inDestination),
          (d) => new Dec(toFixed(d.plus(inDestination).div(rate), sp)).plus(feeAmount),
        ],
      };
      const formula = formulas[bearer];
      if (!formula) return;
      const result = followsEither(source, destination, formula[1], formula[2], sp, dp);
      if (!result.ok) report(formula[0], result);
    });
  }
  return problems;
}

/**
 * The fullest appearance of every ID in the examples (references such as `related_resource` also
 * carry an `id`), for the cross-references of the balance checks.
 */
function objectsById(examples: CorpusExample[]): Map<string, Json> {
  const byId = new Map<string, Json>();
  for (const example of examples) {
    walkObjects(example.value, (node: Json) => {
      if (typeof node.id !== "string") return;
      const known = byId.get(node.id);
      if (!known || Object.keys(node).length > Object.keys(known).length) byId.set(node.id, node);
    });
  }
  return byId;
}

/** What a balance history entry's signed amount must be, given the resource it names; null when unknown. */
function expectedEntryAmount(entry: Json, source: Json | undefined): string | null {
  if (!source) return null;
  const debit = entry.direction === "debit";
  const signed = (value: unknown) => (isAmount(value) ? (debit ? new Dec(value).neg() : new Dec(value)) : null);
  let amount: Dec | null = null;
  if (entry.source_type === "payment" && (debit || source.status === "failed")) amount = signed(source.source_amount);
  else if (entry.source_type === "conversion")
    amount = signed(debit ? source.source_amount : source.destination_amount);
  else if (entry.source_type === "deduction") amount = signed(source.amount);
  else if (entry.source_type === "funding" || entry.source_type === "collection") amount = signed(source.amount);
  else if (entry.source_type === "stablecoin_transaction") amount = signed(source.payout_amount);
  return amount ? toFixed(amount, places(entry.amount)) : null;
}

/** Problems with balance figures: totals, histories, their links to resources and to balance snapshots, and fee deductions. */
export function checkBalances(examples: CorpusExample[]): string[] {
  const problems: string[] = [];
  const byId = objectsById(examples);
  const snapshots: { where: string; node: Json }[] = [];
  const histories: { where: string; entries: Json[] }[] = [];
  for (const example of examples) {
    walkObjects(example.value, (node: Json, pointer) => {
      const where = exampleAt(example, pointer);
      if (isAmount(node.available_amount) && isAmount(node.pending_amount) && isAmount(node.total_amount)) {
        snapshots.push({ where, node });
        const sum = new Dec(node.available_amount).plus(node.pending_amount);
        if (!sum.equals(new Dec(node.total_amount)))
          problems.push(
            `${where}: ${label(node)}total_amount ${node.total_amount} is not available_amount ` +
              `plus pending_amount (${toFixed(sum, places(node.total_amount))})`,
          );
      }
      for (const list of Object.values(node)) {
        if (
          !Array.isArray(list) ||
          !list.length ||
          !list.every(
            (entry) =>
              entry &&
              typeof entry === "object" &&
              isAmount(entry.balance_after) &&
              isAmount(entry.amount) &&
              typeof entry.balance_id === "string",
          )
        )
          continue;
        histories.push({ where, entries: list });
      }
      if (node.type === "payment_fee" && node.related_resource?.type === "payment" && isAmount(node.amount)) {
        const payment = byId.get(node.related_resource.id);
        if (payment?.fee && (payment.fee.amount !== node.amount || payment.fee.currency !== node.currency)) {
          problems.push(
            `${where}: ${label(node)}a payment_fee of ${node.amount} ${node.currency}, but ${payment.id} ` +
              `has a fee of ${payment.fee.amount} ${payment.fee.currency}`,
          );
        }
      }
    });
  }
  for (const { where, entries } of histories) {
    entries.forEach((entry, index) => {
      const amount = new Dec(entry.amount);
      if (
        (entry.direction === "debit" && !amount.isNegative()) ||
        (entry.direction === "credit" && amount.isNegative())
      )
        problems.push(
          `${where}/${index}: a ${entry.direction} of ${entry.amount}; debits are negative, credits positive`,
        );
      const expected = expectedEntryAmount(entry, byId.get(entry.source_id));
      if (expected !== null && expected !== entry.amount)
        problems.push(`${where}/${index}: ${entry.source_id} moved ${expected}, but the entry says ${entry.amount}`);
      const older = entries.slice(index + 1).find((other) => other.balance_id === entry.balance_id);
      if (!older) return;
      if (older.created_at > entry.created_at)
        problems.push(
          `${where}/${index}: entries are not newest first (${entry.created_at} before ${older.created_at})`,
        );
      const after = new Dec(older.balance_after).plus(amount);
      if (!after.equals(new Dec(entry.balance_after)))
        problems.push(
          `${where}/${index}: balance_after ${entry.balance_after} is not the previous ${older.balance_after} ` +
            `plus ${entry.amount} (${toFixed(after, places(entry.balance_after))})`,
        );
    });
  }
  for (const { where, node } of snapshots) {
    if (typeof node.updated_at !== "string") continue;
    for (const history of histories) {
      const entries = history.entries.filter((entry) => entry.balance_id === node.id);
      if (!entries.length) continue;
      const newest = entries[0].created_at;
      const oldest = entries[entries.length - 1].created_at;
      if (node.updated_at < oldest || node.updated_at > newest) continue;
      const last = entries.find((entry) => entry.created_at <= node.updated_at)!;
      if (!new Dec(last.balance_after).equals(new Dec(node.available_amount))) {
        problems.push(
          `${where}: ${node.id} shows available_amount ${node.available_amount} at ${node.updated_at}, ` +
            `but its history (${history.where}) has ${last.balance_after} after ${last.source_id}`,
        );
      }
    }
  }
  return problems;
}

/** The page file and line of a page example's `where` (`docs/1.37/api-docs/conversions.md:27`), or null. */
const pageLine = (where: string): { file: string; line: number } | null => {
  const match = where.match(/^(\S+\.md):(\d+)/);
  return match ? { file: match[1], line: Number(match[2]) } : null;
};

/**
 * Problems: a 1.37 balance (`{id, currency, amount}`: no timestamps and no history to check it
 * against) shown twice on one page whose second figure is not the first plus the money the page
 * moved in between. Read in page order, a 1.37 payment or conversion debits its `sell_amount` from
 * the `sell_currency` balance when it is first shown `processing` or `completed` (API-CONVENTIONS.md,
 * "Main flows": creating it debits the balance), and a conversion credits its `buy_amount` to the
 * `buy_currency` balance when it is first shown `completed`.
 */
export function checkPageBalances(examples: CorpusExample[]): string[] {
  const problems: string[] = [];
  const pages = new Map<string, { line: number; example: CorpusExample }[]>();
  for (const example of examples) {
    const page = pageLine(example.where);
    if (!page) continue;
    if (!pages.has(page.file)) pages.set(page.file, []);
    pages.get(page.file)!.push({ line: page.line, example });
  }
  for (const shown of pages.values()) {
    shown.sort((a, b) => a.line - b.line);
    const last = new Map<string, { shown: string; amount: Dec; where: string; moved: string[] }>();
    const debited = new Set<string>();
    const credited = new Set<string>();
    const move = (currency: string, amount: Dec, why: string) => {
      for (const [id, balance] of last)
        if (id.startsWith(`${currency}|`)) {
          balance.amount = balance.amount.plus(amount);
          balance.moved.push(why);
        }
    };
    for (const { example } of shown) {
      walkObjects(example.value, (node: Json, pointer) => {
        const id = typeof node.id === "string" ? node.id : "";
        if (/^(pay|cnv)_/.test(id) && isAmount(node.sell_amount) && typeof node.sell_currency === "string") {
          if (["processing", "completed"].includes(node.status) && !debited.has(id)) {
            debited.add(id);
            move(node.sell_currency, new Dec(node.sell_amount).neg(), `${id} debited ${node.sell_amount}`);
          }
          if (id.startsWith("cnv_") && node.status === "completed" && !credited.has(id) && isAmount(node.buy_amount)) {
            credited.add(id);
            move(node.buy_currency, new Dec(node.buy_amount), `${id} credited ${node.buy_amount}`);
          }
        }
        if (!id.startsWith("bal_") || !isAmount(node.amount) || typeof node.currency !== "string") return;
        if ("available_amount" in node) return;
        const key = `${node.currency}|${id}`;
        const before = last.get(key);
        const where = exampleAt(example, pointer);
        if (before && !before.amount.equals(new Dec(node.amount)))
          problems.push(
            `${where}: ${id} shows ${node.amount} ${node.currency}, but ${before.where} showed ${before.shown}, and ` +
              `${before.moved.length ? before.moved.join(", ") : "nothing moved"} since, which leaves ${toFixed(before.amount, places(node.amount))}`,
          );
        last.set(key, { shown: node.amount, amount: new Dec(node.amount), where, moved: [] });
      });
    }
  }
  return problems;
}
