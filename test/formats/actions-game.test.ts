// Action files (FORMATS.md §2), saved games (FORMATS.md §4), warband files and `validateDocument`.
import { describe, expect, it, test } from 'vitest';
import { BUILTIN_WARBANDS } from '../../content';
import {
  validateActions,
  validateDocument,
  validateSavedGame,
  validateWarband,
  type Problem,
} from '../../formats/validate';
import { scenario, type Loose } from './fixtures';
import { newerFormat, savedGameVersion } from '../../formats/saved-game';

const EVERY_ACTION = [
  { type: 'charge', model: 'r1', target: 'b1' },
  { type: 'move', model: 'r1', to: [6, 5] },
  { type: 'move', model: 'r2', to: [10, 9, 0], run: true, hide: false },
  { type: 'climb', model: 'r1', to: [6, 5, 2] },
  { type: 'jumpDown', model: 'r1', to: [6, 6, 0] },
  { type: 'divingCharge', model: 'r1', target: 'b2' },
  { type: 'jumpGap', model: 'r1', to: [8, 6, 2] },
  { type: 'hide', model: 'r2' },
  { type: 'cast', model: 'r2', spell: 'fireball', target: 'b1' },
  { type: 'shoot', model: 'r2', target: 'b1' },
  { type: 'shoot', model: 'r2', target: 'b1', weapon: 'bow' },
  { type: 'fight', model: 'r1' },
  { type: 'fight', model: 'r1', split: { b1: 1, b2: 0 } },
  { type: 'endPhase' },
];

describe('validateActions', () => {
  it('accepts every action type of FORMATS.md §2', () => {
    expect(validateActions(EVERY_ACTION)).toEqual({ ok: true, actions: EVERY_ACTION });
    expect(validateActions([])).toEqual({ ok: true, actions: [] });
  });

  test.each<[string, unknown, Problem[]]>([
    [
      'not a list',
      { type: 'endPhase' },
      [{ path: '$', message: 'expected a list of at most 100000 actions, got an object' }],
    ],
    [
      'an unknown type',
      [{ type: 'teleport', model: 'r1' }],
      [
        {
          path: '[0].type',
          message:
            'expected an action type, one of "charge", "move", "moveUnit", "enterBuilding", "leaveBuilding", "climb", "jumpDown", "divingCharge", "jumpGap", "hide", "cast", "shoot", "fight", "deploy", "endDeployment", "endPhase", got "teleport"',
        },
      ],
    ],
    [
      'not an object',
      [{ type: 'endPhase' }, 7],
      [{ path: '[1]', message: 'expected an action { "type", … } (an object), got 7' }],
    ],
    [
      'a missing target',
      [{ type: 'charge', model: 'r1' }],
      [{ path: '[0].target', message: 'missing: expected a target model id of 1 to 64 characters' }],
    ],
    [
      'a move to one number',
      [{ type: 'move', model: 'r1', to: [3] }],
      [
        {
          path: '[0].to',
          message: 'expected a position [x, y] or [x, y, z] in inches, got a list of 1 item',
        },
      ],
    ],
    [
      'a climb without height',
      [{ type: 'climb', model: 'r1', to: [3, 4] }],
      [{ path: '[0].to', message: 'expected a point [x, y, z] in inches, got a list of 2 items' }],
    ],
    [
      'a fractional Attacks split',
      [{ type: 'fight', model: 'r1', split: { b1: 1.5 } }],
      [{ path: '[0].split.b1', message: 'expected a number of Attacks from 0 to 10, got 1.5' }],
    ],
    [
      'an unknown field',
      [{ type: 'endPhase', model: 'r1' }],
      [{ path: '[0].model', message: 'unknown field "model"; allowed here: type' }],
    ],
    [
      'run as a string',
      [{ type: 'move', model: 'r1', to: [1, 2], run: 'true' }],
      [{ path: '[0].run', message: 'expected true or false, got "true"' }],
    ],
  ])('rejects %s', (_name, input, expected) => {
    expect(validateActions(input)).toEqual({ ok: false, problems: expected });
  });

  it('checks model ids against a scenario when given one', () => {
    const r = validateActions(
      [
        { type: 'shoot', model: 'r2', target: 'b9' },
        { type: 'fight', model: 'x1', split: { b1: 1, zz: 1 } },
      ],
      scenario(),
    );
    expect(r).toEqual({
      ok: false,
      problems: [
        { path: '[0].target', message: 'unknown model "b9"' },
        { path: '[1].model', message: 'unknown model "x1"' },
        { path: '[1].split.zz', message: 'unknown model "zz"' },
      ],
    });
  });
});

function game(): Loose {
  return {
    format: 'skirmisher-game/1',
    scenario: scenario(),
    actions: [{ type: 'endPhase' }, { type: 'move', model: 'r1', to: [6, 6] }],
    seed: 'test-1',
    players: { red: 'human', blue: 'mcts:budget=2000' },
    createdAt: '2025-01-31T12:00:00Z',
    savedAt: '2025-01-31T12:30:00Z',
  };
}

