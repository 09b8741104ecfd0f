// The scenario editor's table made smaller past its limits (FORMATS.md §1: a table is 1″ to 1000″ a side; a
// `withinEdge` strip is at most half the table across its edge so the sides' strips never overlap): a strip
// kept from a bigger table is flagged in the inspector, and a refused table size offers no "Move onto the
// table" / "Remove these N" (there is no table to mend onto), with no console error from the warning.
import { describe, expect, it } from 'vitest';
import { useApp } from './app';
import { openEditor } from './browser';

const app = useApp();

describe('editor table shrunk past its limits', () => {
  it('flags a strip too deep for the smaller table, and offers no mends for a refused size', async () => {
    const { page, errors } = await app.open();
    await openEditor(page, 'duel', 'e2e-editor-shrink-limits');

    // Red's strip set to the most the 24″ table takes (12″), then the table made 12″ deep: at most 6″ now.
    const depth = page.getByTestId('side-0-zone-depth');
    await depth.fill('12');
    await depth.press('Tab');
    await page.getByTestId('side-0-zone-problem').waitFor({ state: 'detached' });
    await page.getByTestId('table-depth').fill('12');
    await page.getByTestId('table-depth').press('Tab');
    expect(await page.getByTestId('side-0-zone-problem').innerText()).toMatch(
      /at most 6″: half the table's 12″ depth/,
    );
    expect(await depth.getAttribute('aria-invalid')).toBe('true');
    // The table back to 24″: the strip fits again.
    await page.getByTestId('table-depth').fill('24');
    await page.getByTestId('table-depth').press('Tab');
    await page.getByTestId('side-0-zone-problem').waitFor({ state: 'detached' });

    // A width of 0 is refused by the check; nothing is offered to move onto or remove from such a table.
    await page.getByTestId('table-width').fill('0');
    await page.getByTestId('table-width').press('Tab');
    await expect
      .poll(() => page.getByTestId('editor-status').innerText(), { timeout: 5000 })
      .toMatch(/table\.width/);
    expect(await page.getByTestId('editor-off-table').count()).toBe(0);
    // A negative width: the board keeps drawing the last table it could (no negative rectangle in the console).
    await page.getByTestId('table-width').fill('-4');
    await page.getByTestId('table-width').press('Tab');
    await expect
      .poll(() => page.getByTestId('editor-status').innerText(), { timeout: 5000 })
      .toMatch(/table\.width/);
    expect(errors).toEqual([]);
    // A good small width again: the warning and its mends come back.
    await page.getByTestId('table-width').fill('12');
    await page.getByTestId('table-width').press('Tab');
    await page.getByTestId('editor-off-table-remove').waitFor();
  });
});
