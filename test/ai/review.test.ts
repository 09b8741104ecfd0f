// Game review (issue 23, ai/review.ts): a bad move in a puzzle position is a blunder, a move where nothing can
// change the result is no mistake, the chart's change from one decision to the next is −loss + luck exactly,
// and every built-in scenario (skirmish and squad) can be reviewed, the same for the same seed. Small budgets:
// the thresholds grow as the budget shrinks (ai/review-labels.ts), so the labels stay honest.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, type Action, type GameState, type ScenarioDocument } from '../../engine';
import { findScenario } from '../../content';
import {
  greedyBot,
  lossInterval,
  reviewGame,
  reviewOrder,
  reviewPoints,
  reviewThresholds,
  type GameReview,
} from '../../ai';

function puzzleScenario(id: string): ScenarioDocument {
  return (JSON.parse(readFileSync(`test/puzzles/${id}.json`, 'utf8')) as { scenario: ScenarioDocument })
    .scenario;
}

function start(doc: ScenarioDocument): GameState {
  const g = createGame(doc);
  if (!g.ok) throw new Error(g.error.message);
  return g.value.state;
}

/** A whole greedy-against-greedy game of a built-in scenario with `seed`. */
function greedyGame(id: string, seed: string): { start: GameState; actions: Action[] } {
  const first = start({ ...findScenario(id)!, seed });
  const bots = [greedyBot(), greedyBot()];
  const actions: Action[] = [];
  let s = first;
  while (s.result === null) {
    const a = bots[s.activeSide]!.decide(s);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    s = r.value.state;
  }
  return { start: first, actions };
}

/** Each stretch: the next decision's win chance (or the result) minus this one's is −loss + luck, exactly. */
function expectIdentity(r: GameReview, final: GameState): void {
  r.luck.forEach((l, k) => {
    const d = r.decisions[k]!;
    expect(l.fromPly).toBe(d.ply);
    const next = r.decisions[k + 1];
    const winner = final.result?.winner;
    const after =
      next === undefined
        ? winner === null
          ? 0.5
          : winner === final.static.sides[d.side]!.id
            ? 1
            : 0
        : next.side === d.side
          ? next.winBefore
          : 1 - next.winBefore;
    expect(after - d.winBefore).toBeCloseTo(-d.loss + l.luck, 12);
  });
}

describe('reviewing a decision', () => {
  it('labels charging the brute instead of the isolated archer a blunder (test/puzzles/charge-isolated)', () => {
    const s = start(puzzleScenario('charge-isolated'));
    const bad: Action = { type: 'charge', model: 'r1', target: 'b2' };
    const r = reviewGame({ start: s, actions: [bad] }, { budget: 1500, seed: 't' });
    expect(r.decisions).toHaveLength(1);
    const d = r.decisions[0]!;
    expect(d).toMatchObject({ ply: 0, side: 0, model: 'r1', played: bad, label: 'blunder' });
    expect(d.best).toEqual({ type: 'charge', model: 'r1', target: 'b1' });
    expect(d.loss).toBeGreaterThanOrEqual(reviewThresholds(1500).blunder);
    expect(d.winAfter).toBeCloseTo(d.playedValue, 12);
  });

  it('finds no fault with the puzzle’s right answer', () => {
    const s = start(puzzleScenario('charge-isolated'));
    const good: Action = { type: 'charge', model: 'r1', target: 'b1' };
    const d = reviewGame({ start: s, actions: [good] }, { budget: 1500, seed: 't' }).decisions[0]!;
    expect(d.label).toBeNull();
    expect(d.loss).toBe(0);
  });

  it('never calls a move a mistake where nothing can change the result (a lone model 60″ away, last turn)', () => {
    const doc = puzzleScenario('charge-isolated');
    doc.table = { width: 72, depth: 72 };
    doc.maxTurns = 2;
    const far: Record<string, [number, number]> = {
      r1: [6, 6],
      b1: [66, 66],
      b2: [60, 66],
      b3: [66, 60],
      b4: [62, 62],
    };
    for (const side of doc.sides) for (const m of side.models) m.at = far[m.id]!;
    const played: Action = { type: 'move', model: 'r1', to: [8.5, 7.1] };
    const r = reviewGame({ start: start(doc), actions: [played] }, { budget: 300, seed: 't' });
    const d = r.decisions[0]!;
    // The move to (8.5, 7.1) is no candidate of the generator's: the search weighed it as an extra root candidate.
    expect(d.candidates.some((c) => JSON.stringify(c.action) === JSON.stringify(played))).toBe(true);
    expect(d.label).toBeNull();
    expect(d.loss).toBeLessThan(reviewThresholds(300).inaccuracy);
  });

  it('makes the thresholds no smaller than 2.5 standard deviations of the noise, and bigger for smaller budgets', () => {
    const t = reviewThresholds();
    expect(t).toEqual({ inaccuracy: 0.0625, mistake: 0.1, blunder: 0.2 });
    const small = reviewThresholds(1500);
    expect(small.inaccuracy).toBeCloseTo(0.125, 12);
    expect(small.blunder).toBeCloseTo(0.3, 12);
  });
});

