// Issue 21: every enemy click that cannot become the action asked for says why, in words.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalClient, setGameClient } from '../../renderer/src/platform/client';
import { GameService } from '../../session/game-service';
import type { PlayerSpec } from '../../session/service-types';
import { useGameStore } from '../../renderer/src/stores/game';
import { useInputStore } from '../../renderer/src/stores/input';
import { usePlayStore } from '../../renderer/src/stores/play';
import { useToastStore } from '../../renderer/src/stores/toasts';
import { breakdownPlace } from '../../session/cover-words';
import { toHitBreakdownText } from '../../session/format';

const HUMANS: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];

beforeEach(() => {
  setActivePinia(createPinia());
  setGameClient(createLocalClient(new GameService()));
});

afterEach(() => setGameClient(null));

function flush(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function untilPhase(phase: string, turn?: number): Promise<void> {
  const game = useGameStore();
  for (let i = 0; i < 20 && (game.state?.phase !== phase || (turn && game.state.turn !== turn)); i++)
    await usePlayStore().endPhase();
  expect(game.state?.phase).toBe(phase);
}

async function duel() {
  expect(await usePlayStore().newGame({ scenario: 'duel', players: HUMANS, seed: 'duel-1' })).toBe(true);
  return useGameStore();
}

/** Ends phases until `side`'s (0 red, 1 blue) `phase`. */
async function until(side: 0 | 1, phase: string): Promise<void> {
  const game = useGameStore();
  for (let i = 0; i < 20 && (game.state?.activeSide !== side || game.state.phase !== phase); i++)
    await usePlayStore().endPhase();
  expect([game.state?.activeSide, game.state?.phase]).toEqual([side, phase]);
}

describe('refusals in words (issue 21)', () => {
  it('a click on an enemy the selected model may not charge says why, and the selection stays', async () => {
    await duel();
    await untilPhase('movement');
    const input = useInputStore();
    expect(await usePlayStore().act({ type: 'move', model: 'r1', to: [12, 7], run: false })).toBe(true);
    input.select('r1');
    await flush();
    await input.clickModel('b1');
    await flush();
    expect(input.selectedId).toBe('r1');
    expect(useToastStore().toasts.at(-1)).toMatchObject({
      kind: 'error',
      title: 'Charges must be declared before any other move this phase (§3.2)',
    });
  });

  it('a click on an enemy out of range says how far it is and how far the weapon reaches', async () => {
    await duel();
    await until(1, 'shooting');
    const input = useInputStore();
    input.select('b3');
    await flush();
    await input.clickModel('r1');
    await flush();
    expect(input.selectedId).toBe('b3');
    const toast = useToastStore().toasts.at(-1);
    expect(toast?.title).toMatch(/^Captain is 17\.4″ away; sling has range 15″/);
    // A shot's help, not a move's (§6.1).
    expect(toast?.message).toBe('Too far for this weapon or spell (§6.1, §12)');
  });

  it('Run greyed out says why: an enemy within 8″ (§4.2)', async () => {
    await duel();
    const play = usePlayStore();
    await until(0, 'movement');
    expect(await play.act({ type: 'move', model: 'r1', to: [12, 7], run: false })).toBe(true);
    await until(1, 'movement');
    expect(await play.act({ type: 'move', model: 'b1', to: [12, 16], run: false })).toBe(true);
    await until(0, 'movement');
    const input = useInputStore();
    input.select('r1');
    await flush();
    expect(input.moveOptions.run).toBeUndefined();
    expect(input.runRefusal).toBe('enemy Raider Chief is within 8″ (§4.2)');
  });
});

describe('the To Hit breakdown (issue 21, item 5)', () => {
  it('a shot preview lists each modifier with its value and cause', async () => {
    await duel();
    const play = usePlayStore();
    await until(0, 'movement');
    expect(await play.act({ type: 'move', model: 'r2', to: [8, 4], run: false })).toBe(true);
    await until(0, 'shooting');
    const input = useInputStore();
    await input.previewShot('r2', 'b2');
    const p = input.preview;
    expect(p?.kind).toBe('shot');
    if (p?.kind !== 'shot') return;
    const b = p.value.breakdown!;
    expect(b.base - b.modifiers.reduce((n, m) => n + m.value, 0)).toBe(p.value.toHit);
    // The cover is named by where the target is, not by the wall's id ('from wall-1' before).
    expect(toHitBreakdownText(b, breakdownPlace(useGameStore().state!, b, 'b2'))).toBe(
      'BS 3 → 4+ · hard cover (−2) behind the low wall · long range (−1) · moved (−1)',
    );
    expect(toHitBreakdownText(b)).toBe('BS 3 → 4+ · hard cover (−2) · long range (−1) · moved (−1)');
    // The dice log's To Hit row of the shot says the same.
    expect(await input.confirmPreview()).toBe(true);
    const row = useGameStore().log.find((e) => e.event.kind === 'roll' && e.event.test === 'toHit');
    expect(row?.toHit).toBe('BS 3 → 4+ · hard cover (−2) behind the low wall · long range (−1) · moved (−1)');
  });
});

describe('the selection is not lost (issue 21, item 8)', () => {
  it('a click on the selected model keeps it selected', async () => {
    await duel();
    await until(0, 'movement');
    const input = useInputStore();
    await input.clickModel('r1');
    await input.clickModel('r1');
    expect(input.selectedId).toBe('r1');
  });

  it('entering Movement starts with nothing selected, so the first click selects', async () => {
    await duel();
    await until(0, 'recovery');
    const input = useInputStore();
    await input.clickModel('r2');
    expect(input.selectedId).toBe('r2');
    await until(0, 'movement');
    expect(input.selectedId).toBeNull();
    await input.clickModel('r2');
    expect(input.selectedId).toBe('r2');
  });
});
