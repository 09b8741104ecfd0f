/**
 * The app's AI player (renderer/src/ai-player.ts): "Move now" (`stopRequest` answering `'answer'`) takes the
 * search's best so far, but never from an empty tree, so the AI panel always has a searched decision to show.
 */
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../engine';
import { loadScenario, startGame } from '../../cli/load';
import { AiPlayer } from '../../renderer/src/ai-player';

describe('AI player', () => {
  it('moves now after one slice of search: a value, some iterations, marked stopped early', async () => {
    const r = applyAction(startGame(loadScenario('ruined-street')).state, { type: 'endPhase' });
    if (!r.ok) throw new Error(r.error.message);
    const player = new AiPlayer({ kind: 'ai', level: 'expert' }, 0, 'now');
    const d = await player.decide(r.value.state, { stopRequest: () => 'answer' });
    expect(d?.action.type).toBe('move');
    expect(d!.summary.stopped).toBe(true);
    expect(d!.summary.iterations).toBeGreaterThan(0);
    expect(d!.summary.iterations).toBeLessThan(6000);
    expect(d!.summary.value).toBeGreaterThanOrEqual(0);
    expect(d!.summary.value).toBeLessThanOrEqual(1);
  });
});
