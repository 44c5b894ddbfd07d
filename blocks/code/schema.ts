import { defineArrayMember } from "sanity";

/**
 * Code languages offered in the code block's language menu: the ones the site highlights
 * (web/app/content/render/highlight.server.ts). `bash` and `js` are the names the Markdown seed uses;
 * `mode` picks the Studio editor's highlighting for names @sanity/code-input does not know.
 */
export const CODE_LANGUAGES = [
  { title: "JSON", value: "json" },
  { title: "Bash / shell", value: "bash", mode: "sh" },
  { title: "TypeScript", value: "typescript" },
  { title: "JavaScript", value: "javascript" },
  { title: "JavaScript (js)", value: "js", mode: "javascript" },
  { title: "TSX", value: "tsx" },
  { title: "Python", value: "python" },
  { title: "Java", value: "java" },
  { title: "Go", value: "go", mode: "golang" },
  { title: "PHP", value: "php" },
  { title: "C#", value: "csharp" },
  { title: "YAML", value: "yaml" },
  { title: "HTTP", value: "http", mode: "text" },
  { title: "XML", value: "xml" },
  { title: "HTML", value: "html" },
  { title: "CSS", value: "css" },
  { title: "Markdown", value: "markdown" },
  { title: "SQL", value: "sql" },
  { title: "Diff", value: "diff", mode: "text" },
  { title: "Plain text", value: "text" },
];

/** A code block (@sanity/code-input): language, optional file name shown as the title, highlighted lines. */
export const codeMember = () =>
  defineArrayMember({
    type: "code",
    title: "Code block",
    options: { withFilename: true, language: "json", languageAlternatives: CODE_LANGUAGES },
  });
