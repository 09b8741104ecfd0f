// Squad play names a unit of several models with a plural verb (RULES.md §2: a unit acts as one): "Wardens move
// 4.0″ north", never "Wardens moves", in the game review's lines, the win chart's swing causes and the table
// talk, as in the AI panel. One place decides the verb (session/format describeAction with a UnitContext).
import { describe, expect, it } from 'vitest';
import type { Action, GameEvent, Phase } from '../../engine/types';
import { decisionLine } from '../../renderer/src/panels/review-text';
import { findSwings } from '../../renderer/src/panels/swings';
import { tableInstructions } from '../../renderer/src/panels/table-talk';
import type { ValuePoint } from '../../renderer/src/stores/ai';
import type { UnitContext, UnitsIn } from '../../session/format';
import { GameService } from '../../session/game-service';
import type { DecisionReview, LineEntry, LogEntry } from '../../session/service-types';

/** Names of models and units, as the game store has them (`game.names`). */
const NAMES = {
  r1: 'Warden Sergeant',
  r2: 'Warden',
  b1: 'Gorefang Nob',
  b2: 'Gorefang',
  wardens: 'Wardens',
  mob: 'Gorefang Mob',
  lone: 'Marksman',
};

/** The game store's `unitsIn` for squad assault's Wardens and Mob (units of two models each; `lone` of one). */
const unitsIn: UnitsIn = (phase: Phase | null): UnitContext => ({
  unitOf: { r1: 'wardens', r2: 'wardens', b1: 'mob', b2: 'mob' },
  phase,
});

/** A unit's move 4″ north, e.g. `move('wardens')`. */
const move = (unit: string, run = false): Action => ({ type: 'moveUnit', unit, by: [0, 4], run });
const MOVE = move('wardens');

describe('the game review names a unit with a plural verb (RULES.md §2)', () => {
  const review = (played: DecisionReview['played'], best: DecisionReview['best']): DecisionReview => ({
    ply: 5,
    turn: 2,
    side: 0,
    phase: 'movement',
    model: 'r1',
    played,
    best,
    winBefore: 0.6,
    playedValue: 0.4,
    winAfter: 0.4,
    loss: 0.2,
    label: 'mistake',
    pv: [],
    candidates: [],
    iterations: 1500,
    timeMs: 900,
  });

  it('says "Wardens move" in a decision line (the review marks on the win chart and the timeline)', () => {
    const d = review(MOVE, { type: 'hold', model: 'r1' });
    expect(decisionLine(d, NAMES, unitsIn)).toBe(
      'Mistake: turn 2, Movement — Wardens move 4.0″ north (−20 points); better: Wardens hold',
    );
  });

  it('keeps the singular verb for a unit of one model and in skirmish play', () => {
    const d = review(move('lone', true), move('lone'));
    expect(decisionLine(d, NAMES, unitsIn)).toBe(
      'Mistake: turn 2, Movement — Marksman runs 4.0″ north (−20 points); better: Marksman moves 4.0″ north',
    );
    expect(decisionLine(review(MOVE, { type: 'hold', model: 'r1' }), NAMES)).toContain(
      'better: Warden Sergeant holds',
    );
  });
});

describe('the win chart names the unit that caused a swing with a plural verb (RULES.md §2)', () => {
  const point = (ply: number, side0: number): ValuePoint => ({ n: 0, ply, turn: 2, side0, side: 0 });
  const entry = (ply: number, phase: Phase, action: LineEntry['action']): LineEntry => ({
    ply,
    node: ply,
    action,
    turn: 2,
    side: 0,
    phase,
    by: 'ai',
    side0Value: null,
    dice: [],
    alternatives: [],
  });
  const line = [
    entry(1, 'movement', MOVE),
    entry(2, 'movement', { type: 'charge', model: 'r1', target: 'b1' }),
  ];
  const hurt: LogEntry = {
    seq: 100_000,
    ply: 1,
    turn: 2,
    side: 0,
    phase: 'movement',
    event: { kind: 'outOfAction', model: 'b2' } as GameEvent,
  };

  it('says "Wardens move" and "Wardens charge" as the causes (the swing marks\' tooltips)', () => {
    const swings = findSwings([point(1, 0.3), point(2, 0.5), point(3, 0.8)], line, [hurt], NAMES, {
      unitsIn,
    });
    expect(swings.map((s) => s.cause)).toEqual([
      'Wardens move 4.0″ north',
      'Wardens charge Gorefang Mob (Warden Sergeant at Gorefang Nob)',
    ]);
  });

  it("keeps the model's own words without units (skirmish play)", () => {
    const swings = findSwings([point(2, 0.5), point(3, 0.8)], line, [], NAMES);
    expect(swings[0]!.cause).toBe('Warden Sergeant charges Gorefang Nob');
  });
});

describe('the table talk titles a unit’s action with a plural verb (RULES.md §2)', () => {
  it('says "Wardens move" as the announcement’s title (table-top mode)', () => {
    const s = new GameService();
    s.newGame({
      scenario: 'storm-the-farmhouse',
      players: [{ kind: 'human' }, { kind: 'human' }],
      seed: 'unit-verbs',
    });
    const before = s.current()!.state;
    const told = tableInstructions(MOVE, [], before, NAMES, unitsIn(before.phase));
    expect(told.title).toBe('Wardens move 4.0″ north');
    expect(tableInstructions(MOVE, [], before, NAMES).title).toBe('Wardens moves 4.0″ north');
  });
});
