/**
 * Saved games (FORMATS.md §4; the format itself is `formats/saved-game.ts`): writing a game tree as a file and reading one back.
 * The portable part is `scenario`, `actions` (the line being viewed) and `seed`; this app adds metadata the
 * format allows: who played, the mode, forced dice by action index, the AI's reasoning, the cursor and every
 * branch (`tree`). A reader that ignores the metadata still replays the line, unless dice were forced.
 */
import { z } from 'zod';
import { createGame } from '../engine';
import type { ScenarioDocument } from '../engine/scenario-types';
import type { Action, GameEvent, GameState } from '../engine/types';
import { actionSchema } from '../formats/action-schema';
import { makeSavedGame, newerFormat, SAVED_GAME_FORMAT } from '../formats/saved-game';
import { problemsFromIssues } from '../formats/problems';
import { parseJsonText, validateDocument, type Problem } from '../formats/validate';
import { lineActions, newTree, play, selectNode, type GameTree } from './game-tree';
import type { DecisionSummary, GameMode, GameReview, ServiceError } from './service-types';

/** Candidates and principal-variation length kept per AI decision in a file. */
const KEPT_CANDIDATES = 6;
const KEPT_PV = 6;

/** A branch node as stored: its parent (index in `tree.nodes`, −1 = the scenario's position) and action. */
export interface StoredNode {
  parent: number;
  action: Action;
  /** Forced dice queued before the action (RULES.md §13). */
  dice?: number[];
  decision?: DecisionSummary;
}

/** A saved-game document (FORMATS.md §4) as this app writes it. Every field after `seed` is optional metadata. */
export interface SavedGameDocument {
  format: typeof SAVED_GAME_FORMAT;
  scenario: ScenarioDocument;
  actions: Action[];
  seed: string;
  /** Who plays each side by side id, e.g. `{ "red": "human", "blue": "mcts:level=hard" }`. */
  players?: Record<string, string>;
  createdAt?: string;
  savedAt?: string;
  app?: string;
  /** `'practice'` (undo, branches) or `'tabletop'` (a real table, real dice). */
  mode?: GameMode;
  /** Table-top mode: the app rolls the AI's dice (true) or asks for them. */
  rollForAi?: boolean;
  /** Ply being viewed, 0..actions.length. */
  cursor?: number;
  /** Forced dice queued before `actions[i]`, by index, e.g. `{ "4": [6, 6] }`. */
  forcedDice?: Record<string, number[]>;
  /** The AI's reasoning for `actions[i]`, by index. */
  decisions?: Record<string, DecisionSummary>;
  /** Every branch: nodes in creation order and the line viewed (indices into `nodes`). */
  tree?: { nodes: StoredNode[]; line: number[] };
  /** The game's review (issue 23) of its first `review.plies` actions. */
  review?: GameReview;
}

/** What the game record carries besides its tree. */
export interface GameMeta {
  players?: Record<string, string>;
  createdAt?: string;
  mode?: GameMode;
  rollForAi?: boolean;
  /** The game's review of its line's first `review.plies` actions (issue 23). */
  review?: GameReview;
}

function compactDecision(d: DecisionSummary): DecisionSummary {
  return {
    ...d,
    ...(d.declined && { declined: d.declined.map(compactDecision) }),
    timeMs: Math.round(d.timeMs),
    candidates: d.candidates.slice(0, KEPT_CANDIDATES).map((c) => ({
      ...c,
      value: Math.round(c.value * 10000) / 10000,
      pv: c.pv.slice(0, KEPT_PV),
    })),
  };
}

