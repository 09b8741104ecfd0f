/**
 * Unit moves from the whole position in squad play (issue 18, part 1; DESIGN.md "AI"): translations of the
 * whole unit, sampled round it (every 30°, at a walk, half a walk and a run) and behind every terrain piece
 * that gives cover within its run, each judged against every enemy unit — out of the charge reach (2 × M,
 * RULES.md §4.1) of every enemy model that could charge next turn, farther and faster ones included; how many
 * enemy shooters in range see one of its models in the open (§5); whether one of its models sees a target in
 * its own range (§6.1); within 6″ of a friend in combat or of the leader when the options give that a use
 * (§9.1, §9.2: off in the squad preset, whose Morale uses the unit's own best Ld, §10.1). `unitPositionMoves`
 * adds the best translation of each kind and a walk toward every enemy unit, weakest first; `unitWidenedMoves`
 * the next best by a cheap feature score, as many as the search's budget pays for (progressive widening).
 * Each move is checked with `validateAction`, so every candidate is legal.
 */
import {
  canSee,
  coverBetween,
  enemiesInContact,
  modelDist,
  profileOf,
  unitInPlay,
  unitModelsInPlay,
  validateAction,
  type GameState,
} from '../engine';
import type { Decision } from './decision';
import { DIRECTIONS, OUTLINE_GAP, REACH_MARGIN, SUPPORT, threatens } from './position-candidates';
import { missileRange } from './vertical-candidates';

/** A unit move candidate, e.g. `{ type: 'moveUnit', unit: 'vets', by: [0, -4] }`. */
export type UnitMove = Decision & { type: 'moveUnit' };

/** A sampled translation's features, read by the score and the picks. Units: inches. */
export interface UnitSpot {
  /** The translation, e.g. [3, -2]. */
  dx: number;
  dy: number;
  /** Longer than a walk: the move must be a run (and gives up the unit's shots, §6.3). */
  run: boolean;
  /** Least (base-to-base distance − charge reach − margin) over the unit's models and the enemies that could charge; > 0 is out of reach. */
  slack: number;
  /** Enemy shooters in range that see one of the unit's models with no cover. */
  exposed: number;
  /** One of the unit's models sees a visible enemy within its missile range. */
  sees: boolean;
  /** One of the unit's models is within 6″ of a friend that gains from it (only when the options give support a use). */
  support: boolean;
  /** Base-to-base distance from the unit to the nearest enemy model. */
  nearest: number;
  score: number;
}

/** Spacing (inches) of the spots sampled along a terrain piece's outline (a unit is wider than a model). */
const OUTLINE_STEP = 2;
/** How many spots of a kind are tried with the engine before the kind is given up. */
const TRIES = 4;
/** Gap (inches) a walk toward an enemy unit leaves, so that it does not end in base contact (§4.2). */
const APPROACH_GAP = 1.1;

/** The friends unit u's models should stay within 6″ of (§9.1 leader, §9.2 friends in combat); none when the options give it no use. */
function supported(s: GameState, u: number): number[] {
  const o = s.static.options;
  if (!o.allAlone && !o.panic && !o.routTest) return [];
  const side = s.static.units[u]!.side;
  const out: number[] = [];
  for (const k of s.static.sides[side]!.models) {
    if (s.static.models[k]!.unitIndex === u || s.models[k]!.status === 'outOfAction') continue;
    if (s.static.models[k]!.rules.includes('leader') || enemiesInContact(s, k).length > 0) out.push(k);
  }
  return out;
}

/** What `judge` needs about the unit and the position, worked out once per call. */
interface Context {
  s: GameState;
  models: number[];
  enemies: number[];
  friends: number[];
  /** Missile range of each of the unit's models, in `models` order. */
  ranges: number[];
  /** Missile range of each enemy in `enemies` order. */
  enemyRanges: number[];
  /** Where the unit's models stand, x then y of each in `models` order, put back exactly after each judgement. */
  home: Float64Array;
}

