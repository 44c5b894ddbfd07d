import { describe, expect, it } from "vitest";
import { nextColorMode, parseStoredColorMode, resolveColorMode } from "./color-mode.ts";

describe("colour mode state machine (SPEC.md section 4)", () => {
  it("cycles light -> dark -> system -> light when the system preference is respected", () => {
    expect(nextColorMode("light", true)).toBe("dark");
    expect(nextColorMode("dark", true)).toBe("system");
    expect(nextColorMode("system", true)).toBe("light");
  });

  it("flips between dark and light otherwise", () => {
    expect(nextColorMode("light", false)).toBe("dark");
    expect(nextColorMode("dark", false)).toBe("light");
  });

  it("reads unknown or unsupported stored values as the default", () => {
    expect(parseStoredColorMode(null, "light", true)).toBe("light");
    expect(parseStoredColorMode("purple", "dark", true)).toBe("dark");
    expect(parseStoredColorMode("system", "light", false)).toBe("light");
    expect(parseStoredColorMode("system", "light", true)).toBe("system");
    expect(parseStoredColorMode("dark", "light", false)).toBe("dark");
  });

  it("paints system mode from the device preference", () => {
    expect(resolveColorMode("system", true)).toBe("dark");
    expect(resolveColorMode("system", false)).toBe("light");
    expect(resolveColorMode("light", true)).toBe("light");
  });
});
