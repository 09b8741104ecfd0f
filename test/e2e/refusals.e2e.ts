// Issue 21 on the page: a refused charge says why and keeps the selection; a shot preview lists each To Hit
// modifier with its cause; a click on the selected model keeps it selected.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { endPhasesUntil, launchBrowser, openApp, startGame } from './browser';
import { moveNorth } from './moves';

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  ({ page, errors } = await openApp(browser, inject('baseUrl')));
});

describe('refusals in words', () => {
  it('a refused charge shows its reason, the selection stays, and the shot preview breaks To Hit down', async () => {
    await startGame(page, 'duel', ['human', 'human'], 'duel-1');
    await endPhasesUntil(page, 'Movement');
    await moveNorth(page, 'r1', 4);
    await page.getByTestId('model-r1').click();
    await page.getByTestId('model-r1').click();
    await expect.poll(() => page.getByTestId('model-r1').getAttribute('class')).toContain('selected');
    await page.getByTestId('model-b1').click();
    await expect
      .poll(() => page.getByTestId('toast').last().innerText())
      .toContain('Charges must be declared before any other move this phase');
    expect(await page.getByTestId('model-r1').getAttribute('class')).toContain('selected');
    // The refusal's § opens its rule, though the toast on the board lets other clicks through to the models.
    await page.getByTestId('toast').last().locator('a.rule-link[data-rule="3.2"]').click();
    await page.getByTestId('rules-reference').waitFor();
    expect(await page.getByTestId('rule-body').getAttribute('data-rule')).toBe('3.2');
    await page.keyboard.press('Escape');
    await page.getByTestId('rules-reference').waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');

    await endPhasesUntil(page, 'Shooting');
    await page.getByTestId('model-r1').click();
    await page.getByTestId('model-b1').click();
    await expect
      .poll(() => page.getByTestId('to-hit-breakdown').innerText())
      .toBe('To Hit BS 4 → 3+ · hard cover (−2) from wall-1 · moved (−1)');
    expect(await page.getByTestId('cover').innerText()).toBe('hard (−2)');
    expect(await page.getByTestId('to-hit').innerText()).toBe('6+');
    // The dice log's To Hit row of the shot lists the same modifiers.
    await page.getByTestId('confirm-action').click();
    await expect
      .poll(() => page.getByTestId('roll-to-hit').last().innerText())
      .toBe('To Hit BS 4 → 3+ · hard cover (−2) from wall-1 · moved (−1)');
    expect(errors).toEqual([]);
  });
});
