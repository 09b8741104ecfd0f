import { describe, expect, it } from 'vitest';
import {
  applyAction,
  assaultParty,
  cannotShootReason,
  createGame,
  finalScore,
  legalActions,
  modelIndex,
  squadDocumentProblems,
  toScenario,
  type GameEvent,
  type Terrain,
} from '../../engine';
import { codeOf, model, play, rolls } from '../support/scenario';
import { row, squadGame, squads, trooper } from './squad-support';

/** A 6"×6" farmhouse in the middle of the 24"×24" table: one floor, room for 12. */
const HOUSE: Terrain = {
  id: 'house',
  kind: 'building',
  polygon: [
    [9, 9],
    [15, 9],
    [15, 15],
    [9, 15],
  ],
  height: 4,
  cover: 'hard',
  floors: [3],
  capacity: 12,
};

function events<K extends GameEvent['kind']>(es: GameEvent[], kind: K): Extract<GameEvent, { kind: K }>[] {
  return es.filter((e): e is Extract<GameEvent, { kind: K }> => e.kind === kind);
}

/** Blue garrison of `n` models in the house (ids g1…). */
function garrison(n: number, extra = {}) {
  return Array.from({ length: n }, (_, k) =>
    trooper(`g${k + 1}`, 'garrison', 10 + (k % 4) * 1.2, 10 + Math.floor(k / 4) * 1.2, {
      building: 'house',
      ...extra,
    }),
  );
}

describe('§11 entering and leaving a building', () => {
  it('§11 a unit within its move enters an empty building and stands inside it', () => {
    const s = squadGame(row('r', 'vets', 3, 9, 4.5), [trooper('b1', 'mob', 20, 22)], 'movement', {
      terrain: [HOUSE],
    });
    const r = play(s, [{ type: 'enterBuilding', unit: 'vets', building: 'house' }]);
    expect(events(r.events, 'enteredBuilding')[0]).toEqual({
      kind: 'enteredBuilding',
      unit: 'vets',
      building: 'house',
      models: ['r1', 'r2', 'r3'],
    });
    for (const id of ['r1', 'r2', 'r3']) {
      const m = model(r.state, id);
      expect(m.building).toBe(0);
      expect(m.x > 9 && m.x < 15 && m.y > 9 && m.y < 15).toBe(true);
    }
  });

  it('§11 too far, occupied or too small: refused with the reason', () => {
    const far = squadGame(row('r', 'vets', 2, 9, 2), [trooper('b1', 'mob', 20, 22)], 'movement', {
      terrain: [HOUSE],
    });
    expect(codeOf(far, { type: 'enterBuilding', unit: 'vets', building: 'house' })).toBe('ERR_OUT_OF_RANGE');
    const held = squadGame(row('r', 'vets', 2, 9, 6), garrison(2), 'movement', { terrain: [HOUSE] });
    expect(codeOf(held, { type: 'enterBuilding', unit: 'vets', building: 'house' })).toBe('ERR_BUILDING');
    const small = squadGame(row('r', 'vets', 2, 9, 6), [trooper('b1', 'mob', 20, 22)], 'movement', {
      terrain: [{ ...HOUSE, capacity: 1 }],
    });
    expect(codeOf(small, { type: 'enterBuilding', unit: 'vets', building: 'house' })).toBe('ERR_BUILDING');
  });

  it('§11 occupiable buildings stop other movement; a garrison leaves with leaveBuilding only', () => {
    const s = squadGame(row('r', 'vets', 2, 11, 6), garrison(2), 'movement', { terrain: [HOUSE] });
    expect(codeOf(s, { type: 'moveUnit', unit: 'vets', by: [0, 4] })).toBe('ERR_PATH_BLOCKED');
    const inside = squadGame(garrison(2), [trooper('b1', 'mob', 20, 22)], 'movement', { terrain: [HOUSE] });
    expect(codeOf(inside, { type: 'move', model: 'g1', to: [10, 8] })).toBe('ERR_CANNOT_ACT');
    const r = play(inside, [{ type: 'leaveBuilding', unit: 'garrison', to: [12, 7.5] }]);
    expect(events(r.events, 'leftBuilding')[0]).toMatchObject({ unit: 'garrison', building: 'house' });
    expect(model(r.state, 'g1').building).toBe(-1);
    expect(model(r.state, 'g1').y).toBeLessThan(9);
  });

  it('§11 the garrison counts as in hard cover', () => {
    const s = squadGame([trooper('r1', 'a', 12, 4)], garrison(1), 'shooting', {
      terrain: [HOUSE],
      dice: [6, 1],
    });
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'g1' }]);
    expect(rolls(r.events, 'toHit')[0]).toMatchObject({ need: 6 });
  });

  it('§11 lists entering and leaving among the legal actions', () => {
    const s = squadGame(row('r', 'vets', 2, 9, 6), [trooper('b1', 'mob', 20, 22)], 'movement', {
      terrain: [HOUSE],
    });
    expect(legalActions(s)).toContainEqual({ type: 'enterBuilding', unit: 'vets', building: 'house' });
  });
});

