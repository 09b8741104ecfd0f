/**
 * The Movement phase actions other than charges (FORMATS.md §2): `move` (with `run` and `hide`), `hide`,
 * `climb`, `jumpDown` and `jumpGap` (RULES.md §3.2, §4.2–§4.4). Each is checked without changing the state;
 * then the first of them in a phase starts the remaining moves (the compulsory moves run, FORMATS.md §2.1)
 * and it is checked again before it is applied.
 */
import {
  planClimb,
  planJumpDown,
  planJumpGap,
  resolveClimb,
  resolveJumpDown,
  resolveJumpGap,
  type VerticalPlan,
} from './climbing';
import { log, logging, type Roller } from './dice';
import { beginRemainingMoves } from './fleeing';
import { afterOwnMove, cannotHideReason } from './hiding';
import { checkPath, destination, moveAllowance, moveDistance, moveLength } from './movement';
import { coherentAt } from './units';
import type { Action, GameState, Point3, Result, RuleError } from './types';

const EPS = 1e-6;

function e(code: RuleError['code'], message: string): RuleError {
  return { code, message };
}

/** A checked normal move: destination (inches), whether it runs, its length. */
interface MovePlan {
  x: number;
  y: number;
  z: number;
  run: boolean;
  len: number;
}

function validPoint(to: unknown, n: 2 | 3): boolean {
  return (
    Array.isArray(to) &&
    to.length >= n &&
    to.length <= 3 &&
    to.every((v) => typeof v === 'number' && Number.isFinite(v))
  );
}

/**
 * Checks a `move` of model i (RULES.md §3.2, §4.2, §4.3): the allowance (`moveDistance` for a walk, the whole
 * `moveAllowance` for a run or a refusal), the run, the length, the path, and with `hide` whether it may hide at
 * the destination. Errors as `moveAllowance` and `checkPath`, plus
 * ERR_BAD_ACTION, ERR_CANNOT_RUN, ERR_OUT_OF_RANGE, ERR_CANNOT_HIDE.
 */
function checkMove(s: GameState, i: number, a: Extract<Action, { type: 'move' }>): Result<MovePlan> {
  if (!validPoint(a.to, 2))
    return { ok: false, error: e('ERR_BAD_ACTION', 'action.to: expected [x, y] or [x, y, z] in inches') };
  const run = a.run === true;
  const id = s.static.models[i]!.id;
  let max = run ? -1 : moveDistance(s, i);
  if (max < 0) {
    const allow = moveAllowance(s, i);
    if (!allow.ok) return allow;
    if (run && allow.value.run === null)
      return {
        ok: false,
        error: e('ERR_CANNOT_RUN', `${id} cannot run: ${allow.value.runBlocked ?? 'not allowed'}`),
      };
    max = run ? (allow.value.run as number) : allow.value.move;
  }
  const [x, y, z] = destination(s, i, a.to);
  const len = moveLength(s, i, x, y, z);
  if (len > max + EPS)
    return {
      ok: false,
      error: e(
        'ERR_OUT_OF_RANGE',
        `${id} may ${run ? 'run' : 'move'} ${max}" but ${len.toFixed(2)}" was asked`,
      ),
    };
  const bad = checkPath(s, i, x, y, z, -1);
  if (bad !== null) return { ok: false, error: bad };
  if (s.static.squads && !coherentAt(s, i, x, y))
    return {
      ok: false,
      error: e('ERR_COHERENCY', `${id} would end more than 2" from every other model of its unit (§2)`),
    };
  if (a.hide === true) {
    const why = hideReasonAt(s, i, x, y, z, run);
    if (why !== null)
      return { ok: false, error: e('ERR_CANNOT_HIDE', `${id} cannot hide there: ${why} (§4.3)`) };
  }
  return { ok: true, value: { x, y, z, run, len } };
}

