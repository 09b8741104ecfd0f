import { describe, it, expect } from 'vitest';
import {
  legalActions,
  meleeToHit,
  type GameEvent,
  type ScenarioDocument,
  type ScenarioModel,
} from '../../engine';
import { codeOf, endPhasesUntil, man, model, play, rolls, scenario, start } from '../support/scenario';

/** A game in the Close combat phase of red's turn. */
function melee(red: ScenarioModel[], blue: ScenarioModel[], extra: Partial<ScenarioDocument> = {}) {
  return start(scenario(red, blue, { phase: 'closeCombat', ...extra })).state;
}

/** Resolves the close combat phase (FORMATS.md §2.1: on endPhase) after the given fight declarations. */
function fight(s: ReturnType<typeof melee>, declarations: Parameters<typeof play>[1] = []) {
  return play(s, [...declarations, { type: 'endPhase' }]);
}

/** Close combat To Hit rolls (§7.3), leaving out the automatic hits of breaking from combat (§7.10). */
function strikers(events: GameEvent[]): string[] {
  return rolls(events, 'toHit')
    .filter((e) => e.rule === '§7.3')
    .map((e) => e.model);
}

function targets(events: GameEvent[]): string[] {
  return rolls(events, 'toHit')
    .filter((e) => e.rule === '§7.3')
    .map((e) => e.target ?? '');
}

describe('§7.1 Who fights', () => {
  it('§7.1 models in base contact fight whatever side’s turn it is', () => {
    const r = fight(melee([man('r1', 5, 5)], [man('b1', 6, 5)], { dice: [1, 1] }));
    expect(r.events[0]).toEqual({ kind: 'combatStarted', models: ['r1', 'b1'] });
    expect(strikers(r.events)).toEqual(['r1', 'b1']);
    const blue = fight(melee([man('r1', 5, 5)], [man('b1', 6, 5)], { dice: [1, 1], activeSide: 'blue' }));
    expect(strikers(blue.events)).toEqual(['r1', 'b1']);
  });

  it('§7.1 a model whose id is an Object method name (toString, valueOf) strikes with all its Attacks', () => {
    for (const id of ['toString', 'valueOf', 'hasOwnProperty']) {
      const r = fight(
        melee([man(id, 5, 5, { profile: { A: 3 } })], [man('b1', 6, 5)], { dice: [1, 1, 1, 1] }),
      );
      expect(strikers(r.events)).toEqual([id, id, id, 'b1']);
    }
  });

  it('§7.1 corner to corner (bases just touching) counts as contact', () => {
    const r = fight(melee([man('r1', 5, 5)], [man('b1', 5.71, 5.71)], { dice: [1, 1] }));
    expect(strikers(r.events)).toEqual(['r1', 'b1']);
  });

  it('§7.1 models not in base contact do not fight', () => {
    const r = fight(melee([man('r1', 5, 5)], [man('b1', 6.2, 5)]));
    expect(rolls(r.events, 'toHit')).toEqual([]);
    expect(codeOf(melee([man('r1', 5, 5)], [man('b1', 6.2, 5)]), { type: 'fight', model: 'r1' })).toBe(
      'ERR_CANNOT_ACT',
    );
  });

  it('§7.1 a model in contact with several enemies splits its Attacks as declared', () => {
    const s = melee(
      [man('r1', 5, 5, { profile: { A: 3 } })],
      [man('b1', 6, 5, { profile: { I: 1 } }), man('b2', 5, 6, { profile: { I: 1 } })],
      {
        dice: [1, 1, 1, 1, 1],
      },
    );
    const r = fight(s, [{ type: 'fight', model: 'r1', split: { b1: 1, b2: 2 } }]);
    expect(targets(r.events).slice(0, 3)).toEqual(['b1', 'b2', 'b2']);
  });

  it('§7.1 FORMATS §2.1 without a fight action a model attacks its first enemy in contact by id with all Attacks', () => {
    const s = melee(
      [man('r1', 5, 5, { profile: { A: 2 } })],
      [man('b2', 5, 6, { profile: { I: 1 } }), man('b1', 6, 5, { profile: { I: 1 } })],
      { dice: [1, 1, 1, 1] },
    );
    expect(targets(fight(s).events).slice(0, 2)).toEqual(['b1', 'b1']);
  });

  it('§7.1 a split must name enemies in contact and add up to the model’s Attacks', () => {
    const s = melee(
      [man('r1', 5, 5, { profile: { A: 2 } })],
      [man('b1', 6, 5), man('b2', 5, 6), man('b3', 9, 9)],
    );
    expect(codeOf(s, { type: 'fight', model: 'r1', split: { b1: 1 } })).toBe('ERR_BAD_SPLIT');
    expect(codeOf(s, { type: 'fight', model: 'r1', split: { b1: 1, b3: 1 } })).toBe('ERR_BAD_SPLIT');
    expect(codeOf(s, { type: 'fight', model: 'r1', split: { b1: 1.5, b2: 0.5 } })).toBe('ERR_BAD_SPLIT');
    expect(codeOf(s, { type: 'fight', model: 'r1', split: { b1: 2, b2: 0 } })).toBe('ok');
    expect(legalActions(s)).toEqual([{ type: 'fight', model: 'r1' }, { type: 'endPhase' }]);
  });

  it('§7.1 a model fighting a standing enemy may not attack knocked-down or stunned enemies', () => {
    const s = melee(
      [man('r1', 5, 5)],
      [man('b1', 6, 5), man('b2', 5, 6, { status: 'knockedDown' }), man('b3', 4, 5, { status: 'stunned' })],
    );
    expect(codeOf(s, { type: 'fight', model: 'r1', split: { b2: 1 } })).toBe('ERR_BAD_SPLIT');
    expect(codeOf(s, { type: 'fight', model: 'r1', split: { b3: 1 } })).toBe('ERR_BAD_SPLIT');
    expect(codeOf(s, { type: 'fight', model: 'r1', split: { b1: 1 } })).toBe('ok');
  });

  it('§7.1 §8 knocked-down and stunned models do not fight', () => {
    const s = melee(
      [man('r1', 5, 5, { status: 'knockedDown' }), man('r2', 5, 7, { status: 'stunned' })],
      [man('b1', 6, 5, { profile: { A: 0 } }), man('b2', 6, 7, { profile: { A: 0 } })],
    );
    expect(codeOf(s, { type: 'fight', model: 'r1' })).toBe('ERR_CANNOT_ACT');
    expect(codeOf(s, { type: 'fight', model: 'r2' })).toBe('ERR_CANNOT_ACT');
  });
});

