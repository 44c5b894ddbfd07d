import { Children, Fragment } from "react";

/**
 * `text` with a line-break opportunity (`<wbr>`) after every slash, so a long path or URL in a
 * narrow column wraps at a slash (`/beneficiaries/` `requirements`) rather than inside a word.
 */
export function SlashBreaks({ text }: { text: string }) {
  const parts = text.split("/");
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}

/** `children` with SlashBreaks applied to their text (React children of a code mark). */
export const withSlashBreaks = (children: React.ReactNode): React.ReactNode =>
  Children.map(children, (child) =>
    typeof child === "string" && child.includes("/") ? <SlashBreaks text={child} /> : child,
  );
