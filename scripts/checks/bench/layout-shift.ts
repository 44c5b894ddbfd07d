import type { BrowserContext } from "playwright-core";

/** One layout shift's moved element: a short description and its rectangles before and after, CSS px `[x, y, width, height]`. */
export interface ShiftSource {
  node: string;
  previous: number[];
  current: number[];
}

/** One layout shift entry (Layout Instability API), without recent input: its score, start time (ms since navigation) and sources. */
export interface LayoutShift {
  value: number;
  startTime: number;
  sources: ShiftSource[];
}

/** What one load of a page did: its cumulative layout shift, every shift, and its first contentful paint (ms, -1 when none). */
export interface LoadLayoutShift {
  cls: number;
  shifts: LayoutShift[];
  firstContentfulPaint: number;
}

/** The widths layout shift is measured at, a phone's and a desktop's (CSS px). */
export const LAYOUT_SHIFT_VIEWPORTS = [
  { label: "390 px", width: 390, height: 844 },
  { label: "1280 px", width: 1280, height: 900 },
] as const;

/** Time a page is watched after the network is idle, in ms: a shift after hydration still counts. */
const SETTLE_MS = 500;

/**
 * Loads `url` once in a new page of `context` (its viewport is the width measured) and records every
 * layout shift without recent input (Layout Instability API, `layout-shift` entries with their
 * `sources`), from navigation until the network is idle and `SETTLE_MS` more. The cumulative layout
 * shift is their sum, as Lighthouse and the budget count it (`check:budgets`). Throws when the
 * navigation fails.
 */
export async function layoutShiftOnLoad(context: BrowserContext, url: string): Promise<LoadLayoutShift> {
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const record: LayoutShift[] = [];
      (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts = record;
      const describe = (node: Node | null) => {
        if (!(node instanceof Element)) return node ? node.nodeName : "(removed)";
        const classes = node.getAttribute("class")?.trim().split(/\s+/).join(".");
        return `${node.localName}${node.id ? `#${node.id}` : ""}${classes ? `.${classes}` : ""}`;
      };
      const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
      type Entry = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Entry[]) {
          if (entry.hadRecentInput) continue;
          record.push({
            value: entry.value,
            startTime: Math.round(entry.startTime),
            sources: (entry.sources ?? []).map((source) => ({
              node: describe(source.node),
              previous: rect(source.previousRect),
              current: rect(source.currentRect),
            })),
          });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(SETTLE_MS);
    const { shifts, firstContentfulPaint } = await page.evaluate(() => ({
      shifts: (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts,
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
    }));
    return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts, firstContentfulPaint };
  } finally {
    await page.close();
  }
}
