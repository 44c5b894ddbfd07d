import { apiOverviewGroupId } from "../../api-reference/api-facts-view.ts";
import type { ApiOverviewPageView } from "../../content/views/api-view.ts";
import { ERROR_CATALOGUE_TITLE } from "../../errors/error-catalogue.ts";
import { errorCatalogueUrl } from "../../lib/urls.ts";
import { SlashBreaks } from "../slash-breaks.tsx";
import { SmartLink } from "../smart-link.tsx";
import { ApiFacts } from "./api-facts.tsx";
import { MethodBadge } from "./method-badge.tsx";

/**
 * A version's API reference overview, rendered at build time: the document's description (what the
 * API is and the rules every operation follows), base URLs, authentication and the
 * OpenAPI downloads, an index of the groups (each with its number of operations) and the error
 * catalogue, then every group (linked to its specification page, with its description in short)
 * and its operations (method, path or webhook event, summary linked to the operation's page; the
 * whole row is that link's target, api.css). Operations are list items laid out as table rows,
 * which become cards on narrow screens (api.css), so a phone never scrolls sideways; long paths
 * may break after a slash (`<wbr>`).
 */
export function ApiOverviewContent({ view }: { view: ApiOverviewPageView }) {
  const operations = view.groups.flatMap((group) => group.operations);
  const webhookCount = operations.filter((op) => op.kind === "webhook").length;
  const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
  return (
    <>
      <p className="eyebrow" data-search-ignore="">
        Tidewire API {view.version.label}
      </p>
      <h1>API reference</h1>
      <p className="lead">
        {counted(operations.length - webhookCount, "operation")}
        {webhookCount > 0 && ` and ${counted(webhookCount, "webhook")}`} in {counted(view.groups.length, "group")}. Each
        group links to its specification page, each operation to its page with parameters, schemas and request samples.
      </p>
      {view.description && (
        <div className="api-overview__description markdown" dangerouslySetInnerHTML={{ __html: view.description }} />
      )}
      <ApiFacts view={view} />
      <nav className="api-overview__index" aria-label="API groups" data-search-ignore="">
        <ul>
          {view.groups.map((group) => (
            <li key={group.slug}>
              {/* A no-break space keeps the count beside the name's last word. */}
              <a href={`#${apiOverviewGroupId(group.slug)}`}>{group.name}</a>
              {"\u00a0"}
              <span className="api-overview__count">{group.operations.length}</span>
            </li>
          ))}
          <li>
            <SmartLink href={errorCatalogueUrl}>{ERROR_CATALOGUE_TITLE}</SmartLink>
          </li>
        </ul>
      </nav>
      {view.groups.map((group) => (
        <section
          key={group.slug}
          className="api-overview__group"
          data-search-ignore=""
          aria-labelledby={apiOverviewGroupId(group.slug)}
        >
          <h2 id={apiOverviewGroupId(group.slug)}>
            <SmartLink href={group.href}>{group.name}</SmartLink>
          </h2>
          {group.lead && (
            <div className="api-overview__lead markdown" dangerouslySetInnerHTML={{ __html: group.lead }} />
          )}
          <ul className="api-overview__operations">
            {group.operations.map((op) => (
              <li key={op.href} className="api-overview__operation">
                <MethodBadge method={op.method} />{" "}
                <code className="api-overview__path">
                  <SlashBreaks text={op.path} />
                </code>{" "}
                <SmartLink href={op.href} className="api-overview__summary-link">
                  {op.summary}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
