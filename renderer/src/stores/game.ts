/**
 * The game as the UI sees it: the snapshot at the cursor (kept raw, never deep-reactive), the dice log and the
 * timeline of the line being viewed, and the views derived from them (models, names, whose turn). Every rule
 * question goes to the worker; this store only arranges answers. The other concerns have their own stores:
 * the play loop (`play.ts`: new games, AI play, commits), the timeline (`timeline.ts`), board input
 * (`input.ts`: selection, clicks, previews and odds) and table-top dice (`tabletop.ts`).
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef, toRaw } from 'vue';
import type { ModelState, ModelStatic, Phase } from '../../../engine/types';
import type { UnitContext } from '../../../session/format';
import { gameClient } from '../platform/client';
import type {
  Action,
  DecisionSummary,
  GameSnapshot,
  LegalAction,
  LineEntry,
  LogEntry,
  PlayerSpec,
  ServiceError,
  ServiceResult,
  StepResult,
} from '../../../session/service-types';
import { MAX_LOG } from '../../../session/service-types';
import { namedMessage } from '../named-message';
import { useAiStore } from './ai';
import { sameRecord } from './same-record';
import { useToastStore } from './toasts';

export type { LogEntry, LineEntry };
export { MAX_LOG };

/** A model as drawn: static data and current state side by side (positions in inches). */
export interface ModelView {
  index: number;
  id: string;
  name: string;
  side: number;
  static: ModelStatic;
  state: ModelState;
}

/** Why the game's position changed: a step along the game (`'step'`), or a game (re)started (`'start'`). */
export type GameChange = 'step' | 'start';

/**
 * A plain copy for the worker boundary: Vue proxies cannot be structured-cloned (Comlink), so anything that
 * may have passed through reactive state is copied as JSON first. Used for the small objects the UI sends.
 */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(toRaw(value))) as T;
}

