// Install scripts are reviewed (issue 21, item 0): npm 11 runs a dependency's install scripts only when
// package.json's `allowScripts` approves it, so an unreviewed package either silently skips a step the app
// needs (Electron's binary download) or would run code nobody looked at. `npm install-scripts ls` must
// report nothing unreviewed, and the packages the app needs must be the approved ones.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** package.json's `allowScripts`, e.g. `{ electron: true, 'electron-winstaller': false }`. */
function allowScripts(): Record<string, boolean> {
  const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as {
    allowScripts?: Record<string, boolean>;
  };
  return pkg.allowScripts ?? {};
}

describe('install scripts (npm 11 allowScripts)', () => {
  it('npm install-scripts ls reports no unreviewed package', () => {
    const out = execFileSync('npm', ['install-scripts', 'ls'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
    expect(out).toContain('No packages with unreviewed install scripts');
  });

  it('approves what the app needs and denies what it does not', () => {
    expect(allowScripts()).toEqual({
      electron: true,
      esbuild: true,
      'electron-winstaller': false,
    });
  });
});
