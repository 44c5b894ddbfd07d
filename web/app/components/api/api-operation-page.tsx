import type { ApiOperationPageView } from "../../content/content.server.ts";
import { docsBasePath } from "../../lib/urls.ts";
import { Breadcrumbs } from "../breadcrumbs.tsx";
import { CopyPageButton } from "../copy-page-button.tsx";
import { DocPaginator } from "../doc-paginator.tsx";
import { DocSidebar } from "../doc-sidebar.tsx";
import { UnmaintainedBanner } from "../unmaintained-banner.tsx";
import { useOpenHashTarget } from "../../hooks/use-open-hash-target.ts";
import { CodeSamplesPanel } from "./code-samples-panel.tsx";
import { ExamplePanel } from "./example-panel.tsx";
import { MethodBadge } from "./method-badge.tsx";
import { ParameterTable } from "./parameter-table.tsx";
import { ResponseList } from "./response-list.tsx";
import { SchemaTree } from "./schema-tree.tsx";
import { ServerList } from "./server-list.tsx";
import { WebhookSignature } from "./webhook-signature.tsx";

/**
 * An operation or webhook of the API reference, fully prerendered: method and path, servers,
 * authentication, description, parameters by location, request body and responses as schema
 * trees, and a side column with request samples and examples.
 */
export function ApiOperationPage({ view: page }: { view: ApiOperationPageView }) {
  useOpenHashTarget();
  const { view } = page;
  const isWebhook = view.kind === "webhook";
  const firstSuccess = view.responses.find((response) => response.status.startsWith("2") && response.body?.examples.length);
  return (
    <div className="docs-layout">
      <DocSidebar items={page.sidebar} />
      <main id="main-content" tabIndex={-1} className="doc-main api-main">
        <div className="api-layout">
          <article className="api-article">
            {page.currentVersionLink && <UnmaintainedBanner versionLabel={page.version.label} current={page.currentVersionLink} />}
            <div className="doc-header-row">
              <Breadcrumbs items={page.breadcrumbs} />
              <CopyPageButton path={page.url} />
            </div>
            <h1 className="api-title">
              {view.summary}
              {view.deprecated && <span className="schema-prop__flag schema-prop__flag--deprecated">deprecated</span>}
            </h1>
            <p className="api-endpoint">
              <MethodBadge method={view.method} />
              <code className="api-endpoint__path">
                {view.pathSegments.map((segment, index) =>
                  segment.parameter ? (
                    <a key={index} className="api-endpoint__param" href={`#parameter-path-${segment.text.slice(1, -1).toLowerCase()}`} title="Path parameter">
                      {segment.text}
                    </a>
                  ) : (
                    <span key={index}>{segment.text}</span>
                  ),
                )}
              </code>
            </p>
            <dl className="api-meta">
              {isWebhook ? (
                <div>
                  <dt>Delivery</dt>
                  <dd>Tidewire sends an HTTPS POST to your webhook endpoint, signed with the <code>Tidewire-Signature</code> header.</dd>
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
            {view.description && <div className="markdown api-description" dangerouslySetInnerHTML={{ __html: view.description }} />}
            {(["path", "query", "header", "cookie"] as const).map((location) => (
              <ParameterTable key={location} location={location} parameters={view.parameters[location]} />
            ))}
            {view.requestBody && (
              <section className="api-section" aria-labelledby="request-body-title">
                <h2 id="request-body-title">
                  {isWebhook ? "Payload" : "Request body"}
                  {view.requestBody.required && !isWebhook && <span className="schema-prop__required">required</span>}
                  <code className="response__type">{view.requestBody.contentType}</code>
                </h2>
                {view.requestBody.description && <div dangerouslySetInnerHTML={{ __html: view.requestBody.description }} />}
                <SchemaTree node={view.requestBody.schema} />
              </section>
            )}
            <ResponseList responses={view.responses} />
            {isWebhook && <WebhookSignature versionBase={docsBasePath(page.version)} />}
            <DocPaginator {...page.pager} />
          </article>
          <aside className="api-examples" aria-label="Examples">
            <div className="api-examples__inner">
              <CodeSamplesPanel samples={page.samples} />
              {view.requestBody && (isWebhook || !page.samples.length) && (
                <ExamplePanel title={isWebhook ? "Payload" : "Request"} body={view.requestBody} />
              )}
              {!isWebhook && view.requestBody && view.requestBody.examples.length > 1 && (
                <ExamplePanel title="Request body" body={view.requestBody} />
              )}
              {firstSuccess?.body && (
                <ExamplePanel title={`Response ${firstSuccess.status}`} body={firstSuccess.body} />
              )}
              {view.responses
                .filter((response) => response !== firstSuccess && response.body?.examples.length)
                .map((response) => (
                  <ExamplePanel key={response.status} title={`Response ${response.status}`} body={response.body!} />
                ))}
            </div>
          </aside>
        </div>
      </main>
    </div>
  );
}
