/**
 * A whole generated scenario (issue 24, part 3): a preset's warbands (`presets.ts`) facing each other on a
 * generated table, red along the south edge and blue along the north (`content/from-warbands.ts`), validated
 * (FORMATS.md §1). What `cli generate` writes.
 */
import { BUILTIN_WARBANDS, scenarioFromWarbands } from '../content';
import type { ScenarioValidation } from '../formats/validate';
import { DEFAULT_BASE } from '../engine/scenario';
import { DEPLOY_DEPTH } from './deployment';
import { generateTerrain, type GeneratedTerrain, type TerrainOptions } from './generate';
import { PRESETS } from './presets';
import { SMALL_DEPLOY_DEPTH } from './small-table';

/** On a small table, each side's first row of models stands this far from its own edge, inches. */
const SMALL_EDGE_DISTANCE = 1.5;

/**
 * What to generate: the terrain's options and, if wanted, other built-in warbands than the preset's, e.g.
 * `{ seed: 's1', preset: 'squad', mirror: true }`.
 */
export interface ScenarioOptions extends TerrainOptions {
  red?: string;
  blue?: string;
}

/**
 * The scenario of `options`, e.g. `generateScenario({ seed: 's1' })` → `{ ok: true, scenario }` named
 * "Generated skirmish s1", seeded with the same seed, 8 turns; an unknown warband is a problem naming it. On a
 * small table (`small-table.ts`, e.g. 24″ × 24″) the warbands' rows start 1.5″ from their edges and the strips
 * kept clear of terrain are deep enough for every row (at least 6″).
 */
export function generateScenario(options: ScenarioOptions): ScenarioValidation {
  return generatedScenario(options).made;
}

/**
 * `generateScenario`'s scenario with the table generated for it (its attempt, lanes and strips kept clear), or
 * `generated: null` when a warband is unknown. Throws as `generateTerrain` does (no table passed its checks).
 */
export function generatedScenario(options: ScenarioOptions): {
  made: ScenarioValidation;
  generated: GeneratedTerrain | null;
} {
  const preset = options.preset ?? 'skirmish';
  const spec = PRESETS[preset];
  const red = options.red ?? spec.red;
  const blue = options.blue ?? spec.blue;
  const a = BUILTIN_WARBANDS[red];
  const b = BUILTIN_WARBANDS[blue];
  if (!a || !b)
    return {
      made: {
        ok: false,
        problems: [
          { path: a ? 'blue' : 'red', message: `no built-in warband ${JSON.stringify(a ? blue : red)}` },
        ],
      },
      generated: null,
    };
  const table = options.table ?? { width: 48, depth: 48 };
  const setup = {
    name: `Generated ${preset} ${options.seed}`,
    description: `${spec.description}; generated from seed ${JSON.stringify(options.seed)}${options.mirror ? ', mirrored' : ''}. ${a.name} (south) against ${b.name} (north).`,
    table,
    maxTurns: 8,
    seed: options.seed,
  };
  const generated = generateTerrain({
    ...options,
    preset,
    smallDeployDepth: options.smallDeployDepth ?? smallRows(a, b, setup),
  });
  const { terrain, deployDepth } = generated;
  const made =
    deployDepth === DEPLOY_DEPTH
      ? scenarioFromWarbands(a, b, { ...setup, terrain })
      : scenarioFromWarbands(a, b, { ...setup, terrain, edgeDistance: SMALL_EDGE_DISTANCE });
  return { made, generated };
}

/**
 * How deep the strips must be for both warbands' rows on a small table, inches, at least `SMALL_DEPLOY_DEPTH`:
 * the farthest base edge from its own edge, rounded up to the half inch, e.g. 6 for two rows of 0.5″ bases.
 */
function smallRows(
  a: Parameters<typeof scenarioFromWarbands>[0],
  b: Parameters<typeof scenarioFromWarbands>[1],
  setup: Omit<Parameters<typeof scenarioFromWarbands>[2], 'terrain'>,
): number {
  const bare = scenarioFromWarbands(a, b, { ...setup, edgeDistance: SMALL_EDGE_DISTANCE });
  if (!bare.ok) return SMALL_DEPLOY_DEPTH;
  const { depth } = setup.table;
  let reach = 0;
  bare.scenario.sides.forEach((side, k) => {
    for (const m of side.models) {
      const fromEdge = k === 0 ? m.at[1] : depth - m.at[1];
      reach = Math.max(reach, fromEdge + (m.base ?? DEFAULT_BASE));
    }
  });
  return Math.max(SMALL_DEPLOY_DEPTH, Math.ceil(reach * 2) / 2);
}
