/**
 * Taps that arrive before the behaviours script (behaviours/behaviours.ts) has installed its handlers:
 * the head script (lib/head-script.ts) keeps each click or change on a behaviour's control in a
 * global array, and the behaviours script replays them once its handlers are in place, so a tap at
 * first paint is never lost.
 */

/** The name of the global array the head script keeps early events in; null once they are taken. */
export const EARLY_EVENTS_GLOBAL = "__tidewireEarlyEvents";

/** An event kept by the head script: its type and the control it was on. */
export interface EarlyEvent {
  type: "click" | "change";
  target: Element;
}

type WithEarlyEvents = { [EARLY_EVENTS_GLOBAL]?: EarlyEvent[] | null };

/** The events kept so far, in order; from now on the head script keeps none. */
export function takeEarlyEvents(win: Window = window): EarlyEvent[] {
  const holder = win as unknown as WithEarlyEvents;
  const events = holder[EARLY_EVENTS_GLOBAL] ?? [];
  holder[EARLY_EVENTS_GLOBAL] = null;
  return events;
}

/** Dispatches `event` again on its control, bubbling as the browser's own would, for the handlers installed since. */
export function replayEarlyEvent({ type, target }: EarlyEvent): void {
  if (!target.isConnected) return;
  const EventType = type === "click" ? MouseEvent : Event;
  target.dispatchEvent(new EventType(type, { bubbles: true, cancelable: true }));
}
