import { API_FACTS_SECTIONS, type ApiFactsView } from "../../api-reference/api-facts-view.ts";
import { SmartLink } from "../smart-link.tsx";
import { ApiAuthentication } from "./api-authentication.tsx";
import { ServerList } from "./server-list.tsx";

/**
 * The facts of a version's API in short, on the overview and on every group page: base URLs,
 * authentication (from the OpenAPI document), the downloads of the whole document and the changes
 * page. Rendered at build time.
 */
export function ApiFacts({ view }: { view: ApiFactsView }) {
  const { servers, authentication, document } = API_FACTS_SECTIONS;
  return (
    <div className="api-facts">
      <section aria-labelledby={servers.id}>
        <h2 id={servers.id}>{servers.text}</h2>
        <ServerList servers={view.servers} />
      </section>
      <section aria-labelledby={authentication.id}>
        <h2 id={authentication.id}>{authentication.text}</h2>
        <ApiAuthentication security={view.security} open={view.open} />
      </section>
      <section aria-labelledby={document.id}>
        <h2 id={document.id}>{document.text}</h2>
        <p>The whole API {view.version.label} as OpenAPI 3.1:</p>
        <ul>
          <li>
            <a href={view.downloads.yaml} download>
              Download YAML
            </a>
          </li>
          <li>
            <a href={view.downloads.json} download>
              Download JSON
            </a>
          </li>
        </ul>
        {view.changesHref && (
          <p>
            <SmartLink href={view.changesHref}>What changed between versions</SmartLink>
          </p>
        )}
      </section>
    </div>
  );
}