describe('§7.2 Order of strikes', () => {
  it('§7.2 chargers strike first in the turn they charge, then by Initiative in later turns', () => {
    const doc = scenario(
      [man('r1', 5, 5, { profile: { I: 1 } })],
      [man('b1', 12, 5, { profile: { I: 5 } })],
      {
        phase: 'movement',
        dice: [1, 1, 1, 1],
      },
    );
    const charged = play(start(doc).state, [{ type: 'charge', model: 'r1', target: 'b1' }]).state;
    const cc = endPhasesUntil(charged, 'closeCombat').state;
    const first = fight(cc);
    expect(strikers(first.events)).toEqual(['r1', 'b1']);
    const next = endPhasesUntil(first.state, 'closeCombat').state;
    expect(strikers(fight(next).events)).toEqual(['b1', 'r1']);
  });

  it('§7.2 several chargers strike in Initiative order among themselves, before the others (decision)', () => {
    const s = melee(
      [
        man('r1', 5, 5, { charged: true, profile: { I: 2 } }),
        man('r2', 7, 5, { charged: true, profile: { I: 4 } }),
      ],
      [man('b1', 6, 5, { profile: { I: 6, A: 2 } })],
      { dice: [1, 1, 1, 1] },
    );
    expect(strikers(fight(s).events)).toEqual(['r2', 'r1', 'b1', 'b1']);
  });

  it('§7.2 without chargers, models strike in descending Initiative whoever’s turn it is', () => {
    const s = melee([man('r1', 5, 5, { profile: { I: 3 } })], [man('b1', 6, 5, { profile: { I: 4 } })], {
      dice: [1, 1],
    });
    expect(strikers(fight(s).events)).toEqual(['b1', 'r1']);
  });

  it('§1 §7.2 initiativeSteps: chargers get no priority', () => {
    const s = melee(
      [man('r1', 5, 5, { charged: true, profile: { I: 3 } })],
      [man('b1', 6, 5, { profile: { I: 4 } })],
      {
        dice: [1, 1],
        ruleset: { options: { combatOrder: 'initiativeSteps' } },
      },
    );
    expect(strikers(fight(s).events)).toEqual(['b1', 'r1']);
  });

  it('§7.2 models with equal Initiative strike simultaneously: one taken out of action still strikes back', () => {
    const s = melee([man('r1', 5, 5)], [man('b1', 6, 5)], { dice: [4, 4, 5, 1] });
    const r = fight(s);
    expect(r.events).toContainEqual({ kind: 'outOfAction', model: 'b1', by: 'r1' });
    expect(strikers(r.events)).toEqual(['r1', 'b1']);
  });

  it.each([
    [6, 'outOfAction'],
    [3, 'stunned'],
    [1, 'knockedDown'],
  ])(
    '§7.2 dead before striking: a model whose injury roll is %i (%s) before its step does not strike',
    (injury, status) => {
      const s = melee([man('r1', 5, 5, { profile: { I: 3 } })], [man('b1', 6, 5, { profile: { I: 4 } })], {
        dice: [4, 4, injury, 1],
      });
      const r = fight(s);
      expect(strikers(r.events)).toEqual(['b1']);
      expect(model(r.state, 'r1').status).toBe(status);
    },
  );

  it('§3.1 §7.2 a model that stood up this turn strikes after all others', () => {
    const s = melee(
      [man('r1', 5, 5, { stoodUp: true, profile: { I: 6 } })],
      [man('b1', 6, 5, { profile: { I: 1 } })],
      {
        dice: [1, 1],
      },
    );
    expect(strikers(fight(s).events)).toEqual(['b1', 'r1']);
  });
});

