// The preview popover keeps clear of one's own model (issue 21, polish: popovers over one's own unit): it opens on
// the far side of the target from the shooter, above or below as the board allows.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phaseLabel } from './browser';
import { useApp } from './app';
import { builtinScenario, openFile } from './files';

const app = useApp();
const dir = mkdtempSync(join(tmpdir(), 'skirmisher-popover-'));

/** Duel in red's Shooting phase: the Crossbowman (r2) 5″ above the Raider Chief (b1) on screen, nothing between. */
function shooterAbove(): object {
  const doc = builtinScenario('duel');
  const at: Record<string, number[]> = { r2: [4, 17], b1: [4, 12], b2: [20, 2], b3: [22, 4] };
  for (const side of doc.sides) for (const m of side.models) m.at = at[m.id] ?? m.at;
  return { ...doc, name: 'Duel, shooter above', phase: 'shooting' };
}

describe('the preview popover', () => {
  it('opens on the far side of the target from the shooter, not over it', async () => {
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1600, height: 1400 });
    const path = join(dir, 'above.json');
    writeFileSync(path, JSON.stringify(shooterAbove()));
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, path);
    await page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
    expect(await phaseLabel(page)).toBe('Shooting');
    await page.getByTestId('model-r2').click();
    await page.getByTestId('model-b1').click();
    const popover = page.getByTestId('confirm-action');
    await popover.waitFor();
    await page.waitForTimeout(300);
    const shooter = (await page.getByTestId('model-r2').boundingBox())!;
    const target = (await page.getByTestId('model-b1').boundingBox())!;
    const box = (await page.locator('.popover').boundingBox())!;
    const covers =
      shooter.x + shooter.width > box.x &&
      shooter.x < box.x + box.width &&
      shooter.y + shooter.height > box.y &&
      shooter.y < box.y + box.height;
    expect(covers).toBe(false);
    expect(box.y).toBeGreaterThan(target.y);
    expect(errors).toEqual([]);
  });
});

describe('the unit card while a popover is open', () => {
  it('is hidden (it covered the popover’s title), and comes back once the popover closes', async () => {
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1600, height: 1400 });
    const path = join(dir, 'card.json');
    writeFileSync(path, JSON.stringify(shooterAbove()));
    if (!(await page.getByTestId('new-game-dialog').isVisible())) await page.getByTestId('new-game').click();
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, path);
    await page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
    const card = page.getByTestId('unit-card');
    await page.getByTestId('model-r2').hover();
    await card.waitFor();
    await page.getByTestId('model-r2').click();
    await page.getByTestId('model-b1').click();
    await page.getByTestId('confirm-action').waitFor();
    // The pointer on the shooter and then on the target's edge: no card over the popover.
    await page.getByTestId('model-r2').hover();
    await page.waitForTimeout(300);
    expect(await card.count()).toBe(0);
    const target = (await page.getByTestId('model-b1').boundingBox())!;
    await page.mouse.move(target.x + target.width / 2, target.y + 2);
    await page.waitForTimeout(300);
    expect(await card.count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('preview-popover').waitFor({ state: 'detached' });
    await page.getByTestId('model-r2').hover();
    await card.waitFor();
    expect(errors).toEqual([]);
  });
});
