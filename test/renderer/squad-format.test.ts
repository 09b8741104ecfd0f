// Words for squad play (RULES.md §2, §7.7–§7.9, §10, §11): event lines, roll details, unit actions, the latest
// combat results, refusal hints and the key outcomes of a squad decision.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/types';
import { isRecent, latestCombat, playerTurnIndex } from '../../renderer/src/panels/combat-results';
import { describeEvent } from '../../session/event-text';
import {
  bearing,
  buildingLabel,
  describeAction,
  needLabel,
  pvSummary,
  shortAction,
} from '../../session/format';
import { pvSteps } from '../../renderer/src/panels/pv-steps';
import { unitKeyOutcomes, unitSubject } from '../../renderer/src/panels/key-outcomes';
import { errorDetail } from '../../renderer/src/rule-errors';
import type { LogEntry } from '../../session/service-types';
import { assaultReasonText, combatResultText, nameIds, rollDetail } from '../../session/squad-format';
import { heldText, oddsHeadline } from '../../renderer/src/board/squad-preview-text';

const NAMES = {
  r1: 'Warden Sergeant',
  r2: 'Warden r2',
  b1: 'Gorefang b1',
  wardens: 'Wardens',
  'mob-west': 'Mob west',
};
const SIDES = { red: 'Iron Wardens', blue: 'Gorefang Mob' };
const mobWest = unitSubject({ name: 'Mob west', members: ['r1', 'r2', 'r3'] }, 'Enemy');
const wardens = unitSubject({ name: 'Wardens', members: ['b1', 'b2'] }, 'Enemy');
const marksman = unitSubject({ name: 'Marksman', members: ['b7'] }, 'Enemy');

type Roll = Extract<GameEvent, { kind: 'roll' }>;

function roll(test: Roll['test'], extra: Partial<Roll> = {}): Roll {
  return { kind: 'roll', test, rule: '§10.1', model: 'b1', need: 7, dice: [3, 4], success: true, ...extra };
}

