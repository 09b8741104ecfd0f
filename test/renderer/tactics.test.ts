// The tactic-exploration tools of the worker's GameService, in Node: the timeline (undo, redo, branches),
// what-if dice, odds before committing, and table-top mode's dice questions.
import { describe, expect, it } from 'vitest';
import { GameService } from '../../session/game-service';
import type { Action, PlayerSpec } from '../../session/service-types';
import { comboOf, commandOf, SHORTCUTS } from '../../renderer/src/shortcuts';
import { edgeText, fromEdges, toPoint } from '../../session/table-edges';

const HUMANS: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];

function started(seed = 'tactics', mode: 'practice' | 'tabletop' = 'practice'): GameService {
  const s = new GameService();
  const r = s.newGame({ scenario: 'duel', players: HUMANS, seed, mode });
  if (!r.ok) throw new Error(r.error.message);
  return s;
}

function act(s: GameService, a: Action): void {
  const r = s.act(a);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
}

function until(s: GameService, phase: string): void {
  for (let i = 0; i < 10 && s.current()!.state.phase !== phase; i++) act(s, { type: 'endPhase' });
  expect(s.current()!.state.phase).toBe(phase);
}

const MOVES: Action[] = [
  { type: 'move', model: 'r1', to: [12, 5] },
  { type: 'move', model: 'r2', to: [8, 5] },
  { type: 'move', model: 'r3', to: [16, 5] },
];

describe('timeline', () => {
  it('takes back three actions, keeps them for redo, and branches', () => {
    const s = started();
    until(s, 'movement');
    for (const m of MOVES) act(s, m);
    const end = s.current()!.ply;
    const after = JSON.stringify(s.current()!.state);
    for (let i = 0; i < 3; i++) expect(s.undo().ok).toBe(true);
    expect(s.current()!.ply).toBe(end - 3);
    expect(s.current()!.lineLength).toBe(end);
    // Redo walks the same line.
    expect(s.redo().ok).toBe(true);
    expect(s.current()!.ply).toBe(end - 2);
    expect(s.undo().ok).toBe(true);
    // Another action here starts a branch: the line now ends with it.
    act(s, { type: 'move', model: 'r1', to: [12, 6] });
    expect(s.current()!.lineLength).toBe(end - 2);
    const view = s.view();
    if (!view.ok) throw new Error('view');
    const fork = view.value.line[end - 3]!;
    expect(fork.alternatives).toHaveLength(1);
    expect(fork.alternatives[0]!.action).toEqual(MOVES[0]);
    expect(fork.alternatives[0]!.depth).toBe(2);
    // Switching back to the first branch restores its whole line.
    expect(s.selectBranch(fork.alternatives[0]!.node).ok).toBe(true);
    expect(s.current()!.lineLength).toBe(end);
    expect(s.goTo(end).ok).toBe(true);
    expect(JSON.stringify(s.current()!.state)).toBe(after);
  });

  it('reuses the recorded line when the same action is played again', () => {
    const s = started();
    until(s, 'movement');
    for (const m of MOVES) act(s, m);
    s.goTo(s.current()!.ply - 3);
    act(s, MOVES[0]!);
    const v = s.view();
    if (!v.ok) throw new Error('view');
    expect(v.value.line.every((e) => e.alternatives.length === 0)).toBe(true);
    expect(s.current()!.lineLength - s.current()!.ply).toBe(2);
  });

  it('sends the whole log when jumping and only the new entries when stepping', () => {
    const s = started();
    until(s, 'movement');
    act(s, MOVES[0]!);
    const back = s.goTo(0);
    if (!back.ok) throw new Error('goTo');
    expect(back.value.resetLog).toBe(true);
    expect(back.value.log.every((e) => e.ply === 0)).toBe(true);
    const fwd = s.goTo(1);
    if (!fwd.ok) throw new Error('goTo');
    expect(fwd.value.resetLog).toBe(false);
    expect(fwd.value.log.every((e) => e.ply === 1)).toBe(true);
  });
});

describe('what if: forced dice', () => {
  it('uses the queued dice for the next action and shows them in the log', () => {
    const s = started('dice');
    until(s, 'shooting');
    expect(s.setDice([6, 6, 6, 6]).ok).toBe(true);
    expect(s.current()!.queuedDice).toEqual([6, 6, 6, 6]);
    const r = s.act({ type: 'shoot', model: 'r1', target: 'b1' });
    if (!r.ok) throw new Error(r.error.message);
    const toHit = r.value.events.find((e) => e.kind === 'roll' && e.test === 'toHit');
    expect(toHit).toMatchObject({ dice: [6] });
    expect(r.value.line.at(-1)!.dice).toEqual([6, 6, 6, 6]);
  });

  it('replays the next action of the line with other dice as a new branch', () => {
    const s = started('replay');
    until(s, 'shooting');
    act(s, { type: 'shoot', model: 'r1', target: 'b1' });
    s.undo();
    s.setDice([1]);
    const r = s.replayNext();
    if (!r.ok) throw new Error(r.error.message);
    const roll = r.value.events.find((e) => e.kind === 'roll' && e.test === 'toHit');
    expect(roll).toMatchObject({ dice: [1], success: false });
    expect(r.value.line.at(-1)!.alternatives).toHaveLength(1);
  });
});

