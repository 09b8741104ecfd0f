import type { Preset, RulesetOptions } from './types';

/** Default options of each preset, RULES.md §1 table. */
export const PRESET_OPTIONS: Record<Preset, RulesetOptions> = {
  'warhammer-skirmish': {
    casualties: 'injury',
    combatOrder: 'chargersFirst',
    combatResult: 'none',
    saves: 'strengthModifier',
    criticals: true,
    allAlone: true,
    routTest: true,
    panic: true,
    morale: false,
    buildings: false,
    singleTargetPenalty: false,
    premeasure: true,
    mountedInjuries: false,
    poisonedAttacks: false,
    swarms: false,
    spellGroups: false,
  },
  'squad-assault': {
    casualties: 'removal',
    combatOrder: 'initiativeSteps',
    combatResult: 'unsavedWounds',
    saves: 'armourPiercing',
    criticals: false,
    allAlone: false,
    routTest: false,
    panic: false,
    morale: true,
    buildings: true,
    singleTargetPenalty: false,
    premeasure: true,
    mountedInjuries: false,
    poisonedAttacks: false,
    swarms: false,
    spellGroups: false,
  },
};

/**
 * The options in force: the preset's defaults overridden by the scenario's `ruleset.options`.
 * Example: `resolveOptions('warhammer-skirmish', { singleTargetPenalty: true })`. Source: RULES.md §1.
 */
export function resolveOptions(preset: Preset, overrides: Partial<RulesetOptions> = {}): RulesetOptions {
  return { ...PRESET_OPTIONS[preset], ...overrides };
}