describe('squad events in the log', () => {
  it.each<[GameEvent, string]>([
    [{ kind: 'unitMoved', unit: 'wardens', offset: [0, 4], run: false, distance: 4 }, 'Wardens moved 4.0″'],
    [{ kind: 'unitMoved', unit: 'wardens', offset: [0, 8], run: true, distance: 8 }, 'Wardens ran 8.0″'],
    [
      { kind: 'woundAllocated', model: 'r2', unit: 'wardens', reason: 'contact' },
      'Wound allocated to Warden r2 (in base contact, §7.7)',
    ],
    [
      { kind: 'woundAllocated', model: 'r2', unit: 'wardens', reason: 'lookOutSir', from: 'r1' },
      'Look Out, Sir: the wound goes to Warden r2 instead of Warden Sergeant (§7.8)',
    ],
    [
      { kind: 'fellBack', unit: 'mob-west', distance: 7, offset: [0, 7], models: ['b1'] },
      'Mob west fell back 7.0″ (§10.3)',
    ],
    [{ kind: 'regrouped', unit: 'mob-west' }, 'Mob west regrouped (§10.4)'],
    [
      { kind: 'destroyed', unit: 'mob-west', reason: 'edge' },
      'Mob west fell back off the table: destroyed (§10.3)',
    ],
    [
      { kind: 'destroyed', unit: 'mob-west', reason: 'trapped' },
      'Mob west was trapped: destroyed (§10.3 Trapped!)',
    ],
    [
      { kind: 'destroyed', unit: 'mob-west', reason: 'charged' },
      'Mob west failed to regroup when charged: destroyed (§10.4)',
    ],
    [
      { kind: 'enteredBuilding', unit: 'wardens', building: 'farmhouse', models: ['r1', 'r2'] },
      'Wardens entered the farmhouse (2 models, §11)',
    ],
    [
      { kind: 'leftBuilding', unit: 'wardens', building: 'farmhouse', models: ['r1'] },
      'Wardens left the farmhouse (§11)',
    ],
    [
      { kind: 'assault', unit: 'mob-west', building: 'farmhouse', garrison: 'wardens' },
      'Mob west assaulted the farmhouse, held by Wardens (§11)',
    ],
    [
      {
        kind: 'assaultFailed',
        unit: 'mob-west',
        building: 'farmhouse',
        reason: 'unit wardens already assaults farmhouse this turn (§11)',
      },
      "Mob west's assault on the farmhouse failed: Wardens already assaults the farmhouse this turn (§11)",
    ],
    [
      { kind: 'assaultParty', unit: 'mob-west', building: 'farmhouse', models: ['b1', 'b2', 'b3'] },
      'Assault party of Mob west at the farmhouse: 3 models (§11)',
    ],
  ])('%j', (event, text) => {
    expect(describeEvent(event, NAMES, SIDES)).toBe(text);
  });

  it('says who won a combat and what the loser tests (§7.9)', () => {
    const result = (winner: string | null, reason: 'wounds' | 'draw' | 'wipedOut', r: number, b: number) =>
      combatResultText(
        { kind: 'combatResult', units: ['wardens', 'mob-west'], wounds: { red: r, blue: b }, winner, reason },
        SIDES,
      );
    expect(result('red', 'wounds', 3, 0)).toBe(
      'Combat result: Iron Wardens 3 – 0 Gorefang Mob, Gorefang Mob tests at −3 (§7.9)',
    );
    expect(result('blue', 'wounds', 1, 2)).toBe(
      'Combat result: Iron Wardens 1 – 2 Gorefang Mob, Iron Wardens test at −1 (§7.9)',
    );
    expect(result(null, 'draw', 1, 1)).toBe(
      'Combat result: Iron Wardens 1 – 1 Gorefang Mob, a draw: the fight goes on (§7.9)',
    );
    expect(result('red', 'wipedOut', 2, 1)).toBe(
      'Combat result: Iron Wardens 2 – 1 Gorefang Mob, Iron Wardens destroyed every enemy (§7.9)',
    );
  });

  it('describes skirmish events from the same table', () => {
    expect(describeEvent({ kind: 'stunned', model: 'b1' }, NAMES)).toBe('Gorefang b1 is stunned');
  });
});

describe('squad rolls (§7.8, §10, §11)', () => {
  it('names the rule and what the dice decided', () => {
    const los = roll('lookOutSir', {
      rule: '§7.8',
      model: 'r1',
      need: 4,
      dice: [4],
      outcome: 'the wound goes to r2',
    });
    expect(rollDetail(los, NAMES)).toBe('the wound goes to Warden r2');
    expect(describeEvent(los, NAMES)).toBe('Look Out, Sir: 4 — the wound goes to Warden r2');
    expect(rollDetail({ ...los, success: false, dice: [2] }, NAMES)).toBe('the character takes the wound');
    expect(rollDetail(roll('morale', { rule: '§7.9', unit: 'mob-west', success: false }), NAMES)).toBe(
      'Mob west (lost the combat): falls back',
    );
    expect(rollDetail(roll('morale', { rule: '§10.2', unit: 'mob-west' }), NAMES)).toBe(
      'Mob west (lost 25% of its models): holds',
    );
    expect(
      rollDetail(
        roll('morale', { unit: 'mob-west', dice: [1, 1], outcome: 'Insane Heroism: a double 1 passes' }),
        NAMES,
      ),
    ).toBe('Mob west: holds (Insane Heroism: a double 1)');
    expect(rollDetail(roll('regroup', { unit: 'mob-west', success: false }), NAMES)).toBe(
      'Mob west keeps falling back',
    );
    const distance = roll('fallBackDistance', { need: 0, dice: [3, 4], outcome: '7"' });
    expect(rollDetail(distance, NAMES, () => 'mob-west')).toBe('Mob west falls back 7″');
    expect(rollDetail(roll('templateModels', { need: 0, dice: [3] }), NAMES)).toBe(
      '3 models hit in the building',
    );
    expect(rollDetail(roll('stoneThrower', { need: 4, dice: [5] }), NAMES)).toBe(
      'on the building: full Strength',
    );
    expect(rollDetail(roll('toHit'), NAMES)).toBeNull();
  });

  it('§7.3 §7.10 says "auto" for a hit logged without dice, not the "2+" of its need of 0', () => {
    expect(needLabel('toHit', 0, [])).toBe('auto');
    expect(needLabel('toHit', 10, [])).toBe('impossible');
    expect(needLabel('toWound', 7, [])).toBe('–');
    expect(needLabel('toHit', 0, [6])).toBe('2+');
    expect(needLabel('toHit', 0)).toBe('2+');
  });

  it('shows no "needed" number for distances and counts', () => {
    expect(needLabel('fallBackDistance', 0)).toBe('');
    expect(needLabel('templateModels', 0)).toBe('');
    expect(needLabel('morale', 6)).toBe('≤ 6');
    expect(needLabel('lookOutSir', 4)).toBe('4+');
  });

  it('names models and units in engine messages, and buildings in sentences', () => {
    expect(nameIds('unit wardens cannot reach farmhouse', NAMES)).toBe('unit Wardens cannot reach farmhouse');
    expect(buildingLabel('ruin-1')).toBe('the ruin 1');
  });
});