/** Why model i could not hide after moving to (x, y, z), judged with it standing there (state restored). */
function hideReasonAt(s: GameState, i: number, x: number, y: number, z: number, run: boolean): string | null {
  const m = s.models[i]!;
  const [ox, oy, oz, oran, omoved] = [m.x, m.y, m.z, m.ran, m.moved];
  m.x = x;
  m.y = y;
  m.z = z;
  m.ran = run;
  m.moved = true;
  const why = cannotHideReason(s, i);
  m.x = ox;
  m.y = oy;
  m.z = oz;
  m.ran = oran;
  m.moved = omoved;
  return why;
}

/** Applies a `move` of model i (checked, then again after the compulsory moves). Events: `moved`, `hidden`, `revealed`. */
export function applyMove(
  s: GameState,
  r: Roller,
  i: number,
  a: Extract<Action, { type: 'move' }>,
): RuleError | null {
  const first = checkMove(s, i, a);
  if (!first.ok) return first.error;
  const c = beginRemainingMoves(s, r) ? checkMove(s, i, a) : first;
  if (!c.ok) return c.error;
  const { x, y, z, run, len } = c.value;
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  if (logging(r))
    log(r, { kind: 'moved', model: id, from: [m.x, m.y, m.z], to: [x, y, z], run, distance: len });
  m.x = x;
  m.y = y;
  m.z = z;
  m.moved = true;
  m.ran = run;
  if (a.hide === true && !m.hidden) {
    m.hidden = true;
    if (logging(r)) log(r, { kind: 'hidden', model: id });
  }
  afterOwnMove(s, r, i);
  return null;
}

/** Checks a `hide` of model i where it stands (RULES.md §4.3). Errors: ERR_CANNOT_HIDE. */
function checkHide(s: GameState, i: number): RuleError | null {
  const id = s.static.models[i]!.id;
  if (s.models[i]!.hidden) return e('ERR_CANNOT_HIDE', `${id} is already hidden`);
  const why = cannotHideReason(s, i);
  return why === null ? null : e('ERR_CANNOT_HIDE', `${why} (§4.3)`);
}

/** Applies a `hide` of model i where it stands (RULES.md §4.3). Event: `hidden`. */
export function applyHide(s: GameState, r: Roller, i: number): RuleError | null {
  const first = checkHide(s, i);
  if (first !== null) return first;
  const again = beginRemainingMoves(s, r) ? checkHide(s, i) : null;
  if (again !== null) return again;
  s.models[i]!.hidden = true;
  if (logging(r)) log(r, { kind: 'hidden', model: s.static.models[i]!.id });
  return null;
}

type VerticalAction = Extract<Action, { type: 'climb' | 'jumpDown' | 'jumpGap' }>;

function planVertical(s: GameState, i: number, a: VerticalAction): Result<VerticalPlan> {
  if (!validPoint(a.to, 3))
    return { ok: false, error: e('ERR_BAD_ACTION', `action.to: expected [x, y, z] in inches for ${a.type}`) };
  const to: Point3 = [a.to[0], a.to[1], a.to[2]];
  if (a.type === 'climb') return planClimb(s, i, to);
  if (a.type === 'jumpDown') return planJumpDown(s, i, to);
  return planJumpGap(s, i, to);
}

/**
 * Applies a `climb`, `jumpDown` or `jumpGap` of model i (RULES.md §4.4): planned, then planned again after the
 * compulsory moves, then resolved with its Initiative tests. Events: `roll`s, `climbed`, `jumped`, `fell`, …
 */
export function applyVertical(s: GameState, r: Roller, i: number, a: VerticalAction): RuleError | null {
  const first = planVertical(s, i, a);
  if (!first.ok) return first.error;
  const p = beginRemainingMoves(s, r) ? planVertical(s, i, a) : first;
  if (!p.ok) return p.error;
  if (a.type === 'climb') resolveClimb(s, r, i, p.value);
  else if (a.type === 'jumpDown') resolveJumpDown(s, r, i, p.value);
  else resolveJumpGap(s, r, i, p.value);
  return null;
}
