/**
 * The object the worker exposes with Comlink: it owns the game (engine state, actions played, AI players)
 * and answers coarse, plain-data calls. No DOM and no Comlink here, so it runs and is tested in Node as is.
 */
import {
  applyAction,
  chargePreview,
  createGame,
  legalActions,
  moveAllowance,
  pointsInPlay,
  shotPreview,
} from '../../engine';
import type { ScenarioDocument } from '../../engine/scenario-types';
import { parseJsonText, validateDocument, type Problem } from '../../formats/validate';
import type { Action, GameEvent, GameState } from '../../engine/types';
import { AiPlayer, type StopMode } from './ai-player';
import { builtinScenarios } from './builtins';
import {
  AI_LEVELS,
  BASELINE_BOTS,
  type AiLevel,
  type BaselineBot,
  type ChargePreview,
  type GameSnapshot,
  type MoveAllowance,
  type NewGameSetup,
  type PlayerSpec,
  type ProgressCallback,
  type SavedGame,
  type ScenarioSummary,
  type ServiceResult,
  type ShotPreview,
  type StepResult,
} from './service-types';

const SAVED_GAME_FORMAT = 'skirmisher-game/1';

function fail<T>(code: string, message: string): ServiceResult<T> {
  return { ok: false, error: { code, message } };
}

/** A copy that shares nothing with the caller's object (drops Vue proxies and stray prototypes). */
function plain<T>(value: T): T {
  return structuredClone(value);
}

interface Game {
  scenario: ScenarioDocument;
  players: [PlayerSpec, PlayerSpec];
  state: GameState;
  actions: Action[];
  ai: [AiPlayer | null, AiPlayer | null];
  /** When the game was first started, ISO 8601 (kept across undo and load). */
  createdAt: string;
}

/** Makes one AI player per AI side, seeded from the game seed and the side. */
function makePlayers(players: [PlayerSpec, PlayerSpec], seed: string): [AiPlayer | null, AiPlayer | null] {
  return [0, 1].map((side) => {
    const spec = players[side]!;
    return spec.kind === 'human' ? null : new AiPlayer(spec, side, `${seed}/side${side}`);
  }) as [AiPlayer | null, AiPlayer | null];
}

/** Human, AI or no one to act next. */
function toAct(game: Game): GameSnapshot['toAct'] {
  if (game.state.result) return 'none';
  return game.players[game.state.activeSide]?.kind === 'human' ? 'human' : 'ai';
}

function summarise(id: string, doc: ScenarioDocument): ScenarioSummary {
  return {
    id,
    name: doc.name ?? id,
    description: doc.description ?? '',
    table: { width: doc.table.width, depth: doc.table.depth },
    sides: doc.sides.map((s) => ({ id: s.id, name: s.name ?? s.id, models: s.models.length })),
    maxTurns: doc.maxTurns ?? null,
  };
}

function isPlayerSpec(value: unknown): value is PlayerSpec {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v['kind'] === 'human') return true;
  if (v['kind'] === 'ai') return (AI_LEVELS as readonly unknown[]).includes(v['level']);
  if (v['kind'] === 'bot') return (BASELINE_BOTS as readonly unknown[]).includes(v['bot']);
  return false;
}

/** A player as the saved-game `players` field writes it (a bot spec): `'human'`, `'mcts:level=hard'`, `'greedy'`. */
export function playerSpecText(spec: PlayerSpec): string {
  if (spec.kind === 'human') return 'human';
  if (spec.kind === 'ai') return `mcts:level=${spec.level}`;
  return spec.bot;
}

/** Reads a saved-game player text back; other `mcts…` specs become the normal level, anything else a human. */
export function parsePlayerSpec(text: string | undefined): PlayerSpec {
  const t = (text ?? '').trim().toLowerCase();
  if ((BASELINE_BOTS as readonly string[]).includes(t)) return { kind: 'bot', bot: t as BaselineBot };
  if (t.startsWith('mcts')) {
    const level = /level=(\w+)/.exec(t)?.[1];
    return {
      kind: 'ai',
      level: (AI_LEVELS as readonly string[]).includes(level ?? '') ? (level as AiLevel) : 'normal',
    };
  }
  return { kind: 'human' };
}

/** Up to five problems of a file, one per line, e.g. `sides[0].models[2].profile.WS: expected an integer…`. */
function problemText(problems: Problem[]): string {
  const shown = problems.slice(0, 5).map((p) => `${p.path}: ${p.message}`);
  if (problems.length > 5) shown.push(`… and ${problems.length - 5} more`);
  return shown.join('\n');
}

/**
 * The game host of the worker. Each method is one coarse job; arguments and results are plain data.
 * Methods never throw for bad input or illegal actions: they answer `{ ok: false, error: { code, message } }`.
 */
export class GameService {
  private game: Game | null = null;
  /** Bumped on every new game or load so a search of an older game cannot apply its answer. */
  private generation = 0;
  private stopRequest: StopMode | null = null;
  private thinking = false;

