// The dice log on the page (issue 21, item 9): it stays on the newest entry while the AI plays its turn against
// a person, and keeps a height worth reading at 1280×800 with the What-if panel open above it (it was 37 px
// there, 145 px at 1600×1000, once the AI panel had shown a decision).
import { describe, expect, it } from 'vitest';
import { diceLogGap, ply, startGame } from './browser';
import { useApp } from './app';

const app = useApp();

describe('dice log', () => {
  it('follows the AI’s turns against a person and keeps its height with What-if open', async () => {
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    await startGame(page, 'duel', ['human', 'easy'], 'e2e-log-follow');
    await page.getByTestId('whatif-toggle').click();
    await page.getByTestId('whatif-queue').waitFor();
    const end = page.getByTestId('end-phase');
    for (let turn = 0; turn < 2; turn++) {
      // The person ends every phase of their turn; the AI then plays its own.
      for (let i = 0; i < 8 && (await end.isEnabled()); i++) {
        const before = await ply(page);
        await end.click();
        await expect.poll(() => ply(page), { timeout: 30_000 }).toBeGreaterThan(before);
      }
      await expect.poll(() => end.isEnabled(), { timeout: 120_000 }).toBe(true);
      await expect.poll(() => diceLogGap(page), { timeout: 5_000 }).toBeLessThan(60);
    }
    // The AI panel shows its decision; the log below still has room, the What-if dice show whole.
    await page.getByTestId('ai-iterations').waitFor();
    const log = (await page.getByTestId('dice-log').boundingBox())!;
    expect(log.height).toBeGreaterThanOrEqual(250);
    expect(log.y + log.height).toBeLessThanOrEqual(800);
    const whatIf = (await page.getByTestId('whatif-panel').boundingBox())!;
    const die = (await page.getByTestId('whatif-die-6').boundingBox())!;
    expect(die.y + die.height).toBeLessThanOrEqual(whatIf.y + whatIf.height);
    expect(whatIf.y + whatIf.height).toBeLessThanOrEqual(log.y);
    expect(errors).toEqual([]);
  });
});
