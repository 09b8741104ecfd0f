// The New game dialog's ruleset options (RULES.md §1): grouped, starting from the scenario's preset defaults;
// the options chosen are written into the scenario's ruleset.options of the game (as a saved file shows).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startGame } from './browser';
import { useApp, useTempDir } from './app';
import { saveTo } from './files';

const app = useApp();
const dir = useTempDir();

describe('the New game dialog', () => {
  it('always shows its Built-in scenario / Two warbands switch, and its body scrolls (issue 21, item 1)', async () => {
    for (const [width, height, rulesOpen] of [
      [1280, 800, false],
      [1600, 1000, true],
    ] as const) {
      const { page, errors } = await app.open();
      await page.setViewportSize({ width, height });
      await page.getByTestId('new-game-dialog').waitFor();
      await expect.poll(() => page.getByTestId('scenario-select').isEnabled()).toBe(true);
      await page.locator('[data-testid="new-game-dialog"] .scenario-card').waitFor();
      if (rulesOpen) await page.getByTestId('ruleset-summary').click();
      const sources = (await page
        .locator('[data-testid="new-game-dialog"] [role="radiogroup"]')
        .boundingBox())!;
      expect(sources.height, `the switch at ${width}×${height}`).toBeGreaterThan(20);
      const body = page.locator('[data-testid="new-game-dialog"] .content');
      const [scrollHeight, clientHeight] = await body.evaluate(
        (e: { scrollHeight: number; clientHeight: number }) => [e.scrollHeight, e.clientHeight],
      );
      expect(scrollHeight).toBeGreaterThan(clientHeight);
      await page.getByTestId('source-warbands').click();
      expect(await page.getByTestId('source-warbands').locator('input').isChecked()).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

describe('ruleset options', () => {
  it('shows the preset defaults, and the changed options go into the game’s scenario', async () => {
    const { page, errors } = await app.open();
    await page.getByTestId('new-game-dialog').waitFor();
    await page.getByTestId('scenario-select').selectOption('duel');
    await page.getByTestId('ruleset-summary').click();
    const options = page.getByTestId('ruleset-options');
    for (const title of [
      'Casualties and combat',
      'Psychology',
      'Shooting, measuring, buildings',
      'House rules',
    ])
      expect(await options.innerText()).toContain(title);
    // The skirmish preset's defaults (RULES.md §1).
    expect(await page.getByTestId('option-casualties').inputValue()).toBe('injury');
    for (const on of ['criticals', 'allAlone', 'routTest', 'panic', 'premeasure'])
      expect(await page.getByTestId(`option-${on}`).isChecked()).toBe(true);
    for (const off of ['singleTargetPenalty', 'mountedInjuries', 'poisonedAttacks', 'swarms', 'spellGroups'])
      expect(await page.getByTestId(`option-${off}`).isChecked()).toBe(false);

    await page.getByTestId('option-criticals').uncheck();
    await page.getByTestId('option-singleTargetPenalty').check();
    await page.getByTestId('option-poisonedAttacks').check();
    await page.getByTestId('option-casualties').selectOption('removal');
    expect(await page.getByTestId('ruleset-summary').innerText()).toMatch(/4 options changed/);
    await page.getByTestId('ruleset-reset').click();
    expect(await page.getByTestId('ruleset-summary').innerText()).toMatch(/the scenario's options/);
    await page.getByTestId('option-criticals').uncheck();
    await page.getByTestId('option-swarms').check();

    await startGame(page, 'duel', ['human', 'human'], 'e2e-options');
    const saved = JSON.parse(readFileSync(await saveTo(page, dir(), 'options.skirmisher.json'), 'utf8'));
    expect(saved.scenario.ruleset.options).toMatchObject({
      criticals: false,
      swarms: true,
      casualties: 'injury',
      singleTargetPenalty: false,
      routTest: true,
    });
    expect(errors).toEqual([]);
  });
});
