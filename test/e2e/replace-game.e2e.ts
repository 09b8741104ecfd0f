// Nothing lost when another game replaces the one on the table (issue 21 item 4): with actions played since
// the last save, New game and Open ask first (Cancel keeps the game as it was), and the autosave keeps the
// last few games, so after a reload Resume lists both earlier games and brings back the one picked.
import { describe, expect, it } from 'vitest';
import { endPhasesUntil, modelPosition, ply, startGame } from './browser';
import { useApp } from './app';
import { moveNorth } from './moves';

const app = useApp();

describe('replacing a game', () => {
  it('asks before a game with unsaved actions is replaced, and Resume lists the earlier games', async () => {
    const { page, errors } = await app.open();
    await startGame(page, 'duel', ['human', 'human'], 'e2e-replace');
    await endPhasesUntil(page, 'Movement');
    await moveNorth(page, 'r1', 2);
    const at = await ply(page);
    const r1 = await modelPosition(page, 'r1');

    // New game asks; Cancel keeps the game as it was, and no New game dialog opens.
    const ask = page.getByTestId('replace-dialog');
    await page.getByTestId('new-game').click();
    await ask.waitFor();
    expect(await ask.innerText()).toMatch(/Duel has actions that are not saved/);
    await page.getByTestId('replace-cancel').click();
    await ask.waitFor({ state: 'detached' });
    expect(await page.getByTestId('new-game-dialog').isVisible()).toBe(false);
    expect(await ply(page)).toBe(at);
    expect(await modelPosition(page, 'r1')).toEqual(r1);

    // Open (Ctrl+O) asks too; Escape cancels.
    await page.keyboard.press('Control+o');
    await ask.waitFor();
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(await ply(page)).toBe(at);

    // Discard, and play another game: both are autosaved.
    await page.getByTestId('new-game').click();
    await page.getByTestId('replace-discard').click();
    await startGame(page, 'ruined-street', ['human', 'human'], 'e2e-replace-2');
    await page.getByTestId('end-phase').click();
    await expect.poll(() => ply(page)).toBe(1);
    await page.waitForTimeout(400);

    // After a reload Resume lists both, newest first, and brings back the one picked.
    await page.reload();
    const entries = page.getByTestId('resume-entry');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).innerText()).toMatch(/Ruined street\s+turn 1 · 1 action\b/);
    expect(await entries.nth(1).innerText()).toMatch(new RegExp(`Duel\\s+turn 1 · ${at} actions`));
    await entries.nth(1).getByTestId('resume-game').click();
    await page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => ply(page)).toBe(at);
    expect(await modelPosition(page, 'r1')).toEqual(r1);

    // A game just loaded has nothing unsaved: New game opens at once.
    await page.getByTestId('new-game').click();
    await page.getByTestId('new-game-dialog').waitFor();
    expect(await ask.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
