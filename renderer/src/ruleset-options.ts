/**
 * The ruleset options of RULES.md §1 as the New game dialog offers them: grouped by topic, each with a label,
 * the § it switches and its choices. The engine owns their meaning (`engine/options.ts`); this is wording.
 */
import type { RulesetOptions } from '../../engine/types';

/** An option's key, e.g. `'criticals'`. */
export type OptionKey = keyof RulesetOptions;

/** An on/off option, e.g. criticals. */
export interface ToggleOption {
  key: OptionKey;
  kind: 'toggle';
  label: string;
  /** RULES.md section, e.g. `'§6.7'`. */
  rule: string;
  /** One line on what it does when on. */
  help: string;
}

/** An option with named choices, e.g. casualties: injury table or removal. */
export interface ChoiceOption {
  key: OptionKey;
  kind: 'choice';
  label: string;
  rule: string;
  help: string;
  choices: { value: string; label: string }[];
}

/** One option of the dialog. */
export type OptionSpec = ToggleOption | ChoiceOption;

/** A group of options under a heading, e.g. `{ title: 'Psychology', options: [...] }`. */
export interface OptionGroup {
  title: string;
  options: OptionSpec[];
}

/** Every option of RULES.md §1, grouped as the dialog shows them. */
export const OPTION_GROUPS: readonly OptionGroup[] = [
  {
    title: 'Casualties and combat',
    options: [
      {
        key: 'casualties',
        kind: 'choice',
        label: 'Casualties',
        rule: '§8',
        help: 'What happens to a model that loses its last wound',
        choices: [
          { value: 'injury', label: 'Injury table' },
          { value: 'removal', label: 'Removed' },
        ],
      },
      {
        key: 'criticals',
        kind: 'toggle',
        label: 'Critical hits',
        rule: '§6.7',
        help: 'A natural 6 to wound causes 2 wounds and ignores armour',
      },
      {
        key: 'combatOrder',
        kind: 'choice',
        label: 'Strike order',
        rule: '§7.2',
        help: 'Who strikes first in close combat',
        choices: [
          { value: 'chargersFirst', label: 'Chargers first' },
          { value: 'initiativeSteps', label: 'Initiative steps' },
        ],
      },
      {
        key: 'combatResult',
        kind: 'choice',
        label: 'Combat result',
        rule: '§7.9',
        help: 'The side with fewer unsaved wounds loses the combat',
        choices: [
          { value: 'none', label: 'None' },
          { value: 'unsavedWounds', label: 'Unsaved wounds' },
        ],
      },
      {
        key: 'saves',
        kind: 'choice',
        label: 'Armour saves',
        rule: '§6.6',
        help: 'Strength lowers the save, or weapons pierce armour',
        choices: [
          { value: 'strengthModifier', label: 'Strength modifier' },
          { value: 'armourPiercing', label: 'Armour piercing' },
        ],
      },
    ],
  },
  {
    title: 'Psychology',
    options: [
      {
        key: 'allAlone',
        kind: 'toggle',
        label: 'All Alone',
        rule: '§9.2',
        help: 'A model fighting two or more enemies with no friend within 6″ tests or flees',
      },
      {
        key: 'panic',
        kind: 'toggle',
        label: 'Panic',
        rule: '§9.3',
        help: 'Models wounded by shots, or near a friend taken out, test or flee',
      },
      {
        key: 'routTest',
        kind: 'toggle',
        label: 'Rout test',
        rule: '§9.4',
        help: 'A side with a quarter of its models out tests at the start of its turn',
      },
      {
        key: 'morale',
        kind: 'toggle',
        label: 'Morale and falling back',
        rule: '§10',
        help: 'Squads test morale and fall back (squad rules)',
      },
    ],
  },
  {
    title: 'Shooting, measuring, buildings',
    options: [
      {
        key: 'singleTargetPenalty',
        kind: 'toggle',
        label: 'Lone target penalty',
        rule: '§6.3',
        help: '−1 to hit when shooting at a lone model',
      },
      {
        key: 'premeasure',
        kind: 'toggle',
        label: 'Measure before charging',
        rule: '§4.1',
        help: 'Players may measure before declaring a charge',
      },
      {
        key: 'buildings',
        kind: 'toggle',
        label: 'Occupiable buildings',
        rule: '§11',
        help: 'Units may occupy buildings (squad rules)',
      },
    ],
  },
  {
    title: 'House rules',
    options: [
      {
        key: 'mountedInjuries',
        kind: 'toggle',
        label: 'Mounted injuries',
        rule: '§12',
        help: 'The first wound on a mounted model kills its mount instead',
      },
      {
        key: 'poisonedAttacks',
        kind: 'toggle',
        label: 'Poisoned attacks',
        rule: '§12',
        help: 'A natural 6 to hit wounds automatically',
      },
      {
        key: 'swarms',
        kind: 'toggle',
        label: 'Swarms',
        rule: '§12',
        help: 'Swarm models make no Injury roll: at 0 W they are removed',
      },
      {
        key: 'spellGroups',
        kind: 'toggle',
        label: 'Spell groups',
        rule: '§12',
        help: 'Friends within 2″ of each other form a unit for spells',
      },
    ],
  },
];

/** The options of `chosen` that differ from `base`, e.g. `{ criticals: false }`. */
export function changedOptions(chosen: RulesetOptions, base: RulesetOptions): Partial<RulesetOptions> {
  const out: Partial<RulesetOptions> = {};
  for (const key of Object.keys(chosen) as OptionKey[]) {
    if (chosen[key] !== base[key]) (out as Record<string, unknown>)[key] = chosen[key];
  }
  return out;
}
