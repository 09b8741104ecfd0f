/**
 * Normal moves, runs and crawls (RULES.md §3.2, §4.2, §8). A move is a straight line from the model's
 * centre to `to`; its length is the horizontal distance plus any change of height (stairs count as normal
 * ground, §3.2). Models may not pass through other bases or blocking terrain, nor end within 1" of an enemy.
 */
import { inCombat, inContact, modelDist } from './contact';
import { dist } from './geometry';
import { firstUnsupported, LEVEL_TOLERANCE, stairsAt, surfaceAt } from './levels';
import { profileOf } from './state';
import {
  baseStopsLine,
  baseStopsStand,
  blocksMovement,
  movementBits,
  noteBaseAtEnd,
  noteBaseOnLine,
  notePieceAtEnd,
  notePieceOnLine,
  pieceStopsLine,
  pieceStopsStand,
  placeEnd,
  placeLine,
} from './path-obstacles';
import type { GameState, ModelState, Point, Result, RuleError, Terrain } from './types';

/** Distance (inches) within which a standing enemy forbids running (RULES.md §4.2). */
export const RUN_BLOCK_DISTANCE = 8;
/** Closest approach (inches, base to base) to an enemy allowed at the end of a move (RULES.md §3.2). */
export const ENEMY_CLEARANCE = 1;
/** How far a unit that regrouped may move that turn, inches (RULES.md §10.4). */
export const REGROUP_MOVE = 3;
/** How far a knocked-down model may crawl, inches (RULES.md §8). */
export const CRAWL_DISTANCE = 2;
const EPS = 1e-6;
/**
 * What the stand and path checks return for a problem when their caller asked only whether there is one
 * (`explain` false): nothing is built for it.
 */
const UNEXPLAINED: RuleError = { code: 'ERR_PATH_BLOCKED', message: 'not explained (explain: false)' };

export { blocksMovement } from './path-obstacles';

