/** The order Tab follows round a dialog's controls (`focus-trap.ts`); no DOM, so the unit tests run it in Node. */

/**
 * Where Tab goes among `count` controls from the one at `current` (-1: the focus is elsewhere): the next,
 * after the last the first; Shift+Tab (`backwards`) the previous, before the first the last. From outside,
 * Tab goes to the first and Shift+Tab to the last. Example: `nextFocusIndex(3, 2, false)` is 0.
 */
export function nextFocusIndex(count: number, current: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return backwards ? count - 1 : 0;
  return (current + (backwards ? count - 1 : 1)) % count;
}
