// Squad play in the browser (RULES.md §2, §7.9, §10): a unit selected and moved as one, a single model moved
// with Alt, a refusal explained, a unit charge previewed with its unit outcomes and fought to a combat result,
// the New game dialog pairing squad warbands, and an AI-vs-AI squad game for a few turns.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { closeCombatScenario } from '../renderer/fixtures/squad-scenarios';
import {
  endPhasesUntil,
  launchBrowser,
  modelPosition,
  openApp,
  phaseLabel,
  ply,
  screenPoint,
  startGame,
} from './browser';
import { openFile } from './files';

let browser: Browser;
let page: Page;
let errors: string[];
const dir = mkdtempSync(join(tmpdir(), 'skirmisher-squads-'));

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  ({ page, errors } = await openApp(browser, inject('baseUrl')));
});

/** The Wardens of the squad assault scenario (unit `wardens`). */
const WARDENS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];

/** Opens a scenario document (written to a file) through the New game dialog's file button. */
async function openScenario(doc: object, name: string): Promise<void> {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(doc));
  await page.getByTestId('new-game-dialog').waitFor();
  await openFile(page, path);
  await page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
}

describe('squad play', () => {
  it('selects a unit, moves it as one, moves one model with Alt and explains a refusal', async () => {
    await startGame(page, 'squad-assault', ['human', 'human']);
    await endPhasesUntil(page, 'Movement');
    await page.getByTestId('model-r3').click();
    await expect.poll(() => page.getByTestId('unit-name').innerText()).toBe('Wardens');
    expect(await page.getByTestId('units-panel').innerText()).toMatch(/Wardens\s+6\/6/);
    await page.getByTestId('coherency-links').waitFor({ state: 'attached' });
    expect(await page.locator('[data-testid="coherency-links"] line').count()).toBeGreaterThan(0);
    expect(await page.locator('.model.unit-member').count()).toBe(WARDENS.length - 1);

    const start = await ply(page);
    const before = await Promise.all(WARDENS.map((id) => modelPosition(page, id)));
    const r3 = before[2]!;
    const target = await screenPoint(page, r3.x + 1, r3.y + 2);
    await page.mouse.move(target.x, target.y);
    await page.getByTestId('unit-ghosts').waitFor();
    await page.mouse.click(target.x, target.y);
    await expect.poll(() => ply(page)).toBe(start + 1);
    for (const [k, id] of WARDENS.entries()) {
      const at = await modelPosition(page, id);
      expect(at.x).toBeCloseTo(before[k]!.x + 1, 1);
      expect(at.y).toBeCloseTo(before[k]!.y + 2, 1);
    }
    expect(await page.getByTestId('dice-log').innerText()).toMatch(/Wardens moved 2\.2″/);

    // The Marksmen: one model alone ("Move one model"), then one too far from its unit (Alt, coherency §2).
    await page.getByTestId('model-r7').click();
    await expect.poll(() => page.getByTestId('unit-name').innerText()).toBe('Marksmen');
    await page.getByTestId('move-model-mode').click();
    const r7 = await modelPosition(page, 'r7');
    const near = await screenPoint(page, r7.x, r7.y + 1);
    await page.mouse.click(near.x, near.y);
    await expect.poll(() => ply(page)).toBe(start + 2);
    expect((await modelPosition(page, 'r7')).y).toBeCloseTo(r7.y + 1, 1);
    expect((await modelPosition(page, 'r8')).y).toBeCloseTo(r7.y, 1);

    // The Marksmen no longer move as one; r11 may not leave its unit.
    await page.getByTestId('model-r11').click();
    await page.getByTestId('unit-split-note').waitFor();
    const r11 = await modelPosition(page, 'r11');
    const far = await screenPoint(page, r11.x + 3.5, r11.y);
    await page.keyboard.down('Alt');
    await page.mouse.click(far.x, far.y);
    await page.keyboard.up('Alt');
    const toast = page.locator('[data-testid="toast"][data-code="ERR_COHERENCY"]');
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(/within 2″ of another model of its unit/);
    expect(await toast.innerText()).not.toMatch(/ERR_/);
    expect(await ply(page)).toBe(start + 2);
    expect(errors).toEqual([]);
  });

  it('moves a unit as far as it may go on a click just past its ring, as a single model (issue 21, item 10)', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await startGame(page, 'squad-assault', ['human', 'human'], 'e2e-ring');
    await endPhasesUntil(page, 'Movement');
    await page.getByTestId('model-r3').click();
    await expect.poll(() => page.getByTestId('unit-name').innerText()).toBe('Wardens');
    const walk = Number(await page.locator('[data-testid="rings"] .ring.move').getAttribute('r'));
    expect(walk).toBeGreaterThan(0);
    const start = await ply(page);
    const before = await Promise.all(WARDENS.map((id) => modelPosition(page, id)));
    const r3 = before[2]!;
    // 0.29″ past the ring: a few pixels on the screen, where the ring is drawn.
    const past = await screenPoint(page, r3.x, r3.y + walk + 0.29);
    await page.mouse.move(past.x, past.y);
    await page.mouse.click(past.x, past.y);
    await expect.poll(() => ply(page)).toBe(start + 1);
    for (const [k, id] of WARDENS.entries())
      expect((await modelPosition(page, id)).y).toBeCloseTo(before[k]!.y + walk - 0.01, 1);
    expect(await page.locator('[data-testid="toast"].error').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('charges with a unit: unit outcomes before, the combat result after', async () => {
    await openScenario(closeCombatScenario(), 'close.scenario.json');
    await page.getByTestId('model-r3').click();
    await page.getByTestId('allowance').waitFor();
    await page.getByTestId('model-b3').click();
    await page.getByTestId('preview-popover').waitFor();
    const headline = page.getByTestId('unit-odds-headline');
    await headline.waitFor({ timeout: 30_000 });
    expect(await headline.innerText()).toMatch(/^wins combat \d+% · enemy falls back \d+%$/);
    expect(await page.getByTestId('unit-odds-reaches').innerText()).toMatch(/100%/);
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => ply(page)).toBe(1);
    expect(await page.getByTestId('dice-log').innerText()).toMatch(/charged/);
    await endPhasesUntil(page, 'Close combat');
    await page.getByTestId('end-phase').click();
    const strip = page.getByTestId('combat-result');
    await strip.waitFor();
    expect(await strip.innerText()).toMatch(/Combat result: Iron Wardens \d+ – \d+ Gorefang Mob/);
    expect(await page.getByTestId('dice-log').innerText()).toMatch(/Combat result: .*\(§7\.9\)/);
    expect(errors).toEqual([]);
  });

  it('pairs squad warbands only with squad warbands and says which rules they play', async () => {
    await page.getByTestId('new-game-dialog').waitFor();
    await page.getByTestId('source-warbands').click();
    await page.getByTestId('red-warband').selectOption('iron-wardens');
    await expect.poll(() => page.getByTestId('blue-warband').inputValue()).toBe('gorefang-mob');
    expect(await page.locator('[data-testid="blue-warband"] option[value="raiders"]').isDisabled()).toBe(
      true,
    );
    await expect.poll(() => page.getByTestId('preset-line').innerText()).toMatch(/^Squad assault rules/);
    await page.getByTestId('player-0-human').click();
    await page.getByTestId('player-1-human').click();
    await page.getByTestId('start-game').click();
    await page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('units-panel').waitFor();
    expect(await page.getByTestId('scenario-name').innerText()).toMatch(/Iron Wardens vs Gorefang Mob/);

    await page.getByTestId('new-game').click();
    await page.getByTestId('source-warbands').click();
    await page.getByTestId('red-warband').selectOption('mercenaries');
    await expect.poll(() => page.getByTestId('preset-line').innerText()).toMatch(/^Skirmish rules/);
    expect(await page.locator('[data-testid="blue-warband"] option[value="gorefang-mob"]').isDisabled()).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

  it('plays an AI-vs-AI squad game for a few turns', async () => {
    await startGame(page, 'squad-assault', ['easy', 'easy'], 'e2e-squads');
    await page.getByTestId('watch-speed').fill('3');
    const turn = async () => Number((await page.getByTestId('turn-label').innerText()).match(/\d+/)?.[0]);
    await expect
      .poll(async () => (await page.getByTestId('game-over').count()) > 0 || (await turn()) >= 3, {
        timeout: 200_000,
        interval: 500,
      })
      .toBe(true);
    expect(await ply(page)).toBeGreaterThan(10);
    const log = await page.getByTestId('dice-log').innerText();
    expect(log).toMatch(/(Wardens|Marksmen|Mob west|Mob east) (moved|ran) \d/);
    expect(await page.locator('[data-testid^="unit-row-"]').count()).toBe(4);
    expect(await phaseLabel(page)).toMatch(/\w/);
    expect(errors).toEqual([]);
  });
});
