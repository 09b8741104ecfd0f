/**
 * A stand-in for the `electron` module (the binary is not needed): every API the main process and the
 * preload call, recording what they were called with, so a test can `vi.mock('electron', …)` with it, load
 * electron/main.ts or electron/preload.ts, and then call the handlers they registered.
 * Tests only: `fakeElectron` is one shared instance per test file (vitest isolates files).
 */
import { vi } from 'vitest';

/** Any listener the code under test registers. */
type Listener = (...args: never[]) => unknown;

/** A recorded web contents: what its window-open handler and event listeners are. */
export interface FakeWebContents {
  setWindowOpenHandler: ReturnType<typeof vi.fn<(handler: Listener) => void>>;
  on: ReturnType<typeof vi.fn<(event: string, listener: Listener) => void>>;
  send: ReturnType<typeof vi.fn<(channel: string, ...args: unknown[]) => void>>;
  mainFrame: { url: string };
}

/** A web contents whose main frame shows `url`, e.g. `fakeWebContents('app://skirmisher/index.html')`. */
export function fakeWebContents(url = 'app://skirmisher/index.html'): FakeWebContents {
  return {
    setWindowOpenHandler: vi.fn(),
    on: vi.fn(),
    send: vi.fn(),
    mainFrame: { url },
  };
}

/** A recorded `BrowserWindow`: its constructor options, the URL it loaded and its `once` listeners. */
export interface FakeWindow {
  options: Record<string, unknown>;
  webContents: FakeWebContents;
  loadURL: ReturnType<typeof vi.fn<(url: string) => Promise<void>>>;
  once: ReturnType<typeof vi.fn<(event: string, listener: Listener) => void>>;
  show: ReturnType<typeof vi.fn<() => void>>;
}

/** A recorded session: its request filters and permission handlers. */
export function fakeSession() {
  return {
    webRequest: {
      onBeforeRequest: vi.fn<(listener: Listener) => void>(),
      onHeadersReceived: vi.fn<(listener: Listener) => void>(),
    },
    setPermissionRequestHandler: vi.fn<(handler: Listener) => void>(),
    setPermissionCheckHandler: vi.fn<(handler: Listener) => void>(),
    setDevicePermissionHandler: vi.fn<(handler: Listener) => void>(),
  };
}

/** What a fake dialog answers: `{ canceled: false, filePath: '/tmp/x.json' }` or `{ canceled: true }`. */
export interface DialogAnswer {
  canceled: boolean;
  filePath?: string;
  filePaths?: string[];
}

const windows: FakeWindow[] = [];
const paths: Record<string, string> = {};
const session = fakeSession();

/** The `BrowserWindow` class: records each window; `fromWebContents` finds none (dialogs are parentless). */
class BrowserWindow implements FakeWindow {
  options: Record<string, unknown>;
  webContents = fakeWebContents();
  loadURL = vi.fn(async () => undefined);
  once = vi.fn();
  show = vi.fn();
  constructor(options: Record<string, unknown>) {
    this.options = options;
    windows.push(this);
  }
  static fromWebContents = vi.fn(() => null);
  static getAllWindows = vi.fn(() => windows);
  static getFocusedWindow = vi.fn(() => null);
}

/** The fake module and its recorders (one per test file). */
export const fakeElectron = {
  windows,
  session,
  /** Folders `app.getPath(name)` answers, e.g. `{ documents: '/tmp/docs', userData: '/tmp/data' }`. */
  paths,
  module: {
    app: {
      isPackaged: true,
      enableSandbox: vi.fn(),
      on: vi.fn<(event: string, listener: Listener) => void>(),
      whenReady: vi.fn(() => Promise.resolve()),
      getPath: vi.fn((name: string) => paths[name] ?? `/nonexistent/${name}`),
      quit: vi.fn(),
    },
    BrowserWindow,
    dialog: {
      showSaveDialog: vi.fn<(...args: unknown[]) => Promise<DialogAnswer>>(async () => ({ canceled: true })),
      showOpenDialog: vi.fn<(...args: unknown[]) => Promise<DialogAnswer>>(async () => ({
        canceled: true,
        filePaths: [],
      })),
    },
    ipcMain: { handle: vi.fn<(channel: string, handler: Listener) => void>() },
    Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn((template: unknown) => template) },
    protocol: {
      registerSchemesAsPrivileged: vi.fn<(schemes: unknown[]) => void>(),
      handle: vi.fn<(scheme: string, handler: (request: Request) => Promise<Response>) => void>(),
    },
    session: { defaultSession: session },
    contextBridge: { exposeInMainWorld: vi.fn<(key: string, api: unknown) => void>() },
    ipcRenderer: {
      invoke: vi.fn(async (..._args: unknown[]) => 'answer'),
      on: vi.fn<(channel: string, listener: Listener) => void>(),
      removeListener: vi.fn<(channel: string, listener: Listener) => void>(),
      send: vi.fn(),
    },
  },
};

/** The listener registered with `mock(name, listener)` for `name`, e.g. `listenerOf(app.on, 'activate')`. */
export function listenerOf<F extends Listener>(mock: { mock: { calls: unknown[][] } }, name: string): F {
  const call = mock.mock.calls.find((c) => c[0] === name);
  if (!call) throw new Error(`no listener registered for ${name}`);
  return call[1] as F;
}

/** The only argument of the first call of `mock`, e.g. the listener given to `onBeforeRequest`. */
export function firstArgument<F>(mock: { mock: { calls: unknown[][] } }): F {
  const call = mock.mock.calls[0];
  if (!call) throw new Error('never called');
  return call[0] as F;
}
