/** One choice of a switch: the option's value and label, and the panel shown when it is chosen. */
export interface SwitchChoice {
  value: string;
  label: string;
  content: React.ReactNode;
}

/**
 * A `<select>` that shows one of the panels of `SwitchPanels` with the same `panelsId`, rendered at
 * build time with `initial` chosen; behaviour.ts switches on `change`. A native
 * select keeps the keyboard, the screen-reader announcement and the width of one option (long
 * labels are cut by the control, never by the column), where a tab strip overflows. `name` is its
 * accessible name, `id` lets a visible `<label>` point at it, and `aria-controls` ties it to the
 * panels (WAI-ARIA 1.2, aria-controls). `autoComplete="off"` keeps browsers from restoring an
 * earlier choice on reload or Back that the panels, rendered with `initial` shown, would not
 * follow (HTML Standard, autofill: "off" controls are not restored with the page).
 */
export function SwitchSelect({
  id,
  name,
  panelsId,
  choices,
  initial,
}: {
  id?: string;
  name: string;
  panelsId: string;
  choices: Omit<SwitchChoice, "content">[];
  initial: string;
}) {
  return (
    <select
      id={id}
      className="switch-select"
      aria-label={name}
      aria-controls={panelsId}
      data-switch-panels=""
      defaultValue={initial}
      autoComplete="off"
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/**
 * The panels of a `SwitchSelect`, every one in the HTML. The stylesheet shows the one marked
 * `data-shown` (`initial` at build time) when scripts run, so there is nothing to flash; without
 * script every panel shows, and each must carry its own label (the caption of its code block).
 */
export function SwitchPanels({ id, choices, initial }: { id: string; choices: SwitchChoice[]; initial: string }) {
  return (
    <div id={id} className="switch-panels">
      {choices.map((choice) => (
        <div
          key={choice.value}
          className="switch-panels__panel"
          data-value={choice.value}
          data-shown={choice.value === initial ? "" : undefined}
        >
          {choice.content}
        </div>
      ))}
    </div>
  );
}
