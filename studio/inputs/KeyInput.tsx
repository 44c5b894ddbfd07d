import { Box, Button, Flex } from "@sanity/ui";
import { type ComponentType, useCallback } from "react";
import { set, type StringInputProps, useFormValue } from "sanity";
import { kebabKey } from "../lib/doc-slug.ts";

/**
 * An input for a key that readers see in a URL (tag and author keys): the text field, and a
 * Generate button that fills it from the document's `source` field (the label or name) in
 * lowercase words joined by hyphens (kebabKey), as Sanity's slug input does for slugs, so editors
 * need not work out the format. The field stays editable; validation still checks format and
 * uniqueness (schemas/validation.ts).
 */
export function keyInputFrom(source: string, sourceTitle: string): ComponentType<StringInputProps> {
  function KeyInput(props: StringInputProps) {
    const label = useFormValue([source]) as string | undefined;
    const { onChange, readOnly } = props;
    const generate = useCallback(() => {
      if (label) onChange(set(kebabKey(label)));
    }, [label, onChange]);
    return (
      <Flex gap={2} align="center">
        <Box flex={1}>{props.renderDefault(props)}</Box>
        <Button
          mode="ghost"
          text="Generate"
          title={label ? `Make the key from the ${sourceTitle}` : `Fill in the ${sourceTitle} first`}
          disabled={readOnly || !label}
          onClick={generate}
        />
      </Flex>
    );
  }
  return KeyInput;
}
