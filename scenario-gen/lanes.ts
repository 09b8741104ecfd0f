/**
 * Lanes of sight and cover on each half of a generated table (issue 24, part 3), judged with the engine's own
 * sight rule (RULES.md §5, `lineOfSight`): from points along a side's deployment strip (every 3″) to points on
 * the centre line no more than 16″ to either side, at eye height (1″), some lines must run clear (lanes to shoot
 * and advance along) and some must be blocked (somewhere to hide); and each half must hold pieces giving cover.
 */
import { EYE_HEIGHT, lineOfSight } from '../engine';
import type { GameState } from '../engine/types';

/** Least and most share of the sample lines of a half that may run clear. */
export const CLEAR_SHARE: readonly [number, number] = [0.25, 0.9];
/** Least pieces giving cover (soft or hard) whose middle lies in each half. */
export const MIN_COVER_PIECES = 2;
/** Spacing of the sample points along a strip and the centre line, and the widest sideways reach, inches. */
const STEP = 3;
const REACH = 16;

/** One half's lanes: the share of its sample lines that run clear and its pieces giving cover. */
export interface HalfLanes {
  clear: number;
  coverPieces: number;
}

/** Both halves' lanes, south (red) first, and whether both pass (`CLEAR_SHARE`, `MIN_COVER_PIECES`). */
export interface LaneReport {
  halves: [HalfLanes, HalfLanes];
  ok: boolean;
}

function half(s: GameState, fromY: number, midY: number, north: boolean): HalfLanes {
  const { width } = s.static.table;
  let lines = 0;
  let clear = 0;
  for (let x = STEP / 2; x < width; x += STEP)
    for (let x2 = STEP / 2; x2 < width; x2 += STEP) {
      if (Math.abs(x2 - x) > REACH) continue;
      lines++;
      if (lineOfSight(s, x, fromY, EYE_HEIGHT, x2, midY, EYE_HEIGHT)) clear++;
    }
  const coverPieces = s.static.terrain.filter((t) => {
    if (t.cover === 'none' || t.height <= 0) return false;
    const y = t.polygon.reduce((sum, p) => sum + p[1]!, 0) / t.polygon.length;
    return north ? y > midY : y < midY;
  }).length;
  return { clear: lines === 0 ? 0 : clear / lines, coverPieces };
}

/**
 * The lanes of a position's table for deployment strips `depth` inches deep, e.g. `{ halves: [{ clear: 0.61,
 * coverPieces: 5 }, { clear: 0.58, coverPieces: 5 }], ok: true }`.
 */
export function laneReport(s: GameState, depth: number): LaneReport {
  const d = s.static.table.depth;
  const mid = d / 2;
  const halves: [HalfLanes, HalfLanes] = [half(s, depth, mid, false), half(s, d - depth, mid, true)];
  const ok = halves.every(
    (h) => h.coverPieces >= MIN_COVER_PIECES && h.clear >= CLEAR_SHARE[0] && h.clear <= CLEAR_SHARE[1],
  );
  return { halves, ok };
}
