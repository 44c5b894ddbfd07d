import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  apiRoutes,
  checkOpenApiContract,
  checkSlugsAgainstRoutes,
  OPERATIONS_BEYOND_ROUTES_TXT,
} from "../../scripts/checks/openapi/contract-checks.ts";
import { listOperations } from "../../web/app/api-reference/openapi-document.ts";
import { buildOperationView } from "../../web/app/api-reference/operation-view.ts";
import { collectAnchors } from "../../web/app/api-reference/schema-view.ts";
import { API_DOCUMENTS, loadApiDocument, repoRoot, routesText } from "../support/openapi-documents.ts";

describe.each(API_DOCUMENTS)("OpenAPI document $version", ({ file, routePrefix }) => {
  const doc = loadApiDocument(file);

  it("passes Redocly CLI lint with the recommended ruleset and no errors", () => {
    const result = spawnSync(
      join(repoRoot, "node_modules/.bin/redocly"),
      ["lint", file, "--config", join(repoRoot, "redocly.yaml"), "--format", "stylish"],
      {
        encoding: "utf8",
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      },
    );
    expect(result.stdout + result.stderr).not.toMatch(/\berror\b/);
    expect(result.status).toBe(0);
  });

  it("has valid examples, described properties and complete operations", () => {
    expect(checkOpenApiContract(doc)).toEqual([]);
  });

  it("gives every parameter and property of an operation page its own anchor", () => {
    const tags = new Map<string, string>(doc.tags.map((tag: any) => [tag.name, tag["x-slug"]]));
    const duplicates = listOperations(doc).flatMap((entry) => {
      const view = buildOperationView(
        { doc, markdown: (text) => text },
        tags.get(entry.operation.tags[0])!,
        entry.operation["x-slug"],
      )!;
      // Roots of body schemas carry no id in the page; every property below them does.
      const anchors = [
        ...Object.values(view.parameters).flatMap((parameters) => parameters.map((p) => p.anchor)),
        ...(view.requestBody ? collectAnchors(view.requestBody.schema).slice(1) : []),
        ...view.responses.flatMap((response) => [
          response.anchor,
          ...(response.body ? collectAnchors(response.body.schema).slice(1) : []),
        ]),
      ];
      return anchors
        .filter((anchor, index) => anchors.indexOf(anchor) !== index)
        .map((anchor) => `${view.group.slug}/${view.slug}: ${anchor}`);
    });
    expect(duplicates).toEqual([]);
  });

  it("has exactly the operation slugs routes.txt lists, plus the operations added since", () => {
    const routes = apiRoutes(routesText(), routePrefix);
    expect(routes.size).toBeGreaterThan(5);
    expect(checkSlugsAgainstRoutes(doc, routes, undefined, OPERATIONS_BEYOND_ROUTES_TXT[routePrefix] ?? [])).toEqual(
      [],
    );
  });
});

describe("the contract checks", () => {
  const doc = loadApiDocument(API_DOCUMENTS[1].file);

  it("catch an example that no longer matches its schema", () => {
    const broken = structuredClone(doc);
    const post = broken.paths["/auth/token"].post;
    const media = post.requestBody.content["application/json"];
    const examples = Object.values<any>(media.examples ?? {});
    if (examples.length) examples[0].value = { ...examples[0].value, api_key: 42 };
    else media.example = { ...media.example, api_key: 42 };
    expect(checkOpenApiContract(broken).join("\n")).toMatch(
      /POST \/auth\/token request body application\/json example.*api_key/,
    );
  });

  it("catch a route without an operation", () => {
    const routes = apiRoutes(`${routesText()}\n/docs/1.37/api/payments/refund\n`, "/docs/1.37/api/");
    expect(checkSlugsAgainstRoutes(doc, routes)).toEqual(["route /payments/refund has no operation"]);
  });

  it("catch an operation without a route, and a stale entry of the operations added since routes.txt", () => {
    const current = loadApiDocument(API_DOCUMENTS[0].file);
    const routes = apiRoutes(routesText(), "/docs/api/");
    expect(checkSlugsAgainstRoutes(current, routes).sort()).toEqual([
      "operation funding/instructions has no route in routes.txt",
      "operation funding/simulate has no route in routes.txt",
      "operation payments/cancel has no route in routes.txt",
      "operation payments/simulate has no route in routes.txt",
      "operation transfers/create has no route in routes.txt",
      "operation transfers/listing has no route in routes.txt",
      "operation transfers/retrieve has no route in routes.txt",
      "operation webhooks/event-retrieve has no route in routes.txt",
      "operation webhooks/events-listing has no route in routes.txt",
    ]);
    expect(
      checkSlugsAgainstRoutes(current, routes, undefined, [
        ...OPERATIONS_BEYOND_ROUTES_TXT["/docs/api/"],
        "payments/refund",
      ]),
    ).toEqual(["operation payments/refund is listed beyond routes.txt but does not exist"]);
  });

  it("catch a variant that only lists required properties and has no title", () => {
    const current = structuredClone(loadApiDocument(API_DOCUMENTS[0].file));
    delete current.components.schemas.ConversionQuoteRequest.oneOf[1].title;
    expect(checkOpenApiContract(current)).toEqual(["ConversionQuoteRequest.oneOf[1]: variant has no title"]);
  });

  it("catch a property whose only description is that of its $ref", () => {
    const current = structuredClone(loadApiDocument(API_DOCUMENTS[0].file));
    delete current.components.schemas.PaymentQuote.properties.source_amount.description;
    expect(checkOpenApiContract(current)).toEqual([
      "PaymentQuote.source_amount: property has no description of its own (its $ref #/components/schemas/Amount only describes the type)",
    ]);
  });
});