describe('§7.3 To Hit in close combat', () => {
  const cases: [number, number, number][] = [];
  for (let a = 1; a <= 10; a++)
    for (let t = 1; t <= 10; t++) cases.push([a, t, a > t ? 3 : t <= 2 * a ? 4 : 5]);

  it.each(cases)('§14.1 WS %i against WS %i needs %i+', (a, t, need) => {
    expect(meleeToHit(a, t)).toBe(need);
  });

  it.each([
    [4, 3, 3],
    [3, 3, 4],
    [3, 6, 4],
    [3, 7, 5],
  ])('§7.3 an attacker of WS %i against WS %i rolls for %i+', (a, t, need) => {
    const s = melee(
      [man('r1', 5, 5, { profile: { WS: a } })],
      [man('b1', 6, 5, { profile: { WS: t, I: 1 } })],
      {
        dice: [need, 1, 1],
      },
    );
    expect(rolls(fight(s).events, 'toHit')[0]).toMatchObject({
      rule: '§7.3',
      model: 'r1',
      need,
      dice: [need],
      success: true,
    });
  });

  it('§7.3 a roll below the needed number misses', () => {
    const s = melee([man('r1', 5, 5)], [man('b1', 6, 5, { profile: { I: 1 } })], { dice: [3, 1] });
    expect(rolls(fight(s).events, 'toHit')[0]).toMatchObject({ need: 4, dice: [3], success: false });
  });

  it('§7.4 close combat wounds use the attacker’s Strength plus its weapon bonus', () => {
    const s = melee(
      [man('r1', 5, 5, { weapons: ['axe'] })],
      [man('b1', 6, 5, { profile: { I: 1 }, save: 5 })],
      {
        dice: [4, 3, 6, 1],
      },
    );
    const r = fight(s);
    expect(rolls(r.events, 'toWound')[0]).toMatchObject({ rule: '§7.4', need: 3, dice: [3], success: true });
    expect(rolls(r.events, 'armourSave')[0]).toMatchObject({ need: 6, dice: [6], success: true });
  });
});

describe('§7.5 §6.7 Criticals in close combat', () => {
  it('§6.7 only a model’s first critical in a close combat phase counts', () => {
    const s = melee(
      [man('r1', 5, 5, { profile: { A: 2 } })],
      [man('b1', 6, 5, { profile: { W: 5, I: 1, A: 0 } })],
      { dice: [4, 4, 6, 6] },
    );
    const r = fight(s);
    const wounds = rolls(r.events, 'toWound');
    expect(wounds.map((w) => w.outcome)).toEqual(['critical', undefined]);
    expect(wounds.map((w) => w.rule)).toEqual(['§6.7', '§7.4']);
    expect(model(r.state, 'b1').wounds).toBe(2);
  });

  it('§6.7 §7.1 §8 a critical plus an ordinary wound of one roll on a W4 model leave W1 and no Injury roll', () => {
    const s = melee(
      [man('r1', 5, 5, { profile: { A: 2 } })],
      [man('b1', 6, 5, { profile: { W: 4, I: 1, A: 0 } })],
      { dice: [4, 4, 6, 4] },
    );
    const r = fight(s);
    expect(model(r.state, 'b1').wounds).toBe(1);
    expect(model(r.state, 'b1').status).toBe('standing');
    expect(rolls(r.events, 'injury')).toEqual([]);
  });

  it('§6.7 the first critical counts again in the next close combat phase', () => {
    const s = melee([man('r1', 5, 5)], [man('b1', 6, 5, { profile: { W: 6, I: 1, A: 0 } })], {
      dice: [4, 6, 4, 6],
    });
    const first = fight(s);
    const second = fight(endPhasesUntil(first.state, 'closeCombat').state);
    expect(rolls(second.events, 'toWound')[0]?.outcome).toBe('critical');
    expect(model(second.state, 'b1').wounds).toBe(2);
  });
});

