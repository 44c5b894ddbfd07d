import { portableTextToMarkdown, type PortableTextTypeRendererOptions } from "@portabletext/markdown";
import { BLOCK_MARKDOWN } from "../../blocks/markdown.ts";
import type { BlockNode } from "../../blocks/names.ts";
import type { OperationView, ParameterView } from "../../web/app/api-reference/operation-view.ts";
import type { SchemaNode } from "../../web/app/api-reference/schema-view.ts";

type Node = { _type: string; [field: string]: any };

/**
 * A prepared Portable Text body (internal links carry `href`, code keeps its source) as Markdown,
 * each block type written the way content/README.md reads it back (its `toMarkdown` in
 * blocks/<type>/markdown.ts: admonitions as GitHub alerts, tabs as `:::tabs`, code with its title…).
 */
export function bodyToMarkdown(body: Node[]): string {
  const nested = (inner: BlockNode[]) => bodyToMarkdown(inner as Node[]);
  return portableTextToMarkdown(body as never, {
    types: Object.fromEntries(Object.entries(BLOCK_MARKDOWN).map(([name, block]) => [name, (options: PortableTextTypeRendererOptions<any>) => block.toMarkdown(options, nested)])),
    marks: {
      internalLink: ({ value, children }: { value?: Node; children: string }) => `[${children}](${value?.href ?? ""})`,
    },
  } as never).trim();
}

function parameterRows(parameters: ParameterView[]): string {
  return [
    "| Name | Type | Required | Description |",
    "| --- | --- | --- | --- |",
    ...parameters.map((p) => `| \`${p.name}\` | ${p.schema.type} | ${p.required ? "yes" : "no"} | ${(p.description ?? "").replace(/\n+/g, " ").replaceAll("|", "\\|")} |`),
  ].join("\n");
}

function schemaLines(node: SchemaNode, depth = 0): string[] {
  const lines: string[] = [];
  for (const child of node.children) {
    const facts = [child.type, child.required ? "required" : null, child.enumValues ? `one of ${child.enumValues.map((v) => `\`${String(v)}\``).join(", ")}` : null].filter(Boolean).join(", ");
    lines.push(`${"  ".repeat(depth)}- \`${child.name}\` (${facts})${child.description ? `: ${child.description.replace(/\n+/g, " ")}` : ""}`);
    lines.push(...schemaLines(child, depth + 1));
  }
  for (const variant of node.variants ?? []) {
    lines.push(`${"  ".repeat(depth)}- Variant **${variant.label}**${variant.discriminatorValue ? ` (\`${node.discriminator}\` = \`${variant.discriminatorValue}\`)` : ""}:`);
    lines.push(...schemaLines(variant.node, depth + 1));
  }
  return lines;
}

/** An API operation or webhook as Markdown: endpoint, description, parameters, bodies and examples. Descriptions must be Markdown (build the view with an identity renderer). */
export function operationToMarkdown(view: OperationView): string {
  const out = [`# ${view.summary}`, "", `\`${view.method} ${view.path}\``, ""];
  if (view.servers.length) out.push(`Servers: ${view.servers.map((s) => `\`${s.url}\``).join(", ")}`, "");
  if (view.description) out.push(view.description, "");
  for (const [location, parameters] of Object.entries(view.parameters)) if (parameters.length) out.push(`## ${location[0].toUpperCase()}${location.slice(1)} parameters`, "", parameterRows(parameters), "");
  if (view.requestBody) {
    out.push(view.kind === "webhook" ? "## Payload" : "## Request body", "", `Content type: \`${view.requestBody.contentType}\``, "", ...schemaLines(view.requestBody.schema), "");
    for (const example of view.requestBody.examples) out.push(`\`\`\`json title="${example.summary ?? example.name}"`, example.text, "```", "");
  }
  out.push("## Responses", "");
  for (const response of view.responses) {
    out.push(`### ${response.status}`, "", response.description ?? "", "");
    if (response.body) {
      out.push(...schemaLines(response.body.schema), "");
      for (const example of response.body.examples.slice(0, 1)) out.push("```json", example.text, "```", "");
    }
  }
  return out.join("\n").replace(/\n{3,}/g, "\n\n").trim() + "\n";
}
