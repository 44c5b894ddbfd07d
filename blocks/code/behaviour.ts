import { listenOnPage, type Behaviour } from "../../web/app/lib/behaviour.ts";
import { closestTarget, confirmAction } from "../../web/app/lib/confirm-action.ts";

const BUTTON = ".code-block__copy";

/**
 * The Copy button of every code block (code-block.tsx): copies the text of the block's
 * highlighted markup, which is exactly the code, and says "Copied" (or "Copy failed") for 2 s.
 * Delegated from `doc`'s window (`listenOnPage`). Returns a function that removes the handler.
 */
export function installCopyCode(doc: Document): () => void {
  const onClick = async (event: MouseEvent) => {
    const button = closestTarget<HTMLButtonElement>(event, BUTTON);
    if (!button) return;
    const code = button.closest(".code-block")?.querySelector(".code-block__content")?.textContent ?? "";
    let label = "Copied";
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      label = "Copy failed";
    }
    confirmAction(
      button,
      () => {
        const [text, name] = [button.textContent, button.getAttribute("aria-label")];
        button.textContent = label;
        button.setAttribute("aria-label", label);
        return () => {
          button.textContent = text;
          if (name) button.setAttribute("aria-label", name);
        };
      },
      2000,
    );
  };
  return listenOnPage(doc, "click", onClick);
}

export const copyCodeBehaviour: Behaviour = { controls: BUTTON, install: installCopyCode };
