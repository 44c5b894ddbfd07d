import { describe, expect, it } from "vitest";
import {
  announcementContentChanged,
  announcementIdAt,
  announcementIdOnPublish,
  announcementPublishPatch,
} from "./announcement-id.ts";

const bar = (text: string, href = "/docs/intro") => [
  { _type: "block", children: [{ _type: "span", text }], markDefs: [{ _type: "link", href }] },
];
const now = new Date("2026-11-27T10:30:45.123Z");

describe("the announcement bar's ID", () => {
  it("tells a changed announcement from changed colours", () => {
    expect(announcementContentChanged(bar("Stablecoin is GA"), bar("Stablecoin is GA"))).toBe(false);
    expect(announcementContentChanged(bar("Stablecoin is GA"), bar("Stablecoin is GA in 2.0"))).toBe(true);
    expect(announcementContentChanged(bar("Read more"), bar("Read more", "/docs/api-docs/stablecoin"))).toBe(true);
  });

  it("gets a new ID when changed text is published, so readers who closed the bar see it again", () => {
    expect(announcementIdAt(now)).toBe("announcement-20261127-103045");
    const published = { id: "stablecoin-ga", content: bar("Stablecoin is GA") };
    expect(announcementIdOnPublish(published, { ...published, content: bar("Payouts to Peru") }, now)).toBe(
      "announcement-20261127-103045",
    );
    expect(
      announcementIdOnPublish(published, { ...published, content: bar("Payouts to Peru"), showAgain: true }, now),
    ).toBe("announcement-20261127-103045");
  });

  it("keeps the ID for a typo fix with the switch off, and for changes that are not text or links", () => {
    const published = { id: "stablecoin-ga", content: bar("Stablecoin is GA") };
    expect(
      announcementIdOnPublish(published, { ...published, content: bar("Stablecoin is GA!"), showAgain: false }, now),
    ).toBeNull();
    expect(announcementIdOnPublish(published, { ...published }, now)).toBeNull();
  });

  it("gives a first publish an ID", () => {
    expect(announcementIdOnPublish(null, { content: bar("Hello") }, now)).toBe("announcement-20261127-103045");
    expect(announcementIdOnPublish(null, { id: "hello", content: bar("Hello") }, now)).toBeNull();
  });

  it("turns the switch back on after a publish with it off, so it covers one typo fix", () => {
    const published = { id: "stablecoin-ga", content: bar("Stablecoin is GA") };
    expect(
      announcementPublishPatch(published, { ...published, content: bar("Stablecoin is GA!"), showAgain: false }, now),
    ).toEqual([{ unset: ["showAgain"] }]);
    expect(announcementPublishPatch(published, { ...published, content: bar("New") }, now)).toEqual([
      { set: { id: "announcement-20261127-103045" } },
    ]);
    expect(announcementPublishPatch(published, { ...published }, now)).toEqual([]);
  });
});