describe('§11 shooting from and at a garrison', () => {
  it('§11 a garrison shoots with at most 5 models per floor it occupies', () => {
    const s = squadGame(garrison(7), [trooper('b1', 'mob', 12, 22, { profile: { T: 10 } })], 'shooting', {
      terrain: [HOUSE],
    });
    const five = play(
      s,
      ['g1', 'g2', 'g3', 'g4', 'g5'].map((id) => ({ type: 'shoot' as const, model: id, target: 'b1' })),
    );
    expect(codeOf(five.state, { type: 'shoot', model: 'g6', target: 'b1' })).toBe('ERR_CANNOT_ACT');
  });

  it('§11 a template at a garrison hits D6 models: a 4 hits four', () => {
    const weapons = { mortar: { type: 'missile' as const, range: 36, strength: 4, template: true } };
    const s = squadGame([trooper('r1', 'a', 10, 3, { weapons: ['mortar'] })], garrison(6), 'shooting', {
      terrain: [HOUSE],
      weapons,
      dice: [4, 6, 6, 6, 6],
    });
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'g1' }]);
    expect(rolls(r.events, 'templateModels')[0]).toMatchObject({
      rule: '§11',
      dice: [4],
      outcome: '4 models hit',
    });
    expect(rolls(r.events, 'toWound').map((e) => e.target)).toEqual(['g1', 'g2', 'g3', 'g4']);
  });

  it('§11 a stone thrower off the building hits with reduced Strength', () => {
    const weapons = {
      catapult: {
        type: 'missile' as const,
        range: 48,
        strength: 6,
        template: true,
        rules: ['stoneThrower' as const],
      },
    };
    const s = squadGame([trooper('r1', 'a', 10, 3, { weapons: ['catapult'] })], garrison(2), 'shooting', {
      terrain: [HOUSE],
      weapons,
      dice: [2, 1, 6],
    });
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'g1' }]);
    expect(rolls(r.events, 'stoneThrower')[0]).toMatchObject({ success: false, outcome: 'reduced Strength' });
    expect(rolls(r.events, 'toWound')[0]).toMatchObject({ need: 4 });
  });
});

