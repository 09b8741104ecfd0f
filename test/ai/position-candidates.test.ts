import { describe, expect, it } from 'vitest';
import { applyAction, canSee, modelDist, modelIndex, type GameState, type ScenarioModel } from '../../engine';
import { candidates, newPlan, search } from '../../ai';
import { moveCandidates } from '../../ai/candidates';
import type { Decision } from '../../ai/decision';
import { judgedSpots, wideningFor } from '../../ai/position-candidates';
import { man, scenario, start } from '../support/scenario';

const crossbow = { type: 'missile' as const, range: 30, strength: 4 };

/** Base-to-base distance from model `id` to model `other` after decision d (a move of `id`), inches. */
function distAfter(s: GameState, d: Decision, other: string): number {
  if (d.type !== 'move') return -1;
  const r = applyAction(s, d);
  if (!r.ok) throw new Error(r.error.message);
  return modelDist(r.value.state, modelIndex(s, d.model), modelIndex(s, other));
}

/** Moves of r1 that end beyond the wolf's 16″ and the zombie's 8″ charge reach (§4.1). */
function safeMoves(s: GameState, ds: Decision[]): Decision[] {
  return ds.filter((d) => d.type === 'move' && distAfter(s, d, 'wolf') > 16 && distAfter(s, d, 'zombie') > 8);
}

describe('move candidates from the whole position (issue 18)', () => {
  it('a knocked-down or stunned enemy is no charge threat next turn: it stands up and may not charge (§3.1)', () => {
    // The raider stands 6″ off, inside its 8″ of charge reach of every spot the archer can walk to.
    const doc = (status: 'standing' | 'knockedDown' | 'stunned') =>
      scenario([man('r1', 12, 6, { rules: ['leader'] })], [man('raider', 12, 13, { status })], {
        phase: 'movement',
        phaseStarted: true,
        turn: 2,
      });
    const slack = (status: 'standing' | 'knockedDown' | 'stunned'): number[] =>
      judgedSpots(start(doc(status)).state, 0, 4).map((p) => p.slack);
    expect(Math.min(...slack('standing'))).toBeLessThan(0);
    expect(slack('knockedDown').every((x) => x === Infinity)).toBe(true);
    expect(slack('stunned').every((x) => x === Infinity)).toBe(true);
  });

  // The zombie (M4, 8″ of charge) is the nearest enemy, out of reach; the wolf (M8, 16″) is farther and in
  // reach: backing away from the zombie walks towards the wolf.
  const wolfDoc = scenario(
    [man('r1', 12, 12, { rules: ['leader'] })],
    [man('zombie', 23, 13, { rules: ['leader'] }), man('wolf', 2, 2, { profile: { M: 8 } as never })],
    { phase: 'movement', phaseStarted: true, turn: 2 },
  );

  it('offers a spot out of the charge reach of a farther, faster enemy as well as the nearest one', () => {
    const s = start(wolfDoc).state;
    expect(modelDist(s, 0, 2)).toBeLessThan(16);
    expect(safeMoves(s, moveCandidates(s, 0))).toEqual([]);
    expect(safeMoves(s, candidates(s, newPlan(s))).length).toBeGreaterThan(0);
  });

  it('a seeded 300-iteration search weighs the spots out of the wolf’s reach', () => {
    const s = start(wolfDoc).state;
    const r = search(s, { iterations: 300, seed: 'wolf' });
    const safe = safeMoves(
      s,
      r.candidates.map((c) => c.action),
    );
    expect(safe.length).toBeGreaterThan(0);
    for (const c of r.candidates) if (safe.includes(c.action)) expect(c.visits).toBeGreaterThan(0);
  });

  it('offers a hidden spot behind the far end of a long wall (§4.3), tested against every shooter', () => {
    const shooter = (id: string, x: number): ScenarioModel =>
      man(id, x, 21, { weapons: ['sword', 'crossbow'] });
    const doc = scenario(
      [man('r1', 20, 6, { rules: ['leader'], weapons: ['sword'] })],
      [shooter('b1', 4), shooter('b2', 10), shooter('b3', 16), man('b4', 23.2, 17, { weapons: ['sword'] })],
      {
        phase: 'movement',
        phaseStarted: true,
        turn: 2,
        weapons: { crossbow },
        terrain: [
          {
            id: 'w1',
            kind: 'wall',
            polygon: [
              [0, 9],
              [18, 9],
              [18, 9.6],
              [0, 9.6],
            ],
            height: 3,
            cover: 'hard',
          },
        ],
      },
    );
    const s = start(doc).state;
    const hidden = candidates(s, newPlan(s)).filter((d) => d.type === 'move' && d.hide === true);
    expect(hidden.length).toBeGreaterThan(0);
    for (const d of hidden) {
      if (d.type !== 'move') continue;
      expect(d.to[0]).toBeGreaterThan(14);
      expect(d.to[1]).toBeLessThan(9);
      expect(applyAction(s, d).ok).toBe(true);
    }
  });

  it('widens progressively: a bigger budget considers more sampled spots', () => {
    // A swordsman: a bowman that sees a target keeps only the spots that gain something (`shotWorthyMoves`).
    const s = start(
      scenario(
        [man('r1', 12, 12, { rules: ['leader'], weapons: ['sword'] })],
        [man('zombie', 23, 13, { rules: ['leader'] }), man('wolf', 2, 2, { profile: { M: 8 } as never })],
        { phase: 'movement', phaseStarted: true, turn: 2 },
      ),
    ).state;
    expect([wideningFor(40), wideningFor(800), wideningFor(6000)]).toEqual([0, 3, 9]);
    const narrow = candidates(s, newPlan(s), wideningFor(40));
    const wide = candidates(s, newPlan(s), wideningFor(6000));
    expect(wide.length).toBeGreaterThan(narrow.length);
    const keys = new Set(wide.map((d) => JSON.stringify(d)));
    for (const d of narrow) expect(keys.has(JSON.stringify(d))).toBe(true);
  });
});

