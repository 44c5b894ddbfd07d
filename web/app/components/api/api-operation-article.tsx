import { OPERATION_SECTIONS, operationToc, PARAMETER_LOCATIONS } from "../../api-reference/operation-view.ts";
import { TOCCollapsible } from "../toc-collapsible.tsx";
import type { ApiOperationPageView } from "../../content/views/api-view.ts";
import { docsBasePath } from "../../lib/urls.ts";
import { MethodBadge } from "./method-badge.tsx";
import { ParameterTable } from "./parameter-table.tsx";
import { ResponseList } from "./response-list.tsx";
import { SchemaTree } from "./schema-tree.tsx";
import { ServerList } from "./server-list.tsx";
import { WebhookSignature } from "./webhook-signature.tsx";

/**
 * The reference text of an operation or webhook, rendered at build time: title, method and path,
 * servers, authentication, description, parameters by location, request body and responses as
 * schema trees (every level in `<details>`, readable without script). Its contents ("On this page",
 * operationToc) are a disclosure under the endpoint at every width, the side column holding the samples.
 */
export function ApiOperationArticle({ page }: { page: ApiOperationPageView }) {
  const { view } = page;
  const isWebhook = view.kind === "webhook";
  const bodySection = isWebhook ? OPERATION_SECTIONS.payload : OPERATION_SECTIONS.requestBody;
  return (
    <>
      <h1 className="api-title">
        {view.summary}
        {view.deprecated && <span className="schema-prop__flag schema-prop__flag--deprecated">deprecated</span>}
      </h1>
      <p className="api-endpoint" data-search-ignore="">
        <MethodBadge method={view.method} />
        <code className="api-endpoint__path">
          {view.pathSegments.map((segment, index) =>
            segment.parameter ? (
              <a
                key={index}
                className="api-endpoint__param"
                href={`#parameter-path-${segment.text.slice(1, -1).toLowerCase()}`}
                title="Path parameter"
              >
                {segment.text}
              </a>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
        </code>
      </p>
      <dl className="api-meta" data-search-ignore="">
        {isWebhook ? (
          <div>
            <dt>Delivery</dt>
            <dd>
              Tidewire sends an HTTPS POST to your webhook endpoint, signed with the <code>Tidewire-Signature</code>{" "}
              header.
            </dd>
          </div>
        ) : (
          <>
            <div>
              <dt>Servers</dt>
              <dd>
                <ServerList servers={view.servers} />
              </dd>
            </div>
            <div>
              <dt>Authentication</dt>
              <dd>
                {view.security.length ? (
                  view.security.map((scheme) => (
                    <span key={scheme.name}>
                      Bearer token (<code>Authorization: Bearer &lt;access_token&gt;</code>)
                    </span>
                  ))
                ) : (
                  <span>None: this operation issues the token.</span>
                )}
              </dd>
            </div>
          </>
        )}
      </dl>
      <TOCCollapsible toc={operationToc(view)} />
      {view.description && (
        <div className="markdown api-description" dangerouslySetInnerHTML={{ __html: view.description }} />
      )}
      {PARAMETER_LOCATIONS.map((location) => (
        <ParameterTable key={location} location={location} parameters={view.parameters[location]} />
      ))}
      {view.requestBody && (
        <section className="api-section" aria-labelledby={bodySection.id}>
          <h2 id={bodySection.id}>
            {bodySection.text}
            {view.requestBody.required && !isWebhook && (
              <span className="schema-prop__required" data-search-ignore="">
                required
              </span>
            )}
            <code className="response__type" data-search-ignore="">
              {view.requestBody.contentType}
            </code>
          </h2>
          {view.requestBody.description && <div dangerouslySetInnerHTML={{ __html: view.requestBody.description }} />}
          <SchemaTree node={view.requestBody.schema} />
        </section>
      )}
      <ResponseList responses={view.responses} />
      {isWebhook && <WebhookSignature versionBase={docsBasePath(page.version)} />}
    </>
  );
}