describe('§11 assaults', () => {
  it('§11 a charge at a garrison is an assault: it succeeds when the charger reaches the walls', () => {
    const s = squadGame(row('r', 'vets', 3, 10, 4), garrison(3), 'movement', { terrain: [HOUSE] });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'g1' }]);
    expect(events(r.events, 'assault')[0]).toEqual({
      kind: 'assault',
      unit: 'vets',
      building: 'house',
      garrison: 'garrison',
    });
    expect(model(r.state, 'r1').y).toBeCloseTo(8.5, 1);
    expect(r.state.assaults[0]).toBe(0);
  });

  it('§11 the garrison stands and shoots at the assaulting unit as it reaches the walls', () => {
    const s = squadGame(row('r', 'vets', 3, 10, 4), garrison(2), 'movement', {
      terrain: [HOUSE],
      dice: [6, 6, 1],
    });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'g1' }]);
    const shots = r.events.filter((e) => e.kind === 'shot');
    expect(shots.map((e) => (e as { model: string }).model)).toEqual(['g1', 'g2']);
    expect(r.events.findIndex((e) => e.kind === 'assault')).toBeLessThan(
      r.events.findIndex((e) => e.kind === 'shot'),
    );
    expect(rolls(r.events, 'toHit')[0]).toMatchObject({ model: 'g1', dice: [6], success: true });
    expect(model(r.state, 'g1').shot).toBe(false);
  });

  it('§11 §10.2 assaulters that fall back after the stand and shoot do not fight the assault', () => {
    const s = squadGame(row('r', 'vets', 3, 10, 4), garrison(2), 'movement', {
      terrain: [HOUSE],
      dice: [6, 6, 1, 6, 6, 3, 3],
    });
    const r = play(s, [
      { type: 'charge', model: 'r1', target: 'g1' },
      { type: 'endPhase' },
      { type: 'endPhase' },
      { type: 'endPhase' },
      { type: 'endPhase' },
    ]);
    expect(events(r.events, 'fellBack')).toHaveLength(1);
    expect(events(r.events, 'assaultParty')).toEqual([]);
    expect(events(r.events, 'combatResult')).toEqual([]);
    const failed = events(r.events, 'assaultFailed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ unit: 'vets', building: 'house' });
    expect(failed[0]!.reason).toMatch(/falling back/);
  });

  it('§11 §6.1 (decision) a unit assaulting a building does not shoot that turn; its other units do', () => {
    const red = [...row('r', 'vets', 3, 10, 4), ...row('s', 'scouts', 2, 2, 4)];
    const s = squadGame(red, garrison(3), 'movement', { terrain: [HOUSE], dice: [1, 1, 1] });
    const r = play(s, [
      { type: 'charge', model: 'r1', target: 'g1' },
      { type: 'endPhase' },
      { type: 'endPhase' },
    ]);
    expect(r.state.phase).toBe('shooting');
    expect(codeOf(r.state, { type: 'shoot', model: 'r1', target: 'g1' })).toBe('ERR_CANNOT_ACT');
    expect(cannotShootReason(r.state, modelIndex(r.state, 'r2'))).toBe(
      "r2's unit assaulted a building this turn (§11)",
    );
    const shooters = legalActions(r.state).flatMap((a) => (a.type === 'shoot' ? [a.model] : []));
    expect(shooters).toEqual(['s1', 's2']);
  });

  it('§11 only one unit assaults a building in a turn: the second fails its charge', () => {
    const red = [...row('r', 'vets', 2, 10, 4), ...row('s', 'scouts', 2, 4, 12)];
    const s = squadGame(red, garrison(3), 'movement', { terrain: [HOUSE] });
    const r = play(s, [
      { type: 'charge', model: 'r1', target: 'g1' },
      { type: 'charge', model: 's1', target: 'g1' },
    ]);
    expect(events(r.events, 'assaultFailed')[0]).toMatchObject({ unit: 'scouts', building: 'house' });
    expect(events(r.events, 'assaultFailed')[0]!.reason).toMatch(/already assaults/);
    expect(model(r.state, 's1').failedCharge).toBe(true);
  });

  it('§11 a party is at most 10 models: a 12-model unit fights with 10, casualties replaced', () => {
    const s = squadGame(row('r', 'mob', 12, 1, 4), garrison(2), 'movement', { terrain: [HOUSE] });
    expect(assaultParty(s, 0)).toHaveLength(10);
  });

  it('§11 a monstrous model counts as 3 in the party', () => {
    const red = [trooper('r1', 'mob', 5, 4, { rules: ['monstrous'] }), ...row('m', 'mob', 9, 7, 4)];
    const s = squadGame(red, garrison(2), 'movement', { terrain: [HOUSE] });
    expect(assaultParty(s, 0)).toHaveLength(8);
  });

  it('§11 the fight: parties strike, wounds only count, a broken garrison leaves and the assaulters move in', () => {
    const red = row('r', 'vets', 3, 10, 8.5, { profile: { I: 5, WS: 5 } });
    const s = squadGame(red, garrison(3, { profile: { I: 1, Ld: 6 } }), 'closeCombat', {
      terrain: [HOUSE],
      assaults: { house: 'vets' },
      dice: [6, 6, 6, 6, 1, 1, 6, 6, 3, 3],
    });
    const r = play(s, [{ type: 'endPhase' }]);
    expect(events(r.events, 'assaultParty').map((e) => e.unit)).toEqual(['vets', 'garrison']);
    expect(events(r.events, 'combatResult')[0]).toMatchObject({
      winner: 'red',
      reason: 'wounds',
      wounds: { red: 2, blue: 0 },
    });
    expect(rolls(r.events, 'morale')[0]).toMatchObject({ rule: '§11', need: 4, success: false });
    expect(events(r.events, 'leftBuilding')[0]).toMatchObject({ unit: 'garrison' });
    expect(events(r.events, 'enteredBuilding')[0]).toMatchObject({ unit: 'vets', building: 'house' });
    expect(model(r.state, 'r1').building).toBe(0);
  });

  /**
   * Red assaulters at the walls (by default four, A 1, I 5); the garrison's g1 is a character (W `characterW`,
   * I 1) with h1…h3.
   */
  function characterAssault(
    extra = {},
    red = row('r', 'vets', 4, 10, 8.5, { profile: { I: 5 } }),
    characterW = 3,
  ) {
    const blue = [
      trooper('g1', 'garrison', 10, 10, {
        building: 'house',
        rules: ['character'],
        points: 50,
        profile: { I: 1, W: characterW },
      }),
      ...garrison(3).map((m, k) => ({ ...m, id: `h${k + 1}` })),
    ];
    return squadGame(red, blue, 'closeCombat', { terrain: [HOUSE], assaults: { house: 'vets' }, ...extra });
  }

  it('§7.1 §11 a position file may only hold splits a fight action could declare; a save after fight actions loads', () => {
    expect(() => characterAssault({ fights: { r1: { g1: 5 } } })).toThrow(
      /^ERR_INVALID_SCENARIO: fights\.r1: 5 Attacks on g1: in an assault r1 attacks the enemy party as a whole/,
    );
    expect(() => characterAssault({ fights: { r1: { h1: 1 } } })).toThrow(
      /fights\.r1: h1 is not a character of the garrison's assault party/,
    );
    const s = characterAssault();
    const declared = play(s, [
      { type: 'fight', model: 'r1', split: { g1: 1 } },
      { type: 'fight', model: 'r2', split: { g1: 1 } },
    ]).state;
    const again = createGame(JSON.parse(JSON.stringify(toScenario(declared))));
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.state.fights).toEqual({ r1: { g1: 1 }, r2: { g1: 1 } });
  });

  it('§11 up to half a party may direct its attacks at a character: fight actions name it', () => {
    const s = characterAssault({ dice: [6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1] });
    expect(legalActions(s).filter((a) => a.type === 'fight')).toHaveLength(4);
    const fights = ['r1', 'r2', 'r3', 'r4'].map((id) => ({
      type: 'fight' as const,
      model: id,
      split: { g1: 1 },
    }));
    const r = play(s, [...fights, { type: 'endPhase' }]);
    const onG1 = events(r.events, 'woundAllocated').filter((e) => e.model === 'g1' || e.from === 'g1');
    expect(onG1).toHaveLength(2);
  });

  it('§11 a split set in the position file counts the same as fight actions', () => {
    const split = { g1: 1 };
    const s = characterAssault({
      fights: { r1: split, r2: split, r3: split, r4: split },
      dice: [6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1],
    });
    const r = play(s, [{ type: 'endPhase' }]);
    const onG1 = events(r.events, 'woundAllocated').filter((e) => e.model === 'g1' || e.from === 'g1');
    expect(onG1).toHaveLength(2);
  });

  it('§11 an assaulter attacks the party or puts all its Attacks on one enemy character, nothing else', () => {
    const s = characterAssault();
    expect(codeOf(s, { type: 'fight', model: 'r1', split: { h1: 1 } })).toBe('ERR_BAD_SPLIT');
    expect(codeOf(s, { type: 'fight', model: 'r1', split: { g1: 2 } })).toBe('ERR_BAD_SPLIT');
    expect(codeOf(s, { type: 'fight', model: 'r1', split: { g1: 1, h1: 1 } })).toBe('ERR_BAD_SPLIT');
    expect(codeOf(s, { type: 'fight', model: 'r1', split: {} })).toBe('ok');
    expect(codeOf(s, { type: 'fight', model: 'r1' })).toBe('ok');
    expect(codeOf(s, { type: 'fight', model: 'r1', split: { zz: 0, g1: 1 } })).toBe('ERR_BAD_SPLIT');
    const r = applyAction(s, { type: 'fight', model: 'r1', split: { h1: 1 } });
    expect(!r.ok && r.error.message).toMatch(
      /^h1 is not a character of the garrison's assault party: .*\(g1\)/,
    );
  });

  it('§11 half the party over the whole fight, not half at each Initiative step', () => {
    const red = [
      ...row('r', 'vets', 2, 10, 8.5, { profile: { I: 5 } }),
      ...row('q', 'vets', 2, 13, 8.5, { profile: { I: 4 } }),
    ];
    const s = characterAssault({ dice: [6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1] }, red, 9);
    const fights = ['r1', 'r2', 'q1', 'q2'].map((id) => ({
      type: 'fight' as const,
      model: id,
      split: { g1: 1 },
    }));
    const r = play(s, [...fights, { type: 'endPhase' }]);
    const directed = events(r.events, 'woundAllocated').filter((e) => e.reason === 'character');
    expect(directed).toHaveLength(2);
    expect(
      rolls(r.events, 'toHit').filter((e) => e.outcome === 'assault party, directed at the character'),
    ).toHaveLength(2);
  });

  it('§11 a knocked-down assaulter, or one whose garrison party has no character, is told why it cannot', () => {
    const s = characterAssault({ dice: [] });
    const down = {
      ...s,
      models: s.models.map((m, k) => (k === 0 ? { ...m, status: 'knockedDown' as const } : m)),
    };
    const r = applyAction(down, { type: 'fight', model: 'r1', split: { g1: 1 } });
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_CANNOT_ACT', message: 'r1 is knocked down (§8)' });
    const plain = squadGame(row('r', 'vets', 4, 10, 8.5), garrison(3), 'closeCombat', {
      terrain: [HOUSE],
      assaults: { house: 'vets' },
    });
    const p = applyAction(plain, { type: 'fight', model: 'r1', split: { g1: 1 } });
    expect(!p.ok && p.error.message).toContain("the garrison's party has none standing (§11)");
    expect(codeOf(plain, { type: 'fight', model: 'r1', split: null as unknown as undefined })).toBe(
      'ERR_BAD_SPLIT',
    );
  });

  it('§11 only a unit assaulting this turn declares: no fight without an assault or without a character', () => {
    const noAssault = characterAssault({ assaults: {} });
    expect(legalActions(noAssault).some((a) => a.type === 'fight')).toBe(false);
    expect(codeOf(noAssault, { type: 'fight', model: 'r1', split: { g1: 1 } })).toBe('ERR_CANNOT_ACT');
    const plain = squadGame(row('r', 'vets', 4, 10, 8.5), garrison(3), 'closeCombat', {
      terrain: [HOUSE],
      assaults: { house: 'vets' },
    });
    expect(legalActions(plain).some((a) => a.type === 'fight')).toBe(false);
  });

  it('§13 objectives: the side garrisoning the building scores its points at the end', () => {
    const s = squadGame(row('r', 'vets', 2, 2, 2), garrison(1), 'movement', {
      terrain: [HOUSE],
      objectives: [{ terrain: 'house', points: 100 }],
    });
    expect(finalScore(s)).toEqual({ red: 20, blue: 110 });
  });
});

