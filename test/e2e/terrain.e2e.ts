// Terrain for every game (issue 24 part 3): "Two warbands" in the New game dialog starts on a table generated
// from the seed shown (mirrored by default; Reroll gives another, "Empty table" none), with exactly the pieces
// the generator lays for that seed; the editor's "Generate terrain" lays them on the table being edited.
import { describe, expect, it } from 'vitest';
import { generateTerrain } from '../../scenario-gen/generate';
import { useApp } from './app';

const app = useApp();

describe('generated terrain', () => {
  it('a "Two warbands" game starts on the table generated from the seed shown', async () => {
    const { page, errors } = await app.open();
    await page.getByTestId('new-game-dialog').waitFor();
    await page.getByTestId('source-warbands').click();
    await page.getByTestId('red-warband').selectOption('mercenaries');
    await page.getByTestId('blue-warband').selectOption('raiders');
    expect(await page.getByTestId('terrain-generated').isChecked()).toBe(true);
    const first = await page.getByTestId('terrain-seed').inputValue();
    await page.getByTestId('terrain-reroll').click();
    await expect.poll(() => page.getByTestId('terrain-seed').inputValue()).not.toBe(first);
    await page.getByTestId('terrain-seed').fill('e2e-table');
    const expected = generateTerrain({ seed: 'e2e-table', preset: 'skirmish', mirror: true }).terrain;
    await expect
      .poll(() => page.getByTestId('terrain-pieces').innerText())
      .toMatch(new RegExp(`^${expected.length} terrain pieces`));
    await page.getByTestId('player-0-human').click();
    await page.getByTestId('player-1-human').click();
    await page.getByTestId('start-game').click();
    await page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('model-r1').waitFor();
    const shown = await page
      .locator('[data-testid="board"] [data-testid^="terrain-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(shown.sort()).toEqual(expected.map((t) => `terrain-${t.id}`).sort());
    expect(await page.getByTestId('scenario-name').innerText()).toMatch(/vs/);

    // The editor lays generated terrain on the table being edited (a city table from another seed).
    await page.getByTestId('editor-toggle').click();
    await page.getByTestId('editor').waitFor();
    await page.getByTestId('editor-gen-seed').fill('e2e-city');
    await page.getByTestId('editor-gen-preset').selectOption('city');
    await page.getByTestId('editor-generate-terrain').click();
    const city = generateTerrain({ seed: 'e2e-city', preset: 'city', mirror: true }).terrain;
    await expect
      .poll(async () =>
        (
          await page
            .locator('[data-testid^="editor-terrain-"]')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
        ).sort(),
      )
      .toEqual(city.map((t) => `editor-terrain-${t.id}`).sort());
    await page.getByTestId('editor-valid').waitFor();

    // An empty seed field gets a new seed, shown, so the table can be made again from what the field says.
    await page.getByTestId('editor-gen-seed').fill('');
    await page.getByTestId('editor-generate-terrain').click();
    expect(await page.getByTestId('editor-gen-seed').inputValue()).toMatch(/^terrain-\d+$/);
    expect(errors).toEqual([]);
  });
});
