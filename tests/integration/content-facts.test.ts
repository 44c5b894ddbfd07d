import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSiteModel, type SiteModel } from "../../scripts/checks/content/content-checks.ts";
import { readConventions } from "../../scripts/checks/content/conventions.ts";
import { checkErrorCatalogue } from "../../scripts/checks/content/error-catalogue-checks.ts";
import { checkChargeBearers, checkFeeWording } from "../../scripts/checks/content/fee-terms.ts";
import { checkActingUsers } from "../../scripts/checks/content/acting-users.ts";
import { checkDatedTense } from "../../scripts/checks/content/dated-tense.ts";
import { checkListOrder } from "../../scripts/checks/content/list-order.ts";
import { checkTestBankDetails, readTestBankDetails } from "../../scripts/checks/content/test-bank-details.ts";
import { checkWebhookSubscriptions } from "../../scripts/checks/content/webhook-subscriptions.ts";
import { exampleCorpus, walkObjects, type CorpusExample } from "../../scripts/checks/content/example-corpus.ts";
import { checkIdConsistency } from "../../scripts/checks/content/id-consistency.ts";
import {
  checkBalances,
  checkFeeModel,
  checkMinorUnits,
  checkPageBalances,
} from "../../scripts/checks/content/money-checks.ts";
import {
  checkErrorExamples,
  checkErrorResponses,
  checkIdempotencyKeys,
} from "../../scripts/checks/openapi/operation-rules.ts";
import { checkGeneratedSamples } from "../../scripts/checks/openapi/sample-rules.ts";
import { checkSignatureExamples } from "../../scripts/checks/openapi/signature-examples.ts";
import { buildCodeSamples } from "../../web/app/api-reference/code-samples.ts";
import { repoRoot, routesText } from "../support/openapi-documents.ts";

const contentDir = join(repoRoot, "content");
const site = loadSiteModel(contentDir, routesText());
const corpus = exampleCorpus(site);
const conventions = readConventions(contentDir);

/**
 * The facts every page and both OpenAPI documents share (content/API-CONVENTIONS.md) hold in every
 * example: one object per ID, the fee model, decimal places, balances that add up, an error
 * catalogue page per problem type, Idempotency-Key on every call that creates or moves money, and
 * the error responses each operation can return.
 */
