/**
 * A direct-mapped memo of line-of-sight answers (RULES.md §5) keyed by the two eye points. Sight depends
 * only on positions and the static terrain, and search asks the same questions many times, so this saves
 * most of the polygon work. Allocation-free; cleared whenever another game's terrain is asked about.
 */
import type { Terrain } from './types';

const SLOTS = 8192;
const keys = new Float64Array(SLOTS * 6);
const answers = new Int8Array(SLOTS);
let terrain: readonly Terrain[] | null = null;

function slotOf(ax: number, ay: number, az: number, bx: number, by: number, bz: number): number {
  let h = Math.imul((ax * 1024) | 0, 0x9e3779b1);
  h = Math.imul(h ^ ((ay * 1024) | 0), 0x85ebca6b);
  h = Math.imul(h ^ ((az * 1024) | 0), 0xc2b2ae35);
  h = Math.imul(h ^ ((bx * 1024) | 0), 0x27d4eb2f);
  h = Math.imul(h ^ ((by * 1024) | 0), 0x165667b1);
  h = Math.imul(h ^ ((bz * 1024) | 0), 0x9e3779b1);
  return (h ^ (h >>> 15)) & (SLOTS - 1);
}

/**
 * The remembered answer for sight between two eye points over this terrain: 1 clear, 0 blocked, −1 unknown.
 * Units: inches.
 */
export function recallSight(
  t: readonly Terrain[],
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
): number {
  if (t !== terrain) {
    terrain = t;
    answers.fill(-1);
    return -1;
  }
  const k = slotOf(ax, ay, az, bx, by, bz);
  const a = answers[k]!;
  if (a < 0) return -1;
  const o = k * 6;
  if (
    keys[o] !== ax ||
    keys[o + 1] !== ay ||
    keys[o + 2] !== az ||
    keys[o + 3] !== bx ||
    keys[o + 4] !== by ||
    keys[o + 5] !== bz
  )
    return -1;
  return a;
}

/** Remembers a sight answer for two eye points over the terrain last passed to `recallSight`. */
export function rememberSight(
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  clear: boolean,
): void {
  const k = slotOf(ax, ay, az, bx, by, bz);
  const o = k * 6;
  keys[o] = ax;
  keys[o + 1] = ay;
  keys[o + 2] = az;
  keys[o + 3] = bx;
  keys[o + 4] = by;
  keys[o + 5] = bz;
  answers[k] = clear ? 1 : 0;
}
