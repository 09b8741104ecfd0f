/**
 * Invariants of the rules engine, checked after every action by `soak` and the reliability tests (issue 8):
 * what must hold of any game state the engine produces, of any step from one state to the next, and of the
 * events of that step. An independent oracle: it reads the plain state and does its own geometry rather than
 * asking the engine. Pure TypeScript (no Node), so a worker or a browser test may use it too.
 *
 * Each check returns a list of violations, empty when all is well, e.g.
 * `[{ invariant: 'overlap', message: 'r1 and b2 overlap: centres 0.62" apart, bases need 1"' }]`.
 */
import { PHASES, STATUSES, type Action, type GameEvent, type GameState } from '../engine';

/** Names of the invariants, one per rule checked (see `docs/reliability.md`). */
export const INVARIANTS = [
  /** `activeSide` and `firstSide` are 0 or 1: exactly one side to act. */
  'oneSideToAct',
  /** `phase` is one of the five phases, `movementStep` one of its two steps. */
  'phase',
  /** `turn` is a whole number from 1 to `maxTurns`. */
  'turnLimit',
  /** One model state per static model; the two sides split the models between them. */
  'modelsShape',
  /** Positions are finite numbers and every model in play stands on the table (z ≥ 0). */
  'onTable',
  /** No two models in play at the same level overlap (centres ≥ sum of radii − 0.01"). */
  'overlap',
  /**
   * No model moved by the step ends with its base overlapping terrain that stops movement at its height
   * (impassable terrain, walls and platforms over 1" rising more than 1" above it, walled buildings; §3.2, §11).
   */
  'impassable',
  /** Wounds are whole numbers from 0 to the profile's W. */
  'wounds',
  /** Status is a known word; knocked-down and stunned models have 0 wounds left (§8). */
  'status',
  /** Hidden models are standing; fleeing models are in play and not hidden (§4.3, §8, §9.5). */
  'flags',
  /** Per-turn flags agree: ran ⇒ moved, charged ⇒ moved, a model that ran or failed a charge has not shot. */
  'turnFlags',
  /** Attacks splits only in the close combat phase, by models of the side to act that may fight. */
  'fights',
  /** Forced dice are D6 faces; the generator state is four finite numbers. */
  'dice',
  /** A finished game has a well-formed result that agrees with the table (§13). */
  'result',
  /** Models out of action stay out of action; the turn never goes back and moves on by at most one. */
  'progress',
  /** The static part of the game (profiles, terrain, weapons) is shared and never changes. */
  'static',
  /** Every event is well formed: dice faces 1–6, a rule §, known models, outcomes that agree with the dice. */
  'events',
  /** The game ends with exactly one `gameOver` event, the last of its step. */
  'gameOver',
  /** An accepted action is the side to act's. */
  'actor',
  /**
   * Accepted actions obey the rules as re-checked here: a move stays within its allowance (§3.2, §4.2, §8),
   * ends 1" from enemies and does not leave combat; a charger ends in contact (§4.1); a shot is in range, by
   * a model that may shoot, at a visible target not engaged with the shooter's side (§6.1, §6.2).
   */
  'actionRules',
] as const;
/** An invariant name, e.g. `'overlap'`. */
export type Invariant = (typeof INVARIANTS)[number];

/** One broken invariant: which, and what exactly, e.g. `{ invariant: 'wounds', message: 'b2 has 3 wounds, W 2' }`. */
export interface Violation {
  invariant: Invariant;
  message: string;
}

/** Two models in play overlap when their centres are closer than the sum of their radii minus this (inches). */
export const OVERLAP_TOLERANCE = 0.01;
/** Slack (inches) for a base touching the table edge. */
const EDGE_TOLERANCE = 1e-6;
/** Models whose heights differ by less than this (inches) stand at the same level (engine `LEVEL_TOLERANCE`). */
export const SAME_LEVEL = 1;

