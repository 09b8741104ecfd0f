// The player's references (issue 24, parts 4 and 5): the printable roster of a game's warbands, the unit card
// of a model on the board, the rules reference opened from a § in the dice log and searched, and the points
// of the built-in warbands in the New game dialog.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openApp, phaseLabel, startGame } from './browser';

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, errors } = await openApp(browser, inject('baseUrl')));
  await page.setViewportSize({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
});

/** Ids of the models on the board, e.g. `['r1', 'r2', 'r3', 'b1', …]`. */
async function boardModels(): Promise<string[]> {
  const ids = await page
    .locator('[data-testid="board"] g.model')
    .evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { testid: string } }).dataset.testid));
  return ids.map((id) => id.replace(/^model-/, '')).sort();
}

describe('references at hand', () => {
  it('offers the warbands with their points in the New game dialog', async () => {
    await page.getByTestId('new-game-dialog').waitFor();
    await page.getByTestId('source-warbands').click();
    await page.getByTestId('red-warband').selectOption('mercenaries');
    await page.getByTestId('blue-warband').selectOption('raiders');
    expect(await page.getByTestId('warband-points').innerText()).toMatch(/260 pts vs 260 pts: equal points/);
    const option = page.locator('[data-testid="blue-warband"] option[value="grey-circle"]');
    expect(await option.innerText()).toMatch(/Grey Circle · 260 pts/);
    await page.getByTestId('source-scenario').click();
  });

  it('prints a roster of the game’s models on one page', async () => {
    await startGame(page, 'duel', ['human', 'human'], 'e2e-roster');
    await page.getByTestId('roster-open').click();
    const sheet = page.getByTestId('roster-sheet');
    await sheet.waitFor();
    // Every model on the board, identical models on one line ("2 × Crossbowman r2, r3").
    const rows = await page
      .getByTestId('roster-model')
      .evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { models: string } }).dataset.models));
    expect(rows.flatMap((r) => r.split(' ')).sort()).toEqual(await boardModels());
    // Each line has the profile, the weapons with range and Strength, and points.
    const text = await sheet.innerText();
    expect(text).toMatch(/crossbow 30″, S4/);
    expect(text).toMatch(/Weapons \(range, Strength\)/);
    // In print only the sheet shows, and it fits one page.
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.getByTestId('board').isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4', landscape: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    await page.emulateMedia({ media: 'screen' });
    // Esc closes it, as the close button does.
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await page.getByTestId('roster-open').click();
    await page.getByTestId('roster-close').click();
    await sheet.waitFor({ state: 'detached' });
  });

  it('shows a unit card for a model under the pointer', async () => {
    await page.getByTestId('model-b1').hover();
    const card = page.getByTestId('unit-card');
    await card.waitFor();
    expect(await card.getAttribute('data-model')).toBe('b1');
    const text = await card.innerText();
    expect(text).toMatch(/WS/);
    expect(text).toMatch(/″/);
    expect(text).toMatch(/S\d/);
    expect(await page.getByTestId('unit-card-status').innerText()).toMatch(/standing · wounds \d of \d/);
    await page.mouse.move(5, 5);
    await card.waitFor({ state: 'detached' });
  });

  it('opens the rule of a § in the dice log', async () => {
    for (const phase of ['Movement', 'Magic', 'Shooting']) {
      await page.getByTestId('end-phase').click();
      await expect.poll(() => phaseLabel(page)).toBe(phase);
    }
    await page.getByTestId('model-r1').click();
    await page.getByTestId('model-b1').click();
    await page.getByTestId('preview-popover').waitFor();
    await page.getByTestId('confirm-action').click();
    const link = page.locator('[data-testid="dice-row"] a.rule-link[data-rule="6.3"]').first();
    await link.waitFor();
    await link.click();
    await page.getByTestId('rules-reference').waitFor();
    expect(await page.getByTestId('rule-body').getAttribute('data-rule')).toBe('6.3');
    expect(await page.getByTestId('rule-title').innerText()).toMatch(/§6\.3\s+To Hit/);
    expect(await page.getByTestId('rule-body').innerText()).toMatch(/7 − BS/);
  });

  it('finds a rule by searching, and shows the charts as tables', async () => {
    await page.getByTestId('rules-search').fill('look out');
    const first = page.locator('[data-testid="rules-list"] .entry').first();
    await expect.poll(() => first.getAttribute('data-rule')).toBe('7.8');
    await first.click();
    expect(await page.getByTestId('rule-title').innerText()).toMatch(/Look Out, Sir/);
    await page.getByTestId('rules-search').fill('§14');
    await page.locator('[data-testid="rules-list"] .entry[data-rule="14"]').click();
    expect(await page.getByTestId('rule-chart').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('rule-body').innerText()).toMatch(/To Wound: Strength \(rows\)/);
    await page.getByTestId('rules-close').click();
    await page.getByTestId('rules-reference').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
