/**
 * The scenario and warband editor (FORMATS.md §1): a scenario document being built — table, terrain,
 * weapons, both sides and their models, ruleset options — checked in the worker as it changes, saved as a
 * `skirmisher-scenario/1` file the command line accepts, or played at once.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, toRaw, watch } from 'vue';
import type { ScenarioDocument, ScenarioModel } from '../../../engine/scenario-types';
import type { DeploymentZone, Terrain, TerrainKind, Weapon } from '../../../engine/types';
import { gameClient } from '../platform/client';
import { saveScenarioText } from '../platform/platform';
import type { PlayerSpec, ScenarioCheck } from '../../../session/service-types';
import type { WarbandSummary } from '../../../session/builtins';
import { TERRAIN_DEFAULTS } from '../../../formats/terrain-defaults';
import { scenarioStart } from '../editor/scenario-start';
import { clampOnTable, offTable as offTableOf, removeFromTable } from '../editor/off-table';
import { useGameStore } from './game';
import { usePlayStore } from './play';
import { useSessionStore } from './session';
import { useToastStore } from './toasts';
import { useUiStore } from './ui';

/** What is selected in the editor. */
export type EditorSelection =
  { kind: 'terrain'; index: number } | { kind: 'model'; side: number; index: number } | null;

/** Editor tools: select and drag, draw a terrain piece of a kind, place a model. */
export type EditorTool = 'select' | `terrain:${TerrainKind}` | 'model';

/** Default height and cover of each terrain kind, inches: those of a file that leaves them out (FORMATS.md §1). */
export { TERRAIN_DEFAULTS };

/** A blank model: an average human fighter with a sword. */
export const BLANK_MODEL: Omit<ScenarioModel, 'id' | 'at'> = {
  name: 'Fighter',
  profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 },
  save: 6,
  base: 0.5,
  weapons: ['sword'],
  rules: [],
  points: 20,
};

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(toRaw(value))) as T;
}

function round(v: number, step = 0.25): number {
  return Math.round(v / step) * step;
}

/** An empty scenario of `width` × `depth` inches with two empty sides. */
export function blankScenario(width = 48, depth = 48): ScenarioDocument {
  return {
    format: 'skirmisher-scenario/1',
    name: 'New scenario',
    description: '',
    ruleset: { preset: 'warhammer-skirmish', options: {} },
    table: { width, depth },
    terrain: [],
    weapons: { sword: { type: 'melee', strengthBonus: 0 } },
    sides: [
      { id: 'red', name: 'Red', edge: 'south', models: [] },
      { id: 'blue', name: 'Blue', edge: 'north', models: [] },
    ],
    turn: 1,
    maxTurns: 8,
    activeSide: 'red',
    phase: 'recovery',
    seed: 'new-scenario',
    dice: [],
  };
}

/** A scenario ready to write: mid-game state that a fresh game does not need is kept as it is. */
function cleaned(doc: ScenarioDocument): ScenarioDocument {
  const out = copy(doc);
  if (out.description === '') delete out.description;
  return out;
}

