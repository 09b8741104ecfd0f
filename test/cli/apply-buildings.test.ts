import { describe, expect, it } from 'vitest';
import { cli } from './run-cli';

interface Event {
  kind: string;
  test?: string;
  rule?: string;
  model?: string;
  target?: string;
  dice?: number[];
  success?: boolean;
  outcome?: string;
  models?: string[];
  unit?: string;
  reason?: string;
}

/** Runs `apply --json` on a building fixture with forced dice (exit 0 expected) and returns its events. */
function apply(name: string, dice: number[]): Event[] {
  const args = [
    'apply',
    '--scenario',
    `test/cli/fixtures/${name}.scenario.json`,
    '--actions',
    `test/cli/fixtures/${name}.actions.json`,
    '--json',
  ];
  if (dice.length > 0) args.push('--dice', dice.join(','));
  const r = cli(args);
  expect(r.code, r.stderr).toBe(0);
  return (r.json as { events: Event[] }).events;
}

describe('apply with forced dice gives the RULES.md §11 outcome of buildings (FORMATS.md §5.1)', () => {
  it('§11 a template on a garrison hits D6 models: a forced 4 gives 4 hits', () => {
    const events = apply('building-template', [4, 6, 6, 6, 6, 6, 6, 6, 6]);
    expect(events.find((e) => e.test === 'templateModels')).toMatchObject({ rule: '§11', dice: [4] });
    expect(events.filter((e) => e.test === 'toWound').map((e) => e.target)).toEqual(['g1', 'g2', 'g3', 'g4']);
  });

  it('§11 a 12-model unit fights with 10, and casualties are replaced from the unit', () => {
    const events = apply('building-party-twelve', [6, 6, 6, 6, 6, 6]);
    const party = events.find((e) => e.kind === 'assaultParty' && e.unit === 'mob')!;
    expect(party.models).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10']);
    const strikers = new Set(
      events.filter((e) => e.test === 'toHit' && e.model?.startsWith('r')).map((e) => e.model),
    );
    expect(strikers.has('r11') && strikers.has('r12')).toBe(true);
    expect(strikers.has('r1')).toBe(false);
  });

  it('§11 an ogre-sized (monstrous) model counts as 3 in the party', () => {
    const events = apply('building-party-ogre', [1]);
    const party = events.find((e) => e.kind === 'assaultParty' && e.unit === 'mob')!;
    expect(party.models).toEqual(['r1', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
  });

  it('§11 a second unit assaulting the same building in a turn fails its charge', () => {
    const events = apply('building-second-assault', []);
    expect(events.find((e) => e.kind === 'assault')).toMatchObject({ unit: 'vets' });
    const failed = events.find((e) => e.kind === 'assaultFailed')!;
    expect(failed).toMatchObject({ unit: 'scouts' });
    expect(failed.reason).toMatch(/already assaults house/);
  });
});
