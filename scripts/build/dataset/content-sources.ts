import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import { ContentError } from "../../../web/app/lib/content-error.ts";
import {
  apiSpecId,
  authorId,
  blogPostId,
  docPageId,
  docVersionId,
  errorTypeId,
  keyGeneratorFor,
  pageId,
  tagId,
} from "./document-ids.ts";
import { imageAssetFor, type ImageAssetDocument } from "./image-assets.ts";
import { markdownToBody, type LinkTarget, type PortableTextNode } from "./markdown-body.ts";
import { parseDocsRoute } from "../../../web/app/lib/urls.ts";
import { isCurrentVersion, type VersionStatus } from "../../../web/app/lib/versions.ts";

/** A document of the compiled dataset. */
export type DatasetDocument = { _id: string; _type: string; [field: string]: unknown };

const reference = (id: string) => ({ _type: "reference", _ref: id });

function listFiles(dir: string, extension: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path, extension);
    return path.endsWith(extension) ? [path] : [];
  });
}

/** The file names an image asset is made from (Sanity's image types), compared case-insensitively. */
const IMAGE_FILE = /\.(svg|png|jpe?g|webp|gif)$/i;

/**
 * The files under `contentDir/images` that become image asset documents (and so are published at
 * `/images/`): each with an image extension, a regular file, never a symbolic link, whose real path
 * is inside the images folder, so no committed link can publish a file of the build host. Other
 * files are left out. Throws a ContentError naming a link or a file that resolves outside.
 */
export function imageFiles(contentDir: string): string[] {
  const folder = join(contentDir, "images");
  let root: string;
  try {
    root = realpathSync(folder);
  } catch {
    return [];
  }
  return listFiles(folder, "").filter((file) => {
    if (!IMAGE_FILE.test(file)) return false;
    const where = relative(contentDir, file);
    if (lstatSync(file).isSymbolicLink())
      throw new ContentError(null, "file", "is a symbolic link: an image must be a file in content/images", where);
    if (!realpathSync(file).startsWith(`${root}${sep}`))
      throw new ContentError(null, "file", "resolves outside content/images", where);
    return true;
  });
}

function readYaml<T>(file: string): T {
  return parseYaml(readFileSync(file, "utf8")) as T;
}

function readMarkdown(file: string): { data: Record<string, unknown>; content: string } {
  const parsed = matter(readFileSync(file, "utf8"), {
    engines: { yaml: (text: string) => (parseYaml(text) ?? {}) as object },
  });
  return { data: parsed.data, content: parsed.content };
}

/** The `previousSlugs` field from front matter `previous_slugs` (a list of old slugs), when present. */
const previousSlugs = (data: Record<string, unknown>) =>
  Array.isArray(data.previous_slugs) ? { previousSlugs: data.previous_slugs.map(String) } : {};

function required<T>(value: T | undefined | null, documentId: string, field: string, source: string): T {
  if (value === undefined || value === null || value === "")
    throw new ContentError(documentId, field, "is required", source);
  return value;
}

interface VersionSource {
  name: string;
  label: string;
  pathSegment: string;
  status: VersionStatus;
  order: number;
}

/**
 * Reads every source under `contentDir` (layout in content/README.md) and returns the dataset
 * documents, sorted by `_id`. Throws a ContentError naming the document `_id`, field and file for
 * missing required fields, links to doc pages that do not exist, unknown author or tag keys and
 * images without alt text.
 */
