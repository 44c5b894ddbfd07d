import { useState } from "react";

/**
 * A code block highlighted at build time (`html` from shiki) with an optional title and a copy
 * button. The copy button copies the raw code, not the highlighted markup.
 */
export function CodeBlock({ code, html, language, title }: { code: string; html?: string; language?: string; title?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <figure className="code-block" data-language={language}>
      {title && <figcaption className="code-block__title">{title}</figcaption>}
      <div className="code-block__body">
        {html ? (
          <div className="code-block__content" dangerouslySetInnerHTML={{ __html: html }} />
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