function contextOf(s: GameState, u: number): Context {
  const models = unitModelsInPlay(s, u);
  const side = s.static.units[u]!.side;
  const enemies = s.static.sides[1 - side]!.models.filter((j) => s.models[j]!.status !== 'outOfAction');
  return {
    s,
    models,
    enemies,
    friends: supported(s, u),
    ranges: models.map((i) => missileRange(s, i)),
    enemyRanges: enemies.map((j) => missileRange(s, j)),
    home: Float64Array.from(models.flatMap((i) => [s.models[i]!.x, s.models[i]!.y])),
  };
}

/** The features of the unit moved by (dx, dy): its models are put there for the engine's checks, then put back. */
function judge(c: Context, dx: number, dy: number, run: boolean): UnitSpot {
  const { s, models, enemies, home } = c;
  for (let q = 0; q < models.length; q++) {
    s.models[models[q]!]!.x = home[2 * q]! + dx;
    s.models[models[q]!]!.y = home[2 * q + 1]! + dy;
  }
  let slack = Infinity;
  let nearest = Infinity;
  for (const j of enemies) {
    const reach = threatens(s, j) ? 2 * profileOf(s, j).M + REACH_MARGIN : -1;
    for (const i of models) {
      const d = modelDist(s, i, j);
      if (d < nearest) nearest = d;
      if (reach >= 0 && d - reach < slack) slack = d - reach;
    }
  }
  let exposed = 0;
  for (let k = 0; k < enemies.length; k++) {
    const j = enemies[k]!;
    const r = c.enemyRanges[k]!;
    if (r <= 0 || s.models[j]!.status !== 'standing') continue;
    for (const i of models)
      if (modelDist(s, j, i) <= r && canSee(s, j, i) && coverBetween(s, j, i) === 'none') {
        exposed++;
        break;
      }
  }
  let sees = false;
  for (let q = 0; q < models.length && !sees && !run; q++) {
    const r = c.ranges[q]!;
    if (r <= 0) continue;
    const i = models[q]!;
    for (const j of enemies)
      if (!s.models[j]!.hidden && modelDist(s, i, j) <= r && canSee(s, i, j)) {
        sees = true;
        break;
      }
  }
  let support = false;
  for (const k of c.friends) for (const i of models) if (modelDist(s, i, k) <= SUPPORT) support = true;
  for (let q = 0; q < models.length; q++) {
    s.models[models[q]!]!.x = home[2 * q]!;
    s.models[models[q]!]!.y = home[2 * q + 1]!;
  }
  const score =
    (slack > 0 ? 2 : 0) +
    (exposed === 0 ? 2 : 0) -
    0.25 * exposed +
    (sees ? 1 : 0) +
    (support ? 1 : 0) -
    (run ? 0.5 : 0) -
    0.02 * Math.min(nearest, 48);
  return { dx, dy, run, slack, exposed, sees, support, nearest, score };
}

/** The unit's centre and radius (the farthest model's centre plus its base), inches. */
function extent(s: GameState, models: readonly number[]): { cx: number; cy: number; r: number } {
  let cx = 0;
  let cy = 0;
  for (const i of models) {
    cx += s.models[i]!.x;
    cy += s.models[i]!.y;
  }
  cx /= models.length;
  cy /= models.length;
  let r = 0;
  for (const i of models)
    r = Math.max(r, Math.hypot(s.models[i]!.x - cx, s.models[i]!.y - cy) + s.static.models[i]!.base);
  return { cx, cy, r };
}

/**
 * Translations (dx, dy, run) the unit may try: round it at a walk, half a walk and a run, and its centre put
 * just beyond its own radius from every cover-giving terrain piece's outline within its longest move.
 */