/** Editor store (setup style). */
export const useEditorStore = defineStore('editor', () => {
  const toasts = useToastStore();
  const doc = ref<ScenarioDocument | null>(null);
  const selection = ref<EditorSelection>(null);
  const tool = ref<EditorTool>('select');
  /** Side new models join, 0 or 1. */
  const placeSide = ref(0);
  /** Roster model new models copy: `'<warband id>/<model id>'`, or `'blank'`. */
  const placeTemplate = ref('blank');
  const check = shallowRef<ScenarioCheck | null>(null);
  const checking = ref(false);
  const warbands = shallowRef<WarbandSummary[]>([]);
  const history: string[] = [];
  const future: string[] = [];
  let lastSaved = '';

  const dirty = computed(() => doc.value !== null && JSON.stringify(doc.value) !== lastSaved);

  const selectedTerrain = computed(() => {
    const s = selection.value;
    return s?.kind === 'terrain' ? (doc.value?.terrain?.[s.index] ?? null) : null;
  });
  const selectedModel = computed(() => {
    const s = selection.value;
    return s?.kind === 'model' ? (doc.value?.sides[s.side]?.models[s.index] ?? null) : null;
  });

  /**
   * The check's warnings about each model, by `'<side>:<index>'`, e.g. `{ '0:1': ['model "r2" (12, 8) is
   * outside side red's deployment zone (within 6″ of the south edge): …'] }`: the board rings those models.
   */
  const modelWarnings = computed(() => {
    const out: Record<string, string[]> = {};
    for (const w of check.value?.warnings ?? []) {
      const hit = /^sides\[(\d+)\]\.models\[(\d+)\]/.exec(w.path);
      if (hit) (out[`${hit[1]}:${hit[2]}`] ??= []).push(w.message);
    }
    return out;
  });

  /** Terrain pieces and models partly or wholly off the table, e.g. after it was made smaller (`off-table.ts`). */
  const offTable = computed(() => (doc.value ? offTableOf(doc.value) : []));

  // Every change is checked in the worker (the format's problems, then the engine's), a moment later.
  let timer: ReturnType<typeof setTimeout> | null = null;
  watch(
    doc,
    () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void validate(), 250);
    },
    { deep: true },
  );

  async function validate(): Promise<ScenarioCheck | null> {
    if (!doc.value) return null;
    checking.value = true;
    try {
      check.value = await gameClient().service.checkScenario(cleaned(doc.value));
      return check.value;
    } finally {
      checking.value = false;
    }
  }

  async function loadWarbands(): Promise<void> {
    if (warbands.value.length === 0) warbands.value = await gameClient().service.warbands();
  }

  function open(next: ScenarioDocument): void {
    doc.value = copy(next);
    doc.value.terrain ??= [];
    doc.value.weapons ??= {};
    selection.value = null;
    history.length = 0;
    future.length = 0;
    lastSaved = JSON.stringify(doc.value);
    check.value = null;
    void validate();
  }

  /** Snapshot before a change, for the editor's own undo. */
  function remember(): void {
    if (!doc.value) return;
    history.push(JSON.stringify(doc.value));
    if (history.length > 200) history.shift();
    future.length = 0;
  }

  function undo(): void {
    const prev = history.pop();
    if (!prev || !doc.value) return;
    future.push(JSON.stringify(doc.value));
    doc.value = JSON.parse(prev) as ScenarioDocument;
    selection.value = null;
  }

  function redo(): void {
    const next = future.pop();
    if (!next || !doc.value) return;
    history.push(JSON.stringify(doc.value));
    doc.value = JSON.parse(next) as ScenarioDocument;
    selection.value = null;
  }

  /**
   * Opens the position of the game shown as a scenario's start (or an empty table when there is no game): the
   * models as they stand, to play on from the start of the side to act's turn — turn 1, Recovery phase not
   * started, the turns left, the dice afresh from the seed (`scenarioStart`, `editor/scenario-start.ts`, says why).
   */
  async function startFromGame(): Promise<void> {
    await loadWarbands();
    const game = useGameStore();
    if (game.snapshot) {
      const r = await gameClient().service.positionScenario();
      if (r.ok) {
        open(scenarioStart(r.value));
        return;
      }
    }
    open(blankScenario());
  }

  function newBlank(width: number, depth: number): void {
    open(blankScenario(width, depth));
  }

  async function openBuiltin(id: string): Promise<void> {
    const r = await gameClient().service.scenario(id);
    if (r.ok) open(r.value);
  }

  /** A new scenario of two built-in warbands deployed on their edges. */
  async function newFromWarbands(red: string, blue: string, width: number, depth: number): Promise<void> {
    await loadWarbands();
    const r = await gameClient().service.fromWarbands(red, blue, 'Warband skirmish', { width, depth });
    if (!r.ok) {
      toasts.error(r.error);
      return;
    }
    open(r.value);
  }

  // ---- terrain -------------------------------------------------------------------------------------------

  /**
   * Replaces the table's terrain with terrain generated from `seed` (issue 24, part 3; `scenario-gen/`), for the
   * table's size, e.g. `generateTerrain('ash-12', 'skirmish', true)`; undoable. A refusal (a table too small for
   * terrain between the deployment strips, under 24″ × 24″ or so) is a toast.
   */
  async function generateTerrain(seed: string, preset: string, mirror: boolean): Promise<void> {
    const d = doc.value;
    if (!d) return;
    const r = await gameClient().service.generateTerrain({
      seed,
      preset,
      mirror,
      table: { width: d.table.width, depth: d.table.depth },
    });
    if (!r.ok) {
      toasts.error(r.error);
      return;
    }
    remember();
    d.terrain = r.value;
    selection.value = null;
  }

  /** Adds a rectangle of terrain from corner (x1, y1) to (x2, y2), inches; selects it. */
  function addTerrain(kind: TerrainKind, x1: number, y1: number, x2: number, y2: number): void {
    const d = doc.value;
    if (!d) return;
    remember();
    const minSize = kind === 'wall' ? 0.5 : 1;
    let [ax, bx] = [round(Math.min(x1, x2)), round(Math.max(x1, x2))];
    let [ay, by] = [round(Math.min(y1, y2)), round(Math.max(y1, y2))];
    if (bx - ax < minSize) bx = ax + (kind === 'wall' && by - ay >= 2 ? 0.5 : Math.max(minSize, 4));
    if (by - ay < minSize) by = ay + (kind === 'wall' && bx - ax >= 2 ? 0.5 : Math.max(minSize, 4));
    ax = Math.max(0, ax);
    ay = Math.max(0, ay);
    bx = Math.min(d.table.width, bx);
    by = Math.min(d.table.depth, by);
    const terrain = (d.terrain ??= []);
    let n = terrain.length + 1;
    while (terrain.some((t) => t.id === `${kind}-${n}`)) n++;
    const piece: Terrain = {
      id: `${kind}-${n}`,
      kind,
      polygon: [
        [ax, ay],
        [bx, ay],
        [bx, by],
        [ax, by],
      ],
      ...TERRAIN_DEFAULTS[kind],
    };
    if (kind === 'building') piece.floors = [piece.height];
    terrain.push(piece);
    selection.value = { kind: 'terrain', index: terrain.length - 1 };
  }

  /** Moves a terrain piece by (dx, dy) inches, kept on the table. */
  function moveTerrain(index: number, dx: number, dy: number, snapshot = true): void {
    const d = doc.value;
    const t = d?.terrain?.[index];
    if (!d || !t) return;
    if (snapshot) remember();
    const xs = t.polygon.map((p) => p[0]);
    const ys = t.polygon.map((p) => p[1]);
    const ddx = Math.min(Math.max(dx, -Math.min(...xs)), d.table.width - Math.max(...xs));
    const ddy = Math.min(Math.max(dy, -Math.min(...ys)), d.table.depth - Math.max(...ys));
    t.polygon = t.polygon.map(([x, y]) => [round(x + ddx, 0.05), round(y + ddy, 0.05)]);
  }

  /** Sets a rectangular piece's size from its south-west corner, inches. */
  function resizeTerrain(index: number, width: number, depth: number): void {
    const t = doc.value?.terrain?.[index];
    if (!t || !(width > 0) || !(depth > 0)) return;
    remember();
    const x = Math.min(...t.polygon.map((p) => p[0]));
    const y = Math.min(...t.polygon.map((p) => p[1]));
    t.polygon = [
      [x, y],
      [x + width, y],
      [x + width, y + depth],
      [x, y + depth],
    ];
  }

  /** Turns a piece a quarter turn about its centre. */
  function rotateTerrain(index: number): void {
    const t = doc.value?.terrain?.[index];
    if (!t) return;
    remember();
    const cx = t.polygon.reduce((s, p) => s + p[0], 0) / t.polygon.length;
    const cy = t.polygon.reduce((s, p) => s + p[1], 0) / t.polygon.length;
    t.polygon = t.polygon.map(([x, y]) => [round(cx - (y - cy), 0.05), round(cy + (x - cx), 0.05)]);
  }

  /**
   * Mends what lies off the table (`offTable`): `'clamp'` moves each onto it by the least distance, `'remove'`
   * removes each; undoable. The selection is cleared (its index may be gone).
   */
  function mendOffTable(how: 'clamp' | 'remove'): void {
    const d = doc.value;
    const list = offTable.value;
    if (!d || list.length === 0) return;
    remember();
    if (how === 'clamp') clampOnTable(d, list);
    else removeFromTable(d, list);
    selection.value = null;
  }

  // ---- deployment zones ----------------------------------------------------------------------------------

  /**
   * Sets side `side`'s deployment zone (extension of FORMATS.md §1), e.g. `setZone(0, { withinEdge: 6 })`, or
   * removes it (`undefined`: the side's models start where they stand); undoable.
   */
  function setZone(side: number, zone: DeploymentZone | undefined): void {
    const s = doc.value?.sides[side];
    if (!s) return;
    remember();
    if (zone === undefined) delete s.deploymentZone;
    else s.deploymentZone = zone;
  }

  // ---- models --------------------------------------------------------------------------------------------

  /** A model id not used on either side, e.g. `'r4'`. */
  function freeId(side: number): string {
    const d = doc.value!;
    const prefix = (d.sides[side]!.id[0] ?? (side === 0 ? 'r' : 'b')).toLowerCase();
    const used = new Set(d.sides.flatMap((s) => s.models.map((m) => m.id)));
    let n = d.sides[side]!.models.length + 1;
    while (used.has(`${prefix}${n}`)) n++;
    return `${prefix}${n}`;
  }

  /** The template a new model copies (a warband roster model or the blank fighter), with its weapons. */
  function template(): { model: Omit<ScenarioModel, 'id' | 'at'>; weapons: Record<string, Weapon> } {
    const [band, id] = placeTemplate.value.split('/');
    const w = warbands.value.find((x) => x.id === band)?.warband;
    const m = w?.models.find((x) => x.id === id);
    if (!w || !m)
      return { model: copy(BLANK_MODEL), weapons: { sword: { type: 'melee', strengthBonus: 0 } } };
    const { id: _drop, ...rest } = copy(m) as ScenarioModel;
    const weapons: Record<string, Weapon> = {};
    for (const wid of rest.weapons ?? []) if (w.weapons[wid]) weapons[wid] = copy(w.weapons[wid]);
    return { model: rest, weapons };
  }

  /** Places a new model of `placeSide` at (x, y) inches; selects it. */
  function addModel(x: number, y: number): void {
    const d = doc.value;
    if (!d) return;
    remember();
    const side = placeSide.value;
    const { model, weapons } = template();
    d.weapons ??= {};
    for (const [id, w] of Object.entries(weapons)) if (!d.weapons[id]) d.weapons[id] = w;
    const base = model.base ?? 0.5;
    const at: [number, number] = [
      round(Math.min(Math.max(x, base), d.table.width - base), 0.05),
      round(Math.min(Math.max(y, base), d.table.depth - base), 0.05),
    ];
    const models = d.sides[side]!.models;
    models.push({ id: freeId(side), ...model, at });
    selection.value = { kind: 'model', side, index: models.length - 1 };
  }

  /** Moves a model to (x, y) inches, kept on the table. */
  function moveModel(side: number, index: number, x: number, y: number, snapshot = true): void {
    const d = doc.value;
    const m = d?.sides[side]?.models[index];
    if (!d || !m) return;
    if (snapshot) remember();
    const base = m.base ?? 0.5;
    const nx = round(Math.min(Math.max(x, base), d.table.width - base), 0.05);
    const ny = round(Math.min(Math.max(y, base), d.table.depth - base), 0.05);
    m.at = m.at.length === 3 ? [nx, ny, m.at[2]] : [nx, ny];
  }

  /** Moves a model to the other side (a new id there). */
  function switchSide(side: number, index: number): void {
    const d = doc.value;
    const m = d?.sides[side]?.models[index];
    if (!d || !m) return;
    remember();
    const other = side === 0 ? 1 : 0;
    d.sides[side]!.models.splice(index, 1);
    const moved = { ...m, id: freeId(other) };
    if (moved.unit === m.id) delete moved.unit;
    d.sides[other]!.models.push(moved);
    selection.value = { kind: 'model', side: other, index: d.sides[other]!.models.length - 1 };
  }

  function duplicate(): void {
    const d = doc.value;
    const s = selection.value;
    if (!d || !s) return;
    if (s.kind === 'model') {
      const m = d.sides[s.side]?.models[s.index];
      if (!m) return;
      remember();
      const clone = { ...copy(m), id: freeId(s.side), at: [m.at[0] + 1.5, m.at[1]] as [number, number] };
      delete clone.unit;
      d.sides[s.side]!.models.push(clone);
      moveModel(s.side, d.sides[s.side]!.models.length - 1, clone.at[0], clone.at[1], false);
      selection.value = { kind: 'model', side: s.side, index: d.sides[s.side]!.models.length - 1 };
    } else {
      const t = d.terrain?.[s.index];
      if (!t) return;
      remember();
      let n = d.terrain!.length + 1;
      while (d.terrain!.some((x) => x.id === `${t.kind}-${n}`)) n++;
      d.terrain!.push({ ...copy(t), id: `${t.kind}-${n}` });
      moveTerrain(d.terrain!.length - 1, 2, -2, false);
      selection.value = { kind: 'terrain', index: d.terrain!.length - 1 };
    }
  }

  /** Deletes the selected terrain piece or model. */
  function deleteSelection(): void {
    const d = doc.value;
    const s = selection.value;
    if (!d || !s) return;
    remember();
    if (s.kind === 'terrain') d.terrain?.splice(s.index, 1);
    else d.sides[s.side]?.models.splice(s.index, 1);
    selection.value = null;
  }

  /** Adds a weapon to the table of weapons, e.g. `addWeapon('bow', { type: 'missile', range: 24, strength: 3 })`. */
  function addWeapon(id: string, weapon: Weapon): boolean {
    const d = doc.value;
    const key = id.trim();
    if (!d || !/^[A-Za-z0-9_-]{1,64}$/.test(key)) return false;
    remember();
    d.weapons ??= {};
    d.weapons[key] = weapon;
    return true;
  }

  /** Removes a weapon from the table and from every model that carries it. */
  function removeWeapon(id: string): void {
    const d = doc.value;
    if (!d?.weapons?.[id]) return;
    remember();
    delete d.weapons[id];
    for (const side of d.sides)
      for (const m of side.models) m.weapons = (m.weapons ?? []).filter((w) => w !== id);
  }

  // ---- saving and playing ----------------------------------------------------------------------------------

  /** The scenario as a file's text (pretty-printed JSON). */
  function text(): string | null {
    return doc.value ? JSON.stringify(cleaned(doc.value), null, 2) : null;
  }

  /** File name from the scenario's name: `'ruined-street.scenario.json'`. */
  function fileName(): string {
    const base = (doc.value?.name ?? 'scenario')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return `${base || 'scenario'}.scenario.json`;
  }

  /** Saves the scenario (a native dialog or a download); refuses one with problems, listing them. */
  async function save(): Promise<boolean> {
    const json = text();
    if (json === null) return false;
    const checked = await validate();
    if (checked && !checked.ok) {
      toasts.push(
        'error',
        `The scenario has ${checked.problems.length} problem${checked.problems.length === 1 ? '' : 's'}`,
        checked.problems
          .slice(0, 3)
          .map((p) => `${p.path}: ${p.message}`)
          .join('\n'),
      );
      return false;
    }
    const r = await saveScenarioText(json, fileName());
    if (r.ok) lastSaved = JSON.stringify(doc.value);
    if (r.message) toasts.push(r.ok ? 'success' : 'error', r.message);
    return r.ok;
  }

  /** Whether the scenario may be played: checked, with a toast naming the first problem when not. */
  async function playable(): Promise<boolean> {
    if (!doc.value) return false;
    const checked = await validate();
    if (checked && !checked.ok) {
      toasts.push('error', 'Fix the problems before playing', checked.problems[0]?.message ?? '');
      return false;
    }
    return true;
  }

  /**
   * Starts a game from the scenario with `players` (chosen in the editor's Play it dialog, e.g. a person
   * against the AI at `normal`), after asking about the unsaved actions of the game on the table.
   */
  async function play(players: [PlayerSpec, PlayerSpec]): Promise<boolean> {
    const d = doc.value;
    if (!d || !(await playable())) return false;
    if (!(await useSessionStore().confirmReplace('play this scenario'))) return false;
    const ok = await usePlayStore().newGame({ scenario: cleaned(d), players, seed: d.seed ?? '' });
    if (ok) useUiStore().view = 'play';
    return ok;
  }

  return {
    doc,
    selection,
    tool,
    placeSide,
    placeTemplate,
    check,
    checking,
    warbands,
    dirty,
    selectedTerrain,
    selectedModel,
    modelWarnings,
    offTable,
    validate,
    playable,
    loadWarbands,
    open,
    remember,
    undo,
    redo,
    startFromGame,
    newBlank,
    openBuiltin,
    newFromWarbands,
    generateTerrain,
    addTerrain,
    moveTerrain,
    resizeTerrain,
    rotateTerrain,
    mendOffTable,
    setZone,
    addModel,
    moveModel,
    switchSide,
    duplicate,
    deleteSelection,
    addWeapon,
    removeWeapon,
    text,
    fileName,
    save,
    play,
  };
});
