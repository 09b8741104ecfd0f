/**
 * A whole generated scenario (issue 24, part 3): a preset's warbands (`presets.ts`) facing each other on a
 * generated table, red along the south edge and blue along the north (`content/from-warbands.ts`), validated
 * (FORMATS.md §1). What `cli generate` writes.
 */
import { BUILTIN_WARBANDS, scenarioFromWarbands } from '../content';
import type { ScenarioValidation } from '../formats/validate';
import { generateTerrain, type TerrainOptions } from './generate';
import { PRESETS } from './presets';

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
 * "Generated skirmish s1", seeded with the same seed, 8 turns; an unknown warband is a problem naming it.
 */
export function generateScenario(options: ScenarioOptions): ScenarioValidation {
  const preset = options.preset ?? 'skirmish';
  const spec = PRESETS[preset];
  const red = options.red ?? spec.red;
  const blue = options.blue ?? spec.blue;
  const a = BUILTIN_WARBANDS[red];
  const b = BUILTIN_WARBANDS[blue];
  if (!a || !b)
    return {
      ok: false,
      problems: [
        { path: a ? 'blue' : 'red', message: `no built-in warband ${JSON.stringify(a ? blue : red)}` },
      ],
    };
  const { terrain } = generateTerrain({ ...options, preset });
  return scenarioFromWarbands(a, b, {
    name: `Generated ${preset} ${options.seed}`,
    description: `${spec.description}; generated from seed ${JSON.stringify(options.seed)}${options.mirror ? ', mirrored' : ''}. ${a.name} (south) against ${b.name} (north).`,
    table: options.table ?? { width: 48, depth: 48 },
    terrain,
    maxTurns: 8,
    seed: options.seed,
  });
}
