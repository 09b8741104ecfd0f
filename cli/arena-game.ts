/**
 * One game of an arena (FORMATS.md §5 `arena`): game k of a seed-paired series, played the same way in the
 * main thread and in a worker thread, so the results do not depend on where or in which order games run.
 */
import type { ScenarioDocument } from '../engine';
import { makeBot, type Bot } from '../ai';
import { playGame } from './game-loop';
import { startGame } from './load';

/** Who plays and the series seed: `{ a: 'mcts:budget=200', b: 'greedy', seed: 'arena' }`. */
export interface ArenaSpec {
  /** Bot whose point of view the results take, e.g. `'mcts'`. */
  a: string;
  /** Its opponent, e.g. `'greedy'`. */
  b: string;
  /** Base seed of the series: games 2i and 2i+1 are both seeded `<seed>-i`. */
  seed: string;
}

/**
 * The result of one game for `a`, e.g. `{ index: 3, aSide: 'blue', score: 1, reason: 'rout', turns: 5,
 * aMs: 812.4, aDecisions: 61 }`. `score` is 1 for a win, 0.5 a draw, 0 a loss; `aMs` the milliseconds `a`
 * spent deciding (wall clock, the only part that varies between runs).
 */
export interface ArenaGame {
  index: number;
  aSide: string;
  score: 0 | 0.5 | 1;
  reason: string;
  turns: number;
  aMs: number;
  aDecisions: number;
}

/**
 * Plays game `index` (0-based) of the series: seed `<seed>-⌊index/2⌋`, `a` plays the first side in even
 * games and the second in odd ones; bots are seeded `<game seed>:a` and `<game seed>:b`. Throws what the
 * bots or the game loop throw (an unknown bot spec, an illegal action from a bot).
 */
export function playArenaGame(doc: ScenarioDocument, spec: ArenaSpec, index: number): ArenaGame {
  const seed = `${spec.seed}-${index >> 1}`;
  const aIsFirst = index % 2 === 0;
  const game = startGame(doc, { seed });
  const a = makeBot(spec.a, `${seed}:a`);
  const b = makeBot(spec.b, `${seed}:b`);
  const bots: [Bot, Bot] = aIsFirst ? [a, b] : [b, a];
  const g = playGame(game.state, bots, game.events);
  const aSide = g.state.static.sides[aIsFirst ? 0 : 1]!.id;
  const winner = g.state.result!.winner;
  return {
    index,
    aSide,
    score: winner === null ? 0.5 : winner === aSide ? 1 : 0,
    reason: g.state.result!.reason,
    turns: g.state.turn,
    aMs: g.decisionMs[aSide]!,
    aDecisions: g.decisions[aSide]!,
  };
}
