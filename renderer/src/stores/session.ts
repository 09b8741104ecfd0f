/**
 * The session around the game: saving and opening files, the autosave after every change, the list of the last
 * few autosaved games to resume, asking before a game with unsaved actions is replaced, and restoring the game
 * when the engine worker had to be restarted.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import { describeSavedGame } from '../../../formats/autosave-ring';
import { Autosaver, type AutosaveEntry, type AutosaveStorage } from '../platform/autosave';
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
  /** The autosaved games offered to resume, newest first. */
  const resumeOffers = shallowRef<AutosaveEntry[]>([]);
  /** The line as it was last saved, loaded or started: the game has unsaved actions when it differs. */
  const savedLine = shallowRef<unknown>(null);
  let markNextStep = false;
  /** The question asked before the game is replaced, e.g. `'start a new game'`, or null. */
  const replacing = shallowRef<{ what: string; answer: (ok: boolean) => void } | null>(null);
  /** Whether actions were played (or taken back) since the game was last saved, loaded or started. */
  const unsaved = computed(() => !!game.snapshot && game.line.length > 0 && game.line !== savedLine.value);
  /**
   * Whether replacing the game would lose a person's play: unsaved, with an action a person took. A game only
   * AI sides played (AI vs AI watched) is replaced without a question; it stays in the autosaves (Resume).
   */
  const askBeforeReplace = computed(() => unsaved.value && game.line.some((e) => game.byPerson(e)));
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
        const turn = game.state?.turn ?? 0;
        if (!game.snapshot) return null;
        const r = await gameClient().service.exportAutosave();
        return r.ok ? { text: r.value.text, turn, info: r.value.info } : null;
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
    // A game started, loaded or restored is as saved: mark its line once its first step is shown.
    game.onChange((change) => {
      if (change === 'start') markNextStep = true;
      else if (markNextStep) {
        markNextStep = false;
        savedLine.value = game.line;
      }
    });
  }

  /**
   * Before the game on the table is replaced (`what`, e.g. `'open another game'`): true at once when it has no
   * unsaved actions, else asks (the replace dialog) and answers true for Save (once saved) or Discard, false
   * for Cancel.
   */
  function confirmReplace(what: string): Promise<boolean> {
    if (!askBeforeReplace.value) return Promise.resolve(true);
    replacing.value?.answer(false);
    return new Promise((resolve) => {
      replacing.value = { what, answer: resolve };
    });
  }

  /** The player's answer to the replace dialog: save first, discard the unsaved actions, or cancel. */
  async function answerReplace(choice: 'save' | 'discard' | 'cancel'): Promise<void> {
    const asked = replacing.value;
    if (!asked) return;
    if (choice === 'save' && !(await saveGame())) return;
    replacing.value = null;
    asked.answer(choice !== 'cancel');
  }

  /** Waits until the autosave holds the game as it is now. */
  async function flushAutosave(): Promise<void> {
    await autosaver?.flush();
    if (autosaver?.keptAside) {
      toasts.push('info', 'An autosave from a newer version was kept aside', autosaver.keptAside);
      autosaver.keptAside = null;
    }
  }

  /** Lists the autosaved games to offer (on start and when the New game dialog opens), but the one on the table. */
  async function checkResume(): Promise<AutosaveEntry[]> {
    if (!autosaver) return [];
    await autosaver.flush();
    // The game on the table is autosaved too: offer only the others.
    const current = game.snapshot && autosaver.last ? describeSavedGame(autosaver.last, null)?.game : null;
    try {
      resumeOffers.value = (await autosaver.storage.list()).filter((e) => e.game !== current);
    } catch {
      resumeOffers.value = [];
    }
    return resumeOffers.value;
  }

  /** Loads the autosave `id` of the list. */
  async function resume(id: string): Promise<boolean> {
    const offer = resumeOffers.value.find((e) => e.id === id);
    if (!offer || offer.newer || !autosaver) return false;
    const text = await autosaver.storage.read(id).catch(() => null);
    if (!text) {
      toasts.push('error', 'That autosave is gone', offer.name);
      return false;
    }
    const ok = await play.loadGame(text);
    if (ok) {
      resumeOffers.value = [];
      toasts.push('success', `Resumed ${offer.name}`, `${offer.actions} actions`);
    }
    return ok;
  }

  /** Hides the list (the autosaves stay; the next game becomes the newest). */
  function dismissResume(): void {
    resumeOffers.value = [];
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
    const text = autosaver?.last ?? null;
    if (!text || !game.snapshot) {
      toasts.push('info', 'The engine was restarted', reason);
      return;
    }
    const unsavedBefore = unsaved.value;
    const ok = await play.loadGame(text);
    if (ok) {
      if (unsavedBefore) savedLine.value = null;
      const actions = (JSON.parse(text) as { actions?: unknown[] }).actions?.length ?? 0;
      toasts.push(
        'info',
        'The engine stopped responding and was restarted',
        `Game restored from the autosave (${actions} actions). ${reason}`,
      );
    }
  }

  /** Saves the game as a file: a native dialog in Electron, a download in a browser. True once saved. */
  async function saveGame(): Promise<boolean> {
    const line = game.line;
    const json = await game.exportGame();
    if (json === null) return false;
    try {
      if (!host) return false;
      const r = await host.saveGameText(json, gameFileName(game.snapshot?.scenarioName));
      if (r.message) toasts.push(r.ok ? 'success' : 'error', r.message);
      if (r.ok) savedLine.value = line;
      return r.ok;
    } catch (err) {
      toasts.push('error', 'Could not save the game', String(err));
      return false;
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
    resumeOffers,
    unsaved,
    replacing,
    confirmReplace,
    answerReplace,
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

export type { AutosaveEntry };
