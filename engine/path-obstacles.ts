/**
 * The one-obstacle tests of the stand and path checks (RULES.md §3.2), shared by `checkStand` and
 * `checkSegment` in movement.ts, and a memory of the obstacles that last stopped a check: a loop that tries
 * many destinations near one another (the points of base contact round a charge target, §4.1) asks first
 * whether one of those still stops the next destination, which is one test instead of the whole check. A
 * remembered obstacle is tested afresh on the state given, so the answer is exact whatever the memory holds.
 */
import { closestT } from './geometry';
import { LEVEL_TOLERANCE } from './levels';
import { pieceIntervals, pieceTouchesCircle, segmentMissesBox, terrainBoxes } from './terrain-boxes';
import type { GameState, Terrain } from './types';

const EPS = 1e-6;
const scratch: number[] = [];

/** `movementBits` flag: the piece stops movement on the ground (impassable, walls and platforms over 1"). */
const MOVE_BLOCK = 1;
/** `movementBits` flag: a building with room for a garrison (walled off in squad play with `buildings`, §11). */
const OCCUPIABLE = 2;
const bitsCache = new WeakMap<readonly Terrain[], Uint8Array>();
let lastTerrain: readonly Terrain[] | null = null;
let lastBits: Uint8Array = new Uint8Array(0);

/** Whether terrain stops movement on the ground: impassable terrain, and walls or platforms over 1" high. */
export function blocksMovement(t: Terrain): boolean {
  if (t.kind === 'impassable') return true;
  return (t.kind === 'wall' || t.kind === 'platform') && t.height > 1;
}

/** `MOVE_BLOCK` and `OCCUPIABLE` of each piece of a terrain list, worked out once per list (it is static). */
export function movementBits(terrain: readonly Terrain[]): Uint8Array {
  if (terrain === lastTerrain && lastBits.length === terrain.length) return lastBits;
  let bits = bitsCache.get(terrain);
  if (bits === undefined || bits.length !== terrain.length) {
    bits = new Uint8Array(terrain.length);
    for (let k = 0; k < terrain.length; k++) {
      const t = terrain[k]!;
      bits[k] =
        (blocksMovement(t) ? MOVE_BLOCK : 0) |
        (t.kind === 'building' && (t.capacity ?? 0) > 0 ? OCCUPIABLE : 0);
    }
    bitsCache.set(terrain, bits);
  }
  lastTerrain = terrain;
  lastBits = bits;
  return bits;
}

/**
 * Whether piece k = t of the list whose `movementBits` are given stops movement at height z in this game
 * (`blocksHere` in movement.ts: blocking terrain, and in squad play with `buildings` the walls of occupiable
 * buildings, RULES.md §3.2, §11), most pieces decided without reading t.
 */
export function blocksHereAt(s: GameState, bits: Uint8Array, k: number, t: Terrain, z: number): boolean {
  const b = bits[k]!;
  if (b === 0) return false;
  if ((b & MOVE_BLOCK) !== 0 && (z <= EPS || t.height > z + 1)) return true;
  return (b & OCCUPIABLE) !== 0 && s.static.options.buildings && s.static.squads && z <= EPS;
}

/**
 * The place the one-obstacle tests look at, inches: a line from (x0, y0, z0) to (x1, y1, z1), or a base
 * standing at its end. Held here rather than passed, so that the tests take no numbers that would have to be
 * boxed on the search's hot path (`placeLine`, `placeEnd`).
 */
const at = new Float64Array(6);

/** Sets the line the one-obstacle tests look at, inches. */
export function placeLine(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number): void {
  at[0] = x0;
  at[1] = y0;
  at[2] = z0;
  at[3] = x1;
  at[4] = y1;
  at[5] = z1;
}

/** Sets where the one-obstacle tests look at a base standing (the end of the line), inches. */
export function placeEnd(x: number, y: number, z: number): void {
  at[3] = x;
  at[4] = y;
  at[5] = z;
}

/**
 * Whether terrain piece k stops model i's base standing at the placed end (`placeEnd`, RULES.md §3.2): it
 * stops movement at that height and touches the base.
 */
export function pieceStopsStand(s: GameState, i: number, k: number): boolean {
  const terrain = s.static.terrain;
  const t = terrain[k]!;
  return (
    blocksHereAt(s, movementBits(terrain), k, t, at[5]!) &&
    pieceTouchesCircle(terrainBoxes(terrain), k, t, at[3]!, at[4]!, s.static.models[i]!.base - EPS)
  );
}

/**
 * Whether terrain piece k stops the centre line placed (`placeLine`) at the lower of its two heights (RULES.md
 * §3.2): it stops movement at that height and the line crosses it (its box first, read without boxing the
 * numbers).
 */
export function pieceStopsLine(s: GameState, k: number): boolean {
  const terrain = s.static.terrain;
  const t = terrain[k]!;
  const boxes = terrainBoxes(terrain);
  return (
    blocksHereAt(s, movementBits(terrain), k, t, Math.min(at[2]!, at[5]!)) &&
    !segmentMissesBox(boxes, k, at[0]!, at[1]!, at[3]!, at[4]!, 0) &&
    pieceIntervals(boxes, k, t, at[0]!, at[1]!, at[3]!, at[4]!, scratch) > 0
  );
}

