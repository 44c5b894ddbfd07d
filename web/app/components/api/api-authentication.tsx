import type { ApiAccess } from "../../api-reference/api-access.ts";
import { SmartLink } from "../smart-link.tsx";

/**
 * How requests of a version authenticate, from its OpenAPI document (api-reference/api-access.ts):
 * each security scheme's credential line and description, and the operations that need none (the
 * one that issues tokens, say), linked to their pages. Shown on the API overview and group pages.
 */
export function ApiAuthentication({
  security,
  open,
}: {
  security: ApiAccess["security"];
  open: { summary: string; href: string }[];
}) {
  if (!security.length) return <p>Requests need no credentials.</p>;
  return (
    <>
      {security.map((scheme) => (
        <div key={scheme.name} className="api-auth__scheme">
          <p>{scheme.credential ? <code>{scheme.credential}</code> : <span>{scheme.type}</span>}</p>
          {scheme.description && <div className="markdown" dangerouslySetInnerHTML={{ __html: scheme.description }} />}
        </div>
      ))}
      {open.length > 0 && (
        <p>
          No credentials needed for{" "}
          {open.map((op, index) => (
            <span key={op.href}>
              {index > 0 && ", "}
              <SmartLink href={op.href}>{op.summary}</SmartLink>
            </span>
          ))}
          .
        </p>
      )}
    </>
  );
}
