import { defineArrayMember, defineField } from "sanity";
import { InternalLinkAnnotation } from "../studio/previews/InternalLinkAnnotation.tsx";
import { linkHref } from "./validation.ts";

/**
 * Pieces shared by every Portable Text field (body, admonition content, tab content, table
 * cells), so the same mark, link and code options apply everywhere the site renders them.
 */

/**
 * Code languages offered in the code block's language menu: the ones the site highlights
 * (web/app/content/highlight.server.ts). `bash` and `js` are the names the Markdown seed uses;
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

/** Bold, italic, inline code (and strike-through in bodies). */
export const DECORATORS = [
  { title: "Strong", value: "strong" },
  { title: "Emphasis", value: "em" },
  { title: "Code", value: "code" },
];

/** A link to an address outside the docs (or a site path that is not a doc page, such as /blog). */
export const externalLinkAnnotation = {
  name: "link",
  type: "object",
  title: "External link",
  fields: [
    defineField({
      name: "href",
      type: "string",
      title: "Address",
      description: "A full https:// address, a site path such as /blog, or mailto:. For another doc page, use Link to a doc page instead.",
      validation: (rule) => [
        rule.required().error("Add the address the link goes to."),
        rule.custom(linkHref),
      ],
    }),
  ],
};

/** A link to another doc page, stored as a reference (see internalLink.ts), shown underlined in the editor. */
export const internalLinkAnnotation = { type: "internalLink", components: { annotation: InternalLinkAnnotation } };

/** A paragraph-only text block: used inside admonitions, tabs and table cells. */
export const paragraphBlock = (options: { lists?: boolean } = {}) =>
  defineArrayMember({
    type: "block",
    styles: [{ title: "Normal", value: "normal" }],
    ...(options.lists ? {} : { lists: [] }),
    marks: { decorators: DECORATORS, annotations: [externalLinkAnnotation, internalLinkAnnotation] },
  });
