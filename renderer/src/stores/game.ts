/**
 * The game as the UI sees it: the latest snapshot from the worker (kept raw, never deep-reactive), the
 * events log, the selection and pending previews, and the loop that lets AI sides play. Every rule question
 * goes to the worker; this store only arranges answers.
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef, toRaw } from 'vue';
import type { ModelState, ModelStatic, Phase } from '../../../engine/types';
import { gameClient } from '../client';
import type {
  Action,
  ChargePreview,
  GameEvent,
  GameSnapshot,
  LegalAction,
  MoveAllowance,
  NewGameSetup,
  PlayerSpec,
  ServiceError,
  ShotPreview,
  StepResult,
  ThinkingProgress,
} from '../service-types';
import { useAiStore } from './ai';
import { useSettingsStore } from './settings';
import { useToastStore } from './toasts';

/** A logged event with the turn, side and phase it happened in. */
export interface LogEntry {
  seq: number;
  turn: number;
  side: number;
  phase: Phase;
  event: GameEvent;
}

/** A model as drawn: static data and current state side by side (positions in inches). */
export interface ModelView {
  index: number;
  id: string;
  name: string;
  side: number;
  static: ModelStatic;
  state: ModelState;
}

/** A preview waiting for the player's confirmation. */
export type PendingPreview =
  | { kind: 'shot'; model: string; target: string; weapon?: string; value: ShotPreview }
  | { kind: 'charge'; model: string; target: string; value: ChargePreview };

/**
 * A plain copy for the worker boundary: Vue proxies cannot be structured-cloned (Comlink), so anything that
 * may have passed through reactive state is copied as JSON first. Used for the small objects the UI sends.
 */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(toRaw(value))) as T;
}

/** Events kept in the log. */
export const MAX_LOG = 3000;

function isDescriptor(a: LegalAction): a is Extract<LegalAction, { maxDistance: number }> {
  return a.type === 'move' && 'maxDistance' in a;
}

