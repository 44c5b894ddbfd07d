import { listenOnPage, type Behaviour } from "../../lib/behaviour.ts";
import { closestTarget, confirmAction } from "../../lib/confirm-action.ts";

const BUTTON = ".copy-link[data-anchor]";

/**
 * The copy-link buttons beside API parameters and properties (copy-link-button.tsx,
 * `data-anchor` and `data-label`): copies the absolute URL of `#<anchor>` on this page, puts the
 * anchor in the address bar, and says "Copied" for 1.5 s. Delegated from `doc`'s window
 * (`listenOnPage`). Returns a function that removes the handler.
 */
export function installCopyLink(doc: Document): () => void {
  const onClick = async (event: MouseEvent) => {
    const button = closestTarget<HTMLButtonElement>(event, BUTTON);
    if (!button) return;
    const { anchor = "", label = anchor } = button.dataset;
    const url = new URL(`#${anchor}`, window.location.href).href;
    let copied = true;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      copied = false;
    }
    history.replaceState(history.state, "", `#${anchor}`);
    confirmAction(
      button,
      () => {
        const name = button.getAttribute("aria-label");
        const note = doc.createElement("span");
        note.className = "copy-link__done";
        note.textContent = copied ? "Copied" : "Copy failed";
        button.append(note);
        button.setAttribute("aria-label", copied ? `Link to ${label} copied` : `Copying the link to ${label} failed`);
        return () => {
          note.remove();
          if (name) button.setAttribute("aria-label", name);
        };
      },
      1500,
    );
  };
  return listenOnPage(doc, "click", onClick);
}

export const copyLinkBehaviour: Behaviour = { controls: BUTTON, install: installCopyLink };