function err(code: RuleError['code'], message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

/** How far model i may move this phase (inches) and whether it may run, or a reason it cannot move. */
export interface Allowance {
  move: number;
  /** Run distance, or null when it may not run (§4.2). */
  run: number | null;
  /** Why it may not run, when it may not. */
  runBlocked: string | null;
}

/** A standing, non-fleeing, non-hidden enemy within 8" of model i, or −1 (RULES.md §4.2). */
export function enemyWithinRunBlock(s: GameState, i: number): number {
  const side = s.static.models[i]!.side;
  const me = s.models[i]!;
  const r = s.static.models[i]!.base + RUN_BLOCK_DISTANCE + EPS;
  for (let j = 0; j < s.models.length; j++) {
    const m = s.models[j]!;
    if (s.static.models[j]!.side === side || m.status !== 'standing' || m.fleeing || m.hidden) continue;
    const reach = r + s.static.models[j]!.base;
    if (Math.abs(m.x - me.x) > reach || Math.abs(m.y - me.y) > reach) continue;
    if (modelDist(s, i, j) <= RUN_BLOCK_DISTANCE) return j;
  }
  return -1;
}

/**
 * Whether every enemy in base contact with model i is fighting someone else: in base contact with another
 * standing friend of model i (RULES.md §8: only then may a knocked-down model crawl away).
 */
export function enemiesBusy(s: GameState, i: number): boolean {
  const side = s.static.models[i]!.side;
  for (let j = 0; j < s.models.length; j++) {
    if (s.static.models[j]!.side === side || !inContact(s, i, j)) continue;
    let busy = false;
    for (let k = 0; k < s.models.length && !busy; k++)
      busy =
        k !== i &&
        s.static.models[k]!.side === side &&
        s.models[k]!.status === 'standing' &&
        inContact(s, j, k);
    if (!busy) return false;
  }
  return true;
}

/**
 * The move allowance of model i in the Movement phase (RULES.md §3.2, §3.1 step 4, §4.2, §8): M, halved
 * after standing up; a crawl of 2" when knocked down (in base contact with enemies only if they all fight
 * someone else); no move when stunned, fleeing, in close combat or after moving or charging.
 * Errors: ERR_CANNOT_ACT, ERR_ALREADY_ACTED, ERR_IN_COMBAT.
 */
export function moveAllowance(s: GameState, i: number): Result<Allowance> {
  const m = s.models[i]!;
  const ms = s.static.models[i]!;
  if (m.status === 'outOfAction') return err('ERR_CANNOT_ACT', `${ms.id} is out of action`);
  if (m.status === 'stunned') return err('ERR_CANNOT_ACT', `${ms.id} is stunned and can do nothing (§8)`);
  if (m.fleeing)
    return err('ERR_CANNOT_ACT', `${ms.id} is fleeing and moves only in its compulsory move (§9.5)`);
  if (m.moved || m.charged || m.failedCharge)
    return err('ERR_ALREADY_ACTED', `${ms.id} has already moved this turn`);
  if (m.rallied) return err('ERR_CANNOT_ACT', `${ms.id} rallied this turn and may not move (§3.1)`);
  if (m.fallingBack)
    return err('ERR_CANNOT_ACT', `${ms.id} is falling back and moves only in its compulsory move (§10.3)`);
  if (m.building >= 0)
    return err('ERR_CANNOT_ACT', `${ms.id} is inside a building: its unit leaves with leaveBuilding (§11)`);
  if (inCombat(s, i) && !(m.status === 'knockedDown' && enemiesBusy(s, i))) {
    return err(
      'ERR_IN_COMBAT',
      m.status === 'knockedDown'
        ? `${ms.id} is knocked down in base contact with an enemy that is fighting nobody else (§8)`
        : `${ms.id} is in base contact with an enemy and never leaves combat voluntarily (§7.10)`,
    );
  }
  if (m.regrouped)
    return { ok: true, value: { move: REGROUP_MOVE, run: null, runBlocked: 'regrouped this turn (§10.4)' } };
  if (m.status === 'knockedDown')
    return { ok: true, value: { move: CRAWL_DISTANCE, run: null, runBlocked: 'knocked down' } };
  const M = profileOf(s, i).M;
  const move = m.stoodUp ? M / 2 : M;
  if (m.stoodUp) return { ok: true, value: { move, run: null, runBlocked: 'stood up this turn (§3.1)' } };
  const blocker = enemyWithinRunBlock(s, i);
  if (blocker >= 0) {
    const bid = s.static.models[blocker]!.id;
    return { ok: true, value: { move, run: null, runBlocked: `enemy ${bid} is within 8" (§4.2)` } };
  }
  return { ok: true, value: { move, run: 2 * M, runBlocked: null } };
}

/**
 * How far model i may move this phase, inches: `moveAllowance(s, i)`'s `move` when it is ok, else −1 (RULES.md
 * §3.2, §3.1 step 4, §8). Allocation-free (no result, no reason text, the run is not worked out), for the
 * search's hot loops; checked against `moveAllowance` by a property test.
 */
export function moveDistance(s: GameState, i: number): number {
  const m = s.models[i]!;
  if (
    m.status === 'outOfAction' ||
    m.status === 'stunned' ||
    m.fleeing ||
    m.moved ||
    m.charged ||
    m.failedCharge ||
    m.rallied ||
    m.fallingBack ||
    m.building >= 0
  )
    return -1;
  if (inCombat(s, i) && !(m.status === 'knockedDown' && enemiesBusy(s, i))) return -1;
  if (m.regrouped) return REGROUP_MOVE;
  if (m.status === 'knockedDown') return CRAWL_DISTANCE;
  const M = profileOf(s, i).M;
  return m.stoodUp ? M / 2 : M;
}

export { standingHeights } from './levels';

/**
 * Whether terrain stops a model moving at height z (RULES.md §3.2): blocking terrain (`blocksMovement`) on the
 * table; above it, only blocking terrain rising more than 1" over that height (a model on a roof walks over
 * the walls below it).
 */
export function blocksAtLevel(t: Terrain, z: number): boolean {
  if (!blocksMovement(t)) return false;
  return z <= EPS || t.height > z + 1;
}

/**
 * Whether terrain t stops movement at height z in this game: `blocksAtLevel`, and in squad play with
 * `buildings` on, the walls of occupiable buildings (entered only with `enterBuilding`, RULES.md §11).
 */
export function blocksHere(s: GameState, t: Terrain, z: number): boolean {
  if (blocksAtLevel(t, z)) return true;
  return (
    s.static.options.buildings &&
    s.static.squads &&
    t.kind === 'building' &&
    (t.capacity ?? 0) > 0 &&
    z <= EPS
  );
}

/**
 * Checks that model i may stand at (x, y, z) (RULES.md §0, §3.2): finite numbers, wholly on the table, on
 * something (the table or a floor), its base clear of blocking terrain at that height and of other bases on
 * that level (model `ignore` excepted, −1 for none), and with `clearance` not within 1" of an enemy on that
 * level. Errors: ERR_BAD_ACTION, ERR_OFF_TABLE, ERR_PATH_BLOCKED, ERR_TOO_CLOSE_TO_ENEMY; with `explain`
 * false any problem is one shared error without its message (for callers that only test for null).
 */
export function checkStand(
  s: GameState,
  i: number,
  x: number,
  y: number,
  z: number,
  ignore: number,
  clearance: boolean,
  explain = true,
): RuleError | null {
  const spot = spotProblem(s, i, x, y, z, explain);
  if (spot !== null) return spot;
  placeEnd(x, y, z);
  const r = s.static.models[i]!.base;
  for (let j = 0; j < s.models.length; j++) {
    if (j === i || j === ignore) continue;
    const o = s.models[j]!;
    const reach = r + s.static.models[j]!.base;
    // `baseStopsStand`'s own first test, made here so that far bases cost no call.
    if (Math.abs(o.x - x) >= reach || Math.abs(o.y - y) >= reach || !baseStopsStand(s, i, j)) continue;
    noteBaseAtEnd(j);
    return explain
      ? {
          code: 'ERR_PATH_BLOCKED',
          message: `${s.static.models[i]!.id} cannot stand on ${s.static.models[j]!.id}`,
        }
      : UNEXPLAINED;
  }
  return clearance ? checkClearance(s, i, x, y, z, ignore, explain) : null;
}

/** `checkStand` but for other models: finite numbers, on the table, on a floor, clear of blocking terrain. */
function spotProblem(
  s: GameState,
  i: number,
  x: number,
  y: number,
  z: number,
  explain: boolean,
): RuleError | null {
  const ms = s.static.models[i]!;
  const r = ms.base;
  const { width, depth } = s.static.table;
  if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z))
    return explain
      ? { code: 'ERR_BAD_ACTION', message: `move of ${ms.id}: destination must be finite numbers (inches)` }
      : UNEXPLAINED;
  if (x - r < -EPS || y - r < -EPS || x + r > width + EPS || y + r > depth + EPS)
    return explain
      ? {
          code: 'ERR_OFF_TABLE',
          message: `${ms.id} would stand off the ${width}"×${depth}" table at (${x}, ${y})`,
        }
      : UNEXPLAINED;
  if (!surfaceAt(s, x, y, z))
    return explain
      ? {
          code: 'ERR_BAD_ACTION',
          message: `${ms.id} cannot stand at height ${z}" at (${x}, ${y}): only the table or a floor`,
        }
      : UNEXPLAINED;
  const terrain = s.static.terrain;
  const bits = movementBits(terrain);
  placeEnd(x, y, z);
  for (let k = 0; k < terrain.length; k++) {
    if (bits[k] === 0 || !pieceStopsStand(s, i, k)) continue;
    notePieceAtEnd(k);
    const t = terrain[k]!;
    return explain
      ? { code: 'ERR_PATH_BLOCKED', message: `${ms.id} cannot stand on ${t.kind} ${t.id}` }
      : UNEXPLAINED;
  }
  return null;
}

