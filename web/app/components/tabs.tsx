import { useId, useRef, useState } from "react";

/**
 * Tabs (WAI-ARIA APG tabs pattern, manual activation not needed: arrows move and select).
 * All panels are in the prerendered HTML; the inactive ones are hidden.
 */
export function Tabs({ items }: { items: { key: string; label: string; content: React.ReactNode }[] }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list" aria-orientation="horizontal">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => setSelected(index)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight") select(index + 1);
              else if (event.key === "ArrowLeft") select(index - 1);
              else if (event.key === "Home") select(0);
              else if (event.key === "End") select(items.length - 1);
              else return;
              event.preventDefault();
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div key={item.key} role="tabpanel" id={`${baseId}-panel-${index}`} aria-labelledby={`${baseId}-tab-${index}`} hidden={index !== selected} className="tabs__panel" tabIndex={0}>
          {item.content}
        </div>
      ))}
    </div>
  );
}
