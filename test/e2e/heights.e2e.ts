// Climbs, jumps, diving charges and spells on the board (RULES.md §4.4, §12), as the engine lists them for
// the selected model: markers to click for climbs and jumps, target rings and a confirm popover for a diving
// charge and a spell.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endPhasesUntil, ply } from './browser';
import { useApp } from './app';
import { openFile } from './files';

const HEIGHTS = resolve(import.meta.dirname, '../renderer/fixtures/heights.scenario.json');

const app = useApp();

/** Clicks the marker of the first climb or jump `testId` and waits for the action to be applied. */
async function clickAndWait(page: Page, testId: string): Promise<void> {
  const before = await ply(page);
  await page.getByTestId(testId).first().locator('.diamond').click();
  await expect.poll(() => ply(page)).toBe(before + 1);
}

describe('heights and spells on the board', () => {
  it('offers climbs, jumps down, gap jumps, a diving charge and a spell where the engine allows them', async () => {
    const { page, errors } = await app.open();
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, HEIGHTS);
    await page.getByTestId('model-r1').waitFor();
    const log = page.getByTestId('dice-log');

    // On the deck's edge above an enemy: jump or climb down, or dive onto it.
    await page.getByTestId('model-r1').click();
    await page.getByTestId('vertical-moves').waitFor();
    expect(await page.getByTestId('vertical-jumpDown').count()).toBe(1);
    expect(await page.getByTestId('vertical-climb').count()).toBe(1);
    expect(await page.locator('[data-testid="model-b1"] .target-ring.dive').count()).toBe(1);

    // The diving charge (declared with the charges, before any other move): previewed with its odds.
    await page.getByTestId('model-b1').click();
    await page.getByTestId('preview-popover').waitFor();
    expect(await page.getByTestId('action-preview-title').innerText()).toBe('Diver dives onto Guard');
    expect(await page.getByTestId('confirm-action').innerText()).toBe('Dive');
    await page.getByTestId('odds-method').waitFor();
    const before = await ply(page);
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => ply(page)).toBe(before + 1);

    // Across the gap to the annex.
    await page.getByTestId('model-r2').click();
    expect(await page.getByTestId('vertical-jumpGap').count()).toBe(3);
    await clickAndWait(page, 'vertical-jumpGap');
    await expect.poll(() => log.innerText()).toMatch(/Initiative/);

    // Up the deck's wall.
    await page.getByTestId('model-r3').click();
    await page.getByTestId('vertical-climb').waitFor();
    expect(await page.getByTestId('vertical-climb').textContent()).toMatch(/Climb up 3\.0″/);
    await clickAndWait(page, 'vertical-climb');

    // A spell in the Magic phase: the wizard clicks its target.
    await endPhasesUntil(page, 'Magic');
    await page.getByTestId('model-r4').click();
    expect(await page.locator('[data-testid="model-b2"] .target-ring.cast').count()).toBe(1);
    await page.getByTestId('model-b2').click();
    await page.getByTestId('preview-popover').waitFor();
    expect(await page.getByTestId('action-preview-title').innerText()).toBe(
      'Wizard casts fireball on Archer',
    );
    expect(await page.getByTestId('confirm-action').innerText()).toBe('Cast');
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => log.innerText()).toMatch(/Casting/);
    expect(errors).toEqual([]);
  });
});
