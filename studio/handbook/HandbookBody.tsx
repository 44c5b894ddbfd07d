import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { Box, Card, Heading, Stack, Text } from "@sanity/ui";
import type { ReactNode } from "react";
import { IntentLink } from "sanity/router";
import { ADMONITION_LOOK, type AdmonitionTone } from "../../blocks/site-look.ts";

/** What a link of the body does in the tool: open a handbook page, a Studio document or an address. */
export type LinkTarget = { page: string } | { url: string } | { document: string };

/** What HandbookBody needs from the tool: where links lead, how to open a handbook page, image URLs. */
export interface HandbookBodyContext {
  linkTarget(link: { href?: string; ref?: string }): LinkTarget;
  openPage(id: string): void;
  /** The URL of an image value (Sanity image asset), or null when it cannot be shown. */
  imageUrl(value: unknown): string | null;
}

const ADMONITION_TONE: Record<AdmonitionTone, "primary" | "positive" | "caution" | "critical" | "neutral"> = {
  note: "neutral",
  tip: "positive",
  info: "primary",
  warning: "caution",
  danger: "critical",
};

type Cell = { _key?: string; value?: unknown[] };
type Row = { _key?: string; cells?: Cell[] };

/**
 * The Portable Text components of the Handbook tool: the body of a handbook page drawn with
 * Sanity UI (@portabletext/react, so nothing is injected as HTML), each block type of blocks/ in
 * a form an editor can read in the Studio: code as code, admonitions as toned cards, tables,
 * tabs one after another, images with their alternative text, card grids as links.
 */
