/**
 * A model's label and its status badges on the board (charged ⚔, stunned, knocked down, fleeing): the label is
 * the model's id in bold on its base, as large as the base allows; the badges sit at the base's corners, pushed
 * out along the diagonal just far enough that they never cover the label at its largest. Inches.
 */

/** A badge's radius, inches. */
export const BADGE_R = 0.3;
/** The label's largest font size, inches (about 9 px on screen caps it below that, `ModelsLayer.vue`). */
const MAX_FONT = 1.1;
/** Width of a bold character, in font sizes; the text's visible height (digits, lower case), in font sizes. */
const CHAR_W = 0.6;
const TEXT_H = 0.8;

/** The text on a model's base: its id, at most three characters, e.g. `'r12'`, `'cap'` for `'captain'`. */
export function modelLabel(id: string): string {
  return id.length <= 3 ? id : id.slice(0, 3);
}

/**
 * The largest font size (inches) at which a model's label stays on its base, so the ids of a mob standing base
 * to base do not run into each other: about 0.6 font sizes a bold character, within 90% of the base's width.
 * E.g. `labelFit(0.5, 'r12')` → 0.5.
 */
export function labelFit(base: number, text: string): number {
  return (0.9 * 2 * base) / (CHAR_W * Math.max(2, text.length));
}

/**
 * How far from the model's centre, along each axis, a corner badge sits: its usual `0.8 × base`, or further out
 * along the diagonal when a badge of radius `r` there would touch the label's box at its largest font. E.g.
 * `badgeOffset(1, 'b1')` → 0.8 (a large base leaves room), `badgeOffset(0.5, 'r1')` → ≈ 0.573 (not 0.4).
 */
export function badgeOffset(base: number, text: string, r = BADGE_R): number {
  const font = Math.min(MAX_FONT, labelFit(base, text));
  const a = (CHAR_W * text.length * font) / 2;
  const c = (TEXT_H * font) / 2;
  const [lo, hi] = a >= c ? [c, a] : [a, c];
  // Clear of the box's long side alone while the centre is still beside it; past its corner, by the distance
  // to the corner: (t − a)² + (t − c)² = r².
  const clear =
    lo + r <= hi ? lo + r : (a + c + Math.sqrt((a + c) * (a + c) - 2 * (a * a + c * c - r * r))) / 2;
  return Math.max(0.8 * base, clear);
}
