// The unit card under the pointer (reference store): the same object while the model's card reads the same, so
// the page does not re-render it at every step of an AI turn (session 12's tryout: the page's tasks grew while
// the pointer rested on a model); a new card when the model's state changes.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalClient, setGameClient } from '../../renderer/src/platform/client';
import { GameService } from '../../session/game-service';
import { useGameStore } from '../../renderer/src/stores/game';
import { useInputStore } from '../../renderer/src/stores/input';
import { usePlayStore } from '../../renderer/src/stores/play';
import { useReferenceStore } from '../../renderer/src/stores/reference';

beforeEach(() => {
  setActivePinia(createPinia());
  setGameClient(createLocalClient(new GameService()));
});

afterEach(() => setGameClient(null));

describe('the unit card of the model under the pointer', () => {
  it('keeps its identity through steps that leave the model alone, and changes when the model moves', async () => {
    const game = useGameStore();
    const play = usePlayStore();
    expect(
      await play.newGame({ scenario: 'duel', players: [{ kind: 'human' }, { kind: 'human' }], seed: 'card' }),
    ).toBe(true);
    const reference = useReferenceStore();
    reference.cardModel = 'r1';
    const first = reference.card;
    expect(first).toMatchObject({ id: 'r1', status: ['standing'] });
    // Ends of phases: new snapshots, the same r1.
    for (let i = 0; i < 10 && game.state?.phase !== 'movement'; i++) await play.endPhase();
    expect(game.state?.phase).toBe('movement');
    expect(reference.card).toBe(first);

    // r1 moves: its card says so, a new object that then stays through steps that leave r1 alone.
    useInputStore().select('r1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await useInputStore().clickGround(12, 6);
    expect(game.models.find((m) => m.id === 'r1')!.state.y).toBe(6);
    const moved = reference.card;
    expect(moved).not.toBe(first);
    expect(moved?.status).toEqual(['standing', 'moved']);
    useInputStore().select('r2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const r2 = game.models.find((m) => m.id === 'r2')!.state;
    await useInputStore().clickGround(r2.x, r2.y + 1);
    expect(game.lastAction).toMatchObject({ type: 'move', model: 'r2' });
    expect(reference.card).toBe(moved);

    reference.cardModel = 'b1';
    expect(reference.card).toMatchObject({ id: 'b1' });
    reference.cardModel = null;
    expect(reference.card).toBeNull();
  });
});
