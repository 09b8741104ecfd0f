/**
 * Clicks through what is drawn over the board only to be read: a candidate's label takes the pointer so that its
 * tooltip shows, and a click on it goes on to what lies under it (a model, a marker, the table) as if the label
 * were not there.
 */

/** The parts of a DOM click this reads, e.g. a `MouseEvent` (its constructor makes the click passed on). */
export interface LabelClick {
  readonly clientX: number;
  readonly clientY: number;
  readonly currentTarget: unknown;
  stopPropagation(): void;
}

/** An element as this uses it: its inline style and its `dispatchEvent`, e.g. an SVG `<g>` or a model's circle. */
export interface ClickTarget {
  style: { pointerEvents: string };
  dispatchEvent(event: never): boolean;
}

/** The element at a point of the page in client pixels (`document.elementFromPoint`), or null outside a page. */
function elementAt(x: number, y: number): ClickTarget | null {
  const doc = (globalThis as { document?: { elementFromPoint(x: number, y: number): unknown } }).document;
  return (doc?.elementFromPoint(x, y) as ClickTarget | null | undefined) ?? null;
}

/**
 * Passes a click on `event.currentTarget` (a label) on to the element under it at the same point, e.g. a click
 * on the label "★ 960 · 51%" over the corner of Captain's base selects Captain. `under` finds the element at a
 * point in client pixels (`document.elementFromPoint` in the page) while the label lets the pointer through.
 * The click passed on is made from the old one (`new MouseEvent('click', event)`: its point, its Shift key).
 */
export function passClickThrough(
  event: LabelClick,
  under: (x: number, y: number) => ClickTarget | null = elementAt,
): void {
  const label = event.currentTarget as ClickTarget | null;
  if (!label) return;
  event.stopPropagation();
  label.style.pointerEvents = 'none';
  const target = under(event.clientX, event.clientY);
  label.style.pointerEvents = '';
  const Click = event.constructor as new (type: string, init: LabelClick) => never;
  target?.dispatchEvent(new Click('click', event));
}