describe('a shooter with a shot (issue 18, session 12)', () => {
  it('keeps hold and the moves that gain something, not a step that only costs −1 To Hit (§6.3)', () => {
    // r1 (bow, 24″) sees the lone zombie 14″ away in the open, out of its 8″ reach: every walk costs −1.
    const s = start(
      scenario(
        [man('r1', 4, 4, { rules: ['leader'] })],
        [man('zombie', 18, 4, { rules: ['leader'], weapons: ['sword'] })],
        {
          phase: 'movement',
          phaseStarted: true,
          turn: 2,
        },
      ),
    ).state;
    const all = candidates(s, newPlan(s), wideningFor(800));
    expect(all.filter((d) => d.type === 'move' && d.run !== true)).toEqual([]);
    expect(all).toContainEqual({ type: 'hold', model: 'r1' });
    // Within a faster zombie's 12″ reach (and out of r1's own 8″) a step out of it is kept.
    const near = start(
      scenario(
        [man('r1', 4, 4, { rules: ['leader'] })],
        [man('zombie', 14, 4, { rules: ['leader'], weapons: ['sword'], profile: { M: 6 } as never })],
        {
          phase: 'movement',
          phaseStarted: true,
          turn: 2,
        },
      ),
    ).state;
    const out = candidates(near, newPlan(near), wideningFor(800)).filter(
      (d) => d.type === 'move' && d.run !== true,
    );
    expect(out.length).toBeGreaterThan(0);
    for (const d of out) expect(distAfter(near, d, 'zombie')).toBeGreaterThan(12);
  });

  it('keeps an advance of 2″ or more out of reach when the shot from here needs a 6 or worse (§6.3, §6.4)', () => {
    // The zombie 14″ away stands behind a low wall: r1's bow needs 4+, +1 at long range, +2 for hard cover (§5): 7+.
    const wall = {
      id: 'wall',
      kind: 'wall' as const,
      polygon: [
        [16, 2],
        [16.5, 2],
        [16.5, 6],
        [16, 6],
      ] as [number, number][],
      height: 1,
      cover: 'hard' as const,
    };
    const s = start(
      scenario(
        [man('r1', 4, 4, { rules: ['leader'] })],
        [man('zombie', 18, 4, { rules: ['leader'], weapons: ['sword'] })],
        { phase: 'movement', phaseStarted: true, turn: 2, terrain: [wall] },
      ),
    ).state;
    const walks = candidates(s, newPlan(s), wideningFor(800)).filter(
      (d) => d.type === 'move' && d.run !== true,
    );
    const before = modelDist(s, modelIndex(s, 'r1'), modelIndex(s, 'zombie'));
    const advances = walks.filter((d) => before - distAfter(s, d, 'zombie') >= 2);
    expect(advances.length).toBeGreaterThan(0);
    for (const d of advances) expect(distAfter(s, d, 'zombie')).toBeGreaterThan(8.3);
  });
});

