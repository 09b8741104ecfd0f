/** Terrain literals for rules tests (inches): rectangles of any kind. */
import type { Terrain } from '../../engine';

/** A rectangle of terrain from (x0, y0) to (x1, y1), e.g. `box('w', 'wall', 10, 2, 10.5, 8, 1)`. */
export function box(
  id: string,
  kind: Terrain['kind'],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  height: number,
  extra: Partial<Terrain> = {},
): Terrain {
  return {
    id,
    kind,
    polygon: [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
    height,
    cover: kind === 'wood' ? 'soft' : 'hard',
    ...extra,
  };
}
