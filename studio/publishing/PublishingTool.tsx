import { Badge, Box, Card, Container, Flex, Heading, Stack, Text } from "@sanity/ui";
import { useEffect, useMemo, useState } from "react";
import { useClient, type Tool } from "sanity";
import { IntentLink } from "sanity/router";
import type { DocumentPublish, PublishBuild } from "../../scripts/rebuild/publish-ledger.ts";
import { describePublish, failureLocation, type PublishBadge } from "../lib/publish-state.ts";
import { publishStatusConfigured, usePublishStatus } from "./publish-status-store.ts";

const TONES: Record<PublishBadge["color"], "primary" | "positive" | "caution" | "critical"> = {
  primary: "primary",
  success: "positive",
  warning: "caution",
  danger: "critical",
};

const time = (iso: string) =>
  new Date(iso).toLocaleString([], { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

/** Each document's title (or name, or label), by `_id`, for the ids shown; ids stand in until loaded. */
function useDocumentTitles(ids: string[]): Map<string, string> {
  const client = useClient({ apiVersion: "2025-02-19" });
  const [titles, setTitles] = useState(new Map<string, string>());
  const key = [...new Set(ids)].sort().join(",");
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    client
      .fetch<{ _id: string; title: string | null }[]>(
        `*[_id in $ids]{ _id, "title": coalesce(title, name, label, type) }`,
        { ids: key.split(",") },
        { perspective: "published" },
      )
      .then((found) => !cancelled && setTitles(new Map(found.map((doc) => [doc._id, doc.title ?? doc._id]))))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [client, key]);
  return titles;
}

function DocumentLink({ id, titles }: { id: string; titles: Map<string, string> }) {
  return (
    <IntentLink intent="edit" params={{ id }}>
      {titles.get(id) ?? id}
    </IntentLink>
  );
}

function PublishRow({ entry, titles }: { entry: DocumentPublish; titles: Map<string, string> }) {
  const badge = describePublish(entry);
  return (
    <Card padding={3} radius={2} border tone={entry.state === "failed" ? "critical" : "default"}>
      <Stack gap={3}>
        <Flex gap={3} align="center" wrap="wrap">
          <Badge tone={TONES[badge.color]}>{badge.label}</Badge>
          <Text weight="semibold">
            <DocumentLink id={entry.documentId} titles={titles} />
          </Text>
          <Text size={1} muted>
            {entry.operation === "delete" ? "deleted" : "published"} {time(entry.publishedAt)}
          </Text>
        </Flex>
        <Text size={1}>{badge.title}</Text>
      </Stack>
    </Card>
  );
}

/** A titled list of publishes, labelled for assistive technology; nothing when `entries` is empty. */
function PublishSection({
  label,
  entries,
  titles,
}: {
  label: string;
  entries: DocumentPublish[];
  titles: Map<string, string>;
}) {
  if (!entries.length) return null;
  return (
    <Stack gap={3} as="section" aria-label={label}>
      <Heading as="h2" size={1}>
        {label}
      </Heading>
      {entries.map((entry) => (
        <PublishRow key={entry.documentId} entry={entry} titles={titles} />
      ))}
    </Stack>
  );
}

function BuildRow({ build }: { build: PublishBuild }) {
  return (
    <Flex gap={3} align="center" wrap="wrap">
      <Badge tone={build.result === "success" ? "positive" : "critical"}>
        {build.result === "success" ? "Published" : "Failed"}
      </Badge>
      <Text size={1}>
        {time(build.finishedAt)}, {(build.durationMs / 1000).toFixed(1)} s, {build.documents.length} document
        {build.documents.length === 1 ? "" : "s"}
        {build.error ? `: ${failureLocation(build.error)}` : ""}
      </Text>
    </Flex>
  );
}

/**
 * The Publishing tool: what became of each publish (the rebuild receiver's GET /publish-status):
 * documents the build failed on first, with the field and the build's message, then every recent
 * publish with its state, then the last builds. Refreshes while open.
 */
function PublishingToolView() {
  const { snapshot, error } = usePublishStatus();
  const ids = useMemo(
    () => [
      ...(snapshot?.documents.map((entry) => entry.documentId) ?? []),
      ...(snapshot?.builds.flatMap((build) => (build.error?.documentId ? [build.error.documentId] : [])) ?? []),
    ],
    [snapshot],
  );
  const titles = useDocumentTitles(ids);
  const failed = snapshot?.documents.filter((entry) => entry.state === "failed") ?? [];
  const others = snapshot?.documents.filter((entry) => entry.state !== "failed") ?? [];
  return (
    <Box padding={4} overflow="auto" height="fill">
      <Container width={2}>
        <Stack gap={5}>
          <Heading as="h1" size={3}>
            Publishing
          </Heading>
          {!publishStatusConfigured ? (
            <Card padding={4} radius={2} tone="caution" border>
              <Text>
                This Studio does not know where the site is built. An engineer sets SANITY_STUDIO_PUBLISH_STATUS_URL and
                SANITY_STUDIO_PUBLISH_STATUS_TOKEN when building the Studio (docs/publishing.md).
              </Text>
            </Card>
          ) : (
            <Text role="status">
              {error
                ? `Cannot reach the publishing service (${error}). Publishing still works; this page shows results again once it answers.`
                : !snapshot
                  ? "Loading…"
                  : snapshot.state === "building"
                    ? "The site is being rebuilt with the latest publishes."
                    : "Every publish below has been built."}
            </Text>
          )}
          <PublishSection label="Needs attention" entries={failed} titles={titles} />
          <PublishSection label="Recent publishes" entries={others} titles={titles} />
          {snapshot && snapshot.builds.length > 0 && (
            <Stack gap={3} as="section" aria-label="Recent builds">
              <Heading as="h2" size={1}>
                Recent builds
              </Heading>
              {snapshot.builds.map((build) => (
                <BuildRow key={build.id} build={build} />
              ))}
            </Stack>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

/** The Studio tool (Sanity Tool API: `tools` in sanity.config.ts) that shows publish outcomes. */
export const publishingTool: Tool = {
  name: "publishing",
  title: "Publishing",
  component: PublishingToolView,
};
