/**
 * Table-top mode: the game is played on a real table and the app keeps score. Which die the engine needs
 * next for an action (so a player can roll it for real and type it in; it goes through the forced-dice queue,
 * RULES.md §13), and positions told in inches from the table edges. Pure functions over engine data.
 */
import { applyInPlace, cloneState, modelIndex } from '../engine';
import type { Roller } from '../engine';
import type { Action, GameEvent, GameState, TestKind } from '../engine/types';

/**
 * What the engine needs to finish an action with the dice given so far: `{ complete: true }`, or the next D6
 * and what it is for, e.g. `{ complete: false, test: 'toHit', rule: '§6.3', model: 'r1', target: 'b1',
 * need: 4, side: 0, count: 1 }` (`count` 2 for a 2D6 test: enter both). `test` is null when the engine rolls
 * a die it does not log as a test.
 */
export type DiceProbe =
  | { complete: true; dice: number[] }
  | {
      complete: false;
      test: TestKind | null;
      rule: string | null;
      model: string | null;
      target: string | null;
      need: number | null;
      /** Index of the side whose roll it is (the opposing player rolls Injury, RULES.md §8), or null. */
      side: number | null;
      /** Dice in this roll: 1, or 2 for 2D6. */
      count: number;
      /** Dice of this roll already given (the first die of a 2D6). */
      given: number;
    }
  | { complete: false; error: string };

const NEED_DIE = Symbol('needDie');

/** Runs `action` with exactly `dice` forced (after any queued in the state); null when more are needed. */
function run(
  state: GameState,
  action: Action,
  dice: readonly number[],
  fillers: number,
): { events: GameEvent[]; error: string | null } | null {
  const s = cloneState(state);
  s.dice = [...s.dice, ...dice, ...new Array<number>(fillers).fill(3)];
  const events: GameEvent[] = [];
  const r: Roller = {
    forced: s.dice,
    uniform: () => {
      throw NEED_DIE;
    },
    events,
  };
  try {
    const error = applyInPlace(s, action, r);
    return { events, error: error ? `${error.code}: ${error.message}` : null };
  } catch (e) {
    if (e === NEED_DIE) return null;
    throw e;
  }
}

/**
 * The next die `action` needs when `dice` have been rolled for it so far (dice already queued in the state
 * are used first). The engine is asked twice: once to see whether it needs more, once with stand-in faces to
 * see which logged roll the next die lands in.
 */
export function probeDice(state: GameState, action: Action, dice: readonly number[]): DiceProbe {
  const exact = run(state, action, dice, 0);
  if (exact) {
    if (exact.error) return { complete: false, error: exact.error };
    return { complete: true, dice: [...dice] };
  }
  const index = state.dice.length + dice.length;
  for (const fillers of [2, 6, 24]) {
    const probe = run(state, action, dice, fillers);
    if (!probe) continue;
    let seen = 0;
    for (const e of probe.events) {
      if (e.kind !== 'roll') continue;
      if (index < seen + e.dice.length) {
        const who = modelIndex(state, e.test === 'injury' && e.target ? e.target : e.model);
        return {
          complete: false,
          test: e.test,
          rule: e.rule,
          model: e.model,
          target: e.target ?? null,
          need: e.test === 'injury' ? null : e.need,
          side: who >= 0 ? state.static.models[who]!.side : null,
          count: e.dice.length,
          given: index - seen,
        };
      }
      seen += e.dice.length;
    }
    break;
  }
  return {
    complete: false,
    test: null,
    rule: null,
    model: null,
    target: null,
    need: null,
    side: null,
    count: 1,
    given: 0,
  };
}

export { edgeText, fromEdges, toPoint, type EdgeDistance } from './table-edges';
