import type { ApiChangesPageView } from "../../content/views/docs-view.ts";
import { SmartLink } from "../smart-link.tsx";
import { MethodBadge } from "./method-badge.tsx";

const LABEL = { added: "Added", removed: "Removed", renamed: "Renamed", changed: "Changed" } as const;

/** The kinds of change the page can be narrowed to. */
const FILTERS = ["added", "removed", "changed"] as const;

/**
 * Operations, parameters and properties added, removed or changed between two API versions, linked
 * to both sides, by API group in the newer version's order; rendered at build time. A filter shows
 * one kind of change: radio buttons the stylesheet reads (api.css, `:has()`), so it works as HTML
 * with no script.
 */
export function ApiChangesContent({ view }: { view: ApiChangesPageView }) {
  const count = (kind: "added" | "removed" | "changed") =>
    view.changes.filter((change) => change.change === kind).length;
  const operations = (kind: "added" | "removed" | "changed") =>
    view.changes.filter((change) => change.change === kind && change.kind === "operation").length;
  const events = (kind: "added" | "removed" | "changed") =>
    view.changes.filter((change) => change.change === kind && change.kind === "webhook").length;
  const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const summary = (kind: "added" | "removed" | "changed") =>
    events(kind)
      ? `${counted(operations(kind), "operation", "operations")} and ${counted(events(kind), "webhook event", "webhook events")} ${kind}`
      : `${counted(operations(kind), "operation", "operations")} ${kind}`;
  return (
    <>
      <p className="eyebrow" data-search-ignore="">
        API reference
      </p>
      <h1>
        API changes from {view.older.label} to {view.newer.label}
      </h1>
      <p className="lead">
        Generated from the OpenAPI documents of both versions: {summary("added")}, {summary("removed")} and{" "}
        {summary("changed")}. Moving from {view.older.label}? Start with the{" "}
        <SmartLink href="/docs/intro">{view.newer.label} introduction</SmartLink>.
      </p>
      <fieldset className="api-changes__filter" data-search-ignore="">
        <legend>Show</legend>
        <label>
          <input type="radio" name="api-changes-filter" value="all" defaultChecked /> All ({view.changes.length})
        </label>
        {FILTERS.map((kind) => (
          <label key={kind}>
            <input type="radio" name="api-changes-filter" value={kind} /> {LABEL[kind]} ({count(kind)})
          </label>
        ))}
      </fieldset>
      {view.groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="api-changes__group">
          <h2 id={group.id}>{group.name}</h2>
          <ul className="api-changes__list">
            {group.changes.map((change) => (
              <li key={`${change.group}/${change.slug}`} className={`api-change api-change--${change.change}`}>
                <p className="api-change__head">
                  <span className={`change-badge change-badge--${change.change}`}>{LABEL[change.change]}</span>
                  <MethodBadge method={change.method} size="sm" />
                  <code>{change.path}</code>
                  <span className="api-change__summary">{change.summary}</span>
                </p>
                <p className="api-change__links">
                  {change.olderHref && <SmartLink href={change.olderHref}>{view.older.label} reference</SmartLink>}
                  {change.olderHref && change.newerHref && " · "}
                  {change.newerHref && <SmartLink href={change.newerHref}>{view.newer.label} reference</SmartLink>}
                </p>
                {change.fields.length > 0 && (
                  <ul className="api-change__fields">
                    {change.fields.map((field) => (
                      <li key={`${field.location}|${field.name}|${field.change}`}>
                        <span className={`change-badge change-badge--${field.change}`}>{LABEL[field.change]}</span>{" "}
                        {field.location} <code>{field.name}</code>
                        {field.previousName ? (
                          <span className="api-change__detail">
                            : was <code>{field.previousName}</code>
                          </span>
                        ) : (
                          field.detail && <span className="api-change__detail">: {field.detail}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
