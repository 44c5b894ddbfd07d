import { Box, Button, Card, Flex, Spinner, Stack, Text } from "@sanity/ui";
import { type DragEvent, useCallback, useEffect, useState } from "react";
import { useClient } from "sanity";
import {
  moveGroup,
  movePage,
  type OrderGroup,
  type OrderVariant,
  positionPatches,
  SIDEBAR_ORDER_QUERY,
  sidebarOrderGroups,
} from "./sidebar-order.ts";

/** What the Structure Builder passes (`S.component(SidebarOrderPane).options(...)`). */
interface SidebarOrderPaneProps {
  /** `{ versionId, sidebar }`: the version's `_id` and the sidebar's value (docs-sidebars.ts). */
  options?: Record<string, unknown>;
}

/**
 * The "Order pages" pane of a docs sidebar: its groups and pages in the order readers see them,
 * reordered by dragging a page (or a category) or with its Move up / Move down buttons, which also
 * work from the keyboard. Each move is saved at once as one transaction of `position` patches
 * (sidebar-order.ts), published and draft alike, and the publish webhook rebuilds the site.
 */
export function SidebarOrderPane(props: SidebarOrderPaneProps) {
  const options =
    typeof props.options?.versionId === "string" && typeof props.options.sidebar === "string"
      ? { versionId: props.options.versionId, sidebar: props.options.sidebar }
      : null;
  const versionId = options?.versionId;
  const sidebar = options?.sidebar;
  const client = useClient({ apiVersion: "2025-02-19" });
  const [groups, setGroups] = useState<OrderGroup[] | null>(null);
  const [status, setStatus] = useState<{ tone: "positive" | "critical" | "default"; text: string } | null>(null);
  const [dragged, setDragged] = useState<{ group: number; page: number | null } | null>(null);

  const load = useCallback(async () => {
    if (!versionId || !sidebar) return;
    const variants = await client.fetch<OrderVariant[]>(
      SIDEBAR_ORDER_QUERY,
      { versionId, sidebar },
      { perspective: "raw" },
    );
    setGroups(sidebarOrderGroups(variants));
  }, [client, versionId, sidebar]);

  useEffect(() => {
    load().catch((error: Error) =>
      setStatus({ tone: "critical", text: `The pages could not be loaded: ${error.message}` }),
    );
  }, [load]);

  const save = async (next: OrderGroup[], what: string) => {
    const patches = positionPatches(next);
    if (!patches.length) return;
    setGroups(next);
    setStatus({ tone: "default", text: `Saving: ${what}…` });
    try {
      await client.transaction(patches).commit({ visibility: "sync" });
      setStatus({ tone: "positive", text: `Saved: ${what}. The site shows the new order after its rebuild.` });
    } catch (error) {
      setStatus({
        tone: "critical",
        text: `Not saved: ${(error as Error).message}. Someone may have edited one of these pages; the list is reloaded.`,
      });
    }
    await load();
  };

  if (!options) return null;
  if (!groups)
    return (
      <Flex padding={5} justify="center">
        <Spinner muted />
      </Flex>
    );

  const dropOn = (event: DragEvent, group: number, page: number | null) => {
    event.preventDefault();
    if (!dragged) return;
    if (dragged.page === null && page === null && dragged.group !== group)
      save(moveGroup(groups, dragged.group, group), `${groups[dragged.group].category} moved`);
    else if (dragged.page !== null && page !== null && dragged.group === group && dragged.page !== page)
      save(movePage(groups, group, dragged.page, page), `${groups[group].pages[dragged.page].title} moved`);
    setDragged(null);
  };
  const firstCategory = groups[0]?.category === null ? 1 : 0;

  return (
    <Box padding={3} overflow="auto" height="fill">
      <Stack gap={4}>
        <Text size={1} muted>
          Drag a page or a category, or use its arrows, to change the order readers see in the sidebar. Each move is
          saved at once and rebuilds the site.
        </Text>
        {groups.map((group, groupIndex) => {
          const name = group.category ?? "Top-level pages";
          const movable = group.category !== null;
          return (
            <Card
              key={name}
              border
              radius={2}
              onDragOver={(event) => dragged?.page === null && movable && event.preventDefault()}
              onDrop={(event) => movable && dropOn(event, groupIndex, null)}
            >
              <Flex
                align="center"
                gap={2}
                padding={2}
                draggable={movable}
                onDragStart={() => setDragged({ group: groupIndex, page: null })}
                style={{ cursor: movable ? "grab" : undefined }}
              >
                <Box flex={1} paddingLeft={1}>
                  <Text weight="semibold" size={1}>
                    {name}
                  </Text>
                </Box>
                {movable ? (
                  <>
                    <Button
                      mode="bleed"
                      text="↑"
                      aria-label={`Move ${name} up`}
                      disabled={groupIndex <= firstCategory}
                      onClick={() => save(moveGroup(groups, groupIndex, groupIndex - 1), `${name} moved up`)}
                    />
                    <Button
                      mode="bleed"
                      text="↓"
                      aria-label={`Move ${name} down`}
                      disabled={groupIndex === groups.length - 1}
                      onClick={() => save(moveGroup(groups, groupIndex, groupIndex + 1), `${name} moved down`)}
                    />
                  </>
                ) : null}
              </Flex>
              <Stack as="ol" gap={1} padding={2} paddingTop={0} style={{ listStyle: "none", margin: 0 }}>
                {group.pages.map((page, pageIndex) => (
                  <Card
                    as="li"
                    key={page.id}
                    radius={2}
                    tone={dragged?.group === groupIndex && dragged.page === pageIndex ? "primary" : "transparent"}
                    draggable
                    onDragStart={(event) => {
                      event.stopPropagation();
                      setDragged({ group: groupIndex, page: pageIndex });
                    }}
                    onDragOver={(event) =>
                      dragged?.group === groupIndex && dragged.page !== null && event.preventDefault()
                    }
                    onDrop={(event) => {
                      event.stopPropagation();
                      dropOn(event, groupIndex, pageIndex);
                    }}
                    style={{ cursor: "grab" }}
                  >
                    <Flex align="center" gap={2} padding={1}>
                      <Text size={1} muted aria-hidden>
                        ⠿
                      </Text>
                      <Box flex={1}>
                        <Text size={1}>{page.title}</Text>
                      </Box>
                      <Button
                        mode="bleed"
                        fontSize={1}
                        text="↑"
                        aria-label={`Move ${page.title} up`}
                        disabled={pageIndex === 0}
                        onClick={() =>
                          save(movePage(groups, groupIndex, pageIndex, pageIndex - 1), `${page.title} moved up`)
                        }
                      />
                      <Button
                        mode="bleed"
                        fontSize={1}
                        text="↓"
                        aria-label={`Move ${page.title} down`}
                        disabled={pageIndex === group.pages.length - 1}
                        onClick={() =>
                          save(movePage(groups, groupIndex, pageIndex, pageIndex + 1), `${page.title} moved down`)
                        }
                      />
                    </Flex>
                  </Card>
                ))}
              </Stack>
            </Card>
          );
        })}
        {status ? (
          <Card padding={3} radius={2} tone={status.tone} role="status">
            <Text size={1}>{status.text}</Text>
          </Card>
        ) : null}
      </Stack>
    </Box>
  );
}
