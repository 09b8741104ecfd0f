import { describe, it, expect } from 'vitest';
import {
  createGame,
  legalActions,
  shotPreview,
  toScenario,
  type GameEvent,
  type ScenarioDocument,
  type ScenarioModel,
  type Spell,
} from '../../engine';
import { codeOf, man, model, play, rolls, scenario, start } from '../support/scenario';

const SPELLS: Record<string, Spell> = {
  fireball: { castingValue: 7, range: 18, effect: 'magicMissile', hits: 'D6', strength: 4 },
  spark: { castingValue: 5, range: 12, effect: 'magicMissile', hits: 1, strength: 3 },
  blessing: { castingValue: 6, range: 12, effect: 'buff' },
};

const wizard = (extra = {}) =>
  man('r1', 5, 12, { rules: ['wizard'], spells: ['fireball', 'spark', 'blessing'], ...extra });

function magic(red: ScenarioModel[], blue: ScenarioModel[], extra: Partial<ScenarioDocument> = {}) {
  return start(scenario(red, blue, { phase: 'magic', spells: SPELLS, ...extra })).state;
}

function wounded(events: GameEvent[]): string[] {
  return events.filter((e) => e.kind === 'wounded').map((e) => (e as { model: string }).model);
}

describe('§3.3 §12 Casting', () => {
  it('§3.3 §12 a wizard casts in the Magic phase on 2D6 ≥ the casting value: a magic missile of D6 hits', () => {
    const s = magic([wizard()], [man('b1', 12, 12, { profile: { W: 3 } })], { dice: [3, 4, 2, 3, 2] });
    const r = play(s, [{ type: 'cast', model: 'r1', spell: 'fireball', target: 'b1' }]);
    expect(r.events.slice(0, 3)).toEqual([
      {
        kind: 'roll',
        test: 'casting',
        rule: '§12',
        model: 'r1',
        target: 'b1',
        need: 7,
        dice: [3, 4],
        success: true,
      },
      { kind: 'spellCast', model: 'r1', spell: 'fireball', target: 'b1', affected: ['b1'] },
      {
        kind: 'roll',
        test: 'spellHits',
        rule: '§12',
        model: 'r1',
        need: 0,
        dice: [2],
        success: true,
        outcome: '2 hits',
      },
    ]);
    expect(rolls(r.events, 'toWound').map((e) => [e.rule, e.need, e.dice, e.success])).toEqual([
      ['§12', 3, [3], true],
      ['§12', 3, [2], false],
    ]);
    expect(model(r.state, 'b1').wounds).toBe(2);
    expect(model(r.state, 'r1').cast).toBe(true);
  });

  it('§12 a failed casting roll does nothing, and a wizard casts once per Magic phase (decision)', () => {
    const s = magic([wizard()], [man('b1', 12, 12)], { dice: [3, 3] });
    const r = play(s, [{ type: 'cast', model: 'r1', spell: 'fireball', target: 'b1' }]);
    expect(r.events).toEqual([
      {
        kind: 'roll',
        test: 'casting',
        rule: '§12',
        model: 'r1',
        target: 'b1',
        need: 7,
        dice: [3, 3],
        success: false,
      },
    ]);
    expect(codeOf(r.state, { type: 'cast', model: 'r1', spell: 'spark', target: 'b1' })).toBe(
      'ERR_CANNOT_CAST',
    );
  });

  it('§12 a spell on a unit treats enemies within 2" of each other as one unit: hits go round them', () => {
    const blue = [
      man('b1', 12, 12, { profile: { W: 5 } }),
      man('b2', 12, 14.5, { profile: { W: 5 } }),
      man('b3', 12, 17, { profile: { W: 5 } }),
      man('b4', 12, 21, { profile: { W: 5 } }),
    ];
    const s = magic([wizard()], blue, { dice: [4, 4, 4, 3, 3, 3, 3] });
    const r = play(s, [{ type: 'cast', model: 'r1', spell: 'fireball', target: 'b1' }]);
    expect(r.events[1]).toMatchObject({ kind: 'spellCast', affected: ['b1', 'b2', 'b3'] });
    expect(wounded(r.events)).toEqual(['b1', 'b2', 'b3', 'b1']);
  });

  it('§12 magic missile hits make no criticals (decision) and wounds from magic cause panic (§9.3)', () => {
    const s = magic([wizard()], [man('b1', 12, 12, { profile: { W: 3 } })], { dice: [4, 4, 6, 6, 6] });
    const r = play(s, [{ type: 'cast', model: 'r1', spell: 'spark', target: 'b1' }, { type: 'endPhase' }]);
    expect(rolls(r.events, 'toWound')[0]!.outcome).toBeUndefined();
    expect(model(r.state, 'b1').wounds).toBe(2);
    expect(rolls(r.events, 'leadership')).toMatchObject([
      { rule: '§9.3', model: 'b1', dice: [6, 6], success: false },
    ]);
  });

  it('§12 §3.3 casting is refused out of the Magic phase, by non-wizards, for unknown spells, out of range or sight', () => {
    const s = magic([wizard(), man('r2', 5, 14)], [man('b1', 12, 12), man('b2', 23, 23)]);
    expect(
      codeOf({ ...s, phase: 'shooting' }, { type: 'cast', model: 'r1', spell: 'spark', target: 'b1' }),
    ).toBe('ERR_WRONG_PHASE');
    expect(codeOf(s, { type: 'cast', model: 'r2', spell: 'spark', target: 'b1' })).toBe('ERR_CANNOT_CAST');
    expect(codeOf(s, { type: 'cast', model: 'r1', spell: 'doom', target: 'b1' })).toBe('ERR_UNKNOWN_SPELL');
    expect(codeOf(s, { type: 'cast', model: 'r1', spell: 'spark', target: 'b2' })).toBe('ERR_OUT_OF_RANGE');
    expect(codeOf(s, { type: 'cast', model: 'r1', spell: 'spark', target: 'r2' })).toBe('ERR_BAD_ACTION');
    expect(codeOf(s, { type: 'cast', model: 'r1', spell: 'blessing', target: 'b1' })).toBe('ERR_BAD_ACTION');
    const hidden = magic([wizard()], [man('b1', 12, 12, { hidden: true })]);
    expect(codeOf(hidden, { type: 'cast', model: 'r1', spell: 'spark', target: 'b1' })).toBe(
      'ERR_NOT_VISIBLE',
    );
  });

  it('§12 legal actions list each spell at each legal target', () => {
    const s = magic([wizard()], [man('b1', 12, 12)]);
    expect(legalActions(s)).toEqual([
      { type: 'cast', model: 'r1', spell: 'fireball', target: 'b1' },
      { type: 'cast', model: 'r1', spell: 'spark', target: 'b1' },
      { type: 'cast', model: 'r1', spell: 'blessing', target: 'r1' },
      { type: 'endPhase' },
    ]);
  });

  it('§4.3 §12 casting reveals a hidden wizard; §3.1 a rallied wizard may still cast', () => {
    const s = magic([wizard({ hidden: true, rallied: true })], [man('b1', 12, 12)], { dice: [1, 1] });
    const r = play(s, [{ type: 'cast', model: 'r1', spell: 'spark', target: 'b1' }]);
    expect(r.events[0]).toEqual({ kind: 'revealed', model: 'r1', reason: 'cast' });
    expect(model(r.state, 'r1').hidden).toBe(false);
  });
});

