/**
 * The session around the game: saving and opening files, the autosave after every change, the offer to resume
 * the autosaved game on start, and restoring the game when the engine worker had to be restarted.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef, watch } from 'vue';
import { Autosaver, describeAutosave, type AutosaveStorage, type ResumeOffer } from '../platform/autosave';
import { gameClient } from '../platform/client';
import { useGameStore } from './game';
import { usePlayStore } from './play';
import { useToastStore } from './toasts';

/** What the session needs from its host (Electron or a browser; fakes in tests). */
export interface SessionHost {
  autosave: AutosaveStorage;
  /** Saves a game file: a native dialog, or a download. `message` is empty when the user cancelled. */
  saveGameText(json: string, suggestedName: string): Promise<{ ok: boolean; message: string }>;
  /** Asks for a game or scenario file; null when cancelled. */
  openGameText(): Promise<{ name: string; text: string } | null>;
}

/** File name for a game: `'ruined-street.skirmisher.json'`. */
export function gameFileName(scenarioName: string | undefined): string {
  const base = (scenarioName ?? 'game')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'game'}.skirmisher.json`;
}

/** Session store (setup style). */
export const useSessionStore = defineStore('session', () => {
  const game = useGameStore();
  const play = usePlayStore();
  const toasts = useToastStore();
  const resumeOffer = shallowRef<ResumeOffer | null>(null);
  const autosaveKind = ref('');
  /** Times the engine worker was restarted in this session. */
  const restarts = ref(0);
  let autosaver: Autosaver | null = null;
  let host: SessionHost | null = null;
  let warnedWrite = false;
  /** Times of the recent worker restarts (ms): restoring stops when the game keeps killing the engine. */
  const recentRestarts: number[] = [];
  const MAX_RESTARTS = 3;
  const RESTART_WINDOW_MS = 60_000;

  /** Starts the session on `h` (main.ts passes the real host): autosave after every change of the game. */
  function init(h: SessionHost): void {
    if (autosaver) return;
    host = h;
    autosaveKind.value = h.autosave.kind;
    autosaver = new Autosaver(
      h.autosave,
      async () => {
        if (!game.snapshot) return null;
        const r = await gameClient().service.exportGame();
        return r.ok ? r.value : null;
      },
      (message) => {
        if (warnedWrite) return;
        warnedWrite = true;
        toasts.push('error', 'Autosave failed', message);
      },
    );
    watch(
      () => game.changes,
      () => autosaver?.schedule(),
    );
  }

  /** Waits until the autosave holds the game as it is now. */
  async function flushAutosave(): Promise<void> {
    await autosaver?.flush();
    if (autosaver?.keptAside) {
      toasts.push('info', 'An autosave from a newer version was kept aside', autosaver.keptAside);
      autosaver.keptAside = null;
    }
  }

  /** Looks for an autosaved game to offer on start. */
  async function checkResume(): Promise<ResumeOffer | null> {
    if (!autosaver) return null;
    let text: string | null;
    try {
      text = await autosaver!.storage.read();
    } catch {
      return null;
    }
    resumeOffer.value = text ? describeAutosave(text) : null;
    return resumeOffer.value;
  }

  /** Loads the offered autosave. */
  async function resume(): Promise<boolean> {
    const offer = resumeOffer.value;
    if (!offer || offer.newer) return false;
    const ok = await play.loadGame(offer.text);
    if (ok) {
      resumeOffer.value = null;
      toasts.push('success', `Resumed ${offer.name}`, `${offer.actions} actions`);
    }
    return ok;
  }

  /** Declines the offer (the autosave is replaced by the next game's). */
  function dismissResume(): void {
    resumeOffer.value = null;
  }

  /**
   * After the engine worker died or hung and a new one was started: reloads the last autosave into it and
   * says so. Without an autosave (no game yet) there is nothing to restore.
   */
  async function restoreAfterRestart(reason: string): Promise<void> {
    restarts.value++;
    const now = Date.now();
    recentRestarts.push(now);
    while (recentRestarts.length > 0 && now - recentRestarts[0]! > RESTART_WINDOW_MS) recentRestarts.shift();
    await play.stopAi();
    if (recentRestarts.length > MAX_RESTARTS) {
      // Restoring the same game keeps killing the engine: stop, and keep the autosave for a later try.
      toasts.push(
        'error',
        'The engine keeps failing',
        `It was restarted ${recentRestarts.length} times in a minute; the autosave was not loaded again. Start a new game or reload the page. ${reason}`,
      );
      return;
    }
    let text = autosaver?.last ?? null;
    if (!text) text = (await autosaver?.storage.read().catch(() => null)) ?? null;
    if (!text || !game.snapshot) {
      toasts.push('info', 'The engine was restarted', reason);
      return;
    }
    const ok = await play.loadGame(text);
    const offer = describeAutosave(text);
    if (ok) {
      toasts.push(
        'info',
        'The engine stopped responding and was restarted',
        `Game restored from the autosave (${offer?.actions ?? 0} actions). ${reason}`,
      );
    }
  }

  /** Saves the game as a file: a native dialog in Electron, a download in a browser. */
  async function saveGame(): Promise<void> {
    const json = await game.exportGame();
    if (json === null) return;
    try {
      if (!host) return;
      const r = await host.saveGameText(json, gameFileName(game.snapshot?.scenarioName));
      if (r.message) toasts.push(r.ok ? 'success' : 'error', r.message);
    } catch (err) {
      toasts.push('error', 'Could not save the game', String(err));
    }
  }

  /** Opens a saved game or a scenario file; a file that does not load leaves the game as it was. */
  async function openGame(): Promise<boolean> {
    try {
      const file = host ? await host.openGameText() : null;
      if (!file) return false;
      if (await play.loadGame(file.text)) {
        toasts.push('success', `Loaded ${file.name}`);
        return true;
      }
    } catch (err) {
      toasts.push('error', 'Could not open the file', err instanceof Error ? err.message : String(err));
    }
    return false;
  }

  return {
    resumeOffer,
    autosaveKind,
    restarts,
    init,
    flushAutosave,
    checkResume,
    resume,
    dismissResume,
    restoreAfterRestart,
    saveGame,
    openGame,
  };
});

export type { ResumeOffer };
