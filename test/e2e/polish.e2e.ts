// Issue 21's polish in the web build: the opening Recovery phase says there is nothing to do but End phase;
// every header button has a name; the editor words its ruleset options and terrain tools as the New game
// dialog does; the AI panel says when it plays its most visited candidate over a higher win chance; and New
// game after watching AI vs AI asks nothing (no person's play is lost; the game stays in Resume).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endPhasesUntil, modelPosition, phaseLabel, ply, screenPoint, startGame } from './browser';
import { useApp, useTempDir } from './app';
import { builtinScenario, openFile } from './files';

const app = useApp();
const dir = useTempDir();

describe('polish (issue 21)', () => {
  it('says the opening Recovery phase has nothing to do but End phase, and every header button has a name', async () => {
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    await startGame(page, 'duel', ['human', 'normal'], 'e2e-polish');
    expect(await phaseLabel(page)).toBe('Recovery');
    const idle = page.getByTestId('nothing-to-do');
    await idle.waitFor();
    expect(await idle.innerText()).toMatch(/Nothing to do in the Recovery phase: press End phase or E/);
    await page.getByTestId('end-phase').click();
    await expect.poll(() => phaseLabel(page)).toBe('Movement');
    expect(await idle.count()).toBe(0);
    const header = await page.locator('header').first().ariaSnapshot();
    expect(header).not.toMatch(/button\s*$/m);
    expect(errors).toEqual([]);
  });

  it("words the editor's ruleset options and terrain tools for players", async () => {
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    await startGame(page, 'duel', ['human', 'human'], 'e2e-polish-editor');
    await page.getByTestId('editor-toggle').click();
    await page.getByTestId('editor').waitFor();
    const inspector = page.getByTestId('editor-inspector');
    await inspector.getByTestId('scenario-preset').waitFor();
    const text = await inspector.innerText();
    expect(text).toContain('Strike order');
    expect(await page.locator('header').first().ariaSnapshot()).not.toMatch(/button\s*$/m);
    expect(text).not.toMatch(/combatOrder|singleTargetPenalty|chargersFirst/);
    expect(await page.getByTestId('editor-tool-impassable').getAttribute('title')).toBe(
      'Draw impassable ground: drag on the table',
    );
    expect(errors).toEqual([]);
  });

  it('says why the AI plays its candidate when another shows a higher win chance on fewer visits', async () => {
    const scenario = builtinScenario('duel');
    const end = { type: 'endPhase' };
    const move = (model: string, to: number[]) => ({ type: 'move', model, to, run: false });
    const candidate = (action: unknown, visits: number, value: number) => ({
      action,
      visits,
      value,
      pv: [action],
    });
    const file = join(dir(), 'visits.skirmisher.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'skirmisher-game/1',
        scenario,
        seed: 'e2e-visits',
        players: { red: 'human', blue: 'human' },
        actions: [end, move('r1', [12, 6])],
        decisions: {
          1: {
            side: 0,
            by: 'AI (easy)',
            iterations: 400,
            timeMs: 50,
            candidates: [candidate(move('r1', [12, 6]), 300, 0.72), candidate(move('r1', [9, 6]), 40, 0.81)],
            value: 0.72,
            stopped: false,
            turn: 1,
            phase: 'movement',
          },
        },
      }),
    );
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, file);
    await expect.poll(() => ply(page)).toBe(2);
    const note = page.getByTestId('ai-chosen-by-visits');
    await note.waitFor();
    expect(await note.innerText()).toMatch(
      /Chosen by the search: it came through the root's rounds.*81% on fewer visits/s,
    );
    expect(errors).toEqual([]);
  });

  it('starts a new game after AI vs AI without asking to save (nothing of a person is lost)', async () => {
    const { page, errors } = await app.open();
    await startGame(page, 'duel', ['greedy', 'greedy'], 'e2e-polish-watch');
    await expect.poll(() => ply(page), { timeout: 60_000 }).toBeGreaterThan(4);
    await page.getByTestId('new-game').click();
    const asked = page.getByTestId('replace-dialog');
    await page.getByTestId('new-game-dialog').waitFor();
    expect(await asked.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("keeps the move ruler's label off the rings' labels at the top of a ring (was 'Run 88.0″ run')", async () => {
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    await startGame(page, 'duel', ['human', 'human'], 'e2e-polish-rings');
    await endPhasesUntil(page, 'Movement');
    await page.getByTestId('model-r1').click();
    await page.getByTestId('rings').waitFor();
    const at = await modelPosition(page, 'r1');
    // Browser-side (a string: no DOM types here): does the ruler's text overlap a ring label's?
    const collide = `(() => {
      const ruler = document.querySelector('[data-testid="move-ruler"] text');
      if (!ruler) return null;
      const a = ruler.getBoundingClientRect();
      return [...document.querySelectorAll('.ring-label')].some((t) => {
        const b = t.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
    })()`;
    // The pointer just left of the top of the move ring (4″) and of the run ring (8″), walking and running.
    // And where the charge ring's label is (north-east of the model).
    for (const [dx, dy, shift] of [
      [-0.4, 4.1, false],
      [-0.4, 8.1, true],
      [-0.4, 8.1, false],
      [2, 6, false],
    ] as const) {
      if (shift) await page.keyboard.down('Shift');
      const p = await screenPoint(page, at.x + dx, at.y + dy);
      await page.mouse.move(p.x, p.y);
      await page.getByTestId('move-ruler').waitFor();
      expect(await page.evaluate(collide)).toBe(false);
      if (shift) await page.keyboard.up('Shift');
    }
    expect(errors).toEqual([]);
  });

  it("keeps each model's id on its base, so a mob's ids do not run into each other", async () => {
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    await startGame(page, 'squad-assault', ['human', 'human'], 'e2e-polish-mob');
    // Browser-side: pairs of model labels whose boxes overlap.
    const overlapping = (await page.evaluate(`(() => {
      const boxes = [...document.querySelectorAll('[data-testid="board"] .mlabel')].map((t) => t.getBoundingClientRect());
      let n = 0;
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i], b = boxes[j];
          if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) n++;
        }
      return [n, boxes.length];
    })()`)) as [number, number];
    expect(overlapping[1]).toBeGreaterThan(20);
    expect(overlapping[0]).toBe(0);
    expect(errors).toEqual([]);
  });
});
