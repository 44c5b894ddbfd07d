/** First focusable element of every page; jumps past the navbar (WCAG 2.4.1 Bypass Blocks). */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Skip to main content
    </a>
  );
}
