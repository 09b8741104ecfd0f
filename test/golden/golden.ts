/**
 * The golden corpus (issue 8, RULES.md §13): seeded games recorded once, replayed by the tests and compared
 * byte for byte. Each file holds the starting scenario, the actions and fingerprints of what the engine made
 * of them, so a replay depends on the engine alone (not on the bots or the built-in scenario files).
 * No Node imports: a browser or worker test may replay the same files.
 */
import {
  applyAction,
  createGame,
  toScenario,
  type Action,
  type GameEvent,
  type GameState,
  type ScenarioDocument,
} from '../../engine';

/** Format tag of a golden file. */
export const GOLDEN_FORMAT = 'skirmisher-golden/1';

/** A recorded game, e.g. `{ name: 'duel-random-1', scenario: 'duel', seed: 'golden-duel-1', bots: ['random', 'random'], … }`. */
export interface GoldenGame {
  format: typeof GOLDEN_FORMAT;
  name: string;
  /** Built-in scenario it was recorded on (for people; the replay uses `start`). */
  scenario: string;
  seed: string;
  /** Bots that chose the actions, red's first. */
  bots: [string, string];
  /** The scenario document the game starts from, seed included. */
  start: ScenarioDocument;
  actions: Action[];
  /** What the engine made of it. */
  expect: GoldenFingerprint;
}

/** Fingerprints of a replay: counts, result, hashes of the JSON of every state and of all the events, and the final position. */
export interface GoldenFingerprint {
  actions: number;
  events: number;
  turn: number;
  result: GameState['result'];
  /** Hash of the JSON of the state after each action, chained. */
  statesHash: string;
  /** Hash of the JSON of all the events, from the game's creation on. */
  eventsHash: string;
  /** Hash of the JSON of the final state (static part included). */
  finalHash: string;
  /** The final position as a scenario document (FORMATS.md §1), for a readable diff. */
  position: ScenarioDocument;
}

/** cyrb53 (a public-domain 53-bit string hash) in hex, with a seed; e.g. `hash53('abc')`. */
export function hash53(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * Replays `actions` from `start` and fingerprints every step. Throws with the index when an action does not
 * replay (the golden is stale, or the engine changed what is legal).
 */
export function fingerprint(start: ScenarioDocument, actions: readonly Action[]): GoldenFingerprint {
  const g = createGame(JSON.parse(JSON.stringify(start)) as ScenarioDocument);
  if (!g.ok) throw new Error(`the start position is refused: ${g.error.code}: ${g.error.message}`);
  let s = g.value.state;
  const events: GameEvent[] = [...g.value.events];
  let chain = hash53(JSON.stringify(s));
  for (const [k, a] of actions.entries()) {
    const r = applyAction(s, a);
    if (!r.ok)
      throw new Error(
        `action ${k} ${JSON.stringify(a)} does not replay: ${r.error.code}: ${r.error.message}`,
      );
    s = r.value.state;
    for (const e of r.value.events) events.push(e);
    chain = hash53(chain + JSON.stringify(s));
  }
  const eventsJson = JSON.stringify(events);
  return {
    actions: actions.length,
    events: events.length,
    turn: s.turn,
    result: s.result,
    statesHash: chain,
    eventsHash: `${hash53(eventsJson)}${hash53(eventsJson, 1)}`,
    finalHash: `${hash53(JSON.stringify(s))}${hash53(JSON.stringify(s), 1)}`,
    position: JSON.parse(JSON.stringify(toScenario(s))) as ScenarioDocument,
  };
}

/** The games of the corpus: both built-in scenarios, random and greedy bots and one cheap MCTS game each. */
export const GOLDEN_GAMES: { name: string; scenario: string; seed: string; bots: [string, string] }[] = [
  { name: 'duel-random-1', scenario: 'duel', seed: 'golden-duel-1', bots: ['random', 'random'] },
  { name: 'duel-random-2', scenario: 'duel', seed: 'golden-duel-2', bots: ['random', 'random'] },
  { name: 'duel-greedy-random', scenario: 'duel', seed: 'golden-duel-3', bots: ['greedy', 'random'] },
  { name: 'duel-greedy-greedy', scenario: 'duel', seed: 'golden-duel-4', bots: ['greedy', 'greedy'] },
  { name: 'duel-mcts-greedy', scenario: 'duel', seed: 'golden-duel-5', bots: ['mcts:budget=20', 'greedy'] },
  { name: 'street-random-1', scenario: 'ruined-street', seed: 'golden-street-1', bots: ['random', 'random'] },
  { name: 'street-random-2', scenario: 'ruined-street', seed: 'golden-street-2', bots: ['random', 'random'] },
  {
    name: 'street-random-greedy',
    scenario: 'ruined-street',
    seed: 'golden-street-3',
    bots: ['random', 'greedy'],
  },
  {
    name: 'street-greedy-greedy',
    scenario: 'ruined-street',
    seed: 'golden-street-4',
    bots: ['greedy', 'greedy'],
  },
  {
    name: 'street-greedy-mcts',
    scenario: 'ruined-street',
    seed: 'golden-street-5',
    bots: ['greedy', 'mcts:budget=20'],
  },
];
