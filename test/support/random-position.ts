/** Positions from random games on built-in scenarios, for property tests of the engine's queries. */
import { makeBot } from '../../ai';
import { applyAction, type GameState } from '../../engine';
import { loadScenario, startGame } from '../../cli/load';

/** The position after `steps` actions of a random game on built-in `scenario` with seed `seed`. */
export function randomPosition(scenario: string, seed: string, steps: number): GameState {
  let s = startGame(loadScenario(scenario)).state;
  const bot = makeBot('random', seed);
  for (let k = 0; k < steps && s.result === null; k++) {
    const r = applyAction(s, bot.decide(s));
    if (!r.ok) break;
    s = r.value.state;
  }
  return s;
}
