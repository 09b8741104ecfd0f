/**
 * The object the worker exposes with Comlink: it owns the game (a tree of actions from the scenario, the
 * cursor on it, the AI players) and answers coarse, plain-data calls. No DOM and no Comlink here, so it runs
 * and is tested in Node as is.
 */
import {
  cannotShootReason,
  chargePreview,
  createGame,
  legalActions,
  modelIndex,
  moveAllowance,
  plannedAttacks,
  pointsInPlay,
  shotPreview,
  toHitBreakdown,
  validateAction,
} from '../engine';
import type { ScenarioDocument } from '../engine/scenario-types';
import type { Action } from '../engine/types';
import { describeSavedDoc, type SavedGameInfo } from '../formats/autosave-ring';
import { validateScenario } from '../formats/validate';
import { AiPlayer, type StopMode } from './ai-player';
import { isPlayerSpec, makePlayers, playerSpecText, parsePlayerSpec } from './player-spec';
import { lineEntries, logToCursor, plyLog } from './game-log';
import { currentNode, goTo, newTree, play, selectNode, type GameTree, type TreeNode } from './game-tree';
import type { Odds } from './odds';
import { readGameText, writeSavedGame } from './save-format';
import { helpers, helperTotal } from './helper-pool';
import { planEtaMs, planReview } from '../ai';
import { runReview } from './review-runner';
import { keepReview, lineGame, reviewOfLine, reviewOptions, type KeptReview } from './review-request';
import { squadView } from './squad-view';
import { assaultPreview, unitOddsIn, type AssaultPreview, type UnitOutcomes } from './unit-odds';
import { nextUnitShot, unitFireOdds, unitFirePlan, type UnitFireOdds, type UnitFirePlan } from './unit-fire';
import {
  AI_LEVELS,
  GAME_MODES,
  type AiLevel,
  type ChargePreview,
  type DecisionSummary,
  type GameMode,
  type GameSnapshot,
  type MoveAllowance,
  type NewGameSetup,
  type PendingDecision,
  type PlacedDecision,
  type GameReview,
  type PlannedAttack,
  type PlayerSpec,
  type ProgressCallback,
  type ReviewEstimate,
  type ReviewProgressCallback,
  type ReviewRequest,
  type ServiceError,
  type ServiceResult,
  type ShotPreview,
  type StepResult,
} from './service-types';
import { probeDice, type DiceProbe } from './table-top';
import { sightLine, type SightEnd, type SightLine } from './sight-line';
import { sightView, type SightView } from './sight-view';
import { ScenarioCatalogue } from './scenario-catalogue';
import { scenarioDeployment } from './scenario-deployment';
import {
  deploymentRefusal,
  fail,
  isDice,
  oddsIn,
  plain,
  recentDecision,
  toScenarioDoc,
  withOptions,
} from './service-helpers';

interface Game {
  scenario: ScenarioDocument;
  players: [PlayerSpec, PlayerSpec];
  tree: GameTree;
  ai: [AiPlayer | null, AiPlayer | null];
  /** When the game was first started, ISO 8601 (kept across undo and load). */
  createdAt: string;
  mode: GameMode;
  rollForAi: boolean;
  /** What-if dice waiting for the next action (RULES.md §13), D6 faces. */
  pendingDice: number[];
  /** The last review (made here or loaded with the file) and the line it reviewed. */
  review: KeptReview | null;
}

/**
 * The game host of the worker. Each method is one coarse job; arguments and results are plain data.
 * Methods never throw for bad input or illegal actions: they answer `{ ok: false, error: { code, message } }`.
 */
export class GameService extends ScenarioCatalogue {
  private game: Game | null = null;
  /** Bumped on every new game, load and move along the timeline so a search of an older position is dropped. */
  private generation = 0;
  private stopRequest: StopMode | null = null;
  private thinking = false;
  /** A hint's search is running; `hintStop` asks it to stop. */
  private hinting = false;
  private hintStop: StopMode | null = null;
  /** A review runs; `stopReview` asks it to stop. */
  private reviewing = false;
  private reviewStop = false;

  /** Answers at once: the page's watchdog uses it to tell a hung or dead worker from a busy one. */
  ping(): number {
    return this.generation;
  }