const ROLL_RULE = /^§\d+(\.\d+)*$/;

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function isFace(v: unknown): boolean {
  return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6;
}

/**
 * Everything that must hold of a single game state the engine produced. Example: `checkState(state)` → `[]`.
 * A scenario written by hand may break some of these (a knocked-down model with wounds left); the engine
 * never makes such a state from a good one.
 */
export function checkState(s: GameState): Violation[] {
  const out: Violation[] = [];
  const bad = (invariant: Invariant, message: string) => out.push({ invariant, message });
  const st = s.static;

  if (s.activeSide !== 0 && s.activeSide !== 1) bad('oneSideToAct', `activeSide is ${String(s.activeSide)}`);
  if (st.firstSide !== 0 && st.firstSide !== 1) bad('oneSideToAct', `firstSide is ${String(st.firstSide)}`);
  if (!PHASES.includes(s.phase)) bad('phase', `phase is ${JSON.stringify(s.phase)}`);
  if (s.movementStep !== 'charges' && s.movementStep !== 'remaining')
    bad('phase', `movementStep is ${JSON.stringify(s.movementStep)}`);
  if (!Number.isInteger(s.turn) || s.turn < 1 || s.turn > st.maxTurns)
    bad('turnLimit', `turn ${s.turn} is outside 1..${st.maxTurns}`);

  const n = st.models.length;
  if (s.models.length !== n) {
    bad('modelsShape', `${s.models.length} model states for ${n} models`);
    return out;
  }
  const owner = new Array<number>(n).fill(-1);
  st.sides.forEach((side, k) => {
    for (const i of side.models) {
      if (!Number.isInteger(i) || i < 0 || i >= n || owner[i] !== -1 || st.models[i]!.side !== k)
        bad('modelsShape', `side ${side.id} lists model index ${i} wrongly`);
      else owner[i] = k;
    }
  });
  if (owner.includes(-1)) bad('modelsShape', 'a model belongs to no side');

  const { width, depth } = st.table;
  for (let i = 0; i < n; i++) {
    const m = s.models[i]!;
    const ms = st.models[i]!;
    const id = ms.id;
    if (!isFiniteNumber(m.x) || !isFiniteNumber(m.y) || !isFiniteNumber(m.z)) {
      bad('onTable', `${id} is at (${m.x}, ${m.y}, ${m.z})`);
      continue;
    }
    if (!STATUSES.includes(m.status)) bad('status', `${id} has status ${JSON.stringify(m.status)}`);
    const maxW = Math.max(ms.profile.W, (ms as { footProfile?: { W: number } }).footProfile?.W ?? 0);
    if (!Number.isInteger(m.wounds) || m.wounds < 0 || m.wounds > maxW)
      bad('wounds', `${id} has ${m.wounds} wounds left, W ${maxW}`);
    if ((m.status === 'knockedDown' || m.status === 'stunned') && m.wounds !== 0)
      bad('status', `${id} is ${m.status} with ${m.wounds} wounds left (§8: only at 0 W)`);
    if (m.hidden && m.status !== 'standing') bad('flags', `${id} is hidden while ${m.status}`);
    if (m.fleeing && m.status === 'outOfAction') bad('flags', `${id} is fleeing while out of action`);
    if (m.fleeing && m.hidden) bad('flags', `${id} is fleeing and hidden`);
    if (m.ran && !m.moved) bad('turnFlags', `${id} ran but did not move`);
    if (m.charged && !m.moved) bad('turnFlags', `${id} charged but did not move`);
    if (m.charged && m.failedCharge) bad('turnFlags', `${id} both charged and failed a charge`);
    if (m.shot && (m.ran || m.failedCharge))
      bad('turnFlags', `${id} shot after ${m.ran ? 'running' : 'failing a charge'}`);
    if (m.downedBy !== -1 && (!Number.isInteger(m.downedBy) || st.models[m.downedBy]?.side === ms.side))
      bad('status', `${id} was downed by model index ${m.downedBy}`);
    if (m.status === 'outOfAction') continue;
    const r = ms.base;
    if (
      m.x - r < -EDGE_TOLERANCE ||
      m.y - r < -EDGE_TOLERANCE ||
      m.x + r > width + EDGE_TOLERANCE ||
      m.y + r > depth + EDGE_TOLERANCE ||
      m.z < -EDGE_TOLERANCE
    )
      bad('onTable', `${id} (base ${r}") at (${m.x}, ${m.y}, ${m.z}) is off the ${width}"×${depth}" table`);
  }

  for (let i = 0; i < n; i++) {
    const a = s.models[i]!;
    if (a.status === 'outOfAction') continue;
    const ra = st.models[i]!.base;
    for (let j = i + 1; j < n; j++) {
      const b = s.models[j]!;
      if (b.status === 'outOfAction' || Math.abs(a.z - b.z) >= SAME_LEVEL) continue;
      const need = ra + st.models[j]!.base - OVERLAP_TOLERANCE;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      if (dx * dx + dy * dy < need * need) {
        const d = Math.sqrt(dx * dx + dy * dy);
        bad(
          'overlap',
          `${st.models[i]!.id} and ${st.models[j]!.id} overlap: centres ${d.toFixed(3)}" apart, bases need ${(need + OVERLAP_TOLERANCE).toFixed(3)}"`,
        );
      }
    }
  }

  const fighters = Object.keys(s.fights);
  if (fighters.length > 0 && s.phase !== 'closeCombat')
    bad('fights', `Attacks splits (${fighters.join(', ')}) outside the close combat phase`);
  for (const id of fighters) {
    const i = st.models.findIndex((ms) => ms.id === id);
    if (i < 0 || st.models[i]!.side !== s.activeSide || s.models[i]!.status !== 'standing')
      bad('fights', `an Attacks split for ${id}, who may not fight now`);
    else if (s.models[i]!.fleeing) bad('fights', `an Attacks split for ${id}, who is fleeing`);
  }

  for (const d of s.dice) if (!isFace(d)) bad('dice', `forced die ${String(d)} is not a D6 face`);
  if (![s.rng.c, s.rng.s0, s.rng.s1, s.rng.s2].every(isFiniteNumber))
    bad('dice', `generator state ${JSON.stringify(s.rng)} is not four finite numbers`);

  if (s.result !== null) out.push(...resultViolations(s));
  return out;
}

