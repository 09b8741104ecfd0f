// Game review in the web build (issue 23): a finished game shows the summary instead of a banner; the review
// runs in the worker with its progress and marks the blunder on the win chart and the timeline; a click on it
// shows the better move on the board beside the one played; a rematch with the sides swapped starts the same
// scenario and seed with each player on the other side; the time estimate shows before the review starts and
// before its first decision is done, and a review stopped with Cancel says how much it judged and resumes to
// the end, also after a save and a load. The fixture is a lost puzzle game (13 actions): the
// Reavers' Brute charged the guarded Brute instead of the isolated Archer (test/puzzles/charge-isolated), a
// blunder at the app's 1,500 iterations (36 points; thresholds 12.5 / 20 / 30).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ply } from './browser';
import { useApp, useTempDir } from './app';
import { openFile, saveTo } from './files';

const FIXTURE = resolve(import.meta.dirname, 'fixtures/charge-isolated-lost.skirmisher.json');

const app = useApp();
const dir = useTempDir('skirmisher-e2e-review-');

/** Opens the app on the finished fixture game; answers its page. */
async function finishedGame(): Promise<{ page: Page; errors: string[] }> {
  const opened = await app.open();
  await opened.page.getByTestId('new-game-dialog').waitFor();
  await openFile(opened.page, FIXTURE);
  await expect.poll(() => ply(opened.page)).toBe(13);
  return opened;
}

