/** What each rules preset means for the player (RULES.md §1), for the New game dialog and the editor. */
import type { Preset } from '../../engine/types';

/** A preset's display name and a one-line summary, e.g. `{ name: 'Squad assault', summary: 'units move…' }`. */
export interface PresetInfo {
  name: string;
  summary: string;
}

/** Display names and summaries of the presets. */
export const PRESET_INFO: Readonly<Record<Preset, PresetInfo>> = {
  'warhammer-skirmish': {
    name: 'Skirmish',
    summary: 'every model is its own unit: injuries, criticals, All Alone, rout tests (§1)',
  },
  'squad-assault': {
    name: 'Squad assault',
    summary:
      'units of several models move, charge and test together: coherency, wound allocation, combat results, morale and falling back, buildings (§1)',
  },
};

/** A preset's info by name; unknown names are described as themselves. */
export function presetInfo(preset: string | undefined): PresetInfo {
  const known = PRESET_INFO[(preset ?? 'warhammer-skirmish') as Preset];
  return known ?? { name: preset ?? '?', summary: '' };
}

/**
 * The terrain generator's preset (`scenario-gen/presets.ts`) for a scenario's rules preset (RULES.md §1), the
 * editor's default for "Generate terrain": `'squad-assault'` → `'squad'` (room for units in coherency, a
 * building to garrison, §11); anything else → `'skirmish'`.
 */
export function terrainPresetFor(preset: string | undefined): 'squad' | 'skirmish' {
  return preset === 'squad-assault' ? 'squad' : 'skirmish';
}