describe('§7.6 Knocked-down and stunned targets', () => {
  it('§7.3 §7.6 attacks on a knocked-down model hit automatically; an unsaved wound takes it out of action', () => {
    const s = melee([man('r1', 5, 5)], [man('b1', 6, 5, { status: 'knockedDown', profile: { W: 2 } })], {
      dice: [4],
    });
    const r = fight(s);
    expect(rolls(r.events, 'toHit')).toEqual([
      {
        kind: 'roll',
        test: 'toHit',
        rule: '§7.3',
        model: 'r1',
        target: 'b1',
        need: 0,
        dice: [],
        success: true,
        outcome: 'automatic hit on a knocked-down model',
      },
    ]);
    expect(rolls(r.events, 'injury')).toEqual([]);
    expect(r.events).toContainEqual({ kind: 'outOfAction', model: 'b1', by: 'r1' });
  });

  it('§7.6 a saved wound leaves a knocked-down model knocked down', () => {
    const s = melee([man('r1', 5, 5)], [man('b1', 6, 5, { status: 'knockedDown', save: 4 })], {
      dice: [4, 4],
      activeSide: 'blue',
    });
    expect(model(fight(s).state, 'b1').status).toBe('knockedDown');
  });

  it('§7.6 a stunned model in contact with an enemy that can attack it is taken out of action', () => {
    const s = melee([man('r1', 5, 5)], [man('b1', 6, 5, { status: 'stunned' })], { dice: [] });
    const r = fight(s);
    expect(r.events).toContainEqual({ kind: 'outOfAction', model: 'b1', by: 'r1' });
    expect(rolls(r.events, 'toHit')).toEqual([]);
  });

  it('§7.1 a model’s Attacks are rolled together: every To Hit die, then To Wound per hit, then saves', () => {
    const s = melee(
      [man('r1', 5, 5, { profile: { A: 3 } })],
      [man('b1', 6, 5, { save: 5, profile: { W: 3, I: 1, A: 0 } })],
      { dice: [4, 2, 5, 4, 3, 5, 1] },
    );
    const r = fight(s);
    const order = r.events
      .filter((e) => e.kind === 'roll' && e.model !== undefined)
      .map((e) => (e.kind === 'roll' ? `${e.test}:${e.dice.join('')}` : ''));
    expect(order).toEqual(['toHit:4', 'toHit:2', 'toHit:5', 'toWound:4', 'toWound:3', 'armourSave:5']);
    expect(model(r.state, 'b1').wounds).toBe(3);
  });

  it.each([
    [[1, 3], 'stunned'],
    [[2, 1], 'knockedDown'],
    [[1, 6], 'outOfAction'],
  ] as const)(
    '§7.1 §7.6 §8 two wounds of one attacker on a W1 model give two Injury rolls (%j), the worst kept: %s',
    (injuries, status) => {
      const s = melee([man('r1', 5, 5, { profile: { A: 2 } })], [man('b1', 6, 5, { profile: { I: 1 } })], {
        dice: [4, 4, 4, 4, ...injuries],
        activeSide: 'blue',
      });
      const r = fight(s);
      expect(rolls(r.events, 'injury').map((e) => e.dice[0])).toEqual([...injuries]);
      expect(rolls(r.events, 'toHit').every((e) => e.need > 0)).toBe(true);
      expect(model(r.state, 'b1').status).toBe(status);
    },
  );

  it('§7.1 §7.6 an attacker that knocks a model down with one wound does not then hit it automatically', () => {
    const s = melee([man('r1', 5, 5, { profile: { A: 2 } })], [man('b1', 6, 5, { profile: { I: 1 } })], {
      dice: [4, 1, 4, 1],
      activeSide: 'blue',
    });
    const r = fight(s);
    expect(rolls(r.events, 'toHit').map((e) => e.need)).toEqual([4, 4]);
    expect(model(r.state, 'b1').status).toBe('knockedDown');
  });

  it('§7.6 another attacker may take the downed model out of action', () => {
    const s = melee(
      [man('r1', 5, 5, { profile: { I: 3 } }), man('r2', 7, 5, { profile: { I: 2 } })],
      [man('b1', 6, 5, { profile: { I: 1 } })],
      { dice: [4, 4, 1, 4] },
    );
    const r = fight(s);
    expect(r.events).toContainEqual({ kind: 'knockedDown', model: 'b1' });
    expect(r.events).toContainEqual({ kind: 'outOfAction', model: 'b1', by: 'r2' });
  });
});
