/**
 * Where the movement rings' labels ("M 4″", "Run 8″") and the move ruler's label ("8.0″ run") sit on the board,
 * as boxes in SVG inches, so a ring label the ruler's label would cover is left out (issue 21: "Run 88.0″ run",
 * "M 4″4.0″" when the pointer was at the top of a ring). No Vue: RingsLayer.vue draws what this keeps.
 */

/** A box in SVG inches: left, top, right, bottom. */
export interface LabelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Width of a character of the board's bold labels, in font sizes (a generous average). */
const CHAR_WIDTH = 0.62;
/** The move ruler's font size, inches (RulerLayer.vue). */
export const RULER_FONT = 0.62;
/** The largest font size of a ring label, inches (RingsLayer.vue, at the widest zoom). */
export const RING_FONT = 1.4;

/** What the label's place depends on of the move ruler (`MoveRuler` of use-selection.ts): its end, length and the model's base, inches. */
export interface RulerEnd {
  x2: number;
  y2: number;
  distance: number;
  base: number;
}

/** The box of the move ruler's label: `'8.0″'` or `'8.0″ run'` from the ruler's end, as RulerLayer draws it. */
export function rulerLabelBox(r: RulerEnd, running: boolean): LabelBox {
  const chars = `${r.distance.toFixed(1)}″${running ? ' run' : ''}`.length;
  const x0 = r.x2 + r.base + 0.3;
  const y1 = r.y2 - 0.3;
  return { x0, y0: y1 - RULER_FONT, x1: x0 + chars * CHAR_WIDTH * RULER_FONT, y1: y1 + 0.2 * RULER_FONT };
}

/**
 * The box of a ring label of `text` with its baseline at `y`, at the largest ring font: centred on `x`, or
 * starting or ending there (SVG `text-anchor`).
 */
export function ringLabelBox(
  x: number,
  y: number,
  text: string,
  anchor: 'middle' | 'start' | 'end' = 'middle',
): LabelBox {
  const w = text.length * CHAR_WIDTH * RING_FONT;
  const x0 = anchor === 'middle' ? x - w / 2 : anchor === 'start' ? x : x - w;
  return { x0, y0: y - RING_FONT, x1: x0 + w, y1: y + 0.2 * RING_FONT };
}

/** Whether two boxes overlap. */
export function overlaps(a: LabelBox, b: LabelBox): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}
