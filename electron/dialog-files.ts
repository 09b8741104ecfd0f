/**
 * Reading and writing the user's files through native dialogs. The renderer never names a path: every
 * path comes from a dialog the user answered.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { app, BrowserWindow, dialog, type IpcMainInvokeEvent } from 'electron';
import { MAX_GAME_FILE_CHARS, type OpenFileResult, type SaveFileResult } from './ipc-contract';

/** What to save and how to ask: `{ json, title: 'Save game', fileName: 'game.json', filterName: 'Skirmisher game' }`. */
export interface SaveRequest {
  /** The file's text (checked by the IPC handler: 1 to `MAX_GAME_FILE_CHARS` characters). */
  json: string;
  /** Title of the dialog, e.g. `'Save scenario'`. */
  title: string;
  /** Suggested file name in the user's documents folder (a safe base name), e.g. `'skirmisher-game.json'`. */
  fileName: string;
  /** Name of the `.json` file filter, e.g. `'Skirmisher scenario'`. */
  filterName: string;
}

/** Asks where to save `request.json` (a dialog on the sender's window) and writes it there. */
export async function saveWithDialog(
  event: IpcMainInvokeEvent,
  request: SaveRequest,
): Promise<SaveFileResult> {
  const win = BrowserWindow.fromWebContents(event.sender);
  const options = {
    title: request.title,
    defaultPath: join(app.getPath('documents'), request.fileName),
    filters: [{ name: request.filterName, extensions: ['json'] }],
  };
  const choice = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath) return { ok: false, canceled: true };
  try {
    await writeFile(choice.filePath, request.json, 'utf8');
    return { ok: true, path: choice.filePath };
  } catch (err) {
    return { ok: false, canceled: false, message: `Could not write ${choice.filePath}: ${String(err)}` };
  }
}

/**
 * Asks for a game or scenario file (a dialog on the sender's window) and reads it: a regular file of at most
 * `MAX_GAME_FILE_CHARS` bytes, answered with its base name and text.
 */
export async function openWithDialog(event: IpcMainInvokeEvent): Promise<OpenFileResult> {
  const win = BrowserWindow.fromWebContents(event.sender);
  const options = {
    title: 'Open game',
    properties: ['openFile' as const],
    filters: [{ name: 'Skirmisher game or scenario', extensions: ['json'] }],
  };
  const choice = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
  const path = choice.filePaths[0];
  if (choice.canceled || !path) return { ok: false, canceled: true };
  try {
    const info = await stat(path);
    if (!info.isFile() || info.size > MAX_GAME_FILE_CHARS) {
      return { ok: false, canceled: false, message: `${basename(path)} is not a game file or is too large` };
    }
    return { ok: true, name: basename(path), text: await readFile(path, 'utf8') };
  } catch (err) {
    return { ok: false, canceled: false, message: `Could not read ${basename(path)}: ${String(err)}` };
  }
}