describe('game review', () => {
  it('shows the summary, reviews the game, marks the blunder and draws the better move', async () => {
    const { page, errors } = await finishedGame();
    const summary = page.getByTestId('game-summary');
    await summary.waitFor();
    expect(await page.getByTestId('summary-winner').innerText()).toBe('Marsh raiders win');
    expect(await page.getByTestId('summary-why').innerText()).toMatch(/Reavers have no model left/);
    // The dice log's rows read with spaces: 'Brute r1 → Archer', 'Archer injured by Brute r1' (the spaces were
    // dropped: 'Archerinjured byBrute r1').
    const links = await page.getByTestId('roll-link').allTextContents();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^ \S.* $/);

    await page.getByTestId('summary-review').click();
    await page.getByTestId('review-panel').waitFor();
    await page.getByTestId('summary-accuracy').first().waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('review-running').count()).toBe(0);

    // The blunder (ply 0, the Reavers' charge) is marked on the chart and on the timeline.
    const chartMark = page.getByTestId('review-chart-mark');
    await chartMark.first().waitFor();
    expect(await chartMark.count()).toBe(1);
    expect(await chartMark.getAttribute('data-label')).toBe('blunder');
    expect(await chartMark.getAttribute('aria-label')).toMatch(
      /^Blunder: turn 2, Movement — Brute r1 charges Brute b2 \(−\d+ points\); better: Brute r1 charges Archer$/,
    );
    const tlMark = page.getByTestId('review-timeline-mark');
    expect(await tlMark.count()).toBe(1);
    expect(await tlMark.getAttribute('data-ply')).toBe('0');
    expect((await tlMark.innerText()).trim()).toBe('??');
    const mistakes = page.getByTestId('summary-mistake');
    expect(await mistakes.count()).toBe(1);
    expect(await mistakes.innerText()).toMatch(/T2 Brute r1 charges Brute b2/);

    // A click on the timeline's mark goes to the decision: the move played and the better one on the board.
    await tlMark.click();
    await expect.poll(() => ply(page)).toBe(0);
    await page.getByTestId('review-board').waitFor();
    expect(await page.getByTestId('review-board-best').getAttribute('data-kind')).toBe('charge');
    expect(await page.getByTestId('review-board-played').getAttribute('data-kind')).toBe('charge');
    const labels = (await page.getByTestId('review-board-labels').textContent()) ?? '';
    expect(labels).toMatch(/better 6\d%/);
    expect(labels).toMatch(/played \d+% −\d+/);
    expect(await page.getByTestId('review-played').innerText()).toMatch(/Brute r1 charges Brute b2/);
    const panelBest = page.locator('[data-testid="review-decision"] [data-testid="review-best"]');
    expect(await panelBest.innerText()).toMatch(/charges Archer/);
    expect(await page.getByTestId('review-decision').getAttribute('data-label')).toBe('blunder');
    expect(await page.getByTestId('review-reason').innerText()).toMatch(
      /^Why: Archer out of action after the combat \d+% \(played: Brute b2 \d+%\)/,
    );

    // The chart's mark goes there too, from the end of the game.
    await page.getByTestId('tl-end').click();
    await expect.poll(() => ply(page)).toBe(13);
    expect(await page.getByTestId('review-board').count()).toBe(0);
    await page.getByTestId('review-chart-mark').click();
    await expect.poll(() => ply(page)).toBe(0);
    await page.getByTestId('review-board').waitFor();
    expect(errors).toEqual([]);
  });

  it('estimates the time before the first decision, stops on Cancel with what it judged, and resumes to the end', async () => {
    const { page, errors } = await finishedGame();
    // The expert depth (6,000 iterations a decision) leaves the time to cancel after the first decision.
    await page.evaluate(() =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('skirmisher.settings.v1', JSON.stringify({ reviewDepth: 'expert' })),
    );
    await page.reload();
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, FIXTURE);
    await page.getByTestId('game-summary').waitFor();
    const about = /^(under a minute|about \d+ min)$/;
    await expect
      .poll(async () => (await page.getByTestId('summary-estimate').textContent())?.replace('·', '').trim())
      .toMatch(about);
    expect(await page.getByTestId('review-game').getAttribute('title')).toMatch(
      /^Review the game \(4 decisions at 6,000 iterations, (under a minute|about \d+ min)\): /,
    );

    await page.getByTestId('summary-review').click();
    // The time left shows from the start, before the first decision is done.
    const first = await page.getByTestId('review-panel').evaluate((panel) => ({
      count: panel.querySelector('[data-testid="review-count"]')?.textContent?.trim(),
      eta: panel.querySelector('[data-testid="review-eta"]')?.textContent?.trim(),
    }));
    expect(first.count).toBe('0 / 4 decisions');
    expect(first.eta).toMatch(/^(under a minute|about \d+ min) left$/);

    const bar = page.getByTestId('review-progress');
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 120_000 })
      .toBeGreaterThan(0);
    await page.getByTestId('review-cancel').click();
    const partial = page.getByTestId('review-partial');
    await partial.waitFor({ timeout: 120_000 });
    const text = (await partial.innerText()).replace(/\s+/g, ' ');
    const kept = Number(/^(\d) of 4 decisions reviewed/.exec(text)?.[1]);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(4);
    await expect
      .poll(async () => (await partial.innerText()).replace(/\s+/g, ' '))
      .toMatch(
        new RegExp(
          `^${kept} of 4 decisions reviewed · ${4 - kept} left, (under a minute|about \\d+ min) Resume$`,
        ),
      );
    expect((await page.getByTestId('review-game').textContent())?.trim()).toBe('Resume review');
    expect((await page.getByTestId('summary-review').innerText()).trim()).toMatch(/^Resume review/);
    expect(await page.getByTestId('summary-partial').innerText()).toMatch(
      new RegExp(
        `^${kept} of 4 decisions reviewed: Resume review judges the ${4 - kept} others and keeps these\\.$`,
      ),
    );

    // Saved and opened again, the stopped review is offered for resuming as before.
    const saved = await saveTo(page, dir(), 'partial.skirmisher.json');
    expect(JSON.parse(readFileSync(saved, 'utf8')).review.decisions).toHaveLength(kept);
    await openFile(page, saved);
    await page.getByTestId('game-summary').waitFor();
    await expect
      .poll(async () => (await page.getByTestId('review-game').textContent())?.trim())
      .toBe('Resume review');
    expect((await page.getByTestId('review-partial').innerText()).replace(/\s+/g, ' ')).toMatch(
      new RegExp(`^${kept} of 4 decisions reviewed`),
    );
    await page.getByTestId('review-resume').click();
    await page.getByTestId('review-running').waitFor();
    expect(await page.getByTestId('review-count').innerText()).toMatch(
      new RegExp(`^\\d / ${4 - kept} decisions$`),
    );
    await page.getByTestId('review-running').waitFor({ state: 'detached', timeout: 180_000 });
    expect(await page.getByTestId('review-partial').count()).toBe(0);
    expect((await page.getByTestId('review-game').textContent())?.trim()).toBe('Review');
    expect(await page.getByTestId('review-chart-mark').first().getAttribute('data-label')).toBe('blunder');
    expect(await page.getByTestId('summary-accuracy').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('starts a rematch with the sides swapped: the same scenario and seed, the person on the other side', async () => {
    const { page, errors } = await finishedGame();
    await page.getByTestId('game-summary').waitFor();
    // Esc hides the summary; the bar above the table brings it back.
    await page.keyboard.press('Escape');
    await page.getByTestId('game-summary').waitFor({ state: 'detached' });
    await page.getByTestId('summary-open').click();
    await page.getByTestId('game-summary').waitFor();
    const swap = page.getByTestId('summary-rematch-swapped');
    expect(await swap.innerText()).toBe('Rematch as Marsh raiders');
    await swap.click();
    await page.getByTestId('game-summary').waitFor({ state: 'detached' });
    expect(await page.getByTestId('side-0').innerText()).toMatch(/AI \(easy\)/);
    expect(await page.getByTestId('side-1').innerText()).toMatch(/Human/);
    // The AI (the Reavers now) plays its turn; the game waits for the person's side.
    await expect.poll(() => page.getByTestId('scenario-name').innerText()).toBe('Charge the isolated archer');
    expect(await ply(page)).toBeLessThan(13);
    await page.getByTestId('ai-thinking').waitFor({ state: 'detached', timeout: 60_000 });
    const doc = JSON.parse(readFileSync(await saveTo(page, dir(), 'rematch.skirmisher.json'), 'utf8'));
    expect(doc.seed).toBe('fx1');
    expect(doc.players).toEqual({ red: 'mcts:level=easy', blue: 'human' });
    const start = JSON.parse(readFileSync(FIXTURE, 'utf8')).scenario;
    expect(doc.scenario.sides.map((s: { models: { at: number[] }[] }) => s.models.map((m) => m.at))).toEqual(
      start.sides.map((s: { models: { at: number[] }[] }) => s.models.map((m) => m.at)),
    );
    expect(errors).toEqual([]);
  });
});
