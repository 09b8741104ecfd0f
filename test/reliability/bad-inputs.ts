/**
 * The bad-input corpus (issue 8): broken scenario files, saved games and action files, each with the problem
 * it must get. Files are made in code (a 50 MB file is never committed); `diagnose` is what loading one does:
 * read the bytes as UTF-8, parse, validate, and for a saved game or an action file replay it. No vitest here,
 * so the time-box worker and `bad-inputs-table.ts` can use it too.
 */
import { applyAction, createGame, type Action, type ScenarioDocument } from '../../engine';
import { parseSavedGame } from '../../formats/saved-game';
import {
  parseJsonText,
  validateActions,
  validateSavedGame,
  validateScenario,
  type Problem,
} from '../../formats/validate';
import { scenario, type Loose } from '../formats/fixtures';
import { UNPLAYABLE_INPUTS } from './unplayable-inputs';

/** What kind of file a bad input is, i.e. how it is loaded. */
export type BadInputKind = 'scenario' | 'game' | 'actions';

/** One bad file and the problem it must get, e.g. the first problem's `path` and a pattern of its message. */
export interface BadInput {
  id: string;
  /** What is wrong, for docs/reliability.md, e.g. `WS given as a string`. */
  what: string;
  kind: BadInputKind;
  /** The file's bytes. */
  bytes(): Uint8Array;
  /** The path of the problem that must be reported, e.g. `sides[0].models[0].profile.WS`. */
  path: string;
  message: RegExp;
  /** Refused only when replayed (a saved game whose actions do not replay): `apply --scenario` accepts it. */
  replayOnly?: boolean;
  /**
   * What the command line prints instead, when it differs from the validators' problem, and why, e.g. its own
   * size limit for a 50 MB file.
   */
  cli?: { pattern: RegExp; note: string };
  /** Milliseconds its diagnosis may take (default 2000), generous for a busy 2-core machine. */
  budgetMs?: number;
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const json = (value: unknown) => utf8(JSON.stringify(value, null, 2));

/** The base scenario (test/formats/fixtures.ts) changed by `edit`. */
function scenarioFile(edit: (s: Loose) => void): () => Uint8Array {
  return () => {
    const s: Loose = scenario();
    edit(s);
    return json(s);
  };
}

/** Legal opening actions of the base scenario: red ends Recovery, moves r1, then blue's model b1 tries to move. */
export const OPENING: Action[] = [
  { type: 'endPhase' },
  { type: 'move', model: 'r1', to: [6, 6] },
  { type: 'move', model: 'b1', to: [6, 18] },
];

/** A saved game of the base scenario whose first two actions replay (the third does not), changed by `edit`. */
function gameFile(edit: (g: Loose) => void): () => Uint8Array {
  return () => {
    const g: Loose = {
      format: 'skirmisher-game/1',
      scenario: scenario(),
      actions: structuredClone(OPENING.slice(0, 2)),
      seed: 'test-1',
    };
    edit(g);
    return json(g);
  };
}

/** Deterministic pseudo-random bytes (mulberry32), e.g. for binary garbage. */
function garbage(n: number, seed: number): Uint8Array {
  let a = seed;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out[i] = (t ^ (t >>> 14)) & 0xff;
  }
  return out;
}

/** A valid scenario padded with spaces to `mb` megabytes. */
function padded(mb: number): () => Uint8Array {
  return () => {
    const head = JSON.stringify(scenario());
    const out = new Uint8Array(mb * 1024 * 1024).fill(0x20);
    out.set(utf8(head), 0);
    return out;
  };
}

const MB50 = 50;

