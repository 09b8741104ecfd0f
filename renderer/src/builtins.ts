/** The built-in scenarios of `content/`, as id + document pairs in display order. */
import { BUILTIN_SCENARIOS } from '../../content';
import type { ScenarioDocument } from '../../engine/scenario-types';

/** A built-in scenario: `{ id: 'duel', doc: { format: 'skirmisher-scenario/1', … } }` (doc frozen). */
export interface BuiltinScenario {
  id: string;
  doc: ScenarioDocument;
}

/** Lists `BUILTIN_SCENARIOS` (keyed by file name, e.g. `'ruined-street'`). */
export function builtinScenarios(): BuiltinScenario[] {
  return Object.entries(BUILTIN_SCENARIOS).map(([id, doc]) => ({ id, doc }));
}