describe('validateSavedGame', () => {
  it('accepts a saved game and keeps unknown metadata as it is', () => {
    const g = { ...game(), ai: { red: null, blue: { bot: 'mcts', budget: 2000 } }, app: 'skirmisher 0.1.0' };
    expect(validateSavedGame(g)).toEqual({ ok: true, game: g });
  });

  it('checks the scenario with paths under scenario.', () => {
    const g = game();
    g.scenario.sides[0].models[1].profile.WS = '4';
    g.scenario.sides[1].models[0].id = 'r1';
    expect(validateSavedGame(g)).toEqual({
      ok: false,
      problems: [
        {
          path: 'scenario.sides[0].models[1].profile.WS',
          message: 'expected an integer from 0 to 10, got "4"',
        },
        {
          path: 'scenario.sides[1].models[0].id',
          message: 'duplicate model id "r1" (also scenario.sides[0].models[0].id)',
        },
      ],
    });
  });

  it('checks actions and their model ids', () => {
    const g = game();
    g.actions.push({ type: 'charge', model: 'r1', target: 'b7' }, { type: 'jump' });
    delete g.seed;
    const r = validateSavedGame(g);
    expect(r.ok ? [] : r.problems.map((p) => p.path)).toEqual([
      'actions[3].type',
      'seed',
      'actions[2].target',
    ]);
  });

  it('reports a newer scenario format inside a saved game alone', () => {
    const g = game();
    g.scenario.format = 'skirmisher-scenario/5';
    g.scenario.junk = true;
    expect(validateSavedGame(g)).toEqual({
      ok: false,
      problems: [
        {
          path: 'scenario.format',
          message:
            'this file was written by a newer version of Skirmisher (format skirmisher-scenario/5); this version reads skirmisher-scenario/1',
        },
      ],
    });
  });

  it('reports a newer saved-game format', () => {
    expect(validateSavedGame({ format: 'skirmisher-game/2', whatever: 1 })).toEqual({
      ok: false,
      problems: [
        {
          path: 'format',
          message:
            'this file was written by a newer version of Skirmisher (format skirmisher-game/2); this version reads skirmisher-game/1',
        },
      ],
    });
  });

  it('calls a minor version above this one newer too (skirmisher-game/1.5)', () => {
    expect(validateSavedGame({ format: 'skirmisher-game/1.5', whatever: 1 })).toMatchObject({
      ok: false,
      problems: [
        {
          path: 'format',
          message:
            'this file was written by a newer version of Skirmisher (format skirmisher-game/1.5); this version reads skirmisher-game/1',
        },
      ],
    });
    expect(newerFormat({ format: 'skirmisher-game/1.5' })).toBe('skirmisher-game/1.5');
    expect(savedGameVersion('{"format":"skirmisher-game/1.5","scenario":{}}')).toBe(1.5);
  });

  it('names a bad forced die in words, not in the schema library words', () => {
    const problems = (forcedDice: unknown): string[] => {
      const v = validateSavedGame({ ...game(), forcedDice });
      return v.ok ? [] : v.problems.map((p) => `${p.path}: ${p.message}`);
    };
    expect(problems({ '0': [7] })).toEqual([
      'forcedDice["0"][0]: expected a D6 face (an integer from 1 to 6), got 7',
    ]);
    expect(problems({ '3': [2.5] })).toEqual([
      'forcedDice["3"][0]: expected a D6 face (an integer from 1 to 6), got 2.5',
    ]);
    expect(problems({ '0': Array(1001).fill(1) })).toEqual([
      'forcedDice["0"]: expected at most 1,000 forced dice before one action',
    ]);
  });

  it('says when given a scenario instead', () => {
    expect(validateSavedGame(scenario())).toEqual({
      ok: false,
      problems: [
        {
          path: 'format',
          message: 'expected "skirmisher-game/1", got "skirmisher-scenario/1": this is a scenario',
        },
      ],
    });
  });
});

describe('validateWarband', () => {
  it('accepts the built-in warbands', () => {
    for (const w of Object.values(BUILTIN_WARBANDS))
      expect(validateWarband(w)).toEqual({ ok: true, warband: w });
  });

  it('rejects positions, duplicate ids and unknown weapons', () => {
    const w = JSON.parse(JSON.stringify(BUILTIN_WARBANDS.mercenaries)) as Loose;
    w.models[0].at = [1, 1];
    w.models[2].id = w.models[1].id;
    w.models[3].weapons = ['halberd'];
    expect(validateWarband(w)).toEqual({
      ok: false,
      problems: [
        {
          path: 'models[0].at',
          message: expect.stringMatching(/^unknown field "at"; allowed here: id, name, /),
        },
        { path: 'models[2].id', message: 'duplicate model id "crossbowman-1" (also models[1].id)' },
        { path: 'models[3].weapons[0]', message: 'unknown weapon "halberd": not a key of weapons' },
      ],
    });
  });
});

describe('validateDocument', () => {
  it('tells scenarios, saved games and warbands apart by format', () => {
    expect(validateDocument(scenario())).toMatchObject({ ok: true, kind: 'scenario' });
    expect(validateDocument(game())).toMatchObject({ ok: true, kind: 'game' });
    expect(validateDocument(BUILTIN_WARBANDS.raiders)).toMatchObject({ ok: true, kind: 'warband' });
    expect(validateDocument({ format: 'skirmisher-game/9' })).toMatchObject({
      ok: false,
      problems: [{ path: 'format' }],
    });
    expect(validateDocument(5)).toMatchObject({ ok: false, problems: [{ path: '$' }] });
  });
});