function handbookComponents(context: HandbookBodyContext): PortableTextComponents {
  const Body = ({ value }: { value: unknown[] | undefined }) => (
    <Stack gap={4}>
      <PortableText value={(value ?? []) as never} components={components} />
    </Stack>
  );
  const Link = ({ link, children }: { link: { href?: string; ref?: string }; children: ReactNode }) => {
    const target = context.linkTarget(link);
    if ("page" in target)
      return (
        <a
          href={`#${target.page}`}
          onClick={(event) => {
            event.preventDefault();
            context.openPage(target.page);
          }}
        >
          {children}
        </a>
      );
    if ("document" in target)
      return (
        <IntentLink intent="edit" params={{ id: target.document }}>
          {children}
        </IntentLink>
      );
    return (
      <a href={target.url} target="_blank" rel="noreferrer">
        {children}
      </a>
    );
  };
  const heading = (size: 1 | 2 | 3) =>
    function HandbookHeading({ children }: { children?: ReactNode }) {
      return (
        <Box paddingTop={3}>
          <Heading as="h2" size={size}>
            {children}
          </Heading>
        </Box>
      );
    };
  const components: PortableTextComponents = {
    block: {
      normal: ({ children }) => (
        <Text as="p" size={2} style={{ lineHeight: 1.6 }}>
          {children}
        </Text>
      ),
      h2: heading(3),
      h3: heading(2),
      h4: heading(1),
      h5: heading(1),
      blockquote: ({ children }) => (
        <Card borderLeft paddingLeft={3}>
          <Text size={2} muted>
            {children}
          </Text>
        </Card>
      ),
    },
    list: {
      bullet: ({ children }) => (
        <ul style={{ margin: 0, paddingLeft: "1.5em", display: "grid", gap: "0.5em" }}>{children}</ul>
      ),
      number: ({ children }) => (
        <ol style={{ margin: 0, paddingLeft: "1.5em", display: "grid", gap: "0.5em" }}>{children}</ol>
      ),
    },
    listItem: ({ children }) => (
      <li>
        <Text size={2} style={{ lineHeight: 1.6 }}>
          {children}
        </Text>
      </li>
    ),
    marks: {
      link: ({ value, children }) => <Link link={{ href: value?.href }}>{children}</Link>,
      internalLink: ({ value, children }) => <Link link={{ ref: value?.reference?._ref }}>{children}</Link>,
      code: ({ children }) => <code>{children}</code>,
      "strike-through": ({ children }) => <s>{children}</s>,
    },
    types: {
      code: ({ value }) => (
        <Card padding={3} radius={2} tone="transparent" border overflow="auto">
          <Stack gap={3}>
            {value.filename ? (
              <Text size={1} weight="semibold">
                {value.filename}
              </Text>
            ) : null}
            <pre
              style={{ margin: 0, fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: "0.8125rem" }}
            >
              <code>{value.code ?? ""}</code>
            </pre>
          </Stack>
        </Card>
      ),
      admonition: ({ value }) => {
        const tone = (value.tone in ADMONITION_LOOK ? value.tone : "note") as AdmonitionTone;
        return (
          <Card padding={3} radius={2} tone={ADMONITION_TONE[tone]} border>
            <Stack gap={3}>
              <Text size={1} weight="semibold" style={{ textTransform: "uppercase" }}>
                {value.title || ADMONITION_LOOK[tone].title}
              </Text>
              <Body value={value.content} />
            </Stack>
          </Card>
        );
      },
      table: ({ value }) => {
        const rows = (value.rows ?? []) as Row[];
        const headerRows = Number(value.headerRows ?? 1);
        return (
          <Box overflow="auto">
            <table style={{ borderCollapse: "collapse", width: "100%" }}>
              <tbody>
                {rows.map((row, rowIndex) => (
                  <tr key={row._key ?? rowIndex}>
                    {(row.cells ?? []).map((cell, cellIndex) => {
                      const Tag = rowIndex < headerRows ? "th" : "td";
                      return (
                        <Tag
                          key={cell._key ?? cellIndex}
                          style={{
                            border: "1px solid var(--card-border-color)",
                            padding: "0.5em 0.75em",
                            textAlign: "left",
                            verticalAlign: "top",
                          }}
                        >
                          <Body value={cell.value} />
                        </Tag>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        );
      },
      tabs: ({ value }) => (
        <Stack gap={3}>
          {((value.items ?? []) as { _key?: string; label?: string; content?: unknown[] }[]).map((tab, index) => (
            <Card key={tab._key ?? index} padding={3} radius={2} border>
              <Stack gap={3}>
                <Text size={1} weight="semibold">
                  {tab.label}
                </Text>
                <Body value={tab.content} />
              </Stack>
            </Card>
          ))}
        </Stack>
      ),
      accessibleImage: ({ value }) => {
        const url = context.imageUrl(value);
        return (
          <Stack gap={2} as="figure" style={{ margin: 0 }}>
            {url ? <img src={url} alt={value.alt ?? ""} style={{ maxWidth: "100%", height: "auto" }} /> : null}
            {url ? null : (
              <Text size={1} muted as="figcaption">
                Image: {value.alt ?? ""}
              </Text>
            )}
          </Stack>
        );
      },
      cardGrid: ({ value }) => (
        <Stack gap={2}>
          {((value.cards ?? []) as { _key?: string; title?: string; description?: string; href?: string }[]).map(
            (card, index) => (
              <Card key={card._key ?? index} padding={3} radius={2} border>
                <Stack gap={2}>
                  <Text size={2} weight="semibold">
                    {card.href ? <Link link={{ href: card.href }}>{card.title}</Link> : card.title}
                  </Text>
                  {card.description ? (
                    <Text size={1} muted>
                      {card.description}
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            ),
          )}
        </Stack>
      ),
    },
  };
  return components;
}

/** A handbook page's body (Portable Text), drawn for reading in the Studio. */
export function HandbookBody({ value, context }: { value: unknown[] | null; context: HandbookBodyContext }) {
  return (
    <Stack gap={4}>
      <PortableText value={(value ?? []) as never} components={handbookComponents(context)} />
    </Stack>
  );
}
