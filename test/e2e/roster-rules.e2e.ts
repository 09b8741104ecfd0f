// The player's references (issue 24, parts 4 and 5): the printable roster of a game's warbands, the unit card
// of a model on the board, the rules reference opened from a § in the dice log and searched, and the points
// of the built-in warbands in the New game dialog.
import { describe, expect, it } from 'vitest';
import { phaseLabel, startGame } from './browser';
import { useAppPage } from './app';

const app = useAppPage({ scope: 'file', viewport: { width: 1280, height: 800 } });

/** Ids of the models on the board, e.g. `['r1', 'r2', 'r3', 'b1', …]`. */
async function boardModels(): Promise<string[]> {
  const ids = await app.page
    .locator('[data-testid="board"] g.model')
    .evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { testid: string } }).dataset.testid));
  return ids.map((id) => id.replace(/^model-/, '')).sort();
}

describe('references at hand', () => {
  it('offers the warbands with their points in the New game dialog', async () => {
    await app.page.getByTestId('new-game-dialog').waitFor();
    await app.page.getByTestId('source-warbands').click();
    await app.page.getByTestId('red-warband').selectOption('mercenaries');
    await app.page.getByTestId('blue-warband').selectOption('raiders');
    expect(await app.page.getByTestId('warband-points').innerText()).toMatch(
      /260 pts vs 260 pts: equal points/,
    );
    const option = app.page.locator('[data-testid="blue-warband"] option[value="grey-circle"]');
    expect(await option.innerText()).toMatch(/Grey Circle · 260 pts/);
    await app.page.getByTestId('source-scenario').click();
  });

  it('prints a roster of the game’s models on one page', async () => {
    await startGame(app.page, 'duel', ['human', 'human'], 'e2e-roster');
    await app.page.getByTestId('roster-open').click();
    const sheet = app.page.getByTestId('roster-sheet');
    await sheet.waitFor();
    // Every model on the board, identical models on one line ("2 × Crossbowman r2, r3").
    const rows = await app.page
      .getByTestId('roster-model')
      .evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { models: string } }).dataset.models));
    expect(rows.flatMap((r) => r.split(' ')).sort()).toEqual(await boardModels());
    // Each line has the profile, the weapons with range and Strength, and points.
    const text = await sheet.innerText();
    expect(text).toMatch(/crossbow 30″, S4/);
    expect(text).toMatch(/Weapons \(range, Strength\)/);
    // In print only the sheet shows, and it fits one app.page.
    await app.page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await app.page.getByTestId('board').isVisible()).toBe(false);
    const pdf = await app.page.pdf({ format: 'A4', landscape: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    await app.page.emulateMedia({ media: 'screen' });
    // Esc closes it, as the close button does.
    await app.page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await app.page.getByTestId('roster-open').click();
    await app.page.getByTestId('roster-close').click();
    await sheet.waitFor({ state: 'detached' });
  });

  it('shows a unit card for a model under the pointer', async () => {
    await app.page.getByTestId('model-b1').hover();
    const card = app.page.getByTestId('unit-card');
    await card.waitFor();
    expect(await card.getAttribute('data-model')).toBe('b1');
    const text = await card.innerText();
    expect(text).toMatch(/WS/);
    expect(text).toMatch(/″/);
    expect(text).toMatch(/S\d/);
    expect(await app.page.getByTestId('unit-card-status').innerText()).toMatch(/standing · wounds \d of \d/);
    await app.page.mouse.move(5, 5);
    await card.waitFor({ state: 'detached' });
  });

  it('opens the rule of a § in the dice log', async () => {
    for (const phase of ['Movement', 'Magic', 'Shooting']) {
      await app.page.getByTestId('end-phase').click();
      await expect.poll(() => phaseLabel(app.page)).toBe(phase);
    }
    await app.page.getByTestId('model-r1').click();
    await app.page.getByTestId('model-b1').click();
    await app.page.getByTestId('preview-popover').waitFor();
    await app.page.getByTestId('confirm-action').click();
    const link = app.page.locator('[data-testid="dice-row"] a.rule-link[data-rule="6.3"]').first();
    await link.waitFor();
    await link.click();
    await app.page.getByTestId('rules-reference').waitFor();
    expect(await app.page.getByTestId('rule-body').getAttribute('data-rule')).toBe('6.3');
    expect(await app.page.getByTestId('rule-title').innerText()).toMatch(/§6\.3\s+To Hit/);
    expect(await app.page.getByTestId('rule-body').innerText()).toMatch(/7 − BS/);
  });

  it('finds a rule by searching, and shows the charts as tables', async () => {
    await app.page.getByTestId('rules-search').fill('look out');
    const first = app.page.locator('[data-testid="rules-list"] .entry').first();
    await expect.poll(() => first.getAttribute('data-rule')).toBe('7.8');
    await first.click();
    expect(await app.page.getByTestId('rule-title').innerText()).toMatch(/Look Out, Sir/);
    await app.page.getByTestId('rules-search').fill('§14');
    await app.page.locator('[data-testid="rules-list"] .entry[data-rule="14"]').click();
    expect(await app.page.getByTestId('rule-chart').count()).toBeGreaterThanOrEqual(3);
    expect(await app.page.getByTestId('rule-body').innerText()).toMatch(/To Wound: Strength \(rows\)/);
    await app.page.getByTestId('rules-close').click();
    await app.page.getByTestId('rules-reference').waitFor({ state: 'detached' });
    expect(app.errors).toEqual([]);
  });
});
