// Table-top mode in the web build, one whole game turn against the greedy AI: the player enters a move in
// inches from the table edges, rolls a shot's dice for real and types them in, and carries out the AI's
// turn as the app tells it (moves in inches from the edges, the dice it rolled for the AI).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endPhasesUntil, modelPosition, phaseLabel, ply } from './browser';
import { useApp } from './app';

const app = useApp();

/** Starts duel in table-top mode: the player is red, the greedy bot blue, the app rolls the AI's dice. */
async function startTableTop(page: Page): Promise<void> {
  await page.getByTestId('new-game-dialog').waitFor();
  await page.getByTestId('scenario-select').selectOption('duel');
  await page.getByTestId('player-0-human').click();
  await page.getByTestId('player-1-ai').click();
  await page.getByTestId('player-1-level').selectOption('greedy');
  await page.getByTestId('mode-tabletop').click();
  await page.getByTestId('seed-input').fill('e2e-table');
  await page.getByTestId('start-game').click();
  await page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });
  await page.getByTestId('tabletop-panel').waitFor();
}

async function turnText(page: Page): Promise<string> {
  return (await page.getByTestId('phase-bar').innerText()).replace(/\s+/g, ' ');
}

describe('table-top mode', () => {
  it('plays one whole turn at a real table', async () => {
    const { page, errors } = await app.open();
    await startTableTop(page);
    expect(await page.getByTestId('scenario-name').innerText()).toMatch(/table-top/);
    await endPhasesUntil(page, 'Movement');

    // The Captain moved 3″ north on the table: enter where it stands now, from the west and south edges.
    const r1 = await modelPosition(page, 'r1');
    await page.getByTestId('tt-model').selectOption('r1');
    await page.getByTestId('tt-x-edge').selectOption('west');
    await page.getByTestId('tt-x').fill(String(r1.x));
    await page.getByTestId('tt-y-edge').selectOption('south');
    await page.getByTestId('tt-y').fill(String(r1.y + 3));
    const before = await ply(page);
    await page.getByTestId('tt-move').click();
    await expect.poll(() => ply(page)).toBe(before + 1);
    expect(await modelPosition(page, 'r1')).toEqual({ x: r1.x, y: r1.y + 3 });

    // Shooting: the player rolls the Captain's dice for real: a 5 to hit, then whatever else is asked.
    await endPhasesUntil(page, 'Shooting');
    await page.getByTestId('model-r1').click();
    await page.getByTestId('model-b1').click();
    await page.getByTestId('confirm-action').click();
    const prompt = page.getByTestId('dice-prompt');
    await prompt.waitFor();
    expect(await prompt.innerText()).toMatch(/To Hit/);
    await page.keyboard.press('5');
    for (let i = 0; i < 6 && (await prompt.isVisible()); i++) {
      await page.getByTestId('dice-prompt-4').click();
      await page.waitForTimeout(50);
    }
    await expect
      .poll(() =>
        page
          .getByTestId('dice-row')
          .filter({ hasText: 'To Hit' })
          .last()
          .locator('[data-face]')
          .first()
          .getAttribute('data-face'),
      )
      .toBe('5');

    // End the player turn; the AI's turn follows, told at the table one action at a time.
    await endPhasesUntil(page, 'Close combat');
    await page.getByTestId('end-phase').click();
    const told: string[] = [];
    for (let i = 0; i < 400; i++) {
      const text = await turnText(page);
      if (/Turn 2/.test(text) && /Free Company/.test(text)) break;
      if (await page.getByTestId('game-over').isVisible()) break;
      if (await prompt.isVisible()) {
        // The AI shoots at the player's models: the player rolls their saves (and anything else asked).
        await page.getByTestId('dice-prompt-3').click();
      } else if (await page.getByTestId('tt-done').isVisible()) {
        told.push(await page.getByTestId('tt-announcement').innerText());
        await page.getByTestId('tt-done').click();
      } else {
        await page.waitForTimeout(50);
      }
    }
    expect(await turnText(page)).toMatch(/Turn 2.*Free Company/);
    expect(await phaseLabel(page)).toBe('Recovery');
    // The AI's moves were told in inches from the table edges.
    expect(told.join('\n')).toMatch(
      /\d+\.\d″ from the (west|east) edge, \d+\.\d″ from the (south|north) edge/,
    );
    expect(errors).toEqual([]);
  });
});