function sampleTranslations(
  s: GameState,
  models: readonly number[],
  walk: number,
  run: number | null,
): [number, number, boolean][] {
  const out: [number, number, boolean][] = [];
  for (let k = 0; k < DIRECTIONS; k++) {
    const a = (2 * Math.PI * k) / DIRECTIONS;
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    out.push([ux * walk, uy * walk, false], [(ux * walk) / 2, (uy * walk) / 2, false]);
    if (run !== null && run > walk) out.push([ux * run, uy * run, true]);
  }
  const far = Math.max(walk, run ?? 0);
  const { cx, cy, r } = extent(s, models);
  for (const t of s.static.terrain) {
    if (t.cover === 'none' || t.height <= 0 || t.kind === 'impassable') continue;
    const poly = t.polygon;
    for (let k = 0, j = poly.length - 1; k < poly.length; j = k++) {
      const [ax, ay] = poly[j]!;
      const [bx, by] = poly[k]!;
      const l = Math.hypot(bx - ax, by - ay);
      if (l < 1e-6) continue;
      const nx = (by - ay) / l;
      const ny = -(bx - ax) / l;
      const n = Math.max(1, Math.ceil(l / OUTLINE_STEP));
      for (let q = 0; q <= n; q++) {
        const px = ax + ((bx - ax) * q) / n;
        const py = ay + ((by - ay) * q) / n;
        for (const side of [1, -1]) {
          const dx = px + side * nx * (r + OUTLINE_GAP) - cx;
          const dy = py + side * ny * (r + OUTLINE_GAP) - cy;
          const len = Math.hypot(dx, dy);
          if (len > 0.3 && len <= far) out.push([dx, dy, len > walk]);
        }
      }
    }
  }
  return out;
}

/** The judged translations of unit u within its walk and run (best score first), and its spot as it stands. */
export interface UnitSpots {
  here: UnitSpot;
  spots: UnitSpot[];
  /** Whether the unit has a missile weapon (the picks then look for a spot that sees a target). */
  shooter: boolean;
}

/** Judges unit u's sampled translations (`walk`, `run`: its allowance, inches) and its own spot. */
export function judgedUnitSpots(s: GameState, u: number, walk: number, run: number | null): UnitSpots {
  const c = contextOf(s, u);
  const here = judge(c, 0, 0, false);
  const spots = sampleTranslations(s, c.models, walk, run).map(([dx, dy, r]) => judge(c, dx, dy, r));
  spots.sort((a, b) => b.score - a.score);
  return { here, spots, shooter: c.ranges.some((r) => r > 0) };
}

/** The `moveUnit` of spot p, or null when the engine refuses it. */
function legal(s: GameState, u: number, p: UnitSpot): UnitMove | null {
  const d: UnitMove = {
    type: 'moveUnit',
    unit: s.static.units[u]!.id,
    by: [p.dx, p.dy],
    ...(p.run ? { run: true } : {}),
  };
  return validateAction(s, d) === null ? d : null;
}

/**
 * Whether spot p is worth a shooting unit's shot (RULES.md §6.3, −1 To Hit for having moved): when the unit
 * sees a target from where it stands, a walk must gain what the shot does not — out of every charge reach
 * where it is in one now, or fewer shooters that see it in the open, or support; runs give the shot up anyway.
 */
function worthTheShot(here: UnitSpot, p: UnitSpot): boolean {
  if (!here.sees || p.run) return true;
  return (here.slack <= 0 && p.slack > 0) || p.exposed < here.exposed || (p.support && !here.support);
}

/** The first legal move among the spots that meet `want`, best score first, trying at most `TRIES`. */
function firstLegal(
  s: GameState,
  u: number,
  judged: UnitSpots,
  want: (p: UnitSpot) => boolean,
): UnitMove | null {
  let tried = 0;
  for (const p of judged.spots) {
    if (!want(p) || !worthTheShot(judged.here, p)) continue;
    const d = legal(s, u, p);
    if (d !== null) return d;
    if (++tried >= TRIES) break;
  }
  return null;
}

/**
 * The whole-position moves of unit u, e.g. `[{ type: 'moveUnit', unit: 'vets', by: [-7.5, -2.1], run: true }]`
 * for veterans stepping out of the reach of a far wolf pack: the best translation that takes every model out
 * of every enemy's charge reach when one reaches it now; the best one with fewer enemy shooters seeing it in
 * the open (none, if it can); for a shooting unit that sees no target, one that sees a target; one within 6″
 * of a friend to support when the options give that a use; then a walk toward every enemy unit with a model
 * not hidden, the weakest (fewest models in play) first — none for a shooting unit that sees a target (§6.3).
 * `judged` is what `judgedUnitSpots` returned.
 */
