// The AI's explanation as the board and the AI panel draw it: candidate geometry and heat-map spots from a
// decided position, board marks and label placement, key outcomes, principal variations and chart swings.
import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../ai';
import { createGame } from '../../engine';
import type { GameEvent } from '../../engine/types';
import { candidateSpots, decidingModel, decisionPositions } from '../../session/decision-geometry';
import { explainMarks, labelAnchor, markKind, markLabel } from '../../renderer/src/board/explain-marks';
import { heatColour, heatRange, heatSpots } from '../../renderer/src/board/heat-map';
import { hasKeyOutcomes, keyOutcomes } from '../../renderer/src/panels/key-outcomes';
import { placeLabels } from '../../renderer/src/board/label-layout';
import type { Odds } from '../../session/odds';
import { pvSteps } from '../../renderer/src/panels/pv-steps';
import type { LineEntry, LogEntry } from '../../session/service-types';
import type { ValuePoint } from '../../renderer/src/stores/ai';
import { findSwings, SWING_THRESHOLD } from '../../renderer/src/panels/swings';
import { man, scenario } from '../support/scenario';

const NAMES = { r1: 'Captain', r2: 'Archer', b1: 'Raider', b2: 'Chief' };

function duelState() {
  const g = createGame(
    scenario([man('r1', 10, 4), man('r2', 14, 4)], [man('b1', 10, 12), man('b2', 18, 20, { base: 1 })], {
      phase: 'movement',
    }),
  );
  if (!g.ok) throw new Error(g.error.message);
  return g.value.state;
}

const c = (action: Candidate['action'], visits: number, value: number, pv = [action]): Candidate => ({
  action,
  visits,
  value,
  pv,
});

const CANDIDATES: Candidate[] = [
  c({ type: 'charge', model: 'r1', target: 'b1' }, 400, 0.63),
  c({ type: 'move', model: 'r1', to: [10, 8], run: true }, 150, 0.55),
  c({ type: 'move', model: 'r1', to: [8, 6] }, 90, 0.5),
  c({ type: 'noCharge', model: 'r1' }, 40, 0.47),
  c({ type: 'climb', model: 'r1', to: [11, 5, 3] }, 10, 0.41),
  c({ type: 'move', model: 'r1', to: [12, 6], hide: true }, 0, 0.5),
];

describe('decision geometry (worker side)', () => {
  it('names the deciding model and where every named model stood, inches', () => {
    const s = duelState();
    expect(decidingModel(CANDIDATES)).toBe('r1');
    expect(decidingModel([c({ type: 'endPhase' }, 5, 0.5)])).toBeNull();
    expect(decisionPositions(s, CANDIDATES)).toEqual({ r1: [10, 4], b1: [10, 12] });
  });

  it('places a spot at every end position: moves, runs, the charge contact point, climbs and staying put', () => {
    const spots = candidateSpots(duelState(), CANDIDATES);
    expect(spots.map((s) => s.kind)).toEqual(['charge', 'run', 'move', 'stay', 'climb', 'move']);
    // The charger stops in base contact: 0.5" + 0.5" short of the target's centre.
    expect(spots[0]).toEqual({ x: 10, y: 11, visits: 400, value: 0.63, kind: 'charge' });
    expect(spots[3]).toMatchObject({ x: 10, y: 4, kind: 'stay' });
    expect(candidateSpots(duelState(), [c({ type: 'shoot', model: 'r1', target: 'b1' }, 9, 0.5)])).toEqual(
      [],
    );
  });
});

describe('board marks', () => {
  const base = (id: string) => (id === 'b2' ? 1 : 0.5);

  it('draws the top five: arrows from where the model stood, charges stopping at the target base', () => {
    const marks = explainMarks(CANDIDATES, { r1: [10, 4], b1: [10, 12] }, {}, base);
    expect(marks).toHaveLength(5);
    expect(marks.map((m) => m.kind)).toEqual(['charge', 'run', 'move', 'stay', 'climb']);
    expect(marks[0]).toMatchObject({ chosen: true, from: [10, 4], to: [10, 11.5], label: '400 · 63%' });
    expect(marks[0]!.share).toBe(1);
    expect(marks[1]).toMatchObject({ chosen: false, to: [10, 8], share: 0.375 });
    expect(marks[3]).toMatchObject({ kind: 'stay', to: null });
  });

  it('fills in positions from the board for a live search and skips what cannot be placed', () => {
    const shots = [
      c({ type: 'shoot', model: 'r2', target: 'b2' }, 30, 0.52),
      c({ type: 'cast', model: 'r2', spell: 'spark', target: 'b9' }, 20, 0.5),
      c({ type: 'endPhase' }, 1, 0.5),
    ];
    const marks = explainMarks(shots, {}, { r2: [14, 4], b2: [18, 20] }, base);
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ kind: 'shot', from: [14, 4], to: [18, 20] });
    expect(labelAnchor(marks[0]!)[1]).toBeCloseTo(4 + 16 * 0.62);
  });

  it('labels with visits and the win chance, and knows each kind', () => {
    expect(markLabel(c({ type: 'endPhase' }, 1234, 0.456))).toBe('1,234 · 46%');
    expect(markKind({ type: 'jumpGap', model: 'r1', to: [1, 2, 3] })).toBe('jump');
    expect(markKind({ type: 'divingCharge', model: 'r1', target: 'b1' })).toBe('charge');
    expect(markKind({ type: 'hold', model: 'r1' })).toBe('stay');
  });
});

