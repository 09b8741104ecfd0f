// One's own Close combat phase in the browser (issue 21, item 6; RULES.md §7, FORMATS.md §2.1): a `fight` action
// only declares how a model splits its Attacks and the combat resolves when the phase ends, so the model panel
// says what the selected model will do and its button resolves the combat: the dice are rolled at once.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phaseLabel, ply } from './browser';
import { useAppPage } from './app';
import { builtinScenario, openFile } from './files';

const app = useAppPage();
const dir = mkdtempSync(join(tmpdir(), 'skirmisher-close-combat-'));

/** The duel in red's Close combat phase, the Crossbowman (r2) in base contact with the Raider Chief (b1). */
function engagedDuel(): object {
  const doc = builtinScenario('duel');
  const at: Record<string, number[]> = { r2: [5, 8], b1: [5, 9] };
  for (const side of doc.sides) for (const m of side.models) m.at = at[m.id] ?? m.at;
  return { ...doc, name: 'Duel, engaged', phase: 'closeCombat' };
}

describe('close combat in one’s own phase', () => {
  it('says what the Crossbowman will attack and resolves the combat with one click', async () => {
    const path = join(dir, 'engaged.json');
    writeFileSync(path, JSON.stringify(engagedDuel()));
    await app.page.getByTestId('new-game-dialog').waitFor();
    await openFile(app.page, path);
    await app.page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
    expect(await phaseLabel(app.page)).toBe('Close combat');

    await app.page.getByTestId('model-r2').click();
    await expect
      .poll(() => app.page.getByTestId('fight-text').innerText())
      .toBe('Crossbowman will attack Raider Chief with 1 attack');
    expect(await app.page.getByTestId('fight-plan').innerText()).toMatch(
      /resolved when the phase ends: every model in base contact, of both sides, strikes in order \(§7\.2\)/,
    );
    // No button that only declares (it added a timeline step and rolled nothing).
    expect(await app.page.getByTestId('unit-action').count()).toBe(0);

    const before = await ply(app.page);
    await app.page.getByTestId('resolve-combat').click();
    await expect.poll(() => ply(app.page)).toBe(before + 1);
    expect(await phaseLabel(app.page)).not.toBe('Close combat');
    const log = await app.page.getByTestId('dice-log').innerText();
    // Both fight: the Crossbowman's attack and the Raider Chief's two, rolled To Hit (§7.3).
    expect(log).toMatch(/Crossbowman[^\n]*Raider Chief/);
    expect(log).toMatch(/§7\.3/);
    expect(app.errors).toEqual([]);
  });

  it('brings the fight plan and its button into the model panel’s view in a short window', async () => {
    await app.page.setViewportSize({ width: 1280, height: 560 });
    const path = join(dir, 'engaged-short.json');
    writeFileSync(path, JSON.stringify(engagedDuel()));
    await app.page.getByTestId('new-game-dialog').waitFor();
    await openFile(app.page, path);
    await app.page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
    await app.page.getByTestId('model-r2').click();
    await app.page.getByTestId('resolve-combat').waitFor();
    const panel = (await app.page.getByTestId('selection-panel').locator('.panel-body').boundingBox())!;
    await expect
      .poll(async () => {
        const button = (await app.page.getByTestId('resolve-combat').boundingBox())!;
        return button.y + button.height <= panel.y + panel.height + 1 && button.y >= panel.y - 1;
      })
      .toBe(true);
    expect(app.errors).toEqual([]);
  });
});
