// Deployment as a player meets it (session 12's tryout): a refusal on the board does not cover the player's own
// zone (the toasts go to the board's top while the zone lies at its foot), the dice log shows no roll count
// ("0" read as a broken log) before turn 1, and the rules reference has the app's Deployment ruling, marked as such.
import { describe, expect, it } from 'vitest';
import { modelPosition, startGame } from './browser';
import { useApp } from './app';
import { dragModel } from './moves';

const app = useApp();

describe('deployment, polished', () => {
  it('keeps refusals off the zone, shows no roll count before turn 1, and explains deployment in the reference', async () => {
    const { page, errors } = await app.open();
    for (const [width, height] of [
      [1280, 800],
      [1600, 1000],
    ] as const) {
      await page.setViewportSize({ width, height });
      await startGame(page, 'duel', ['human', 'human'], 'deploy-polish', { deploy: true });
      await page.getByTestId('deployment-bar').waitFor();
      expect(await page.getByTestId('dice-count').count()).toBe(0);
      // Red's zone is the southern strip (within 6″ of the south edge), at the foot of the board.
      const r1 = await modelPosition(page, 'r1');
      await dragModel(page, 'r1', r1.x, 12);
      const toast = page.getByTestId('toast').first();
      await expect.poll(() => toast.innerText(), { timeout: 10_000 }).toMatch(/outside the deployment zone/);
      const zone = (await page.getByTestId('deployment-zone-0').boundingBox())!;
      const box = (await toast.boundingBox())!;
      const overlaps =
        box.x < zone.x + zone.width &&
        zone.x < box.x + box.width &&
        box.y < zone.y + zone.height &&
        zone.y < box.y + box.height;
      expect(overlaps, `the refusal over red's zone at ${width}×${height}`).toBe(false);
      await page.screenshot({ path: `test-results/deploy-polish-${width}.png` }).catch(() => undefined);
      await toast.click({ force: true });
    }

    await page.getByTestId('rules-open').click();
    await page.getByTestId('rules-search').fill('deployment');
    await page.locator('[data-testid="rules-list"] .entry[data-rule="deployment"]').click();
    expect(await page.getByTestId('rule-title').innerText()).toMatch(/Deployment/);
    expect(await page.getByTestId('rule-ruling').innerText()).toMatch(
      /app’s ruling, not RULES\.md.*docs\/rules-decisions\.md/,
    );
    expect(await page.getByTestId('rule-body').innerText()).toMatch(/plays first in each game turn/);
    expect(errors).toEqual([]);
  });
});
