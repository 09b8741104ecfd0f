// Hints in the web build: the Hint button (or I) runs the AI's search for the human's side in the worker,
// shows the suggestion and its candidates on the board without playing it, and is dropped by Esc or a move.
import { describe, expect, it } from 'vitest';
import { endPhasesUntil, ply, startGame } from './browser';
import { useApp } from './app';
import { moveNorth } from './moves';

const app = useApp();

describe('hints', () => {
  it('shows what the AI would do in the player’s place, on the board, without playing it', async () => {
    const { page, errors } = await app.open();
    await startGame(page, 'duel', ['human', 'normal'], 'e2e-hint');
    await endPhasesUntil(page, 'Movement');
    const before = await ply(page);

    await page.keyboard.press('i');
    const card = page.getByTestId('hint-card');
    await card.waitFor();
    await page.getByTestId('hint-action').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('hint-action').innerText()).toMatch(/^(Captain|Crossbowman|Swordsman) /);
    expect(await page.getByTestId('hint-win').innerText()).toMatch(/^\d+%$/);
    expect(await page.getByTestId('explain-marks').getAttribute('data-source')).toBe('hint');
    // The arrows are painted whole: no style meant for the page's other "hint" elements masks them (a mask over
    // a group of straight-north arrows, which has no width, hid every arrow).
    expect(
      await page.evaluate(`(() => {
        const cs = getComputedStyle(document.querySelector('[data-testid=explain-marks]'));
        return [cs.maskImage, cs.overflow, cs.opacity];
      })()`),
    ).toEqual(['none', 'visible', '1']);
    expect(await page.getByTestId('explain-chosen').count()).toBe(1);
    expect(await page.getByTestId('explain-label').count()).toBeGreaterThan(1);
    // Nothing was played: the position and the phase are where they were.
    expect(await ply(page)).toBe(before);

    // Esc drops it; the button asks again; a move drops it too.
    await page.mouse.move(0, 0);
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    await page.getByTestId('hint').click();
    await page.getByTestId('hint-action').waitFor({ timeout: 30_000 });
    await moveNorth(page, 'r3', 1);
    await card.waitFor({ state: 'detached' });
    expect(await page.getByTestId('explain-marks').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says a forced suggestion has no search behind it instead of a win chance from 0 iterations', async () => {
    const { page, errors } = await app.open();
    await startGame(page, 'duel', ['human', 'normal'], 'e2e-hint-forced');
    await endPhasesUntil(page, 'Shooting');
    await page.keyboard.press('i');
    await page.getByTestId('hint-action').waitFor({ timeout: 30_000 });
    // The Captain's crossbow has one legal target, the closest enemy (§6.2): nothing for the search to weigh.
    expect(await page.getByTestId('hint-action').innerText()).toBe('Captain shoots Raider Chief');
    expect(await page.getByTestId('hint-forced').innerText()).toMatch(/only choice for this model/);
    expect(await page.getByTestId('hint-win').count()).toBe(0);
    expect(await page.getByTestId('hint-card').innerText()).not.toMatch(/0 iterations/);
    expect(errors).toEqual([]);
  });

  it('is not offered while the AI is to move', async () => {
    const { page, errors } = await app.open();
    await startGame(page, 'duel', ['normal', 'human'], 'e2e-no-hint');
    await expect.poll(() => page.getByTestId('hint').count()).toBe(0);
    await page.keyboard.press('i');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('hint-card').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
