// The app opens no network connections (issue 8): the request filter the main process installs on its
// session cancels every URL but the app's own files (and, in development, the dev server); the CSP forbids
// remote origins besides (electron-settings.test.ts).
import type { Session } from 'electron';
import { describe, expect, it } from 'vitest';
import { DEV_CONTENT_SECURITY_POLICY } from '../../electron/content-security-policy';
import { isAllowedRequest } from '../../electron/network-policy';
import { hardenSession } from '../../electron/session-hardening';
import { fakeSession, firstArgument } from './fake-electron';

const DEV_SERVER = 'http://localhost:5173';

/** Whether the filter `hardenSession` installs on a session cancels `url`. */
function cancels(devServerUrl: string | undefined): (url: string) => boolean | undefined {
  const session = fakeSession();
  hardenSession(session as unknown as Session, devServerUrl);
  const filter = firstArgument<
    (details: { url: string }, callback: (r: { cancel: boolean }) => void) => void
  >(session.webRequest.onBeforeRequest);
  return (url) => {
    let answer: { cancel: boolean } | undefined;
    filter({ url }, (r) => (answer = r));
    return answer?.cancel;
  };
}

const REMOTE = [
  'https://example.com/',
  'http://example.com/index.html',
  'http://127.0.0.1:8080/',
  'http://localhost:5173/',
  'ws://localhost:5173/',
  'wss://example.com/socket',
  'ftp://example.com/file',
  'file:///etc/passwd',
  'app://other-host/index.html',
  'chrome-extension://abc/page.html',
  'not a url',
  '',
];

const LOCAL = [
  'app://skirmisher/index.html',
  'app://skirmisher/assets/index-abc.js',
  'app://skirmisher/assets/worker-abc.js',
  'data:,',
  'data:image/png;base64,iVBORw0KGgo=',
  'blob:app://skirmisher/0b8f7e0c-1234-4cde-9f00-123456789abc',
  'devtools://devtools/bundled/inspector.html',
];

describe('the packaged app', () => {
  const cancelled = cancels(undefined);

  it.each(REMOTE)('cancels a request for %j', (url) => {
    expect(isAllowedRequest(url)).toBe(false);
    expect(cancelled(url)).toBe(true);
  });

  it.each(LOCAL)('lets its own %j through', (url) => {
    expect(isAllowedRequest(url)).toBe(true);
    expect(cancelled(url)).toBe(false);
  });
});

describe('under the dev server', () => {
  const cancelled = cancels(DEV_SERVER);

  it.each([
    'http://localhost:5173/',
    'http://localhost:5173/src/main.ts',
    'http://localhost:5173/@vite/client',
    'ws://localhost:5173/?token=abc',
  ])('lets the dev server %j through', (url) => {
    expect(cancelled(url)).toBe(false);
  });

  it.each([
    'http://localhost:5174/',
    'https://localhost:5173/',
    'wss://localhost:5173/',
    'http://user:secret@localhost:5173/',
    'http://127.0.0.1:5173/',
    'https://example.com/',
    'ws://example.com:5173/',
    'file:///etc/passwd',
  ])('cancels %j', (url) => {
    expect(cancelled(url)).toBe(true);
  });

  it('sends the dev policy as the CSP header (the dev server injects <style> elements)', () => {
    const session = fakeSession();
    hardenSession(session as unknown as Session, DEV_SERVER);
    const onHeaders = firstArgument<
      (details: { responseHeaders: Record<string, string[]> }, callback: (r: unknown) => void) => void
    >(session.webRequest.onHeadersReceived);
    let answer: unknown;
    onHeaders({ responseHeaders: {} }, (r) => (answer = r));
    expect(answer).toEqual({ responseHeaders: { 'Content-Security-Policy': [DEV_CONTENT_SECURITY_POLICY] } });
  });

  it('refuses everything remote when the dev server URL does not parse', () => {
    expect(isAllowedRequest('http://localhost:5173/', 'not a url')).toBe(false);
    expect(isAllowedRequest('app://skirmisher/index.html', 'not a url')).toBe(true);
  });
});
