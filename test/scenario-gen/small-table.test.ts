// Small tables (issue 24, part 3; scenario-gen/small-table.ts): a 24″ × 24″ duel table up to the smallest the
// preset's own set fits gets a smaller set between 6″ strips; every such table validates (FORMATS.md §1), keeps
// both strips clear to deploy in (RULES.md §3.2: a model's whole base stands clear of blocking terrain) and has
// lanes of sight and cover (§5) on both halves; a table the generator laid before is laid byte for byte the same.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../engine';
import { validateScenario } from '../../formats/validate';
import { ScenarioCatalogue } from '../../session/scenario-catalogue';
import { DEPLOY_DEPTH, edgeZones, zoneIntruders } from '../../scenario-gen/deployment';
import { generateTerrain } from '../../scenario-gen/generate';
import { laneReport } from '../../scenario-gen/lanes';
import { GENERATOR_PRESETS } from '../../scenario-gen/presets';
import { generatedScenario } from '../../scenario-gen/scenario';
import { SMALL_DEPLOY_DEPTH } from '../../scenario-gen/small-table';

const SMALL_TABLES = [
  { width: 24, depth: 24 },
  { width: 26, depth: 26 },
  { width: 30, depth: 24 },
  { width: 24, depth: 30 },
];

describe('small tables', () => {
  it('validate, keep both strips clear and have lanes on both halves, over the presets, mirrored or not', () => {
    let small = 0;
    for (const table of SMALL_TABLES)
      for (const [p, preset] of GENERATOR_PRESETS.entries())
        for (const mirror of [false, true]) {
          const seed = `small-${table.width}x${table.depth}-${p}-${mirror}`;
          const made = generateTerrain({ seed, preset, mirror, table });
          if (made.deployDepth !== DEPLOY_DEPTH) small++;
          expect(made.deployDepth, seed).toBeGreaterThanOrEqual(SMALL_DEPLOY_DEPTH);
          expect(zoneIntruders(made, edgeZones(table, made.deployDepth)), seed).toEqual([]);
          const doc = {
            format: 'skirmisher-scenario/1' as const,
            table,
            terrain: made.terrain,
            sides: [
              { id: 'red', models: [] },
              { id: 'blue', models: [] },
            ] as [{ id: string; models: [] }, { id: string; models: [] }],
          };
          const v = validateScenario(doc);
          expect(v.ok, seed).toBe(true);
          if (!v.ok) continue;
          const game = createGame(v.scenario);
          if (!game.ok) throw new Error(`${seed}: ${game.error.message}`);
          expect(laneReport(game.value.state, made.deployDepth).ok, seed).toBe(true);
          expect(made.terrain.length, seed).toBeGreaterThanOrEqual(4);
        }
    // Most of these tables are too small for the presets' own sets (the regular 10″ strips).
    expect(small).toBeGreaterThan(SMALL_TABLES.length * 3);
  });

  it('seat both warbands on a 24″ × 24″ table, every model within its clear strip', () => {
    const table = { width: 24, depth: 24 };
    for (const preset of ['skirmish', 'city'] as const)
      for (const mirror of [false, true]) {
        const seed = `duel-size-${preset}`;
        const { made, generated } = generatedScenario({ seed, preset, mirror, table });
        if (!made.ok) throw new Error(`${seed}: ${made.problems.map((p) => p.message).join('; ')}`);
        const doc = made.scenario;
        expect(validateScenario(doc).ok, seed).toBe(true);
        expect(createGame(doc).ok, seed).toBe(true);
        const strip = generated!;
        expect(zoneIntruders(doc, edgeZones(table, strip.deployDepth)), seed).toEqual([]);
        doc.sides.forEach((side, k) =>
          side.models.forEach((m) => {
            const fromEdge = k === 0 ? m.at[1] : table.depth - m.at[1];
            expect(fromEdge + (m.base ?? 0.5), `${seed} ${m.id}`).toBeLessThanOrEqual(strip.deployDepth);
          }),
        );
      }
  });

  it('is what the editor’s Generate terrain lays on the built-in duel’s table', () => {
    const catalogue = new ScenarioCatalogue();
    const r = catalogue.generateTerrain({
      seed: 'terrain-1',
      preset: 'skirmish',
      mirror: true,
      table: { width: 24, depth: 24 },
    });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.length).toBeGreaterThanOrEqual(4);
  });
});

describe('tables the generator laid before', () => {
  // SHA-256 (first 16 hex digits) of JSON.stringify(terrain) and the attempt, as laid before small tables
  // (commit 3382c50), so a change to the sizes it already supported shows here.
  const BEFORE: [string, boolean, number, number, string, string, number][] = [
    ['skirmish', false, 48, 48, 's0', '7841d419ca446f6f', 1],
    ['skirmish', true, 48, 48, 's1', '4535afcea9d57687', 1],
    ['squad', false, 48, 48, 's2', 'c6de320d69038302', 1],
    ['squad', true, 36, 36, 's3', '6a0c939da9f82016', 1],
    ['city', false, 32, 32, 's4', '1fe159627eabfe7b', 2],
    ['city', true, 72, 48, 's5', '820a72da3b7a67b3', 1],
    ['skirmish', false, 28, 28, 's0', '44abeff0c738caeb', 12],
    ['skirmish', true, 30, 44, 's2', 'a2940cd665d0fb90', 1],
    ['squad', true, 44, 30, 's1', 'e26bc7e59a97f600', 1],
    ['city', true, 30, 30, 's3', 'ed53faf27dd895f6', 11],
  ];

  it('are laid byte for byte the same', () => {
    for (const [preset, mirror, width, depth, seed, hash, attempt] of BEFORE) {
      const made = generateTerrain({
        seed,
        preset: preset as (typeof GENERATOR_PRESETS)[number],
        mirror,
        table: { width, depth },
      });
      const digest = createHash('sha256').update(JSON.stringify(made.terrain)).digest('hex').slice(0, 16);
      expect([digest, made.attempt, made.deployDepth], `${preset} ${seed} ${width}x${depth}`).toEqual([
        hash,
        attempt,
        DEPLOY_DEPTH,
      ]);
    }
  });
});
