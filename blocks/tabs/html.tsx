import { Tabs } from "./tabs.tsx";
import type { BlockHtml } from "../html-parts.ts";

/** Tabs: one panel per tab (blocks/tabs/tabs.tsx), every panel's content in the HTML. */
export const tabsHtml: BlockHtml = {
  render: ({ value, Body }) => (
    <Tabs
      items={(value.items as { _key: string; label: string; content: never }[]).map((tab) => ({
        key: tab._key,
        label: String(tab.label),
        content: <Body value={tab.content} />,
      }))}
    />
  ),
};
