import { describe, expect, it } from "vitest";
import { classifyDataError } from "./page-load-middleware.ts";
import { errorChain, PageLoadError } from "./page-load-error.ts";

/** What React Router's client throws for a data request answered with `status` (its single fetch: an error response, as `isRouteErrorResponse` knows it). */
const errorResponse = (status: number) => ({ status, statusText: "", internal: true, data: "upstream" });

describe("classifyDataError", () => {
  it("makes a network failure of the data request a PageLoadError that keeps the browser's error as its cause", () => {
    const offline = new TypeError("Failed to fetch");
    const error = classifyDataError(offline, "/docs/intro");
    expect(error).toBeInstanceOf(PageLoadError);
    expect((error as PageLoadError).failure).toMatchObject({ resource: "data", path: "/docs/intro", kind: "network" });
    expect(errorChain(error)).toEqual([
      "PageLoadError: The data of /docs/intro could not be loaded: the request got no answer",
      "TypeError: Failed to fetch",
    ]);
  });

  it("makes a server error status a PageLoadError, leaves a 404 to the not-found page and any other error as it is", () => {
    const failed = classifyDataError(errorResponse(503), "/blog");
    expect(failed).toBeInstanceOf(PageLoadError);
    expect((failed as PageLoadError).failure).toMatchObject({ kind: "status", status: 503 });
    const missing = errorResponse(404);
    expect(classifyDataError(missing, "/nope")).toBe(missing);
    const decoding = new Error("Unable to decode turbo-stream response", {
      cause: new SyntaxError("Unexpected token"),
    });
    expect(classifyDataError(decoding, "/blog")).toBe(decoding);
  });

  it("never reads the words of a message: a TypeError says network whatever its text", () => {
    expect(classifyDataError(new TypeError("x is not a function"), "/blog")).toBeInstanceOf(PageLoadError);
    expect(classifyDataError(new Error("Failed to fetch"), "/blog")).not.toBeInstanceOf(PageLoadError);
  });
});