/** Game store (setup style). */
export const useGameStore = defineStore('game', () => {
  const ai = useAiStore();
  const toasts = useToastStore();

  const snapshot = shallowRef<GameSnapshot | null>(null);
  const log = shallowRef<LogEntry[]>([]);
  /** The line being viewed: one entry per action (index i is ply i + 1). */
  const line = shallowRef<LineEntry[]>([]);
  const lastAction = shallowRef<Action | null>(null);
  /** The AI's account of the action that led to the position shown. */
  const lastDecision = shallowRef<DecisionSummary | null>(null);
  /** The last AI reasoning at or before the position shown, and the ply of its action. */
  const recentDecision = shallowRef<DecisionSummary | null>(null);
  const recentDecisionPly = ref<number | null>(null);
  const lastError = shallowRef<ServiceError | null>(null);
  /** Bumped on every change of the game (the autosave watches it). */
  const changes = ref(0);
  /** Called after every step applied and every game started (the board input store follows the position). */
  const listeners: Array<(change: GameChange) => void> = [];

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
  /** Whether a person plays one side and the AI the other (a practice game against the AI). */
  const againstAi = computed(() => anyAi.value && !allAi.value);
  const ply = computed(() => snapshot.value?.ply ?? 0);
  const lineLength = computed(() => snapshot.value?.lineLength ?? 0);
  /** Looking back along the line (replay, after undo). */
  const reviewing = computed(() => ply.value < lineLength.value);
  const tabletopMode = computed(() => snapshot.value?.mode === 'tabletop');
  const queuedDice = computed(() => snapshot.value?.queuedDice ?? []);

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

  /**
   * Display names by model id; models sharing a name get their id appended (`'Raider Archer b3'`). In squad
   * play unit ids name their units too (`'mob-west'` → `'Mob west'`), where no model has that id.
   */
  const names = computed<Record<string, string>>((prev) => {
    const count = new Map<string, number>();
    for (const m of models.value) count.set(m.name, (count.get(m.name) ?? 0) + 1);
    const units = (snapshot.value?.squad?.units ?? []).map((u) => [u.id, u.name] as const);
    const next: Record<string, string> = Object.fromEntries([
      ...units,
      ...models.value.map((m) => [
        m.id,
        !m.name ? m.id : (count.get(m.name) ?? 0) > 1 ? `${m.name} ${m.id}` : m.name,
      ]),
    ]);
    // The same object while the names are the same: the dice log's rows and the panels keep their render.
    return sameRecord(prev, next);
  });

  /**
   * Squad play: the unit id of each model of a unit of more than one, e.g. `{ r1: 'wardens', r2: 'wardens' }`
   * (RULES.md §2), for descriptions that name units; `{}` in skirmish play.
   */
  const unitOf = computed<Record<string, string>>((prev) =>
    sameRecord(
      prev,
      Object.fromEntries(
        (snapshot.value?.squad?.units ?? [])
          .filter((u) => u.members.length > 1)
          .flatMap((u) => u.members.map((m) => [m, u.id])),
      ),
    ),
  );

  /**
   * How descriptions of decisions made in `phase` name squad units (`session/format` `UnitContext`), e.g.
   * `describeAction(hold, names, game.unitsIn('movement'))` → `'Wardens hold'`; undefined in skirmish play.
   */
  function unitsIn(phase: Phase | null): UnitContext | undefined {
    return Object.keys(unitOf.value).length > 0 ? { unitOf: unitOf.value, phase } : undefined;
  }

  /** Side by model id, e.g. `{ r1: 0, b1: 1 }` (the same object while the models are the same). */
  const sideOf = computed<Record<string, number>>((prev) =>
    sameRecord(prev, Object.fromEntries(models.value.map((m) => [m.id, m.side]))),
  );

  const sideNames = computed<Record<string, string>>((prev) =>
    sameRecord(
      prev,
      Object.fromEntries((state.value?.static.sides ?? []).map((s) => [s.id, s.name || s.id])),
    ),
  );

  /** Whether a person's side took the action (an AI side's `endPhase` has no reasoning, so `by` says human). */
  function byPerson(e: LineEntry): boolean {
    return players.value?.[e.side]?.kind === 'human';
  }

  // ---- applying results ----------------------------------------------------------------------------------

  function sideIndex(id: string): number {
    return state.value?.static.sides.findIndex((s) => s.id === id) ?? 0;
  }

  /** Listens to every step applied and game started (registered once, by a store's setup). */
  function onChange(listener: (change: GameChange) => void): void {
    listeners.push(listener);
  }

  /** Shows the worker's answer to a step: the new snapshot, the log and line entries it added. */
  function applyStep(step: StepResult): void {
    if (step.resetLog) log.value = markRaw(step.log);
    else if (step.log.length > 0) {
      const next = log.value.concat(step.log);
      log.value = markRaw(next.length > MAX_LOG ? next.slice(next.length - MAX_LOG) : next);
    }
    if (step.line.length > 0 || step.lineFrom < line.value.length) {
      line.value = markRaw(line.value.slice(0, step.lineFrom).concat(step.line));
    }
    snapshot.value = markRaw(step.snapshot);
    lastAction.value = step.action;
    lastDecision.value = step.decision ? markRaw(step.decision) : null;
    recentDecision.value = step.recentDecision ? markRaw(step.recentDecision) : null;
    recentDecisionPly.value = step.recentDecisionPly;
    changes.value++;
    for (const listener of listeners) listener('step');
  }

  /** Shows a game from its start (new, loaded, restored): no error, a fresh line, the AI panel reset. */
  function showStart(step: StepResult): void {
    ai.reset();
    for (const listener of listeners) listener('start');
    lastError.value = null;
    line.value = [];
    applyStep(step);
    syncAiPanel();
  }

  /** Shows a new snapshot of the same position (forced dice queued, players changed). */
  function showSnapshot(next: GameSnapshot, changed: boolean): void {
    snapshot.value = markRaw(next);
    if (changed) changes.value++;
  }

  /** Shows a service error as a toast, with model ids named (`'b2'` → `'Raider b2'`). */
  function fail(error: ServiceError): void {
    lastError.value = error;
    toasts.error({ ...error, message: namedMessage(error.message, names.value) });
  }

  /** Applies a service answer, or shows its error; true when applied. */
  function take(r: ServiceResult<StepResult>): boolean {
    if (!r.ok) {
      fail(r.error);
      return false;
    }
    applyStep(r.value);
    return true;
  }

  /** The AI panel follows the position shown: its decision and the win chances along the line. */
  function syncAiPanel(): void {
    ai.showLine(line.value, ply.value, recentDecision.value, recentDecisionPly.value);
  }

  /** The game as a saved-game JSON text (FORMATS.md §4), or null (with a toast) when there is none. */
  async function exportGame(): Promise<string | null> {
    const r = await gameClient().service.exportGame();
    if (!r.ok) {
      fail(r.error);
      return null;
    }
    return r.value;
  }

  return {
    // state
    snapshot,
    log,
    line,
    lastAction,
    lastDecision,
    recentDecision,
    recentDecisionPly,
    lastError,
    changes,
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
    againstAi,
    ply,
    lineLength,
    reviewing,
    tabletopMode,
    queuedDice,
    models,
    names,
    unitOf,
    unitsIn,
    sideOf,
    sideNames,
    byPerson,
    sideIndex,
    // actions
    onChange,
    applyStep,
    showStart,
    showSnapshot,
    fail,
    take,
    syncAiPanel,
    exportGame,
  };
});