/** The corpus. Every entry must be refused with `path` and a message matching `message`. */
const CORPUS: BadInput[] = [
  // Wrong types.
  {
    id: 'ws-string',
    what: 'a characteristic given as a string (`"WS": "4"`)',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[0].models[0].profile.WS = '4')),
    path: 'sides[0].models[0].profile.WS',
    message: /^expected an integer from 0 to 10, got "4"$/,
  },
  {
    id: 'table-string',
    what: 'the table given as a string',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.table = '48x48')),
    path: 'table',
    message: /^expected a table \{ "width", "depth" \} \(an object\), got "48x48"$/,
  },
  {
    id: 'sides-object',
    what: 'sides given as an object instead of a list',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides = { red: s.sides[0], blue: s.sides[1] })),
    path: 'sides',
    message: /^expected exactly two sides \[\{…\}, \{…\}\], got an object$/,
  },
  {
    id: 'format-number',
    what: 'the format given as a number',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.format = 1)),
    path: 'format',
    message: /^expected "skirmisher-scenario\/1", got 1$/,
  },
  {
    id: 'flag-string',
    what: 'a flag given as a string (`"hidden": "yes"`)',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[1].models[0].hidden = 'yes')),
    path: 'sides[1].models[0].hidden',
    message: /^expected true or false, got "yes"$/,
  },
  {
    id: 'top-level-array',
    what: 'a list where the document should be',
    kind: 'scenario',
    bytes: () => utf8('[]'),
    path: '$',
    message: /^expected a scenario document .* \(an object\), got a list of 0 items$/,
  },
  // Missing fields.
  {
    id: 'missing-sides',
    what: 'no `sides`',
    kind: 'scenario',
    bytes: scenarioFile((s) => delete s.sides),
    path: 'sides',
    message: /^missing: expected exactly two sides/,
  },
  {
    id: 'missing-profile',
    what: 'a model without a profile',
    kind: 'scenario',
    bytes: scenarioFile((s) => delete s.sides[0].models[1].profile),
    path: 'sides[0].models[1].profile',
    message: /^missing: expected a profile/,
  },
  {
    id: 'missing-at',
    what: 'a model without a position',
    kind: 'scenario',
    bytes: scenarioFile((s) => delete s.sides[1].models[1].at),
    path: 'sides[1].models[1].at',
    message: /^missing: expected a position \[x, y\] or \[x, y, z\] in inches$/,
  },
  {
    id: 'missing-format',
    what: 'no `format`',
    kind: 'scenario',
    bytes: scenarioFile((s) => delete s.format),
    path: 'format',
    message: /^missing: expected "skirmisher-scenario\/1"$/,
  },
  {
    id: 'one-side',
    what: 'one side only',
    kind: 'scenario',
    bytes: scenarioFile((s) => s.sides.pop()),
    path: 'sides',
    message: /^expected exactly two sides \[\{…\}, \{…\}\], got a list of 1 item$/,
  },
  // Positions.
  {
    id: 'overlap',
    what: 'two models overlapping',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[0].models[1].at = [6.5, 3])),
    path: 'sides[0].models[1].at',
    message:
      /^model "r2" overlaps model "r1" \(sides\[0\]\.models\[0\]\): centres 0\.5" apart, their bases need 1"$/,
  },
  {
    id: 'off-table',
    what: 'a model off the table',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[1].models[0].at = [30, 21])),
    path: 'sides[1].models[0].at',
    message:
      /^model "b1" \(base radius 0\.5"\) lies off the 24" × 24" table: x \+ base = 30\.5 is beyond the width 24$/,
  },
  {
    id: 'below-table',
    what: 'a model below the table (`z` −1)',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[1].models[0].at = [6, 21, -1])),
    path: 'sides[1].models[0].at[2]',
    message: /^expected a height of 0 or more \(inches\), got -1$/,
  },
  // References.
  {
    id: 'unknown-weapon',
    what: 'a model carrying a weapon the scenario does not define',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[0].models[0].weapons = ['sword', 'halberd'])),
    path: 'sides[0].models[0].weapons[1]',
    message: /^unknown weapon "halberd": not a key of weapons$/,
  },
  {
    id: 'unknown-side',
    what: '`activeSide` naming no side',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.activeSide = 'green')),
    path: 'activeSide',
    message: /^expected a side id \("red" or "blue"\), got "green"$/,
  },
  {
    id: 'duplicate-id',
    what: 'two models with the same id',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[1].models[0].id = 'r1')),
    path: 'sides[1].models[0].id',
    message: /^duplicate model id "r1" \(also sides\[0\]\.models\[0\]\.id\)$/,
  },
  {
    id: 'missile-no-range',
    what: 'a missile weapon without a range',
    kind: 'scenario',
    bytes: scenarioFile((s) => delete s.weapons.bow.range),
    path: 'weapons.bow.range',
    message: /^missing: a missile weapon needs a range in inches$/,
  },
  // Numbers.
  {
    id: 'nan',
    what: '`NaN` in the text (not JSON)',
    kind: 'scenario',
    bytes: () => utf8(JSON.stringify(scenario(), null, 2).replace('"WS": 3', '"WS": NaN')),
    path: '$',
    message: /^invalid JSON at line \d+ column \d+: expected a value, got "N"$/,
  },
  {
    id: 'infinity',
    what: 'a number too big for a double (`1e400`, read as Infinity)',
    kind: 'scenario',
    bytes: () => utf8(JSON.stringify(scenario()).replace('"width":24', '"width":1e400')),
    path: 'table.width',
    message: /^expected a width in inches from 1 to 1000, got Infinity$/,
  },
  {
    id: 'huge-coordinate',
    what: 'a huge coordinate (`1e300`)',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[0].models[0].at = [1e300, 3])),
    path: 'sides[0].models[0].at[0]',
    message: /^expected a coordinate in inches \(a number from -10000 to 10000\), got 1e\+300$/,
  },
  {
    id: 'huge-integer',
    what: 'a huge characteristic (`"W": 1e20`)',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[0].models[0].profile.W = 1e20)),
    path: 'sides[0].models[0].profile.W',
    message: /^expected an integer from 1 to 10, got 100000000000000000000$/,
  },
  {
    id: 'negative-base',
    what: 'a negative base radius',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[0].models[0].base = -1)),
    path: 'sides[0].models[0].base',
    message: /^expected a base radius in inches from 0\.1 to 10, got -1$/,
  },
  {
    id: 'wounds-over-w',
    what: 'more wounds left than the profile has',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[0].models[0].wounds = 3)),
    path: 'sides[0].models[0].wounds',
    message: /^expected at most the profile's W \(1\), got 3$/,
  },
  {
    id: 'turn-over-max',
    what: 'a turn after the last turn',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.turn = 9)),
    path: 'turn',
    message: /^expected at most maxTurns \(6\), got 9$/,
  },
  {
    id: 'hidden-stunned',
    what: 'a stunned model marked hidden',
    kind: 'scenario',
    bytes: scenarioFile((s) =>
      Object.assign(s.sides[0].models[0], { status: 'stunned', wounds: 0, hidden: true }),
    ),
    path: 'sides[0].models[0].hidden',
    message: /^a stunned model cannot be hidden/,
  },
  // Size and shape.
  {
    id: 'deep-nesting',
    what: 'a value nested 100 levels deep',
    kind: 'scenario',
    bytes: () =>
      utf8(
        JSON.stringify(scenario()).replace('"name":"Test"', `"name":${'['.repeat(100)}${']'.repeat(100)}`),
      ),
    path: 'name[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]',
    message: /^nested more than 32 levels deep$/,
  },
  {
    id: 'deep-nesting-1m',
    what: 'a list nested a million levels deep (2 MB)',
    kind: 'scenario',
    bytes: () => utf8(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`),
    path: '[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]',
    message: /^nested more than 32 levels deep$/,
    budgetMs: 5000,
  },
  {
    id: 'too-many-models',
    what: '501 models on a side',
    kind: 'scenario',
    bytes: scenarioFile((s) => {
      s.table = { width: 1000, depth: 1000 };
      s.sides[0].models = Array.from({ length: 501 }, (_, i) => ({
        id: `m${i}`,
        profile: s.sides[0].models[0].profile,
        at: [2 + (i % 100) * 2, 2 + Math.floor(i / 100) * 2],
      }));
    }),
    path: 'sides[0].models',
    message: /^expected a list of at most 500 models, got a list of 501 items$/,
  },
  {
    id: 'long-name',
    what: 'a name of a million characters',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.name = 'x'.repeat(1_000_000))),
    path: 'name',
    message: /^expected a name of 1 to 200 characters, got "x+"… \(a string of 1000000 characters\)$/,
  },
  {
    id: 'many-problems',
    what: '5,000 broken models (only the first 1,000 problems are listed)',
    kind: 'scenario',
    bytes: scenarioFile((s) => {
      s.sides[0].models = Array.from({ length: 500 }, (_, i) => ({ id: `m${i}`, profile: {}, at: 'here' }));
    }),
    path: '$',
    message: /^and \d+ more problems \(only the first 999 are listed\)$/,
  },
  {
    id: '50mb',
    what: 'a 50 MB file',
    kind: 'scenario',
    bytes: padded(MB50),
    path: '$',
    message: /^the text is too large \(at least 50\.0 MB\); Skirmisher reads files of at most 20\.0 MB$/,
    cli: {
      pattern: /: 52428800 bytes is over the 20971520-byte limit/,
      note: 'the command line checks the file size before reading it',
    },
    budgetMs: 15000,
  },
  {
    id: 'newer-version',
    what: 'a newer format version (`skirmisher-scenario/2`)',
    kind: 'scenario',
    bytes: scenarioFile((s) => {
      s.format = 'skirmisher-scenario/2';
      s.teleporters = [];
    }),
    path: 'format',
    message:
      /^this file was written by a newer version of Skirmisher \(format skirmisher-scenario\/2\); this version reads skirmisher-scenario\/1$/,
  },
  {
    id: 'warband-as-scenario',
    what: 'a warband file where a scenario should be',
    kind: 'scenario',
    bytes: () => json({ format: 'skirmisher-warband/1', id: 'w', name: 'W', weapons: {}, models: [] }),
    path: 'format',
    message: /^expected "skirmisher-scenario\/1", got "skirmisher-warband\/1": this is a warband$/,
    cli: {
      pattern: /this is a warband|models: expected a list of 1 to 500 models/,
      note: '`validate` reads any Skirmisher file, so it checks this one as the (empty) warband it is',
    },
  },
  {
    id: 'unknown-field',
    what: 'a misspelt field (`"profle"`)',
    kind: 'scenario',
    bytes: scenarioFile((s) => (s.sides[0].models[0].profle = {})),
    path: 'sides[0].models[0].profle',
    message: /^unknown field "profle"; did you mean "profile"\?$/,
  },
  {
    id: 'proto-key',
    what: 'a weapon named `__proto__`',
    kind: 'scenario',
    bytes: () => utf8(JSON.stringify(scenario()).replace('"bow":{', '"__proto__":{"type":"melee"},"bow":{')),
    path: 'weapons.__proto__',
    message: /__proto__/,
  },
  // Broken text.
  {
    id: 'truncated',
    what: 'a file cut off half way',
    kind: 'scenario',
    bytes: () => {
      const text = JSON.stringify(scenario(), null, 2);
      return utf8(text.slice(0, Math.floor(text.length / 2)));
    },
    path: '$',
    message: /^invalid JSON at line \d+ column \d+: /,
  },
  {
    id: 'empty',
    what: 'an empty file',
    kind: 'scenario',
    bytes: () => new Uint8Array(0),
    path: '$',
    message: /^invalid JSON at line 1 column 1: expected a value, got the end of the text$/,
  },
  {
    id: 'binary',
    what: '4 kB of binary garbage',
    kind: 'scenario',
    bytes: () => garbage(4096, 7),
    path: '$',
    message: /^invalid JSON at line \d+ column \d+: /,
  },
  {
    id: 'trailing-comma',
    what: 'a trailing comma',
    kind: 'scenario',
    bytes: () => utf8(JSON.stringify(scenario(), null, 2).replace(/\n}$/, ',\n}')),
    path: '$',
    message: /^invalid JSON at line \d+ column \d+: a comma before "}" \(JSON allows no trailing comma\)$/,
  },
  {
    id: 'comment',
    what: 'a `//` comment',
    kind: 'scenario',
    bytes: () => utf8(`// my scenario\n${JSON.stringify(scenario())}`),
    path: '$',
    message: /^invalid JSON at line 1 column 1: expected a value, got "\/" \(JSON has no comments\)$/,
  },
  {
    id: 'single-quotes',
    what: 'single-quoted strings',
    kind: 'scenario',
    bytes: () => utf8(JSON.stringify(scenario()).replace(/"/g, "'")),
    path: '$',
    message:
      /^invalid JSON at line 1 column 2: expected a field name in double quotes, got "'" \(JSON strings use double quotes\)$/,
  },
  // Saved games.
  {
    id: 'game-missing-actions',
    what: 'a saved game without `actions`',
    kind: 'game',
    bytes: gameFile((g) => delete g.actions),
    path: 'actions',
    message: /^missing: expected a list of at most 100000 actions$/,
  },
  {
    id: 'game-actions-object',
    what: 'a saved game whose `actions` is an object',
    kind: 'game',
    bytes: gameFile((g) => (g.actions = { 0: { type: 'endPhase' } })),
    path: 'actions',
    message: /^expected a list of at most 100000 actions, got an object$/,
  },
  {
    id: 'game-unknown-action',
    what: 'an action of an unknown type',
    kind: 'game',
    bytes: gameFile((g) => g.actions.push({ type: 'teleport', model: 'r1' })),
    path: 'actions[2].type',
    message: /^expected an action type, one of "charge", .*, got "teleport"$/,
  },
  {
    id: 'game-unknown-model',
    what: 'an action naming a model the scenario lacks',
    kind: 'game',
    bytes: gameFile((g) => g.actions.push({ type: 'move', model: 'r9', to: [1, 1] })),
    path: 'actions[2].model',
    message: /^unknown model "r9"$/,
  },
  {
    id: 'game-bad-point',
    what: 'a move to a point with one coordinate',
    kind: 'game',
    bytes: gameFile((g) => (g.actions[1].to = [6])),
    path: 'actions[1].to',
    message: /^expected a position \[x, y\] or \[x, y, z\] in inches, got a list of 1 item$/,
  },
  {
    id: 'game-does-not-replay',
    what: 'a saved game whose third action does not replay (blue moves in red’s turn)',
    kind: 'game',
    bytes: gameFile((g) => g.actions.push(structuredClone(OPENING[2]))),
    path: 'actions[2]',
    message: /^ERR_NOT_YOUR_TURN: b1 belongs to blue, not the side to act$/,
    replayOnly: true,
  },
  {
    id: 'game-first-action-illegal',
    what: 'a saved game whose first action is illegal (shooting in the Recovery phase)',
    kind: 'game',
    bytes: gameFile((g) => (g.actions = [{ type: 'shoot', model: 'r2', target: 'b1' }])),
    path: 'actions[0]',
    message: /^ERR_WRONG_PHASE: shoot is a shooting phase action; the game is in the recovery phase$/,
    replayOnly: true,
  },
  {
    id: 'game-bad-scenario',
    what: 'a saved game whose scenario is broken',
    kind: 'game',
    bytes: gameFile((g) => (g.scenario.sides[0].models[0].profile.WS = '4')),
    path: 'scenario.sides[0].models[0].profile.WS',
    message: /^expected an integer from 0 to 10, got "4"$/,
  },
  {
    id: 'game-seed-number',
    what: 'a saved game whose seed is a number',
    kind: 'game',
    bytes: gameFile((g) => (g.seed = 42)),
    path: 'seed',
    message: /^expected a seed of 1 to 256 characters, got 42$/,
  },
  {
    id: 'game-too-many-actions',
    what: 'a saved game of 100,001 actions',
    kind: 'game',
    bytes: gameFile((g) => (g.actions = Array.from({ length: 100_001 }, () => ({ type: 'endPhase' })))),
    path: 'actions',
    message: /^expected a list of at most 100000 actions, got a list of 100001 items$/,
    budgetMs: 5000,
  },
  {
    id: 'game-newer-version',
    what: 'a newer saved-game version (`skirmisher-game/2`)',
    kind: 'game',
    bytes: gameFile((g) => (g.format = 'skirmisher-game/2')),
    path: 'format',
    message:
      /^this file was written by a newer version of Skirmisher \(format skirmisher-game\/2\); this version reads skirmisher-game\/1$/,
  },
  {
    id: 'game-newer-scenario',
    what: 'a saved game holding a newer scenario version',
    kind: 'game',
    bytes: gameFile((g) => (g.scenario.format = 'skirmisher-scenario/3')),
    path: 'scenario.format',
    message: /^this file was written by a newer version of Skirmisher \(format skirmisher-scenario\/3\)/,
  },
  // Action files (`apply --actions`), played from the base scenario.
  {
    id: 'actions-object',
    what: 'an action file that is an object, not a list',
    kind: 'actions',
    bytes: () => json({ type: 'endPhase' }),
    path: '$',
    message: /^expected a list of at most 100000 actions, got an object$/,
  },
  {
    id: 'actions-bad-split',
    what: 'a fight with a negative number of Attacks',
    kind: 'actions',
    bytes: () => json([{ type: 'fight', model: 'r1', split: { b1: -1 } }]),
    path: '[0].split.b1',
    message: /^expected a number of Attacks from 0 to 10, got -1$/,
  },
  {
    id: 'actions-missing-target',
    what: 'a charge without a target',
    kind: 'actions',
    bytes: () => json([{ type: 'endPhase' }, { type: 'charge', model: 'r1' }]),
    path: '[1].target',
    message: /^missing: expected a target model id/,
  },
  {
    id: 'actions-illegal',
    what: 'an action file whose third action is illegal',
    kind: 'actions',
    bytes: () => json(OPENING),
    path: '[2]',
    message: /^ERR_NOT_YOUR_TURN: /,
    replayOnly: true,
  },
];

/** The whole corpus: the files above and the unplayable positions of `unplayable-inputs.ts`. */
export const BAD_INPUTS: BadInput[] = [...CORPUS, ...UNPLAYABLE_INPUTS];

/** The base scenario of the corpus, for `apply --scenario` with an action file. */
export function baseScenario(): ScenarioDocument {
  return scenario();
}

/**
 * What loading a file of this kind says, as the command line and the app load it: UTF-8 text, parsed,
 * validated, and a saved game or action file replayed. Empty when the file is good.
 */
export function diagnose(kind: BadInputKind, bytes: Uint8Array): Problem[] {
  const parsed = parseJsonText(new TextDecoder().decode(bytes));
  if (!parsed.ok) return parsed.problems;
  const raw = parsed.value;
  if (kind === 'actions') {
    const v = validateActions(raw);
    if (!v.ok) return v.problems;
    const g = createGame(baseScenario());
    if (!g.ok) return [{ path: '$', message: g.error.message }];
    let s = g.value.state;
    for (const [k, a] of (v.actions as Action[]).entries()) {
      const r = applyAction(s, a);
      if (!r.ok) return [{ path: `[${k}]`, message: `${r.error.code}: ${r.error.message}` }];
      s = r.value.state;
    }
    return [];
  }
  const isGame =
    typeof raw === 'object' &&
    raw !== null &&
    typeof (raw as { format?: unknown }).format === 'string' &&
    (raw as { format: string }).format.startsWith('skirmisher-game/');
  if (kind === 'game' || isGame) {
    if (!isGame) {
      const v = validateSavedGame(raw);
      return v.ok ? [] : v.problems;
    }
    const loaded = parseSavedGame(raw);
    return loaded.ok ? [] : loaded.problems;
  }
  const v = validateScenario(raw);
  return v.ok ? [] : v.problems;
}
