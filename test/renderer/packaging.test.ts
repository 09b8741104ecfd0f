// The desktop packaging configuration (electron-builder.yml): valid against electron-builder's own schema,
// Linux AppImage and deb, Windows and macOS targets, and an icon large enough for every platform.
// electron-builder itself is never run here (it needs the Electron binary): `npm run dist` does that.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

interface BuilderConfig {
  files?: { filter?: string[] }[] | string[];
  icon?: string;
  linux?: { target?: string[] };
  win?: { target?: string[] };
  mac?: { target?: string[] };
}

async function loadConfig(): Promise<BuilderConfig> {
  const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
    getConfig(dir: string, path: string, options: null): Promise<BuilderConfig>;
    validateConfiguration(config: BuilderConfig, logger: unknown): Promise<void>;
  };
  const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
  const config = await getConfig(root, resolve(root, 'electron-builder.yml'), null);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}

describe('electron-builder configuration', () => {
  it('is valid and builds for Linux (AppImage, deb), Windows and macOS', async () => {
    const config = await loadConfig();
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg']);
    // The bundles of electron-vite are all the app needs.
    expect(JSON.stringify(config.files)).toContain('out/**/*');
  });

  it('has a square PNG icon of at least 512 × 512 pixels', async () => {
    const config = await loadConfig();
    const png = readFileSync(resolve(root, config.icon ?? 'build/icon.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(512);
  });
});
