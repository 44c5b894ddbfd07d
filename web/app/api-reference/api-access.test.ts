import { describe, expect, it } from "vitest";
import { buildApiAccess, securitySchemeView } from "./api-access.ts";

const markdown = (text: string) => `<p>${text}</p>`;
const doc = {
  servers: [{ url: "https://sandbox.example/v2", description: "Sandbox" }, { url: "https://api.example/v2" }],
  security: [{ bearerAuth: [] }, { apiKey: [], bearerAuth: [] }],
  tags: [{ name: "Auth", "x-slug": "auth" }],
  paths: {
    "/token": { post: { tags: ["Auth"], operationId: "authenticate", summary: "Get a token", security: [] } },
    "/me": { get: { tags: ["Auth"], operationId: "me", summary: "Who am I", security: [{}, { bearerAuth: [] }] } },
    "/logout": { post: { tags: ["Auth"], operationId: "logout", summary: "Log out" } },
  },
  webhooks: { tokenRevoked: { post: { tags: ["Auth"], operationId: "tokenRevoked", security: [] } } },
  components: {
    securitySchemes: {
      bearerAuth: { type: "http", scheme: "bearer", description: "A token from **Authenticate**." },
      apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
      oauth: { type: "oauth2", flows: {} },
    },
  },
};

describe("buildApiAccess", () => {
  it("reads the document's servers, the schemes its default security names once each, and the operations that need none", () => {
    expect(buildApiAccess({ doc, markdown })).toEqual({
      servers: [
        { url: "https://sandbox.example/v2", description: "Sandbox" },
        { url: "https://api.example/v2", description: null },
      ],
      security: [
        {
          name: "bearerAuth",
          type: "http bearer",
          credential: "Authorization: Bearer <token>",
          description: "<p>A token from **Authenticate**.</p>",
        },
        { name: "apiKey", type: "apiKey", credential: "X-Api-Key: <API key>", description: null },
      ],
      open: [
        { group: "auth", slug: "authenticate", summary: "Get a token" },
        { group: "auth", slug: "me", summary: "Who am I" },
      ],
    });
  });

  it("says where each kind of credential goes, and nothing for flows one line cannot explain", () => {
    const view = (scheme: Record<string, unknown>) =>
      securitySchemeView({ doc: { components: { securitySchemes: { s: scheme } } }, markdown }, "s").credential;
    expect(view({ type: "http", scheme: "Basic" })).toBe("Authorization: Basic <credentials>");
    expect(view({ type: "apiKey", in: "query", name: "key" })).toBe("?key=<API key>");
    expect(view({ type: "apiKey", in: "cookie", name: "session" })).toBe("Cookie: session=<API key>");
    expect(view({ type: "oauth2", flows: {} })).toBeNull();
  });
});