  /** The built-in scenarios, in display order. */
  scenarios(): ScenarioSummary[] {
    return builtinScenarios().map((b) => summarise(b.id, b.doc));
  }

  /** A built-in scenario document by id, e.g. `scenario('duel')`. */
  scenario(id: string): ServiceResult<ScenarioDocument> {
    const found = builtinScenarios().find((b) => b.id === id);
    return found
      ? { ok: true, value: plain(found.doc) }
      : fail('ERR_UNKNOWN_SCENARIO', `No built-in scenario "${id}"`);
  }

  /** Starts a game: the scenario's automatic start steps run and their events are returned. */
  newGame(setup: NewGameSetup): ServiceResult<StepResult> {
    let doc: ScenarioDocument;
    if (typeof setup.scenario === 'string') {
      const found = this.scenario(setup.scenario);
      if (!found.ok) return found;
      doc = found.value;
    } else {
      doc = plain(setup.scenario);
    }
    if (!Array.isArray(setup.players) || setup.players.length !== 2 || !setup.players.every(isPlayerSpec)) {
      return fail('ERR_BAD_SETUP', 'players must be two player specs');
    }
    const seed = typeof setup.seed === 'string' ? setup.seed.trim() : '';
    if (seed) doc.seed = seed;
    return this.start(doc, plain(setup.players), []);
  }

  /** The current game, or null before the first game. */
  current(): GameSnapshot | null {
    return this.game ? this.snapshot(this.game) : null;
  }

