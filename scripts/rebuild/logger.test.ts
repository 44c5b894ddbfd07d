import { describe, expect, it } from "vitest";
import { redactHookUrl } from "./deploy-hook.ts";
import { createJsonLogger, redactingLogger } from "./logger.ts";

describe("logs and secrets", () => {
  it("writes one JSON object per line and drops records below the level", () => {
    const lines: string[] = [];
    const logger = createJsonLogger({ level: "info", write: (line) => lines.push(line) });
    logger.debug("hidden");
    logger.warn("webhook rejected", { reason: "stale-signature", error: new Error("boom") });
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith("\n")).toBe(true);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: "warn",
      msg: "webhook rejected",
      reason: "stale-signature",
      error: "boom",
    });
    expect(() => createJsonLogger({ level: "loud" })).toThrow(/Unknown log level/);
  });

  it("redacts known secrets and Sanity tokens from the message and every field", () => {
    const lines: string[] = [];
    const logger = redactingLogger(createJsonLogger({ write: (line) => lines.push(line) }), [
      "webhook-secret-value",
      undefined,
    ]);
    const token = `sk${"a1B2".repeat(12)}`;
    logger.error("build said webhook-secret-value", {
      error: new Error(`token ${token}`),
      nested: { list: ["x webhook-secret-value y"] },
    });
    expect(JSON.parse(lines[0])).toMatchObject({
      msg: "build said [redacted]",
      error: "token [redacted]",
      nested: { list: ["x [redacted] y"] },
    });
    expect(lines[0]).not.toContain("webhook-secret-value");
    expect(lines[0]).not.toContain(token);
  });

  it("shows only the origin of a deploy hook URL", () => {
    expect(redactHookUrl("https://api.netlify.com/build_hooks/5f1e")).toBe("https://api.netlify.com/…");
  });
});
