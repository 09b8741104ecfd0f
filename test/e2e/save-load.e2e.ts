// Saving, loading, autosave and recovery in the web build: a game saved mid-turn (a download) and loaded
// back (the file picker) continues; a newer-format file is refused and changes nothing; the autosave is
// offered after a reload; a killed engine worker is replaced and the game restored from the autosave.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endPhasesUntil, modelPosition, phaseLabel, ply, startGame } from './browser';
import { useApp, useTempDir } from './app';
import { openFile, saveTo } from './files';
import { moveNorth } from './moves';

const app = useApp();
const dir = useTempDir();

describe('save and load', () => {
  it('saves a game mid-turn, loads it back and continues it', async () => {
    const { page, errors } = await app.open();
    await startGame(page, 'duel', ['human', 'human'], 'e2e-save');
    await endPhasesUntil(page, 'Movement');
    await moveNorth(page, 'r1', 2);
    const savedPly = await ply(page);
    const savedR1 = await modelPosition(page, 'r1');
    const path = await saveTo(page, dir(), 'mid-turn.skirmisher.json');
    const doc = JSON.parse(readFileSync(path, 'utf8'));
    expect(doc.format).toBe('skirmisher-game/1');
    expect(doc.actions).toHaveLength(savedPly);

    // Play on, then load the file: the game is back where it was saved, mid-turn.
    await moveNorth(page, 'r2', 1);
    await page.getByTestId('end-phase').click();
    await expect.poll(() => ply(page)).toBe(savedPly + 2);
    await openFile(page, path);
    await expect.poll(() => ply(page)).toBe(savedPly);
    expect(await phaseLabel(page)).toBe('Movement');
    expect(await modelPosition(page, 'r1')).toEqual(savedR1);

    // …and it continues from there.
    await moveNorth(page, 'r3', 2);
    await endPhasesUntil(page, 'Magic');
    expect(await ply(page)).toBe(savedPly + 2);
    expect(errors).toEqual([]);
  });

  it('refuses a file of a newer format and keeps the game as it was', async () => {
    const { page } = await app.open();
    await startGame(page, 'duel', ['human', 'human'], 'e2e-newer');
    await endPhasesUntil(page, 'Movement');
    const path = await saveTo(page, dir(), 'newer.skirmisher.json');
    const doc = JSON.parse(readFileSync(path, 'utf8'));
    doc.format = 'skirmisher-game/2';
    writeFileSync(path, JSON.stringify(doc));
    await endPhasesUntil(page, 'Magic');
    const before = await ply(page);
    await openFile(page, path);
    const toast = page.getByTestId('toast').filter({ hasText: 'newer version' });
    await toast.waitFor();
    expect(await toast.getAttribute('data-code')).toBe('ERR_NEWER_FORMAT');
    expect(await toast.innerText()).not.toMatch(/ERR_/);
    expect(await ply(page)).toBe(before);
    expect(await phaseLabel(page)).toBe('Magic');
  });

  it('offers the autosaved game after a reload and resumes it', async () => {
    const { page, errors } = await app.open();
    await startGame(page, 'duel', ['human', 'human'], 'e2e-resume');
    await endPhasesUntil(page, 'Movement');
    await moveNorth(page, 'r1', 3);
    const at = await ply(page);
    const r1 = await modelPosition(page, 'r1');
    // The autosave is written after every action: give the last write a moment, then reload.
    await page.waitForTimeout(400);
    await page.reload();
    await page.getByTestId('resume-offer').waitFor();
    expect(await page.getByTestId('resume-offer').innerText()).toMatch(
      new RegExp(`Duel\\s+turn 1 · ${at} actions`),
    );
    await page.getByTestId('resume-game').click();
    await page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => ply(page)).toBe(at);
    expect(await modelPosition(page, 'r1')).toEqual(r1);
    expect(errors).toEqual([]);
  });

  it('restarts a killed engine worker and restores the game from the autosave', async () => {
    const { page, errors } = await app.open();
    await startGame(page, 'duel', ['human', 'greedy'], 'e2e-crash');
    await endPhasesUntil(page, 'Movement');
    await moveNorth(page, 'r1', 2);
    const at = await ply(page);
    await page.waitForTimeout(300);
    await page.evaluate('window.skirmisherDebug.killWorker()');
    const toast = page.getByTestId('toast').filter({ hasText: 'restarted' });
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.innerText()).toMatch(/restored from the autosave/);
    expect(await page.evaluate('window.skirmisherDebug.workerStarts()')).toBe(2);
    await expect.poll(() => ply(page)).toBe(at);
    // The new worker plays on: moves and phases work as before.
    await moveNorth(page, 'r2', 2);
    await endPhasesUntil(page, 'Magic');
    expect(errors).toEqual([]);
  });
});
