/** The new-game dialog's view of a scenario document (DESIGN.md "UI"): name, table, sides, turns and ruleset. */
import { PRESET_OPTIONS, resolveOptions } from '../engine';
import type { ScenarioDocument } from '../engine/scenario-types';
import type { ScenarioSummary } from './service-types';

/**
 * A scenario's summary, e.g. `{ id: 'duel', name: 'Duel', table: { width: 24, depth: 24 }, sides: [...],
 * maxTurns: 6, ruleset: { preset, options, defaults } }`; options resolved over the preset's defaults.
 */
export function scenarioSummary(id: string, doc: ScenarioDocument): ScenarioSummary {
  const preset = doc.ruleset?.preset ?? 'warhammer-skirmish';
  return {
    id,
    name: doc.name ?? id,
    description: doc.description ?? '',
    table: { width: doc.table.width, depth: doc.table.depth },
    sides: doc.sides.map((s) => ({ id: s.id, name: s.name ?? s.id, models: s.models.length })),
    maxTurns: doc.maxTurns ?? null,
    deployable: doc.sides.every((sd) => sd.deploymentZone !== undefined) && (doc.turn ?? 1) <= 1,
    ruleset: {
      preset,
      options: resolveOptions(preset, doc.ruleset?.options),
      defaults: { ...PRESET_OPTIONS[preset] },
    },
  };
}
