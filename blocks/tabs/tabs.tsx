import { useId } from "react";

/**
 * Tabs (WAI-ARIA APG tabs pattern), rendered at build time with the first tab selected; selection
 * and the keyboard are handled by behaviour.ts beside it. Every panel is in the HTML. When scripts do
 * not run, the stylesheet hides the tab strip and shows every panel under its label
 * (`tabs__panel-label`), so no content depends on script.
 */
export function Tabs({ items }: { items: { key: string; label: string; content: React.ReactNode }[] }) {
  const baseId = useId();
  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list" aria-orientation="horizontal">
        {items.map((item, index) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === 0}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === 0 ? 0 : -1}
            className="tabs__tab"
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== 0}
          className="tabs__panel"
          tabIndex={0}
        >
          <p className="tabs__panel-label" data-search-ignore="">
            {item.label}
          </p>
          {item.content}
        </div>
      ))}
    </div>
  );
}
