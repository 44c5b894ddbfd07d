import { Children, Fragment } from "react";
import { breakPoints } from "../lib/break-points.ts";

/**
 * `text` with a line-break opportunity (`<wbr>`) at each of its break points (lib/break-points.ts),
 * so a long path or URL in a narrow column wraps at a slash (`/beneficiaries/` `requirements`) or
 * before a dot of its host, never inside a word and never leaving `https://` alone on a line.
 */
export function SlashBreaks({ text }: { text: string }) {
  const pieces = breakPoints(text);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {piece}
          {index < pieces.length - 1 && <wbr />}
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