/**
 * Points of models in play by side (RULES.md §13), plus each objective's points for the side with a model in
 * play inside its building (§11, extension), computed here rather than asked of the engine.
 */
function pointsBySide(s: GameState): [number, number] {
  const p: [number, number] = [0, 0];
  s.static.models.forEach((ms, i) => {
    if (s.models[i]!.status !== 'outOfAction') p[ms.side as 0 | 1] += ms.points;
  });
  for (const o of s.static.objectives) {
    const i = s.models.findIndex((m) => m.building === o.terrain && m.status !== 'outOfAction');
    if (i >= 0) p[s.static.models[i]!.side as 0 | 1] += o.points;
  }
  return p;
}

function inPlayBySide(s: GameState): [number, number] {
  const c: [number, number] = [0, 0];
  s.static.models.forEach((ms, i) => {
    if (s.models[i]!.status !== 'outOfAction') c[ms.side as 0 | 1] += 1;
  });
  return c;
}

function resultViolations(s: GameState): Violation[] {
  const out: Violation[] = [];
  const res = s.result!;
  const ids = s.static.sides.map((sd) => sd.id);
  const bad = (message: string) => out.push({ invariant: 'result', message });
  if (res.winner !== null && !ids.includes(res.winner))
    bad(`winner ${JSON.stringify(res.winner)} is no side`);
  const [pa, pb] = pointsBySide(s);
  const [ca, cb] = inPlayBySide(s);
  if (res.reason === 'turns') {
    if (s.turn !== s.static.maxTurns) bad(`ended on turns in turn ${s.turn} of ${s.static.maxTurns}`);
    const want = pa > pb ? ids[0]! : pb > pa ? ids[1]! : null;
    if (res.winner !== want)
      bad(`points ${pa}–${pb} make ${want ?? 'a draw'}, but the winner is ${res.winner ?? 'nobody'}`);
  } else if (res.reason === 'wipeout') {
    if (ca > 0 && cb > 0) bad(`wipeout with ${ca} and ${cb} models in play`);
    const want = ca > 0 ? ids[0]! : cb > 0 ? ids[1]! : null;
    if (res.winner !== want) bad(`wipeout won by ${res.winner ?? 'nobody'}, expected ${want ?? 'a draw'}`);
  } else if (res.reason === 'rout') {
    if (res.winner === null) bad('a rout with no winner');
  } else bad(`unknown reason ${JSON.stringify(res.reason)}`);
  return out;
}

