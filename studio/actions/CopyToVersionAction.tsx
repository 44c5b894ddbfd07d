import { useCallback, useEffect, useState } from "react";
import { useClient, type DocumentActionComponent, type DocumentActionProps } from "sanity";
import { useRouter } from "sanity/router";
import { getPublishedId } from "../../web/app/lib/validation-context.ts";
import { copyDocPageToVersion, internalLinkRefs, type DocPageSource } from "../lib/copy-to-version.ts";
import { sitePathFor } from "../../web/app/lib/site-paths.ts";

interface VersionOption {
  _id: string;
  name: string;
  label: string;
  status: string;
  pathSegment: string;
}

type CopyState =
  | { step: "pick" }
  | { step: "working"; target: VersionOption }
  | { step: "exists"; target: VersionOption; existingId: string }
  | { step: "done"; target: VersionOption; id: string; path: string | null; remapped: number; kept: number }
  | { step: "failed"; message: string };

const API_VERSION = "2025-02-19";

const button = {
  padding: "0.45rem 0.8rem",
  borderRadius: "4px",
  border: "1px solid #b6bfc9",
  background: "#fff",
  cursor: "pointer",
  font: "inherit",
  textAlign: "left" as const,
};
const primaryButton = { ...button, background: "#0b57d0", borderColor: "#0b57d0", color: "#fff" };

/**
 * The dialog of "Copy to version": lists the other versions, copies the page into the one picked
 * as a draft (never published automatically), and reports where its internal links now point.
 */
function CopyToVersionDialog({ source, onClose }: { source: DocPageSource; onClose: () => void }) {
  const client = useClient({ apiVersion: API_VERSION });
  const router = useRouter();
  const [versions, setVersions] = useState<VersionOption[] | null>(null);
  const [state, setState] = useState<CopyState>({ step: "pick" });
  const slug = source.slug?.current;

  useEffect(() => {
    client
      .fetch<VersionOption[]>(
        `*[_type == "docVersion"] | order(order asc){ _id, name, label, status, pathSegment }`,
        {},
        { perspective: "published" },
      )
      .then(setVersions)
      .catch((error: Error) => setState({ step: "failed", message: `Could not load the versions: ${error.message}` }));
  }, [client]);

  const copyTo = useCallback(
    async (target: VersionOption) => {
      setState({ step: "working", target });
      try {
        if (!slug) throw new Error("Give the page a slug before copying it: the copy's address comes from it.");
        const existingId = await client.fetch<string | null>(
          `*[_type == "docPage" && version._ref == $target && slug.current == $slug][0]._id`,
          { target: target._id, slug },
          { perspective: "raw" },
        );
        if (existingId) return setState({ step: "exists", target, existingId: getPublishedId(existingId) });
        // Links to pages that the target version also has (same slug) follow the copy there.
        const refs = [...internalLinkRefs(source)];
        const pairs = refs.length
          ? await client.fetch<{ from: string; to: string | null }[]>(
              `*[_id in $refs]{ "from": _id, "to": *[_type == "docPage" && version._ref == $target && slug.current == ^.slug.current][0]._id }`,
              { refs, target: target._id },
              { perspective: "published" },
            )
          : [];
        const linkMap = new Map(pairs.filter((pair) => pair.to).map((pair) => [pair.from, pair.to as string]));
        const copy = copyDocPageToVersion(source, target, linkMap);
        await client.createIfNotExists(copy);
        setState({
          step: "done",
          target,
          id: getPublishedId(copy._id),
          path: sitePathFor(copy as { _type: string; slug?: { current?: string } }, target),
          remapped: linkMap.size,
          kept: refs.length - linkMap.size,
        });
      } catch (error) {
        setState({ step: "failed", message: (error as Error).message });
      }
    },
    [client, slug, source],
  );

  const open = (id: string) => {
    router.navigateIntent("edit", { id, type: "docPage" });
    onClose();
  };
  const currentVersion = source.version?._ref;
  const others = (versions ?? []).filter(
    (v) => v._id !== currentVersion && v._id !== getPublishedId(currentVersion ?? ""),
  );

  return (
    <div style={{ display: "grid", gap: "0.75rem", padding: "0.25rem 0", fontSize: "0.95rem", lineHeight: 1.5 }}>
      {state.step === "pick" || state.step === "working" ? (
        <>
          <p style={{ margin: 0 }}>
            Creates a draft of this page, with the same slug <code>{slug ?? "(none)"}</code>, in the version you pick.
            Internal links follow to that version's pages where it has them.
          </p>
          {versions === null ? <p style={{ margin: 0 }}>Loading versions…</p> : null}
          {versions && others.length === 0 ? <p style={{ margin: 0 }}>There is no other version to copy to.</p> : null}
          {others.map((version) => (
            <button
              key={version._id}
              type="button"
              style={button}
              disabled={state.step === "working"}
              onClick={() => copyTo(version)}
            >
              Copy to {version.label} ({version.status})
              {state.step === "working" && state.target._id === version._id ? " …" : ""}
            </button>
          ))}
        </>
      ) : null}
      {state.step === "exists" ? (
        <>
          <p style={{ margin: 0 }}>
            Version {state.target.label} already has a page with the slug <code>{slug}</code>. Nothing was copied. Edit
            that page instead, or change this page's slug first.
          </p>
          <button type="button" style={primaryButton} onClick={() => open(state.existingId)}>
            Open the {state.target.label} page
          </button>
        </>
      ) : null}
      {state.step === "done" ? (
        <>
          <p style={{ margin: 0 }}>
            Created a draft in {state.target.label}
            {state.path ? (
              <>
                {" "}
                for <code>{state.path}</code>
              </>
            ) : null}
            . It is not on the site until you publish it.
          </p>
          {state.remapped + state.kept > 0 ? (
            <p style={{ margin: 0 }}>
              {state.remapped} internal link{state.remapped === 1 ? " now points" : "s now point"} to{" "}
              {state.target.label} pages.
              {state.kept > 0
                ? ` ${state.kept} still point${state.kept === 1 ? "s" : ""} to pages that ${state.target.label} does not have: check them.`
                : ""}
            </p>
          ) : null}
          <button type="button" style={primaryButton} onClick={() => open(state.id)}>
            Open the copy
          </button>
        </>
      ) : null}
      {state.step === "failed" ? <p style={{ margin: 0, color: "#b42318" }}>Copy failed: {state.message}</p> : null}
    </div>
  );
}

/**
 * "Copy to version" for doc pages: copies the page (its draft if there is one) into another docs
 * version as a draft with the same slug, with id `docPage.<version>.<slug>`. Disabled, with the
 * reason as its tooltip, while the page has no slug.
 */
export const CopyToVersionAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const [open, setOpen] = useState(false);
  const source = (props.draft ?? props.published) as DocPageSource | null;
  const close = () => {
    setOpen(false);
    props.onComplete();
  };
  return {
    label: "Copy to version",
    title: source?.slug?.current ? "Start this page in another docs version" : "Give the page a slug first",
    disabled: !source?.slug?.current,
    onHandle: () => setOpen(true),
    dialog:
      open && source
        ? {
            type: "dialog",
            header: "Copy to version",
            onClose: close,
            content: <CopyToVersionDialog source={source} onClose={close} />,
          }
        : null,
  };
};
CopyToVersionAction.displayName = "CopyToVersionAction";
