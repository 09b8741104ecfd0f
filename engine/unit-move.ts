/**
 * Moving a whole unit in squad play (RULES.md §2, §3.2, §4.2): every model of the unit moves by the same
 * vector, so the unit keeps its formation and coherency; the slowest model sets the distance, and the unit
 * runs only if every model may run. FORMATS.md §2 action `moveUnit`.
 */
import { log, logging, type Roller } from './dice';
import { beginRemainingMoves } from './fleeing';
import { afterOwnMove } from './hiding';
import { checkPath, moveAllowance } from './movement';
import { unitIndexOf, unitModelsInPlay } from './units';
import type { Action, GameState, Result, RuleError } from './types';

const EPS = 1e-6;
const order: number[] = [];

type MoveUnit = Extract<Action, { type: 'moveUnit' }>;

function e(code: RuleError['code'], message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

/**
 * Unit u's move allowance in squad play (RULES.md §2, §4.2): the least of its models' moves, and its run only
 * if every model may run, e.g. `{ move: 4, run: 8 }`; null when some model may not move (or none is left).
 */
export function unitMoveAllowance(s: GameState, u: number): { move: number; run: number | null } | null {
  let move = Infinity;
  let run: number | null = Infinity;
  for (const i of unitModelsInPlay(s, u)) {
    const a = moveAllowance(s, i);
    if (!a.ok || a.value.move <= 0) return null;
    move = Math.min(move, a.value.move);
    run = a.value.run === null || run === null ? null : Math.min(run, a.value.run);
  }
  return move === Infinity ? null : { move, run };
}

/** A checked unit move: the unit index, its models in play (front first along the move) and the length. */
interface UnitMovePlan {
  u: number;
  models: number[];
  len: number;
}

/**
 * Checks a `moveUnit` (RULES.md §3.2, §4.2): the unit exists, belongs to the side to act and is in squad play;
 * each model in play may move this far (the slowest sets the limit; run only if all may run); each path is
 * clear and ends legally. Errors: ERR_BAD_ACTION, ERR_UNKNOWN_UNIT, ERR_NOT_YOUR_TURN, ERR_CANNOT_RUN,
 * ERR_OUT_OF_RANGE and those of `moveAllowance` and `checkPath`, each naming the model.
 */
function planUnitMove(s: GameState, a: MoveUnit): Result<UnitMovePlan> {
  if (typeof a.unit !== 'string') return e('ERR_BAD_ACTION', 'action.unit: expected a unit id string');
  const by = a.by as unknown;
  if (!Array.isArray(by) || by.length !== 2 || !by.every((v) => typeof v === 'number' && Number.isFinite(v)))
    return e('ERR_BAD_ACTION', 'action.by: expected [dx, dy] in inches');
  const u = unitIndexOf(s, a.unit);
  if (u < 0) return e('ERR_UNKNOWN_UNIT', `action.unit: no unit "${a.unit}"`);
  const unit = s.static.units[u]!;
  if (unit.side !== s.activeSide)
    return e(
      'ERR_NOT_YOUR_TURN',
      `unit ${unit.id} belongs to ${s.static.sides[unit.side]!.id}, not the side to act`,
    );
  const [dx, dy] = a.by;
  const len = Math.hypot(dx, dy);
  const run = a.run === true;
  const models = unitModelsInPlay(s, u);
  if (models.length === 0) return e('ERR_CANNOT_ACT', `unit ${unit.id} has no models left`);
  for (const i of models) {
    const allow = moveAllowance(s, i);
    if (!allow.ok) return allow;
    const id = s.static.models[i]!.id;
    if (run && allow.value.run === null)
      return e(
        'ERR_CANNOT_RUN',
        `unit ${unit.id} cannot run: ${id}: ${allow.value.runBlocked ?? 'not allowed'}`,
      );
    const max = run ? (allow.value.run as number) : allow.value.move;
    if (len > max + EPS)
      return e(
        'ERR_OUT_OF_RANGE',
        `unit ${unit.id} may ${run ? 'run' : 'move'} ${max}" (its slowest model, ${id}) but ${len.toFixed(2)}" was asked`,
      );
  }
  models.sort(
    (i, j) => s.models[j]!.x * dx + s.models[j]!.y * dy - (s.models[i]!.x * dx + s.models[i]!.y * dy),
  );
  return { ok: true, value: { u, models, len } };
}

/**
 * Moves the models front first, each checked once the models ahead of it have moved; on the first illegal
 * path every model goes back and the error is returned.
 */
function moveAll(s: GameState, models: number[], dx: number, dy: number): RuleError | null {
  order.length = 0;
  for (const i of models) {
    const m = s.models[i]!;
    const bad = checkPath(s, i, m.x + dx, m.y + dy, m.z, -1);
    if (bad !== null) {
      for (const k of order) {
        s.models[k]!.x -= dx;
        s.models[k]!.y -= dy;
      }
      return { code: bad.code, message: `unit move: ${bad.message}` };
    }
    m.x += dx;
    m.y += dy;
    order.push(i);
  }
  return null;
}

/**
 * Applies a `moveUnit` (RULES.md §3.2): checked, the compulsory moves run if this is the first remaining move
 * (FORMATS.md §2.1), checked again, then every model moves by `by`. Events: `unitMoved`, then `moved` for each
 * model. Example: `{ type: 'moveUnit', unit: 'vets', by: [0, 6] }` moves the veterans 6" north.
 */
export function applyUnitMove(s: GameState, r: Roller, a: MoveUnit): RuleError | null {
  if (!s.static.squads) return { code: 'ERR_BAD_ACTION', message: 'moveUnit is a squad-assault action (§1)' };
  const first = planUnitMove(s, a);
  if (!first.ok) return first.error;
  const p = beginRemainingMoves(s, r) ? planUnitMove(s, a) : first;
  if (!p.ok) return p.error;
  const [dx, dy] = a.by;
  const from = p.value.models.map((i) => [s.models[i]!.x, s.models[i]!.y, s.models[i]!.z] as const);
  const bad = moveAll(s, p.value.models, dx, dy);
  if (bad !== null) return bad;
  const run = a.run === true;
  if (logging(r)) {
    log(r, { kind: 'unitMoved', unit: a.unit, offset: [dx, dy], run, distance: p.value.len });
    p.value.models.forEach((i, k) => {
      const m = s.models[i]!;
      const [x0, y0, z0] = from[k]!;
      log(r, {
        kind: 'moved',
        model: s.static.models[i]!.id,
        from: [x0, y0, z0],
        to: [m.x, m.y, m.z],
        run,
        distance: p.value.len,
      });
    });
  }
  for (const i of p.value.models) {
    const m = s.models[i]!;
    m.moved = true;
    m.ran = run;
    afterOwnMove(s, r, i);
  }
  return null;
}