const ID_FIELDS = ['model', 'target', 'by'] as const;

/**
 * The events of one step are well formed (FORMATS.md §3): every `roll` has a RULES.md § like `"§6.3"`, D6
 * faces, a numeric need, and an outcome that agrees with its dice where the rule is simple (Leadership, saves,
 * To Wound, Injury); model and side ids are known.
 */
export function checkEvents(s: GameState, events: readonly GameEvent[]): Violation[] {
  const out: Violation[] = [];
  const bad = (k: number, message: string) =>
    out.push({ invariant: 'events', message: `event ${k} ${JSON.stringify(events[k])}: ${message}` });
  const modelIds = new Set(s.static.models.map((m) => m.id));
  const sideIds = new Set(s.static.sides.map((sd) => sd.id));
  const unitIds = new Set(s.static.units.map((u) => u.id));
  for (let k = 0; k < events.length; k++) {
    const e = events[k]!;
    if (e === null || typeof e !== 'object' || typeof e.kind !== 'string' || e.kind.length === 0) {
      bad(k, 'no kind');
      continue;
    }
    const rec = e as unknown as Record<string, unknown>;
    for (const f of ID_FIELDS) {
      const v = rec[f];
      // A hit without an attacker (a fall, §4.4) names `'fall'` as its author (engine/wounds.ts).
      if (v !== undefined && !modelIds.has(v as string) && !(f === 'by' && v === 'fall'))
        bad(k, `unknown ${f}`);
    }
    if ('side' in rec && !sideIds.has(rec.side as string)) bad(k, 'unknown side');
    if ('unit' in rec && !unitIds.has(rec.unit as string)) bad(k, 'unknown unit');
    if (e.kind !== 'roll') continue;
    if (typeof e.rule !== 'string' || !ROLL_RULE.test(e.rule)) bad(k, 'rule is not a § number');
    if (typeof e.test !== 'string' || e.test.length === 0) bad(k, 'no test');
    if (!isFiniteNumber(e.need)) bad(k, 'need is not a number');
    if (typeof e.success !== 'boolean') bad(k, 'success is not true or false');
    if (!Array.isArray(e.dice) || e.dice.length > 3 || !e.dice.every(isFace)) {
      bad(k, 'dice are not D6 faces');
      continue;
    }
    const [d1, d2] = e.dice;
    if ((e.test === 'leadership' || e.test === 'rout') && e.dice.length === 2) {
      if (e.success !== d1! + d2! <= e.need) bad(k, `2D6 = ${d1! + d2!} against ${e.need}`);
    } else if ((e.test === 'armourSave' || e.test === 'invulnerableSave') && e.dice.length === 1) {
      if (e.success !== (d1 !== 1 && d1! >= e.need)) bad(k, `save ${d1} against ${e.need}+`);
    } else if (e.test === 'toWound' && e.dice.length === 1) {
      if (e.success !== d1! >= e.need) bad(k, `To Wound ${d1} against ${e.need}+`);
    } else if (e.test === 'injury' && e.dice.length === 1) {
      const want = d1! <= 2 ? 'knockedDown' : d1! <= 4 ? 'stunned' : 'outOfAction';
      if (e.outcome !== want) bad(k, `injury ${d1} gives ${want} (§8), not ${String(e.outcome)}`);
    }
  }
  return out;
}

