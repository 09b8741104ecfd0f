// Deployment before turn 1 (engine/deployment.ts): a person drags a model within the highlighted zone and
// presses Done, the AI deploys, and turn 1 starts with the models where they were placed; a drop outside the
// zone is refused with the engine's message naming the model and the zone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, modelPosition, openApp, phaseLabel, screenPoint, startGame } from './browser';
import { dragModel } from './moves';

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

describe('deployment', () => {
  it('a person drags a model and presses Done, the AI deploys, turn 1 starts with the models where placed', async () => {
    await startGame(page, 'ruined-street', ['human', 'easy'], 'deploy-e2e', { deploy: true });
    await page.getByTestId('deployment-bar').waitFor();
    expect(await page.getByTestId('turn-label').innerText()).toContain('Before turn 1');
    await page.getByTestId('deployment-zone-0').waitFor();
    await page.getByTestId('deployment-zone-1').waitFor();

    const r1 = await modelPosition(page, 'r1');
    await dragModel(page, 'r1', r1.x + 2, 2);
    await expect.poll(async () => (await modelPosition(page, 'r1')).y, { timeout: 10_000 }).toBeCloseTo(2, 1);
    expect((await modelPosition(page, 'r1')).x).toBeCloseTo(r1.x + 2, 1);
    expect(await page.getByTestId('dice-log').innerText()).toMatch(/deployed/);

    const blueBefore = await modelPosition(page, 'b1');
    await page.getByTestId('deploy-done').click();
    await expect
      .poll(() => page.getByTestId('turn-label').innerText(), { timeout: 60_000 })
      .toMatch(/Turn\s*1/);
    expect(await phaseLabel(page)).toBe('Recovery');
    expect(await page.getByTestId('deployment-zones').count()).toBe(0);
    // The models are where they were placed: r1 by the person, the blue side by the AI's script, in its zone.
    expect((await modelPosition(page, 'r1')).y).toBeCloseTo(2, 1);
    const blue = await modelPosition(page, 'b1');
    expect(blue.y).toBeGreaterThanOrEqual(38.5);
    expect(blue).not.toEqual(blueBefore);
    expect(await page.getByTestId('dice-log').innerText()).toMatch(/has deployed/);

    // Taken back into the deployment, the person deploys again: a new branch, as after any take-back.
    for (let k = 0; k < 40 && !(await page.getByTestId('deploy-done').isVisible()); k++) {
      await page.keyboard.press('Control+z');
      await page.waitForTimeout(150);
    }
    await page.getByTestId('deploy-done').waitFor({ timeout: 5_000 });
    const r2 = await modelPosition(page, 'r2');
    await dragModel(page, 'r2', r2.x + 1.5, 2);
    await expect.poll(async () => (await modelPosition(page, 'r2')).y, { timeout: 10_000 }).toBeCloseTo(2, 1);
    expect(errors).toEqual([]);
  });

  it('refuses a drop outside the zone, naming the model and the zone; the model stays', async () => {
    await startGame(page, 'duel', ['human', 'human'], 'deploy-e2e-2', { deploy: true });
    await page.getByTestId('deployment-bar').waitFor();
    const r1 = await modelPosition(page, 'r1');
    await dragModel(page, 'r1', r1.x, 12);
    await expect
      .poll(() => page.getByTestId('toast').first().innerText(), { timeout: 10_000 })
      .toMatch(/outside the deployment zone \(within 6″ of the south edge\)/);
    expect(await modelPosition(page, 'r1')).toEqual(r1);
    // A press on a model selects it; a click on the ground then places it there.
    const r2 = await modelPosition(page, 'r2');
    await page.getByTestId('deploy-handle-r2').click();
    await expect.poll(() => page.getByTestId('selected-name').innerText()).toBeTruthy();
    const spot = await screenPoint(page, r2.x + 1, 1.5);
    await page.mouse.click(spot.x, spot.y);
    await expect
      .poll(async () => (await modelPosition(page, 'r2')).y, { timeout: 10_000 })
      .toBeCloseTo(1.5, 1);
    // "Deploy as the scenario says" puts it back and ends red's deployment; blue deploys next.
    await page.getByTestId('deploy-as-scenario').click();
    await expect.poll(() => page.getByTestId('active-side').innerText()).toMatch(/Marsh Raiders/);
    await page.getByTestId('deploy-done').click();
    await expect.poll(() => page.getByTestId('turn-label').innerText()).toMatch(/Turn\s*1/);
    expect(await modelPosition(page, 'r1')).toEqual(r1);
    expect(await modelPosition(page, 'r2')).toEqual(r2);
  });

  it('table-top mode: the app lists where to put each AI model, in inches from the edges', async () => {
    await page.getByTestId('new-game-dialog').waitFor();
    await page.getByTestId('scenario-select').selectOption('duel');
    await page.getByTestId('player-0-ai').click();
    await page.getByTestId('player-0-level').selectOption('greedy');
    await page.getByTestId('player-1-human').click();
    await page.getByTestId('mode-tabletop').click();
    await page.getByTestId('seed-input').fill('deploy-table');
    await page.getByTestId('deploy-option').check();
    await page.getByTestId('start-game').click();
    await page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });
    const told = page.getByTestId('tt-announcement');
    await expect.poll(() => told.innerText(), { timeout: 60_000 }).toMatch(/End deployment/);
    const lines = await page.locator('[data-testid="tt-lines"] li').allInnerTexts();
    expect(lines).toHaveLength(3);
    for (const line of lines)
      expect(line).toMatch(/^.+ \(r\d\): \d+\.\d″ from the (west|east) edge, \d+\.\d″ from the south edge$/);
    await page.getByTestId('tt-done').click();
    await expect.poll(() => page.getByTestId('deployment-bar').innerText()).toMatch(/drag your models/);
    await page.getByTestId('deploy-done').click();
    await expect
      .poll(() => page.getByTestId('turn-label').innerText(), { timeout: 30_000 })
      .toMatch(/Turn\s*1/);
    expect(errors).toEqual([]);
  });
});
