// The schemas' output types must be exactly the engine's document types (FORMATS.md §1, §2), so a change
// on either side fails the type check.
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ScenarioDocument, ScenarioModel } from '../../engine/scenario-types';
import type { Action, Terrain, Weapon } from '../../engine/types';
import type { FormatAction } from '../../formats/action-schema';
import type {
  scenarioModelSchema,
  scenarioSchema,
  terrainSchema,
  weaponSchema,
} from '../../formats/scenario-schema';

describe('schema output types', () => {
  it('match engine/scenario-types.ts exactly', () => {
    expectTypeOf<z.output<typeof scenarioSchema>>().toEqualTypeOf<ScenarioDocument>();
    expectTypeOf<z.output<typeof scenarioModelSchema>>().toEqualTypeOf<ScenarioModel>();
    expectTypeOf<z.output<typeof weaponSchema>>().toEqualTypeOf<Weapon>();
    expectTypeOf<z.output<typeof terrainSchema>>().toEqualTypeOf<Terrain>();
  });

  it('accept every engine action', () => {
    expectTypeOf<Action>().toExtend<FormatAction>();
  });
});
