import { OPERATION_SECTIONS, type ExampleLabel, type ResponseView } from "../../api-reference/operation-view.ts";
import { errorTypeUrl } from "../../lib/urls.ts";
import { SchemaTree } from "./schema-tree.tsx";

/** The text of rendered description HTML, for places where only phrasing content is allowed (a `<summary>`). */
// Block tags become spaces and inline tags (`<code>`, `<a>`) vanish, so "(<code>503</code>, …)" reads "(503, …)".
const plainText = (html: string | null) =>
  (html ?? "")
    .replace(/<\/?(?:p|br|li|ul|ol|div|pre|h[1-6])\b[^>]*>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const statusClass = (status: string) =>
  status.startsWith("2") ? "success" : status.startsWith("4") || status.startsWith("5") ? "error" : "info";

/** The catalogue pages of a response's problem types, in view while its row is closed. */
function ProblemTypes({ problems }: { problems: ResponseView["problems"] }) {
  if (!problems.length) return null;
  return (
    <p className="response__problems">
      {problems.length === 1 ? "Problem type" : "Problem types"}:{" "}
      {problems.map((problem, index) => (
        <span key={problem.type}>
          {index > 0 && ", "}
          <a href={errorTypeUrl(problem.type)}>{problem.title}</a>
        </span>
      ))}
    </p>
  );
}

/**
 * Responses grouped by status code, each a disclosure with its headers and schema (examples show
 * in the side column); a response with only a one-line description is a plain row. An error
 * response names its problem types under its row, linked to the error catalogue, open or closed.
 */
export function ResponseList({ responses }: { responses: ResponseView<ExampleLabel>[] }) {
  return (
    <section className="api-section" aria-labelledby={OPERATION_SECTIONS.responses.id}>
      <h2 id={OPERATION_SECTIONS.responses.id}>{OPERATION_SECTIONS.responses.text}</h2>
      <ul className="response-list">
        {responses.map((response) => {
          const details = response.description && /<\/p>\s*<p>|<(ul|ol|table|pre)/.test(response.description);
          const badge = (
            <span className={`status-badge status-badge--${statusClass(response.status)}`}>{response.status}</span>
          );
          const summary = (
            <>
              {badge}
              <span className="response__description">{plainText(response.description)}</span>
              {response.body && (
                <code className="response__type" data-search-ignore="">
                  {response.body.contentType}
                </code>
              )}
            </>
          );
          // A response with nothing more than its one-line description is no disclosure: a chevron
          // that opens nothing promises content that is not there.
          if (!details && response.headers.length === 0 && !response.body)
            return (
              <li key={response.status} id={response.anchor} className="response">
                {/* Not a <summary>, so the description keeps its links and code. */}
                <div className="response__summary response__summary--static">
                  {badge}
                  <div
                    className="response__description"
                    dangerouslySetInnerHTML={{ __html: response.description ?? "" }}
                  />
                </div>
                <ProblemTypes problems={response.problems} />
              </li>
            );
          return (
            <li key={response.status} id={response.anchor} className="response">
              <details open={response.status.startsWith("2")}>
                <summary className="response__summary">{summary}</summary>
                {details && (
                  <div className="response__details" dangerouslySetInnerHTML={{ __html: response.description! }} />
                )}
                {response.headers.length > 0 && (
                  <dl className="response__headers">
                    {response.headers.map((header) => (
                      <div key={header.name}>
                        <dt>
                          <code>{header.name}</code>{" "}
                          <span className="schema-prop__type" data-search-ignore="">
                            {header.type}
                          </span>
                        </dt>
                        <dd dangerouslySetInnerHTML={{ __html: header.description ?? "" }} />
                      </div>
                    ))}
                  </dl>
                )}
                {response.body && <SchemaTree node={response.body.schema} />}
              </details>
              <ProblemTypes problems={response.problems} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
