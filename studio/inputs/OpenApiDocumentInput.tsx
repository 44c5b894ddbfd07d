import { Button, Card, Flex, Stack, Text } from "@sanity/ui";
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from "react";
import { set, type StringInputProps, useFormValue } from "sanity";
import { operationChanges, type OpenApiReading, readOpenApi } from "../lib/openapi-upload.ts";

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString("en")} KB`;

/**
 * The API specification's document input: instead of a 500 KB text area, a summary of the stored
 * OpenAPI document (title, info.version, operations, webhooks, size), a Download button for the
 * file engineers edit (in git: content/openapi/<version>.yaml), and an Upload button that replaces
 * it only after the file passes the build's own checks (openapi-upload.ts); a refused file's
 * problems are listed and nothing changes.
 */
export function OpenApiDocumentInput(props: StringInputProps) {
  const { value, onChange, readOnly } = props;
  const versionTitle = useFormValue(["title"]) as string | undefined;
  const current = useMemo<OpenApiReading | null>(() => (value ? readOpenApi(value) : null), [value]);
  const [message, setMessage] = useState<{ tone: "positive" | "critical"; lines: string[] } | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!value) return setDownloadUrl(null);
    const url = URL.createObjectURL(new Blob([value], { type: "application/yaml" }));
    setDownloadUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    const text = await file.text();
    const reading = readOpenApi(text);
    if (!reading.ok) {
      setMessage({ tone: "critical", lines: [`${file.name} was not uploaded:`, ...reading.problems] });
      return;
    }
    onChange(set(text));
    const before = current?.ok ? current.summary : null;
    setMessage({
      tone: "positive",
      lines: [
        `Uploaded ${file.name}: ${operationChanges(before, reading.summary)}. Publish to rebuild the API reference.`,
      ],
    });
  };

  const fileName = `${(versionTitle || "openapi").toLowerCase().replace(/[^a-z0-9.]+/g, "-")}.yaml`;
  return (
    <Stack gap={3}>
      <Card padding={3} radius={2} border tone={current && !current.ok ? "critical" : "default"}>
        {current?.ok ? (
          <Stack gap={2}>
            <Text weight="semibold">
              {current.summary.title} {current.summary.version}
            </Text>
            <Text size={1} muted>
              OpenAPI {current.summary.openapi} · {current.summary.operations} operations · {current.summary.webhooks}{" "}
              webhooks · {kilobytes(current.summary.bytes)}
            </Text>
          </Stack>
        ) : current ? (
          <Stack gap={2}>
            <Text weight="semibold">The stored document cannot be built:</Text>
            {current.problems.map((problem) => (
              <Text key={problem} size={1}>
                {problem}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text muted>No OpenAPI document yet: upload one.</Text>
        )}
      </Card>
      <Flex gap={2}>
        <Button
          text={value ? "Upload a new version…" : "Upload…"}
          tone="primary"
          mode="ghost"
          disabled={readOnly}
          onClick={() => picker.current?.click()}
        />
        {downloadUrl ? <Button as="a" href={downloadUrl} download={fileName} text="Download" mode="ghost" /> : null}
        <input
          ref={picker}
          type="file"
          accept=".yaml,.yml,.json,application/yaml,application/json"
          onChange={upload}
          hidden
          aria-label="OpenAPI file to upload"
        />
      </Flex>
      {message ? (
        <Card padding={3} radius={2} tone={message.tone} role="status">
          <Stack gap={2}>
            {message.lines.map((line) => (
              <Text key={line} size={1}>
                {line}
              </Text>
            ))}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