describe('unit actions', () => {
  it('describes unit moves and buildings', () => {
    expect(describeAction({ type: 'moveUnit', unit: 'wardens', by: [0, 4] }, NAMES)).toBe(
      'Wardens moves 4.0″ north',
    );
    expect(describeAction({ type: 'moveUnit', unit: 'wardens', by: [-3, -3], run: true }, NAMES)).toBe(
      'Wardens runs 4.2″ south-west',
    );
    expect(describeAction({ type: 'moveUnit', unit: 'wardens', maxDistance: 8, run: true }, NAMES)).toBe(
      'Wardens runs up to 8.0″',
    );
    expect(describeAction({ type: 'enterBuilding', unit: 'wardens', building: 'farmhouse' }, NAMES)).toBe(
      'Wardens enters the farmhouse',
    );
    expect(describeAction({ type: 'leaveBuilding', unit: 'wardens', to: [24, 26.5] }, NAMES)).toBe(
      'Wardens leaves its building to (24.0, 26.5)',
    );
    expect(shortAction({ type: 'moveUnit', unit: 'wardens', by: [0, 4], run: true })).toBe('wardens⇉4″');
    expect(bearing([1, 0])).toBe('east');
    expect(bearing([0, 0])).toBe('in place');
  });

  it('names the unit for a unit decision and the model for a model decision (§2, §4.1; the AI panel)', () => {
    const unitOf = { r1: 'wardens', r2: 'wardens', b1: 'mob-west', b2: 'mob-west' };
    const movement = { unitOf, phase: 'movement' as const };
    const shooting = { unitOf, phase: 'shooting' as const };
    const hold = { type: 'hold' as const, model: 'r1' };
    expect(describeAction(hold, NAMES, movement)).toBe('Wardens hold');
    expect(describeAction(hold, NAMES, shooting)).toBe('Warden Sergeant holds');
    expect(describeAction({ type: 'noCharge', model: 'r1' }, NAMES, movement)).toBe('Wardens do not charge');
    expect(describeAction({ type: 'charge', model: 'r1', target: 'b1' }, NAMES, movement)).toBe(
      'Wardens charge Mob west (Warden Sergeant at Gorefang b1)',
    );
    expect(describeAction({ type: 'charge', model: 'r1', target: 'b9' }, NAMES, movement)).toBe(
      'Wardens charge b9 (led by Warden Sergeant)',
    );
    expect(describeAction({ type: 'moveUnit', unit: 'wardens', by: [0, 4] }, NAMES, movement)).toBe(
      'Wardens move 4.0″ north',
    );
    expect(describeAction({ type: 'moveUnit', unit: 'captain', by: [0, 4] }, NAMES, movement)).toBe(
      'captain moves 4.0″ north',
    );
    expect(describeAction({ type: 'leaveBuilding', unit: 'wardens', to: [24, 26.5] }, NAMES, movement)).toBe(
      'Wardens leave their building to (24.0, 26.5)',
    );
    expect(describeAction({ type: 'shoot', model: 'r2', target: 'b1' }, NAMES, shooting)).toBe(
      'Warden r2 shoots Gorefang b1',
    );
    // A line followed through the phase ends: the Movement phase's hold is the unit's, the Shooting phase's the model's.
    const end = { type: 'endPhase' as const };
    const line = [hold, end, end, { type: 'hold' as const, model: 'r2' }];
    expect(pvSummary(line, NAMES, 4, movement)).toBe('Wardens hold · end phase ×2 · Warden r2 holds');
    expect(pvSteps(line, NAMES, () => 0, 12, movement).map((st) => st.text)).toEqual([
      'Wardens hold',
      'End phase ×2',
      'Warden r2 holds',
    ]);
  });
});

