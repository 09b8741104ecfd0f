/**
 * Preload (sandboxed, CommonJS): exposes `window.skirmisher`, one function per IPC channel, nothing generic.
 * Arguments are checked here and again in the main process.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC, isAutosaveTurn, isFileText, isMenuCommand, type SkirmisherBridge } from './ipc-contract';

const bridge: SkirmisherBridge = {
  saveGameFile(json) {
    if (!isFileText(json)) return Promise.reject(new TypeError('saveGameFile expects a JSON string'));
    return ipcRenderer.invoke(IPC.saveGameFile, json);
  },
  openGameFile() {
    return ipcRenderer.invoke(IPC.openGameFile);
  },
  saveScenarioFile(json, suggestedName) {
    if (!isFileText(json) || typeof suggestedName !== 'string') {
      return Promise.reject(new TypeError('saveScenarioFile expects a JSON string and a file name'));
    }
    return ipcRenderer.invoke(IPC.saveScenarioFile, json, suggestedName);
  },
  listAutosaves() {
    return ipcRenderer.invoke(IPC.listAutosaves);
  },
  readAutosave(id) {
    if (typeof id !== 'string') return Promise.reject(new TypeError('readAutosave expects an autosave id'));
    return ipcRenderer.invoke(IPC.readAutosave, id);
  },
  writeAutosave(json, turn) {
    if (!isFileText(json) || !isAutosaveTurn(turn)) {
      return Promise.reject(new TypeError('writeAutosave expects a JSON string and a game turn'));
    }
    return ipcRenderer.invoke(IPC.writeAutosave, json, turn);
  },
  clearAutosave() {
    return ipcRenderer.invoke(IPC.clearAutosave);
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
