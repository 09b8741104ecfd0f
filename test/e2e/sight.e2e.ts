// The sight view on Ruined street (issue 24 part 1; RULES.md §5, §6.2): with r4 (crossbow) selected and the view
// on (L), the board and the card show exactly the enemies the engine says it sees, the cover of each and the
// piece giving it, and which the closest-target rule lets it shoot; then r2's, run into range; and the
// ruler between two models reports their sight and cover. Expected values come from the engine's own sight and
// target functions on the same position.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { canSee, coverBetween, coverPiece, createGame, legalTargets, modelIndex } from '../../engine';
import type { ScenarioDocument } from '../../engine/scenario-types';
import { findScenario } from '../../content';
import { terrainNoun } from '../../session/cover-words';
import { endPhasesUntil, modelPosition, ply, screenPoint, startGame } from './browser';
import { useApp } from './app';

const app = useApp();

/** What the engine says model `id` sees in `doc`'s position: enemy id → cover, piece and whether it may be shot. */
function expected(doc: ScenarioDocument, id: string) {
  const g = createGame(doc);
  if (!g.ok) throw new Error(g.error.message);
  const s = g.value.state;
  const i = modelIndex(s, id);
  const shootable = new Set(
    s.static.models[i]!.weapons.includes('crossbow') ? legalTargets(s, i, 'crossbow') : [],
  );
  const out: Record<string, { cover: string; piece: string; shootable: boolean }> = {};
  s.static.models.forEach((m, j) => {
    if (m.side === s.static.models[i]!.side || s.models[j]!.hidden || !canSee(s, i, j)) return;
    const k = coverPiece(s, i, j);
    out[m.id] = {
      cover: coverBetween(s, i, j),
      piece: k >= 0 ? s.static.terrain[k]!.id : '',
      shootable: shootable.has(j),
    };
  });
  return out;
}

/** What the sight card shows: enemy id → cover, piece, may shoot. */
async function shown(page: Page) {
  const rows = page.locator('[data-testid^="sight-row-"]');
  const out: Record<string, { cover: string; piece: string; shootable: boolean }> = {};
  for (const row of await rows.all()) {
    const id = (await row.getAttribute('data-testid'))!.slice('sight-row-'.length);
    out[id] = {
      cover: (await row.getAttribute('data-cover'))!,
      piece: (await row.getAttribute('data-piece'))!,
      shootable: (await row.getAttribute('data-shootable')) === 'true',
    };
  }
  return out;
}

describe('the sight view', () => {
  it('shows the enemies r4 sees on Ruined street, their cover and whom it may shoot', async () => {
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    await startGame(page, 'ruined-street', ['human', 'human']);
    const doc = findScenario('ruined-street')!;

    await page.getByTestId('model-r4').click();
    await page.keyboard.press('l');
    await page.getByTestId('sight-card').waitFor();
    const start = expected(doc, 'r4');
    // At the start r4 sees three enemies, one behind wall-3, all beyond its crossbow's 30″.
    expect(Object.keys(start).sort()).toEqual(['b10', 'b3', 'b9']);
    expect(start['b3']).toEqual({ cover: 'hard', piece: 'wall-3', shootable: false });
    await expect.poll(() => shown(page)).toEqual(start);
    expect(await page.getByTestId('sight-row-b3').innerText()).toMatch(
      /hard cover\s+behind the low wall\s+out of range \(30″\)/,
    );
    expect(await page.locator('[data-testid^="sight-line-"]').count()).toBe(3);
    expect(await page.locator('[data-testid^="sight-unseen-"]').count()).toBe(7);

    // r2 (crossbow too) runs into range, between the tower and its friends: now the closest enemy it sees may
    // be shot, those farther and in cover not (§6.2; the view answers the target rule, running aside, §6.1).
    await endPhasesUntil(page, 'Movement');
    await page.getByTestId('model-r2').click();
    await page.getByTestId('allowance').waitFor();
    const before = await ply(page);
    const to = await screenPoint(page, 19.5, 12.8);
    await page.keyboard.down('Shift');
    await page.mouse.click(to.x, to.y);
    await page.keyboard.up('Shift');
    await expect.poll(() => ply(page)).toBe(before + 1);
    await page.getByTestId('model-r2').click();
    const at = await modelPosition(page, 'r2');
    expect(Math.hypot(at.x - 19.5, at.y - 12.8)).toBeLessThan(0.3);
    const moved = JSON.parse(JSON.stringify(doc)) as ScenarioDocument;
    const r2 = moved.sides[0]!.models.find((m) => m.id === 'r2')!;
    Object.assign(r2, { at: [at.x, at.y], moved: true, ran: true });
    const after = expected(moved, 'r2');
    expect(Object.values(after).some((e) => e.shootable)).toBe(true);
    await expect.poll(() => shown(page)).toEqual(after);
    expect(await page.locator('[data-testid^="sight-line-"][data-shootable="true"]').count()).toBe(
      Object.values(after).filter((e) => e.shootable).length,
    );

    // The ruler from r2 to an enemy in hard cover reports the sight and that cover.
    const covered = Object.entries(after).find(([, e]) => e.cover === 'hard');
    if (covered) {
      await page.keyboard.press('m');
      const b = await modelPosition(page, covered[0]);
      const p1 = await screenPoint(page, at.x, at.y);
      const p2 = await screenPoint(page, b.x, b.y);
      await page.mouse.move(p1.x, p1.y);
      await page.mouse.down();
      await page.mouse.move(p2.x, p2.y, { steps: 5 });
      await page.mouse.up();
      const back = expected(moved, covered[0]);
      // Each piece by its kind, never its id ('hard cover (low wall)', not '(wall-3)').
      const noun = (id: string | null) => terrainNoun(moved.terrain!.find((t) => t.id === id)!);
      const near =
        back['r2']!.cover === 'none' ? 'no cover' : `${back['r2']!.cover} cover (${noun(back['r2']!.piece)})`;
      await expect
        .poll(() => page.getByTestId('ruler-sight').textContent())
        .toBe(`in sight · far end hard cover (${noun(covered[1].piece)}) · near end ${near}`);
      await page.keyboard.press('m');
    }

    // L again closes the view.
    await page.keyboard.press('l');
    await page.getByTestId('sight-card').waitFor({ state: 'detached' });
    expect(await page.getByTestId('sight-layer').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