/** A fingerprint of the static part, for the `static` check: compare it at the start and the end of a game. */
export function staticFingerprint(s: GameState): string {
  return JSON.stringify(s.static);
}

/**
 * What must hold of one step `prev --action--> next` with its `events`: the state and events checks, plus
 * progress (out of action is final, turns go forward one at a time), the shared static part, the actor, and
 * the `gameOver` event exactly when the game ends.
 */
export function checkStep(
  prev: GameState,
  action: Action,
  next: GameState,
  events: readonly GameEvent[],
): Violation[] {
  const out = checkState(next);
  const bad = (invariant: Invariant, message: string) => out.push({ invariant, message });
  out.push(...checkEvents(next, events));
  if (next.static !== prev.static) bad('static', 'the static part was copied or replaced');
  if (prev.result !== null) bad('progress', 'an action was accepted after the game ended');
  if (next.turn < prev.turn || next.turn > prev.turn + 1)
    bad('progress', `turn went from ${prev.turn} to ${next.turn}`);
  for (let i = 0; i < prev.models.length; i++)
    if (prev.models[i]!.status === 'outOfAction' && next.models[i]!.status !== 'outOfAction')
      bad('progress', `${prev.static.models[i]!.id} came back from out of action`);
  if ('model' in action && typeof action.model === 'string') {
    const ms = prev.static.models.find((m) => m.id === action.model);
    if (ms === undefined || ms.side !== prev.activeSide)
      bad('actor', `${action.type} by ${action.model}, not a model of the side to act`);
  }
  for (const message of actionRuleViolations(prev, action, next, events)) bad('actionRules', message);
  for (const message of impassableViolations(prev, next)) bad('impassable', message);
  const overs = events.filter((e) => e.kind === 'gameOver').length;
  if (next.result !== null && prev.result === null) {
    if (overs !== 1 || events[events.length - 1]?.kind !== 'gameOver')
      bad(
        'gameOver',
        `the game ended with ${overs} gameOver events, the last event being ${events.at(-1)?.kind}`,
      );
  } else if (overs > 0) bad('gameOver', 'a gameOver event while the game goes on');
  return out;
}

/** Whether terrain t stops a model at height z (RULES.md §3.2, §11; docs/rules-decisions.md §3.2), by this oracle. */
function stopsAt(s: GameState, t: GameState['static']['terrain'][number], z: number): boolean {
  const walledBuilding =
    t.kind === 'building' && (t.capacity ?? 0) > 0 && s.static.options.buildings && s.static.squads;
  const blocks = t.kind === 'impassable' || ((t.kind === 'wall' || t.kind === 'platform') && t.height > 1);
  if (blocks && (z <= EDGE_TOLERANCE || t.height > z + 1)) return true;
  return walledBuilding && z <= EDGE_TOLERANCE;
}

/** Whether a circle of radius r at (x, y) overlaps polygon `poly` (inside it, or an edge closer than r). */
function circleInPolygon(
  poly: readonly (readonly [number, number])[],
  x: number,
  y: number,
  r: number,
): boolean {
  let inside = false;
  for (let k = 0, l = poly.length - 1; k < poly.length; l = k++) {
    const [ax, ay] = poly[l]!;
    const [bx, by] = poly[k]!;
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
    if (Math.hypot(x - ax - t * dx, y - ay - t * dy) < r) return true;
  }
  return inside;
}

/**
 * The `impassable` invariant: every model in play, outside buildings, that the step moved must not overlap
 * (by more than the overlap tolerance) terrain that stops it at its height. Models the step did not move are
 * left alone (a generated position may start them inside terrain).
 */
