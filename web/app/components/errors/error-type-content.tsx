import { ERROR_TYPE_SECTIONS, errorTypeVersionHeading, type ErrorTypeView } from "../../errors/error-type-view.ts";
import { CodeBlock } from "../../../../blocks/code/code-block.tsx";
import { HeadingAnchor } from "../heading-anchor.tsx";
import { MethodBadge } from "../api/method-badge.tsx";
import { PortableTextBody } from "../portable-text-body.tsx";
import { SmartLink } from "../smart-link.tsx";

function SectionHeading({ section: { id, text } }: { section: { id: string; text: string } }) {
  return (
    <h2 id={id} className="anchor-heading">
      {text}
      <HeadingAnchor id={id} label={text} />
    </h2>
  );
}

/**
 * The body of `/errors/<type>`, below the page title: the type's facts, what it means, an example
 * response, how to recover and the operations that return it. Rendered at build time (pure markup).
 */
export function ErrorTypeContent({ view }: { view: ErrorTypeView }) {
  return (
    <>
      <p className="lead">{view.description}</p>
      <dl className="error-type__facts">
        <div>
          <dt>HTTP status</dt>
          <dd>
            <code>{view.status}</code>
          </dd>
        </div>
        <div>
          <dt>
            <code>type</code>
          </dt>
          <dd>
            <code>{view.uri}</code>
          </dd>
        </div>
        <div>
          <dt>
            <code>title</code>
          </dt>
          <dd>
            <code>{view.title}</code>
          </dd>
        </div>
      </dl>
      <SectionHeading section={ERROR_TYPE_SECTIONS.meaning} />
      <PortableTextBody value={view.meaning} />
      {view.example && (
        <>
          <SectionHeading section={ERROR_TYPE_SECTIONS.example} />
          <p>
            <code>{view.example.status}</code> from{" "}
            <SmartLink href={view.example.href}>{view.example.summary}</SmartLink>,{" "}
            <code>{`${view.example.method} ${view.example.path}`}</code>, in API {view.example.versionLabel}:
          </p>
          <CodeBlock html={view.example.html} language="json" title="Response" />
        </>
      )}
      <SectionHeading section={ERROR_TYPE_SECTIONS.recovery} />
      <PortableTextBody value={view.recovery} />
      <SectionHeading section={ERROR_TYPE_SECTIONS.operations} />
      {view.operations.map(({ version, operations }) => {
        const heading = errorTypeVersionHeading(version);
        return (
          <section key={version.name} aria-labelledby={heading.id}>
            <h3 id={heading.id}>{heading.text}</h3>
            {operations.length ? (
              <div
                className="table-wrapper"
                tabIndex={0}
                role="region"
                aria-label={`Operations of API ${version.label} that return ${view.type}`}
              >
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Operation</th>
                      <th scope="col">Method and path</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {operations.map((operation) => (
                      <tr key={`${operation.method} ${operation.path}`}>
                        <td>
                          <SmartLink href={operation.href}>{operation.summary}</SmartLink>
                        </td>
                        <td>
                          <MethodBadge method={operation.method} size="sm" /> <code>{operation.path}</code>
                        </td>
                        <td>{operation.statuses.join(", ")}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p>No operation of API {version.label} returns this type.</p>
            )}
          </section>
        );
      })}
    </>
  );
}
