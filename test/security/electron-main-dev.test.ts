// electron/main.ts loaded as under `electron-vite dev` (ELECTRON_RENDERER_URL set, not packaged): the window
// loads the dev server, whose pages alone may call IPC and reach the network, with the dev CSP.
import type { IpcMainInvokeEvent } from 'electron';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_CONTENT_SECURITY_POLICY } from '../../electron/content-security-policy';
import { IPC } from '../../electron/ipc-contract';
import type { InvokeHandler } from '../../electron/ipc-handlers';
import { fakeElectron, fakeWebContents, firstArgument, listenerOf } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectron.module);

const DEV_SERVER = 'http://localhost:5173';
const { app, ipcMain, Menu } = fakeElectron.module;
const { session } = fakeElectron;

beforeAll(async () => {
  app.isPackaged = false;
  process.env['ELECTRON_RENDERER_URL'] = DEV_SERVER;
  try {
    await import('../../electron/main');
    await vi.waitFor(() => expect(fakeElectron.windows).toHaveLength(1));
  } finally {
    delete process.env['ELECTRON_RENDERER_URL'];
  }
});

describe('under the dev server', () => {
  it('loads the dev server in a window with the same secure preferences', () => {
    const win = fakeElectron.windows[0]!;
    expect(win.loadURL).toHaveBeenCalledWith(DEV_SERVER);
    expect(win.options['webPreferences']).toMatchObject({ contextIsolation: true, sandbox: true });
  });

  it('lets only the dev server through the network filter', () => {
    const filter = firstArgument<
      (details: { url: string }, callback: (r: { cancel: boolean }) => void) => void
    >(session.webRequest.onBeforeRequest);
    const cancelled = (url: string) => {
      let answer: { cancel: boolean } | undefined;
      filter({ url }, (r) => (answer = r));
      return answer?.cancel;
    };
    expect(cancelled(`${DEV_SERVER}/src/main.ts`)).toBe(false);
    expect(cancelled('https://example.com/')).toBe(true);
  });

  it('sends the dev CSP header', () => {
    const onHeaders = firstArgument<
      (details: { responseHeaders: object }, callback: (r: unknown) => void) => void
    >(session.webRequest.onHeadersReceived);
    let answer: unknown;
    onHeaders({ responseHeaders: {} }, (r) => (answer = r));
    expect(answer).toEqual({ responseHeaders: { 'Content-Security-Policy': [DEV_CONTENT_SECURITY_POLICY] } });
  });

  it('accepts IPC from the dev server page and from nowhere else', async () => {
    const listAutosaves = listenerOf<InvokeHandler>(ipcMain.handle, IPC.listAutosaves);
    const from = (url: string) => {
      const contents = fakeWebContents(url);
      return { sender: contents, senderFrame: contents.mainFrame } as unknown as IpcMainInvokeEvent;
    };
    await expect(listAutosaves(from(`${DEV_SERVER}/`))).resolves.toEqual([]);
    await expect(listAutosaves(from('http://localhost:5174/'))).rejects.toThrow('untrusted sender');
  });

  it('offers reload and the developer tools in the View menu', () => {
    const template = firstArgument<{ label?: string; submenu?: { role?: string }[] }[]>(
      Menu.buildFromTemplate,
    );
    const view = template.find((m) => m.label === 'View');
    expect(view?.submenu?.map((i) => i.role)).toContain('toggleDevTools');
  });
});