describe("the examples of content/ and both OpenAPI documents", () => {
  it("come from both documents and every checked page", () => {
    expect(corpus.length).toBeGreaterThan(300);
    for (const source of [
      "openapi/2.0.yaml",
      "openapi/1.37.yaml",
      "docs/2.0/intro.md",
      "blog/payment-quote-correspondent-flow-payment-channel-update.md",
    ])
      expect(corpus.some((example) => example.where.startsWith(source))).toBe(true);
  });

  it("name one object with each ID", () => {
    expect(checkIdConsistency(corpus)).toEqual([]);
  });

  it("follow the fee model of every payment, quote and conversion, rounded to the currency's decimal places", () => {
    expect(checkFeeModel(corpus, conventions.decimalPlaces)).toEqual([]);
  });

  it("offer every charge bearer of the fee model as the API does, each with an example, and say the fee comes out of the amount only under BEN", () => {
    expect(conventions.chargeBearers.map((row) => row.bearer)).toEqual(["OUR", "SHA", "BEN"]);
    expect(checkChargeBearers(site.api.get("2.0")!.doc, corpus, conventions)).toEqual([]);
    expect(checkFeeWording(site)).toEqual([]);
  });

  it("give every fiat amount its currency's decimal places", () => {
    expect(conventions.decimalPlaces.get("JPY")).toBe(0);
    expect(checkMinorUnits(corpus, conventions.decimalPlaces)).toEqual([]);
  });

  it("keep the platform apart from the users it onboards, and act for a user only once it is active", () => {
    expect(checkActingUsers(corpus)).toEqual([]);
  });

  it("sign each webhook's example delivery with the endpoint secret of its time, as the Tidewire-Signature example shows", () => {
    const doc = site.api.get("2.0")!.doc;
    expect(checkSignatureExamples(doc, corpus)).toEqual([]);
    const stale = structuredClone(doc);
    const header = stale.webhooks.fundingCreated.post.parameters.find((p: any) => p.name === "Tidewire-Signature");
    header.example = "t=1741081272,v1=3b9eaa76b964fa0be7aa75d2312f7e339b905ab8de01d0a6d033174ae6a2c130";
    expect(checkSignatureExamples(stale, corpus).join("\n")).toMatch(
      /^webhook fundingCreated: the Tidewire-Signature example should be t=1741014168,v1=[0-9a-f]{64}, the signature of its first example$/,
    );
  });

  it("deliver each webhook event to an endpoint subscribed to its type at that time", () => {
    expect(checkWebhookSubscriptions(corpus)).toEqual([]);
    const narrow = structuredClone(corpus);
    for (const example of narrow)
      walkObjects(example.value, (node: Record<string, any>) => {
        if (node.id === "whk_01JN9NGK80Y3ZH6DZJJXXX7CK5" && node.updated_at === "2025-03-01T12:00:00Z")
          node.enabled_events = ["payment.status_changed"];
      });
    expect(checkWebhookSubscriptions(narrow)).toContain(
      'openapi/2.0.yaml webhook fundingCreated request "usd_top_up": evt_01JPZTYJHT4YBAD2VST23A3504 (funding.created) was delivered ' +
        "at 2025-03-03T15:02:48Z, but whk_01JN9NGK80Y3ZH6DZJJXXX7CK5 then received only payment.status_changed (since 2025-03-01T12:00:00Z)",
    );
  });

  it("list items newest first, then by id for items of the same second", () => {
    expect(checkListOrder(corpus)).toEqual([]);
    const swapped = corpusWith("openapi/2.0.yaml GET /payments response 200", (value) => value.data.reverse());
    expect(checkListOrder(swapped).join("\n")).toMatch(
      /GET \/payments response 200 "page": pay_\w+ \(\S+\) comes after pay_\w+ \(\S+\), but lists are newest first, then by id descending/,
    );
  });

  it("speak of dates that have passed in the past tense", () => {
    expect(checkDatedTense(site, new Date().toISOString().slice(0, 10))).toEqual([]);
  });

  it("use only the documented test IBANs and routing numbers", () => {
    const testValues = readTestBankDetails(contentDir);
    expect(testValues.has("DE44999999990532013000")).toBe(true);
    expect(checkTestBankDetails(corpus, testValues)).toEqual([]);
    const real = corpusWith("openapi/2.0.yaml GET /funding/instructions", (value) => {
      value.local_transfer.bank_details.routing_number = "026009593";
    });
    expect(checkTestBankDetails(real, testValues)).toEqual([
      'openapi/2.0.yaml GET /funding/instructions response 200 "usd" at /local_transfer/bank_details: routing_number 026009593 ' +
        'is not a test value of "Test bank details" (docs/2.0/intro.md)',
    ]);
  });

  it("show balances whose totals, histories and snapshots add up", () => {
    expect(checkBalances(corpus)).toEqual([]);
  });

  it("show a 1.37 balance twice on a page only with the money moved in between", () => {
    expect(checkPageBalances(corpus)).toEqual([]);
  });

  it("use problem types that each have an error catalogue page with the same title and status", () => {
    expect(conventions.errorTypes.map((row) => row.type)).toContain("conflict");
    expect(checkErrorCatalogue(site, corpus, conventions)).toEqual([]);
  });

  for (const { version, doc } of site.api.values()) {
    it(`accept Idempotency-Key on every POST of ${version.name} that creates or moves money`, () => {
      expect(checkIdempotencyKeys(doc)).toEqual([]);
    });

    it(`document 400, 401, 403, 404, 429 and 5XX on every operation of ${version.name} that can return them`, () => {
      expect(checkErrorResponses(doc)).toEqual([]);
    });

    it(`show on each operation of ${version.name} only error examples of that operation: its path, its IDs, its fields`, () => {
      expect(checkErrorExamples(doc)).toEqual([]);
    });

    it(`generate ${version.name} request samples that run as copied: token from the environment, a new key, no optional header`, () => {
      expect(checkGeneratedSamples(doc)).toEqual([]);
    });
  }
});

