/**
 * How a worker thread rebuilds the position the main thread is working on: from the same scenario name or
 * file, forced dice and actions, by the same calls. Workers do not get the state as a document
 * (`toScenario` → `createGame`): a position rebuilt that way is equal but searches about 40% slower per CPU
 * second (measured on ruined street; docs/performance.md), so each worker replays the main thread's steps.
 */
import { applyAction, type Action, type GameState } from '../engine';
import { CliError } from './errors';
import { loadScenario, startGame } from './load';

/** The steps to a position: `{ scenario: 'ruined-street', dice: [3, 4], actions: [{ type: 'endPhase' }] }`. */
export interface PositionSource {
  /** A built-in scenario name or a file, as given on the command line (cli/load.ts `loadScenario`). */
  scenario: string;
  /** Forced dice given with `--dice`, if any (D6 faces). */
  dice?: number[];
  /** Actions applied after the start, in order. */
  actions: Action[];
}

/** Rebuilds the position of `source`; throws a CliError if the scenario no longer loads or an action fails. */
export function rebuildPosition(source: PositionSource): GameState {
  const doc = loadScenario(source.scenario);
  let state = startGame(doc, { dice: source.dice }).state;
  for (const action of source.actions) {
    const next = applyAction(state, action);
    if (!next.ok)
      throw new CliError(`cannot rebuild the position: ${next.error.code}: ${next.error.message}`);
    state = next.value.state;
  }
  return state;
}
