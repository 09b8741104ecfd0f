// The decision the AI panel and the board show (the tryout of storm-the-farmhouse): candidates always belong to
// the decision shown. An instant decision (a single legal option, no search) replaces the last searched one
// instead of leaving its candidates on the board, labelled "played", in a later phase.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalClient, setGameClient } from '../../renderer/src/platform/client';
import { useAiStore } from '../../renderer/src/stores/ai';
import { decisionFromText, decisionIsCurrent } from '../../renderer/src/stores/decision-phase';
import { useExplainStore } from '../../renderer/src/stores/explain';
import { useGameStore } from '../../renderer/src/stores/game';
import { usePlayStore } from '../../renderer/src/stores/play';
import { GameService } from '../../session/game-service';
import type { PlayerSpec } from '../../session/service-types';

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
  it('is an instant decision once the AI makes one: the last search’s candidates leave the board and the panel', async () => {
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
    // The panel shows that decision, not the Movement one, and lists no candidates for it.
    expect(ai.lastDecision).toMatchObject({ phase: 'shooting', iterations: 0 });
    expect(ai.candidates).toEqual([]);
    // The board draws none, and what it explains is that decision (its action, for the key outcomes).
    const e = explain.explained;
    expect(e?.candidates ?? []).toEqual([]);
    if (e) expect(e.chosen).toEqual(game.lastAction);
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
    // The panel keeps the decision and names its phase, so it is not read as the current phase's.
    expect(ai.lastDecision).toBe(d);
    expect(decisionFromText(d, game.state)).toMatch(
      /^from turn \d, (Recovery|Movement|Magic|Shooting|Close combat)$/,
    );
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