/** A deep copy of the corpus with the example at `where` (a prefix) changed by `edit`. */
function corpusWith(where: string, edit: (value: any) => void): CorpusExample[] {
  const copy = structuredClone(corpus);
  const example = copy.find((candidate) => candidate.where.startsWith(where));
  if (!example) throw new Error(`no example at ${where}`);
  edit(example.value);
  return copy;
}

describe("the fact checks", () => {
  const scratch: string[] = [];
  afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A site model over a copy of content/ where `edit` changed the files. */
  function siteWith(edit: (dir: string) => void): SiteModel {
    const dir = mkdtempSync(join(tmpdir(), "tidewire-facts-"));
    scratch.push(dir);
    cpSync(contentDir, dir, { recursive: true });
    edit(dir);
    return loadSiteModel(dir, routesText());
  }
  const replaceIn = (dir: string, file: string, from: string, to: string) => {
    const text = readFileSync(join(dir, file), "utf8");
    expect(text).toContain(from);
    writeFileSync(join(dir, file), text.replace(from, to));
  };

  it("catch one document ID naming two objects", () => {
    const broken = corpusWith(
      "openapi/2.0.yaml GET /payments/{payment_id}/documents",
      (value) => (value.data[0].document_id = "doc_01JN7AG3BCKKDJWBHP1G201CYF"),
    );
    expect(checkIdConsistency(broken).join("\n")).toMatch(
      /doc_01JN7AG3BCKKDJWBHP1G201CYF: "type" is "commercial_invoice" .* but "wallet_statement"/,
    );
  });

  it("catch two states of one object at the same updated_at, and a payment that does not copy its quote", () => {
    const page = siteWith((dir) =>
      replaceIn(
        dir,
        "docs/2.0/intro.md",
        '"reference": "INV-2025-0314",\n  "documents_required": false,\n  "failure_reason": ' +
          'null,\n  "created_at": "2025-03-04T09:33:40Z",\n  "updated_at": "2025-03-04T09:34:10Z"',
        '"reference": "INV-2025-0315",\n  "documents_required": false,\n  "failure_reason": ' +
          'null,\n  "created_at": "2025-03-04T09:33:40Z",\n  "updated_at": "2025-03-04T09:34:10Z"',
      ),
    );
    expect(checkIdConsistency(exampleCorpus(page)).join("\n")).toMatch(
      /pay_01JNB271AYT5V59K0RN8SC3DWG: "reference" is "INV-2025-0314" .* but "INV-2025-0315" in docs\/2\.0\/intro\.md/,
    );
    const rate = corpusWith(
      "openapi/2.0.yaml #/components/examples/PaymentCompleted",
      (value) => (value.rate = "1.3400"),
    );
    expect(checkIdConsistency(rate).join("\n")).toMatch(
      /pay_01JNB271AYT5V59K0RN8SC3DWG was created from quo_01JN55YMS2H0VDQ5XCX3P8DAWB but shows "rate" "1.3400"/,
    );
  });

  it("catch the SWIFT quote that took Tidewire's fee from the beneficiary", () => {
    const page = siteWith((dir) =>
      replaceIn(
        dir,
        "blog/payment-quote-correspondent-flow-payment-channel-update.md",
        '"destination_amount": "9975.00"',
        '"destination_amount": "9963.00"',
      ),
    );
    expect(checkFeeModel(exampleCorpus(page), conventions.decimalPlaces).join("\n")).toMatch(
      new RegExp(
        String.raw`blog/payment-quote-correspondent-flow-payment-channel-update\.md:\d+: quo_01K07Z3R8N2VD8KQ1S5M4TBW6E: .* ` +
          String.raw`do not follow the fee model \(SHA: .*\): from source_amount, destination_amount would be 9975\.00`,
      ),
    );
  });

  it("catch an amount rounded the wrong way, a fee in the wrong currency, intermediaries that do not add up, and a 1.37 payment", () => {
    const rounded = corpusWith(
      "openapi/2.0.yaml POST /payments/quotes response 201",
      (value) => (value.source_amount = "2880.19"),
    );
    expect(checkFeeModel(rounded, conventions.decimalPlaces).join("\n")).toMatch(
      /quo_01JN3E28JT97KB6CQ643DZVMXX: source_amount 2880\.19 USD and destination_amount 250000\.00 INR do not follow the fee model \(OUR/,
    );
    const fee = corpusWith(
      "openapi/2.0.yaml #/components/examples/PaymentAwaitingFunds",
      (value) => (value.fee.currency = "INR"),
    );
    expect(checkFeeModel(fee, conventions.decimalPlaces).join("\n")).toMatch(
      /pay_01JNQKFBF5KZNWJ47TAN9ZT24M: fee is in INR; Tidewire's fee is always in source_currency/,
    );
    const total = corpusWith(
      "openapi/2.0.yaml GET /payments response 200",
      (value) => (value.data[0].correspondent_flow.total_intermediary_fees.amount = "50.00"),
    );
    expect(checkFeeModel(total, conventions.decimalPlaces).join("\n")).toMatch(
      /pay_01JNNPZX45HY43KWJRP1XPA7Z3: total_intermediary_fees 50\.00 USD is not the sum of the intermediaries' fees \(55\.00\)/,
    );
    const v1 = corpusWith(
      'openapi/1.37.yaml GET /payments/{payment_id} response 200 "returned"',
      (value) => (value.buy_amount = "785.40"),
    );
    expect(checkFeeModel(v1, conventions.decimalPlaces).join("\n")).toMatch(
      /pay_8Kw4nB: .* \(buy_amount = \(sell_amount − fee\) × rate\): from sell_amount, buy_amount would be 785\.39/,
    );
  });

  it("catch an amount with the wrong decimal places, and a currency the conventions do not list", () => {
    const yen = corpusWith("openapi/2.0.yaml POST /payments/quotes response 201", (value) => {
      value.destination_currency = "JPY";
    });
    expect(checkMinorUnits(yen, conventions.decimalPlaces).join("\n")).toMatch(
      /destination_amount "250000\.00" JPY has 2 decimal places; JPY has 0/,
    );
    const unknown = corpusWith(
      "openapi/2.0.yaml GET /balances response 200",
      (value) => (value.data[0].currency = "XOF"),
    );
    expect(checkMinorUnits(unknown, conventions.decimalPlaces).join("\n")).toMatch(
      /available_amount is in XOF, which the table "Amounts and currencies" of API-CONVENTIONS\.md does not list/,
    );
  });

  it("catch balance figures that do not add up across the introduction and the history", () => {
    const snapshot = siteWith((dir) =>
      replaceIn(
        dir,
        "docs/2.0/intro.md",
        '"available_amount": "52500.00",\n  "pending_amount": "0.00",\n  "total_amount": "52500.00"',
        '"available_amount": "40000.00",\n  "pending_amount": "2500.00",\n  "total_amount": "42500.00"',
      ),
    );
    expect(checkBalances(exampleCorpus(snapshot)).join("\n")).toMatch(
      /docs\/2\.0\/intro\.md:\d+: bal_01JNDJ8FSSZ5AWSH8VHTPRE95B shows available_amount 40000\.00 at 2025-03-03T16:02:15Z, but its history .* has 52500\.00/,
    );
    const history = corpusWith(
      "openapi/2.0.yaml GET /balances/history",
      (value) => (value.data[2].amount = "-2886.18"),
    );
    const problems = checkBalances(history).join("\n");
    expect(problems).toMatch(/pay_01JNQKFBF5KZNWJ47TAN9ZT24M moved -2880\.18, but the entry says -2886\.18/);
    expect(problems).toMatch(/balance_after 48683\.32 is not the previous 51563\.50 plus -2886\.18 \(48677\.32\)/);
    const total = corpusWith(
      "openapi/2.0.yaml GET /balances response 200",
      (value) => (value.data[0].total_amount = "9215.00"),
    );
    expect(checkBalances(total).join("\n")).toMatch(
      /bal_01JPY7KA718JN1G3P56NZZG700: total_amount 9215\.00 is not available_amount plus pending_amount \(23491\.25\)/,
    );
  });

  it("catch a failed payment whose refund is not what funding debited; a returned one comes back at the day's rate", () => {
    const returned = "pay_01JRB7K2M4N6P8Q0R2S4T6V8WX";
    expect(checkBalances(corpus)).toEqual([]);
    const failed = structuredClone(corpus);
    const payment = failed.find((example) => (example.value as { id?: string }).id === returned);
    if (!payment) throw new Error(`no example of ${returned}`);
    (payment.value as { status: string }).status = "failed";
    expect(checkBalances(failed).join("\n")).toMatch(
      new RegExp(`${returned} moved 5000\\.00, but the entry says 4933\\.73`),
    );
  });

  it("catch a problem type without a catalogue page, on another host, or with another title", () => {
    const missing = siteWith((dir) => rmSync(join(dir, "errors/conflict.md")));
    const missingProblems = checkErrorCatalogue(
      missing,
      exampleCorpus(missing),
      readConventions(missing.contentDir),
    ).join("\n");
    expect(missingProblems).toMatch(
      /problem type "conflict" has no page in the error catalogue \(content\/errors\/conflict\.md\)/,
    );
    expect(missingProblems).toMatch(/API-CONVENTIONS\.md lists the error type "conflict", which has no page/);
    const host = corpusWith(
      "openapi/2.0.yaml #/components/responses/BadRequest",
      (value) => (value.type = "https://docs.tidewire.example/errors/bad-request"),
    );
    expect(checkErrorCatalogue(site, host, conventions).join("\n")).toMatch(
      "problem type https://docs.tidewire.example/errors/bad-request is not on the site's host; " +
        "use https://developers.tidewire.example/errors/bad-request",
    );
    const title = corpusWith(
      "openapi/2.0.yaml POST /collections/requests/{collection_request_id}/cancel response 409",
      (value) => (value.title = "Collection request not open"),
    );
    expect(checkErrorCatalogue(site, title, conventions).join("\n")).toMatch(
      /problem type "conflict" has the title "Collection request not open", but its catalogue page \(errorType\.conflict\) says "Conflict"/,
    );
  });

  it("catch a fund operation without Idempotency-Key, and an operation that documents no 429 or 400", () => {
    const doc = structuredClone(site.api.get("2.0")!.doc);
    const fund = doc.paths["/payments/{payment_id}/fund"].post;
    fund.parameters = fund.parameters.filter(
      (parameter: any) => parameter.$ref !== "#/components/parameters/IdempotencyKey",
    );
    expect(checkIdempotencyKeys(doc)).toEqual([
      "POST /payments/{payment_id}/fund: moves money but does not accept the Idempotency-Key header",
    ]);
    const quote = doc.paths["/payments/quotes"].post;
    delete quote.responses["429"];
    delete quote.responses["400"];
    expect(checkErrorResponses(doc)).toEqual([
      "POST /payments/quotes: documents no 429 response, but every operation is rate limited",
      "POST /payments/quotes: documents no 400 response, but it takes a request body or query parameters",
    ]);
  });

  it("catch samples that share a literal Idempotency-Key or act for a user by default", () => {
    const doc = site.api.get("2.0")!.doc;
    const literalKey = "4f6b2a10-93d4-4c55-8b64-6a3c1d2b9e71";
    const asBefore = checkGeneratedSamples(doc, (view) =>
      buildCodeSamples(view).map((sample) =>
        sample.id !== "curl"
          ? sample
          : {
              ...sample,
              code: sample.code
                .replace('"Idempotency-Key: $IDEMPOTENCY_KEY"', `'Idempotency-Key: ${literalKey}'`)
                .replace(/^(curl .*)$/m, "$1 \\\n  --header 'Tidewire-On-Behalf-Of: usr_01JN1RNJ47E65GH2BH8VGS9ZM5'"),
            },
      ),
    ).join("\n");
    expect(asBefore).toContain(
      `POST /payments/{payment_id}/fund (cURL): sends the literal key ${literalKey}; a sample creates a new key for each request`,
    );
    expect(asBefore).toContain(
      "GET /balances (cURL): sends the optional header Tidewire-On-Behalf-Of, which changes what the call does",
    );
  });

  it("catch an error example shared by operations it does not belong to", () => {
    const doc = structuredClone(site.api.get("2.0")!.doc);
    const responses = doc.components.responses;
    Object.assign(responses.Forbidden.content["application/problem+json"].example, {
      detail: "Your account is not enabled for this product.",
      instance: "/v2/stablecoin/drafts",
    });
    responses.NotFound.content["application/problem+json"].example.detail =
      "No payment with ID pay_01HZX5R7Q8 exists in this account.";
    Object.assign(responses.Conflict.content["application/problem+json"].examples.state.value, {
      detail: "User usr_01JN1RNJ47E65GH2BH8VGS9ZM5 is rejected; its company can no longer be changed.",
      instance: "/v2/users/usr_01JN1RNJ47E65GH2BH8VGS9ZM5/company",
    });
    doc.paths["/collections/accounts"].post.responses["422"].content["application/problem+json"].example.errors = [
      { field: "amount", message: "Must be a decimal string with at most 2 decimal places for USD." },
    ];
    const problems = checkErrorExamples(doc).join("\n");
    expect(problems).toContain(
      'GET /balances 403 example "example": instance /v2/stablecoin/drafts is not a path of this operation (/v2/balances)',
    );
    expect(problems).toContain(
      'GET /users/{user_id} 404 example "example": detail names pay_01HZX5R7Q8, but the operation takes or returns no pay_ ID',
    );
    expect(problems).toContain(
      'POST /users/{user_id}/screening 409 example "state": instance /v2/users/usr_01JN1RNJ47E65GH2BH8VGS9ZM5/company ' +
        "is not a path of this operation (/v2/users/{user_id}/screening)",
    );
    expect(problems).toContain(
      'POST /collections/accounts 422 example "example": errors names the field amount, which this operation does not take',
    );
  });

  it("catch a 1.37 balance that reads the same before and after a conversion debited it", () => {
    const page = siteWith((dir) =>
      replaceIn(
        dir,
        "docs/1.37/api-docs/conversions.md",
        '"id": "bal_U5d1Qa",\n  "currency": "USD",\n  "amount": "50000.00"',
        '"id": "bal_U5d1Qa",\n  "currency": "USD",\n  "amount": "40000.00"',
      ),
    );
    expect(checkPageBalances(exampleCorpus(page)).join("\n")).toMatch(
      new RegExp(
        String.raw`docs/1\.37/api-docs/conversions\.md:\d+ at /items/0: bal_U5d1Qa shows 40000\.00 USD, but ` +
          String.raw`docs/1\.37/api-docs/conversions\.md:\d+ showed 40000\.00, and cnv_9Tr2Lb debited 10000\.00 since, which leaves 30000\.00`,
      ),
    );
  });

  it("catch a charge bearer offered on request without a field, and a fee said to come out of the amount", () => {
    const doc = structuredClone(site.api.get("2.0")!.doc);
    delete doc.components.schemas.PaymentQuoteCreateRequest.properties.charge_bearer;
    expect(checkChargeBearers(doc, corpus, conventions)).toEqual([
      'charge bearer OUR is offered on request ("local payments (no intermediaries, I = 0) and swift on request"), ' +
        "but POST /payments/quotes has no charge_bearer field that accepts it",
      'charge bearer BEN is offered on request ("swift payments on request"), but POST /payments/quotes has no ' +
        "charge_bearer field that accepts it",
    ]);
    const noBen = corpus.filter((example) => !JSON.stringify(example.value).includes('"charge_bearer":"BEN"'));
    expect(checkChargeBearers(site.api.get("2.0")!.doc, noBen, conventions)).toEqual([
      "charge bearer BEN has no payment quote or payment example, so its arithmetic is unchecked",
    ]);
    const page = siteWith((dir) =>
      replaceIn(
        dir,
        "openapi/2.0.yaml",
        "Tidewire computes `destination_amount` by the fee model of the charge bearer (see Fees and amounts).",
        "Tidewire computes `destination_amount` after its fee.",
      ),
    );
    expect(checkFeeWording(page)).toContain(
      "openapi/2.0.yaml #/components/schemas/PaymentQuoteCreateRequest/oneOf/0/description: " +
        '"You send `source_amount`; Tidewire computes `destination_amount` after its fee." says the fee comes out of the amount, ' +
        "which is true only under BEN",
    );
  });

  it("catch a collection account opened for a user before it was active, and a funding of yours in a user's name", () => {
    const early = siteWith((dir) =>
      replaceIn(
        dir,
        "docs/2.0/api-docs/collections.md",
        '"created_at": "2025-03-05T14:20:10Z"',
        '"created_at": "2025-03-04T11:02:10Z"',
      ),
    );
    expect(checkActingUsers(exampleCorpus(early)).join("\n")).toMatch(
      new RegExp(
        String.raw`docs/2\.0/api-docs/collections\.md:\d+: cacc_01JNWPQ5E6EYCNDY0YP57RCYBV acts for usr_01JN1RNJ47E65GH2BH8VGS9ZM5 ` +
          String.raw`from 2025-03-04T11:02:10Z, but usr_01JN1RNJ47E65GH2BH8VGS9ZM5 became active at 2025-03-05T14:02:10Z`,
      ),
    );
    const named = corpusWith("openapi/2.0.yaml #/components/examples/FundingUsdLocal", (value) => {
      value.sender.name = "Northwind Components GmbH";
    });
    expect(checkActingUsers(named)).toContain(
      "openapi/2.0.yaml #/components/examples/FundingUsdLocal: fnd_01JPQWFMWXKZRV9SVMN3AEYQYG is your own, but names " +
        "Northwind Components GmbH, the company of usr_01JN1RNJ47E65GH2BH8VGS9ZM5; your own resources carry your platform's name",
    );
  });

  it("catch a version said to be switched off on a day that has passed", () => {
    const page = siteWith((dir) =>
      replaceIn(
        dir,
        "pages/index.md",
        "Version 1.37 was switched off on 2026-06-30;",
        "Version 1.37 is switched off on 2026-06-30;",
      ),
    );
    expect(checkDatedTense(page, "2026-07-01")).toEqual([
      'pages/index.md: "Version 1.37 is switched off on 2026-06-30; if you still have code written for it, see the ' +
        '[1.37 introduction](/docs/1.37/intro) and the [API changes from 1.37 to 2.0](/docs/api-changes/1.37-to-2.0)." ' +
        "speaks of 2026-06-30 as the future; it has passed",
    ]);
    expect(checkDatedTense(page, "2026-06-01")).toEqual([]);
  });
});
