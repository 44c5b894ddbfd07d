import { Box, Card, Flex, Stack, Text } from "@sanity/ui";
import type { ChangeEvent } from "react";
import { set, useFormValue, type StringInputProps } from "sanity";
import { contrastRatio, HEX_COLOUR, MIN_TEXT_CONTRAST } from "../../web/app/lib/content-rules.ts";

/** The bar's colours when a field is empty: the site's defaults (schemas/announcementBar.ts initial values). */
const DEFAULTS = { backgroundColor: "#0b3d91", textColor: "#ffffff" };

/**
 * Input of the announcement bar's colour fields: the browser's colour picker beside the hex text
 * field, and under the text colour the bar's text as readers will see it in both colours with
 * their contrast ratio against the WCAG 2.2 AA minimum (content-rules.ts), so an editor picks a readable pair
 * without knowing hex codes. The text field stays for pasting a brand colour.
 */
export function ColourInput(props: StringInputProps) {
  const { value, onChange, path, renderDefault } = props;
  const background = (useFormValue(["backgroundColor"]) as string | undefined) ?? DEFAULTS.backgroundColor;
  const text = (useFormValue(["textColor"]) as string | undefined) ?? DEFAULTS.textColor;
  const valid = HEX_COLOUR.test(background) && HEX_COLOUR.test(text);
  const ratio = valid ? contrastRatio(text, background) : null;
  // The pair is shown once, under the text colour: the field the contrast rule reports on.
  const showsPreview = path.at(-1) === "textColor";
  const pick = (event: ChangeEvent<HTMLInputElement>) => onChange(set(event.currentTarget.value));
  return (
    <Stack gap={3}>
      <Flex gap={2} align="center">
        <input
          type="color"
          value={value && HEX_COLOUR.test(value) ? value.toLowerCase() : "#000000"}
          onChange={pick}
          aria-label={`Pick the ${showsPreview ? "text" : "background"} colour`}
          style={{ inlineSize: 44, blockSize: 35, padding: 0, border: 0, background: "none", cursor: "pointer" }}
        />
        <Box flex={1}>{renderDefault(props)}</Box>
      </Flex>
      {showsPreview && valid && (
        <Stack gap={2}>
          <Text size={1} weight="medium">
            Preview
          </Text>
          <Card padding={3} radius={2} style={{ background, color: text }}>
            <Text size={1} style={{ color: text }} align="center">
              The bar&apos;s text, <strong>bold</strong> and <u>linked</u>, as readers see it
            </Text>
          </Card>
        </Stack>
      )}
      {showsPreview && ratio !== null && (
        <Text size={1} muted>
          Contrast {ratio.toFixed(2)}:1 —{" "}
          {ratio >= MIN_TEXT_CONTRAST
            ? `readable (at least ${MIN_TEXT_CONTRAST}:1 is needed)`
            : `too low: at least ${MIN_TEXT_CONTRAST}:1 is needed`}
        </Text>
      )}
    </Stack>
  );
}
