/**
 * What each AI strength means to a player, under the Level select of the New game dialog's seats: a search
 * level's budget read from the AI's level table (`LEVELS`, ai/levels.ts) and what it buys, e.g. `'800 iterations
 * a decision: the default'`; a baseline bot's way of playing.
 */
import { GAME_END, LEVELS, type Level } from '../../../ai';
import { count } from '../../../session/format';
import type { Strength } from './seats';

/**
 * What a level's budget buys, in a player's words (docs/performance.md "Levels": easy does not weigh the
 * opponent's reply; hard and expert gain a little over normal on duel and solve deeper puzzles).
 */
const LEVEL_BUYS: Record<Level, string> = {
  easy: 'makes mistakes a club player spots',
  normal: 'the default',
  hard: 'a little steadier than normal',
  expert: 'the deepest tactics, the slowest',
};

/** How the baseline bots play (DESIGN.md "AI": yardsticks, not searches). */
const BOT_HINTS: Record<Exclude<Strength, Level>, string> = {
  greedy: 'no search: charges the weak and shoots the best target by rule of thumb',
  random: 'no search: random legal moves, a yardstick rather than an opponent',
};

/** A decision's time cap (ms) at and above which the hint says how long the AI may think: longer than normal's. */
const WAIT_SAID_MS = 10_000;

/**
 * How far a level's search looks, said when it stops short of the game's end, e.g. `lookWords(1)` → `', blind
 * to your reply'` (it looks only to the end of its own turn); undefined is the search's default, 2 player turns
 * (to the end of the opponent's next turn, ai/mcts.ts).
 */
function lookWords(horizon: number | undefined): string {
  if (horizon === GAME_END) return '';
  if (horizon === 1) return ', blind to your reply';
  return `, looking ${horizon ?? 2} player turns ahead`;
}

/**
 * The hint of a strength, e.g. `levelHint('easy')` → `'40 iterations a decision, blind to your reply: makes
 * mistakes a club player spots'`, `levelHint('hard')` → `'2,500 iterations a decision, up to 20 s: a
 * little steadier than normal'`, `levelHint('greedy')` → `'no search: charges the weak…'`. The iterations, the
 * horizon and the time cap (seconds, said when it is 10 s or more) are the level's in `LEVELS`.
 */
export function levelHint(strength: Strength): string {
  if (!(strength in LEVELS)) return BOT_HINTS[strength as Exclude<Strength, Level>];
  const level = LEVELS[strength as Level];
  const look = lookWords(level.search.horizon);
  const wait = level.timeMs >= WAIT_SAID_MS ? `, up to ${Math.round(level.timeMs / 1000)} s` : '';
  return `${count(level.iterations)} iterations a decision${look}${wait}: ${LEVEL_BUYS[strength as Level]}`;
}
