/**
 * Move candidates from the whole position (issue 18, part 1; DESIGN.md "AI"): spots a model can walk to,
 * sampled round it and along every terrain piece within its move, each judged against every enemy — out of
 * the charge reach (2 × M, RULES.md §4.1) of every enemy that could charge it, farther and faster ones included;
 * hidden (§4.3) or in cover from every enemy shooter in range (§5); seeing a target in range (§6.1); within 6″
 * of a friend in combat (§9.2) or of its leader (§9.1). `positionMoves` adds the best spot of each kind;
 * `widenedMoves` the next best by a cheap feature score, as many as a search's budget pays for (progressive
 * widening). Every spot is checked with the engine's path test, so every candidate is legal.
 */
import {
  canSee,
  coverBetween,
  enemiesInContact,
  hidePreview,
  modelDist,
  pathClear,
  profileOf,
  type GameState,
} from '../engine';
import type { Decision } from './decision';
import { bestToHit } from './shot-candidates';
import { missileRange } from './vertical-candidates';

/** A spot's features, read by the score and the picks, e.g. `{ x: 17, y: 3, slack: 0.4, hide: false, … }`. Units: inches. */
export interface Spot {
  x: number;
  y: number;
  /** Least (base-to-base distance − charge reach) over the enemies that could charge; > 0 is out of reach. */
  slack: number;
  /** Enemy shooters in range that see the spot with no cover. */
  exposed: number;
  /** The model may be declared hidden there (§4.3). */
  hide: boolean;
  /** It sees an enemy within its missile range. */
  sees: boolean;
  /** Within 6″ of a friend in combat or of its leader. */
  support: boolean;
  /** Base-to-base distance to the nearest enemy. */
  nearest: number;
  score: number;
}

/** Extra margin (inches) a spot keeps beyond an enemy's charge reach (also a unit's, ai/unit-position-candidates.ts). */
export const REACH_MARGIN = 0.3;
/** Directions sampled round the model or unit (every 30°). */
export const DIRECTIONS = 12;
/** Spacing (inches) of the spots sampled along a terrain piece's outline. */
const OUTLINE_STEP = 1.5;
/** How far (inches) from a piece's outline its spots stand, beyond the model's base (or the unit's radius). */
export const OUTLINE_GAP = 0.3;
/** Support distance, inches (§9.1 Leader, §9.2 All Alone). */
export const SUPPORT = 6;

/**
 * Whether enemy model j could charge next turn (§4.1): standing (a knocked-down model stands up in its Recovery
 * phase and a model that stood up cannot charge that turn, a stunned one only becomes knocked down: RULES.md
 * §3.1), not fleeing, not falling back (squad play, §10.3), outside buildings. E.g. a standing raider → true.
 */
export function threatens(s: GameState, j: number): boolean {
  const m = s.models[j]!;
  return m.status === 'standing' && !m.fleeing && !m.fallingBack && m.building < 0;
}

/** Model i's friends it should stay near: in combat, or its side's leader; indices. */
function supported(s: GameState, i: number): number[] {
  const side = s.static.models[i]!.side;
  const out: number[] = [];
  for (const k of s.static.sides[side]!.models) {
    if (k === i || s.models[k]!.status === 'outOfAction') continue;
    if (s.static.models[k]!.rules.includes('leader') || enemiesInContact(s, k).length > 0) out.push(k);
  }
  return out;
}