describe('§12 Buffs and spellGroups', () => {
  it('§12 a buff gives +1 To Hit until the end of the turn', () => {
    const s = magic([wizard(), man('r2', 5, 16)], [man('b1', 12, 16)], { dice: [3, 3] });
    const r = play(s, [{ type: 'cast', model: 'r1', spell: 'blessing', target: 'r2' }, { type: 'endPhase' }]);
    expect(model(r.state, 'r2').blessed).toBe(true);
    expect(shotPreview(r.state, 'r2', 'b1')).toMatchObject({ ok: true, value: { toHit: 3 } });
    let next = r.state;
    for (const _ of [1, 2]) next = play(next, [{ type: 'endPhase' }]).state;
    expect(next.activeSide).toBe(1);
    expect(model(next, 'r2').blessed).toBe(false);
  });

  it('§1 §12 spellGroups: friends within 2" of the target share a buff; without it only the target', () => {
    const red = [wizard(), man('r2', 5, 16), man('r3', 5, 18.5), man('r4', 9, 16)];
    const on = magic(red, [man('b1', 20, 20)], { dice: [3, 3], ruleset: { options: { spellGroups: true } } });
    const a = play(on, [{ type: 'cast', model: 'r1', spell: 'blessing', target: 'r2' }]);
    expect(a.events[1]).toMatchObject({ kind: 'spellCast', affected: ['r2', 'r3'] });
    const off = magic(red, [man('b1', 20, 20)], { dice: [3, 3] });
    const b = play(off, [{ type: 'cast', model: 'r1', spell: 'blessing', target: 'r2' }]);
    expect(b.events[1]).toMatchObject({ kind: 'spellCast', affected: ['r2'] });
    expect(model(b.state, 'r3').blessed).toBe(false);
  });
});

describe('§12 Spells in the scenario', () => {
  it('§12 a model may only know spells the scenario defines; spells survive toScenario', () => {
    const bad = scenario([wizard()], [man('b1', 12, 12)], { spells: {} });
    expect(createGame(bad)).toMatchObject({ ok: false, error: { code: 'ERR_INVALID_SCENARIO' } });
    const s = magic([wizard()], [man('b1', 12, 12)]);
    const doc = toScenario(s);
    expect(doc.spells).toEqual(SPELLS);
    expect(doc.sides[0].models[0]!.spells).toEqual(['fireball', 'spark', 'blessing']);
  });
});