  /** Applies a human's action; illegal actions answer the engine's error code and change nothing. */
  act(action: Action): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (this.thinking) return fail('ERR_BUSY', 'The AI is thinking');
    if (game.state.result) return fail('ERR_GAME_OVER', 'The game is over');
    if (game.players[game.state.activeSide]?.kind !== 'human') {
      return fail('ERR_NOT_YOUR_TURN', 'It is the AI’s turn');
    }
    return this.apply(game, plain(action), null);
  }

  /**
   * The AI of the side to act decides one action and applies it. Progress is reported through `onProgress`
   * (a `Comlink.proxy` in the worker). Answers `ERR_ABORTED` when stopped with `stop('abort')` or when a
   * new game replaced this one meanwhile.
   */
  async think(onProgress?: ProgressCallback): Promise<ServiceResult<StepResult>> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (game.state.result) return fail('ERR_GAME_OVER', 'The game is over');
    const player = game.ai[game.state.activeSide];
    if (!player) return fail('ERR_NOT_AI_TURN', 'The side to act is played by a human');
    if (this.thinking) return fail('ERR_BUSY', 'The AI is already thinking');
    const generation = this.generation;
    this.thinking = true;
    this.stopRequest = null;
    try {
      const legal = legalActions(game.state);
      // A lone "end phase" needs no search: play it at once.
      if (legal.length === 1 && legal[0]!.type === 'endPhase') {
        return this.apply(game, { type: 'endPhase' }, null);
      }
      const decision = await player.decide(game.state, {
        onProgress: onProgress ? (p) => void onProgress(p) : undefined,
        stopRequest: () => (this.generation !== generation ? 'abort' : this.stopRequest),
      });
      if (!decision || this.generation !== generation) return fail('ERR_ABORTED', 'The AI was stopped');
      return this.apply(game, decision.action, decision.summary);
    } catch (err) {
      return fail('ERR_AI_FAILED', `The AI failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.thinking = false;
      this.stopRequest = null;
    }
  }

  /** Stops a running `think`: `'answer'` plays the best action found so far, `'abort'` plays nothing. */
  stop(mode: StopMode): void {
    if (this.thinking) this.stopRequest = mode;
  }

  /** To Hit / To Wound / saves a shot would need, before committing (RULES.md §6). */
  shotPreview(shooter: string, target: string, weapon?: string): ServiceResult<ShotPreview> {
    if (!this.game) return fail('ERR_NO_GAME', 'No game in progress');
    return shotPreview(this.game.state, shooter, target, weapon);
  }

  /** Distance, reach, interception and path of a charge, before committing (RULES.md §4.1). */
  chargePreview(model: string, target: string): ServiceResult<ChargePreview> {
    if (!this.game) return fail('ERR_NO_GAME', 'No game in progress');
    return chargePreview(this.game.state, model, target);
  }

  /**
   * Previews of every charge the model may declare now, by target id: who is in reach, who would intercept.
   * Empty when it may not charge.
   */
  chargeOptions(model: string): Record<string, ChargePreview> {
    const out: Record<string, ChargePreview> = {};
    const state = this.game?.state;
    if (!state || state.result) return out;
    for (const a of legalActions(state)) {
      if (a.type !== 'charge' || a.model !== model) continue;
      const p = chargePreview(state, model, a.target);
      if (p.ok) out[a.target] = p.value;
    }
    return out;
  }

  /** How far a model may move, run, and whether it may charge or shoot now; null if it cannot act. */
  allowance(model: string): MoveAllowance | null {
    if (!this.game) return null;
    return moveAllowance(this.game.state, model);
  }

  /** Takes back the last action (replaying the game from its scenario). */
  undo(): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (this.thinking) return fail('ERR_BUSY', 'The AI is thinking');
    if (game.actions.length === 0) return fail('ERR_NOTHING_TO_UNDO', 'No action to take back');
    return this.start(game.scenario, game.players, game.actions.slice(0, -1), game.createdAt);
  }

  /** The game as a `skirmisher-game/1` JSON text (FORMATS.md §4). */
  exportGame(): ServiceResult<string> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    const sides = game.state.static.sides;
    const saved: SavedGame = {
      format: SAVED_GAME_FORMAT,
      scenario: game.scenario,
      actions: game.actions,
      seed: game.scenario.seed ?? game.state.seed,
      players: {
        [sides[0].id]: playerSpecText(game.players[0]),
        [sides[1].id]: playerSpecText(game.players[1]),
      },
      createdAt: game.createdAt,
      savedAt: new Date().toISOString(),
      app: 'skirmisher',
    };
    return { ok: true, value: JSON.stringify(saved, null, 2) };
  }

  /**
   * Loads a saved game (replaying its actions, FORMATS.md §4) or a scenario file (a new game from that
   * position). `players` overrides the file's; a file that does not replay names its first bad action.
   */
  loadGame(text: string, players?: [PlayerSpec, PlayerSpec]): ServiceResult<StepResult> {
    if (this.thinking) return fail('ERR_BUSY', 'The AI is thinking');
    const parsed = parseJsonText(text);
    if (!parsed.ok) return fail('ERR_BAD_FILE', problemText(parsed.problems));
    const checked = validateDocument(parsed.value);
    if (!checked.ok) return fail('ERR_BAD_FILE', problemText(checked.problems));
    if (checked.kind === 'warband')
      return fail('ERR_BAD_FILE', 'This is a warband file, not a game or scenario');
    const humans: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];
    if (checked.kind === 'scenario') return this.start(checked.scenario, players ?? humans, []);
    const game = checked.game;
    const scenario = plain(game.scenario as ScenarioDocument);
    if (!scenario.seed && game.seed) scenario.seed = game.seed;
    const named = game.players as Record<string, string> | undefined;
    const fromFile: [PlayerSpec, PlayerSpec] | undefined = named
      ? [parsePlayerSpec(named[scenario.sides[0].id]), parsePlayerSpec(named[scenario.sides[1].id])]
      : undefined;
    return this.start(scenario, players ?? fromFile ?? humans, game.actions as unknown as Action[]);
  }

  /** Creates the game from `doc` and replays `actions`; the events of the last step are returned. */
  private start(
    doc: ScenarioDocument,
    players: [PlayerSpec, PlayerSpec],
    actions: Action[],
    createdAt = new Date().toISOString(),
  ): ServiceResult<StepResult> {
    let created: ReturnType<typeof createGame>;
    try {
      created = createGame(doc);
    } catch (err) {
      return fail(
        'ERR_INVALID_SCENARIO',
        `Scenario rejected: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (!created.ok) return created;
    let state = created.value.state;
    let events: GameEvent[] = created.value.events;
    for (let i = 0; i < actions.length; i++) {
      const step = applyAction(state, actions[i]!);
      if (!step.ok) {
        return fail(
          step.error.code,
          `Action ${i} (${actions[i]!.type}) does not replay: ${step.error.message}`,
        );
      }
      state = step.value.state;
      events = step.value.events;
    }
    this.generation++;
    this.stopRequest = null;
    const game: Game = {
      scenario: doc,
      players,
      state,
      actions: actions.slice(),
      ai: makePlayers(players, doc.seed ?? 'skirmisher'),
      createdAt,
    };
    this.game = game;
    return { ok: true, value: { snapshot: this.snapshot(game), events, action: null, decision: null } };
  }

  private apply(game: Game, action: Action, decision: StepResult['decision']): ServiceResult<StepResult> {
    const step = applyAction(game.state, action);
    if (!step.ok) {
      const who = decision ? `${decision.by}: ` : '';
      return fail(step.error.code, `${who}${step.error.message}`);
    }
    game.state = step.value.state;
    game.actions.push(action);
    return {
      ok: true,
      value: { snapshot: this.snapshot(game), events: step.value.events, action, decision },
    };
  }

  private snapshot(game: Game): GameSnapshot {
    return {
      state: game.state,
      legal: game.state.result ? [] : legalActions(game.state),
      points: pointsInPlay(game.state),
      players: game.players,
      ply: game.actions.length,
      toAct: toAct(game),
      scenarioName: game.scenario.name ?? 'Scenario',
    };
  }
}
