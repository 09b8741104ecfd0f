// `generate` and `terrain-balance` (issue 24, part 3): a scenario on a seeded, generated table, written and
// valid; bad usage exits 2 naming the option; and the balance check of a mirrored table: greedy against
// greedy, warbands and first turns alternated, the south half scores near ½ (a loose bound on 24 games; the
// 200-game figures are in docs/performance.md).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../formats/validate';
import { terrainBalance } from '../../cli/terrain-balance';
import { GENERATOR_PRESETS } from '../../scenario-gen/presets';
import { SMALLEST_TABLE } from '../../scenario-gen/small-table';
import { cli } from './run-cli';

describe('generate', () => {
  it('writes a valid scenario of the preset’s warbands on a generated table', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gen-')), 'table.json');
    const r = cli(['generate', '--seed', 's1', '--preset', 'squad', '--mirror', '--out', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Generated squad s1 \(mirrored\), valid/);
    const v = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
    if (!v.ok) throw new Error(v.problems[0]!.message);
    expect(v.scenario.ruleset?.preset).toBe('squad-assault');
    expect(v.scenario.terrain!.some((t) => t.kind === 'building' && t.capacity === 12)).toBe(true);
  });

  it('--json gives the scenario, the attempt, the pieces and the lanes; the same seed the same table', () => {
    const a = cli(['generate', '--seed', 'j', '--json']);
    expect(a.code).toBe(0);
    expect(a.json).toMatchObject({ file: null, attempt: expect.any(Number), lanes: { ok: true } });
    const doc = (a.json as { scenario: { name: string; terrain: unknown[] } }).scenario;
    expect(doc.name).toBe('Generated skirmish j');
    expect((cli(['generate', '--seed', 'j', '--json']).json as { scenario: unknown }).scenario).toEqual(doc);
    // Text mode without --out prints the scenario itself.
    expect(JSON.parse(cli(['generate', '--seed', 'j']).stdout)).toEqual(doc);
  });

  it('--table lays a small table (a 24″ × 24″ duel’s) with a smaller set; a bad size exits 2, too small 1', () => {
    const r = cli(['generate', '--seed', 'x', '--table', '24x24', '--json']);
    expect(r.code).toBe(0);
    const doc = (r.json as { scenario: { table: unknown; terrain: unknown[] } }).scenario;
    expect(doc.table).toEqual({ width: 24, depth: 24 });
    expect(validateScenario(doc).ok).toBe(true);
    expect(doc.terrain.length).toBeGreaterThanOrEqual(4);
    const bad = cli(['generate', '--seed', 'x', '--table', '24']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /--table must be WIDTHxDEPTH in inches, each from 12 to 120, e\.g\. 24x24; got "24"/,
    );
    expect(cli(['generate', '--seed', 'x', '--table', '24X24', '--json']).code).toBe(0);
    expect(cli(['generate', '--seed', 'x', '--table', '121x48']).code).toBe(2);
    const tiny = cli(['generate', '--seed', 'x', '--table', '16x16']);
    expect(tiny.code).toBe(1);
    expect(tiny.stderr).toMatch(/no 16″ × 16″ table for seed "x" passed its checks/);
  });

  it('--table with a value starting with a dash gets its own message, exit 2, as any bad size', () => {
    for (const argv of [['--table', '-5x10'], ['--table=-5x10']]) {
      const r = cli(['generate', '--seed', '1', ...argv]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /--table must be WIDTHxDEPTH in inches, each from 12 to 120, e\.g\. 24x24; got "-5x10"/,
      );
    }
    // An option after --table is still an option: --table has no value (node's message, exit 2).
    expect(cli(['generate', '--seed', '1', '--table', '--json']).code).toBe(2);
  });

  it('a table too small for the preset names the smallest it lays out, and that one lays out (seeds 1–3)', () => {
    const tiny = cli(['generate', '--seed', '1', '--table', '12x12', '--preset', 'squad']);
    expect(tiny.code).toBe(1);
    expect(tiny.stderr).toMatch(
      /no 12″ × 12″ table for seed "1" passed its checks in 40 attempts; the smallest squad table the generator lays out is about 26″ × 26″ \(--table 26x26\)/,
    );
    for (const preset of GENERATOR_PRESETS) {
      const n = SMALLEST_TABLE[preset];
      for (const seed of ['1', '2', '3'])
        expect(cli(['generate', '--seed', seed, '--preset', preset, '--table', `${n}x${n}`]).code).toBe(0);
    }
  }, 60_000);

  it('a large table that no layout passes is not told to grow to the smallest table: too open, not too small', () => {
    const wide = cli(['generate', '--seed', 'x', '--table', '120x120', '--preset', 'squad']);
    expect(wide.code).toBe(1);
    expect(wide.stderr).not.toMatch(/smallest/);
    expect(wide.stderr).toMatch(
      /the table is not too small, but each half must keep 25–90% of its sight lines clear and 2 pieces of cover, and the squad set of pieces leaves more of a table this large clear: try a smaller table/,
    );
    // Too shallow on one side only is still too small.
    expect(cli(['generate', '--seed', 'x', '--table', '120x12', '--preset', 'squad']).stderr).toMatch(
      /the smallest squad table the generator lays out is about 26″ × 26″/,
    );
  }, 60_000);

  it('refuses an unknown preset or a missing seed with exit 2', () => {
    const r = cli(['generate', '--seed', 's', '--preset', 'jungle']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--preset must be one of skirmish, squad, city, got "jungle"/);
    expect(cli(['generate']).stderr).toMatch(/--seed is required/);
    expect(cli(['terrain-balance', '--seed', 's', '--games', '0']).code).toBe(2);
  });
});

describe('terrain-balance', () => {
  it('on a mirrored table the south half scores near ½ greedy against greedy', () => {
    const r = terrainBalance('s1', 'skirmish', true, 24);
    expect(r.games).toBe(24);
    expect(r.southWins + r.draws + r.northWins).toBe(24);
    expect(Math.abs(r.southScore - 0.5)).toBeLessThanOrEqual(0.25);
  });
});
