import { Box, Button, Card, Container, Flex, Heading, Spinner, Stack, Text } from "@sanity/ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { type Tool, useClient } from "sanity";
import { resolveSiteOrigin } from "../lib/site-url.ts";
import { EDITOR_HANDBOOK_TITLE } from "../../web/app/lib/editor-handbook.ts";
import { HandbookBody, type HandbookBodyContext } from "./HandbookBody.tsx";
import {
  HANDBOOK_PARAMS,
  HANDBOOK_QUERY,
  type HandbookPage,
  handbookContents,
  handbookImageUrl,
  handbookLink,
} from "./handbook-pages.ts";

/** Read at build time: Sanity's Vite config exposes SANITY_STUDIO_* variables on import.meta.env. */
const ENV_SITE_URL = (import.meta.env?.SANITY_STUDIO_SITE_URL as string | undefined) || undefined;

/**
 * The Handbook tool: the editor handbook inside the Studio, beside the work it explains. Its
 * pages are the handbook's published doc pages (handbook-pages.ts), listed on the left and read on
 * the right; links between handbook pages stay in the tool, links to other documents open them
 * in the Studio, links to the site open the site. Editing a handbook page is editing that doc
 * page, under Documentation.
 */
function HandbookToolView() {
  const client = useClient({ apiVersion: "2025-02-19" });
  const [pages, setPages] = useState<HandbookPage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [settingsUrl, setSettingsUrl] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const reader = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    Promise.all([
      client.fetch<HandbookPage[]>(HANDBOOK_QUERY, HANDBOOK_PARAMS),
      client.fetch<string | null>(`*[_id == "siteSettings"][0].url`),
    ])
      .then(([found, url]) => {
        if (!current) return;
        setPages(handbookContents(found));
        setSettingsUrl(url);
      })
      .catch((reason: Error) => current && setError(reason.message));
    return () => {
      current = false;
    };
  }, [client]);

  const origin = resolveSiteOrigin(ENV_SITE_URL, settingsUrl);
  const page = pages?.find((candidate) => candidate._id === selected) ?? pages?.[0] ?? null;
  const context = useMemo<HandbookBodyContext>(
    () => ({
      linkTarget: (link) => handbookLink(link, pages ?? [], origin),
      openPage: (id) => {
        setSelected(id);
        reader.current?.scrollTo({ top: 0 });
      },
      imageUrl: (value) => handbookImageUrl(value as { assetUrl?: unknown }, origin),
    }),
    [pages, origin],
  );

  if (error)
    return (
      <Card padding={5} tone="critical">
        <Text>The handbook could not be loaded: {error}</Text>
      </Card>
    );
  if (!pages)
    return (
      <Flex padding={5} justify="center">
        <Spinner muted />
      </Flex>
    );
  return (
    <Flex height="fill" overflow="hidden">
      <Card
        as="nav"
        aria-label={EDITOR_HANDBOOK_TITLE}
        borderRight
        padding={3}
        style={{ width: 280, flex: "none" }}
        overflow="auto"
      >
        <Stack gap={1}>
          <Box padding={2}>
            <Text size={1} weight="semibold" muted>
              {EDITOR_HANDBOOK_TITLE}
            </Text>
          </Box>
          {pages.map((item) => (
            <Button
              key={item._id}
              mode={item._id === page?._id ? "default" : "bleed"}
              tone={item._id === page?._id ? "primary" : "default"}
              justify="flex-start"
              text={item.title ?? "Untitled page"}
              aria-current={item._id === page?._id ? "page" : undefined}
              onClick={() => context.openPage(item._id)}
            />
          ))}
        </Stack>
      </Card>
      <Box ref={reader} flex={1} overflow="auto">
        {page ? (
          <Container width={2} padding={5}>
            <Stack gap={5}>
              <Stack gap={4}>
                <Heading as="h1" size={4}>
                  {page.title}
                </Heading>
                {page.description ? (
                  <Text size={2} muted>
                    {page.description}
                  </Text>
                ) : null}
              </Stack>
              <HandbookBody value={page.body} context={context} />
            </Stack>
          </Container>
        ) : (
          <Box padding={5}>
            <Text>No handbook pages are published yet.</Text>
          </Box>
        )}
      </Box>
    </Flex>
  );
}

/** The Studio tool (sanity.config.ts `tools`): the editor handbook, in the top bar beside Publishing. */
export const handbookTool: Tool = {
  name: "handbook",
  title: "Handbook",
  component: HandbookToolView,
};
