// The editor's From game on a position in the middle of a game (renderer/src/editor/scenario-start.ts): the
// models have moved off their deployment zones since the start, so the copy leaves the zones out (they are for
// a deployment, engine/deployment.ts) and rings no model with a zone warning (formats/zone-checks.ts).
import { describe, expect, it } from 'vitest';
import { useApp } from './app';
import { startGame } from './browser';

const app = useApp();

describe('editor From game', () => {
  it('copies storm-the-farmhouse in turn 3 without zone warnings on the models that moved', async () => {
    const { page, errors } = await app.open();
    await startGame(page, 'storm-the-farmhouse', ['greedy', 'greedy'], 'e2e-from-game');
    await expect
      .poll(() => page.getByTestId('turn-label').innerText(), { timeout: 120_000, interval: 250 })
      .toMatch(/Turn\s*[3-9]/);

    await page.getByTestId('editor-toggle').click();
    await page.getByTestId('editor').waitFor();
    await page.getByTestId('editor-from-game').click();
    await page.getByTestId('editor-valid').waitFor();
    await page.locator('[data-testid^="editor-model-"]').first().waitFor();
    expect(await page.locator('[data-testid^="editor-model-warning-"]').count()).toBe(0);
    expect(await page.getByTestId('editor-warnings').count()).toBe(0);
    expect(await page.getByTestId('editor-board').getByTestId('deployment-zone-0').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
