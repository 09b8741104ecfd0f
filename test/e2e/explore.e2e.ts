// Tactic exploration in the web build: take back three actions and branch (and switch back), force the next
// dice and see them in the log (and replay a decision with other dice), the odds of a charge and of a shot.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endPhasesUntil, modelPosition, ply, startGame } from './browser';
import { useApp, useTempDir } from './app';
import { moveNorth } from './moves';

const app = useApp();
const dir = useTempDir();

async function position(page: Page): Promise<string> {
  return (await page.getByTestId('tl-position').innerText()).replace(/\s+/g, ' ').trim();
}

/** The newest To Hit row of the dice log: its faces and its result mark. */
async function lastToHit(page: Page): Promise<{ faces: number[]; result: string }> {
  const row = page.getByTestId('dice-row').filter({ hasText: 'To Hit' }).last();
  const faces = await row
    .locator('[data-face]')
    .evaluateAll((els) =>
      els.map((e) => Number((e as unknown as { dataset: { face: string } }).dataset.face)),
    );
  return { faces, result: (await row.locator('.result').innerText()).trim() };
}

describe('undo and branches', () => {
  it('takes back three actions, plays another line and switches between the branches', async () => {
    const { page, errors } = await app.open();
    await startGame(page, 'duel', ['human', 'human'], 'e2e-branch');
    await endPhasesUntil(page, 'Movement');
    const start = await modelPosition(page, 'r1');
    await moveNorth(page, 'r1', 2);
    await moveNorth(page, 'r2', 2);
    await moveNorth(page, 'r3', 2);
    const end = await ply(page);

    // Three times Ctrl+Z: the actions are taken back but stay on the timeline.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+z');
    await expect.poll(() => ply(page)).toBe(end - 3);
    expect(await position(page)).toBe(`${end - 3} / ${end}`);
    await page.getByTestId('tl-reviewing').waitFor();
    expect(await modelPosition(page, 'r1')).toEqual(start);

    // Another move here starts a branch.
    await moveNorth(page, 'r1', 1);
    expect(await position(page)).toBe(`${end - 2} / ${end - 2}`);
    expect((await modelPosition(page, 'r1')).y).toBeCloseTo(start.y + 1, 1);
    const fork = page.getByTestId('tl-fork');
    await fork.waitFor();
    expect((await page.getByTestId('tl-branch-count').innerText()).trim()).toBe('1');

    // Switch back to the first line: the 2″ move, and its two later moves, are there again.
    await fork.click();
    expect(await page.getByTestId('branch-depth').innerText()).toBe('+2 actions');
    await page.getByTestId('branch-option').click();
    await expect.poll(() => position(page)).toBe(`${end - 2} / ${end}`);
    expect((await modelPosition(page, 'r1')).y).toBeCloseTo(start.y + 2, 1);
    await page.keyboard.press('End');
    await expect.poll(() => ply(page)).toBe(end);
    expect((await modelPosition(page, 'r3')).y).toBeCloseTo(start.y + 2, 1);
    expect(errors).toEqual([]);
  });
});

describe('what if', () => {
  it('forces the next dice, shows them in the log, and replays the shot with other dice', async () => {
    const { page, errors } = await app.open();
    await startGame(page, 'duel', ['human', 'human'], 'e2e-dice');
    await endPhasesUntil(page, 'Shooting');
    await page.getByTestId('whatif-toggle').click();
    await page.getByTestId('whatif-die-1').click();
    await expect.poll(() => page.getByTestId('whatif-queue').innerText()).toMatch(/1/);

    await page.getByTestId('model-r1').click();
    await page.getByTestId('model-b1').click();
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => lastToHit(page)).toEqual({ faces: [1], result: '✗' });
    const shotPly = await ply(page);

    // Back before the shot, force two sixes and play the same shot again: a new branch with the forced hit.
    await page.keyboard.press('Control+z');
    await expect.poll(() => ply(page)).toBe(shotPly - 1);
    await page.getByTestId('whatif-die-6').click();
    await page.getByTestId('whatif-die-6').click();
    await page.getByTestId('whatif-replay').click();
    await expect.poll(() => ply(page)).toBe(shotPly);
    await expect.poll(async () => (await lastToHit(page)).faces).toEqual([6]);
    expect((await lastToHit(page)).result).toBe('✓');
    expect(await page.getByTestId('dice-log').innerText()).toMatch(/To Wound/);
    await page.getByTestId('tl-fork').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('odds before committing', () => {
  it('shows the odds of a charge and of a shot', async () => {
    // A duel with the Slinger 6″ from the Swordsman, in red's Movement phase: a charge in reach.
    const duel = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../content/scenarios/duel.json'), 'utf8'),
    );
    duel.name = 'Close duel';
    duel.phase = 'movement';
    duel.sides[1].models.find((m: { id: string }) => m.id === 'b3').at = [17, 9];
    const file = join(dir(), 'close-duel.json');
    writeFileSync(file, JSON.stringify(duel));

    const { page, errors } = await app.open();
    await page.getByTestId('new-game-dialog').waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('dialog-open-file').click();
    await (await chooser).setFiles(file);
    await page.getByTestId('model-r3').waitFor();

    await page.getByTestId('model-r3').click();
    await page.getByTestId('allowance').waitFor();
    // The charge buttons name their target whole (they wrap) and say what the distance means.
    const charge = page.getByTestId('unit-action').filter({ hasText: 'Slinger' });
    expect(await charge.innerText()).toMatch(/^Swordsman charges Slinger\s+\d+\.\d″$/);
    expect(await charge.getByTestId('charge-note').getAttribute('title')).toMatch(
      /^\d+\.\d″ to Slinger: in reach$/,
    );
    await page.getByTestId('model-b3').click();
    await page.getByTestId('preview-popover').waitFor();
    await page.getByTestId('odds-method').waitFor();
    expect(await page.getByTestId('odds-reaches').innerText()).toMatch(/Charge reaches\s+100%/);
    await page.getByTestId('odds-combat-outOfAction').waitFor();
    expect(await page.getByTestId('odds').innerText()).toMatch(/After this turn's close combat/i);
    await page.getByTestId('cancel-action').click();

    // The Captain's crossbow at the Slinger, the closest enemy (RULES.md §6.2).
    await endPhasesUntil(page, 'Shooting');
    await page.getByTestId('model-r1').click();
    await page.getByTestId('model-b3').click();
    await page.getByTestId('odds-method').waitFor();
    expect(await page.getByTestId('odds-method').innerText()).toMatch(/exact/);
    const hit = await page.getByTestId('odds-hit').innerText();
    expect(hit).toMatch(/Hits\s+\d+%/);
    expect(await page.getByTestId('odds-outOfAction').innerText()).toMatch(/\d+%/);
    expect(errors).toEqual([]);
  });
});
