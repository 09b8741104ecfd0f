// A new player's tryout in the web build: at game over the phase strip gives way to the result and the AI panel
// shows no win chance (RULES.md §13); in squad play the AI panel names the unit for a unit's decision (§2); a
// decision taken without a search says so, not "0 iterations" under a full bar; at 1280×800 the dice log's
// heading keeps one line, the Deploy check box sits beside its words and the editor's selects show their
// choices whole; its terrain generator follows the scenario's preset. A second tryout: toasts no longer pile up
// over the board (at most three, errors kept, one per title with "+N more"), the New game dialog says what each
// AI level means, and the search's numbers have tooltips in words.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startGame } from './browser';
import { useApp, useTempDir } from './app';
import { builtinScenario, openFile } from './files';

const app = useApp();
const dir = useTempDir();

/** The AI panel's scrolling body, in browser-side code. */
const PANEL_BODY = `document.querySelector('[data-testid="ai-panel"] .panel-body')`;
/** Browser-side: the AI panel's body shows what follows the turn's list (the search), the list scrolled above it. */
const SEARCH_IN_VIEW = `(() => {
  const body = ${PANEL_BODY};
  const list = body.querySelector('[data-testid="ai-turn-decisions"]').getBoundingClientRect();
  return body.scrollTop > 0 && Math.abs(list.bottom - body.getBoundingClientRect().top) < 2;
})()`;
/** The Wardens' unit move of squad-assault's first turn, the action both panel tests explain. */
const MOVE_WARDENS = { type: 'moveUnit', unit: 'wardens', by: [0, 2] };

/** A saved candidate (FORMATS.md §4 `decisions`): `{ action, visits, value, pv }`, the pv `[action, …then]`. */
function candidate(action: unknown, visits: number, value: number, then: unknown[] = []) {
  return { action, visits, value, pv: [action, ...then] };
}

/** A saved AI decision of red's first Movement phase with these candidates and value, by `by`. */
function decision(candidates: unknown[], value: number, by = 'AI (normal)', iterations = 800, timeMs = 2100) {
  return { side: 0, by, iterations, timeMs, candidates, value, stopped: false, turn: 1, phase: 'movement' };
}

/**
 * Writes a squad-assault game saved after red's Wardens moved 2″ north (`MOVE_WARDENS`, ply 1), with `saved`
 * as the AI's decision of that move, and returns its path.
 */
function squadGameWith(name: string, saved: unknown): string {
  const file = join(dir(), name);
  writeFileSync(
    file,
    JSON.stringify({
      format: 'skirmisher-game/1',
      scenario: builtinScenario('squad-assault'),
      seed: `e2e-${name}`,
      players: { red: 'human', blue: 'human' },
      actions: [{ type: 'endPhase' }, MOVE_WARDENS],
      decisions: { 1: saved },
    }),
  );
  return file;
}

