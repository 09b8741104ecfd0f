import { describe, it, expect } from 'vitest';
import {
  applyAction,
  createGame,
  isMoveOption,
  legalActions,
  standingHeights,
  toScenario,
  validateAction,
  type Action,
  type GameEvent,
  type GameState,
  type ScenarioDocument,
} from '../../engine';
import { man, model, play, scenario, start } from '../support/scenario';

/** A small seeded generator for choosing actions (mulberry32); the engine's own dice come from its seed. */
function chooser(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Two warbands of four with a leader each, a low wall, a high wall and a wood; 4 game turns. */
function skirmish(seed = 'det-1'): ScenarioDocument {
  return scenario(
    [
      man('r1', 6, 4, {
        rules: ['leader'],
        profile: { Ld: 8, WS: 4, A: 2 },
        save: 5,
        weapons: ['sword', 'crossbow'],
      }),
      man('r2', 9, 4, { weapons: ['axe', 'bow'] }),
      man('r3', 12, 4, { profile: { W: 2 } }),
      man('r4', 15, 4, { weapons: ['sword'], invulnerable: 5 }),
    ],
    [
      man('b1', 6, 16, { rules: ['leader'], profile: { Ld: 8, I: 4 }, save: 4 }),
      man('b2', 9, 16, { weapons: ['axe'] }),
      man('b3', 12, 16, { weapons: ['sword', 'crossbow'] }),
      man('b4', 15, 16, { rules: ['killingBlow'] }),
    ],
    {
      seed,
      maxTurns: 4,
      terrain: [
        {
          id: 'low',
          kind: 'wall',
          polygon: [
            [4, 10],
            [10, 10],
            [10, 10.5],
            [4, 10.5],
          ],
          height: 1,
          cover: 'hard',
        },
        {
          id: 'high',
          kind: 'wall',
          polygon: [
            [16, 8],
            [16.5, 8],
            [16.5, 13],
            [16, 13],
          ],
          height: 3,
          cover: 'hard',
        },
        {
          id: 'wood',
          kind: 'wood',
          polygon: [
            [11, 9],
            [14, 9],
            [14, 12],
            [11, 12],
          ],
          height: 4,
          cover: 'soft',
        },
      ],
    },
  );
}

/** Plays a random legal game from `doc` and returns its actions (moves pick a random legal point). */
function randomActions(doc: ScenarioDocument, seed: number, limit = 500): Action[] {
  let s = start(doc).state;
  const pick = chooser(seed);
  const out: Action[] = [];
  while (s.result === null && out.length < limit) {
    const legal = legalActions(s);
    let a: Action | null = null;
    for (let tries = 0; tries < 8 && a === null; tries++) {
      const c = legal[Math.floor(pick() * legal.length)]!;
      if (!isMoveOption(c) || c.type === 'moveUnit') {
        a = isMoveOption(c) ? null : c;
        continue;
      }
      const m = model(s, c.model);
      const angle = pick() * 2 * Math.PI;
      const d = pick() * c.maxDistance;
      const move: Action = {
        type: 'move',
        model: c.model,
        to: [m.x + Math.cos(angle) * d, m.y + Math.sin(angle) * d],
      };
      if (c.run) move.run = true;
      if (validateAction(s, move) === null) a = move;
    }
    a ??= { type: 'endPhase' };
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.value.state;
    out.push(a);
  }
  return out;
}

function replay(state: GameState, actions: Action[]): { state: GameState; events: GameEvent[] } {
  return play(state, actions);
}

const ROLL_TESTS = [
  'toHit',
  'toWound',
  'armourSave',
  'invulnerableSave',
  'injury',
  'leadership',
  'initiative',
  'chargeNotice',
  'rout',
  'fleeDistance',
  'fallHits',
  'casting',
  'spellHits',
];

describe('§13 Dice, determinism and outcomes', () => {
  it('§13 the same scenario, seed and actions give the same game, bit for bit', () => {
    const doc = skirmish();
    const actions = randomActions(doc, 7);
    const a = start(doc);
    const b = start(doc);
    expect(b.state).toEqual(a.state);
    const ra = replay(a.state, actions);
    const rb = replay(b.state, actions);
    expect(rb.state).toEqual(ra.state);
    expect(rb.events).toEqual(ra.events);
    expect(JSON.stringify(rb.state)).toBe(JSON.stringify(ra.state));
    expect(JSON.stringify(rb.events)).toBe(JSON.stringify(ra.events));
    expect(ra.events.some((e) => e.kind === 'roll')).toBe(true);
  });

  it('§13 another seed gives another sequence of dice', () => {
    const actions: Action[] = Array.from({ length: 40 }, () => ({ type: 'endPhase' }));
    const tough = { profile: { W: 100 } };
    const doc = scenario([man('r1', 5, 5, tough)], [man('b1', 6, 5, tough)], {
      phase: 'closeCombat',
      maxTurns: 10,
    });
    const one = replay(start({ ...doc, seed: 'one' }).state, actions);
    const two = replay(start({ ...doc, seed: 'two' }).state, actions);
    expect(JSON.stringify(one.events)).not.toBe(JSON.stringify(two.events));
  });

  it('§13 toScenario → createGame continues the same game bit for bit', () => {
    const doc = skirmish('det-2');
    const actions = randomActions(doc, 11);
    const cut = Math.floor(actions.length / 2);
    const whole = replay(start(doc).state, actions);
    const half = replay(start(doc).state, actions.slice(0, cut));
    const saved = JSON.parse(JSON.stringify(toScenario(half.state))) as ScenarioDocument;
    expect(saved.phaseStarted).toBe(true);
    const resumed = createGame(saved);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.value.events).toEqual([]);
    expect(JSON.stringify(resumed.value.state)).toBe(JSON.stringify(half.state));
    const rest = replay(resumed.value.state, actions.slice(cut));
    expect(JSON.stringify(rest.state)).toBe(JSON.stringify(whole.state));
    expect(rest.events).toEqual(whole.events.slice(half.events.length));
  });

  it('§13 forced dice are used before the generator, which does not advance meanwhile', () => {
    const doc = scenario([man('r1', 5, 5)], [man('b1', 15, 5), man('b2', 15, 20)], {
      phase: 'shooting',
      dice: [4, 4, 3, 2],
    });
    const s = start(doc).state;
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(r.state.dice).toEqual([2]);
    expect(r.state.rng).toEqual(s.rng);
    expect(s.dice).toEqual([4, 4, 3, 2]);
  });

  it('§13 validating or refusing an action changes nothing', () => {
    const s = start(
      scenario([man('r1', 5, 5)], [man('b1', 15, 5)], { phase: 'shooting', dice: [4, 4, 3] }),
    ).state;
    const before = JSON.stringify(s);
    expect(validateAction(s, { type: 'shoot', model: 'r1', target: 'b1' })).toBeNull();
    expect(applyAction(s, { type: 'move', model: 'r1', to: [6, 5] }).ok).toBe(false);
    expect(applyAction(s, { type: 'shoot', model: 'r1', target: 'b1' }).ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('§13 a side with no models left loses at once (wipeout)', () => {
    const s = start(
      scenario([man('r1', 5, 5)], [man('b1', 15, 5)], { phase: 'shooting', dice: [4, 4, 6] }),
    ).state;
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(r.state.result).toEqual({ winner: 'red', reason: 'wipeout' });
    expect(r.events.at(-1)).toEqual({
      kind: 'gameOver',
      winner: 'red',
      reason: 'wipeout',
      points: { red: 10, blue: 0 },
    });
    expect(legalActions(r.state)).toEqual([]);
    expect(applyAction(r.state, { type: 'endPhase' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_GAME_OVER' },
    });
  });

  it('§13 a wipeout in close combat ends the game when the phase resolves', () => {
    const s = start(
      scenario([man('r1', 5, 5)], [man('b1', 6, 5, { profile: { I: 1 } })], {
        phase: 'closeCombat',
        dice: [4, 4, 5],
      }),
    ).state;
    const r = play(s, [{ type: 'endPhase' }]);
    expect(r.state.result).toEqual({ winner: 'red', reason: 'wipeout' });
    expect(r.state.phase).toBe('closeCombat');
  });

  it('§13 FORMATS §3 every dice event of random games carries its rule §, model, need, dice and outcome', () => {
    for (const seed of [1, 2, 3]) {
      const doc = skirmish(`fmt-${seed}`);
      const { state, events: first } = start(doc);
      const { events } = replay(state, randomActions(doc, seed));
      for (const e of [...first, ...events]) {
        if (e.kind !== 'roll') continue;
        expect(e.rule).toMatch(/^§\d+(\.\d+)?$/);
        expect(ROLL_TESTS).toContain(e.test);
        expect(typeof e.model).toBe('string');
        expect(typeof e.need).toBe('number');
        expect(typeof e.success).toBe('boolean');
        for (const d of e.dice) expect([1, 2, 3, 4, 5, 6]).toContain(d);
      }
    }
  });

  it('§3.2 §13 random games keep models on the table, off each other, and end', () => {
    for (const seed of [4, 5, 6, 7]) {
      const doc = skirmish(`inv-${seed}`);
      const actions = randomActions(doc, seed, 2000);
      const { state } = replay(start(doc).state, actions);
      expect(state.result).not.toBeNull();
      const ms = state.static.models;
      for (let i = 0; i < ms.length; i++) {
        const a = state.models[i]!;
        if (a.status === 'outOfAction') continue;
        expect(a.x - ms[i]!.base).toBeGreaterThanOrEqual(-1e-6);
        expect(a.y + ms[i]!.base).toBeLessThanOrEqual(24 + 1e-6);
        for (let j = i + 1; j < ms.length; j++) {
          const b = state.models[j]!;
          if (b.status === 'outOfAction') continue;
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(ms[i]!.base + ms[j]!.base - 0.05);
        }
      }
    }
  });
});

/** Warbands on a table with a platform, a two-floor building, walls and a wood; a wizard each; red starts with a model fleeing. */
function heights(seed: string): ScenarioDocument {
  const doc = skirmish(seed);
  doc.terrain = [
    ...(doc.terrain ?? []),
    {
      id: 'deck',
      kind: 'platform',
      polygon: [
        [1, 7],
        [5, 7],
        [5, 13],
        [1, 13],
      ],
      height: 3,
      cover: 'hard',
    },
    {
      id: 'house',
      kind: 'building',
      polygon: [
        [18, 9],
        [23, 9],
        [23, 15],
        [18, 15],
      ],
      height: 6,
      cover: 'hard',
      floors: [3, 6],
    },
  ];
  doc.spells = {
    bolt: { castingValue: 6, range: 18, effect: 'magicMissile', hits: 'D3', strength: 4 },
    bless: { castingValue: 5, range: 12, effect: 'buff' },
  };
  const red = doc.sides[0].models;
  const blue = doc.sides[1].models;
  red[1] = { ...red[1]!, rules: ['wizard'], spells: ['bolt', 'bless'] };
  red[3] = { ...red[3]!, fleeing: true };
  blue[1] = { ...blue[1]!, rules: ['wizard'], spells: ['bolt'], at: [4, 10, 3] };
  blue[3] = { ...blue[3]!, at: [20, 12, 6] };
  doc.ruleset = { options: { spellGroups: true } };
  return doc;
}

describe('§4.3 §4.4 §9 §12 random games with heights, flight and magic', () => {
  it('§3.2 §4.4 §13 random games keep models on a floor, off each other on their level, and replay bit for bit', () => {
    const kinds = new Set<string>();
    for (const seed of [21, 22, 23, 24, 25, 43]) {
      const doc = heights(`h-${seed}`);
      const actions = randomActions(doc, seed, 1500);
      for (const a of actions) kinds.add(a.type);
      const { state, events } = replay(start(doc).state, actions);
      const again = replay(start(doc).state, actions);
      expect(JSON.stringify(again.events)).toBe(JSON.stringify(events));
      const ms = state.static.models;
      for (let i = 0; i < ms.length; i++) {
        const a = state.models[i]!;
        if (a.status === 'outOfAction') continue;
        expect(standingHeights(state, a.x, a.y).some((h) => Math.abs(h - a.z) < 1e-6)).toBe(true);
        for (let j = i + 1; j < ms.length; j++) {
          const b = state.models[j]!;
          if (b.status === 'outOfAction' || Math.abs(a.z - b.z) >= 1) continue;
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(ms[i]!.base + ms[j]!.base - 0.05);
        }
      }
      for (const e of events)
        if (e.kind === 'roll') {
          expect(ROLL_TESTS).toContain(e.test);
          expect(e.rule).toMatch(/^§\d+(\.\d+)?$/);
        }
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['hide', 'cast', 'climb', 'jumpDown']));
  });

  it('§13 toScenario → createGame continues games with heights, flight and magic bit for bit', () => {
    for (const seed of [31, 32, 33]) {
      const doc = heights(`hs-${seed}`);
      const actions = randomActions(doc, seed, 1200);
      for (const cut of [Math.floor(actions.length / 3), Math.floor((2 * actions.length) / 3)]) {
        const whole = replay(start(doc).state, actions);
        const half = replay(start(doc).state, actions.slice(0, cut));
        const saved = JSON.parse(JSON.stringify(toScenario(half.state))) as ScenarioDocument;
        const resumed = createGame(saved);
        if (!resumed.ok) throw new Error(resumed.error.message);
        expect(JSON.stringify(resumed.value.state)).toBe(JSON.stringify(half.state));
        const rest = replay(resumed.value.state, actions.slice(cut));
        expect(JSON.stringify(rest.state)).toBe(JSON.stringify(whole.state));
      }
    }
  });
});
