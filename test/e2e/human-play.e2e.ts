// A human at the table: the board appears with models, phases end, a model moves, illegal moves are refused.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endPhasesUntil, phaseLabel, startGame } from './browser';
import { useAppPage } from './app';

const app = useAppPage();

/** Client coordinates of a table point (inches, origin south-west) on the board SVG. */
async function screenPoint(p: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  // Browser-side code as a string: the e2e files compile without DOM types.
  return (await p.evaluate(`(() => {
    const svg = document.querySelector('[data-testid="board"]');
    const box = svg.viewBox.baseVal;
    const depth = box.height + 2 * box.y;
    const q = new DOMPoint(${x}, depth - ${y}).matrixTransform(svg.getScreenCTM());
    return { x: q.x, y: q.y };
  })()`)) as { x: number; y: number };
}

/** A model's position in inches, from the board's `data-x` / `data-y`. */
async function modelPosition(p: Page, id: string): Promise<{ x: number; y: number }> {
  const el = p.getByTestId(`model-${id}`);
  return { x: Number(await el.getAttribute('data-x')), y: Number(await el.getAttribute('data-y')) };
}

describe('human play', () => {
  it('shows the board with terrain and every model', async () => {
    await startGame(app.page, 'duel', ['human', 'human']);
    await expect
      .poll(() => app.page.locator('[data-testid="board"] [data-testid^="model-"]').count())
      .toBe(6);
    expect(await app.page.locator('[data-testid^="terrain-"]').count()).toBeGreaterThan(0);
    expect(
      await app.page.locator('[data-testid="board"] [data-testid^="model-"][data-side="0"]').count(),
    ).toBe(3);
    expect(await app.page.getByTestId('phase-bar').innerText()).toContain('Turn');
    expect(app.errors).toEqual([]);
  });

  it('ends phases and moves a model by clicking the ground', async () => {
    await startGame(app.page, 'duel', ['human', 'human']);
    expect(await phaseLabel(app.page)).toBe('Recovery');
    await app.page.getByTestId('end-phase').click();
    await expect.poll(() => phaseLabel(app.page)).toBe('Movement');

    const start = await modelPosition(app.page, 'r1');
    await app.page.getByTestId('model-r1').click();
    await expect.poll(() => app.page.getByTestId('selected-name').innerText()).toBe('Captain');
    await app.page.getByTestId('allowance').waitFor();

    const target = await screenPoint(app.page, start.x, start.y + 2);
    await app.page.mouse.click(target.x, target.y);
    await expect
      .poll(async () => (await modelPosition(app.page, 'r1')).y, { timeout: 5000 })
      .toBeCloseTo(start.y + 2, 1);
    expect((await modelPosition(app.page, 'r1')).x).toBeCloseTo(start.x, 1);
    expect(await app.page.getByTestId('dice-log').innerText()).toMatch(/moved 2\.0″/);
    expect(app.errors).toEqual([]);
  });

  it('refuses an illegal move with a toast and leaves the model where it was', async () => {
    await startGame(app.page, 'duel', ['human', 'human']);
    await app.page.getByTestId('end-phase').click();
    await expect.poll(() => phaseLabel(app.page)).toBe('Movement');
    const start = await modelPosition(app.page, 'r1');
    await app.page.getByTestId('model-r1').click();
    const far = await screenPoint(app.page, start.x, start.y + 15);
    await app.page.mouse.click(far.x, far.y);
    const toast = app.page.getByTestId('toast').first();
    await toast.waitFor();
    // Players read the reason, not a raw code; the code stays for bug reports (issue 21, polish).
    expect(await toast.innerText()).toMatch(/was asked/);
    expect(await toast.innerText()).not.toMatch(/ERR_/);
    expect(await toast.getAttribute('data-code')).toBe('ERR_OUT_OF_RANGE');
    expect(await toast.getAttribute('title')).toBe('ERR_OUT_OF_RANGE');
    expect(await modelPosition(app.page, 'r1')).toEqual(start);
    // It sits on the board, clear of the timeline's buttons below it, and lets clicks through to the board.
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThan(0);
    const box = (await toast.boundingBox())!;
    const timeline = (await app.page.getByTestId('timeline').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(timeline.y);
    const clicks = await app.page.evaluate(
      `getComputedStyle(document.querySelector('[data-testid="toast"]')).pointerEvents`,
    );
    expect(clicks).toBe('none');
  });

  it('a click just past the movement ring moves the model as far as it goes', async () => {
    await startGame(app.page, 'duel', ['human', 'human']);
    await endPhasesUntil(app.page, 'Movement');
    const start = await modelPosition(app.page, 'r1');
    await app.page.getByTestId('model-r1').click();
    const edge = await screenPoint(app.page, start.x, start.y + 4.12);
    // The ruler following the pointer shows the move the click will make: legal, 4.0″.
    await app.page.mouse.move(edge.x, edge.y);
    const ruler = app.page.getByTestId('move-ruler');
    await ruler.waitFor();
    expect(await ruler.getAttribute('class')).not.toMatch(/bad/);
    expect(await ruler.textContent()).toMatch(/^\s*4\.0″/);
    await app.page.mouse.click(edge.x, edge.y);
    await expect.poll(async () => (await modelPosition(app.page, 'r1')).y).toBeGreaterThan(start.y + 3.9);
    const end = await modelPosition(app.page, 'r1');
    expect(Math.hypot(end.x - start.x, end.y - start.y)).toBeLessThanOrEqual(4);
    expect(await app.page.getByTestId('toast').count()).toBe(0);
  });

  it('shows To Hit / To Wound / save numbers before a shot, then rolls the dice', async () => {
    await startGame(app.page, 'duel', ['human', 'human']);
    for (const phase of ['Movement', 'Magic', 'Shooting']) {
      await app.page.getByTestId('end-phase').click();
      await expect.poll(() => phaseLabel(app.page)).toBe(phase);
    }
    await app.page.getByTestId('model-r1').click();
    await app.page.getByTestId('model-b1').click();
    const popover = app.page.getByTestId('preview-popover');
    await popover.waitFor();
    expect(await app.page.getByTestId('to-hit').innerText()).toMatch(/\d\+|then|impossible/);
    expect(await app.page.getByTestId('to-wound').innerText()).toMatch(/\d\+|–/);
    expect(await app.page.getByTestId('armour-save').innerText()).toMatch(/\d\+|–/);
    const rowsBefore = await app.page.getByTestId('dice-row').count();
    await app.page.getByTestId('confirm-action').click();
    await popover.waitFor({ state: 'detached' });
    await expect.poll(() => app.page.getByTestId('dice-row').count()).toBeGreaterThan(rowsBefore);
    expect(await app.page.getByTestId('dice-log').innerText()).toMatch(/To Hit/);
    expect(app.errors).toEqual([]);
  });

  it('says why a click on an enemy the selected shooter may not shoot is not a shot (§6.2)', async () => {
    await startGame(app.page, 'duel', ['human', 'human']);
    await endPhasesUntil(app.page, 'Shooting');
    await app.page.getByTestId('model-r1').click();
    await app.page.getByTestId('model-b3').click();
    const toast = app.page.getByTestId('toast').first();
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(
      /Slinger is not the closest target of Captain nor easier to hit \(§6\.2\)/,
    );
    expect(await app.page.getByTestId('preview-popover').count()).toBe(0);
    expect(app.errors).toEqual([]);
  });
});
