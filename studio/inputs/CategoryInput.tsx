import { Stack, Text, TextInput } from "@sanity/ui";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { set, type StringInputProps, unset, useClient, useFormValue } from "sanity";
import { getPublishedId } from "../../web/app/lib/validation-context.ts";
import { type SidebarPage, sidebarGroups } from "../structure.ts";

/**
 * The doc page's category input: a text field that offers, as the browser's suggestion list
 * (`<datalist>`), the categories the page's version and sidebar already have, in sidebar order
 * (structure.ts sidebarGroups, the site's own grouping), so an editor picks "Guides" instead of
 * typing "Guide" and starting a new group by mistake. A name that no other page uses is allowed
 * (a new group) and said so under the field.
 */
export function CategoryInput(props: StringInputProps) {
  const { value, onChange, elementProps } = props;
  const client = useClient({ apiVersion: "2025-02-19" });
  const version = (useFormValue(["version"]) as { _ref?: string } | undefined)?._ref;
  const sidebar = useFormValue(["sidebar"]) as string | undefined;
  const documentId = useFormValue(["_id"]) as string | undefined;
  const [categories, setCategories] = useState<string[]>([]);
  const listId = useId();

  useEffect(() => {
    if (!version || !sidebar) return setCategories([]);
    let current = true;
    client
      .fetch<SidebarPage[]>(
        `*[_type == "docPage" && version._ref == $version && sidebar == $sidebar && !(_id in [$id, "drafts." + $id])]{ title, category, position }`,
        { version, sidebar, id: getPublishedId(documentId ?? "") },
      )
      .then(
        (pages) => current && setCategories(sidebarGroups(pages).filter((group): group is string => Boolean(group))),
      )
      .catch(() => current && setCategories([]));
    return () => {
      current = false;
    };
  }, [client, version, sidebar, documentId]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    onChange(next ? set(next) : unset());
  };
  const isNew = Boolean(value?.trim()) && categories.length > 0 && !categories.includes(value!.trim());
  return (
    <Stack gap={2}>
      <TextInput
        {...elementProps}
        customValidity={props.validationError}
        list={listId}
        onChange={change}
        value={value ?? ""}
        autoComplete="off"
      />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      {categories.length ? (
        <Text size={1} muted>
          {isNew ? `"${value!.trim()}" is a new group in this sidebar. ` : ""}
          Categories of this sidebar: {categories.join(", ")}.
        </Text>
      ) : null}
    </Stack>
  );
}
