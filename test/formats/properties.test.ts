// Property tests (fast-check): the validators never throw on any input, and valid scenarios round-trip
// through JSON unchanged (FORMATS.md §1, §2, §4).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScenarioDocument, ScenarioModel } from '../../engine/scenario-types';
import { PHASES, STATUSES, type ModelRule } from '../../engine/types';
import {
  parseJsonText,
  validateActions,
  validateDocument,
  validateSavedGame,
  validateScenario,
  type Problem,
} from '../../formats/validate';
import { scenario, type Loose } from './fixtures';

function wellFormed(r: { ok: boolean; problems?: Problem[] }): boolean {
  if (r.ok) return true;
  return (
    Array.isArray(r.problems) &&
    r.problems.length > 0 &&
    r.problems.every(
      (p) =>
        typeof p.path === 'string' &&
        p.path.length > 0 &&
        typeof p.message === 'string' &&
        p.message.length > 0,
    )
  );
}

const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/**
 * A copy of v without its undefined fields: a field set to undefined reads as left out, so validation may give
 * it its default (FORMATS.md §1: a terrain piece's height and cover by kind).
 */
function definedOnly<T>(v: T): T;
function definedOnly(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(definedOnly);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => [k, definedOnly(x)]),
  );
}

describe('the validators never throw', () => {
  it('on arbitrary JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(wellFormed(validateScenario(v))).toBe(true);
        expect(wellFormed(validateSavedGame(v))).toBe(true);
        expect(wellFormed(validateActions(v))).toBe(true);
        expect(wellFormed(validateDocument(v))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('on arbitrary JavaScript values (NaN, -0, BigInt, Maps, null prototypes…)', () => {
    fc.assert(
      fc.property(anything, (v) => {
        expect(wellFormed(validateScenario(v))).toBe(true);
        expect(wellFormed(validateSavedGame(v))).toBe(true);
        expect(wellFormed(validateActions(v))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('on a valid scenario with one field replaced by junk', () => {
    const paths: (string | number)[][] = [];
    const collect = (v: unknown, path: (string | number)[]) => {
      paths.push(path);
      if (Array.isArray(v)) v.forEach((x, i) => collect(x, [...path, i]));
      else if (v !== null && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) collect(x, [...path, k]);
    };
    collect(scenario(), []);
    fc.assert(
      fc.property(
        fc.constantFrom(...paths.filter((p) => p.length > 0)),
        fc.oneof(fc.jsonValue(), anything),
        (path, junk) => {
          const s: Loose = scenario();
          let parent = s;
          for (const k of path.slice(0, -1)) parent = parent[k];
          parent[path[path.length - 1]!] = junk;
          const r = validateScenario(s);
          expect(wellFormed(r)).toBe(true);
          if (r.ok) expect(r.scenario).toMatchObject(definedOnly(s));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('on a terrain height set to undefined: the default for its kind, the rest as written', () => {
    const s: Loose = scenario();
    s.terrain[0].height = undefined;
    const r = validateScenario(s);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.scenario).toMatchObject(definedOnly(s));
  });

  it('on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const r = parseJsonText(text);
        expect(wellFormed(r)).toBe(true);
        if (!r.ok) expect(r.problems[0]!.message).toMatch(/^invalid JSON at line \d+ column \d+: /);
      }),
      { numRuns: 1000 },
    );
  });

  it('parses what JSON.stringify writes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(parseJsonText(JSON.stringify(v))).toEqual({ ok: true, value: JSON.parse(JSON.stringify(v)) });
      }),
    );
  });
});

/** Small numbers that survive JSON exactly and are never -0. */
const quarter = (min: number, max: number) =>
  fc.integer({ min: min * 4, max: max * 4 }).map((n) => (n === 0 ? 0 : n / 4));

const profileArb = fc.record({
  M: quarter(0, 20),
  WS: fc.integer({ min: 0, max: 10 }),
  BS: fc.integer({ min: 0, max: 10 }),
  S: fc.integer({ min: 0, max: 10 }),
  T: fc.integer({ min: 0, max: 10 }),
  W: fc.integer({ min: 1, max: 10 }),
  I: fc.integer({ min: 0, max: 10 }),
  A: fc.integer({ min: 0, max: 10 }),
  Ld: fc.integer({ min: 0, max: 10 }),
});

/** Optional model fields; position and id are added per model. */
const modelExtrasArb = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 20 }),
    save: fc.integer({ min: 2, max: 7 }),
    invulnerable: fc.integer({ min: 2, max: 7 }),
    weapons: fc.subarray(['sword', 'bow']),
    rules: fc.subarray<ModelRule>(['leader', 'fear', 'killingBlow']),
    points: fc.integer({ min: 0, max: 200 }),
    status: fc.constantFrom(...STATUSES.filter((s) => s !== 'outOfAction')),
    hidden: fc.boolean(),
    fleeing: fc.boolean(),
    charged: fc.boolean(),
    moved: fc.boolean(),
    injuryThisTurn: fc.integer({ min: 0, max: 3 }),
  },
  { requiredKeys: [] },
);

