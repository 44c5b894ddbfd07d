import { useRef, useState } from "react";

/**
 * A code block with an optional title and a copy button. `html` is shiki's build-time highlighted
 * `<pre>`; when it is given the copy button copies the text of that markup (exactly the code, with
 * no markup), so pages need not carry the code twice. Without `html`, `code` is shown plain.
 */
export function CodeBlock({ code = "", html, language, title }: { code?: string; html?: string; language?: string; title?: string }) {
  const [copied, setCopied] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const copy = async () => {
    await navigator.clipboard.writeText(html ? (content.current?.textContent ?? "") : code);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <figure className="code-block" data-language={language}>
      {title && <figcaption className="code-block__title">{title}</figcaption>}
      <div className="code-block__body">
        {html ? (
          <div ref={content} className="code-block__content" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <pre className="code-block__content">
            <code>{code}</code>
          </pre>
        )}
        <button type="button" className="code-block__copy" onClick={copy} aria-label={copied ? "Copied" : "Copy code to clipboard"}>
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
    </figure>
  );
}