describe('§11 garrison document rules and edge cases', () => {
  it('§11 a model inside a building neither charges nor hides, and a falling-back unit does not hide', () => {
    const s = squadGame(garrison(2), [trooper('b1', 'mob', 12, 17)], 'movement', { terrain: [HOUSE] });
    expect(codeOf(s, { type: 'charge', model: 'g1', target: 'b1' })).toBe('ERR_CANNOT_CHARGE');
    expect(legalActions(s).some((a) => a.type === 'hide' || a.type === 'charge')).toBe(false);
  });

  it('§11 leaving to a point inside the walls is refused', () => {
    const s = squadGame(garrison(2), [trooper('b1', 'mob', 20, 22)], 'movement', { terrain: [HOUSE] });
    expect(codeOf(s, { type: 'leaveBuilding', unit: 'garrison', to: [12, 12] })).toBe('ERR_BAD_ACTION');
  });

  it.each([
    ['over capacity', { terrain: [{ ...HOUSE, capacity: 2 }] }, garrison(3), 'terrain[0].capacity'],
    [
      'buildings off',
      { ruleset: { preset: 'squad-assault' as const, options: { buildings: false } } },
      garrison(2),
      'sides[0].models[0].building',
    ],
    ['a garrison partly outside', {}, [...garrison(2), trooper('g9', 'garrison', 20, 3)], 'terrain[0]'],
    [
      'two units in one building',
      {},
      [...garrison(2), trooper('x1', 'other', 13, 13, { building: 'house' })],
      'sides[0].models[2].building',
    ],
    [
      'a unit split across two buildings',
      {
        terrain: [
          HOUSE,
          {
            ...HOUSE,
            id: 'barn',
            polygon: [
              [1, 15],
              [7, 15],
              [7, 21],
              [1, 21],
            ] as [number, number][],
          },
        ],
      },
      [...garrison(2), trooper('g3', 'garrison', 3, 17, { building: 'barn' })],
      'sides[0].models[2].building',
    ],
    [
      'an enemy standing inside the garrisoned walls',
      {},
      [...garrison(2), trooper('x1', 'other', 13.5, 13.5)],
      'sides[0].models[2].at',
    ],
    [
      'a hidden garrison (which could not be shot)',
      {},
      garrison(2, { hidden: true }),
      'sides[0].models[0].hidden',
    ],
    ['a garrison falling back', {}, garrison(2, { fallingBack: true }), 'sides[0].models[1].fallingBack'],
    [
      'a lone model inside an empty building',
      {},
      [trooper('x1', 'other', 13.5, 13.5)],
      'sides[0].models[0].at',
    ],
    [
      'an objective on no building',
      { objectives: [{ terrain: 'nowhere', points: 10 }] },
      garrison(1),
      'objectives[0].terrain',
    ],
  ])('§11 refuses a scenario with %s, naming the field', (_name, extra, red, path) => {
    const doc = squads(red, [trooper('b1', 'mob', 20, 22)], { terrain: [HOUSE], ...extra });
    expect(squadDocumentProblems(doc).map((p) => p.path)).toContain(path);
    expect(createGame(doc).ok).toBe(false);
  });

  it('§11 a model on a floor of a building, or inside one with buildings off, is no garrison problem', () => {
    const upstairs = squads(
      [trooper('x1', 'other', 13.5, 13.5, { at: [13.5, 13.5, 3] })],
      [trooper('b1', 'mob', 20, 22)],
      {
        terrain: [HOUSE],
      },
    );
    expect(squadDocumentProblems(upstairs)).toEqual([]);
    const off = squads([trooper('x1', 'other', 13.5, 13.5)], [trooper('b1', 'mob', 20, 22)], {
      terrain: [HOUSE],
      ruleset: { preset: 'squad-assault', options: { buildings: false } },
    });
    expect(squadDocumentProblems(off)).toEqual([]);
  });
});