describe('reviewing a game', () => {
  const duel = greedyGame('duel', 'rv1');
  const final = reviewPoints(duel).final;

  it('splits the chart into losses and luck, exactly, to the result', () => {
    const r = reviewGame(duel, { budget: 12, seed: 'id' });
    expect(r.complete).toBe(true);
    expect(r.decisions).toHaveLength(r.total);
    expect(r.luck).toHaveLength(r.decisions.length);
    expectIdentity(r, final);
    // Summed over the game, per side: the result minus the first win chance is −Σ losses + Σ luck, and the sides' sums agree.
    const first = r.decisions[0]!;
    const result =
      final.result!.winner === final.static.sides[0].id ? 1 : final.result!.winner === null ? 0.5 : 0;
    const start0 = first.side === 0 ? first.winBefore : 1 - first.winBefore;
    let sum = 0;
    r.decisions.forEach((d, k) => (sum += (d.side === 0 ? 1 : -1) * (-d.loss + r.luck[k]!.luck)));
    expect(result - start0).toBeCloseTo(sum, 10);
  });

  it('is the same for the same seed and budget, whatever the order', () => {
    const a = reviewGame(duel, { budget: 12, seed: 'same' });
    const b = reviewGame(duel, { budget: 12, seed: 'same', order: 'fromEnd' });
    const strip = (r: GameReview) => r.decisions.map(({ timeMs: _t, ...rest }) => rest);
    expect(strip(b)).toEqual(strip(a));
  });

  it('reviews the decisions nearest the end, or one side’s, first when limited, and reports progress', () => {
    const points = reviewPoints(duel).points;
    const last3 = reviewOrder(points, 'fromEnd', 3);
    expect(last3).toEqual([points.length - 1, points.length - 2, points.length - 3]);
    const blueFirst = reviewOrder(points, 'forward', points.length, 1);
    const firstRed = blueFirst.findIndex((k) => points[k]!.state.activeSide === 0);
    expect(blueFirst.slice(0, firstRed).every((k) => points[k]!.state.activeSide === 1)).toBe(true);
    const seen: number[] = [];
    const r = reviewGame(
      duel,
      { budget: 12, order: 'fromEnd', maxDecisions: 3 },
      { onProgress: (p) => seen.push(p.done) },
    );
    expect(seen).toEqual([1, 2, 3]);
    expect(r.complete).toBe(false);
    expect(r.decisions.map((d) => d.ply)).toEqual(last3.map((k) => points[k]!.ply).reverse());
    expectIdentity(r, final);
  });

  it('stops when its signal is aborted, keeping what it reviewed', () => {
    const signal = { aborted: false };
    const r = reviewGame(duel, { budget: 12 }, { signal, onProgress: (p) => (signal.aborted = p.done >= 2) });
    expect(r.decisions).toHaveLength(2);
    expect(r.complete).toBe(false);
  });

  it('resumes a stopped review into the very review never stopped (byte for byte but the searches’ wall times)', () => {
    const wallFree = (r: GameReview) =>
      JSON.stringify({ ...r, decisions: r.decisions.map((d) => ({ ...d, timeMs: 0 })) });
    const straight = reviewGame(duel, { budget: 12, seed: 'rs', side: 1 });
    const signal = { aborted: false };
    const stopped = reviewGame(
      duel,
      { budget: 12, seed: 'rs', side: 1 },
      { signal, onProgress: (p) => (signal.aborted = p.done >= 3) },
    );
    expect(stopped.complete).toBe(false);
    expect(stopped.decisions).toHaveLength(3);
    // Resumed with other settings asked: the stopped review's budget, seed and thresholds are kept.
    const seen: [number, number, number][] = [];
    const resumed = reviewGame(
      duel,
      { budget: 99, seed: 'other', side: 1, resume: JSON.parse(JSON.stringify(stopped)) as GameReview },
      { onProgress: (p) => seen.push([p.done, p.total, p.kept]) },
    );
    expect(resumed.complete).toBe(true);
    expect(wallFree(resumed)).toBe(wallFree(straight));
    // Progress counts only the decisions left.
    const left = straight.total - 3;
    expect(seen).toEqual(Array.from({ length: left }, (_, k) => [k + 1, left, 3]));
    // Stopped twice, resumed twice: the same.
    const again = { aborted: false };
    const twice = reviewGame(
      duel,
      { resume: stopped },
      { signal: again, onProgress: (p) => (again.aborted = p.done >= 2) },
    );
    expect(twice.decisions).toHaveLength(5);
    expect(wallFree(reviewGame(duel, { resume: twice }))).toBe(wallFree(straight));
  });

  it('refuses to resume a review of another line', () => {
    const stopped = reviewGame(duel, { budget: 4, maxDecisions: 2 });
    const shorter = { ...duel, actions: duel.actions.slice(0, -1) };
    expect(() => reviewGame(shorter, { resume: stopped })).toThrow(/^resume: the review is of a line of/);
    const other = greedyGame('duel', 'rv3');
    const elsewhere = {
      ...stopped,
      plies: other.actions.length,
      decisions: [{ ...stopped.decisions[0]!, ply: 0 }],
    };
    expect(() => reviewGame(other, { resume: elsewhere })).toThrow(
      /^resume: ply 0 is no decision of this game$/,
    );
  });

  it.each(['duel', 'ruined-street', 'squad-assault', 'storm-the-farmhouse'])(
    'reviews a game of %s (the last decisions, tiny budget)',
    (id) => {
      const game = greedyGame(id, 'rv2');
      const r = reviewGame(game, { budget: 4, order: 'fromEnd', maxDecisions: 8, seed: 's' });
      expect(r.total).toBeGreaterThan(8);
      expect(r.decisions).toHaveLength(8);
      for (const d of r.decisions) {
        expect(d.winBefore).toBeGreaterThanOrEqual(0);
        expect(d.winBefore).toBeLessThanOrEqual(1);
        expect(d.loss).toBeGreaterThanOrEqual(0);
        expect(d.played).toEqual(game.actions[d.ply]);
      }
      expectIdentity(r, reviewPoints(game).final);
    },
  );
});

describe('lossInterval', () => {
  it('is the mean loss per decision, with games as clusters', () => {
    const e = lossInterval([[0.1, 0], [0.05], []]);
    expect(e).toMatchObject({ games: 2, decisions: 3 });
    expect(e.meanLoss).toBeCloseTo(0.05, 12);
    // Game totals 0.1 and 0.05 against the mean's 0.1 and 0.05: no spread between games, a zero-width interval.
    expect(e.ci95[0]).toBeCloseTo(0.05, 12);
    const wide = lossInterval([[0.2, 0.2], [0, 0], [0.1]]);
    expect(wide.ci95[0]).toBeLessThan(wide.meanLoss);
    expect(wide.ci95[1]).toBeGreaterThan(wide.meanLoss);
  });
});
