// Fuzzing the parsers (issue 8): arbitrary JSON and random edits of valid scenario and saved-game files never
// make the validators or the replay throw, every problem has a path and a message, and whatever validates
// can be played by the engine without an exception.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../ai';
import { applyAction, createGame, ERROR_CODES, legalActions, type ScenarioDocument } from '../../engine';
import { soakGame } from '../../cli/commands/soak';
import { parseSavedGame } from '../../formats/saved-game';
import {
  parseJsonText,
  validateActions,
  validateDocument,
  validateSavedGame,
  validateScenario,
  type Problem,
} from '../../formats/validate';
import { builtin } from './arbitraries';

function wellFormed(problems: readonly Problem[]): void {
  expect(problems.length).toBeGreaterThan(0);
  for (const p of problems) {
    expect(typeof p.path).toBe('string');
    expect(p.path.length).toBeGreaterThan(0);
    expect(typeof p.message).toBe('string');
    expect(p.message.length).toBeGreaterThan(0);
  }
}

/** Plays up to `n` random actions from a scenario that validated: no exception, every refusal coded. */
function poke(doc: ScenarioDocument, n = 30): void {
  const g = createGame(doc);
  if (!g.ok) {
    expect(ERROR_CODES).toContain(g.error.code);
    return;
  }
  let s = g.value.state;
  const bots = [makeBot('random', 'fuzz:0'), makeBot('random', 'fuzz:1')];
  for (let k = 0; k < n && s.result === null; k++) {
    expect(legalActions(s).length).toBeGreaterThan(0);
    const a = bots[s.activeSide]!.decide(s);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`the random bot's ${JSON.stringify(a)} was refused: ${r.error.message}`);
    s = r.value.state;
  }
}

/** Everything loading a text does, checked: parse, validate as any document, as a saved game, replay. */
function load(text: string): void {
  const parsed = parseJsonText(text);
  if (!parsed.ok) {
    wellFormed(parsed.problems);
    return;
  }
  const v = validateDocument(parsed.value);
  if (!v.ok) wellFormed(v.problems);
  const game = parseSavedGame(parsed.value);
  if (!game.ok) {
    wellFormed(game.problems);
    expect(game.problems.some((p) => p.message.startsWith('the game could not be replayed'))).toBe(false);
  }
  const actions = validateActions(parsed.value);
  if (!actions.ok) wellFormed(actions.problems);
  if (v.ok && v.kind === 'scenario') poke(v.scenario);
}

/** A saved game of a random duel, as text. */
function savedGameText(): string {
  const doc = { ...builtin('duel'), seed: 'fuzz' };
  const r = soakGame(doc, { scenario: 'duel', seed: 'fuzz', bots: ['random', 'greedy'] }, { fuzzEvery: 0 });
  if (!r.ok) throw new Error(r.failure.message);
  return JSON.stringify(
    { format: 'skirmisher-game/1', scenario: doc, actions: r.game.played, seed: 'fuzz' },
    null,
    2,
  );
}

const BASES = [
  JSON.stringify(builtin('duel'), null, 2),
  JSON.stringify(builtin('ruined-street')),
  savedGameText(),
];

const ALPHABET = [
  ...'{}[]",:0123456789.-+eE \n\t\\/',
  'true',
  'false',
  'null',
  '"id"',
  '"at"',
  '1e999',
  '\u0000',
  '\ud800',
];

/** One random edit of a text: delete, insert, duplicate or replace a slice. */
const edit = fc.record({
  op: fc.constantFrom('delete', 'insert', 'duplicate', 'replace'),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  len: fc.integer({ min: 1, max: 40 }),
  text: fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 6 }).map((xs) => xs.join('')),
});

type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function applyEdits(base: string, edits: readonly Edit[]): string {
  let t = base;
  for (const e of edits) {
    const i = Math.floor(e.at * t.length);
    if (e.op === 'delete') t = t.slice(0, i) + t.slice(i + e.len);
    else if (e.op === 'insert') t = t.slice(0, i) + e.text + t.slice(i);
    else if (e.op === 'duplicate') t = t.slice(0, i + e.len) + t.slice(i, i + e.len) + t.slice(i + e.len);
    else t = t.slice(0, i) + e.text + t.slice(i + e.text.length);
  }
  return t;
}

const editsArb = fc.array(edit, { minLength: 1, maxLength: 4 });

describe('the parsers never throw', () => {
  it('on random edits of valid scenario and saved-game files (600 files)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BASES), editsArb, (base, edits) => {
        load(applyEdits(base, edits));
      }),
      { numRuns: 600, seed: 21 },
    );
  });

  it('on arbitrary JSON (500 documents), also as a saved game and an action list', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (v) => {
        load(JSON.stringify(v));
        load(JSON.stringify({ format: 'skirmisher-game/1', scenario: v, actions: [], seed: 's' }));
        load(
          JSON.stringify({ format: 'skirmisher-game/1', scenario: builtin('duel'), actions: v, seed: 's' }),
        );
      }),
      { numRuns: 500, seed: 22 },
    );
  });
});

/** Every path to a value inside `v`. */
function paths(
  v: unknown,
  at: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (v !== null && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) paths(x, [...at, k], out);
  return out;
}

const NASTY: unknown[] = [
  0,
  -0,
  -1,
  0.5,
  1e-9,
  7,
  11,
  1e6,
  1e300,
  -1e300,
  '',
  ' ',
  'x'.repeat(65),
  '__proto__',
  'constructor',
  'toString',
  'r1',
  'b1',
  [],
  [0],
  [0, 0],
  [0, 0, 0],
  [1e9, 1e9],
  {},
  null,
  true,
  false,
];

describe('a valid scenario with one value replaced', () => {
  const duel = builtin('duel');
  const all = paths(duel).filter((p) => p.length > 0);
  it('is either refused with problems or played without an exception (800 variants)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.constantFrom(...NASTY), (path, value) => {
        const doc = JSON.parse(JSON.stringify(duel)) as Record<string | number, unknown>;
        let parent = doc;
        for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
        parent[path.at(-1)!] = value;
        const text = JSON.stringify(doc);
        const v = validateScenario(JSON.parse(text));
        if (!v.ok) wellFormed(v.problems);
        else poke(v.scenario);
        const g = validateSavedGame({
          format: 'skirmisher-game/1',
          scenario: JSON.parse(text),
          actions: [],
          seed: 's',
        });
        expect(g.ok).toBe(v.ok);
      }),
      { numRuns: 800, seed: 23 },
    );
  });
});
