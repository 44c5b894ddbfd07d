import type { ApiGroupPageView } from "../../content/views/api-view.ts";
import { SmartLink } from "../smart-link.tsx";
import { MethodBadge } from "./method-badge.tsx";
import { ApiFacts } from "./api-facts.tsx";

/** The specification page of one API group, rendered at build time: description, operations table, auth, base URLs and downloads. */
export function ApiGroupContent({ view }: { view: ApiGroupPageView }) {
  return (
    <>
      <p className="eyebrow" data-search-ignore="">
        API reference {view.version.label}
      </p>
      <h1>{view.group.name}</h1>
      {view.group.description && (
        <div className="lead markdown" dangerouslySetInnerHTML={{ __html: view.group.description }} />
      )}
      <section aria-labelledby="operations-title">
        <h2 id="operations-title">Operations</h2>
        <div className="table-wrapper">
          <table className="operations-table">
            <thead>
              <tr>
                <th scope="col">Method</th>
                <th scope="col">Path or event</th>
                <th scope="col">Summary</th>
              </tr>
            </thead>
            <tbody>
              {view.operations.map((op) => (
                <tr key={op.href}>
                  <td>
                    <MethodBadge method={op.method} />
                  </td>
                  <td>
                    <code>{op.path}</code>
                  </td>
                  <td>
                    <SmartLink href={op.href}>{op.summary}</SmartLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <ApiFacts view={view} />
    </>
  );
}
