// The editor's "Generate terrain" preset follows the scenario's rules preset (RULES.md §1, §11).
import { describe, expect, it } from 'vitest';
import { terrainPresetFor } from '../../renderer/src/presets';

describe('terrainPresetFor', () => {
  it('gives squad terrain to a squad scenario and skirmish terrain to the others (§1)', () => {
    expect(terrainPresetFor('squad-assault')).toBe('squad');
    expect(terrainPresetFor('warhammer-skirmish')).toBe('skirmish');
    expect(terrainPresetFor(undefined)).toBe('skirmish');
  });
});