/** The features of model i standing at (x, y): the model is put there for the engine's checks, then put back. */
function judge(
  s: GameState,
  i: number,
  x: number,
  y: number,
  friends: readonly number[],
  range: number,
): Spot {
  const m = s.models[i]!;
  const [ox, oy, om] = [m.x, m.y, m.moved];
  m.x = x;
  m.y = y;
  m.moved = true;
  const side = s.static.models[i]!.side;
  let slack = Infinity;
  let exposed = 0;
  let sees = false;
  let nearest = Infinity;
  for (const j of s.static.sides[1 - side]!.models) {
    const em = s.models[j]!;
    if (em.status === 'outOfAction') continue;
    const d = modelDist(s, i, j);
    nearest = Math.min(nearest, d);
    if (threatens(s, j)) slack = Math.min(slack, d - 2 * profileOf(s, j).M - REACH_MARGIN);
    if (em.status === 'standing' && d <= missileRange(s, j) && canSee(s, j, i)) {
      if (coverBetween(s, j, i) === 'none') exposed++;
    }
    if (!sees && range > 0 && !em.hidden && d <= range && canSee(s, i, j)) sees = true;
  }
  let support = false;
  for (const k of friends) if (modelDist(s, i, k) <= SUPPORT) support = true;
  m.x = ox;
  m.y = oy;
  m.moved = om;
  const hide = exposed === 0 && hidePreview(s, s.static.models[i]!.id, [x, y]) === null;
  const score =
    (slack > 0 ? 2 : 0) +
    (hide ? 2 : 0) +
    (exposed === 0 ? 1 : 0) +
    (sees ? 1 : 0) +
    (support ? 1 : 0) -
    0.02 * Math.min(nearest, 48);
  return { x, y, slack, exposed, hide, sees, support, nearest, score };
}

/** Spots model i may walk to within `len` inches: round it and along every terrain piece's outline in reach. */
function sampleSpots(s: GameState, i: number, len: number): [number, number][] {
  const m = s.models[i]!;
  const out: [number, number][] = [];
  for (let k = 0; k < DIRECTIONS; k++) {
    const a = (2 * Math.PI * k) / DIRECTIONS;
    for (const f of [1, 0.5]) out.push([m.x + Math.cos(a) * len * f, m.y + Math.sin(a) * len * f]);
  }
  const r = s.static.models[i]!.base + OUTLINE_GAP;
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
          const x = px + side * nx * r;
          const y = py + side * ny * r;
          if (Math.hypot(x - m.x, y - m.y) <= len) out.push([x, y]);
        }
      }
    }
  }
  const w = s.static.table.width;
  const h = s.static.table.depth;
  const base = s.static.models[i]!.base;
  return out.filter(([x, y]) => x >= base && y >= base && x <= w - base && y <= h - base);
}

/**
 * The legal spots of model i within `len` inches and farther than `beyond` inches from it (at least 0.3″),
 * judged (see `judge`), best score first.
 */
function spotsOf(s: GameState, i: number, len: number, beyond: number): Spot[] {
  const m = s.models[i]!;
  const friends = supported(s, i);
  const range = missileRange(s, i);
  const out: Spot[] = [];
  for (const [x, y] of sampleSpots(s, i, len)) {
    const d = Math.hypot(x - m.x, y - m.y);
    if (d < 0.3 || d <= beyond || !pathClear(s, i, x, y, m.z, -1)) continue;
    out.push(judge(s, i, x, y, friends, range));
  }
  out.sort((a, b) => b.score - a.score);
  return out;
}

/** The plain move to spot p (the candidates add its hidden variant, `withExtras` in candidates.ts). */
function moveTo(s: GameState, i: number, p: Spot): Decision {
  return { type: 'move', model: s.static.models[i]!.id, to: [p.x, p.y] };
}

/** The spot of `spots` that best meets `want`, the nearest to the enemy among equals, or null. */
function bestWith(spots: readonly Spot[], want: (p: Spot) => boolean): Spot | null {
  let best: Spot | null = null;
  for (const p of spots)
    if (
      want(p) &&
      (best === null || p.score > best.score || (p.score === best.score && p.nearest < best.nearest))
    )
      best = p;
  return best;
}

/**
 * The whole-position moves of model i within its move `len` (inches), at most one of each kind, e.g.
 * `[{ type: 'move', model: 'r1', to: [17.1, 3.2] }]` for a crossbowman stepping out of a wolf's 16″ reach:
 * the best spot out of every enemy's charge reach when one reaches it now; the best hidden spot, or the one
 * in cover from every shooter; for a shooter that sees no target, a spot that sees one; a spot within 6″ of a
 * friend in combat or the leader when none is near. `spots` is what `judgedSpots` returned, `here` what
 * `MoveJudge.here()` gave.
 */
