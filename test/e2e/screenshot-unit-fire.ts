/**
 * The screenshot of a squad unit's combined fire preview at 1280×800 (issue 21, item 3): `npx tsx
 * test/e2e/screenshot-unit-fire.ts <url> [outDir]` (serve dist-web first, e.g. `npx vite preview --config
 * vite.web.config.ts`). Writes unit-fire.png: the Wardens selected in their Shooting phase on squad assault, an
 * enemy of the western mob clicked, the preview naming who fires, who may not and why, and the combined odds.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unitFireScenario } from '../renderer/fixtures/squad-scenarios';
import { launchBrowser, openApp } from './browser';
import { openFile } from './files';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = process.argv[3] ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
try {
  const { page, errors } = await openApp(browser, url);
  await page.setViewportSize({ width: 1280, height: 800 });
  const file = join(tmpdir(), 'unit-fire.json');
  writeFileSync(file, JSON.stringify({ ...unitFireScenario(), name: 'Squad assault' }));
  await page.getByTestId('new-game-dialog').waitFor();
  await openFile(page, file);
  await page.locator('[data-testid="board"] [data-testid^="model-"]').first().waitFor();
  await page.getByTestId('model-r3').click();
  await page.getByTestId('model-b7').click();
  await page.getByTestId('unit-fire-hits').waitFor({ timeout: 30_000 });
  await page
    .getByTestId('toast')
    .evaluateAll((els) => els.forEach((e) => (e as unknown as { click(): void }).click()));
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, 'unit-fire.png') });
  console.log(`wrote ${join(out, 'unit-fire.png')}`);
  console.log(errors.length ? errors.join('\n') : 'no console errors');
} finally {
  await browser.close();
}