describe('tryout polish', () => {
  it('shows the result, not the phases or a win chance, once the game is over (§13)', async () => {
    const file = join(dir(), 'over.skirmisher.json');
    const scenario = { ...builtinScenario('duel'), maxTurns: 1 };
    const players = { red: 'mcts:level=easy', blue: 'mcts:level=easy' };
    writeFileSync(
      file,
      JSON.stringify({ format: 'skirmisher-game/1', scenario, seed: 'e2e-over', actions: [], players }),
    );
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, file);
    await page.getByTestId('phase-strip').waitFor();
    await page.getByTestId('watch-speed').fill('3');
    await page.getByTestId('watch-play').click();
    await page.getByTestId('game-over').waitFor({ timeout: 120_000 });
    const bar = page.getByTestId('phase-bar');
    expect(await page.getByTestId('phase-strip').count()).toBe(0);
    expect(await page.getByTestId('game-result').innerText()).toMatch(/wins?|Draw/);
    expect(await bar.innerText()).not.toMatch(/Movement|Shooting/);
    const panel = page.getByTestId('ai-panel');
    await panel.getByTestId('ai-game-over').waitFor();
    expect(await panel.getByTestId('ai-chart-result').innerText()).toMatch(/^Game over: .*(wins?|Draw)/);
    expect(await panel.getByTestId('ai-candidates').count()).toBe(0);
    expect(await panel.innerText()).not.toMatch(/\d%/);
    expect(errors).toEqual([]);
  });

  it('names the unit, not its first model, for a unit decision in the AI panel (squad play, §2)', async () => {
    const hold = { type: 'hold', model: 'r1' };
    const candidates = [candidate(MOVE_WARDENS, 300, 0.6, [hold]), candidate(hold, 100, 0.5, [hold])];
    const file = squadGameWith(
      'squad-panel.skirmisher.json',
      decision(candidates, 0.6, 'AI (easy)', 400, 50),
    );
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, file);
    const cands = page.getByTestId('ai-candidates');
    await cands.waitFor();
    const text = await cands.innerText();
    expect(text).toContain('Wardens move 2.0″ north');
    expect(text).toContain('Wardens hold');
    expect(text).not.toMatch(/Warden Sergeant holds|Wardens moves/);
    expect(await page.getByTestId('ai-pv').innerText()).toMatch(/Wardens move 2\.0″ north\s+Wardens hold/);
    expect(errors).toEqual([]);
  });

  it('says "no search" for a decision the AI took without one, not a full bar over 0 iterations', async () => {
    const file = squadGameWith(
      'instant.skirmisher.json',
      decision([candidate(MOVE_WARDENS, 0, 0.5)], 0.5, 'AI (normal)', 0, 0),
    );
    const { page, errors } = await app.open();
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, file);
    const panel = page.getByTestId('ai-panel');
    await panel.getByTestId('ai-instant').waitFor();
    expect(await panel.getByTestId('ai-instant').innerText()).toBe(
      'AI (normal) decided at once: Wardens move 2.0″ north was its only option.',
    );
    expect(await panel.getByTestId('ai-iterations').innerText()).toBe('no search');
    expect(await panel.getByTestId('ai-progress').count()).toBe(0);
    expect(await panel.innerText()).not.toContain('0 iterations');
    expect(errors).toEqual([]);
  });

  it('lists the turn’s decisions after a forced one and shows the last search, each row a click away', async () => {
    // The tryout: after the AI's turn the panel showed only its last decision, "End phase was its only option".
    const file = join(dir(), 'turn.skirmisher.json');
    const END = { type: 'endPhase' };
    const forced = { ...decision([candidate(END, 0, 0.5)], 0.5, 'AI (normal)', 0, 0), value: null };
    writeFileSync(
      file,
      JSON.stringify({
        format: 'skirmisher-game/1',
        scenario: builtinScenario('squad-assault'),
        seed: 'e2e-turn',
        players: { red: 'human', blue: 'human' },
        actions: [END, MOVE_WARDENS, END],
        decisions: {
          1: decision([candidate(MOVE_WARDENS, 500, 0.61), candidate(END, 300, 0.55)], 0.61),
          2: forced,
        },
      }),
    );
    const { page, errors } = await app.open();
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, file);
    // A low window: the panel's body (half its height) scrolls, as after a long turn.
    await page.setViewportSize({ width: 1280, height: 420 });
    const panel = page.getByTestId('ai-panel');
    const rows = panel.getByTestId('ai-turn-decision');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toMatch(/Movement\s+Wardens move 2\.0″ north\s+61%/);
    expect(await rows.nth(1).innerText()).toMatch(/Movement\s+End phase\s+no search/);
    // The search is shown, with its candidates, not the forced phase end.
    expect(await rows.nth(0).getAttribute('aria-pressed')).toBe('true');
    expect(await panel.getByTestId('ai-candidates').locator('tbody tr').count()).toBe(2);
    await rows.nth(1).click();
    await expect.poll(() => panel.getByTestId('ai-instant').count()).toBe(1);
    expect(await panel.getByTestId('ai-instant').innerText()).toContain('End phase was its only option');
    await rows.nth(0).click();
    await expect.poll(() => panel.getByTestId('ai-candidates').count()).toBe(1);
    // A pick scrolls the search into the panel's view: the list can fill the panel (session 21's tryout).
    await expect.poll(() => page.evaluate(SEARCH_IN_VIEW)).toBe(true);
    // The list, when it appears again (one action back, then forward), is shown from the panel's top.
    await page.evaluate(`(() => { ${PANEL_BODY}.scrollTop = 9999; })()`);
    await page.locator('button[title="One action back (←)"]').click();
    await expect.poll(() => rows.count()).toBe(0);
    await page.locator('button[title="One action forward (→)"]').click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.evaluate(`${PANEL_BODY}.scrollTop`)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows a declined charge in the AI panel with the decision that came after it', async () => {
    const noCharge = { type: 'noCharge', model: 'r1' };
    const charge = { type: 'charge', model: 'r1', target: 'b1' };
    const played = [candidate(MOVE_WARDENS, 600, 0.58), candidate({ type: 'hold', model: 'r1' }, 200, 0.5)];
    const file = squadGameWith('declined.skirmisher.json', {
      ...decision(played, 0.58),
      declined: [decision([candidate(noCharge, 500, 0.54), candidate(charge, 300, 0.41)], 0.54)],
    });
    const { page, errors } = await app.open();
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, file);
    const declined = page.getByTestId('ai-declined');
    await declined.waitFor();
    expect(await page.getByTestId('ai-declined-text').innerText()).toMatch(
      /^Declined to charge: Wardens do not charge — 54% win chance, against 41% for the best charge, Wardens charge .+\. 800 iterations, 2\.1 s\.$/,
    );
    const weighed = await page.getByTestId('ai-declined-candidates').innerText();
    expect(weighed).toMatch(/Wardens do not charge\s+500\s+54%/);
    expect(weighed).toMatch(/Wardens charge .+\s+300\s+41%/);
    // The decision played after it keeps its own table.
    expect(await page.getByTestId('ai-candidates').innerText()).toContain('Wardens move 2.0″ north');
    expect(errors).toEqual([]);
  });

  it('lays out the dice log, the New game dialog and the editor at 1280×800', async () => {
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    const dialog = page.getByTestId('new-game-dialog');
    await dialog.waitFor();
    await page.getByTestId('scenario-select').selectOption('duel');
    const deploy = page.getByTestId('deploy-option');
    const box = (await deploy.boundingBox())!;
    const words = (await dialog.locator('label.check.field').boundingBox())!;
    // Beside its words, at their first line (it stood alone above them).
    expect(box.y - words.y).toBeLessThan(6);
    expect(words.width - box.width).toBeGreaterThan(200);
    await page.keyboard.press('Escape');
    await startGame(page, 'squad-assault', ['human', 'human'], 'e2e-layout');
    const heading = page.getByTestId('dice-log').getByText('Dice log', { exact: true });
    expect((await heading.boundingBox())!.height).toBeLessThan(20);
    await page.getByTestId('editor-toggle').click();
    await page.getByTestId('editor').waitFor();
    // Each select is wider than the words of its choice: nothing cut off.
    for (const id of ['editor-red-warband', 'editor-blue-warband', 'editor-active-side']) {
      const select = page.getByTestId(id);
      const fits = await select.evaluate((el) => {
        const s = el as unknown as {
          value: string;
          clientWidth: number;
          selectedOptions: { text: string }[];
        };
        const doc = (globalThis as unknown as { document: { createElement(t: string): unknown } }).document;
        const canvas = doc.createElement('canvas') as {
          getContext(k: string): { font: string; measureText(t: string): { width: number } };
        };
        const ctx = canvas.getContext('2d');
        const style = (
          globalThis as unknown as { getComputedStyle(e: unknown): { font: string } }
        ).getComputedStyle(el);
        ctx.font = style.font;
        return ctx.measureText(s.selectedOptions[0]?.text ?? '').width + 36 <= s.clientWidth;
      });
      expect(fits, id).toBe(true);
    }
    // The terrain generator follows the squad scenario's preset; its seed field shows a rerolled seed whole.
    expect(await page.getByTestId('editor-gen-preset').inputValue()).toBe('squad');
    const seed = page.getByTestId('editor-gen-seed');
    await seed.fill('terrain-4105');
    const seedFits = await seed.evaluate((el) => {
      const input = el as unknown as { scrollWidth: number; clientWidth: number };
      return input.scrollWidth <= input.clientWidth;
    });
    expect(seedFits).toBe(true);
    expect(errors).toEqual([]);
  });

  it('says what each AI level means in the New game dialog, its budget from the level table', async () => {
    const { page, errors } = await app.open();
    await page.getByTestId('new-game-dialog').waitFor();
    await page.getByTestId('player-1-ai').click();
    const hint = page.getByTestId('player-1-hint');
    const said: Record<string, RegExp> = {
      easy: /^40 iterations a decision, blind to your reply: makes mistakes a club player spots$/,
      normal: /^800 iterations a decision: the default$/,
      hard: /^2,500 iterations a decision, up to 20 s: /,
      expert: /^6,000 iterations a decision, up to 45 s: /,
      greedy: /^no search: /,
    };
    for (const [level, words] of Object.entries(said)) {
      await page.getByTestId('player-1-level').selectOption(level);
      expect(await hint.innerText()).toMatch(words);
    }
    expect(await page.locator('.seats').innerText()).not.toMatch(/default search/);
    expect(errors).toEqual([]);
  });

  it("gives the board's candidate labels and the AI panel's numbers tooltips in words", async () => {
    const hold = { type: 'hold', model: 'r1' };
    const saved = {
      ...decision([candidate(MOVE_WARDENS, 960, 0.51), candidate(hold, 240, 0.47)], 0.51),
      kept: 1234,
    };
    const file = squadGameWith('tooltips.skirmisher.json', saved);
    const { page, errors } = await app.open();
    await page.getByTestId('new-game-dialog').waitFor();
    await openFile(page, file);
    const chosen = page.locator('[data-testid="explain-label"].chosen');
    await chosen.waitFor();
    expect(await chosen.locator('text').textContent()).toBe('★ 960 · 51%');
    expect(await chosen.locator('title').textContent()).toBe(
      "★ marks the AI's choice. 960 of the search's visits went to this move; Iron Wardens win 51% of the simulated games after it.",
    );
    // The label takes the pointer, so its tooltip shows on hover.
    const box = (await chosen.boundingBox())!;
    const under = await page.evaluate(
      `document.elementFromPoint(${box.x + box.width / 2}, ${box.y + box.height / 2}).closest('.tag.chosen') !== null`,
    );
    expect(under).toBe(true);
    // A click on a label goes through to what lies under it: the label laid over model r1, a click there selects it.
    const model = (await page.getByTestId('model-r1').boundingBox())!;
    const [mx, my] = [model.x + model.width / 2, model.y + model.height / 2];
    await chosen.evaluate(
      (g, [dx, dy]) => {
        const rect = g.querySelector('rect') as unknown as { width: { baseVal: { value: number } } };
        const k = (g as unknown as { getBoundingClientRect(): { width: number } }).getBoundingClientRect()
          .width;
        const px = k / rect.width.baseVal.value;
        g.setAttribute('transform', `translate(${dx! / px} ${dy! / px})`);
      },
      [mx - (box.x + box.width / 2), my - (box.y + box.height / 2)],
    );
    const over = await page.evaluate(
      `document.elementFromPoint(${mx}, ${my}).closest('.tag.chosen') !== null`,
    );
    expect(over).toBe(true);
    await page.mouse.click(mx, my);
    await expect.poll(() => page.getByTestId('unit-name').innerText()).toBe('Wardens');
    const kept = page.getByTestId('ai-kept');
    expect(await kept.innerText()).toBe('+1,234 kept');
    expect(await kept.getAttribute('title')).toMatch(
      /^1,234 visits kept from the previous search of this position \(tree reuse\)/,
    );
    expect(await page.getByTestId('ai-candidates-caption').innerText()).toMatch(
      /^Visits = times the search tried it · Win = Iron Wardens \(AI\) win chance$/,
    );
    const visits = page.locator('[data-testid="ai-candidates"] th', { hasText: 'Visits' });
    expect(await visits.getAttribute('title')).toMatch(/visits \(simulated games\) went to each candidate/);
    expect(errors).toEqual([]);
  });

  it('keeps at most three toasts over the board: an error stays, a title shows once with "+N more"', async () => {
    const { page, errors } = await app.open();
    await page.getByTestId('new-game-dialog').waitFor();
    const broken = join(dir(), 'broken.skirmisher.json');
    writeFileSync(broken, '{ "format": "skirmisher-game/1", ');
    const games = ['a', 'b', 'c'].map((n) =>
      squadGameWith(`${n}.skirmisher.json`, decision([candidate(MOVE_WARDENS, 10, 0.5)], 0.5)),
    );
    const toasts = page.getByTestId('toast');
    const titles = () => toasts.locator('.title').allInnerTexts();
    await openFile(page, broken);
    await page.locator('[data-testid="toast"].error').waitFor();
    for (const g of games) {
      await openFile(page, g);
      await expect.poll(titles).toContain(`Loaded ${g.split('/').at(-1)}`);
    }
    // The error and the two newest (an error lasts 8 s, longer than the file opens take); the oldest leaves.
    await expect
      .poll(titles)
      .toEqual([
        expect.stringMatching(/invalid JSON/),
        'Loaded b.skirmisher.json',
        'Loaded c.skirmisher.json',
      ]);
    // The same file again: one toast for it, counting the earlier one.
    await openFile(page, games[2]!);
    await expect.poll(() => page.getByTestId('toast-more').allInnerTexts()).toEqual(['+1 more']);
    await expect.poll(() => toasts.count()).toBe(3);
    expect(errors).toEqual([]);
  });
});