/**
 * Checks the straight path of model i from (x0, y0, z0) to (x1, y1, z1) (RULES.md §3.2): its centre line may
 * not cross blocking terrain at the lower of the two heights (terrain `skip` excepted, e.g. the wall being
 * climbed) and its base may not sweep through another base on its level (`ignore` excepted). A base that
 * overlaps another at the start may move away. Errors: ERR_PATH_BLOCKED (with `explain` false, one shared
 * error without its message).
 */
export function checkSegment(
  s: GameState,
  i: number,
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
  ignore: number,
  skip: Terrain | null,
  explain = true,
): RuleError | null {
  const ms = s.static.models[i]!;
  placeLine(x0, y0, z0, x1, y1, z1);
  const through = terrainOnSegment(s, i, skip, explain);
  if (through !== null) return through;
  const xMin = Math.min(x0, x1);
  const xMax = Math.max(x0, x1);
  const yMin = Math.min(y0, y1);
  const yMax = Math.max(y0, y1);
  for (let j = 0; j < s.models.length; j++) {
    if (j === i || j === ignore) continue;
    const o = s.models[j]!;
    const rr = ms.base + s.static.models[j]!.base;
    // `baseStopsLine`'s own box test, made here so that bases away from the line cost no call.
    if (o.x <= xMin - rr || o.x >= xMax + rr || o.y <= yMin - rr || o.y >= yMax + rr) continue;
    if (!baseStopsLine(s, i, j)) continue;
    noteBaseOnLine(j);
    return explain
      ? { code: 'ERR_PATH_BLOCKED', message: `${ms.id} cannot move through ${s.static.models[j]!.id}` }
      : UNEXPLAINED;
  }
  return null;
}

