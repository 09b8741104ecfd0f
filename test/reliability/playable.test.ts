// A file that validates can be played (issue 22): every scenario `validateScenario` accepts loads with
// `createGame` and is played to its end by `random` and `greedy` without an engine error: generated scenarios
// with hostile terrain and heights (fast-check), and every built-in, puzzle, golden and fixture file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../ai';
import { playGame } from '../../cli/game-loop';
import { BUILTIN_SCENARIOS } from '../../content';
import { createGame, type ScenarioDocument, type Terrain } from '../../engine';
import { savedGameScenario } from '../../formats/saved-game';
import { validateSavedGame, validateScenario } from '../../formats/validate';
import { scenarioArb } from './arbitraries';

/** Loads `doc` and plays it to its end, `random` against `greedy` (or the other way round when `swap`). */
function playsToTheEnd(doc: ScenarioDocument, seed: string, swap = false): void {
  const g = createGame(doc);
  if (!g.ok) throw new Error(`a valid scenario does not load: ${g.error.code}: ${g.error.message}`);
  const bots = [makeBot('random', seed), makeBot('greedy', seed)] as const;
  const played = playGame(g.value.state, swap ? [bots[1], bots[0]] : [bots[0], bots[1]], g.value.events);
  expect(played.state.result).not.toBeNull();
}

/** Every scenario held by the JSON files under `dir` (scenarios, puzzles' positions, saved games' starts). */
function scenariosIn(dir: string): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    if (!name.endsWith('.json')) continue;
    const raw = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { format?: unknown; scenario?: unknown };
    const format = typeof raw.format === 'string' ? raw.format : '';
    if (format.startsWith('skirmisher-game/')) {
      const v = validateSavedGame(raw);
      if (v.ok) out.push([name, savedGameScenario(v.game)]);
    } else if (format === 'skirmisher-puzzle/1') out.push([name, raw.scenario]);
    else if (format.startsWith('skirmisher-scenario/')) out.push([name, raw]);
  }
  return out;
}

/** A footprint of 3 to 5 points anywhere on the table: bow-ties, lines and specks included. */
const polygonArb = (size: number) =>
  fc.array(
    fc
      .tuple(fc.integer({ min: 0, max: size }), fc.integer({ min: 0, max: size }))
      .map(([x, y]) => [x, y] as [number, number]),
    { minLength: 3, maxLength: 5 },
  );

/** A random scenario made hostile: up to 2 extra pieces of any shape and height, and maybe one model lifted. */
const hostileArb = scenarioArb.chain((doc) => {
  const size = doc.table.width;
  const models = doc.sides.reduce((n, s) => n + s.models.length, 0);
  return fc
    .record({
      pieces: fc.array(
        fc.record({
          kind: fc.constantFrom(
            'wall',
            'building',
            'wood',
            'rubble',
            'impassable',
            'platform',
          ) as fc.Arbitrary<Terrain['kind']>,
          polygon: polygonArb(size),
          height: fc.constantFrom(0, 1, 2, 3, 6),
        }),
        { maxLength: 2 },
      ),
      lift: fc.option(fc.tuple(fc.nat({ max: models - 1 }), fc.constantFrom(1, 2, 3, 30)), { freq: 3 }),
    })
    .map(({ pieces, lift }): ScenarioDocument => {
      let k = 0;
      const terrain: Terrain[] = [
        ...(doc.terrain ?? []),
        ...pieces.map((p, i): Terrain => ({
          id: `h${i}`,
          kind: p.kind,
          polygon: p.polygon,
          height: p.height,
          cover: 'hard',
          ...(p.kind === 'building' && p.height >= 3 ? { floors: [3] } : {}),
        })),
      ];
      const sides = doc.sides.map((s) => ({
        ...s,
        models: s.models.map((m) => ({
          ...m,
          at: [m.at[0], m.at[1], lift !== null && lift[0] === k++ ? lift[1] : 0] as [number, number, number],
        })),
      })) as ScenarioDocument['sides'];
      return { ...doc, terrain, sides };
    });
});

describe('every scenario that validates can be played to its end by random and greedy', () => {
  it('generated scenarios with hostile terrain and heights: those accepted all play', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(hostileArb, fc.integer(), (doc, n) => {
        const v = validateScenario(doc);
        if (!v.ok) {
          refused++;
          return;
        }
        accepted++;
        playsToTheEnd(v.scenario, `hostile-${n}`, n % 2 === 0);
      }),
      { numRuns: 80, seed: 22 },
    );
    expect(accepted).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(5);
  }, 60_000);

  it.each(Object.keys(BUILTIN_SCENARIOS))(
    'built-in %s',
    (name) => {
      const v = validateScenario(BUILTIN_SCENARIOS[name as keyof typeof BUILTIN_SCENARIOS]);
      expect(v.ok).toBe(true);
      if (v.ok) playsToTheEnd(v.scenario, `builtin-${name}`);
    },
    60_000,
  );

  const files = ['test/cli/fixtures', 'test/puzzles', 'test/golden', 'test/e2e'].flatMap(scenariosIn);
  it('finds the test files', () => {
    expect(files.length).toBeGreaterThan(30);
  });
  it.each(files)(
    'test file %s',
    (_name, raw) => {
      const v = validateScenario(raw);
      expect(v.ok, v.ok ? '' : JSON.stringify(v.problems.slice(0, 3))).toBe(true);
      if (v.ok) playsToTheEnd(v.scenario, 'file');
    },
    60_000,
  );
});
