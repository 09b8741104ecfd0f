/**
 * The `app://skirmisher/…` protocol that serves the packaged renderer (a standard, secure origin instead of
 * `file://`): files of the renderer folder only, each with the CSP header. No Electron import: the main
 * process registers `appProtocolHandler(dir)` with `protocol.handle`, tests call it with plain `Request`s.
 */
import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';
import { APP_HOST } from './window-options';

/**
 * Privileges of the `app` scheme, registered before the app is ready: standard and secure, so `'self'`,
 * module scripts and the module worker behave as on https.
 */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  corsEnabled: true,
  codeCache: true,
} as const;

/** Content types of the files the renderer build holds, by extension. */
const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/**
 * The file an `app://` URL names inside `rendererDir` (`/` is `index.html`), e.g.
 * `{ path: '/opt/Skirmisher/resources/app.asar/out/renderer/assets/index.js' }`, or the status to refuse
 * with: 404 for another host, 400 for a URL or escape that does not parse, 403 for a path outside the
 * folder (`..`, `%2e%2e`, `..%2F`, an absolute path).
 */
export function resolveAppFile(
  url: string,
  rendererDir: string,
): { path: string } | { status: 400 | 403 | 404 } {
  let path: string;
  try {
    const parsed = new URL(url);
    if (parsed.host !== APP_HOST) return { status: 404 };
    const pathname = decodeURIComponent(parsed.pathname === '/' ? '/index.html' : parsed.pathname);
    path = normalize(join(rendererDir, pathname));
  } catch {
    return { status: 400 };
  }
  const rel = relative(rendererDir, path);
  if (rel === '' || rel.startsWith('..') || rel.includes(`..${sep}`) || isAbsolute(rel))
    return { status: 403 };
  return { path };
}

/** The `protocol.handle` handler of the `app` scheme: serves files of `rendererDir` with the CSP header. */
export function appProtocolHandler(rendererDir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const file = resolveAppFile(request.url, rendererDir);
    if ('status' in file) return new Response(null, { status: file.status });
    try {
      const body = await readFile(file.path);
      return new Response(body, {
        headers: {
          'Content-Type': MIME[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
          'Content-Security-Policy': CONTENT_SECURITY_POLICY,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response(null, { status: 404 });
    }
  };
}
