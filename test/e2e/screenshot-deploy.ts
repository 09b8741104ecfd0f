/**
 * The deployment screenshot of the web build for the README: `npx tsx test/e2e/screenshot-deploy.ts <url>
 * [outDir] [width] [height]` (serve dist-web first, e.g. `npx vite preview --config vite.web.config.ts`). Writes
 * deploy.png (docs/screenshots by default, 1280×800): the ruined street before turn 1, a person's model placed
 * and another held over the highlighted zone, its ghost green.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, modelPosition, openApp, screenPoint, startGame } from './browser';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = process.argv[3] ?? 'docs/screenshots';
const width = Number(process.argv[4] ?? 1280);
const height = Number(process.argv[5] ?? 800);
mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
try {
  const { page, errors } = await openApp(browser, url);
  await page.setViewportSize({ width, height });
  await startGame(page, 'ruined-street', ['human', 'normal'], 'readme-deploy', { deploy: true });
  await page.getByTestId('deployment-bar').waitFor();
  const drag = async (id: string, x: number, y: number, release: boolean): Promise<void> => {
    const from = await modelPosition(page, id);
    const a = await screenPoint(page, from.x, from.y);
    const b = await screenPoint(page, x, y);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 6 });
    if (release) await page.mouse.up();
  };
  await drag('r1', 12, 8.5, true);
  await page.waitForTimeout(500);
  await drag('r2', 36, 7.5, false);
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(out, 'deploy.png') });
  console.log(`wrote ${join(out, 'deploy.png')}`);
  await page.mouse.up();
  if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
} finally {
  await browser.close();
}
