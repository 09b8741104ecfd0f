// While the AI thinks on ruined street the page's main thread does only short tasks (DESIGN.md "Renderer":
// no frame longer than 50 ms while the AI thinks; issue 21, item 13). Human against `normal` with one of the
// player's models selected, as a player watches the AI's turn. Every task over 50 ms of wall time (Long Tasks
// API) is measured by the main-thread CPU time it cost (Chromium trace): on a machine shared with other work a
// task waits for a core and its wall time says more about the load than about the page. The AI's searches
// leave the page a core (`playHelpers`; ai-vs-ai.e2e.ts checks the number of searches).
// On a quiet machine the longest task costs 20–35 ms of CPU (session 15, 11 runs); one clean-clone run of
// session 14 saw two of 126 and 85 ms that three reruns did not, so the test runs once more before it fails
// (a regression fails both runs) and logs what each long task's time went to.
import { describe, expect, it } from 'vitest';
import { startGame } from './browser';
import { useApp } from './app';
import { watchMainThread } from './main-thread';

const app = useApp();

describe('the main thread while the AI thinks', () => {
  it('runs no task of over 50 ms of CPU time during the AI turn on ruined street', { retry: 1 }, async () => {
    const { page, errors } = await app.open();
    await page.setViewportSize({ width: 1600, height: 1000 });
    await startGame(page, 'ruined-street', ['human', 'normal'], 'e2e-main-thread');
    await page.getByTestId('model-r1').click({ force: true });
    // Start-up is over: watch the player's phases ending and the AI's whole turn.
    const watch = await watchMainThread(page);
    const thinking = page.getByTestId('ai-thinking');
    for (let i = 0; i < 8 && !(await thinking.isVisible()); i++) {
      if (await page.getByTestId('end-phase').isEnabled()) await page.getByTestId('end-phase').click();
      await page.waitForTimeout(300);
    }
    await thinking.waitFor({ timeout: 30_000 });
    await page.getByTestId('model-r1').click({ force: true });
    // The AI's turn: until it is the player's again (the AI idle for a second), or 40 s of it.
    const playersTurn = async (): Promise<boolean> =>
      (await page.getByTestId('end-phase').isEnabled()) && !(await thinking.isVisible());
    for (let t = 0, idle = 0; t < 160 && idle < 4; t++) {
      await page.waitForTimeout(250);
      idle = (await playersTurn()) ? idle + 1 : 0;
    }
    const tasks = await watch.stop();
    const ply = await page.getByTestId('board').getAttribute('data-ply');
    console.log(
      `main thread, ply ${ply}: ${tasks.length} tasks over 50 ms of wall time, the longest ` +
        `${Math.max(0, ...tasks.map((t) => t.wallMs))} ms; their CPU time at most ` +
        `${Math.max(0, ...tasks.map((t) => t.cpuMs))} ms [${tasks.map((t) => `${t.wallMs}/${t.cpuMs}`).join(', ')}]`,
    );
    for (const t of tasks.filter((t) => t.cpuMs > 50)) console.log(`  ${t.cpuMs} ms of CPU: ${t.inside}`);
    expect(Number(ply)).toBeGreaterThan(4);
    expect(tasks.filter((t) => t.cpuMs > 50)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
