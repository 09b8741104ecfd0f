// Determinism (RULES.md §13, issue 8): the same scenario, seed and actions give byte-identical states and
// events; a game saved as skirmisher-game/1 loads back to the same position; a position written by toScenario
// resumes the same game. Seeded property tests over random and greedy games.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  type Action,
  type GameEvent,
  type GameState,
  type ScenarioDocument,
} from '../../engine';
import { soakGame, verifyReplay } from '../../cli/commands/soak';
import { parseSavedGame, savedGameScenario } from '../../formats/saved-game';
import { parseJsonText, validateSavedGame } from '../../formats/validate';
import { builtin, engagedArb, failureText } from './arbitraries';

/** Plays a seeded random game and returns its start document (seed included) and actions. */
function randomGame(name: string, seed: string, bots: [string, string] = ['random', 'random']) {
  const doc = { ...builtin(name), seed };
  const r = soakGame(doc, { scenario: name, seed, bots }, { fuzzEvery: 0 });
  if (!r.ok) throw new Error(failureText(r.failure));
  return { doc, actions: r.game.played };
}

/** Replays and returns the JSON of the state after every step and of all the events. */
function trace(doc: ScenarioDocument, actions: readonly Action[]): { states: string[]; events: string } {
  const g = createGame(JSON.parse(JSON.stringify(doc)) as ScenarioDocument);
  if (!g.ok) throw new Error(g.error.message);
  let s: GameState = g.value.state;
  const states = [JSON.stringify(s)];
  const events: GameEvent[] = [...g.value.events];
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.value.state;
    states.push(JSON.stringify(s));
    events.push(...r.value.events);
  }
  return { states, events: JSON.stringify(events) };
}

const scenarioName = fc.constantFrom('duel', 'duel', 'duel', 'ruined-street');
const botPair = fc.constantFrom<[string, string]>(
  ['random', 'random'],
  ['random', 'random'],
  ['greedy', 'random'],
  ['random', 'greedy'],
);

describe('§13 determinism', () => {
  it('the same scenario, seed and actions give byte-identical states and events, every step', () => {
    fc.assert(
      fc.property(scenarioName, fc.string({ minLength: 1, maxLength: 12 }), botPair, (name, seed, bots) => {
        const { doc, actions } = randomGame(name, seed, bots);
        const a = trace(doc, actions);
        // Through JSON text both ways, as a file would go.
        const b = trace(
          JSON.parse(JSON.stringify(doc)) as ScenarioDocument,
          JSON.parse(JSON.stringify(actions)) as Action[],
        );
        expect(b.states).toEqual(a.states);
        expect(b.events).toBe(a.events);
      }),
      { numRuns: 40, seed: 13 },
    );
  });
});

describe('FORMATS.md §4 a saved game round-trips', () => {
  it('written as skirmisher-game/1 text, validated and replayed, it ends in the same state', () => {
    fc.assert(
      fc.property(scenarioName, fc.string({ minLength: 1, maxLength: 12 }), botPair, (name, seed, bots) => {
        const { doc, actions } = randomGame(name, seed, bots);
        const original = trace(doc, actions);
        const text = JSON.stringify(
          {
            format: 'skirmisher-game/1',
            scenario: doc,
            actions,
            seed,
            players: { red: bots[0], blue: bots[1] },
            savedAt: '2026-01-01T00:00:00Z',
          },
          null,
          2,
        );
        const parsed = parseJsonText(text);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(validateSavedGame(parsed.value).ok).toBe(true);
        const loaded = parseSavedGame(parsed.value);
        if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
        expect(JSON.stringify(loaded.state)).toBe(original.states.at(-1));
        expect(JSON.stringify(loaded.events)).toBe(original.events);
      }),
      { numRuns: 30, seed: 14 },
    );
  });

  it('takes the top-level seed when the scenario has none, and names the first action that does not replay', () => {
    const { doc, actions } = randomGame('duel', 'top-seed');
    const { seed: _seed, ...noSeed } = doc;
    const game = { format: 'skirmisher-game/1', scenario: noSeed, actions, seed: 'top-seed' };
    const loaded = parseSavedGame(game);
    expect(loaded.ok).toBe(true);
    const v = validateSavedGame(game);
    if (!v.ok) throw new Error(JSON.stringify(v.problems));
    expect(savedGameScenario(v.game).seed).toBe('top-seed');
    const k = actions.findIndex((a) => a.type !== 'endPhase');
    const bad = parseSavedGame({
      ...game,
      actions: [...actions.slice(0, k), { type: 'shoot', model: 'b1', target: 'r1' }],
    });
    expect(bad).toMatchObject({ ok: false, index: k, problems: [{ path: `actions[${k}]` }] });
  });
});

describe('FORMATS.md §1 a position written by toScenario resumes the same game', () => {
  it('cut anywhere in random and greedy games on the built-in scenarios', () => {
    fc.assert(
      fc.property(
        scenarioName,
        fc.string({ minLength: 1, maxLength: 12 }),
        botPair,
        fc.nat(),
        (name, seed, bots, at) => {
          const { doc, actions } = randomGame(name, seed, bots);
          fc.pre(actions.length >= 2);
          const whole = trace(doc, actions);
          const g = createGame(doc);
          if (!g.ok) throw new Error(g.error.message);
          const s = JSON.parse(whole.states.at(-1)!) as GameState;
          const events = JSON.parse(whole.events) as GameEvent[];
          const cut = 1 + (at % (actions.length - 1));
          expect(verifyReplay(doc, actions, s, events, cut)).toBeNull();
        },
      ),
      { numRuns: 40, seed: 15 },
    );
  });

  it('cut anywhere in games that start mid-combat, under any ruleset options', () => {
    fc.assert(
      fc.property(engagedArb, fc.string({ maxLength: 8 }), (doc, seed) => {
        const r = soakGame(
          doc,
          { scenario: 'engaged', seed: `e${seed}`, bots: ['random', 'random'] },
          { verifyReplay: true },
        );
        if (!r.ok) throw new Error(failureText(r.failure));
      }),
      { numRuns: 100, seed: 16 },
    );
  });
});