/** Valid scenarios: models on distinct 3" cells of the table so bases never overlap or leave the table. */
const scenarioArb: fc.Arbitrary<ScenarioDocument> = fc
  .record({
    cols: fc.integer({ min: 4, max: 16 }),
    rows: fc.integer({ min: 4, max: 16 }),
    counts: fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })),
    seed: fc.string({ minLength: 1, maxLength: 16 }),
    dice: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 20 }),
    phase: fc.constantFrom(...PHASES),
    maxTurns: fc.integer({ min: 1, max: 100 }),
    extras: fc.array(fc.tuple(profileArb, modelExtrasArb), { minLength: 12, maxLength: 12 }),
    cellSeed: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
  })
  .map(({ cols, rows, counts, seed, dice, phase, maxTurns, extras, cellSeed }) => {
    const free = Array.from({ length: cols * rows }, (_, i) => i);
    const models: ScenarioModel[] = [];
    for (let i = 0; i < counts[0] + counts[1]; i++) {
      const cell = free.splice(cellSeed[i]! % free.length, 1)[0]!;
      const [profile, drawn] = extras[i]!;
      // Only a standing model may be hidden, and one out of action may not be fleeing (checks.ts).
      const more =
        drawn.status !== undefined && drawn.status !== 'standing' ? { ...drawn, hidden: undefined } : drawn;
      if (more.hidden === undefined) delete more.hidden;
      const wounds = more.status === undefined ? undefined : Math.min(profile.W, 1);
      models.push({
        id: `m${i}`,
        profile,
        ...more,
        ...(wounds !== undefined && { wounds }),
        at: [(cell % cols) * 3 + 1.5, Math.floor(cell / cols) * 3 + 1.5],
      });
    }
    return {
      format: 'skirmisher-scenario/1' as const,
      table: { width: cols * 3, depth: rows * 3 },
      weapons: {
        sword: { type: 'melee' as const, strengthBonus: 0 },
        bow: { type: 'missile' as const, range: 24, strength: 3 },
      },
      sides: [
        { id: 'red', models: models.slice(0, counts[0]) },
        { id: 'blue', edge: 'north' as const, models: models.slice(counts[0]) },
      ],
      turn: 1,
      maxTurns,
      activeSide: 'blue',
      phase,
      seed,
      dice,
    };
  });

describe('valid scenarios', () => {
  it('validate, unchanged', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const r = validateScenario(s);
        expect(r.ok ? [] : r.problems).toEqual([]);
        expect(r).toEqual({ ok: true, scenario: s });
      }),
      { numRuns: 300 },
    );
  });

  it('round-trip through JSON.stringify / JSON.parse unchanged', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const first = validateScenario(s);
        if (!first.ok) throw new Error(JSON.stringify(first.problems));
        const again = validateScenario(JSON.parse(JSON.stringify(first.scenario)));
        expect(again).toEqual(first);
        const text = parseJsonText(JSON.stringify(first.scenario, null, 2));
        expect(text.ok && validateScenario(text.value)).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });

  it('saved games round-trip too', () => {
    fc.assert(
      fc.property(scenarioArb, fc.string({ minLength: 1, maxLength: 8 }), (s, seed) => {
        const game = { format: 'skirmisher-game/1', scenario: s, actions: [{ type: 'endPhase' }], seed };
        const r = validateSavedGame(JSON.parse(JSON.stringify(game)));
        expect(r).toEqual({ ok: true, game });
      }),
      { numRuns: 100 },
    );
  });
});
