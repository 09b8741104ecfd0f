// The scenario editor's deployment zones (extension of FORMATS.md §1, docs/architecture.md "Deployment"; a
// deployed model's whole base lies in its zone): each side's zone drawn on the editor's board, edited in the
// scenario inspector (none / within N″ of the side's edge, N checked), and a model outside its zone ringed and
// warned of in the status bar.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './app';
import { openEditor, screenPoint } from './browser';

const app = useApp();

/** Drags editor model `id` to table point (x, y), inches. */
async function dragModel(page: Page, id: string, x: number, y: number): Promise<void> {
  const box = await page.getByTestId(`editor-model-${id}`).boundingBox();
  const to = await screenPoint(page, x, y, 'editor-board');
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

/** Clicks the editor's table at an empty spot, so the inspector shows the scenario. */
async function showScenario(page: Page): Promise<void> {
  const empty = await screenPoint(page, 3, 12, 'editor-board');
  await page.mouse.click(empty.x, empty.y);
  await page.getByTestId('scenario-name-input').waitFor();
}

describe('editor deployment zones', () => {
  it('draws the duel’s zones, rings a model outside its zone, and edits a side’s zone', async () => {
    const { page, errors } = await app.open();
    await openEditor(page, 'duel', 'e2e-editor-zones');

    // The duel's 6″ strips (content/scenarios/duel.json), one a side.
    const board = page.getByTestId('editor-board');
    await board.getByTestId('deployment-zone-0').waitFor();
    await board.getByTestId('deployment-zone-1').waitFor();
    expect(await board.getByTestId('deployment-zone-0').locator('polygon').getAttribute('points')).toBe(
      '0,24 24,24 24,18 0,18',
    );

    // r1 dragged 9″ in from the south edge: outside red's 6″ strip, ringed and warned of.
    await dragModel(page, 'r1', 12, 9);
    await page.getByTestId('editor-model-warning-r1').waitFor();
    expect(await page.getByTestId('editor-warnings').innerText()).toMatch(
      /model "r1" \(12, 9\) is outside side red's deployment zone \(within 6″ of the south edge\)/,
    );

    // Red's strip deepened to 10″: r1 is inside, the warning goes.
    await showScenario(page);
    expect(await page.getByTestId('side-0-zone-kind').inputValue()).toBe('within');
    const depth = page.getByTestId('side-0-zone-depth');
    await depth.fill('13');
    await depth.press('Tab');
    expect(await page.getByTestId('side-0-zone-problem').innerText()).toMatch(
      /at most 12″: half the table's 24″ depth/,
    );
    await depth.fill('10');
    await depth.press('Tab');
    await page.getByTestId('side-0-zone-problem').waitFor({ state: 'detached' });
    await page.getByTestId('editor-model-warning-r1').waitFor({ state: 'detached' });
    expect(await board.getByTestId('deployment-zone-0').locator('polygon').getAttribute('points')).toBe(
      '0,24 24,24 24,14 0,14',
    );

    // Blue's zone removed: no longer drawn; set again, it starts at the duel-sized 6″.
    await page.getByTestId('side-1-zone-kind').selectOption('none');
    await board.getByTestId('deployment-zone-1').waitFor({ state: 'detached' });
    await page.getByTestId('side-1-zone-kind').selectOption('within');
    await board.getByTestId('deployment-zone-1').waitFor();
    expect(await page.getByTestId('side-1-zone-depth').inputValue()).toBe('6');
    expect(errors).toEqual([]);
  });
});