export function unitPositionMoves(
  s: GameState,
  u: number,
  judged: UnitSpots,
  walk: number,
  run: number | null,
): UnitMove[] {
  const out: UnitMove[] = [];
  const push = (d: UnitMove | null): void => {
    if (d !== null) out.push(d);
  };
  const { here } = judged;
  const first = (want: (p: UnitSpot) => boolean): UnitMove | null => firstLegal(s, u, judged, want);
  if (here.slack <= 0) push(first((p) => p.slack > 0));
  if (here.exposed > 0) push(first((p) => p.exposed === 0) ?? first((p) => p.exposed < here.exposed));
  if (judged.shooter && !here.sees) push(first((p) => p.sees));
  if (!here.support) push(first((p) => p.support));
  if (!here.sees) out.push(...towardEachUnit(s, u, walk, judged.shooter ? null : run));
  return out;
}

/**
 * A walk (and a run, when `run` is given) of unit u toward the nearest visible model of every enemy unit, the
 * weakest unit (fewest models in play) first, each stopping `APPROACH_GAP` short of contact and shortened
 * until the engine accepts it.
 */
function towardEachUnit(s: GameState, u: number, walk: number, run: number | null): UnitMove[] {
  const models = unitModelsInPlay(s, u);
  const side = s.static.units[u]!.side;
  const targets: { v: number; j: number; dist: number; size: number }[] = [];
  for (let v = 0; v < s.static.units.length; v++) {
    if (s.static.units[v]!.side === side) continue;
    let best = -1;
    let bestD = Infinity;
    for (const j of unitModelsInPlay(s, v)) {
      if (s.models[j]!.hidden) continue;
      for (const i of models) {
        const d = modelDist(s, i, j);
        if (d < bestD) [best, bestD] = [j, d];
      }
    }
    if (best >= 0) targets.push({ v, j: best, dist: bestD, size: unitInPlay(s, v) });
  }
  targets.sort((a, b) => a.size - b.size || a.dist - b.dist);
  const { cx, cy } = extent(s, models);
  const out: UnitMove[] = [];
  for (const t of targets) {
    const ex = s.models[t.j]!.x - cx;
    const ey = s.models[t.j]!.y - cy;
    const l = Math.hypot(ex, ey) || 1;
    for (const [max, running] of run === null
      ? [[walk, false] as const]
      : ([
          [walk, false],
          [run, true],
        ] as const)) {
      const len = Math.min(max, t.dist - APPROACH_GAP);
      if (len <= 0.05) continue;
      for (const f of [1, 0.75, 0.5]) {
        const d: UnitMove = {
          type: 'moveUnit',
          unit: s.static.units[u]!.id,
          by: [(ex / l) * len * f, (ey / l) * len * f],
          ...(running ? { run: true } : {}),
        };
        if (validateAction(s, d) === null) {
          out.push(d);
          break;
        }
      }
    }
  }
  return out;
}

/**
 * Progressive widening: up to `extra` more legal translations of `judged`, best feature score first, that
 * `fresh` accepts (the caller's dedupe of a translation `by`, inches), so a search with a larger budget
 * considers unit moves a smaller one never sees. At most four spots are tried per move wanted; `extra` 0 gives
 * none.
 */
export function unitWidenedMoves(
  s: GameState,
  u: number,
  judged: UnitSpots,
  extra: number,
  fresh: (by: readonly [number, number]) => boolean,
): UnitMove[] {
  const out: UnitMove[] = [];
  let budget = TRIES * extra;
  for (const p of judged.spots) {
    if (out.length >= extra || budget <= 0) break;
    const by = [p.dx, p.dy] as const;
    if (!worthTheShot(judged.here, p) || !fresh(by) || out.some((o) => near(o.by, by))) continue;
    budget--;
    const d = legal(s, u, p);
    if (d !== null) out.push(d);
  }
  return out;
}

/** Whether two unit translations (inches) are within 0.5″ of each other (the candidates' dedupe). */
export function near(a: readonly [number, number], b: readonly [number, number]): boolean {
  return Math.hypot(a[0] - b[0], a[1] - b[1]) < 0.5;
}
