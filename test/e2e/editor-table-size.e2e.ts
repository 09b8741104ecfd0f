// The scenario editor's table made smaller (FORMATS.md §1: the table is width × depth inches; RULES.md §3.2: a
// model's whole base stands on the table): the terrain and models left off it are named, partly or wholly, and
// moved onto the table or removed when asked — never dropped unasked; both mends undo.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './app';
import { openEditor } from './browser';

const app = useApp();

/** Models on the editor's board. */
function modelCount(page: Page): Promise<number> {
  return page.locator('[data-testid^="editor-model-"]:not([data-testid^="editor-model-warning"])').count();
}

describe('editor table size', () => {
  it('names what a smaller table leaves off, then moves it on or removes it', async () => {
    const { page, errors } = await app.open();
    await openEditor(page, 'duel', 'e2e-editor-size');
    expect(await page.getByTestId('editor-off-table').count()).toBe(0);
    expect(await modelCount(page)).toBe(6);

    // The duel's 24″ × 24″ table made 20″ × 20″: wood-1 (17–21″ east) is partly off, blue's three models
    // (21″ north) wholly.
    await page.getByTestId('table-width').fill('20');
    await page.getByTestId('table-width').press('Tab');
    await page.getByTestId('table-depth').fill('20');
    await page.getByTestId('table-depth').press('Tab');
    const warning = page.getByTestId('editor-off-table');
    await warning.waitFor();
    expect(await page.getByTestId('editor-off-table-list').innerText()).toBe(
      'terrain wood-1 (partly off); models b1 (wholly off), b2 (wholly off), b3 (wholly off)',
    );
    expect(await warning.innerText()).toMatch(/Off the 20″ × 20″ table/);
    // Nothing was dropped.
    expect(await modelCount(page)).toBe(6);

    // Moved onto the table: the warning goes, every model stays.
    await page.getByTestId('editor-off-table-clamp').click();
    await warning.waitFor({ state: 'detached' });
    expect(await modelCount(page)).toBe(6);

    // Undone, then removed instead: blue's models and the pieces off the table go.
    await page.keyboard.press('Control+z');
    await warning.waitFor();
    await page.getByTestId('editor-off-table-remove').click();
    await warning.waitFor({ state: 'detached' });
    expect(await modelCount(page)).toBe(3);
    expect(await page.getByTestId('editor-terrain-wood-1').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('generates terrain for the built-in duel’s 24″ × 24″ table: a smaller set, clear of the 6″ strips', async () => {
    const { page, errors } = await app.open();
    await openEditor(page, 'duel', 'e2e-editor-duel-terrain');
    await page.getByTestId('editor-generate-terrain').click();
    // The duel's wall-1 and wood-1 give way to the generated pieces; no refusal toast.
    await page.getByTestId('editor-terrain-wood-1').waitFor({ state: 'detached' });
    const pieces = page.locator('[data-testid^="editor-terrain-"]');
    expect(await pieces.count()).toBeGreaterThanOrEqual(4);
    await page.getByTestId('editor-valid').waitFor();
    expect(await page.getByTestId('editor-off-table').count()).toBe(0);
    expect(await page.locator('.toast.error').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