describe('label placement', () => {
  const overlap = (a: { x: number; y: number }, b: { x: number; y: number }, w: number, h: number) =>
    Math.abs(a.x - b.x) < w && Math.abs(a.y - b.y) < h;

  it('puts labels on one anchor above and below, then around, never overlapping', () => {
    const box = { x: 5, y: 5, w: 4, h: 1 };
    const placed = placeLabels([box, box]);
    expect(placed[0]!.x).toBe(5);
    expect(placed[0]!.y).toBeCloseTo(4.35);
    expect(placed[1]!.y).toBeCloseTo(5.65);
    const many = placeLabels(Array.from({ length: 8 }, () => box));
    expect(many).toHaveLength(8);
    for (let i = 0; i < many.length; i++)
      for (let j = i + 1; j < many.length; j++) expect(overlap(many[i]!, many[j]!, 4, 1)).toBe(false);
  });

  it('keeps labels inside the bounds and clear of the anchor’s radius', () => {
    const [p] = placeLabels([{ x: 0.5, y: 0.2, w: 4, h: 1, r: 0.5 }], { x: 0, y: 0, w: 24, h: 24 });
    expect(p).toEqual({ x: 2, y: 0.5 });
    const [q] = placeLabels([{ x: 10, y: 10, w: 4, h: 1, r: 0.5 }]);
    expect(q!.y).toBeCloseTo(10 - 0.65 - 0.5);
  });

  it('keeps off the boxes to avoid (models’ bases) while another spot is free', () => {
    const base = { x: 10, y: 8.8, w: 1, h: 1 };
    const [p] = placeLabels([{ x: 10, y: 10, w: 4, h: 1 }], undefined, [base]);
    expect(p).toEqual({ x: 10, y: 10.65 });
    const walls = [base, { x: 10, y: 11.2, w: 1, h: 1 }, { x: 13, y: 10, w: 4, h: 12 }];
    const [q] = placeLabels([{ x: 10, y: 10, w: 4, h: 1 }], undefined, [
      ...walls,
      { x: 7, y: 10, w: 4, h: 12 },
    ]);
    // No spot is clear: the free one covering the fewest (the wall on the right only).
    expect(q).toEqual({ x: 12.3, y: 10 });
  });
});

describe('heat map', () => {
  it('colours on viridis and grades spots between the worst and the best', () => {
    expect(heatColour(0)).toBe('rgb(68, 1, 84)');
    expect(heatColour(1)).toBe('rgb(253, 231, 37)');
    expect(heatColour(7)).toBe(heatColour(1));
    const spots = heatSpots(candidateSpots(duelState(), CANDIDATES));
    expect(spots).toHaveLength(5);
    expect(spots.at(-1)).toMatchObject({ kind: 'charge', t: 1, share: 1, best: true });
    expect(spots[0]).toMatchObject({ kind: 'climb', t: 0 });
    expect(heatRange(spots)).toEqual({ low: 0.41, high: 0.63 });
    expect(heatSpots([{ x: 1, y: 1, visits: 3, value: 0.5, kind: 'move' }])[0]!.t).toBe(0.5);
  });
});

