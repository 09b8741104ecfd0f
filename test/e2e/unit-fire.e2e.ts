// "Fire the unit" in the browser (issue 21, item 3; RULES.md §6.2, §10.2): on squad assault, with the Wardens
// selected in their Shooting phase, a click on an enemy previews the whole unit's fire at that enemy unit with
// one combined preview (who fires, who may not and why, expected hits, wounds and casualties, the chance of
// forcing the 25% Morale test); one click fires every eligible model, each shot in the dice log.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { unitFireScenario } from '../renderer/fixtures/squad-scenarios';
import { launchBrowser, openApp, phaseLabel, ply } from './browser';
import { openFile } from './files';

let browser: Browser;
let page: Page;
let errors: string[];
const dir = mkdtempSync(join(tmpdir(), 'skirmisher-unit-fire-'));

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  ({ page, errors } = await openApp(browser, inject('baseUrl')));
  const path = join(dir, 'unit-fire.json');
  writeFileSync(path, JSON.stringify(unitFireScenario()));
  await page.getByTestId('new-game-dialog').waitFor();
  await openFile(page, path);
  await page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
});

/** The Wardens that may fire at the western mob (r6 stands behind a screen wall). */
const FIRING = ['r1', 'r2', 'r3', 'r4', 'r5'];

describe('fire the unit', () => {
  it('previews the unit’s combined fire at an enemy unit and fires every eligible model with one click', async () => {
    expect(await phaseLabel(page)).toBe('Shooting');
    await page.getByTestId('model-r3').click();
    await expect.poll(() => page.getByTestId('unit-name').innerText()).toBe('Wardens');
    await page.getByTestId('model-b7').click();

    const pop = page.getByTestId('preview-popover');
    await pop.waitFor();
    expect(await page.getByTestId('unit-fire-title').innerText()).toMatch(/^Fire Wardens at Mob west/);
    expect(await page.getByTestId('unit-fire-count').innerText()).toBe('5/6');
    for (const id of FIRING) await page.getByTestId(`unit-fire-shot-${id}`).waitFor();
    expect(await page.getByTestId('unit-fire-refusal-r6').innerText()).toMatch(
      /^✗ Warden r6 cannot see Gorefang b\d+ \(§5\)$/,
    );
    // The combined odds, worked out in the worker: 2/3 + 4 × 1/2 ≈ 2.7 hits expected.
    await page.getByTestId('unit-fire-hits').waitFor();
    const hits = Number((await page.getByTestId('unit-fire-hits').innerText()).split(' ')[0]);
    expect(hits).toBeGreaterThan(2.4);
    expect(hits).toBeLessThan(2.9);
    expect(await page.getByTestId('unit-fire-expected').innerText()).toMatch(
      /^\d\.\d hits · \d\.\d wounds · \d\.\d casualties$/,
    );
    expect(await page.getByTestId('unit-fire-morale').innerText()).toMatch(/Forces its Morale test\s+\d+%/);
    expect(await page.getByTestId('unit-fire-morale-note').innerText()).toBe(
      'expected · the Morale test needs 3 lost this phase (25%, §10.2)',
    );
    expect(await page.getByTestId('confirm-action').innerText()).toBe('Fire 5 models');
    expect(await page.locator('[data-testid="unit-fire-lines"] line').count()).toBe(5);

    const before = await ply(page);
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => ply(page)).toBe(before + 5);
    await pop.waitFor({ state: 'detached' });
    const log = await page.getByTestId('dice-log').innerText();
    for (const id of FIRING) {
      const name = id === 'r1' ? 'Warden Sergeant' : `Warden ${id}`;
      expect(log).toMatch(new RegExp(`${name} shot at Gorefang`));
    }
    expect(log).not.toMatch(/Warden r6 shot at/);
    expect(errors).toEqual([]);
  });

  it('Alt+click, or "Only" in the unit’s preview, shoots with the selected model alone', async () => {
    await page.getByTestId('model-r3').click();
    await expect.poll(() => page.getByTestId('unit-name').innerText()).toBe('Wardens');
    await page.getByTestId('model-b3').click({ modifiers: ['Alt'] });
    await page.getByTestId('shot-numbers').waitFor();
    await page.getByTestId('cancel-action').click();

    await page.getByTestId('model-b3').click();
    await page.getByTestId('unit-fire-title').waitFor();
    await page.getByTestId('fire-one-model').click();
    await page.getByTestId('shot-numbers').waitFor();
    const before = await ply(page);
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => ply(page)).toBe(before + 1);
    // The unit fires on without r3, which is named as having shot (b7, in the mob's back rank, is still there).
    await page.getByTestId('model-b7').click();
    await page.getByTestId('unit-fire-title').waitFor();
    expect(await page.getByTestId('unit-fire-count').innerText()).toBe('4/6');
    expect(await page.getByTestId('unit-fire-refusal-r3').innerText()).toBe(
      '✗ Warden r3 has already shot this turn',
    );
    expect(errors).toEqual([]);
  });
});