describe('latest combat results', () => {
  const entry = (ply: number, turn: number, side: number, phase: LogEntry['phase'], event: GameEvent) =>
    ({ seq: ply * 100000, ply, turn, side, phase, event }) satisfies LogEntry;
  const result: GameEvent = {
    kind: 'combatResult',
    units: ['wardens', 'mob-west'],
    wounds: { red: 2, blue: 0 },
    winner: 'red',
    reason: 'wounds',
  };

  it('finds the last close combat with results, its aftermath and assault parties', () => {
    const log: LogEntry[] = [
      entry(3, 1, 0, 'movement', {
        kind: 'unitMoved',
        unit: 'wardens',
        offset: [0, 1],
        run: false,
        distance: 1,
      }),
      entry(7, 1, 0, 'closeCombat', {
        kind: 'assaultParty',
        unit: 'mob-west',
        building: 'farmhouse',
        models: ['b1'],
      }),
      entry(7, 1, 0, 'closeCombat', result),
      entry(7, 1, 0, 'closeCombat', {
        kind: 'fellBack',
        unit: 'mob-west',
        distance: 6,
        offset: [0, 6],
        models: [],
      }),
      entry(7, 1, 1, 'recovery', { kind: 'turnStarted', side: 'blue', turn: 1 }),
    ];
    const c = latestCombat(log)!;
    expect(c).toMatchObject({ ply: 7, turn: 1, side: 0, parties: { 'mob-west': ['b1'] } });
    expect(c.results).toHaveLength(1);
    expect(c.aftermath.map((e) => e.kind)).toEqual(['fellBack']);
    expect(latestCombat(log.slice(0, 1))).toBeNull();
  });

  it('is news during its player turn and the next one', () => {
    expect(playerTurnIndex(1, 0, 0)).toBe(0);
    expect(playerTurnIndex(2, 1, 0)).toBe(3);
    expect(isRecent({ turn: 1, side: 0 }, 1, 1, 0)).toBe(true);
    expect(isRecent({ turn: 1, side: 0 }, 2, 0, 0)).toBe(false);
    expect(isRecent({ turn: 2, side: 1 }, 3, 0, 0)).toBe(true);
  });
});

