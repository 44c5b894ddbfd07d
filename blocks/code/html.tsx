import { CodeBlock } from "./code-block.tsx";
import type { BlockHtml } from "../html-parts.ts";

/** A code block: its build-time highlighted HTML (prepare.ts), its file name as the title, and a Copy button. */
export const codeHtml: BlockHtml = {
  render: ({ value }) => <CodeBlock html={value.html} language={value.language} title={value.filename} />,
};
