// The saved-game module (FORMATS.md §4): writing one, reading its version, and loading one (validate, replay,
// and name the first action that does not replay).
import { describe, expect, it } from 'vitest';
import {
  makeSavedGame,
  newerFormat,
  parseSavedGame,
  SAVED_GAME_FORMAT,
  SAVED_GAME_VERSION,
  savedGameScenario,
  savedGameVersion,
} from '../../formats/saved-game';
import { validateSavedGame } from '../../formats/validate';
import { scenario } from './fixtures';

const OPENING = [{ type: 'endPhase' }, { type: 'move', model: 'r1', to: [6, 6] }];

function game(extra: Record<string, unknown> = {}) {
  return { format: 'skirmisher-game/1', scenario: scenario(), actions: OPENING, seed: 'test-1', ...extra };
}

describe('parseSavedGame', () => {
  it('replays a saved game to its last position, with every event', () => {
    const r = parseSavedGame(game());
    expect(r).toMatchObject({ ok: true, actions: OPENING, state: { phase: 'movement', turn: 1 } });
    if (!r.ok) return;
    expect(r.events[0]).toMatchObject({ kind: 'turnStarted', side: 'red', turn: 1 });
    expect(r.events.at(-1)).toMatchObject({ kind: 'moved', model: 'r1' });
  });

  it('lists the problems of an invalid file, without replaying', () => {
    expect(parseSavedGame(game({ seed: 42 }))).toEqual({
      ok: false,
      problems: [{ path: 'seed', message: 'expected a seed of 1 to 256 characters, got 42' }],
    });
  });

  it('names the first action that does not replay, with its error code', () => {
    const r = parseSavedGame(game({ actions: [...OPENING, { type: 'move', model: 'b1', to: [6, 18] }] }));
    expect(r).toMatchObject({
      ok: false,
      index: 2,
      error: { code: 'ERR_NOT_YOUR_TURN' },
      problems: [
        { path: 'actions[2]', message: 'ERR_NOT_YOUR_TURN: b1 belongs to blue, not the side to act' },
      ],
    });
  });

  it('starts from the top-level seed when the scenario has none, and from the scenario seed otherwise', () => {
    const { seed: _ignored, ...noSeed } = scenario();
    const a = validateSavedGame(game({ scenario: noSeed, seed: 'top' }));
    const b = validateSavedGame(game({ seed: 'top' }));
    if (!a.ok || !b.ok) throw new Error('fixtures must validate');
    expect(savedGameScenario(a.game).seed).toBe('top');
    expect(savedGameScenario(b.game).seed).toBe('test-1');
  });

  it('never throws, whatever it is given', () => {
    for (const v of [null, 1, 'x', [], {}, { format: 'skirmisher-game/1' }, game({ actions: [null] })])
      expect(parseSavedGame(v).ok).toBe(false);
  });
});

describe('forcedDice in a saved game (what-if and table-top dice)', () => {
  it('queues the dice before the action they belong to, so the game replays exactly', async () => {
    const { readFileSync } = await import('node:fs');
    const position = JSON.parse(readFileSync('test/cli/fixtures/shooting-sequence.scenario.json', 'utf8'));
    const game = {
      format: 'skirmisher-game/1',
      scenario: position,
      actions: [{ type: 'shoot', model: 'r1', target: 'b1' }],
      seed: 'x',
      forcedDice: { '0': [4, 3, 2, 4] },
    };
    const r = parseSavedGame(game);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const rolls = r.events.filter((e) => e.kind === 'roll').map((e) => (e.kind === 'roll' ? e.dice : []));
    expect(rolls).toEqual([[4], [3], [2], [4]]);
  });

  it('refuses a forced die that is not a D6 face, naming the path', async () => {
    const { readFileSync } = await import('node:fs');
    const position = JSON.parse(readFileSync('test/cli/fixtures/shooting-sequence.scenario.json', 'utf8'));
    const v = validateSavedGame({
      format: 'skirmisher-game/1',
      scenario: position,
      actions: [],
      seed: 'x',
      forcedDice: { '0': [7] },
    });
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.problems[0]!.path).toBe('forcedDice["0"][0]');
  });
});

describe('makeSavedGame', () => {
  it('writes the format tag and the portable fields first, then the metadata in its order, and reads back', () => {
    const doc = makeSavedGame(
      { scenario: scenario() as never, actions: OPENING as never, seed: 'test-1' },
      { players: { red: 'human', blue: 'greedy' }, soak: { index: 3 } },
    );
    expect(Object.keys(doc)).toEqual(['format', 'scenario', 'actions', 'seed', 'players', 'soak']);
    expect(doc).toEqual(game({ players: { red: 'human', blue: 'greedy' }, soak: { index: 3 } }));
    expect(parseSavedGame(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
  });

  it('names its version in the text, and a later version or a later scenario as newer', () => {
    const text = JSON.stringify(game());
    expect(SAVED_GAME_FORMAT).toBe(`skirmisher-game/${SAVED_GAME_VERSION}`);
    expect(savedGameVersion(text)).toBe(SAVED_GAME_VERSION);
    expect(savedGameVersion('{"format": "skirmisher-game/3"}')).toBe(3);
    expect(savedGameVersion('{"format": "skirmisher-scenario/1"}')).toBeNull();
    expect(newerFormat(game())).toBeNull();
    expect(newerFormat(game({ format: 'skirmisher-game/2' }))).toBe('skirmisher-game/2');
    expect(newerFormat(game({ scenario: { format: 'skirmisher-scenario/9' } }))).toBe(
      'skirmisher-scenario/9',
    );
  });
});