describe('refusals and key outcomes', () => {
  it('explains a refusal by its code', () => {
    expect(errorDetail('ERR_COHERENCY')).toMatch(/^Every model .*2″.*§2/);
    expect(errorDetail('ERR_SOMETHING')).toBe('');
    // Building walls are named only when a building is in the way (issue 21, polish).
    expect(errorDetail('ERR_PATH_BLOCKED', 'r1 cannot move through impassable rock-1')).not.toMatch(
      /building/,
    );
    expect(errorDetail('ERR_PATH_BLOCKED', 'r1 cannot move through building house-1')).toMatch(
      /building walls stop every move \(§11\)/,
    );
  });

  it('explains an out-of-range refusal by what was too far: a shot gets no unit move help (§6.1, §4.1, §2)', () => {
    const shot = errorDetail('ERR_OUT_OF_RANGE', 'b1 is 30.2" away; bow has range 24" (§6.1)');
    expect(shot).toBe('Too far for this weapon or spell (§6.1, §12)');
    expect(errorDetail('ERR_OUT_OF_RANGE', 'b1 is 9.0" away, beyond the 8" charge range')).toMatch(
      /^Too far to charge: .*2 × M.*§4\.1/,
    );
    const unit = 'unit mob-west may run 8" (its slowest model, b3) but 8.24" was asked';
    expect(errorDetail('ERR_OUT_OF_RANGE', unit)).toMatch(/slowest model \(§2\)/);
    const model = errorDetail('ERR_OUT_OF_RANGE', 'r1 may move 4" but 5.00" was asked');
    expect(model).toBe('Too far for this move or run (§3.2, §4.2)');
    for (const detail of [shot, model]) expect(detail).not.toMatch(/unit/);
  });

  it('reads a squad charge as wins combat, enemy falls back and the charger falls back', () => {
    const u = {
      samples: 300,
      reaches: 0.9,
      winsCombat: 0.61,
      enemyFallsBack: 0.38,
      enemyDestroyed: 0.05,
      chargerFallsBack: 0.2,
    };
    expect(unitKeyOutcomes(u, { type: 'charge' }, mobWest, wardens)).toEqual([
      { key: 'reaches', label: 'Charge reaches', p: 0.9 },
      { key: 'winsCombat', label: 'Wins combat', p: 0.61 },
      { key: 'enemyFallsBack', label: 'Mob west fall back', p: 0.38 },
      { key: 'enemyDestroyed', label: 'Mob west destroyed', p: 0.05 },
      { key: 'chargerFallsBack', label: 'Wardens fall back', p: 0.2 },
    ]);
    expect(unitKeyOutcomes(u, { type: 'charge' }, wardens, marksman).at(-1)!.label).toBe(
      'Marksman falls back',
    );
    expect(unitKeyOutcomes(u, { type: 'charge' }, wardens, mobWest, true)[0]!.label).toBe('Assault reaches');
    const shot = unitKeyOutcomes(
      { ...u, reaches: undefined, chargerFallsBack: undefined },
      { type: 'shoot' },
      mobWest,
      wardens,
    );
    expect(shot.map((o) => o.key)).toEqual(['enemyFallsBack', 'enemyDestroyed']);
  });
});

describe('the assault popover’s words', () => {
  const names = { 'mob-west': 'Mob west', wardens: 'Wardens' };

  it('says why an assault fails as a sentence: the building with “the”, no leading “unit”', () => {
    expect(
      assaultReasonText('unit mob-west already assaults farmhouse this turn (§11)', 'farmhouse', names),
    ).toBe('Mob west already assaults the farmhouse this turn (§11)');
    expect(assaultReasonText('ruin-1 is 9.1" away, beyond the 8" charge range', 'ruin-1', names)).toBe(
      'the ruin 1 is 9.1" away, beyond the 8" charge range',
    );
  });

  it('counts the garrison’s models and the room left for them', () => {
    expect(heldText('Wardens', 5, 12)).toBe('held by Wardens, 5 models (room for 12)');
    expect(heldText('Marksman', 1, 6)).toBe('held by Marksman, 1 model (room for 6)');
  });

  it('heads the odds with the combat, the enemy falling back and the charger’s own risk', () => {
    const u = {
      samples: 300,
      reaches: 1,
      winsCombat: 0.34,
      enemyFallsBack: 0.12,
      enemyDestroyed: 0.01,
      chargerFallsBack: 0.33,
    };
    const rows = unitKeyOutcomes(u, { type: 'charge' }, wardens, mobWest, true);
    expect(oddsHeadline(rows, mobWest)).toBe(
      'wins combat 34% · enemy falls back 12% · Mob west fall back 33%',
    );
    expect(oddsHeadline(rows, marksman)).toBe(
      'wins combat 34% · enemy falls back 12% · Marksman falls back 33%',
    );
    const shot = unitKeyOutcomes(
      { ...u, reaches: undefined, chargerFallsBack: undefined },
      { type: 'shoot' },
      wardens,
      mobWest,
    );
    expect(oddsHeadline(shot, mobWest)).toBe('enemy falls back 12%');
  });
});