function impassableViolations(prev: GameState, next: GameState): string[] {
  const out: string[] = [];
  const st = next.static;
  for (let i = 0; i < next.models.length; i++) {
    const a = prev.models[i]!;
    const m = next.models[i]!;
    if (m.status === 'outOfAction' || m.building >= 0) continue;
    if (a.x === m.x && a.y === m.y && a.z === m.z) continue;
    const r = st.models[i]!.base - OVERLAP_TOLERANCE;
    for (const t of st.terrain)
      if (stopsAt(next, t, m.z) && circleInPolygon(t.polygon, m.x, m.y, r))
        out.push(
          `${st.models[i]!.id} (base ${st.models[i]!.base}") ends at (${m.x.toFixed(2)}, ${m.y.toFixed(2)}, ${m.z}) on ${t.kind} ${t.id}`,
        );
  }
  return out;
}

/** Base-to-base distance (inches, horizontal) between models i and j of a state. */
function baseGap(s: GameState, i: number, j: number): number {
  const a = s.models[i]!;
  const b = s.models[j]!;
  return Math.hypot(a.x - b.x, a.y - b.y) - s.static.models[i]!.base - s.static.models[j]!.base;
}

/** Enemies of model i in play within `gap` inches (base to base) of it; `sameLevel`: only those at its level. */
function enemiesWithin(s: GameState, i: number, gap: number, sameLevel = false): number[] {
  const side = s.static.models[i]!.side;
  const z = s.models[i]!.z;
  const out: number[] = [];
  for (let j = 0; j < s.models.length; j++) {
    const o = s.models[j]!;
    if (s.static.models[j]!.side === side || o.status === 'outOfAction') continue;
    if (sameLevel && Math.abs(o.z - z) >= SAME_LEVEL) continue;
    if (baseGap(s, i, j) <= gap) out.push(j);
  }
  return out;
}

/** Enemies in base contact with model i: touching, at the same level (RULES.md §4.1, §7.1). */
function enemiesInContact(s: GameState, i: number): number[] {
  return enemiesWithin(s, i, CONTACT, true);
}

/** Bases this close (inches) count as touching (the engine's tolerance). */
const CONTACT = 0.05;
const EPS = 1e-6;

/** The Move characteristic in use: the foot profile's once dismounted (§12), else the profile's. */
function moveOf(s: GameState, i: number): number {
  const ms = s.static.models[i]! as { profile: { M: number }; footProfile?: { M: number } };
  const dismounted = (s.models[i] as { dismounted?: boolean }).dismounted === true;
  return dismounted && ms.footProfile !== undefined ? ms.footProfile.M : ms.profile.M;
}