/**
 * Whether model j's base stops model i (j ≠ i) standing at the placed end (`placeEnd`, RULES.md §3.2): j is
 * in play, on that level and not in a building, the bases overlap, and they did not overlap where i stands now
 * (a base that overlaps another may move away).
 */
export function baseStopsStand(s: GameState, i: number, j: number): boolean {
  const o = s.models[j]!;
  const x = at[3]!;
  const y = at[4]!;
  if (o.status === 'outOfAction' || Math.abs(o.z - at[5]!) >= LEVEL_TOLERANCE || o.building >= 0)
    return false;
  const r = s.static.models[i]!.base;
  const rj = s.static.models[j]!.base;
  if (Math.abs(o.x - x) >= r + rj || Math.abs(o.y - y) >= r + rj) return false;
  if (Math.sqrt((x - o.x) * (x - o.x) + (y - o.y) * (y - o.y)) - r - rj >= -EPS) return false;
  const me = s.models[i]!;
  const before = Math.sqrt((me.x - o.x) * (me.x - o.x) + (me.y - o.y) * (me.y - o.y));
  return !(Math.abs(me.z - o.z) < LEVEL_TOLERANCE && before - r - rj < -EPS);
}

/**
 * Whether model j's base stops model i (j ≠ i) moving along the placed line (`placeLine`, RULES.md §3.2): j is
 * in play, not in a building, on the level of the line where it passes closest, and i's base would sweep
 * through it (a base that overlaps it at the start may move away).
 */
export function baseStopsLine(s: GameState, i: number, j: number): boolean {
  const o = s.models[j]!;
  if (o.status === 'outOfAction' || o.building >= 0) return false;
  const x0 = at[0]!;
  const y0 = at[1]!;
  const x1 = at[3]!;
  const y1 = at[4]!;
  const rr = s.static.models[i]!.base + s.static.models[j]!.base;
  if (o.x <= Math.min(x0, x1) - rr || o.x >= Math.max(x0, x1) + rr) return false;
  if (o.y <= Math.min(y0, y1) - rr || o.y >= Math.max(y0, y1) + rr) return false;
  const t = closestT(x0, y0, x1, y1, o.x, o.y);
  if (Math.abs(o.z - (at[2]! + (at[5]! - at[2]!) * t)) >= LEVEL_TOLERANCE) return false;
  const px = x0 + (x1 - x0) * t - o.x;
  const py = y0 + (y1 - y0) * t - o.y;
  if (Math.sqrt(px * px + py * py) >= rr - EPS) return false;
  return Math.sqrt((x0 - o.x) * (x0 - o.x) + (y0 - o.y) * (y0 - o.y)) >= rr - EPS;
}

/** Kinds of remembered obstacle: a base where the model would stand, a base on the line, the same for terrain. */
const BASE_AT_END = 0;
const BASE_ON_LINE = 1;
const PIECE_AT_END = 2;
const PIECE_ON_LINE = 3;
/** How many distinct obstacles are remembered (the points round a target meet a few: a friend, a wall, …). */
const REMEMBERED = 4;
/** Remembered obstacles, newest first: `4 × index + kind`, −1 for none. */
const recent = new Int32Array(REMEMBERED).fill(-1);

/** Notes an obstacle (`kind` of the constants above, `index` a model or terrain piece) that stopped a check. */
function note(kind: number, index: number): void {
  const code = 4 * index + kind;
  let k = 0;
  while (k < REMEMBERED - 1 && recent[k] !== code) k++;
  for (; k > 0; k--) recent[k] = recent[k - 1]!;
  recent[0] = code;
}

/** Notes that model j's base stopped a stand check. */
export function noteBaseAtEnd(j: number): void {
  note(BASE_AT_END, j);
}
/** Notes that model j's base stopped a path's line. */
export function noteBaseOnLine(j: number): void {
  note(BASE_ON_LINE, j);
}
/** Notes that terrain piece k stopped a stand check. */
export function notePieceAtEnd(k: number): void {
  note(PIECE_AT_END, k);
}
/** Notes that terrain piece k stopped a path's line. */
export function notePieceOnLine(k: number): void {
  note(PIECE_ON_LINE, k);
}

/**
 * Whether one of the obstacles that last stopped a check stops model i walking straight from where it is to
 * the placed end (`placeEnd`), model `ignore` disregarded (−1 for none): then `checkPath(s, i, x, y, z,
 * ignore, …)` for that end is not null, with or without `toContact`. False says nothing (the whole check must
 * be made). Allocation-free.
 */
export function knownObstacle(s: GameState, i: number, ignore: number): boolean {
  const m = s.models[i]!;
  at[0] = m.x;
  at[1] = m.y;
  at[2] = m.z;
  for (let k = 0; k < REMEMBERED; k++) {
    const code = recent[k]!;
    if (code < 0) return false;
    const kind = code & 3;
    const index = code >> 2;
    if (kind === BASE_AT_END || kind === BASE_ON_LINE) {
      if (index === i || index === ignore || index >= s.models.length) continue;
      if (kind === BASE_AT_END ? baseStopsStand(s, i, index) : baseStopsLine(s, i, index)) return true;
    } else if (index < s.static.terrain.length) {
      if (kind === PIECE_AT_END ? pieceStopsStand(s, i, index) : pieceStopsLine(s, index)) return true;
    }
  }
  return false;
}
