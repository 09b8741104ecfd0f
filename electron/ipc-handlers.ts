/**
 * The main process's IPC handlers, one per renderer → main channel of the contract (ipc-contract.ts). Each
 * refuses a sender other than the main frame of the app's own renderer and arguments of the wrong shape
 * (the promise rejects, so `ipcRenderer.invoke` rejects in the renderer), and takes no path from the
 * renderer: files are chosen in native dialogs (dialog-files.ts) or are the app's own autosave.
 */
import { basename } from 'node:path';
import type { IpcMainInvokeEvent } from 'electron';
import { isAutosaveId, type AutosaveEntry } from '../formats/autosave-ring';
import type { AutosaveFile } from './autosave-file';
import type { SaveRequest } from './dialog-files';
import {
  IPC,
  isAutosaveTurn,
  isFileText,
  MAX_GAME_FILE_CHARS,
  type AutosaveResult,
  type OpenFileResult,
  type SaveFileResult,
} from './ipc-contract';
import { isTrustedRendererUrl } from './window-options';

/** The bridge functions that call the main process, e.g. `'saveGameFile'` (all but `onMenuCommand`). */
export type InvokeName = Exclude<keyof typeof IPC, 'menuCommand'>;

/** A handler as `ipcMain.handle` calls it: the sender's event, then whatever the renderer sent. */
export type InvokeHandler = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;

/** What the handlers use: the dev server (trusted as a sender in development) and the file services. */
export interface IpcServices {
  /** The dev server's URL in `electron-vite dev`, e.g. `'http://localhost:5173'`; undefined when packaged. */
  devServerUrl: string | undefined;
  /** Saves text where the user says (dialog-files.ts `saveWithDialog`). */
  saveWithDialog(event: IpcMainInvokeEvent, request: SaveRequest): Promise<SaveFileResult>;
  /** Reads the file the user picks (dialog-files.ts `openWithDialog`). */
  openWithDialog(event: IpcMainInvokeEvent): Promise<OpenFileResult>;
  /** The user's autosave (autosave-file.ts), e.g. in `~/.config/Skirmisher/autosave`. */
  autosave(): AutosaveFile;
}

/** Throws unless `event` comes from the main frame of the app's own renderer (IPC refused: untrusted sender). */
export function assertTrustedSender(event: IpcMainInvokeEvent, devServerUrl: string | undefined): void {
  const frame = event.senderFrame;
  if (!frame || frame !== event.sender.mainFrame || !isTrustedRendererUrl(frame.url, devServerUrl)) {
    throw new Error('IPC refused: untrusted sender');
  }
}

/**
 * The file name offered for a scenario the renderer suggests: its base name in safe characters ending in
 * `.json`, e.g. `'../My duel'` → `'My-duel.json'`; `'scenario.json'` when nothing is left.
 */
function safeFileName(suggested: string): string {
  const base = basename(suggested)
    .replace(/[^\w.-]+/g, '-')
    .slice(0, 120);
  if (!base || base.startsWith('.')) return 'scenario.json';
  return base.toLowerCase().endsWith('.json') ? base : `${base}.json`;
}

/** Throws a TypeError naming the expected call, e.g. `saveGameFile(json: string) expected`. */
function badArguments(signature: string): never {
  throw new TypeError(`${signature} expected`);
}

/** The refusal of a file text out of bounds, e.g. `A game file must be 1 to 8388608 characters`. */
function tooLarge(what: string): SaveFileResult {
  return { ok: false, canceled: false, message: `${what} must be 1 to ${MAX_GAME_FILE_CHARS} characters` };
}

/**
 * The handler of each invoke channel, by bridge function name, e.g. `handlers.saveGameFile(event, json)`;
 * the main process registers `handlers[name]` on `IPC[name]`. Rejections: `Error('IPC refused: untrusted
 * sender')`, or a `TypeError` naming the expected arguments (wrong count or types, file text empty or over
 * `MAX_GAME_FILE_CHARS` for the autosave, an autosave id other than letters and digits, a turn out of
 * 0..`MAX_AUTOSAVE_TURN`).
 */
export function ipcHandlers(services: IpcServices): Record<InvokeName, InvokeHandler> {
  /** The handler `body` behind the sender check. */
  const trusted =
    (body: (event: IpcMainInvokeEvent, args: unknown[]) => Promise<unknown>): InvokeHandler =>
    async (event, ...args) => {
      assertTrustedSender(event, services.devServerUrl);
      return body(event, args);
    };
  /** Throws unless the renderer sent no arguments. */
  const noArguments = (args: unknown[], name: string): void => {
    if (args.length !== 0) badArguments(`${name}()`);
  };

  return {
    saveGameFile: trusted(async (event, args): Promise<SaveFileResult> => {
      const [json] = args;
      if (args.length !== 1 || typeof json !== 'string') badArguments('saveGameFile(json: string)');
      if (!isFileText(json)) return tooLarge('A game file');
      return services.saveWithDialog(event, {
        json,
        title: 'Save game',
        fileName: 'skirmisher-game.json',
        filterName: 'Skirmisher game',
      });
    }),

    saveScenarioFile: trusted(async (event, args): Promise<SaveFileResult> => {
      const [json, name] = args;
      if (args.length !== 2 || typeof json !== 'string' || typeof name !== 'string')
        badArguments('saveScenarioFile(json: string, suggestedName: string)');
      if (!isFileText(json)) return tooLarge('A scenario');
      return services.saveWithDialog(event, {
        json,
        title: 'Save scenario',
        fileName: safeFileName(name),
        filterName: 'Skirmisher scenario',
      });
    }),

    openGameFile: trusted(async (event, args): Promise<OpenFileResult> => {
      noArguments(args, 'openGameFile');
      return services.openWithDialog(event);
    }),

    listAutosaves: trusted(async (_event, args): Promise<AutosaveEntry[]> => {
      noArguments(args, 'listAutosaves');
      return services.autosave().list();
    }),

    readAutosave: trusted(async (_event, args): Promise<string | null> => {
      const [id] = args;
      if (args.length !== 1 || !isAutosaveId(id)) badArguments('readAutosave(id: string)');
      const text = await services.autosave().read(id);
      return text !== null && text.length <= MAX_GAME_FILE_CHARS ? text : null;
    }),

    writeAutosave: trusted(async (_event, args): Promise<AutosaveResult> => {
      const [json, turn] = args;
      if (args.length !== 2 || !isFileText(json) || !isAutosaveTurn(turn))
        badArguments('writeAutosave(json: string, turn: number)');
      try {
        await services.autosave().write(json, turn);
        return { ok: true, keptAside: services.autosave().keptAside() };
      } catch (err) {
        return { ok: false, message: `Could not autosave: ${String(err)}` };
      }
    }),

    clearAutosave: trusted(async (_event, args): Promise<AutosaveResult> => {
      noArguments(args, 'clearAutosave');
      try {
        await services.autosave().clear();
        return { ok: true, keptAside: services.autosave().keptAside() };
      } catch (err) {
        return { ok: false, message: `Could not remove the autosave: ${String(err)}` };
      }
    }),
  };
}
