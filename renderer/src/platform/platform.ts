/**
 * Files on the host: native dialogs through the Electron preload bridge when present, otherwise a browser
 * download and a file picker (DESIGN.md "Renderer": save and load in both hosts).
 */
import type { MenuCommand, SkirmisherBridge } from '../../../electron/ipc-contract';

/** The preload bridge (`window.skirmisher`), or null in a plain browser. */
export function desktopBridge(): SkirmisherBridge | null {
  return (globalThis as { skirmisher?: SkirmisherBridge }).skirmisher ?? null;
}

/** Whether the app runs inside Electron. */
export function isDesktop(): boolean {
  return desktopBridge() !== null;
}

/** Saves `json` as a file: a native dialog in Electron, a download in a browser. */
export async function saveGameText(
  json: string,
  suggestedName: string,
): Promise<{ ok: boolean; message: string }> {
  const bridge = desktopBridge();
  if (bridge) {
    const r = await bridge.saveGameFile(json);
    if (r.ok) return { ok: true, message: `Saved to ${r.path}` };
    return { ok: false, message: r.canceled ? '' : (r.message ?? 'Could not save') };
  }
  download(json, suggestedName);
  return { ok: true, message: `Downloaded ${suggestedName}` };
}

/** Saves a scenario document (the editor): a native dialog in Electron, a download in a browser. */
export async function saveScenarioText(
  json: string,
  suggestedName: string,
): Promise<{ ok: boolean; message: string }> {
  const bridge = desktopBridge();
  if (bridge) {
    const r = await bridge.saveScenarioFile(json, suggestedName);
    if (r.ok) return { ok: true, message: `Saved to ${r.path}` };
    return { ok: false, message: r.canceled ? '' : (r.message ?? 'Could not save') };
  }
  download(json, suggestedName);
  return { ok: true, message: `Downloaded ${suggestedName}` };
}

function download(json: string, name: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Asks for a game or scenario file; null when cancelled. */
export async function openGameText(): Promise<{ name: string; text: string } | null> {
  const bridge = desktopBridge();
  if (bridge) {
    const r = await bridge.openGameFile();
    if (r.ok) return { name: r.name, text: r.text };
    if (!r.canceled) throw new Error(r.message ?? 'Could not open the file');
    return null;
  }
  return new Promise((resolve, reject) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.json,application/json';
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return resolve(null);
      file.text().then((text) => resolve({ name: file.name, text }), reject);
    });
    input.addEventListener('cancel', () => resolve(null));
    input.click();
  });
}

/** Subscribes to the desktop app menu; a no-op in a browser. Returns the unsubscribe function. */
export function onMenuCommand(listener: (command: MenuCommand) => void): () => void {
  return desktopBridge()?.onMenuCommand(listener) ?? (() => undefined);
}
