import type { ErrorTypeSummary } from "../../content/queries/query-results.ts";
import { errorTypeUri } from "../../errors/error-catalogue.ts";
import { errorTypeUrl } from "../../lib/urls.ts";
import { SmartLink } from "../smart-link.tsx";

/**
 * The body of `/errors`: how problem types work and one row per type of the catalogue, linked to
 * its page. Rendered at build time (pure markup).
 */
export function ErrorCatalogueContent({ types, siteUrl }: { types: ErrorTypeSummary[]; siteUrl: string }) {
  return (
    <>
      <p className="lead">
        Every error the Tidewire API returns is an RFC 9457 problem details document. Its <code>type</code> is the
        address of one of the pages below, such as <code>{errorTypeUri(siteUrl, "validation-error")}</code>: each page
        says what the error means, which operations return it, shows an example and how to recover. Branch on{" "}
        <code>type</code> and <code>status</code>, never on the wording of <code>title</code> or <code>detail</code>.
      </p>
      <ul className="error-catalogue__list">
        {types.map((entry) => (
          <li key={entry._id}>
            <p className="error-catalogue__name">
              <code className="error-catalogue__status">{entry.status}</code>{" "}
              <SmartLink href={errorTypeUrl(entry.type)}>
                <code>{entry.type}</code>
              </SmartLink>{" "}
              <span className="error-catalogue__title">{entry.title}</span>
            </p>
            <p>{entry.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
