// The preload, loaded (issue 8): electron/preload.ts runs against a stand-in `electron` module, and the test
// compares what it exposes on `window.skirmisher` with the IPC contract — one function per channel, each
// calling only its own channel, nothing generic — and checks that it refuses bad arguments itself.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC, MAX_GAME_FILE_CHARS, type MenuCommand } from '../../electron/ipc-contract';
import { fakeElectron, firstArgument, listenerOf } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectron.module);

const { contextBridge, ipcRenderer } = fakeElectron.module;
let bridge: Record<string, (...args: unknown[]) => unknown>;

beforeAll(async () => {
  await import('../../electron/preload');
  bridge = contextBridge.exposeInMainWorld.mock.calls[0]![1] as typeof bridge;
});

beforeEach(() => {
  ipcRenderer.invoke.mockClear();
  ipcRenderer.send.mockClear();
});

/** Valid arguments of each invoke function. */
const CALLS: Record<string, unknown[]> = {
  saveGameFile: ['{"format":"skirmisher-game/1"}'],
  openGameFile: [],
  saveScenarioFile: ['{"format":"skirmisher-scenario/1"}', 'duel.json'],
  listAutosaves: [],
  readAutosave: ['legacy'],
  writeAutosave: ['{"format":"skirmisher-game/1"}', 2],
  clearAutosave: [],
};

describe('window.skirmisher', () => {
  it('is exposed once, as skirmisher, through the context bridge', () => {
    expect(contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect(contextBridge.exposeInMainWorld.mock.calls[0]![0]).toBe('skirmisher');
  });

  it('has exactly one function per IPC channel, named as in the contract', () => {
    const names = Object.keys(IPC).map((k) => (k === 'menuCommand' ? 'onMenuCommand' : k));
    expect(Object.keys(bridge).sort()).toEqual(names.sort());
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function');
  });

  it.each(Object.entries(CALLS))('%s invokes its own channel and no other', async (name, args) => {
    await bridge[name]!(...args);
    expect(ipcRenderer.invoke).toHaveBeenCalledTimes(1);
    expect(ipcRenderer.invoke).toHaveBeenCalledWith(IPC[name as keyof typeof IPC], ...args);
    expect(ipcRenderer.send).not.toHaveBeenCalled();
  });

  it('covers every renderer → main channel with an invoke function', () => {
    expect(Object.keys(CALLS).sort()).toEqual(
      Object.keys(IPC)
        .filter((k) => k !== 'menuCommand')
        .sort(),
    );
  });

  it.each([
    ['saveGameFile', [42]],
    ['saveGameFile', ['']],
    ['saveGameFile', ['x'.repeat(MAX_GAME_FILE_CHARS + 1)]],
    ['saveScenarioFile', ['{}', 42]],
    ['saveScenarioFile', [null, 'duel.json']],
    ['writeAutosave', [{ format: 'skirmisher-game/1' }, 1]],
    ['writeAutosave', ['{"format":"skirmisher-game/1"}', '1']],
    ['readAutosave', [1]],
  ])('%s refuses %j before it reaches the main process', async (name, args) => {
    await expect(bridge[name]!(...args)).rejects.toThrow(TypeError);
    expect(ipcRenderer.invoke).not.toHaveBeenCalled();
  });

  it('onMenuCommand listens on the menu channel, passes known commands only and unsubscribes', () => {
    const seen: MenuCommand[] = [];
    const unsubscribe = bridge.onMenuCommand!((command: MenuCommand) => seen.push(command)) as () => void;
    const listener = listenerOf<(event: unknown, command: unknown) => void>(ipcRenderer.on, IPC.menuCommand);
    listener({}, 'newGame');
    listener({}, 'rm -rf /');
    listener({}, { command: 'newGame' });
    expect(seen).toEqual(['newGame']);
    unsubscribe();
    expect(ipcRenderer.removeListener).toHaveBeenCalledWith(IPC.menuCommand, listener);
    expect(firstArgument(ipcRenderer.on)).toBe(IPC.menuCommand);
  });

  it('onMenuCommand refuses a listener that is not a function', () => {
    expect(() => bridge.onMenuCommand!('newGame')).toThrow(TypeError);
  });
});