/** Rule checks of one accepted action, made from the states alone (see the `actionRules` invariant). */
function actionRuleViolations(
  prev: GameState,
  action: Action,
  next: GameState,
  events: readonly GameEvent[],
): string[] {
  if (!('model' in action)) return [];
  const i = prev.static.models.findIndex((m) => m.id === action.model);
  if (i < 0) return [];
  const out: string[] = [];
  const id = action.model;
  const pm = prev.models[i]!;
  const nm = next.models[i]!;
  if (action.type === 'move') {
    const M = moveOf(prev, i);
    const allowance = action.run === true ? 2 * M : pm.status === 'knockedDown' ? 2 : pm.stoodUp ? M / 2 : M;
    const length = Math.hypot(nm.x - pm.x, nm.y - pm.y) + Math.abs(nm.z - pm.z);
    if (length > allowance + EPS)
      out.push(
        `§3.2 ${id} ${action.run === true ? 'ran' : 'moved'} ${length.toFixed(3)}" with an allowance of ${allowance}"`,
      );
    if (pm.status !== 'standing' && pm.status !== 'knockedDown')
      out.push(`§8 ${id} moved while ${pm.status}`);
    if (pm.fleeing) out.push(`§9.5 ${id} made a move of its own while fleeing`);
    const foes = enemiesInContact(prev, i);
    // §8: a knocked-down model may crawl away from enemies that all fight someone else (a standing friend).
    const busy = (j: number) =>
      prev.models.some(
        (o, k) =>
          k !== i &&
          o.status === 'standing' &&
          prev.static.models[k]!.side === prev.static.models[i]!.side &&
          enemiesInContact(prev, k).includes(j),
      );
    if (foes.length > 0 && !(pm.status === 'knockedDown' && foes.every(busy)))
      out.push(`§7.10 ${id} left close combat by a move`);
    if (nm.status !== 'outOfAction')
      for (const j of enemiesWithin(next, i, 1 - EPS, true))
        out.push(
          `§3.2 ${id} ended ${baseGap(next, i, j).toFixed(3)}" from enemy ${next.static.models[j]!.id}`,
        );
  } else if (action.type === 'charge') {
    // A fleeing target ran (§9.5), an assault ends at a building's walls (§11), a falling-back target that
    // failed to regroup was destroyed (§10.4): then the charger touches nobody.
    const fled = events.some((e) => e.kind === 'fled' || e.kind === 'assault' || e.kind === 'destroyed');
    // In contact: touching, or (across a low wall, §4.1) within 1", which only a charge may come. In squad
    // play the unit's charge may be led by another of its models (§4.1): one of the unit must be in contact.
    const st = next.static;
    const unit = st.squads ? st.models.flatMap((m, k) => (m.unit === st.models[i]!.unit ? [k] : [])) : [i];
    const touches = (k: number) =>
      next.models[k]!.status !== 'outOfAction' && enemiesWithin(next, k, 1 + CONTACT, true).length > 0;
    if (nm.charged && !fled && nm.status !== 'outOfAction' && !unit.some(touches))
      out.push(
        `§4.1 ${id} charged but ${st.squads ? 'no model of its unit is' : 'is'} in contact with an enemy`,
      );
    if (nm.failedCharge && Math.hypot(nm.x - pm.x, nm.y - pm.y) > moveOf(prev, i) + EPS)
      out.push(`§4.1 ${id} failed its charge but moved more than its M`);
  } else if (action.type === 'shoot') {
    const shot = events.find((e) => e.kind === 'shot');
    if (shot === undefined || shot.kind !== 'shot') return out;
    const j = prev.static.models.findIndex((m) => m.id === shot.target);
    const weapon = prev.static.weapons[shot.weapon];
    if (j < 0 || weapon === undefined) return [...out, `§6.1 ${id} shot with an unknown weapon or target`];
    if (weapon.type !== 'missile' || !prev.static.models[i]!.weapons.includes(shot.weapon))
      out.push(`§6.1 ${id} shot with ${shot.weapon}, not a missile weapon of its own`);
    if (baseGap(prev, i, j) > (weapon.range ?? 0) + EPS)
      out.push(
        `§6.1 ${id} shot ${shot.target} ${baseGap(prev, i, j).toFixed(2)}" away with a range of ${weapon.range}"`,
      );
    if (pm.status !== 'standing' || pm.fleeing || pm.shot || pm.ran || pm.failedCharge)
      out.push(`§6.1 ${id} shot although it may not (status ${pm.status}, shot ${pm.shot}, ran ${pm.ran})`);
    if (enemiesInContact(prev, i).length > 0) out.push(`§6.1 ${id} shot from close combat`);
    const t = prev.models[j]!;
    if (t.hidden || t.status === 'outOfAction')
      out.push(`§6.2 ${id} shot ${shot.target}, hidden or out of action`);
    if (enemiesInContact(prev, j).length > 0)
      out.push(`§6.2 ${id} shot ${shot.target}, which is in combat with its side`);
  }
  return out;
}

/** Formats violations one a line, e.g. `overlap: r1 and b2 overlap: …`. */
export function describeViolations(vs: readonly Violation[]): string {
  return vs.map((v) => `${v.invariant}: ${v.message}`).join('\n');
}
