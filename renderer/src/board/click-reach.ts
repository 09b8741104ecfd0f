/**
 * Clicks on the edge of the movement ring (the board, RULES.md §3.2): a click, or the pointer the ruler follows,
 * a hair past a model's reach means "as far as it goes", not a move the engine must refuse.
 */

/** How far past a move's reach a click may land and still mean "as far as it goes", at the least (inches). */
export const CLICK_SLACK = 0.25;

/** How far past the ring a click may land on screen and still mean "as far as it goes" (pixels). */
export const CLICK_SLACK_PX = 10;

/**
 * The slack past a ring at the board's zoom, inches: `CLICK_SLACK_PX` pixels, at least `CLICK_SLACK`, e.g.
 * 1.04″ at 0.104″ a pixel (a 72″ table 690 px wide), 0.25″ zoomed in. A click just past the ring on screen
 * is one whatever the zoom: a unit and a single model alike (issue 21, item 10).
 */
export function clickSlack(inchesPerPx: number): number {
  return Math.max(CLICK_SLACK, CLICK_SLACK_PX * inchesPerPx);
}

/**
 * The click point (x, y) in inches, or, when it lies just past `reach` inches from the model (by at most
 * `slack` inches: a click on the edge of the movement ring), the point at full reach in the same direction,
 * e.g. a click 4.05″ away with 4″ of move → 3.99″. Farther clicks stay as they are, for the engine to refuse.
 */
export function withinReach(
  at: { x: number; y: number },
  x: number,
  y: number,
  reach?: number,
  slack = CLICK_SLACK,
): [number, number] {
  const d = Math.hypot(x - at.x, y - at.y);
  if (reach === undefined || d <= reach || d > reach + slack) return [x, y];
  const f = (reach - 0.01) / d;
  return [at.x + (x - at.x) * f, at.y + (y - at.y) * f];
}