export function positionMoves(s: GameState, i: number, spots: readonly Spot[], here: Spot): Decision[] {
  const picks: (Spot | null)[] = [];
  if (here.slack <= 0) picks.push(bestWith(spots, (p) => p.slack > 0));
  if (!here.hide)
    picks.push(bestWith(spots, (p) => p.hide) ?? bestWith(spots, (p) => p.exposed < here.exposed));
  if (!here.sees && missileRange(s, i) > 0) picks.push(bestWith(spots, (p) => p.sees));
  if (!here.support) picks.push(bestWith(spots, (p) => p.support));
  const out: Decision[] = [];
  for (const p of picks) if (p !== null) out.push(moveTo(s, i, p));
  return out;
}

/**
 * A run (§4.2, up to `run` inches) to the spot out of every shooter's sight that a walk cannot reach, e.g.
 * `{ type: 'move', model: 'r1', to: [1.2, 9.4], run: true }` for a scout in plain sight of three crossbows
 * whose walk of 4″ falls short of the tall wall's shadow (puzzle `run-behind-the-wall`). Only for a model in
 * the open before an enemy shooter now, when no spot of its walk (`walk`, from `judgedSpots`) is hidden or in
 * cover from every shooter: the run gives up its own shot (§4.2) and its hiding (§4.3), so it is worth
 * weighing only then. Prefers a spot where it could hide (concealed from every enemy), else one no shooter
 * in range sees in the open; also out of every enemy's charge reach. `here` is the model's own spot
 * (`MoveJudge.here()`); only the spots beyond the walk are judged. Null when there is none, or when the
 * model may not run.
 */
export function runToCover(
  s: GameState,
  i: number,
  walk: readonly Spot[],
  here: Spot,
  run: number | null,
): Decision | null {
  if (run === null || walk.length === 0 || here.exposed === 0 || walk.some((p) => p.hide || p.exposed === 0))
    return null;
  const m = s.models[i]!;
  const walkLen = Math.max(...walk.map((p) => Math.hypot(p.x - m.x, p.y - m.y)));
  const beyond = run > 0 ? spotsOf(s, i, run, walkLen + 0.3) : [];
  const p =
    bestWith(beyond, (q) => q.hide && q.slack > 0) ?? bestWith(beyond, (q) => q.exposed === 0 && q.slack > 0);
  return p === null ? null : { type: 'move', model: s.static.models[i]!.id, to: [p.x, p.y], run: true };
}

/**
 * The moves of `moves` worth their cost to a shooter (RULES.md §6.3: −1 To Hit for having moved): when model
 * i sees an enemy within its missile range from where it stands, a walk is kept only when its spot gains
 * something the shot does not — out of every enemy's charge reach where it is in one now, fewer enemy
 * shooters that see it in the open, a hidden spot, or support within 6″ (§9.1, §9.2) — or, when its shot from
 * here is a long one (`LONG_SHOT`: a 6 or worse) or it stands hidden (its shot would reveal it, §4.3), when it
 * advances `ADVANCE` inches or more toward the nearest enemy, out of every charge reach, no more exposed and
 * still hidden if it is. Runs (which give up the shot), climbs and holds are kept; so is everything for a model
 * with no shot from here. `judge` is shared with the other filters of the same candidate list. E.g. a
 * crossbowman with a target in sight keeps `hold` and a step behind a wall, not a 0.5″ shuffle in the open
 * (issue 18: a new player saw a Raider Archer step 0.5″ and shoot at −1); a Raider Chief whose shortbow needs
 * a 7 keeps a 5″ walk into cover, not only a run alone into two charge reaches (tryout 20).
 */