  /** Starts a game: the scenario's automatic start steps run and their events are returned. */
  newGame(setup: NewGameSetup): ServiceResult<StepResult> {
    let doc: ScenarioDocument;
    if (typeof setup.scenario === 'string') {
      const found = this.scenario(setup.scenario);
      if (!found.ok) return found;
      doc = found.value;
    } else {
      const v = validateScenario(plain(setup.scenario));
      if (!v.ok) return fail('ERR_BAD_SCENARIO', v.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
      doc = v.scenario;
    }
    if (!Array.isArray(setup.players) || setup.players.length !== 2 || !setup.players.every(isPlayerSpec)) {
      return fail('ERR_BAD_SETUP', 'players must be two player specs');
    }
    const mode = setup.mode ?? 'practice';
    if (!(GAME_MODES as readonly string[]).includes(mode))
      return fail('ERR_BAD_SETUP', `unknown mode ${mode}`);
    if (setup.options !== undefined) {
      const o: unknown = setup.options;
      if (typeof o !== 'object' || o === null || Array.isArray(o))
        return fail('ERR_BAD_OPTIONS', 'options must be an object of ruleset options');
      const v = validateScenario(withOptions(doc, setup.options));
      if (!v.ok) return fail('ERR_BAD_OPTIONS', v.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
      doc = v.scenario;
    }
    const seed = typeof setup.seed === 'string' ? setup.seed.trim() : '';
    if (seed) doc.seed = seed;
    if (setup.deploy === true) {
      const why = deploymentRefusal(doc);
      if (why !== null) return fail('ERR_BAD_SETUP', why);
      doc.turn = 0;
    }
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
    return this.install({
      scenario: doc,
      players: plain(setup.players),
      tree: newTree(created.value.state, created.value.events),
      createdAt: new Date().toISOString(),
      mode,
      rollForAi: setup.rollForAi ?? true,
      review: null,
    });
  }

  /** The current game, or null before the first game. */
  current(): GameSnapshot | null {
    return this.game ? this.snapshot(this.game) : null;
  }

  /** The whole position shown: snapshot, full log and line (after a load, a restart of the worker…). */
  view(): ServiceResult<StepResult> {
    if (!this.game) return fail('ERR_NO_GAME', 'No game in progress');
    return { ok: true, value: this.result(this.game, 0, 'reset') };
  }

  /**
   * Applies a human's action at the position shown (with any what-if dice queued). Looking back, it starts a
   * branch (or follows the existing one for the same action). Illegal actions answer the engine's error code.
   */
  act(action: Action): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (this.thinking) return fail('ERR_BUSY', 'The AI is thinking');
    const state = currentNode(game.tree).state;
    if (state.result) return fail('ERR_GAME_OVER', 'The game is over');
    if (game.players[state.activeSide]?.kind !== 'human') {
      return fail('ERR_NOT_YOUR_TURN', 'It is the AI’s turn');
    }
    return this.apply(game, plain(action), game.pendingDice, null);
  }

  /**
   * Table-top mode: applies `action` with exactly the dice rolled at the table (`dice`, through the
   * forced-dice queue) for whichever side is to act; an AI's `decision` is kept with it.
   */
  commit(action: Action, dice: number[], decision: DecisionSummary | null): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (this.thinking) return fail('ERR_BUSY', 'The AI is thinking');
    if (!isDice(dice)) return fail('ERR_BAD_DICE', 'dice must be D6 faces 1–6');
    return this.apply(game, plain(action), [...game.pendingDice, ...dice], decision ? plain(decision) : null);
  }

  /**
   * Table-top mode: the next die `action` needs given the `dice` rolled so far, e.g. `{ complete: false,
   * test: 'toHit', need: 4, side: 0, … }`, or `{ complete: true }` when it can be applied.
   */
  probe(action: Action, dice: number[]): DiceProbe {
    const game = this.game;
    if (!game) return { complete: false, error: 'ERR_NO_GAME: No game in progress' };
    if (!isDice(dice)) return { complete: false, error: 'ERR_BAD_DICE: dice must be D6 faces 1–6' };
    const state = currentNode(game.tree).state;
    const queued =
      game.pendingDice.length > 0 ? { ...state, dice: [...state.dice, ...game.pendingDice] } : state;
    return probeDice(queued, plain(action), dice);
  }

  /**
   * The AI of the side to act decides one action and applies it. Progress is reported through `onProgress`
   * (a `Comlink.proxy` in the worker). Answers `ERR_ABORTED` when stopped with `stop('abort')` or when a
   * new game or a move along the timeline replaced the position meanwhile.
   */
  async think(onProgress?: ProgressCallback): Promise<ServiceResult<StepResult>> {
    const decided = await this.decide(onProgress);
    if (!decided.ok) return decided;
    const game = this.game!;
    return this.apply(game, decided.value.action, game.pendingDice, decided.value.decision);
  }

