import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AnnouncementBar } from "../components/announcement-bar.tsx";
import { ApiChangesContent } from "../components/api/api-changes-content.tsx";
import { ApiGroupContent } from "../components/api/api-group-content.tsx";
import { ApiOperationArticle } from "../components/api/api-operation-article.tsx";
import { ApiOperationExamples } from "../components/api/api-operation-examples.tsx";
import { ApiOverviewContent } from "../components/api/api-overview-content.tsx";
import { DocSidebarTree } from "../components/doc-sidebar-tree/doc-sidebar-tree.tsx";
import { ErrorCatalogueContent } from "../components/errors/error-catalogue-content.tsx";
import { ErrorTypeContent } from "../components/errors/error-type-content.tsx";
import { FooterContent } from "../components/footer-content.tsx";
import { HomeContent } from "../components/home-content.tsx";
import { PortableTextBody } from "../components/portable-text-body.tsx";
import { staticPartKey, type StaticPart, type StaticPartArgs, type StaticPartKind } from "../lib/static-part.ts";
import { getApiGroupView, getApiOperationView, getApiOverviewView } from "../content/views/api-reference.server.ts";
import { getBlogPost } from "../content/views/blog.server.ts";
import {
  getBlogPosts,
  getErrorTypes,
  getSiteSettings,
  getVersionFacts,
} from "../content/queries/site-content.server.ts";
import { getSidebar } from "../content/views/sidebar.server.ts";
import { findDocPageView, getApiChangesView } from "../content/views/docs.server.ts";
import { getErrorTypeView } from "../content/views/error-catalogue.server.ts";
import { getPage } from "../content/views/pages.server.ts";
import { getAnnouncementBar, getSiteFooter } from "../content/views/site-config.server.ts";
import type { DocVersion } from "../content/queries/query-results.ts";

/** The version named `name`, or null. */
const versionNamed = async (name: string): Promise<DocVersion | null> =>
  (await getVersionFacts()).all.find((version) => version.name === name) ?? null;

/**
 * How each kind of static part is rendered on the server (lib/static-part.ts): from its arguments,
 * through the same views the route loaders read, to the components that show it. Null when the
 * content it names does not exist. Build-only: the browser never loads these components.
 */
const RENDERERS: { [K in StaticPartKind]: (args: StaticPartArgs[K]) => Promise<ReactNode | null> } = {
  "doc-body": async ({ splat }) => {
    const view = await findDocPageView(splat);
    return view && <PortableTextBody value={view.page.body} />;
  },
  "docs-sidebar": async ({ version, sidebar, current }) => {
    const docVersion = await versionNamed(version);
    return docVersion && <DocSidebarTree items={await getSidebar(docVersion, sidebar)} currentHref={current} />;
  },
  "api-changes": async ({ pair }) => {
    const view = await getApiChangesView(pair);
    return view && <ApiChangesContent view={view} />;
  },
  "api-overview": async ({ version }) => {
    const docVersion = await versionNamed(version);
    const view = docVersion && (await getApiOverviewView(docVersion));
    return view && <ApiOverviewContent view={view} />;
  },
  "api-group": async ({ version, group }) => {
    const docVersion = await versionNamed(version);
    const view = docVersion && (await getApiGroupView(docVersion, group));
    return view && <ApiGroupContent view={view} />;
  },
  "api-operation-article": async ({ version, group, operation }) => {
    const docVersion = await versionNamed(version);
    const page = docVersion && (await getApiOperationView(docVersion, group, operation));
    return page && <ApiOperationArticle page={page} />;
  },
  "api-operation-examples": async ({ version, group, operation }) => {
    const docVersion = await versionNamed(version);
    const page = docVersion && (await getApiOperationView(docVersion, group, operation));
    return page && <ApiOperationExamples page={page} />;
  },
  "blog-post-body": async ({ slug }) => {
    const post = await getBlogPost(slug);
    return post && <PortableTextBody value={post.body} />;
  },
  "page-body": async ({ slug }) => {
    const page = await getPage(slug);
    return page && <PortableTextBody value={page.body} />;
  },
  home: async () => {
    const [page, posts, versions] = await Promise.all([getPage("index"), getBlogPosts(), getVersionFacts()]);
    return page && <HomeContent page={page} latestPosts={posts.slice(0, 3)} currentVersion={versions.current} />;
  },
  "error-catalogue": async () => {
    const [types, settings] = await Promise.all([getErrorTypes(), getSiteSettings()]);
    return <ErrorCatalogueContent types={types} siteUrl={settings.url} />;
  },
  "error-type": async ({ type }) => {
    const view = await getErrorTypeView(type);
    return view && <ErrorTypeContent view={view} />;
  },
  // The chrome parts; a disabled announcement bar renders nothing.
  announcement: async () => <AnnouncementBar announcement={await getAnnouncementBar()} />,
  footer: async () => <FooterContent {...(await getSiteFooter())} />,
};

/**
 * The markup of `part`, rendered once on the server, as plain HTML (`renderToStaticMarkup`: no
 * hydration markers, it is never hydrated; `useId` values carry the part's kind, so two parts of a
 * page never share one). Components must be pure markup: no state, effects or router context;
 * interactive parts are delegated handlers (web/app/behaviours/install-behaviours.ts). Throws when the content it names
 * does not exist (a loader returned a reference it could not back), or what the content layer
 * throws for invalid content.
 */
export async function renderStaticPart(part: StaticPart): Promise<string> {
  const render = RENDERERS[part.staticPart] as (args: unknown) => Promise<ReactNode | null>;
  if (!render) throw new Error(`Unknown static part ${part.staticPart}`);
  const node = await render(part.args);
  if (node == null) throw new Error(`Static part ${staticPartKey(part)} has no content`);
  return renderToStaticMarkup(node, { identifierPrefix: `${part.staticPart}-` });
}

/**
 * What `StaticPartContent` reads on the server: one resolver per request, so every part is
 * rendered once however often React retries the component while it waits (React's `use` needs the
 * same promise each time). `run` runs each part's work (route-dependencies.server.ts
 * `renderDependencies`, which notes the queries it makes).
 */
export function createStaticPartResolver(
  run: (render: () => Promise<string>) => Promise<string> = (render) => render(),
): (part: StaticPart) => Promise<string> {
  const rendered = new Map<string, Promise<string>>();
  return (part) => {
    const key = staticPartKey(part);
    let node = rendered.get(key);
    if (!node) {
      node = run(() => renderStaticPart(part));
      rendered.set(key, node);
    }
    return node;
  };
}