describe('odds', () => {
  it('gives exact shot odds that agree with the To Hit and To Wound numbers', () => {
    const s = started('odds');
    until(s, 'shooting');
    const preview = s.shotPreview('r1', 'b1');
    if (!preview.ok) throw new Error('preview');
    const r = s.odds({ type: 'shoot', model: 'r1', target: 'b1' });
    if (!r.ok) throw new Error(r.error.message);
    const p = (k: string) => r.value.outcomes.find((o) => o.key === k)?.p ?? 0;
    expect(r.value.method).toBe('exact');
    const hit = Math.max(0, Math.min(6, 7 - preview.value.toHit)) / 6;
    if (preview.value.toHit <= 6) expect(p('hit')).toBeCloseTo(hit, 10);
    const wound = preview.value.toWound === null ? 0 : (7 - preview.value.toWound) / 6;
    const saved = preview.value.armourSave === null ? 0 : (7 - preview.value.armourSave) / 6;
    if (preview.value.toHit <= 6 && preview.value.armourSave === null)
      expect(p('wound')).toBeCloseTo(hit * wound * (1 - saved), 10);
    const total = ['noEffect', 'wounded', 'knockedDown', 'stunned', 'outOfAction'].reduce(
      (a, k) => a + p(k),
      0,
    );
    expect(total).toBeCloseTo(1, 10);
  });

  it('gives charge odds with the close combat that follows, by simulation', () => {
    const s = started('odds-charge');
    until(s, 'movement');
    act(s, { type: 'move', model: 'r1', to: [12, 6.9] });
    s.undo();
    // Bring a model within charge reach first: r1 moves 4" a turn, charge reach 8".
    const charges = s.chargeOptions('r1');
    const target = Object.keys(charges)[0]!;
    const r = s.odds({ type: 'charge', model: 'r1', target });
    if (!r.ok) throw new Error(r.error.message);
    const reaches = r.value.outcomes.find((o) => o.key === 'reaches')!.p;
    expect(reaches).toBe(charges[target]!.reachable && !charges[target]!.interceptedBy ? 1 : reaches);
    expect(r.value.combat?.samples).toBeGreaterThan(0);
  });

  it('answers an illegal action with its rule error', () => {
    const s = started();
    const r = s.odds({ type: 'shoot', model: 'r1', target: 'b1' });
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_WRONG_PHASE' } });
  });
});

describe('table-top mode', () => {
  it('asks for each die a shot needs, then applies exactly those dice', () => {
    const s = started('table', 'tabletop');
    until(s, 'shooting');
    const shot: Action = { type: 'shoot', model: 'r1', target: 'b1' };
    const first = s.probe(shot, []);
    expect(first).toMatchObject({ complete: false, test: 'toHit', model: 'r1', target: 'b1', side: 0 });
    // A miss needs no more dice.
    expect(s.probe(shot, [1])).toMatchObject({ complete: true });
    const hit = s.probe(shot, [6]);
    expect(hit).toMatchObject({ complete: false, test: 'toWound' });
    const r = s.commit(shot, [1], null);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.find((e) => e.kind === 'roll')).toMatchObject({ dice: [1], success: false });
    expect(r.value.snapshot.mode).toBe('tabletop');
  });

  it('tells positions in inches from the nearest edges, and back', () => {
    const table = { width: 48, depth: 48 };
    expect(fromEdges(3, 40, table)).toEqual([
      { edge: 'west', inches: 3 },
      { edge: 'north', inches: 8 },
    ]);
    expect(edgeText(40, 2, table)).toBe('8.0″ from the east edge, 2.0″ from the south edge');
    expect(toPoint({ edge: 'east', inches: 8 }, { edge: 'north', inches: 8 }, table)).toEqual([40, 40]);
  });
});

describe('shortcuts', () => {
  it('has one command per key', () => {
    const keys = SHORTCUTS.flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    [{ key: 'z', ctrlKey: true }, 'Ctrl+Z', 'undo'],
    [{ key: 'Z', ctrlKey: true, shiftKey: true }, 'Ctrl+Shift+Z', 'redo'],
    [{ key: 'ArrowLeft', shiftKey: true }, 'Shift+←', 'previousTurn'],
    [{ key: '?', shiftKey: true }, '?', 'help'],
    [{ key: ' ' }, 'Space', 'togglePause'],
    [{ key: 'e' }, 'E', 'endPhase'],
  ])('reads %j as %s', (event, combo, command) => {
    const e = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...event };
    expect(comboOf(e)).toBe(combo);
    expect(commandOf(e)).toBe(command);
  });
});