/** Writes a game tree as a saved-game document (FORMATS.md §4), `savedAt` now. */
export function writeSavedGame(
  scenario: ScenarioDocument,
  tree: GameTree,
  meta: GameMeta,
): SavedGameDocument {
  const line = tree.line.slice(1);
  const actions = lineActions(tree);
  const forcedDice: Record<string, number[]> = {};
  const decisions: Record<string, DecisionSummary> = {};
  line.forEach((id, i) => {
    const n = tree.nodes[id]!;
    if (n.dice.length > 0) forcedDice[i] = [...n.dice];
    if (n.decision) decisions[i] = compactDecision(n.decision);
  });
  const doc: SavedGameDocument = makeSavedGame(
    { scenario, actions, seed: scenario.seed ?? tree.nodes[0]!.state.seed },
    {
      ...(meta.players && { players: meta.players }),
      ...(meta.createdAt && { createdAt: meta.createdAt }),
      savedAt: new Date().toISOString(),
      app: 'skirmisher',
      mode: meta.mode ?? 'practice',
      ...(meta.rollForAi !== undefined && { rollForAi: meta.rollForAi }),
      cursor: tree.cursor,
    },
  );
  if (Object.keys(forcedDice).length > 0) doc.forcedDice = forcedDice;
  if (Object.keys(decisions).length > 0) doc.decisions = decisions;
  if (meta.review) doc.review = meta.review;
  if (tree.nodes.length - 1 > line.length) {
    // Node ids are creation order, so the root is 0 and node k is stored at k − 1.
    doc.tree = {
      nodes: tree.nodes.slice(1).map((n) => ({
        parent: n.parent - 1,
        action: n.action!,
        ...(n.dice.length > 0 && { dice: [...n.dice] }),
        ...(n.decision && { decision: compactDecision(n.decision) }),
      })),
      line: line.map((id) => id - 1),
    };
  }
  return doc;
}

// ---- reading --------------------------------------------------------------------------------------------

const dice = z.array(z.number().int().min(1).max(6)).max(10_000);
/** The fields of a saved decision that are checked (FORMATS.md §4); the others are kept as they are. */
const decisionFields = {
  side: z.number().int().min(0).max(1),
  by: z.string().max(200),
  iterations: z.number().min(0),
  timeMs: z.number().min(0),
  candidates: z
    .array(
      z.looseObject({
        action: z.looseObject({ type: z.string() }),
        visits: z.number(),
        value: z.number(),
        pv: z.array(z.looseObject({ type: z.string() })),
      }),
    )
    .max(100),
  value: z.number().nullable(),
  stopped: z.boolean(),
  iterationBudget: z.number().min(0).optional(),
  turn: z.number(),
  phase: z.string(),
};
/** A declined search (`DecisionSummary.declined`): a decision without declined searches of its own. */
const declinedSchema = z.looseObject({
  ...decisionFields,
  declined: z.never({ error: 'a declined search has no declined searches of its own' }).optional(),
});
/** A decision with the searches that declined a charge before it (`DecisionSummary.declined`), at most 32. */
const decisionSchema = z
  .looseObject({ ...decisionFields, declined: z.array(declinedSchema).max(32).optional() })
  .transform((d) => d as unknown as DecisionSummary);
const indexKey = z.string().regex(/^\d{1,9}$/);
const metaSchema = z.looseObject({
  mode: z.enum(['practice', 'tabletop']).optional(),
  rollForAi: z.boolean().optional(),
  cursor: z.number().int().min(0).optional(),
  forcedDice: z.record(indexKey, dice).optional(),
  decisions: z.record(indexKey, decisionSchema).optional(),
  tree: z
    .object({
      nodes: z
        .array(
          z.object({
            parent: z.number().int().min(-1),
            action: actionSchema,
            dice: dice.optional(),
            decision: decisionSchema.optional(),
          }),
        )
        .max(200_000),
      line: z.array(z.number().int().min(0)),
    })
    .optional(),
});

/** The app's metadata of a saved game (`metaSchema`), e.g. `{ mode: 'practice', forcedDice: { '3': [6] } }`. */
type Meta = z.infer<typeof metaSchema>;

/**
 * The app metadata of a saved-game document, field by field: a field that does not parse is left out with a
 * warning naming it and its first problem, e.g. `the app metadata decisions was unreadable and was ignored
 * (decisions["4"].declined: Invalid input: expected array, received string)`, and the others are kept, so a
 * damaged AI reasoning or cursor never drops the forced dice the line replays with (FORMATS.md §4).
 */