export function readContent(contentDir: string): DatasetDocument[] {
  const rel = (file: string) => relative(contentDir, file);
  const documents: DatasetDocument[] = [];

  const images = new Map<string, ImageAssetDocument>();
  for (const file of imageFiles(contentDir)) {
    const asset = imageAssetFor(file);
    images.set(`/images/${rel(file).slice("images/".length)}`, asset);
    documents.push(asset as unknown as DatasetDocument);
  }

  const versions = readYaml<VersionSource[]>(join(contentDir, "versions.yaml"));
  const current = versions.filter(isCurrentVersion);
  if (current.length !== 1)
    throw new ContentError(
      null,
      "status",
      `must be "current" on exactly one version, not ${current.length}`,
      "versions.yaml",
    );
  for (const version of versions) {
    const id = docVersionId(required(version.name, "docVersion", "name", "versions.yaml"));
    documents.push({
      _id: id,
      _type: "docVersion",
      name: version.name,
      label: required(version.label, id, "label", "versions.yaml"),
      pathSegment: required(version.pathSegment, id, "pathSegment", "versions.yaml"),
      status: version.status,
      order: version.order,
    });
  }

  const docFiles = versions.flatMap((version) =>
    listFiles(join(contentDir, "docs", version.name), ".md").map((file) => ({
      version,
      file,
      slug: relative(join(contentDir, "docs", version.name), file).replace(/\.md$/, ""),
    })),
  );
  const docIds = new Set(docFiles.map(({ version, slug }) => docPageId(version.name, slug)));

  const resolveLink =
    (documentId: string, source: string) =>
    (href: string): LinkTarget => {
      const match = href.match(/^\/docs\/([^#?]*)(?:#([^?]*))?$/);
      if (!match) return { kind: "url" };
      const [, path, anchor] = match;
      // The API reference and the API changes pages are generated from the OpenAPI documents, not
      // doc pages: they stay plain links (tests/integration/content-links-and-examples.test.ts checks them).
      const location = parseDocsRoute(path, versions);
      if (location?.kind !== "doc") return { kind: "url" };
      const { version, slug } = location;
      const target = docPageId(version.name, slug);
      if (!docIds.has(target))
        throw new ContentError(documentId, "body", `links to ${href}, but no doc page has that path`, source);
      return { kind: "docPage", documentId: target, ...(anchor ? { anchor } : {}) };
    };
  const resolveImage =
    (documentId: string, field: string, source: string) =>
    (src: string): string => {
      const asset = images.get(src);
      if (!asset)
        throw new ContentError(documentId, field, `names image ${src}, which is not in content/images`, source);
      return asset._id;
    };
  const body = (
    documentId: string,
    file: string,
    markdown: string,
    field = "body",
    linksAsReferences = true,
  ): PortableTextNode[] =>
    markdownToBody(markdown, {
      documentId,
      field,
      source: rel(file),
      keyGenerator: keyGeneratorFor(documentId),
      resolveLink: linksAsReferences ? resolveLink(documentId, rel(file)) : () => ({ kind: "url" }),
      resolveImage: resolveImage(documentId, field, rel(file)),
    });
  const image = (documentId: string, field: string, source: string, src: unknown, alt: unknown) => {
    if (!src) return undefined;
    if (typeof alt !== "string" || !alt.trim())
      throw new ContentError(documentId, `${field}.alt`, "is required", source);
    return { _type: "accessibleImage", alt, asset: reference(resolveImage(documentId, field, source)(String(src))) };
  };

  for (const { version, file, slug } of docFiles) {
    const id = docPageId(version.name, slug);
    const { data, content } = readMarkdown(file);
    const source = rel(file);
    documents.push({
      _id: id,
      _type: "docPage",
      version: reference(docVersionId(version.name)),
      slug: { _type: "slug", current: slug },
      ...previousSlugs(data),
      title: required(data.title, id, "title", source),
      description: required(data.description, id, "description", source),
      ...(data.keywords ? { keywords: data.keywords } : {}),
      sidebar: required(data.sidebar, id, "sidebar", source),
      ...(data.category ? { category: data.category } : {}),
      position: required(data.position, id, "position", source),
      hideTableOfContents: Boolean(data.hide_table_of_contents),
      tocMinHeadingLevel: data.toc_min_heading_level ?? 2,
      tocMaxHeadingLevel: data.toc_max_heading_level ?? 5,
      body: body(id, file, content),
    });
  }

  const authors = readYaml<Record<string, unknown>[]>(join(contentDir, "authors.yaml")) ?? [];
  for (const author of authors) {
    const id = authorId(required(author.key as string, "author", "key", "authors.yaml"));
    documents.push({
      _id: id,
      _type: "author",
      key: author.key,
      name: required(author.name, id, "name", "authors.yaml"),
      ...(author.title ? { title: author.title } : {}),
      ...(author.url ? { url: author.url } : {}),
      ...(author.image
        ? { image: image(id, "image", "authors.yaml", author.image, author.image_alt ?? author.name) }
        : {}),
    });
  }
  const tags = readYaml<Record<string, unknown>[]>(join(contentDir, "tags.yaml")) ?? [];
  for (const tag of tags) {
    const id = tagId(required(tag.key as string, "tag", "key", "tags.yaml"));
    documents.push({
      _id: id,
      _type: "tag",
      key: tag.key,
      label: required(tag.label, id, "label", "tags.yaml"),
      ...(tag.description ? { description: tag.description } : {}),
    });
  }
  const authorIds = new Set(documents.filter((d) => d._type === "author").map((d) => d._id));
  const tagIds = new Set(documents.filter((d) => d._type === "tag").map((d) => d._id));

  for (const file of listFiles(join(contentDir, "blog"), ".md")) {
    const slug = relative(join(contentDir, "blog"), file).replace(/\.md$/, "");
    const id = blogPostId(slug);
    const source = rel(file);
    const { data, content } = readMarkdown(file);
    const keys = (field: string, known: Set<string>, toId: (key: string) => string) =>
      ((data[field] as string[] | undefined) ?? []).map((key) => {
        if (!known.has(toId(key))) throw new ContentError(id, field, `names unknown key "${key}"`, source);
        return { _type: "reference", _ref: toId(key), _key: key };
      });
    documents.push({
      _id: id,
      _type: "blogPost",
      slug: { _type: "slug", current: slug },
      ...previousSlugs(data),
      title: required(data.title, id, "title", source),
      date: String(required(data.date, id, "date", source)),
      authors: keys("authors", authorIds, authorId),
      tags: keys("tags", tagIds, tagId),
      description: required(data.description, id, "description", source),
      ...(data.image ? { coverImage: image(id, "coverImage", source, data.image, data.image_alt) } : {}),
      body: body(id, file, content),
    });
  }

  for (const file of listFiles(join(contentDir, "pages"), ".md")) {
    const slug = relative(join(contentDir, "pages"), file).replace(/\.md$/, "");
    const id = pageId(slug);
    const source = rel(file);
    const { data, content } = readMarkdown(file);
    documents.push({
      _id: id,
      _type: "page",
      slug: { _type: "slug", current: slug },
      ...previousSlugs(data),
      title: required(data.title, id, "title", source),
      description: required(data.description, id, "description", source),
      ...(data.hero ? { hero: data.hero } : {}),
      body: body(id, file, content),
    });
  }

  // Error catalogue: the text is in two Markdown front matter fields, one per section of the page.
  for (const file of listFiles(join(contentDir, "errors"), ".md")) {
    const type = relative(join(contentDir, "errors"), file).replace(/\.md$/, "");
    const id = errorTypeId(type);
    const source = rel(file);
    const { data, content } = readMarkdown(file);
    if (content.trim())
      throw new ContentError(
        id,
        "body",
        "has text after the front matter; write it in the meaning and recovery fields",
        source,
      );
    documents.push({
      _id: id,
      _type: "errorType",
      type,
      title: required(data.title, id, "title", source),
      status: required(data.status, id, "status", source),
      description: required(data.description, id, "description", source),
      meaning: body(id, file, String(required(data.meaning, id, "meaning", source)), "meaning"),
      recovery: body(id, file, String(required(data.recovery, id, "recovery", source)), "recovery"),
    });
  }

  const settingsSource = readYaml<Record<string, unknown>>(join(contentDir, "settings.yaml"));
  const settingsKey = keyGeneratorFor("siteSettings");
  const withKeys = (items: unknown, type: string) =>
    ((items as Record<string, unknown>[] | undefined) ?? []).map((item) => ({
      _type: type,
      _key: settingsKey(),
      ...item,
    }));
  const navbar = settingsSource.navbar as Record<string, unknown>;
  const footer = settingsSource.footer as Record<string, unknown>;
  documents.push({
    _id: "siteSettings",
    _type: "siteSettings",
    ...settingsSource,
    navbar: { ...navbar, items: withKeys(navbar.items, "navbarItem") },
    footer: {
      ...footer,
      columns: ((footer.columns as Record<string, unknown>[]) ?? []).map((column) => ({
        _type: "footerColumn",
        _key: settingsKey(),
        ...column,
        items: withKeys(column.items, "footerLink"),
      })),
    },
  });

  const announcement = readYaml<Record<string, unknown>>(join(contentDir, "announcement.yaml"));
  documents.push({
    _id: "announcementBar",
    _type: "announcementBar",
    ...announcement,
    content: body(
      "announcementBar",
      join(contentDir, "announcement.yaml"),
      String(required(announcement.content, "announcementBar", "content", "announcement.yaml")),
      "content",
      false,
    ),
  });

  for (const version of versions) {
    const file = join(contentDir, "openapi", `${version.name}.yaml`);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    documents.push({
      _id: apiSpecId(version.name),
      _type: "apiSpec",
      version: reference(docVersionId(version.name)),
      title: `Tidewire API ${version.label}`,
      document: text,
    });
  }

  return documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}
