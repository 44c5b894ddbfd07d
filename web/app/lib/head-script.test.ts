import { describe, expect, it } from "vitest";
import { ANNOUNCEMENT_STORAGE_KEY, headScript } from "./head-script.ts";

/** Runs the head script against a stand-in `<html>` element and localStorage; returns the element's classes and data. */
function runHeadScript(script: string, stored: Record<string, string>, prefersDark = false) {
  const classes = new Set<string>();
  const dataset: Record<string, string> = {};
  const document = { documentElement: { classList: { add: (name: string) => classes.add(name) }, dataset } };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const matchMedia = () => ({ matches: prefersDark });
  new Function("document", "localStorage", "matchMedia", script)(document, localStorage, matchMedia);
  return { classes, dataset };
}

const colorMode = { defaultMode: "light" as const, respectPrefersColorScheme: true };

describe("head script", () => {
  it("marks the document as running scripts and applies the defaults", () => {
    const { classes, dataset } = runHeadScript(headScript(colorMode, null), {});
    expect(classes.has("js")).toBe(true);
    expect(dataset).toMatchObject({ theme: "light", themeChoice: "light", selectedSampleLanguage: "curl" });
  });

  it("applies the stored colour mode, sample language and announcement dismissal", () => {
    const script = headScript(colorMode, "launch-2025");
    const stored = { "tidewire.colorMode": "system", "tidewire.sampleLanguage": "python", [ANNOUNCEMENT_STORAGE_KEY]: "launch-2025" };
    expect(runHeadScript(script, stored, true).dataset).toEqual({ theme: "dark", themeChoice: "system", selectedSampleLanguage: "python", announcementDismissed: "true" });
  });

  it("ignores an unknown sample language and a dismissal of an older announcement", () => {
    const stored = { "tidewire.sampleLanguage": "cobol", [ANNOUNCEMENT_STORAGE_KEY]: "older-bar" };
    const { dataset } = runHeadScript(headScript(colorMode, "launch-2025"), stored);
    expect(dataset.selectedSampleLanguage).toBe("curl");
    expect(dataset.announcementDismissed).toBeUndefined();
  });

  it("still marks the document when storage throws (blocked cookies)", () => {
    const classes = new Set<string>();
    const document = { documentElement: { classList: { add: (name: string) => classes.add(name) }, dataset: {} } };
    const localStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    new Function("document", "localStorage", "matchMedia", headScript(colorMode, null))(document, localStorage, () => ({ matches: false }));
    expect(classes.has("js")).toBe(true);
  });
});