function readMeta(doc: Record<string, unknown>, warnings: string[]): Meta {
  const meta: Record<string, unknown> = {};
  const bad: string[] = [];
  const why: string[] = [];
  for (const [key, schema] of Object.entries(metaSchema.shape)) {
    if (doc[key] === undefined) continue;
    const r = schema.safeParse(doc[key]);
    if (r.success) meta[key] = r.data;
    else {
      bad.push(key);
      const [first] = problemsFromIssues(r.error.issues, [key]);
      if (first) why.push(`${first.path}: ${first.message}`);
    }
  }
  if (bad.length > 0)
    warnings.push(`the app metadata ${bad.join(', ')} was unreadable and was ignored (${why.join('; ')})`);
  return meta as Meta;
}

/** A file read and replayed: the tree, the scenario it starts from, and the file's metadata. */
export interface LoadedGame {
  kind: 'game' | 'scenario';
  scenario: ScenarioDocument;
  tree: GameTree;
  meta: GameMeta;
  /** Problems with optional metadata that were ignored (the game itself loaded), e.g. a broken branch. */
  warnings: string[];
}

/** Up to five problems of a file, one per line, e.g. `sides[0].models[2].profile.WS: expected an integer…`. */
export function problemText(problems: Problem[]): string {
  const shown = problems.slice(0, 5).map((p) => `${p.path}: ${p.message}`);
  if (problems.length > 5) shown.push(`… and ${problems.length - 5} more`);
  return shown.join('\n');
}

type ReadResult = { ok: true; value: LoadedGame } | { ok: false; error: ServiceError };

function fail(code: string, message: string, index?: number): { ok: false; error: ServiceError } {
  return { ok: false, error: index === undefined ? { code, message } : { code, message, index } };
}

