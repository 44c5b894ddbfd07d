const pending = new WeakMap<Element, { timer: number; undo: () => void }>();

/**
 * Shows a short confirmation on `element` (a copy button saying "Copied"): `show` changes it and
 * returns how to change it back, which happens after `ms` milliseconds. A second confirmation on
 * the same element first undoes the one still showing, so labels never stick.
 */
export function confirmAction(element: Element, show: () => () => void, ms: number): void {
  const previous = pending.get(element);
  if (previous) {
    window.clearTimeout(previous.timer);
    previous.undo();
  }
  const undo = show();
  pending.set(element, {
    undo,
    timer: window.setTimeout(() => {
      pending.delete(element);
      undo();
    }, ms),
  });
}

/** The closest element matching `selector` from an event's target, or null (targets may be text nodes). */
export function closestTarget<T extends Element>(event: Event, selector: string): T | null {
  const target = event.target;
  return target instanceof Element ? (target.closest(selector) as T | null) : null;
}
