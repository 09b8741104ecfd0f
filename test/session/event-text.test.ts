// The one event-description table (FORMATS.md §3): the command line's lines read ids, the app's read names,
// and a kind said the same way on both sides is written once.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/types';
import { cliEventText, describeEvent, EVENT_TEXTS } from '../../session/event-text';
import { describeEvent as cliDescribe } from '../../cli/describe';

const NAMES = { b2: 'Raider', r1: 'Captain' };

describe('event texts', () => {
  it('gives the command line its own line where it says more', () => {
    const charged: GameEvent = {
      kind: 'charged',
      model: 'r1',
      target: 'b2',
      from: [0, 0, 0],
      to: [3, 4, 0],
      engaged: ['b2'],
    };
    expect(cliEventText(charged)).toBe('r1 charges b2, engaging b2');
    expect(describeEvent(charged, NAMES)).toBe('Captain charged Raider');
    expect(cliDescribe).toBe(cliEventText);
  });

  it("names a unit's charge by the unit and its target's unit, with the model that led it (squad play)", () => {
    const words = { b2: 'Raider', r1: 'Captain', vets: 'Veterans', mob: 'Mob west' };
    const charged: GameEvent = {
      kind: 'charged',
      model: 'r1',
      target: 'b2',
      from: [0, 0, 0],
      to: [3, 4, 0],
      engaged: ['b2'],
      unit: 'vets',
      targetUnit: 'mob',
    };
    expect(describeEvent(charged, words)).toBe('Veterans, led by Captain, charged Mob west');
    expect(cliEventText(charged)).toBe('r1 charges b2, engaging b2');
    const failed: GameEvent = {
      kind: 'failedCharge',
      model: 'r1',
      target: 'b2',
      from: [0, 0, 0],
      to: [0, 8, 0],
      reason: 'b2 is 12.0" away, beyond the 8" charge range',
      unit: 'vets',
      targetUnit: 'mob',
    };
    expect(describeEvent(failed, words)).toBe(
      'Veterans, led by Captain, failed to charge Mob west: b2 is 12.0" away, beyond the 8" charge range',
    );
    const stopped: GameEvent = {
      kind: 'intercepted',
      model: 'r1',
      target: 'b2',
      by: 'b2',
      from: [0, 0, 0],
      to: [0, 8, 0],
      unit: 'vets',
      targetUnit: 'mob',
    };
    expect(describeEvent(stopped, words)).toBe('Raider intercepted the charge of Veterans, led by Captain');
  });

  it('reads a kind written once with ids on the command line and names in the app', () => {
    const down: GameEvent = { kind: 'knockedDown', model: 'b2' };
    expect(EVENT_TEXTS.knockedDown).not.toHaveProperty('cli');
    expect(cliEventText(down)).toBe('b2 is knocked down');
    expect(describeEvent(down, NAMES)).toBe('Raider is knocked down');
    expect(cliEventText({ kind: 'routed', side: 'red' })).toBe('red routs');
    expect(describeEvent({ kind: 'routed', side: 'red' }, NAMES, { red: 'Mercenaries' })).toBe(
      'Mercenaries rout',
    );
  });

  it('says how far a fleeing model went when the way was blocked, beside the distance rolled (§9.5)', () => {
    const fled = (to: [number, number, number], offTable = false): GameEvent => ({
      kind: 'fled',
      model: 'b2',
      cause: 'allAlone',
      from: [10, 10, 0],
      to,
      distance: 12,
      offTable,
    });
    expect(describeEvent(fled([11.2, 10, 0]), NAMES)).toBe(
      'Raider fled 1.2″ of the 12.0″ rolled: the way was blocked',
    );
    expect(describeEvent(fled([10, 22, 0]), NAMES)).toBe('Raider fled 12.0″');
    expect(describeEvent(fled([10, 12, 0], true), NAMES)).toBe('Raider fled 12.0″ off the table');
  });

  it('says why a wound went to a model that already took one (§7.7)', () => {
    const e: GameEvent = { kind: 'woundAllocated', model: 'b2', unit: 'u1', reason: 'wounded' };
    expect(describeEvent(e, NAMES)).toBe(
      "Wound allocated to Raider (it takes this step's wounds until it is removed, §7.7)",
    );
  });

  it('writes a characteristic test as passed at or under the value (RULES.md §0, §4.4), on both sides', () => {
    const climb: GameEvent = {
      kind: 'roll',
      test: 'initiative',
      rule: '§4.4',
      model: 'b4',
      need: 4,
      dice: [1],
      success: true,
    };
    expect(cliEventText(climb)).toBe('§4.4 initiative b4: need ≤4, rolled [1] success');
    const notice: GameEvent = {
      ...climb,
      test: 'chargeNotice',
      rule: '§4.1',
      target: 'r1',
      dice: [5],
      success: false,
    };
    expect(cliEventText(notice)).toBe('§4.1 chargeNotice b4 → r1: need ≤4, rolled [5] fail');
  });

  it('counts one model as "1 model" (issue 21, polish)', () => {
    const one = { unit: 'u1', building: 'farmhouse', models: ['r1'] };
    expect(describeEvent({ kind: 'enteredBuilding', ...one }, NAMES)).toContain('(1 model, §11)');
    expect(describeEvent({ kind: 'assaultParty', ...one }, NAMES)).toContain(': 1 model (§11)');
    expect(describeEvent({ kind: 'assaultParty', ...one, models: ['r1', 'b2'] }, NAMES)).toContain(
      ': 2 models (§11)',
    );
  });
});
