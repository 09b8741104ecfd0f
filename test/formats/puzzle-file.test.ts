// Puzzle files `skirmisher-puzzle/1` (formats/puzzle-schema.ts, formats/puzzle-checks.ts): every field and every
// id a decision pattern names is checked, so a broken puzzle is refused naming the field instead of crashing the
// puzzle run or failing at every level without a reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUZZLE_FORMAT as AI_PUZZLE_FORMAT } from '../../ai/puzzle';
import { PUZZLE_FORMAT } from '../../formats/puzzle-schema';
import { validateDocument, validatePuzzle, validateScenario } from '../../formats/validate';

const DIR = 'test/puzzles';
const base = JSON.parse(readFileSync(join(DIR, 'charge-isolated.json'), 'utf8')) as Record<string, unknown>;

/** The base puzzle with `change` applied to a deep copy. */
function edited(change: (p: Record<string, unknown>) => void): Record<string, unknown> {
  const p = structuredClone(base);
  change(p);
  return p;
}

describe('puzzle files', () => {
  it('every puzzle of test/puzzles validates, and the format tag is the AI’s', () => {
    expect(PUZZLE_FORMAT).toBe(AI_PUZZLE_FORMAT);
    for (const f of readdirSync(DIR).filter((x) => x.endsWith('.json'))) {
      const r = validatePuzzle(JSON.parse(readFileSync(join(DIR, f), 'utf8')));
      expect(r.ok ? [] : r.problems, f).toEqual([]);
    }
  });

  it.each<[string, (p: Record<string, unknown>) => void, string, RegExp]>([
    [
      'no expect',
      (p) => delete p.expect,
      'expect',
      /^missing: expected a list of 1 to 100 expected decision patterns$/,
    ],
    ['expect an object', (p) => (p.expect = { type: 'charge' }), 'expect', /got an object$/],
    ['expect empty', (p) => (p.expect = []), 'expect', /got a list of 0 items$/],
    ['a null pattern', (p) => (p.expect = [null]), 'expect[0]', /^expected a decision pattern .* got null$/],
    ['reject a string', (p) => (p.reject = 'charge'), 'reject', /got "charge"$/],
    ['no scenario', (p) => delete p.scenario, 'scenario', /^missing: expected a scenario document/],
    [
      'a broken scenario',
      (p) => ((p.scenario as { turn: unknown }).turn = 'two'),
      'scenario.turn',
      /^expected an integer from 0 to 100, got "two"$/,
    ],
    ['no format', (p) => delete p.format, 'format', /^missing: expected "skirmisher-puzzle\/1"$/],
    ['a newer format', (p) => (p.format = 'skirmisher-puzzle/2'), 'format', /newer version of Skirmisher/],
    [
      'a misspelt type',
      (p) => (p.expect = [{ type: 'charg', model: 'r1', target: 'b1' }]),
      'expect[0].type',
      /^expected one of "charge", .*"hold", "noCharge", got "charg"$/,
    ],
    [
      'a list field that can never be equal',
      (p) => (p.expect = [{ type: 'move', model: 'r1', to: [1, 2] }]),
      'expect[0].to',
      /^unknown field "to"/,
    ],
    [
      'inches as text',
      (p) => (p.expect = [{ type: 'move', model: 'r1', farFrom: { model: 'b1', inches: '3' } }]),
      'expect[0].farFrom.inches',
      /^expected a distance in inches from 0 to 1000, got "3"$/,
    ],
    [
      'an unknown model in a condition',
      (p) => (p.expect = [{ type: 'move', model: 'r1', farFrom: { model: 'zz', inches: 3 } }]),
      'expect[0].farFrom.model',
      /^no model "zz" in the puzzle's scenario$/,
    ],
    [
      'an unknown model in coverFrom',
      (p) => (p.reject = [{ type: 'move', model: 'r1', coverFrom: ['b1', 'zz'] }]),
      'reject[0].coverFrom[1]',
      /^no model "zz" in the puzzle's scenario$/,
    ],
    [
      'an unknown target',
      (p) => (p.expect = [{ type: 'charge', model: 'r1', target: 'b9' }]),
      'expect[0].target',
      /^no model "b9" in the puzzle's scenario$/,
    ],
    [
      'an unknown unit',
      (p) => (p.expect = [{ type: 'moveUnit', unit: 'zz' }]),
      'expect[0].unit',
      /^no unit "zz" in the puzzle's scenario$/,
    ],
    [
      'an unknown building',
      (p) => (p.expect = [{ type: 'enterBuilding', unit: 'r1', building: 'keep' }]),
      'expect[0].building',
      /^no building "keep" in the puzzle's scenario$/,
    ],
    [
      'a model of the side not to act',
      (p) => (p.expect = [{ type: 'charge', model: 'b1', target: 'r1' }]),
      'expect[0].model',
      /^"b1" is a model of blue, but red is to act: .*never matches$/,
    ],
  ])('refuses %s, naming the field', (_name, change, path, message) => {
    const r = validatePuzzle(edited(change));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const found = r.problems.find((p) => p.path === path);
    expect(found, JSON.stringify(r.problems)).toBeDefined();
    expect(found!.message).toMatch(message);
  });

  it('validate reads a puzzle as a puzzle, and a scenario check says a puzzle is one', () => {
    const r = validateDocument(base);
    expect(r.ok && r.kind).toBe('puzzle');
    const asScenario = validateScenario(base);
    expect(asScenario.ok ? [] : asScenario.problems).toEqual([
      {
        path: 'format',
        message: 'expected "skirmisher-scenario/1", got "skirmisher-puzzle/1": this is a puzzle',
      },
    ]);
  });

  it('never throws on arbitrary input', () => {
    for (const input of [null, 1, 'x', [], {}, { format: PUZZLE_FORMAT, expect: [{}] }, { scenario: [] }])
      expect(validatePuzzle(input).ok).toBe(false);
  });
});