/**
 * `checkSegment` but for other models: blocking terrain at the lower height of the line placed
 * (`placeLine`), `skip` excepted.
 */
function terrainOnSegment(s: GameState, i: number, skip: Terrain | null, explain: boolean): RuleError | null {
  const terrain = s.static.terrain;
  const bits = movementBits(terrain);
  for (let k = 0; k < terrain.length; k++) {
    if (bits[k] === 0) continue;
    const t = terrain[k]!;
    if (t === skip || !pieceStopsLine(s, k)) continue;
    notePieceOnLine(k);
    return explain
      ? {
          code: 'ERR_PATH_BLOCKED',
          message: `${s.static.models[i]!.id} cannot move through ${t.kind} ${t.id}`,
        }
      : UNEXPLAINED;
  }
  return null;
}

/**
 * Checks that model i can walk straight from where it is to (x, y, z) (RULES.md §3.2, §4.4): it may stand
 * there (`checkStand`; unless `toContact`, a charge (§4.1), not within 1" of an enemy); a change of height
 * only by stairs (the table or building floors at both ends: platforms and walls are climbed, §4.4); on an
 * upper level a floor underfoot all the way (gaps are jumped, §4.4); and a clear path (`checkSegment`).
 * Model `ignore` is disregarded (−1 for none). Null when legal, else the error (ERR_BAD_ACTION,
 * ERR_OFF_TABLE, ERR_PATH_BLOCKED, ERR_TOO_CLOSE_TO_ENEMY).
 */
export function checkPath(
  s: GameState,
  i: number,
  x: number,
  y: number,
  z: number,
  ignore: number,
  toContact = false,
): RuleError | null {
  return rememberedPath(s, i, x, y, z, ignore, toContact, true);
}

/**
 * Whether model i can walk straight to (x, y, z): `checkPath(…) === null`, without building the error's
 * message when it cannot (for the loops that try many destinations).
 */
export function pathClear(
  s: GameState,
  i: number,
  x: number,
  y: number,
  z: number,
  ignore: number,
  toContact = false,
): boolean {
  return rememberedPath(s, i, x, y, z, ignore, toContact, false) === null;
}

/** `pathProblem` with the last plain move found clear remembered (`clearPath`). */
function rememberedPath(
  s: GameState,
  i: number,
  x: number,
  y: number,
  z: number,
  ignore: number,
  toContact: boolean,
  explain: boolean,
): RuleError | null {
  if (ignore >= 0 || toContact) return pathProblem(s, i, x, y, z, ignore, toContact, explain);
  const n = clearPath.pack(s, i, x, y, z);
  if (clearPath.recall(s, n)) return null;
  const bad = pathProblem(s, i, x, y, z, ignore, toContact, explain);
  if (bad === null) clearPath.remember(s, n);
  return bad;
}

/**
 * The last plain move (no model ignored, not to contact) `checkPath` or `pathClear` found clear, exact: the
 * model, the destination and, for every model, what `checkPath` reads of it (x, y, z, building, status; the
 * rest it reads is static). A search checks a move, then the engine checks it again when it is applied.
 */
