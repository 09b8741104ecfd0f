// The decision the AI panel and the board show (the tryout of storm-the-farmhouse): candidates always belong to
// the decision shown. An instant decision (a single legal option, no search) replaces the last searched one on
// the board instead of leaving its candidates there, labelled "played", in a later phase. The AI panel lists the
// turn's decisions and shows the last that searched (the tryout: after the AI's turn the panel showed only "End
// phase was its only option"); a click on a row shows that decision.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalClient, setGameClient } from '../../renderer/src/platform/client';
import { useAiStore } from '../../renderer/src/stores/ai';
import { decisionFromText, decisionIsCurrent } from '../../renderer/src/stores/decision-phase';
import { useExplainStore } from '../../renderer/src/stores/explain';
import { useGameStore } from '../../renderer/src/stores/game';
import { usePlayStore } from '../../renderer/src/stores/play';
import { shownDecisionPly, turnDecisions } from '../../renderer/src/stores/turn-decisions';
import { GameService } from '../../session/game-service';
import type { LineEntry, PlayerSpec } from '../../session/service-types';

const EASY: [PlayerSpec, PlayerSpec] = [
  { kind: 'ai', level: 'easy' },
  { kind: 'ai', level: 'easy' },
];

beforeEach(() => {
  setActivePinia(createPinia());
});

afterEach(() => {
  setGameClient(null);
});

/** Storm the farmhouse, AI (easy) against AI (easy), loaded paused at its start: `play.step()` plays one decision. */
async function stormTheFarmhouse(seed: string): Promise<void> {
  const setup = new GameService();
  const r = setup.newGame({ scenario: 'storm-the-farmhouse', players: EASY, seed });
  if (!r.ok) throw new Error(r.error.message);
  const text = setup.exportGame();
  if (!text.ok) throw new Error(text.error.message);
  setGameClient(createLocalClient(new GameService()));
  expect(await usePlayStore().loadGame(text.value)).toBe(true);
}

describe('the decision shown', () => {
  it('is an instant decision on the board once the AI makes one; the panel keeps the turn’s search and lists both', async () => {
    await stormTheFarmhouse('trace');
    const game = useGameStore();
    const ai = useAiStore();
    const explain = useExplainStore();
    let searched: string | null = null;
    for (let i = 0; i < 40; i++) {
      await usePlayStore().step();
      const d = game.lastDecision;
      if (d && d.iterations > 0) searched = d.phase;
      // An instant decision (no search, its only option) in a later phase than the last search.
      if (d && searched !== null && d.iterations === 0 && d.candidates.length <= 1 && d.phase !== searched)
        break;
    }
    const instant = game.lastDecision!;
    expect(instant).toMatchObject({ iterations: 0, phase: 'shooting' });
    expect(searched).toBe('movement');
    // The board draws none, and what it explains is that decision (its action, for the key outcomes).
    const e = explain.explained;
    expect(e?.candidates ?? []).toEqual([]);
    if (e) expect(e.chosen).toEqual(game.lastAction);
    // The panel lists the turn's decisions, the forced shot last, and shows the Movement search's candidates.
    const last = ai.turn.at(-1)!;
    expect(last).toMatchObject({ ply: game.ply, phase: 'shooting', side0Value: null });
    expect(ai.turn.some((x) => x.phase === 'movement' && x.side0Value !== null)).toBe(true);
    expect(ai.lastDecision).toMatchObject({ phase: 'movement' });
    expect(ai.candidates.length).toBeGreaterThan(1);
    expect(ai.shownPly).not.toBe(game.ply);
    // Picking the shot in the list shows it: its only option, no candidates.
    await ai.pick(last.ply);
    expect(ai.lastDecision).toBe(instant);
    expect(ai.candidates).toEqual([]);
  });

  it('leaves the board once the game moves into another phase or turn; the panel says where it was from', async () => {
    await stormTheFarmhouse('stale');
    const game = useGameStore();
    const ai = useAiStore();
    const explain = useExplainStore();
    let stale = false;
    for (let i = 0; i < 80 && !stale; i++) {
      await usePlayStore().step();
      const d = game.recentDecision;
      const s = game.state!;
      if (d && !s.result && !decisionIsCurrent(d, s)) stale = true;
      // Still in the decision's turn, side and phase: it is on the board.
      else if (d && !s.result) expect(explain.explained?.kind).toBe('decision');
    }
    expect(stale).toBe(true);
    const d = game.recentDecision!;
    expect(explain.explained).toBeNull();
    // The panel keeps the turn's last searched decision (else the last) and names its phase, so it is not read
    // as the current phase's.
    const shown = ai.lastDecision!;
    expect(shown.turn).toBe(d.turn);
    expect(shown === d || shown.iterations > 0).toBe(true);
    expect(decisionFromText(shown, game.state)).toMatch(
      /^from turn \d, (Recovery|Movement|Magic|Shooting|Close combat)$/,
    );
  });
});

describe('the turn’s decisions', () => {
  const entry = (
    ply: number,
    turn: number,
    side: number,
    by: 'ai' | 'human',
    v: number | null,
  ): LineEntry => ({
    ply,
    node: ply,
    action: { type: 'endPhase' },
    turn,
    side,
    phase: 'movement',
    by,
    side0Value: v,
    dice: [],
    alternatives: [],
  });
  // Turn 1 red (a person), turn 1 blue (the AI: a search at ply 3, a phase end at 4, a forced action at 5),
  // turn 2 red (a person, ply 6).
  const line = [
    entry(1, 1, 0, 'human', null),
    entry(2, 1, 0, 'human', null),
    entry(3, 1, 1, 'ai', 0.4),
    entry(4, 1, 1, 'human', null),
    entry(5, 1, 1, 'ai', null),
    entry(6, 2, 0, 'human', null),
  ];

  it('are the AI decisions of the recent decision’s turn and side, up to the position', () => {
    expect(turnDecisions(line, 6, 5).map((e) => e.ply)).toEqual([3, 5]);
    expect(turnDecisions(line, 4, 3).map((e) => e.ply)).toEqual([3]);
    expect(turnDecisions(line, 6, null)).toEqual([]);
    expect(turnDecisions(line, 2, 3)).toEqual([]);
  });

  it('show the last one that searched, else the last', () => {
    expect(shownDecisionPly(turnDecisions(line, 6, 5))).toBe(3);
    expect(shownDecisionPly([line[4]!])).toBe(5);
    expect(shownDecisionPly([])).toBeNull();
  });
});

describe('a decision’s place', () => {
  it('is current only in the same turn, side and phase', () => {
    const d = { turn: 5, side: 1, phase: 'movement' as const };
    expect(decisionIsCurrent(d, { turn: 5, activeSide: 1, phase: 'movement' })).toBe(true);
    expect(decisionIsCurrent(d, { turn: 5, activeSide: 1, phase: 'magic' })).toBe(false);
    expect(decisionIsCurrent(d, { turn: 6, activeSide: 1, phase: 'movement' })).toBe(false);
    expect(decisionIsCurrent(d, { turn: 5, activeSide: 0, phase: 'movement' })).toBe(false);
    expect(decisionFromText(d, { turn: 5, activeSide: 1, phase: 'shooting' })).toBe('from turn 5, Movement');
    expect(decisionFromText(d, { turn: 5, activeSide: 1, phase: 'movement' })).toBe('');
    expect(decisionFromText(d, null)).toBe('');
  });
});
