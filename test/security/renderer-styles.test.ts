// The built renderer needs no inline styles, so the packaged CSP can say `style-src 'self'` (no
// 'unsafe-inline'). Builds the renderer in memory (vite, nothing written) and looks for what that policy
// would block: `<style>` elements and `style="…"` attributes in the page or in HTML the scripts insert
// (Vue's static-content strings), `style` elements created by script, and `setAttribute('style', …)`.
// Vue's `:style` bindings are fine: they write `element.style` through the CSSOM, which CSP does not govern.
// The browser check of the same claim: docs/reliability.md, "Electron security".
import { resolve } from 'node:path';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** A built file: its name and text, e.g. `{ name: 'assets/index-abc.js', text: '…' }`. */
interface BuiltFile {
  name: string;
  text: string;
}

let files: BuiltFile[] = [];

beforeAll(async () => {
  // A production build (vitest sets NODE_ENV=test, which would give Vue's development build).
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({
      configFile: resolve(root, 'vite.web.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { write: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }
  const outputs = Array.isArray(result) ? result : [result];
  files = outputs.flatMap((o) =>
    'output' in o
      ? o.output.map((f) => ({
          name: f.fileName,
          text:
            f.type === 'chunk'
              ? f.code
              : typeof f.source === 'string'
                ? f.source
                : Buffer.from(f.source).toString(),
        }))
      : [],
  );
}, 120_000);

const scripts = () => files.filter((f) => f.name.endsWith('.js'));

describe('the built renderer', () => {
  it('is a production build: a page, scripts (the app and its engine worker) and stylesheets', () => {
    expect(scripts().some((f) => f.text.includes('Vue received a Component'))).toBe(false);
    expect(files.map((f) => f.name)).toContain('index.html');
    expect(scripts().length).toBeGreaterThanOrEqual(2);
    expect(files.some((f) => f.name.endsWith('.css'))).toBe(true);
  });

  it('loads its styles from stylesheet files, with no <style> element or style attribute in the page', () => {
    const html = files.find((f) => f.name === 'index.html')!.text;
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="[^"]+\.css"/);
    expect(html).not.toMatch(/<style[\s>]/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });

  it('inserts no HTML with a <style> element or a style attribute', () => {
    for (const { name, text } of scripts()) {
      expect(text, name).not.toMatch(/<style[\s>]/i);
      expect(text, name).not.toMatch(/<[a-z][\w-]*\s[^<>]*\bstyle\s*=/i);
    }
  });

  it('creates no style element and sets no style attribute from script', () => {
    for (const { name, text } of scripts()) {
      expect(text, name).not.toMatch(/createElement(NS)?\([^)]*["'`]style["'`]\)/);
      expect(text, name).not.toMatch(/setAttribute\(\s*["'`]style["'`]/);
    }
  });
});