  /** The AI of the side to act decides one action without applying it (table-top mode rolls its dice first). */
  async decide(onProgress?: ProgressCallback): Promise<ServiceResult<PendingDecision>> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    const state = currentNode(game.tree).state;
    if (state.result) return fail('ERR_GAME_OVER', 'The game is over');
    const player = game.ai[state.activeSide];
    if (!player) return fail('ERR_NOT_AI_TURN', 'The side to act is played by a human');
    if (this.thinking) return fail('ERR_BUSY', 'The AI is already thinking');
    if (this.reviewing) return fail('ERR_BUSY', 'A review is running');
    const generation = this.generation;
    this.thinking = true;
    this.stopRequest = null;
    try {
      const legal = legalActions(state);
      // A lone "end phase" needs no search: play it at once.
      if (legal.length === 1 && legal[0]!.type === 'endPhase') {
        return { ok: true, value: { action: { type: 'endPhase' }, decision: null } };
      }
      const decision = await player.decide(state, {
        onProgress: onProgress ? (p) => void onProgress(p) : undefined,
        stopRequest: () => (this.generation !== generation ? 'abort' : this.stopRequest),
      });
      if (!decision || this.generation !== generation) return fail('ERR_ABORTED', 'The AI was stopped');
      return { ok: true, value: { action: decision.action, decision: decision.summary } };
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

  /**
   * A hint: what the AI at `level` would do for the side to act (a human's) at the position shown, without
   * playing it. The search runs here in the worker in slices, reporting through `onProgress`. Answers
   * `ERR_ABORTED` when stopped with `stopHint('abort')` or when the position changed meanwhile, and
   * `ERR_NOT_YOUR_TURN` when an AI is to act.
   */
  async hint(level: AiLevel, onProgress?: ProgressCallback): Promise<ServiceResult<PendingDecision>> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (!(AI_LEVELS as readonly unknown[]).includes(level))
      return fail('ERR_BAD_SETUP', `unknown level ${level}`);
    const node = currentNode(game.tree);
    const state = node.state;
    if (state.result) return fail('ERR_GAME_OVER', 'The game is over');
    if (game.players[state.activeSide]?.kind !== 'human')
      return fail('ERR_NOT_YOUR_TURN', 'Hints are for the side a human plays');
    if (this.thinking || this.hinting) return fail('ERR_BUSY', 'The AI is already thinking');
    if (this.reviewing) return fail('ERR_BUSY', 'A review is running');
    this.hinting = true;
    this.hintStop = null;
    const moved = (): boolean => this.game !== game || currentNode(game.tree) !== node;
    try {
      const legal = legalActions(state);
      if (legal.length === 1 && legal[0]!.type === 'endPhase') {
        return { ok: true, value: { action: { type: 'endPhase' }, decision: null } };
      }
      const seed = `${game.scenario.seed ?? 'skirmisher'}/hint/${game.tree.cursor}`;
      const player = new AiPlayer({ kind: 'ai', level }, state.activeSide, seed);
      const decision = await player.decide(state, {
        onProgress: onProgress ? (p) => void onProgress(p) : undefined,
        stopRequest: () => (moved() ? 'abort' : this.hintStop),
      });
      if (!decision || moved()) return fail('ERR_ABORTED', 'The hint was stopped');
      return {
        ok: true,
        value: { action: decision.action, decision: { ...decision.summary, by: `Hint (${level})` } },
      };
    } catch (err) {
      return fail('ERR_AI_FAILED', `The hint failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.hinting = false;
      this.hintStop = null;
    }
  }

  /** Stops a running `hint`: `'answer'` gives the best found so far, `'abort'` nothing. */
  stopHint(mode: StopMode): void {
    if (this.hinting) this.hintStop = mode;
  }

  /**
   * Reviews the line being viewed (issue 23, ai/review.ts): every decision re-weighed by the reviewing search
   * (`request`, e.g. `{ budget: 6000, order: 'fromEnd', side: 0 }`; `{ resume: true }` goes on with a stopped
   * review), spread over the helper workers, with progress through `onProgress` (a `Comlink.proxy`, as it starts
   * and after each decision: decisions done of those to search, the time left). Stopped with `stopReview`, it
   * answers what it reviewed (`complete: false`). The review is kept with the game (`currentReview`, the saved
   * file). `ERR_BUSY` while the AI thinks; `ERR_BAD_REVIEW` names a bad request field (or `resume` with no
   * stopped review of the line shown); `ERR_ABORTED` when another game replaced this one meanwhile.
   */
  async review(
    request: ReviewRequest = {},
    onProgress?: ReviewProgressCallback,
  ): Promise<ServiceResult<GameReview>> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (this.thinking || this.hinting || this.reviewing)
      return fail('ERR_BUSY', 'The AI is already thinking');
    const options = reviewOptions(
      plain(request ?? {}),
      game.scenario.seed ?? 'skirmisher',
      this.currentReview(),
    );
    if (!options.ok) return options;
    this.reviewing = true;
    this.reviewStop = false;
    const line = [...game.tree.line];
    try {
      const review = await runReview(
        lineGame(game.tree, options.value.resume?.plies),
        options.value,
        helpers(),
        {
          onProgress: onProgress ? (p) => void onProgress(p) : undefined,
          stopped: () => this.reviewStop || this.game !== game,
        },
      );
      if (this.game !== game) return fail('ERR_ABORTED', 'The review was stopped: another game was loaded');
      // Stopped before its first decision: nothing to keep (the review shown, if any, stays).
      if (review.decisions.length > 0) game.review = keepReview(line, review);
      return { ok: true, value: review };
    } catch (err) {
      return fail(
        'ERR_REVIEW_FAILED',
        `The review failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    } finally {
      this.reviewing = false;
      this.reviewStop = false;
    }
  }

  /**
   * What `review(request)` would do, before it starts (issue 23): the decisions it would search and keep, and
   * its modelled wall time with the helpers a review uses (`planEtaMs`), e.g. `{ decisions: 130, kept: 0, total:
   * 130, budget: 1500, searches: 2, etaMs: 262000 }`. Replays the line, starts no helper. Errors as `review`'s.
   */
  reviewEstimate(request: ReviewRequest = {}): ServiceResult<ReviewEstimate> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    const options = reviewOptions(
      plain(request ?? {}),
      game.scenario.seed ?? 'skirmisher',
      this.currentReview(),
    );
    if (!options.ok) return options;
    try {
      const plan = planReview(lineGame(game.tree, options.value.resume?.plies), options.value);
      const searches = 1 + helperTotal();
      return {
        ok: true,
        value: {
          decisions: plan.queue.length,
          kept: plan.kept.length,
          total: plan.replayed.points.length,
          budget: plan.budget,
          searches,
          etaMs: planEtaMs(plan, searches),
        },
      };
    } catch (err) {
      return fail(
        'ERR_REVIEW_FAILED',
        `The review failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  /** Stops a running `review`; it answers the decisions reviewed so far. */
  stopReview(): void {
    if (this.reviewing) this.reviewStop = true;
  }

  /**
   * A rematch (issue 23): the game's scenario again from its start, with its ruleset options, seed and mode,
   * each side played as before or, `swapped`, by the other side's player (the person plays the other army).
   * Swapping changes the seats, never the scenario: its sides keep their models, deployment and the turn order
   * it sets, so side 0 still moves first when it did. `ERR_NO_GAME`; `ERR_BUSY` while the AI thinks or a
   * review runs.
   */
  rematch(swapped: boolean): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (this.thinking || this.hinting || this.reviewing) return fail('ERR_BUSY', 'The AI is thinking');
    const [a, b] = game.players;
    return this.newGame({
      scenario: game.scenario,
      players: swapped === true ? [b, a] : [a, b],
      seed: game.scenario.seed ?? '',
      mode: game.mode,
      rollForAi: game.rollForAi,
    });
  }

  /** The game's last review (made by `review` or loaded with the file) while the line shown is the one it reviewed, else null. */
  currentReview(): GameReview | null {
    return this.game ? reviewOfLine(this.game.tree, this.game.review) : null;
  }

  /**
   * The latest AI decision about `model` on the line, at or before the position shown (the heat map of a
   * selected model), e.g. `{ ply: 14, decision: { model: 'b2', spots: [...] } }`; null when there is none.
   */
  decisionFor(model: string): PlacedDecision | null {
    const tree = this.game?.tree;
    if (!tree || typeof model !== 'string') return null;
    for (let ply = tree.cursor; ply > 0; ply--) {
      const d = tree.nodes[tree.line[ply]!]!.decision;
      if (d?.model === model && (d.spots?.length ?? 0) > 0) return { ply, decision: d };
    }
    return null;
  }

  /**
   * The AI decision whose action is ply `ply` of the line shown (the AI panel's list of a turn's decisions),
   * e.g. `decisionAt(14)` → `{ ply: 14, decision: { by: 'AI (easy)', iterations: 800, … } }`; null when that
   * ply was no AI decision (a person's action, the AI's lone phase end) or is off the line.
   */
  decisionAt(ply: number): PlacedDecision | null {
    const tree = this.game?.tree;
    if (!tree || !Number.isInteger(ply) || ply < 1 || ply >= tree.line.length) return null;
    const d = tree.nodes[tree.line[ply]!]!.decision;
    return d ? { ply, decision: d } : null;
  }

  /** To Hit / To Wound / saves a shot would need, before committing (RULES.md §6). */
  shotPreview(shooter: string, target: string, weapon?: string): ServiceResult<ShotPreview> {
    if (!this.game) return fail('ERR_NO_GAME', 'No game in progress');
    const state = currentNode(this.game.tree).state;
    const r = shotPreview(state, shooter, target, weapon);
    if (!r.ok) return r;
    return {
      ok: true,
      value: { ...r.value, breakdown: toHitBreakdown(state, shooter, target, r.value.weapon) },
    };
  }

  /**
   * The sight view of `model` at the position shown (RULES.md §5, §6.2; `sight-view.ts`): every enemy, whether
   * it sees it, the cover each has and the piece giving it, and which it may shoot; per unit in squad play.
   */
  sightView(model: string): ServiceResult<SightView> {
    if (!this.game) return fail('ERR_NO_GAME', 'No game in progress');
    const v = sightView(currentNode(this.game.tree).state, String(model));
    return v ? { ok: true, value: v } : fail('ERR_UNKNOWN_MODEL', `No model in play "${String(model)}"`);
  }

  /**
   * The ruler's sight and cover between two ends (models or table points) at the position shown (RULES.md §5;
   * `sight-line.ts` says how a table point is seen), e.g. `sightLine({ model: 'r1' }, { at: [30, 20] })`.
   */
  sightLine(a: SightEnd, b: SightEnd): ServiceResult<SightLine> {
    if (!this.game) return fail('ERR_NO_GAME', 'No game in progress');
    const v = sightLine(currentNode(this.game.tree).state, plain(a), plain(b));
    return v ? { ok: true, value: v } : fail('ERR_BAD_ACTION', 'A ruler end is no model and no table point');
  }

  /**
   * Why `action` would be refused at the position shown, as the engine says it (e.g. `{ code:
   * 'ERR_CANNOT_CHARGE', message: 'r1 has already moved this turn' }`), or null when it is legal. Nothing is
   * played: the board's refused clicks are explained with it (RULES.md §4, §6).
   */
  refusal(action: Action): ServiceError | null {
    if (!this.game) return { code: 'ERR_NO_GAME', message: 'No game in progress' };
    return validateAction(currentNode(this.game.tree).state, plain(action));
  }

  /** Distance, reach, interception and path of a charge, before committing (RULES.md §4.1). */
  chargePreview(model: string, target: string): ServiceResult<ChargePreview> {
    if (!this.game) return fail('ERR_NO_GAME', 'No game in progress');
    return chargePreview(currentNode(this.game.tree).state, model, target);
  }

  /**
   * The probability of each outcome of `action` at the position shown (with any what-if dice queued):
   * exact by enumerating the dice, or by simulation when there are too many sequences. See `odds.ts`.
   */
  odds(action: Action): ServiceResult<Odds> {
    if (!this.game) return fail('ERR_NO_GAME', 'No game in progress');
    const state = currentNode(this.game.tree).state;
    const pending = this.game.pendingDice;
    const start = pending.length > 0 ? { ...state, dice: [...state.dice, ...pending] } : state;
    return oddsIn(start, action);
  }

  /**
   * The odds of `action` in the position after `ply` actions of the line (where an AI decided it, or the
   * position shown for a hint), without what-if dice: the key outcomes of an explained decision.
   */
  oddsAt(ply: number, action: Action): ServiceResult<Odds> {
    const tree = this.game?.tree;
    if (!tree) return fail('ERR_NO_GAME', 'No game in progress');
    const id = Number.isInteger(ply) ? tree.line[ply] : undefined;
    if (id === undefined) return fail('ERR_BAD_PLY', `No position ${ply} on the line`);
    return oddsIn(tree.nodes[id]!.state, action);
  }

  /**
   * Squad play: the unit outcomes of a charge or a shot at the position shown (charge reaches, combat won,
   * enemy falls back or is destroyed, RULES.md §7.9, §10), by simulation; null outside squad play.
   */
  unitOdds(action: Action): ServiceResult<UnitOutcomes | null> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    const seed = `${game.scenario.seed ?? 'skirmisher'}/units/${game.tree.cursor}`;
    return { ok: true, value: unitOddsIn(currentNode(game.tree).state, plain(action), seed) };
  }

  /** `unitOdds` in the position after `ply` actions of the line (an explained AI decision's key outcomes). */
  unitOddsAt(ply: number, action: Action): ServiceResult<UnitOutcomes | null> {
    const game = this.game;
    const id = game && Number.isInteger(ply) ? game.tree.line[ply] : undefined;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (id === undefined) return fail('ERR_BAD_PLY', `No position ${ply} on the line`);
    const seed = `${game.scenario.seed ?? 'skirmisher'}/units/${ply}`;
    return { ok: true, value: unitOddsIn(game.tree.nodes[id]!.state, plain(action), seed) };
  }

  /**
   * Squad play, "fire the unit": who of the unit of `model` would fire at the unit of the enemy `target` and at
   * whom, and who may not and why (RULES.md §6.2, §10.2; `unit-fire.ts`), at the position shown.
   */
  unitFire(model: string, target: string): ServiceResult<UnitFirePlan> {
    if (!this.game) return fail('ERR_NO_GAME', 'No game in progress');
    return unitFirePlan(currentNode(this.game.tree).state, model, target);
  }

  /**
   * The combined odds of `unitFire`'s fire (hits, unsaved wounds, casualties, the 25% Morale test forced, §10.2)
   * by simulation of every shot through the engine, with any what-if dice queued used first.
   */
  unitFireOdds(model: string, target: string): ServiceResult<UnitFireOdds> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    const state = currentNode(game.tree).state;
    const pending = game.pendingDice;
    const start = pending.length > 0 ? { ...state, dice: [...state.dice, ...pending] } : state;
    const seed = `${game.scenario.seed ?? 'skirmisher'}/unit-fire/${game.tree.cursor}`;
    const odds = unitFireOdds(start, model, target, seed);
    if (odds) return { ok: true, value: odds };
    const plan = unitFirePlan(state, model, target);
    return plan.ok ? fail('ERR_BAD_ACTION', 'no unit fire') : plan;
  }

  /**
   * A person fires the unit of `model` at the unit of `target` with one command: each model that may, in unit
   * order, plays its own `shoot` action (FORMATS.md §2) at its closest legal model of that unit as the position
   * then stands, each a step of the timeline (the first with any what-if dice). Answers the position after the
   * last shot with the dice log of all of them; `ERR_NO_SHOT` when no model may fire at that unit.
   */
  fireUnit(model: string, target: string): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (this.thinking) return fail('ERR_BUSY', 'The AI is thinking');
    const plan = unitFirePlan(currentNode(game.tree).state, model, target);
    if (!plan.ok) return plan;
    if (game.players[currentNode(game.tree).state.activeSide]?.kind !== 'human')
      return fail('ERR_NOT_YOUR_TURN', 'It is the AI’s turn');
    if (game.mode === 'tabletop')
      return fail(
        'ERR_TABLETOP',
        'In table-top mode a unit fires one shot at a time, with the dice rolled at the table (unitShot)',
      );
    const from = game.tree.cursor;
    const done = new Set<string>();
    for (;;) {
      const shot = this.unitShot(model, target, [...done]);
      if (!shot) break;
      done.add(shot.model);
      const r = this.apply(game, shot, game.pendingDice, null);
      if (!r.ok && done.size === 1) return r;
      if (!r.ok) break;
    }
    if (done.size === 0)
      return fail('ERR_NO_SHOT', `No model of ${plan.value.unit} may fire at ${plan.value.targetUnit}`);
    const step = this.result(game, from + 1, 'none');
    for (let ply = from + 1; ply <= game.tree.cursor; ply++) step.log.push(...plyLog(game.tree, ply));
    return { ok: true, value: step };
  }

  /**
   * "Deploy as the scenario says" (engine/deployment.ts): the human side to act, in deployment, puts its models
   * back where the scenario stands them (one `deploy` action each, steps of the timeline) and ends its
   * deployment. Answers the position after it with the log of all of them; `ERR_WRONG_PHASE` outside deployment.
   */
  deployAsScenario(): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (this.thinking) return fail('ERR_BUSY', 'The AI is thinking');
    const state = currentNode(game.tree).state;
    if (state.turn !== 0) return fail('ERR_WRONG_PHASE', 'The sides have deployed: the game has started');
    if (game.players[state.activeSide]?.kind !== 'human')
      return fail('ERR_NOT_YOUR_TURN', 'It is the AI’s turn');
    const from = game.tree.cursor;
    for (const action of scenarioDeployment(state, game.scenario)) {
      const r = this.apply(game, action, [], null);
      if (!r.ok) return r;
    }
    const step = this.result(game, from + 1, 'none');
    for (let ply = from + 1; ply <= game.tree.cursor; ply++) step.log.push(...plyLog(game.tree, ply));
    return { ok: true, value: step };
  }

  /**
   * The next shot of the fire of the unit of `model` at the unit of `target` at the position shown, the models
   * in `done` left out (table-top mode plays the unit's fire one shot at a time, with the table's dice); null
   * when none is left.
   */
  unitShot(model: string, target: string, done: string[] = []): Extract<Action, { type: 'shoot' }> | null {
    const state = this.game ? currentNode(this.game.tree).state : null;
    const i = state ? modelIndex(state, model) : -1;
    const j = state ? modelIndex(state, target) : -1;
    if (!state?.static.squads || i < 0 || j < 0 || !Array.isArray(done)) return null;
    const ms = state.static.models;
    if (ms[i]!.side === ms[j]!.side) return null;
    return nextUnitShot(state, ms[i]!.unitIndex, ms[j]!.unitIndex, new Set(done));
  }

  /** Squad play: what charging `target` inside a building involves (RULES.md §11), or null when it is outside. */
  assaultPreview(model: string, target: string): AssaultPreview | null {
    if (!this.game) return null;
    return assaultPreview(currentNode(this.game.tree).state, model, target);
  }

  /**
   * Previews of every charge the model may declare now, by target id: who is in reach, who would intercept.
   * Empty when it may not charge.
   */
  chargeOptions(model: string): Record<string, ChargePreview> {
    const out: Record<string, ChargePreview> = {};
    const state = this.game ? currentNode(this.game.tree).state : null;
    if (!state || state.result) return out;
    for (const a of legalActions(state)) {
      if (a.type !== 'charge' || a.model !== model) continue;
      const p = chargePreview(state, model, a.target);
      if (p.ok) out[a.target] = p.value;
    }
    return out;
  }

  /**
   * What `model` will do when the close combat resolves at the end of the phase (RULES.md §7.1; a `fight`
   * action only declares a split, FORMATS.md §2.1), e.g. `[{ target: 'b1', attacks: 1 }]`; empty when it has
   * nobody in base contact to attack.
   */
  plannedAttacks(model: string): PlannedAttack[] {
    const state = this.game ? currentNode(this.game.tree).state : null;
    const i = state ? modelIndex(state, model) : -1;
    return state && i >= 0 ? plannedAttacks(state, i) : [];
  }

  /**
   * How far a model may move, run, and whether it may charge or shoot now, with why it may not shoot (engine
   * `cannotShootReason`, RULES.md §6.1, §11); null if it cannot act.
   */
  allowance(model: string): MoveAllowance | null {
    if (!this.game) return null;
    const state = currentNode(this.game.tree).state;
    const a = moveAllowance(state, model);
    return (
      a && { ...a, shootRefusal: a.canShoot ? null : cannotShootReason(state, modelIndex(state, model)) }
    );
  }

  /**
   * Queues forced D6 faces for the next action, whoever takes it (what-if, RULES.md §13), replacing any
   * queued before; `[]` clears them.
   */
  setDice(dice: number[]): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (!isDice(dice)) return fail('ERR_BAD_DICE', 'dice must be D6 faces 1–6');
    game.pendingDice = [...dice];
    return { ok: true, value: this.result(game, game.tree.line.length, 'none') };
  }

  /**
   * What if: plays again the action that followed the position shown on the line, with the queued dice, as
   * a new branch. `ERR_NOTHING_TO_REPLAY` at the end of the line.
   */
  replayNext(): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (this.thinking) return fail('ERR_BUSY', 'The AI is thinking');
    const nextId = game.tree.line[game.tree.cursor + 1];
    if (nextId === undefined) return fail('ERR_NOTHING_TO_REPLAY', 'No action follows this position');
    const next = game.tree.nodes[nextId]!;
    return this.apply(game, next.action!, game.pendingDice, next.decision);
  }

  /** Takes back the last action: the cursor moves back one ply; the action stays on the line (redo). */
  undo(): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (game.tree.cursor === 0) return fail('ERR_NOTHING_TO_UNDO', 'No action to take back');
    return this.goTo(game.tree.cursor - 1);
  }

  /** Plays again the action taken back last (the next one on the line). */
  redo(): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (game.tree.cursor >= game.tree.line.length - 1)
      return fail('ERR_NOTHING_TO_REDO', 'No action to redo');
    return this.goTo(game.tree.cursor + 1);
  }

  /** Shows the position after `ply` actions of the line (replay, undo). */
  goTo(ply: number): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (this.thinking) return fail('ERR_BUSY', 'The AI is thinking');
    if (typeof ply !== 'number' || !Number.isFinite(ply)) return fail('ERR_BAD_PLY', 'ply must be a number');
    const from = game.tree.cursor;
    goTo(game.tree, ply);
    this.moved(game);
    const step = game.tree.cursor === from + 1 ? 'append' : 'reset';
    return { ok: true, value: this.result(game, game.tree.line.length, step) };
  }

  /** Switches to the branch through node `node` (from the timeline) and shows its position. */
  selectBranch(node: number): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (this.thinking) return fail('ERR_BUSY', 'The AI is thinking');
    if (!selectNode(game.tree, node)) return fail('ERR_UNKNOWN_NODE', `No node ${node}`);
    this.moved(game);
    return { ok: true, value: this.result(game, 1, 'reset') };
  }

  /** Changes who plays each side (the AI level in the settings) without changing the game. */
  setPlayers(players: [PlayerSpec, PlayerSpec]): ServiceResult<StepResult> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    if (!Array.isArray(players) || players.length !== 2 || !players.every(isPlayerSpec)) {
      return fail('ERR_BAD_SETUP', 'players must be two player specs');
    }
    game.players = plain(players);
    this.moved(game);
    return { ok: true, value: this.result(game, game.tree.line.length, 'none') };
  }

  /** The current position written as a scenario document (FORMATS.md §1), e.g. to edit it. */
  positionScenario(): ServiceResult<ScenarioDocument> {
    if (!this.game) return fail('ERR_NO_GAME', 'No game in progress');
    return { ok: true, value: toScenarioDoc(currentNode(this.game.tree).state, this.game.scenario) };
  }

  /** The game as a saved-game JSON text (FORMATS.md §4) with its branches and AI reasoning. */
  exportGame(): ServiceResult<string> {
    const r = this.exportAutosave();
    return r.ok ? { ok: true, value: r.value.text } : r;
  }

  /**
   * `exportGame`'s text with what the Resume list shows of it (`describeSavedDoc`, turn null: the UI knows
   * the turn shown), so the UI thread autosaves after every action without parsing the whole game again.
   */
  exportAutosave(): ServiceResult<{ text: string; info: SavedGameInfo }> {
    const game = this.game;
    if (!game) return fail('ERR_NO_GAME', 'No game in progress');
    const sides = game.scenario.sides;
    const doc = writeSavedGame(game.scenario, game.tree, {
      players: {
        [sides[0].id]: playerSpecText(game.players[0]),
        [sides[1].id]: playerSpecText(game.players[1]),
      },
      createdAt: game.createdAt,
      mode: game.mode,
      rollForAi: game.rollForAi,
      review: reviewOfLine(game.tree, game.review) ?? undefined,
    });
    const info = describeSavedDoc(doc, null);
    if (!info) return fail('ERR_BAD_FILE', 'the game written is not a saved game');
    return { ok: true, value: { text: JSON.stringify(doc), info } };
  }

  /**
   * Loads a saved game (replaying its actions with their forced dice, FORMATS.md §4) or a scenario file (a
   * new game from that position). `players` overrides the file's. A file that does not replay names its first
   * bad action (`ERR_REPLAY` with `index`); a newer format is `ERR_NEWER_FORMAT`; either way the game in
   * progress is kept. What the file was loaded without (unreadable AI metadata, stale branches) comes back as
   * `warnings`.
   */
  loadGame(text: string, players?: [PlayerSpec, PlayerSpec]): ServiceResult<StepResult> {
    if (this.thinking || this.reviewing) return fail('ERR_BUSY', 'The AI is thinking');
    if (typeof text !== 'string') return fail('ERR_BAD_FILE', 'expected the text of a file');
    const read = readGameText(text);
    if (!read.ok) return read;
    const { scenario, tree, meta, kind, warnings } = read.value;
    const humans: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];
    const named = meta.players;
    const fromFile: [PlayerSpec, PlayerSpec] | undefined =
      kind === 'game' && named
        ? [parsePlayerSpec(named[scenario.sides[0].id]), parsePlayerSpec(named[scenario.sides[1].id])]
        : undefined;
    const chosen = players && players.every(isPlayerSpec) ? plain(players) : undefined;
    const r = this.install({
      scenario,
      players: chosen ?? fromFile ?? humans,
      tree,
      createdAt: meta.createdAt ?? new Date().toISOString(),
      mode: meta.mode ?? 'practice',
      rollForAi: meta.rollForAi ?? true,
      review: meta.review ? keepReview(tree.line, meta.review) : null,
    });
    return r.ok && warnings.length > 0 ? { ok: true, value: { ...r.value, warnings } } : r;
  }

  private install(g: Omit<Game, 'ai' | 'pendingDice'>): ServiceResult<StepResult> {
    this.generation++;
    this.stopRequest = null;
    const game: Game = { ...g, ai: makePlayers(g.players, g.scenario.seed ?? 'skirmisher'), pendingDice: [] };
    this.game = game;
    return { ok: true, value: this.result(game, 1, 'reset') };
  }

  /** After a move along the timeline: searches of the old position are dropped, AI plans start afresh. */
  private moved(game: Game): void {
    this.generation++;
    game.ai = makePlayers(game.players, game.scenario.seed ?? 'skirmisher');
  }

  private apply(
    game: Game,
    action: Action,
    dice: readonly number[],
    decision: DecisionSummary | null,
  ): ServiceResult<StepResult> {
    const from = game.tree.cursor;
    const atEnd = from === game.tree.line.length - 1;
    const r = play(game.tree, action, dice, decision);
    if (!r.ok) {
      const who = decision ? `${decision.by}: ` : '';
      return fail(r.error.code, `${who}${r.error.message}`);
    }
    game.pendingDice = [];
    if (!atEnd) this.moved(game);
    return { ok: true, value: this.result(game, from + 1, 'append') };
  }

  /**
   * The answer after a change: `lineFrom` is the first ply (1-based) whose timeline entry changed; `log`
   * `'append'` sends the entries of the ply shown, `'reset'` the whole log, `'none'` nothing.
   */
  private result(game: Game, lineFromPly: number, log: 'append' | 'reset' | 'none'): StepResult {
    const node: TreeNode = currentNode(game.tree);
    const tree = game.tree;
    const fromPly = Math.max(1, lineFromPly);
    const recent = recentDecision(tree);
    return {
      snapshot: this.snapshot(game),
      events: node.events,
      action: node.action,
      decision: node.decision,
      recentDecision: recent?.decision ?? null,
      recentDecisionPly: recent?.ply ?? null,
      log: log === 'append' ? plyLog(tree, tree.cursor) : log === 'reset' ? logToCursor(tree) : [],
      resetLog: log === 'reset',
      line: lineEntries(tree, fromPly),
      lineFrom: fromPly - 1,
    };
  }

  private snapshot(game: Game): GameSnapshot {
    const state = currentNode(game.tree).state;
    return {
      state,
      legal: state.result ? [] : legalActions(state),
      points: pointsInPlay(state),
      players: game.players,
      ply: game.tree.cursor,
      lineLength: game.tree.line.length - 1,
      toAct: state.result ? 'none' : game.players[state.activeSide]?.kind === 'human' ? 'human' : 'ai',
      scenarioName: game.scenario.name ?? 'Scenario',
      mode: game.mode,
      rollForAi: game.rollForAi,
      queuedDice: [...state.dice, ...game.pendingDice],
      squad: squadView(state),
    };
  }
}