describe('a run to cover (issue 18, session 15)', () => {
  // The scout of puzzle run-behind-the-wall: three crossbows see him, a walk of 4″ stays in their sight, a run
  // of 8″ (§4.2: no enemy within 8″) reaches the tall block's shadow; after a run he may not hide (§4.3).
  const runDoc = (scoutAt: [number, number]) =>
    scenario(
      [man('r1', scoutAt[0], scoutAt[1], { rules: ['leader'], points: 30 })],
      [
        man('b1', 12, 21, { weapons: ['sword', 'crossbow'] }),
        man('b2', 17, 22, { weapons: ['sword', 'crossbow'] }),
        man('b3', 21, 19, { weapons: ['sword', 'crossbow'], rules: ['leader'] }),
      ],
      {
        phase: 'movement',
        phaseStarted: true,
        turn: 2,
        terrain: [
          {
            id: 'w1',
            kind: 'wall',
            polygon: [
              [2, 8],
              [6, 8],
              [6, 12],
              [2, 12],
            ],
            height: 4,
            cover: 'hard',
          },
        ],
      },
    );
  /** The search's run candidates after which no crossbowman sees the scout. */
  const unseenRuns = (s: GameState): Decision[] =>
    candidates(s, newPlan(s)).filter((d) => {
      if (d.type !== 'move' || d.run !== true) return false;
      const r = applyAction(s, d);
      if (!r.ok) throw new Error(r.error.message);
      return ['b1', 'b2', 'b3'].every((b) => !canSee(r.value.state, modelIndex(s, b), 0));
    });

  it('offers a run out of every shooter’s sight when no walk leaves it (§4.2, §5), and no hide after it (§4.3)', () => {
    const s = start(runDoc([10, 4.5])).state;
    const cover = unseenRuns(s);
    expect(cover.length).toBeGreaterThan(0);
    for (const d of cover) expect(d.type === 'move' && d.hide).not.toBe(true);
    expect(moveCandidates(s, 0).filter((d) => d.type === 'move' && d.run === true).length).toBe(1);
  });

  it('offers no run to cover when a walk reaches cover, or when an enemy within 8″ forbids running (§4.2)', () => {
    expect(unseenRuns(start(runDoc([8, 9])).state)).toEqual([]);
    const blocked = start(runDoc([10, 14])).state;
    expect(candidates(blocked, newPlan(blocked)).filter((d) => d.type === 'move' && d.run === true)).toEqual(
      [],
    );
  });

  it('a seeded 800-iteration search runs the scout behind the block on the last turn, points level (§13)', () => {
    const s = start({ ...runDoc([10, 4.5]), turn: 8, maxTurns: 8 }).state;
    const r = search(s, { iterations: 800, seed: 'run' });
    expect(r.action).toMatchObject({ type: 'move', run: true });
  });
});