describe('key outcomes', () => {
  const odds = (over: Partial<Odds>): Odds => ({
    action: { type: 'charge', model: 'r1', target: 'b1' },
    method: 'exact',
    samples: 1,
    outcomes: [
      { key: 'reaches', label: '', p: 0.75 },
      { key: 'outOfAction', label: '', p: 0 },
    ],
    expectedWounds: 0,
    combat: { samples: 600, outcomes: [{ key: 'outOfAction', label: '', p: 0.3 }] },
    rout: { side: 'blue', p: 0.12, samples: 600 },
    ...over,
  });
  const side = (id: string) => (id === 'blue' ? 'Marsh Raiders' : id);

  it('reads a charge: reaches, target out of action after the combat, enemy rout', () => {
    expect(keyOutcomes(odds({}), (id) => NAMES[id as 'b1'] ?? id, side)).toEqual([
      { key: 'reaches', label: 'Charge reaches', p: 0.75 },
      { key: 'outOfAction', label: 'Raider out of action after the combat', p: 0.3 },
      { key: 'rout', label: 'Marsh Raiders rout next turn', p: 0.12 },
    ]);
  });

  it('reads a shot at once, and leaves rout out when rout tests are off', () => {
    const shot = odds({
      action: { type: 'shoot', model: 'r2', target: 'b2' },
      outcomes: [{ key: 'outOfAction', label: '', p: 0.08 }],
      combat: null,
      rout: null,
    });
    expect(keyOutcomes(shot, (id) => NAMES[id as 'b2'] ?? id, side)).toEqual([
      { key: 'outOfAction', label: 'Chief out of action', p: 0.08 },
    ]);
    expect(hasKeyOutcomes({ type: 'cast' })).toBe(true);
    expect(hasKeyOutcomes({ type: 'move' })).toBe(false);
  });
});

describe('principal variation steps', () => {
  it('lists decisions with their side and folds phase ends', () => {
    const sides: Record<string, number> = { r1: 0, r2: 0, b1: 1 };
    const steps = pvSteps(
      [
        { type: 'charge', model: 'r1', target: 'b1' },
        { type: 'endPhase' },
        { type: 'endPhase' },
        { type: 'shoot', model: 'r2', target: 'b1' },
        { type: 'endPhase' },
        { type: 'hold', model: 'b1' },
      ],
      NAMES,
      (id) => sides[id] ?? null,
    );
    expect(steps).toEqual([
      { text: 'Captain charges Raider', side: 0 },
      { text: 'End phase ×2', side: null },
      { text: 'Archer shoots Raider', side: 0 },
      { text: 'End phase', side: null },
      { text: 'Raider holds', side: 1 },
    ]);
    expect(pvSteps([{ type: 'endPhase' }], NAMES, () => 0, 12)).toEqual([{ text: 'End phase', side: null }]);
  });
});

describe('chart swings', () => {
  const point = (ply: number, side0: number): ValuePoint => ({ n: 0, ply, turn: 1, side0, side: 0 });
  const entry = (ply: number, action: LineEntry['action']): LineEntry => ({
    ply,
    node: ply,
    action,
    turn: 1,
    side: 0,
    phase: 'shooting',
    by: 'ai',
    side0Value: null,
    dice: [],
    alternatives: [],
  });
  const log = (ply: number, event: GameEvent): LogEntry => ({
    seq: ply * 100_000,
    ply,
    turn: 1,
    side: 0,
    phase: 'shooting',
    event,
  });
  const line = [
    entry(1, { type: 'shoot', model: 'r2', target: 'b1' }),
    entry(2, { type: 'shoot', model: 'b2', target: 'r1' }),
    entry(3, { type: 'endPhase' }),
    entry(4, { type: 'move', model: 'r1', to: [1, 1] }),
    entry(5, { type: 'endPhase' }),
  ];

  it('marks changes of 15 points or more and names the action whose events weigh most', () => {
    const events = [
      log(1, { kind: 'wounded', model: 'b1', wounds: 1, woundsLeft: 0, critical: false } as GameEvent),
      log(2, { kind: 'outOfAction', model: 'r1' } as GameEvent),
    ];
    const swings = findSwings([point(1, 0.5), point(4, 0.3), point(5, 0.36)], line, events, NAMES);
    expect(SWING_THRESHOLD).toBe(0.15);
    expect(swings).toHaveLength(1);
    expect(swings[0]).toMatchObject({ index: 1, causePly: 2, cause: 'Chief shoots Captain' });
    expect(swings[0]!.delta).toBeCloseTo(-0.2);
    expect(swings[0]!.effect).toBe('Captain is out of action');
  });

  it('falls back to the earlier decision’s own action when nothing was logged', () => {
    const swings = findSwings([point(1, 0.2), point(4, 0.6)], line, [], NAMES);
    expect(swings[0]).toMatchObject({ causePly: 1, cause: 'Archer shoots Raider', effect: '' });
    expect(findSwings([point(1, 0.5), point(4, 0.64)], line, [], NAMES)).toEqual([]);
  });

  it('marks no swing where only moves and phase ends came between, nothing hurt: search noise (issue 21)', () => {
    // Turn 1: the estimate moved 20 points while the models only walked.
    expect(findSwings([point(3, 0.5), point(5, 0.7)], line, [], NAMES)).toEqual([]);
    // The same change after a charge that hurt is the game's.
    const hurt = [log(4, { kind: 'knockedDown', model: 'b1' } as GameEvent)];
    expect(findSwings([point(3, 0.5), point(5, 0.7)], line, hurt, NAMES)).toHaveLength(1);
  });
});