export function shotWorthyMoves(
  s: GameState,
  i: number,
  moves: readonly Decision[],
  judge: MoveJudge = moveJudge(s, i),
): Decision[] {
  if (judge.range() <= 0 || s.models[i]!.status !== 'standing' || enemiesInContact(s, i).length > 0)
    return [...moves];
  const here = judge.here();
  if (!here.sees) return [...moves];
  let longShot: boolean | null = null;
  return moves.filter((d) => {
    if (d.type !== 'move' || d.run === true) return true;
    const p = judge.of(d);
    return (
      (here.slack <= 0 && p.slack > 0) ||
      p.exposed < here.exposed ||
      (p.hide && !here.hide) ||
      (p.support && !here.support) ||
      (p.slack > 0 &&
        p.exposed <= here.exposed &&
        (p.hide || !here.hide) &&
        here.nearest - p.nearest >= ADVANCE &&
        (here.hide || (longShot ??= bestToHit(s, i) >= LONG_SHOT)))
    );
  });
}

/** Inches nearer the closest enemy a walk must come to be an advance, not a shuffle (`shotWorthyMoves`). */
const ADVANCE = 2;
/**
 * The To Hit from where it stands at and beyond which a shooter's shot is a long one (a 6 or worse, §6.4): the
 * −1 for moving (§6.3) then costs at most 1/12 of a hit, less than an advance of `ADVANCE` inches into no more
 * exposure and out of every charge reach is worth (a Raider Chief 15″ from crossbows behind a wall).
 */
const LONG_SHOT = 6;

/** A move decision, e.g. `{ type: 'move', model: 'r2', to: [12, 8] }` (inches). */
export type MoveDecision = Extract<Decision, { type: 'move' }>;

/**
 * Model i's spots for one candidate list, each judged at most once (the shot filter and the purpose filter
 * weigh the same moves): `here()` is its own spot as if it stayed (the "better than here" tests of
 * `positionMoves`, `runToCover`, `purposefulMoves`), `of(d)` the end spot of move `d`. Friends and missile
 * range are worked out on first use, the range once for every filter. E.g. `const j = moveJudge(s, 3); j.of(d).hide && !j.here().hide`.
 */
export interface MoveJudge {
  here(): Spot;
  of(d: MoveDecision): Spot;
  /** Model i's longest missile range, inches (0 without a missile weapon). */
  range(): number;
}

/** A fresh `MoveJudge` for model i in state s; valid while s is unchanged. */
export function moveJudge(s: GameState, i: number): MoveJudge {
  let friends: number[] | null = null;
  let range = -1;
  const rangeOf = (): number => (range < 0 ? (range = missileRange(s, i)) : range);
  const judgeAt = (x: number, y: number): Spot => judge(s, i, x, y, (friends ??= supported(s, i)), rangeOf());
  let here: Spot | null = null;
  const seen = new Map<MoveDecision, Spot>();
  return {
    here: () => (here ??= judgeAt(s.models[i]!.x, s.models[i]!.y)),
    of: (d) => {
      let p = seen.get(d);
      if (p === undefined) {
        p = judgeAt(d.to[0], d.to[1]);
        seen.set(d, p);
      }
      return p;
    },
    range: rangeOf,
  };
}

export function judgedSpots(s: GameState, i: number, len: number): Spot[] {
  return len > 0 ? spotsOf(s, i, len, -1) : [];
}

/**
 * Progressive widening: the `extra` best-scored spots of `spots` as moves (issue 18), so a search with a larger
 * budget considers positions a smaller one never sees. `extra` 0 gives none.
 */
export function widenedMoves(s: GameState, i: number, spots: readonly Spot[], extra: number): Decision[] {
  return spots.slice(0, Math.max(0, extra)).map((p) => moveTo(s, i, p));
}

/**
 * How many widened moves a root decision gets for an iteration budget: ⌊√budget / 8⌋, e.g. 0 at 40
 * iterations, 3 at 800, 6 at 2,500, 9 at 6,000; 6 for a search bounded by time alone. ⌊√budget / 4⌋ (19 at
 * expert) spread the visits so thin that expert failed four puzzles it solves with 9 (docs/performance.md,
 * Session 10).
 */
export function wideningFor(iterations: number): number {
  return Number.isFinite(iterations) ? Math.floor(Math.sqrt(Math.max(0, iterations)) / 8) : 6;
}
