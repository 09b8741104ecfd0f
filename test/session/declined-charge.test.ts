// A declined charge in the AI panel (the tryout of storm-the-farmhouse): the search of a charge decision that
// answers `noCharge` (ai/decision.ts) goes on to the unit's move, and the decision the panel shows carried only
// the move's search. It now carries the declined search too (`DecisionSummary.declined`), kept in saved games.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import { declinedText } from '../../renderer/src/panels/declined-text';
import { createLocalClient, setGameClient } from '../../renderer/src/platform/client';
import { useAiStore } from '../../renderer/src/stores/ai';
import { useGameStore } from '../../renderer/src/stores/game';
import { usePlayStore } from '../../renderer/src/stores/play';
import { GameService } from '../../session/game-service';
import { readGameText } from '../../session/save-format';
import type { DecisionSummary, PlayerSpec } from '../../session/service-types';

const EASY: [PlayerSpec, PlayerSpec] = [
  { kind: 'ai', level: 'easy' },
  { kind: 'ai', level: 'easy' },
];

afterEach(() => setGameClient(null));

/** Plays storm-the-farmhouse, AI (easy) on both sides, until a decision carries a declined charge. */
async function untilDeclined(service: GameService): Promise<DecisionSummary> {
  const r = service.newGame({ scenario: 'storm-the-farmhouse', players: EASY, seed: 'trace' });
  if (!r.ok) throw new Error(r.error.message);
  for (let i = 0; i < 90; i++) {
    const t = await service.think();
    if (!t.ok) throw new Error(t.error.message);
    if (t.value.decision?.declined) return t.value.decision;
  }
  throw new Error('no charge declined in 90 plies');
}

const charge = { type: 'charge' as const, model: 'r11', target: 'b1' };
const noCharge = { type: 'noCharge' as const, model: 'r11' };
const DECLINED: DecisionSummary = {
  side: 0,
  by: 'AI (normal)',
  iterations: 800,
  timeMs: 2140,
  candidates: [
    { action: noCharge, visits: 500, value: 0.54, pv: [noCharge] },
    { action: charge, visits: 300, value: 0.41, pv: [charge] },
  ],
  value: 0.54,
  stopped: false,
  turn: 3,
  phase: 'movement',
  model: 'r11',
};
const NAMES = { r11: 'Gorefang Nob', b1: 'Warden Sergeant', 'mob-east': 'Mob east', wardens: 'Wardens' };
const UNITS = {
  unitOf: { r11: 'mob-east', r12: 'mob-east', b1: 'wardens', b2: 'wardens' },
  phase: 'movement' as const,
};

describe('a declined charge', () => {
  it('comes with the action the AI played after it: the charges it weighed and "no charge"', async () => {
    const d = await untilDeclined(new GameService());
    const [first] = d.declined!;
    expect(first!.phase).toBe('movement');
    expect(first!.iterations).toBeGreaterThan(0);
    expect(first!.candidates[0]!.action.type).toBe('noCharge');
    expect(first!.candidates.some((c) => c.action.type === 'charge')).toBe(true);
    // Only what the panel lists: no heat-map spots or arrows' positions of its own.
    expect(first!.spots).toBeUndefined();
    expect(first!.positions).toBeUndefined();
  });

  it('reads as a sentence: what was kept to against the best charge', () => {
    expect(declinedText(DECLINED, NAMES, UNITS)).toBe(
      'Declined to charge: Mob east do not charge — 54% win chance, against 41% for the best charge, ' +
        'Mob east charge Wardens (Gorefang Nob at Warden Sergeant). 800 iterations, 2.1 s.',
    );
    const alone = { ...DECLINED, candidates: DECLINED.candidates.slice(0, 1) };
    expect(declinedText(alone, NAMES)).toBe(
      'Declined to charge: Gorefang Nob does not charge — 54% win chance. 800 iterations, 2.1 s.',
    );
  });

  it('is kept in a saved game and shown by the AI panel’s store with the decision after it', async () => {
    const service = new GameService();
    await untilDeclined(service);
    const text = service.exportGame();
    if (!text.ok) throw new Error(text.error.message);
    const read = readGameText(text.value);
    if (!read.ok) throw new Error(read.error.message);
    const kept = read.value.tree.nodes.filter((n) => n.decision?.declined);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept[0]!.decision!.declined![0]!.candidates[0]!.action.type).toBe('noCharge');

    setActivePinia(createPinia());
    setGameClient(createLocalClient(new GameService()));
    expect(await usePlayStore().loadGame(text.value)).toBe(true);
    const game = useGameStore();
    expect(await usePlayStore().goTo(game.line.findIndex((e) => e.node === kept[0]!.id) + 1)).toBe(true);
    expect(useAiStore().lastDecision?.declined?.[0]?.candidates[0]?.action.type).toBe('noCharge');
  });

  it('is not read from a saved game when it is not a list of decisions (the decisions are dropped, with a warning)', async () => {
    const service = new GameService();
    await untilDeclined(service);
    const text = service.exportGame();
    if (!text.ok) throw new Error(text.error.message);
    const doc = JSON.parse(text.value) as { decisions: Record<string, { declined?: unknown }> };
    const at = Object.keys(doc.decisions).find((k) => doc.decisions[k]!.declined)!;
    doc.decisions[at]!.declined = [{ side: 'red' }];
    const read = readGameText(JSON.stringify(doc));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.warnings.join(' ')).toMatch(/decisions/);
    expect(read.value.tree.nodes.some((n) => n.decision?.declined)).toBe(false);
  });
});