/** Creates the game at the scenario's position; a scenario the engine refuses is an error. */
function startTree(
  scenario: ScenarioDocument,
): { ok: true; tree: GameTree } | { ok: false; error: ServiceError } {
  let created: ReturnType<typeof createGame>;
  try {
    created = createGame(scenario);
  } catch (err) {
    return fail(
      'ERR_INVALID_SCENARIO',
      `Scenario rejected: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  if (!created.ok) return { ok: false, error: created.error };
  return { ok: true, tree: newTree(created.value.state, created.value.events) };
}

/**
 * Replays `actions` (with `forced` dice by index) from the root; the first action that does not replay is
 * named by its index: `{ code: 'ERR_REPLAY', index: 7, message: 'Action 7 (shoot) does not replay: …' }`.
 */
export function replayLine(
  tree: GameTree,
  actions: readonly Action[],
  forced: Record<string, number[]> = {},
  decisions: Record<string, DecisionSummary> = {},
): { ok: true } | { ok: false; error: ServiceError } {
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const r = play(tree, a, forced[i] ?? [], decisions[i] ?? null);
    if (!r.ok) {
      return fail(
        'ERR_REPLAY',
        `Action ${i} (${a.type}) does not replay: ${r.error.code}: ${r.error.message}`,
        i,
      );
    }
  }
  return { ok: true };
}

/**
 * Rebuilds a whole stored tree in its creation order (so node ids, and a file written again, stay the same)
 * and selects its line. Returns null when a node does not replay (the caller falls back to the line alone).
 */
function replayStoredTree(tree: GameTree, stored: { nodes: StoredNode[]; line: number[] }): string | null {
  const ids: number[] = [];
  for (let k = 0; k < stored.nodes.length; k++) {
    const n = stored.nodes[k]!;
    if (n.parent >= k) return `branch node ${k}: its parent comes after it`;
    const parentId = n.parent < 0 ? 0 : ids[n.parent]!;
    selectNode(tree, parentId);
    const r = play(tree, n.action, n.dice ?? [], n.decision ?? null);
    if (!r.ok) return `branch node ${k} (${n.action.type}) does not replay: ${r.error.message}`;
    ids.push(r.value.id);
  }
  const path = stored.line.map((k) => ids[k]);
  const last = path[path.length - 1];
  selectNode(tree, last ?? 0);
  const line = tree.line.slice(1);
  if (line.length !== path.length || line.some((id, i) => id !== path[i]))
    return 'the stored line is not a path of the tree';
  return null;
}

/**
 * Reads a saved game or a scenario file (FORMATS.md §1, §4): validates it (every problem listed), refuses a
 * newer format, replays the actions with their forced dice and restores branches and the cursor. A puzzle file
 * (`skirmisher-puzzle/1`) opens its position, as the command line's `--scenario` does.
 */
export function readGameText(text: string): ReadResult {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return fail('ERR_BAD_FILE', problemText(parsed.problems));
  const newer = newerFormat(parsed.value);
  if (newer !== null) {
    return fail(
      'ERR_NEWER_FORMAT',
      `This file was written by a newer version of Skirmisher (${newer}); this version reads ${SAVED_GAME_FORMAT}. Nothing was loaded or overwritten.`,
    );
  }
  const checked = validateDocument(parsed.value);
  if (!checked.ok) return fail('ERR_BAD_FILE', problemText(checked.problems));
  if (checked.kind === 'warband')
    return fail('ERR_BAD_FILE', 'This is a warband file, not a game or scenario');
  if (checked.kind === 'scenario' || checked.kind === 'puzzle') {
    const scenario = checked.kind === 'puzzle' ? checked.puzzle.scenario : checked.scenario;
    const started = startTree(scenario);
    if (!started.ok) return started;
    return {
      ok: true,
      value: { kind: 'scenario', scenario, tree: started.tree, meta: {}, warnings: [] },
    };
  }
  const game = checked.game;
  const scenario = structuredClone(game.scenario) as ScenarioDocument;
  if (!scenario.seed && game.seed) scenario.seed = game.seed;
  const warnings: string[] = [];
  const meta = readMeta(parsed.value as Record<string, unknown>, warnings);
  const started = startTree(scenario);
  if (!started.ok) return started;
  let tree = started.tree;
  const actions = game.actions as unknown as Action[];
  let fromTree = false;
  if (meta.tree) {
    const stored = meta.tree as { nodes: StoredNode[]; line: number[] };
    const storedLine = stored.line.map((k) => stored.nodes[k]);
    const consistent =
      storedLine.length === actions.length &&
      storedLine.every(
        (n, i) =>
          n !== undefined &&
          JSON.stringify(n.action) === JSON.stringify(actions[i]) &&
          (n.dice ?? []).join() === (meta.forcedDice?.[i] ?? []).join(),
      );
    if (!consistent) warnings.push('the stored branches do not match the actions and were ignored');
    else {
      const problem = replayStoredTree(tree, stored);
      if (problem === null) fromTree = true;
      else {
        warnings.push(`the stored branches were ignored: ${problem}`);
        const again = startTree(scenario);
        if (!again.ok) return again;
        tree = again.tree;
      }
    }
  }
  if (!fromTree) {
    const replay = replayLine(tree, actions, meta.forcedDice, meta.decisions);
    if (!replay.ok) return replay;
  }
  tree.cursor = Math.min(meta.cursor ?? tree.line.length - 1, tree.line.length - 1);
  return {
    ok: true,
    value: {
      kind: 'game',
      scenario,
      tree,
      meta: {
        ...(game.players && { players: game.players as Record<string, string> }),
        ...(game.createdAt && { createdAt: game.createdAt }),
        ...(meta.mode && { mode: meta.mode }),
        ...(meta.rollForAi !== undefined && { rollForAi: meta.rollForAi }),
        ...(game.review && game.review.plies <= actions.length && { review: game.review as GameReview }),
      },
      warnings,
    },
  };
}

/** The state at the cursor of a loaded game (convenience for tests). */
export function stateAtCursor(game: LoadedGame): GameState {
  return game.tree.nodes[game.tree.line[game.tree.cursor]!]!.state;
}

/** Events of the root (the scenario's automatic start steps). */
export function startEvents(tree: GameTree): GameEvent[] {
  return tree.nodes[0]!.events;
}
