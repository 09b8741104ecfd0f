/**
 * Clicks on the edge of the movement ring (the board, RULES.md §3.2): a click, or the pointer the ruler follows,
 * a hair past a model's reach means "as far as it goes", not a move the engine must refuse.
 */

/** How far past a move's reach a click may land and still mean "as far as it goes" (inches). */
export const CLICK_SLACK = 0.25;

/**
 * The click point (x, y) in inches, or, when it lies just past `reach` inches from the model (by at most
 * `CLICK_SLACK`: a click on the edge of the movement ring), the point at full reach in the same direction, e.g.
 * a click 4.05″ away with 4″ of move → 3.99″. Farther clicks stay as they are, for the engine to refuse.
 */
export function withinReach(
  at: { x: number; y: number },
  x: number,
  y: number,
  reach?: number,
): [number, number] {
  const d = Math.hypot(x - at.x, y - at.y);
  if (reach === undefined || d <= reach || d > reach + CLICK_SLACK) return [x, y];
  const f = (reach - 0.01) / d;
  return [at.x + (x - at.x) * f, at.y + (y - at.y) * f];
}
