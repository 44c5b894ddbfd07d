/**
 * A code block with an optional title and a Copy button, rendered at build time. `html` is shiki's
 * highlighted `<pre>`; the button (behaviour.ts) copies the text of that markup, which
 * is exactly the code, so the code never travels twice.
 */
export function CodeBlock({ html, language, title }: { html: string; language?: string; title?: string }) {
  return (
    <figure className="code-block" data-language={language}>
      {title && (
        <figcaption className="code-block__title" data-search-ignore="">
          {title}
        </figcaption>
      )}
      <div className="code-block__body">
        <div className="code-block__content" dangerouslySetInnerHTML={{ __html: html }} />
        <button type="button" className="code-block__copy" aria-label="Copy code to clipboard">
          Copy
        </button>
      </div>
    </figure>
  );
}
