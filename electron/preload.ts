/**
 * Preload (sandboxed, CommonJS): exposes `window.skirmisher`, one function per IPC channel, nothing generic.
 * Arguments are checked here and again in the main process.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC, isMenuCommand, MAX_GAME_FILE_CHARS, type SkirmisherBridge } from './ipc-contract';

const bridge: SkirmisherBridge = {
  saveGameFile(json) {
    if (typeof json !== 'string' || json.length > MAX_GAME_FILE_CHARS) {
      return Promise.reject(new TypeError('saveGameFile expects a JSON string'));
    }
    return ipcRenderer.invoke(IPC.saveGameFile, json);
  },
  openGameFile() {
    return ipcRenderer.invoke(IPC.openGameFile);
  },
  onMenuCommand(listener) {
    if (typeof listener !== 'function') throw new TypeError('onMenuCommand expects a function');
    const handler = (_event: IpcRendererEvent, command: unknown): void => {
      if (isMenuCommand(command)) listener(command);
    };
    ipcRenderer.on(IPC.menuCommand, handler);
    return () => {
      ipcRenderer.removeListener(IPC.menuCommand, handler);
    };
  },
};

contextBridge.exposeInMainWorld('skirmisher', bridge);
