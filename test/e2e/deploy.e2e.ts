// Deployment before turn 1 (engine/deployment.ts): a person drags a model within the highlighted zone and
// presses Done, the AI deploys, and turn 1 starts with the models where they were placed; a drop outside the
// zone is refused with the engine's message naming the model and the zone.
import { describe, expect, it } from 'vitest';
import { modelPosition, phaseLabel, screenPoint, startGame } from './browser';
import { useAppPage } from './app';
import { dragModel } from './moves';

const app = useAppPage();

describe('deployment', () => {
  it('a person drags a model and presses Done, the AI deploys, turn 1 starts with the models where placed', async () => {
    await startGame(app.page, 'ruined-street', ['human', 'easy'], 'deploy-e2e', { deploy: true });
    await app.page.getByTestId('deployment-bar').waitFor();
    expect(await app.page.getByTestId('turn-label').innerText()).toContain('Before turn 1');
    await app.page.getByTestId('deployment-zone-0').waitFor();
    await app.page.getByTestId('deployment-zone-1').waitFor();

    const r1 = await modelPosition(app.page, 'r1');
    await dragModel(app.page, 'r1', r1.x + 2, 2);
    await expect
      .poll(async () => (await modelPosition(app.page, 'r1')).y, { timeout: 10_000 })
      .toBeCloseTo(2, 1);
    expect((await modelPosition(app.page, 'r1')).x).toBeCloseTo(r1.x + 2, 1);
    expect(await app.page.getByTestId('dice-log').innerText()).toMatch(/deployed/);

    const blueBefore = await modelPosition(app.page, 'b1');
    await app.page.getByTestId('deploy-done').click();
    await expect
      .poll(() => app.page.getByTestId('turn-label').innerText(), { timeout: 60_000 })
      .toMatch(/Turn\s*1/);
    expect(await phaseLabel(app.page)).toBe('Recovery');
    expect(await app.page.getByTestId('deployment-zones').count()).toBe(0);
    // The models are where they were placed: r1 by the person, the blue side by the AI's script, in its zone.
    expect((await modelPosition(app.page, 'r1')).y).toBeCloseTo(2, 1);
    const blue = await modelPosition(app.page, 'b1');
    expect(blue.y).toBeGreaterThanOrEqual(38.5);
    expect(blue).not.toEqual(blueBefore);
    expect(await app.page.getByTestId('dice-log').innerText()).toMatch(/ha(s|ve) deployed/);

    // Taken back into the deployment, the person deploys again: a new branch, as after any take-back.
    for (let k = 0; k < 40 && !(await app.page.getByTestId('deploy-done').isVisible()); k++) {
      await app.page.keyboard.press('Control+z');
      await app.page.waitForTimeout(150);
    }
    await app.page.getByTestId('deploy-done').waitFor({ timeout: 5_000 });
    const r2 = await modelPosition(app.page, 'r2');
    await dragModel(app.page, 'r2', r2.x + 1.5, 2);
    await expect
      .poll(async () => (await modelPosition(app.page, 'r2')).y, { timeout: 10_000 })
      .toBeCloseTo(2, 1);
    expect(app.errors).toEqual([]);
  });

  it('refuses a drop outside the zone, naming the model and the zone; the model stays', async () => {
    await startGame(app.page, 'duel', ['human', 'human'], 'deploy-e2e-2', { deploy: true });
    await app.page.getByTestId('deployment-bar').waitFor();
    const r1 = await modelPosition(app.page, 'r1');
    await dragModel(app.page, 'r1', r1.x, 12);
    await expect
      .poll(() => app.page.getByTestId('toast').first().innerText(), { timeout: 10_000 })
      .toMatch(/outside the deployment zone \(within 6″ of the south edge\)/);
    expect(await modelPosition(app.page, 'r1')).toEqual(r1);
    // A press on a model selects it; a click on the ground then places it there.
    const r2 = await modelPosition(app.page, 'r2');
    await app.page.getByTestId('deploy-handle-r2').click();
    await expect.poll(() => app.page.getByTestId('selected-name').innerText()).toBeTruthy();
    const spot = await screenPoint(app.page, r2.x + 1, 1.5);
    await app.page.mouse.click(spot.x, spot.y);
    await expect
      .poll(async () => (await modelPosition(app.page, 'r2')).y, { timeout: 10_000 })
      .toBeCloseTo(1.5, 1);
    // "Deploy as the scenario says" puts it back and ends red's deployment; blue deploys next.
    await app.page.getByTestId('deploy-as-scenario').click();
    await expect.poll(() => app.page.getByTestId('active-side').innerText()).toMatch(/Marsh Raiders/);
    await app.page.getByTestId('deploy-done').click();
    await expect.poll(() => app.page.getByTestId('turn-label').innerText()).toMatch(/Turn\s*1/);
    expect(await modelPosition(app.page, 'r1')).toEqual(r1);
    expect(await modelPosition(app.page, 'r2')).toEqual(r2);
  });

  it('table-top mode: the app lists where to put each AI model, in inches from the edges', async () => {
    await app.page.getByTestId('new-game-dialog').waitFor();
    await app.page.getByTestId('scenario-select').selectOption('duel');
    await app.page.getByTestId('player-0-ai').click();
    await app.page.getByTestId('player-0-level').selectOption('greedy');
    await app.page.getByTestId('player-1-human').click();
    await app.page.getByTestId('mode-tabletop').click();
    await app.page.getByTestId('seed-input').fill('deploy-table');
    await app.page.getByTestId('deploy-option').check();
    await app.page.getByTestId('start-game').click();
    await app.page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });
    const told = app.page.getByTestId('tt-announcement');
    await expect.poll(() => told.innerText(), { timeout: 60_000 }).toMatch(/End deployment/);
    const lines = await app.page.locator('[data-testid="tt-lines"] li').allInnerTexts();
    expect(lines).toHaveLength(3);
    for (const line of lines)
      expect(line).toMatch(/^.+ \(r\d\): \d+\.\d″ from the (west|east) edge, \d+\.\d″ from the south edge$/);
    await app.page.getByTestId('tt-done').click();
    await expect.poll(() => app.page.getByTestId('deployment-bar').innerText()).toMatch(/drag your models/);
    await app.page.getByTestId('deploy-done').click();
    await expect
      .poll(() => app.page.getByTestId('turn-label').innerText(), { timeout: 30_000 })
      .toMatch(/Turn\s*1/);
    expect(app.errors).toEqual([]);
  });
});