/** Game store (setup style). */
export const useGameStore = defineStore('game', () => {
  const ai = useAiStore();
  const settings = useSettingsStore();
  const toasts = useToastStore();

  const snapshot = shallowRef<GameSnapshot | null>(null);
  const log = shallowRef<LogEntry[]>([]);
  const selectedId = ref<string | null>(null);
  const allowance = shallowRef<MoveAllowance | null>(null);
  /** Charge previews of the selected model by target id (who is in reach), fetched with the allowance. */
  const chargeInfo = shallowRef<Record<string, ChargePreview>>({});
  const preview = shallowRef<PendingPreview | null>(null);
  const lastAction = shallowRef<Action | null>(null);
  const runMode = ref(false);
  const hideMode = ref(false);
  const busy = ref(false);
  const paused = ref(false);
  const lastError = shallowRef<ServiceError | null>(null);

  let generation = 0;
  let seq = 0;
  /** Log length before each applied action, so undo can drop that action's events. */
  let stepMarks: number[] = [];
  let aiLoop: Promise<void> | null = null;
  /** Ends the AI loop's pause between decisions early (on pause, new game). */
  let wake: (() => void) | null = null;

  /** The watch-mode pause between two AI decisions; `wake()` cuts it short. */
  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  // ---- derived -------------------------------------------------------------------------------------------

  const state = computed(() => snapshot.value?.state ?? null);
  const legal = computed<LegalAction[]>(() => snapshot.value?.legal ?? []);
  const players = computed<[PlayerSpec, PlayerSpec] | null>(() => snapshot.value?.players ?? null);
  const toAct = computed(() => snapshot.value?.toAct ?? 'none');
  const isHumanTurn = computed(() => toAct.value === 'human');
  const isAiTurn = computed(() => toAct.value === 'ai');
  const result = computed(() => state.value?.result ?? null);
  const anyAi = computed(() => players.value?.some((p) => p.kind !== 'human') ?? false);
  const allAi = computed(() => players.value?.every((p) => p.kind !== 'human') ?? false);

  const models = computed<ModelView[]>(() => {
    const s = state.value;
    if (!s) return [];
    return s.static.models.map((m, index) => ({
      index,
      id: m.id,
      name: m.name,
      side: m.side,
      static: m,
      state: s.models[index]!,
    }));
  });

  /** Display names by model id; models sharing a name get their id appended (`'Raider Archer b3'`). */
  const names = computed<Record<string, string>>(() => {
    const count = new Map<string, number>();
    for (const m of models.value) count.set(m.name, (count.get(m.name) ?? 0) + 1);
    return Object.fromEntries(
      models.value.map((m) => [
        m.id,
        !m.name ? m.id : (count.get(m.name) ?? 0) > 1 ? `${m.name} ${m.id}` : m.name,
      ]),
    );
  });

  const sideNames = computed<Record<string, string>>(() =>
    Object.fromEntries((state.value?.static.sides ?? []).map((s) => [s.id, s.name || s.id])),
  );

  const selected = computed(() => models.value.find((m) => m.id === selectedId.value) ?? null);

  /** Legal actions of the selected model (including move descriptors). */
  const selectedLegal = computed(() =>
    selectedId.value && isHumanTurn.value
      ? legal.value.filter((a) => 'model' in a && a.model === selectedId.value)
      : [],
  );

  /** Move descriptors of the selected model: `{ walk, run }`, each undefined when not allowed. */
  const moveOptions = computed(() => {
    const moves = selectedLegal.value.filter(isDescriptor);
    return { walk: moves.find((m) => !m.run), run: moves.find((m) => m.run) };
  });

  /** Enemies the selected model may charge now. */
  const chargeTargets = computed(
    () => new Set(selectedLegal.value.flatMap((a) => (a.type === 'charge' ? [a.target] : []))),
  );

  /** Enemies the selected model may shoot now, with the weapons it may use on each. */
  const shootTargets = computed(() => {
    const out = new Map<string, string[]>();
    for (const a of selectedLegal.value) {
      if (a.type !== 'shoot') continue;
      const list = out.get(a.target) ?? [];
      if (a.weapon) list.push(a.weapon);
      out.set(a.target, list);
    }
    return out;
  });

  /** Models that have something to do now (when a human is to act). */
  const actionableIds = computed(() => {
    if (!isHumanTurn.value) return new Set<string>();
    return new Set(legal.value.flatMap((a) => ('model' in a ? [a.model] : [])));
  });

  const canEndPhase = computed(
    () => isHumanTurn.value && !busy.value && legal.value.some((a) => a.type === 'endPhase'),
  );

  // ---- applying results ----------------------------------------------------------------------------------

  function sideIndex(id: string): number {
    return state.value?.static.sides.findIndex((s) => s.id === id) ?? 0;
  }

  function record(step: StepResult, reset: boolean): void {
    const before = reset ? step.snapshot.state : (state.value ?? step.snapshot.state);
    const ctx = { turn: before.turn, side: before.activeSide, phase: before.phase };
    const entries: LogEntry[] = [];
    for (const event of step.events) {
      if (event.kind === 'turnStarted') {
        ctx.turn = event.turn;
        ctx.side = sideIndexIn(step.snapshot, event.side);
      } else if (event.kind === 'phaseStarted') {
        ctx.turn = event.turn;
        ctx.phase = event.phase;
        ctx.side = sideIndexIn(step.snapshot, event.side);
      }
      entries.push({ seq: seq++, ...ctx, event });
    }
    if (reset) stepMarks = [];
    else stepMarks.push(log.value.length);
    const next = reset ? entries : log.value.concat(entries);
    const dropped = Math.max(0, next.length - MAX_LOG);
    if (dropped > 0) stepMarks = stepMarks.map((m) => m - dropped).filter((m) => m >= 0);
    log.value = markRaw(dropped > 0 ? next.slice(dropped) : next);
  }

  function sideIndexIn(snap: GameSnapshot, id: string): number {
    const i = snap.state.static.sides.findIndex((s) => s.id === id);
    return i < 0 ? 0 : i;
  }

  function applyStep(step: StepResult, reset = false): void {
    record(step, reset);
    snapshot.value = markRaw(step.snapshot);
    lastAction.value = step.action;
    preview.value = null;
    const sel = selected.value;
    if (sel && sel.state.status === 'outOfAction') select(null);
    else if (sel) void refreshAllowance();
  }

  function fail(error: ServiceError): void {
    lastError.value = error;
    toasts.error(error);
  }

  // ---- game lifecycle ------------------------------------------------------------------------------------

  /** Stops the AI loop of the current game and waits for it to end. */
  async function stopAi(): Promise<void> {
    generation++;
    wake?.();
    if (aiLoop) {
      void gameClient().service.stop('abort');
      await aiLoop;
    }
  }

  /** Starts a new game from the dialog's setup; AI sides start playing unless paused. */
  async function newGame(setup: NewGameSetup): Promise<boolean> {
    await stopAi();
    const r = await gameClient().service.newGame(plain(setup));
    if (!r.ok) {
      fail(r.error);
      return false;
    }
    settings.rememberSetup(setup);
    startFrom(r.value);
    return true;
  }

  /** Loads a saved game or scenario text (FORMATS.md §1, §4). */
  async function loadGame(text: string, withPlayers?: [PlayerSpec, PlayerSpec]): Promise<boolean> {
    await stopAi();
    const r = await gameClient().service.loadGame(text, withPlayers ? plain(withPlayers) : undefined);
    if (!r.ok) {
      fail(r.error);
      return false;
    }
    // A loaded AI-vs-AI game waits for Play, so it can be watched from the position it was saved in.
    startFrom(
      r.value,
      r.value.snapshot.players.every((p) => p.kind !== 'human'),
    );
    return true;
  }

  function startFrom(step: StepResult, startPaused = false): void {
    generation++;
    ai.reset();
    selectedId.value = null;
    allowance.value = null;
    preview.value = null;
    runMode.value = false;
    hideMode.value = false;
    paused.value = startPaused;
    lastError.value = null;
    applyStep(step, true);
    if (!startPaused) void pumpAi();
  }

  /** The game as a `skirmisher-game/1` JSON text, or null (with a toast) when there is none. */
  async function exportGame(): Promise<string | null> {
    const r = await gameClient().service.exportGame();
    if (!r.ok) {
      fail(r.error);
      return null;
    }
    return r.value;
  }

  // ---- human actions -------------------------------------------------------------------------------------

  /** Sends a human's action to the engine; an illegal one shows the engine's error as a toast. */
  async function act(action: Action): Promise<boolean> {
    if (!snapshot.value || busy.value) return false;
    if (!isHumanTurn.value) {
      fail({ code: 'ERR_NOT_YOUR_TURN', message: 'Wait for the AI to finish its move' });
      return false;
    }
    busy.value = true;
    try {
      const r = await gameClient().service.act(plain(action));
      if (!r.ok) {
        fail(r.error);
        return false;
      }
      applyStep(r.value);
    } finally {
      busy.value = false;
    }
    void pumpAi();
    return true;
  }

  function endPhase(): Promise<boolean> {
    return act({ type: 'endPhase' });
  }

  /** Takes back the last action (and the AI's, if it then would just replay it). */
  async function undo(): Promise<boolean> {
    if (busy.value || ai.thinking) return false;
    const r = await gameClient().service.undo();
    if (!r.ok) {
      fail(r.error);
      return false;
    }
    paused.value = true;
    const mark = stepMarks.pop() ?? log.value.length;
    log.value = markRaw(log.value.slice(0, mark));
    snapshot.value = markRaw(r.value.snapshot);
    lastAction.value = null;
    preview.value = null;
    if (selectedId.value) void refreshAllowance();
    return true;
  }

  async function refreshAllowance(): Promise<void> {
    const id = selectedId.value;
    const gen = generation;
    const ply = snapshot.value?.ply;
    if (!id || !snapshot.value) {
      allowance.value = null;
      chargeInfo.value = {};
      return;
    }
    const service = gameClient().service;
    const wantCharges = chargeTargets.value.size > 0;
    const [a, charges] = await Promise.all([
      service.allowance(id),
      wantCharges ? service.chargeOptions(id) : Promise.resolve({}),
    ]);
    if (gen !== generation || selectedId.value !== id || snapshot.value?.ply !== ply) return;
    allowance.value = a ? markRaw(a) : null;
    chargeInfo.value = markRaw(charges);
  }

  function select(id: string | null): void {
    selectedId.value = id;
    preview.value = null;
    allowance.value = null;
    chargeInfo.value = {};
    if (id) void refreshAllowance();
  }

  /** A click on open ground at (x, y) inches: move the selected model there (run with `run`). */
  async function clickGround(x: number, y: number, opts: { run?: boolean } = {}): Promise<void> {
    if (preview.value) {
      preview.value = null;
      return;
    }
    const sel = selected.value;
    if (!sel || !isHumanTurn.value || !state.value) return;
    const { walk, run: runDescriptor } = moveOptions.value;
    if (!walk && !runDescriptor) {
      if (sel.side !== state.value.activeSide || state.value.phase !== 'movement') select(null);
      else fail({ code: 'ERR_CANNOT_ACT', message: `${sel.name} cannot move now` });
      return;
    }
    const run = Boolean(opts.run || runMode.value) || !walk;
    const move: Action = { type: 'move', model: sel.id, to: [round(x), round(y)], run };
    if (hideMode.value) move.hide = true;
    await act(move);
  }

  /** A click on a model: select own models, preview a charge or a shot on a legal target, else inspect. */
  async function clickModel(id: string): Promise<void> {
    const target = models.value.find((m) => m.id === id);
    const s = state.value;
    if (!target || !s) return;
    const sel = selected.value;
    if (sel && sel.id !== id && sel.side !== target.side && isHumanTurn.value) {
      if (chargeTargets.value.has(id)) return previewCharge(sel.id, id);
      if (shootTargets.value.has(id)) return previewShot(sel.id, id, shootTargets.value.get(id)?.[0]);
    }
    select(selectedId.value === id ? null : id);
  }

  async function previewShot(model: string, target: string, weapon?: string): Promise<void> {
    const gen = generation;
    const r = await gameClient().service.shotPreview(model, target, weapon);
    if (gen !== generation) return;
    if (!r.ok) return fail(r.error);
    preview.value = markRaw<PendingPreview>({
      kind: 'shot',
      model,
      target,
      weapon: weapon ?? r.value.weapon,
      value: r.value,
    });
  }

  async function previewCharge(model: string, target: string): Promise<void> {
    const gen = generation;
    const r = await gameClient().service.chargePreview(model, target);
    if (gen !== generation) return;
    if (!r.ok) return fail(r.error);
    preview.value = markRaw<PendingPreview>({ kind: 'charge', model, target, value: r.value });
  }

  /** Commits the previewed shot or charge. */
  async function confirmPreview(): Promise<boolean> {
    const p = preview.value;
    if (!p) return false;
    preview.value = null;
    if (p.kind === 'shot') {
      const shot: Action = { type: 'shoot', model: p.model, target: p.target };
      if (p.weapon) shot.weapon = p.weapon;
      return act(shot);
    }
    return act({ type: 'charge', model: p.model, target: p.target });
  }

  function cancelPreview(): void {
    preview.value = null;
  }

  // ---- AI play -------------------------------------------------------------------------------------------

  /** Lets AI sides play while it is their turn and the game is not paused. */
  function pumpAi(): Promise<void> {
    if (aiLoop) return aiLoop;
    if (paused.value || !isAiTurn.value) return Promise.resolve();
    const gen = generation;
    const loop = (async () => {
      while (gen === generation && !paused.value && isAiTurn.value) {
        if (!(await thinkOnce(gen))) break;
        const delay = settings.watchDelayMs();
        if (delay > 0 && isAiTurn.value) await sleep(delay);
      }
    })();
    aiLoop = loop;
    void loop.finally(() => {
      if (aiLoop === loop) aiLoop = null;
    });
    return loop;
  }

  async function thinkOnce(gen: number): Promise<boolean> {
    const snap = snapshot.value;
    if (!snap) return false;
    const client = gameClient();
    ai.start(snap.state.activeSide);
    let r: Awaited<ReturnType<typeof client.service.think>>;
    try {
      r = await client.service.think(
        client.proxy((p: ThinkingProgress) => {
          if (gen === generation) ai.report(p);
        }),
      );
    } catch (err) {
      // A crash in the worker (a bug, not a rule violation): stop AI play and say so.
      r = {
        ok: false,
        error: { code: 'ERR_WORKER', message: err instanceof Error ? err.message : String(err) },
      };
    }
    if (gen !== generation) return false;
    if (!r.ok) {
      ai.finish(null);
      if (r.error.code !== 'ERR_ABORTED') {
        paused.value = true;
        fail(r.error);
      }
      return false;
    }
    ai.finish(r.value.decision);
    applyStep(r.value);
    return true;
  }

  /** Pauses or resumes AI play; pausing abandons a search in progress. */
  function setPaused(value: boolean): void {
    paused.value = value;
    if (value) {
      wake?.();
      if (ai.thinking) void gameClient().service.stop('abort');
    } else {
      void pumpAi();
    }
  }

  /** One AI decision, also while paused. */
  async function step(): Promise<void> {
    if (aiLoop || !isAiTurn.value) return;
    const loop = thinkOnce(generation).then(() => undefined);
    aiLoop = loop;
    try {
      await loop;
    } finally {
      if (aiLoop === loop) aiLoop = null;
    }
  }

  /** Asks the thinking AI to play its best move so far. */
  function moveNow(): void {
    if (ai.thinking) void gameClient().service.stop('answer');
  }

  return {
    // state
    snapshot,
    log,
    selectedId,
    allowance,
    chargeInfo,
    preview,
    lastAction,
    runMode,
    hideMode,
    busy,
    paused,
    lastError,
    // derived
    state,
    legal,
    players,
    toAct,
    isHumanTurn,
    isAiTurn,
    result,
    anyAi,
    allAi,
    models,
    names,
    sideNames,
    selected,
    selectedLegal,
    moveOptions,
    chargeTargets,
    shootTargets,
    actionableIds,
    canEndPhase,
    sideIndex,
    // actions
    newGame,
    loadGame,
    exportGame,
    act,
    endPhase,
    undo,
    select,
    clickGround,
    clickModel,
    previewShot,
    previewCharge,
    confirmPreview,
    cancelPreview,
    pumpAi,
    setPaused,
    step,
    moveNow,
  };
});

/** Rounds inches to 1/100 so saved actions stay short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
