/**
 * Clicks through what is drawn over the board only to be read: a candidate's label takes the pointer so that its
 * tooltip shows, and a click on it goes on to what lies under it (a model, a marker, the table) as if the label
 * were not there.
 */

/**
 * Passes a click on `event.currentTarget` (a label) on to the element under it at the same point, e.g. a click
 * on the label "★ 960 · 51%" over the corner of Captain's base selects Captain. `under` finds the element at a
 * point in client pixels (`document.elementFromPoint` in the page) while the label lets the pointer through.
 */
export function passClickThrough(
  event: MouseEvent,
  under: (x: number, y: number) => Element | null = (x, y) => document.elementFromPoint(x, y),
): void {
  const label = event.currentTarget as (Element & ElementCSSInlineStyle) | null;
  if (!label) return;
  event.stopPropagation();
  label.style.pointerEvents = 'none';
  const target = under(event.clientX, event.clientY);
  label.style.pointerEvents = '';
  const Click = event.constructor as typeof MouseEvent;
  target?.dispatchEvent(new Click('click', event));
}