const clearPath = {
  static: null as GameState['static'] | null,
  key: new Float64Array(0),
  keyLength: -1,
  statuses: [] as ModelState['status'][],
  scratch: new Float64Array(0),

  /** Writes the key of a check on state s into `scratch` (grown as needed) and returns its length. */
  pack(s: GameState, i: number, x: number, y: number, z: number): number {
    const n = 4 + 4 * s.models.length;
    if (this.scratch.length < n) this.scratch = new Float64Array(n);
    const k = this.scratch;
    k[0] = i;
    k[1] = x;
    k[2] = y;
    k[3] = z;
    for (let j = 0; j < s.models.length; j++) {
      const m = s.models[j]!;
      const o = 4 + 4 * j;
      k[o] = m.x;
      k[o + 1] = m.y;
      k[o + 2] = m.z;
      k[o + 3] = m.building;
    }
    return n;
  },

  /** Whether the check just packed (`n` its key length) on state s is the one last found clear. */
  recall(s: GameState, n: number): boolean {
    if (this.static !== s.static || this.keyLength !== n) return false;
    for (let k = 0; k < n; k++) if (this.key[k] !== this.scratch[k]) return false;
    for (let j = 0; j < s.models.length; j++) if (this.statuses[j] !== s.models[j]!.status) return false;
    return true;
  },

  /** Remembers the check just packed (`n` its key length) as found clear on state s. */
  remember(s: GameState, n: number): void {
    this.static = s.static;
    if (this.key.length < n) this.key = new Float64Array(n);
    for (let k = 0; k < n; k++) this.key[k] = this.scratch[k]!;
    this.keyLength = n;
    this.statuses.length = s.models.length;
    for (let j = 0; j < s.models.length; j++) this.statuses[j] = s.models[j]!.status;
  },
};

/** `checkPath` worked out (see there); with `explain` false, failures share one error without a message. */
function pathProblem(
  s: GameState,
  i: number,
  x: number,
  y: number,
  z: number,
  ignore: number,
  toContact: boolean,
  explain: boolean,
): RuleError | null {
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  const stand = checkStand(s, i, x, y, z, ignore, false, explain);
  if (stand !== null) return stand;
  if (Math.abs(z - m.z) > EPS) {
    if (!stairsAt(s, m.x, m.y, m.z) || !stairsAt(s, x, y, z))
      return explain
        ? {
            code: 'ERR_PATH_BLOCKED',
            message: `${id} cannot walk from height ${m.z}" to ${z}": only stairs in buildings; climb or jump (§4.4)`,
          }
        : UNEXPLAINED;
  } else if (firstUnsupported(s, m.x, m.y, x, y, z) >= 0) {
    return explain
      ? {
          code: 'ERR_PATH_BLOCKED',
          message: `${id} would step off the ledge at height ${z}": jump down or jump the gap (§4.4)`,
        }
      : UNEXPLAINED;
  }
  const path = checkSegment(s, i, m.x, m.y, m.z, x, y, z, ignore, null, explain);
  if (path !== null) return path;
  return toContact ? null : checkClearance(s, i, x, y, z, ignore, explain);
}

/** The 1" from enemies on its level that model i must keep at (x, y, z) when not charging (RULES.md §3.2). */
function checkClearance(
  s: GameState,
  i: number,
  x: number,
  y: number,
  z: number,
  ignore: number,
  explain: boolean,
): RuleError | null {
  const ms = s.static.models[i]!;
  for (let j = 0; j < s.models.length; j++) {
    if (j === i || j === ignore || s.models[j]!.status === 'outOfAction') continue;
    if (s.static.models[j]!.side === ms.side) continue;
    const o = s.models[j]!;
    if (Math.abs(o.z - z) >= LEVEL_TOLERANCE) continue;
    const reach = ms.base + s.static.models[j]!.base + ENEMY_CLEARANCE;
    if (Math.abs(o.x - x) >= reach || Math.abs(o.y - y) >= reach) continue;
    if (dist(x, y, o.x, o.y) - ms.base - s.static.models[j]!.base < ENEMY_CLEARANCE - EPS)
      return explain
        ? {
            code: 'ERR_TOO_CLOSE_TO_ENEMY',
            message: `${ms.id} may not end within 1" of enemy ${s.static.models[j]!.id} unless charging (§3.2)`,
          }
        : UNEXPLAINED;
  }
  return null;
}

/** The length of a move from model i's position to (x, y, z): horizontal distance plus climb, inches. */
export function moveLength(s: GameState, i: number, x: number, y: number, z: number): number {
  const m = s.models[i]!;
  return dist(m.x, m.y, x, y) + Math.abs(z - m.z);
}

/** Reads a destination point `[x, y]` or `[x, y, z]`; z defaults to the model's height there. */
export function destination(s: GameState, i: number, to: Point): [number, number, number] {
  const z = to.length === 3 ? to[2] : s.models[i]!.z;
  return [to[0], to[1], z];
}
