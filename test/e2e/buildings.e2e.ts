// Buildings in the browser (RULES.md §11): the farmhouse garrison on the board, an assault previewed as one and
// fought by assault parties, and a unit entering a building and stepping out of it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { assaultScenario, enterScenario } from '../renderer/fixtures/squad-scenarios';
import { endPhasesUntil, launchBrowser, openApp, phaseLabel, ply, screenPoint, startGame } from './browser';
import { openFile } from './files';

let browser: Browser;
let page: Page;
let errors: string[];
const dir = mkdtempSync(join(tmpdir(), 'skirmisher-buildings-'));

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  ({ page, errors } = await openApp(browser, inject('baseUrl')));
});

async function openScenario(doc: object, name: string): Promise<void> {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(doc));
  await page.getByTestId('new-game-dialog').waitFor();
  await openFile(page, path);
  await page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
}

/** The farmhouse's garrison unit id on the board ('' when empty). */
function garrison(): Promise<string | null> {
  return page.getByTestId('building-farmhouse').getAttribute('data-garrison');
}

describe('buildings', () => {
  it('shows the farmhouse garrison and its objective', async () => {
    await startGame(page, 'storm-the-farmhouse', ['human', 'human']);
    expect(await garrison()).toBe('wardens');
    expect(await page.getByTestId('building-farmhouse').textContent()).toMatch(
      /Wardens \d+\/12\s*·\s*★\s*\d+ pts/,
    );
    expect(await page.locator('.model.garrison').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('unit-row-wardens').getAttribute('data-building')).toBe('farmhouse');
    await page.getByTestId('objective-1').waitFor();
    expect(errors).toEqual([]);
  });

  it('assaults the farmhouse: an assault in the preview, parties marked after the fight', async () => {
    await openScenario(assaultScenario(), 'assault.scenario.json');
    await page.getByTestId('model-r3').click();
    await page.getByTestId('allowance').waitFor();
    await page.getByTestId('model-b1').click();
    await page.getByTestId('preview-popover').waitFor();
    expect(await page.getByTestId('action-preview-title').innerText()).toMatch(/^Assault /);
    expect(await page.getByTestId('assault-note').innerText()).toMatch(
      /Assault on the farmhouse, held by Wardens \(\d+\/12\)/,
    );
    await page.getByTestId('unit-odds-headline').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('unit-odds-reaches').innerText()).toMatch(/100%/);
    expect(await page.getByTestId('confirm-action').innerText()).toBe('Assault');
    // The popover, with the odds in, keeps its buttons on the board (a tall one sat under the timeline).
    const confirm = (await page.getByTestId('confirm-action').boundingBox())!;
    const board = (await page.getByTestId('board').boundingBox())!;
    expect(confirm.y + confirm.height).toBeLessThanOrEqual(board.y + board.height);
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => ply(page)).toBe(1);
    await expect
      .poll(() => page.getByTestId('building-farmhouse').getAttribute('class'))
      .toMatch(/assaulted/);
    expect(await page.getByTestId('dice-log').innerText()).toMatch(
      /Mob west assaulted the farmhouse, held by Wardens/,
    );

    await endPhasesUntil(page, 'Close combat');
    await page.getByTestId('end-phase').click();
    await page.getByTestId('combat-result').waitFor();
    expect(await page.locator('.model.party').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('dice-log').innerText()).toMatch(
      /Assault party of Mob west at the farmhouse/,
    );
    expect(errors).toEqual([]);
  });

  it('enters a building and steps out of it the next turn', async () => {
    await openScenario(enterScenario(), 'enter.scenario.json');
    expect(await garrison()).toBe('');
    await page.getByTestId('model-b1').click();
    await page.getByTestId('enter-building').click();
    await expect.poll(garrison).toBe('wardens');
    expect(await page.getByTestId('unit-row-wardens').getAttribute('data-building')).toBe('farmhouse');
    expect(await page.getByTestId('dice-log').innerText()).toMatch(/Wardens entered the farmhouse/);

    // Red's turn, then blue's Movement phase again.
    for (let i = 0; i < 12; i++) {
      const label = await page.getByTestId('active-side').innerText();
      if ((await phaseLabel(page)) === 'Movement' && /Iron Wardens/.test(label) && (await ply(page)) > 1)
        break;
      const before = await ply(page);
      await page.getByTestId('end-phase').click();
      await expect.poll(() => ply(page)).toBeGreaterThan(before);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('model-b1').click();
    await page.getByTestId('leave-building').click();
    await page.getByTestId('leave-help').waitFor();
    const out = await screenPoint(page, 24, 26);
    await page.mouse.click(out.x, out.y);
    await expect.poll(garrison).toBe('');
    expect(await page.getByTestId('dice-log').innerText()).toMatch(/Wardens left the farmhouse/);
    expect(errors).toEqual([]);
  });
});
