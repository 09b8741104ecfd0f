/**
 * `soak`: plays many random and AI games on the built-in scenarios and checks the invariants of
 * `cli/invariants.ts` after every action (issue 8). Also throws illegal and malformed actions at the engine
 * along the way, replays games to check determinism, and measures time and memory. On the first failure it
 * prints the scenario, seed, bots and action list, writes them as a replayable saved game and exits 1.
 *
 * `soak --games N [--bots random,greedy] [--seed S] [--scenarios a,b] [--json]`; `soak --replay failure.json`.
 */
import { writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  applyAction,
  applyInPlace,
  cloneState,
  createGame,
  ERROR_CODES,
  searchRoller,
  toScenario,
  validateAction,
  type Action,
  type GameEvent,
  type GameState,
  type ScenarioDocument,
} from '../../engine';
import { makeBot, makeRand, type Bot, type Rand } from '../../ai';
import { BUILTIN_SCENARIOS } from '../../content';
import { validateScenario } from '../../formats/validate';
import { makeSavedGame, parseSavedGame } from '../../formats/saved-game';
import { MAX_INT_OPTION, parse } from '../args';
import { CliError, usage } from '../errors';
import {
  checkEvents,
  checkState,
  checkStep,
  describeViolations,
  staticFingerprint,
  type Violation,
} from '../invariants';
import { loadScenario, readJson } from '../load';
import type { Output } from '../output';

/** Safety cap on actions in one soak game: a game of 8 turns takes a few hundred. */
export const SOAK_MAX_ACTIONS = 20_000;

/** One game of a soak run: which scenario, seed and bots (red's first), e.g. `{ scenario: 'duel', seed: 'soak-3', bots: ['random', 'greedy'] }`. */
export interface SoakGameSpec {
  scenario: string;
  seed: string;
  bots: [string, string];
}

/** Options of one soak game. */
export interface SoakGameOptions {
  /** Throw a malformed or illegal action at the engine every this many actions (0: never). */
  fuzzEvery: number;
  /** Replay the game from its JSON scenario and resume it from a saved mid-game position, comparing bytes. */
  verifyReplay: boolean;
  /** Give up on a game after this many actions. */
  maxActions: number;
  /** Makes the two players (tests use it to plant a faulty bot); default `makeBot` from the specs. */
  players?: (spec: SoakGameSpec) => [Bot, Bot];
}

/** What went wrong in a game, with everything needed to replay it. */
export interface SoakFailure {
  spec: SoakGameSpec;
  /** Index of the action that broke something, −1 when it broke at the start of the game. */
  index: number;
  /** The actions played, the bad one last when there is one. */
  actions: Action[];
  /** What broke, e.g. `overlap: r1 and b2 overlap: …`. */
  message: string;
  violations: Violation[];
}

/** A finished soak game: its length, result, and its slowest action (milliseconds). */
export interface SoakGameResult {
  actions: number;
  /** The actions played, to replay the game. */
  played: Action[];
  turns: number;
  winner: string | null;
  reason: string;
  fuzzed: number;
  slowestActionMs: number;
}

const DEFAULT_OPTIONS: SoakGameOptions = { fuzzEvery: 8, verifyReplay: false, maxActions: SOAK_MAX_ACTIONS };

/** Fingerprint of the changing part of a state (the static part is checked separately). */
function dynamicJson(s: GameState): string {
  return JSON.stringify({ ...s, static: null });
}

/**
 * A malformed or illegal variant of `a` in state `s`, drawn with `rand`: another side's model, an unknown
 * model, the wrong phase, a point off the table or out of reach, a bad Attacks split, a made-up action type.
 */
export function mutateAction(s: GameState, a: Action, rand: Rand): unknown {
  const ids = s.static.models.map((m) => m.id);
  const any = (xs: readonly unknown[]) => xs[Math.floor(rand() * xs.length)];
  const own = 'model' in a ? a.model : any(ids);
  const enemy = any(s.static.models.filter((m) => m.side !== s.activeSide).map((m) => m.id));
  const friend = any(s.static.models.filter((m) => m.side === s.activeSide).map((m) => m.id));
  const { width, depth } = s.static.table;
  const far = (): [number, number] => [rand() * width * 3 - width, rand() * depth * 3 - depth];
  const variants: (() => unknown)[] = [
    () => ({ ...a, model: enemy }),
    () => ({ ...a, model: 'no-such-model' }),
    () => ({ type: 'move', model: own, to: far() }),
    () => ({ type: 'move', model: own, to: far(), run: true }),
    () => ({ type: 'move', model: own, to: [...far(), 3] }),
    () => ({ type: 'charge', model: own, target: any(ids) }),
    () => ({ type: 'charge', model: own, target: friend }),
    () => ({ type: 'shoot', model: own, target: any(ids) }),
    () => ({
      type: 'shoot',
      model: own,
      target: enemy,
      weapon: any(['sword', 'bow', 'crossbow', 'nothing']),
    }),
    () => ({ type: 'fight', model: own }),
    () => ({ type: 'fight', model: own, split: { [String(enemy)]: Math.floor(rand() * 4) } }),
    () => ({ type: 'fight', model: own, split: { [String(friend)]: 1 } }),
    () => ({ type: 'climb', model: own, to: [1, 1, 1] }),
    () => ({ type: 'fly', model: own }),
    () => ({ type: 'move', model: own, to: [Number.NaN, 1] }),
    () => ({ type: 'move', model: own, to: 'north' }),
    () => null,
    () => ({}),
  ];
  return (any(variants) as () => unknown)();
}

/**
 * Throws action `x` at the engine in state `s` and checks the answer (never applied to the game): no
 * exception; `validateAction` and `applyAction` agree; a refusal carries a known error code and a message;
 * a refused `applyInPlace` leaves its state untouched (the search relies on it); `s` itself never changes.
 * Returns what went wrong, or null.
 */
export function probeAction(s: GameState, x: unknown): string | null {
  const before = dynamicJson(s);
  const staticBefore = staticFingerprint(s);
  let problem: string | null = null;
  try {
    const v = validateAction(s, x as Action);
    const r = applyAction(s, x as Action);
    if ((v === null) !== r.ok)
      problem = `validateAction says ${v === null ? 'legal' : v.code} but applyAction says ${r.ok ? 'legal' : r.error.code}`;
    else if (!r.ok && (!ERROR_CODES.includes(r.error.code) || typeof r.error.message !== 'string'))
      problem = `refused with ${JSON.stringify(r.error)}`;
    else if (!r.ok) {
      const copy = cloneState(s);
      const snapshot = dynamicJson(copy);
      const e = applyInPlace(
        copy,
        x as Action,
        searchRoller(() => 0.5),
      );
      if (e === null) problem = 'applyInPlace accepts what applyAction refuses';
      else if (dynamicJson(copy) !== snapshot)
        problem = `applyInPlace changed the state while refusing (${e.code})`;
    }
  } catch (e) {
    problem = `the engine threw: ${(e as Error).stack ?? String(e)}`;
  }
  if (problem === null && dynamicJson(s) !== before) problem = 'the state changed';
  if (problem === null && staticFingerprint(s) !== staticBefore) problem = 'the static part changed';
  return problem === null ? null : `probing ${JSON.stringify(x)}: ${problem}`;
}

/** Plays `actions` from `doc` with `seed`, returning the JSON of every state and of all the events. */
function replayBytes(
  doc: ScenarioDocument,
  actions: readonly Action[],
): { final: string; events: string; error: string | null } {
  const g = createGame(JSON.parse(JSON.stringify(doc)) as ScenarioDocument);
  if (!g.ok) return { final: '', events: '', error: `${g.error.code}: ${g.error.message}` };
  let s = g.value.state;
  const events: GameEvent[] = [...g.value.events];
  for (const [k, a] of actions.entries()) {
    const r = applyAction(s, JSON.parse(JSON.stringify(a)) as Action);
    if (!r.ok) return { final: '', events: '', error: `action ${k}: ${r.error.code}: ${r.error.message}` };
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { final: JSON.stringify(s), events: JSON.stringify(events), error: null };
}

/**
 * Checks that the game replays byte for byte from its scenario through JSON, and that a position saved
 * mid-game (`toScenario` → JSON → `validateScenario` → `createGame`) continues identically. Null when it does.
 */
export function verifyReplay(
  doc: ScenarioDocument,
  actions: readonly Action[],
  final: GameState,
  events: readonly GameEvent[],
  cut: number,
): string | null {
  const again = replayBytes(doc, actions);
  if (again.error !== null) return `the replay failed at ${again.error}`;
  if (again.final !== JSON.stringify(final)) return 'the replay ended in a different state';
  if (again.events !== JSON.stringify(events)) return 'the replay gave different events';
  // A position is resumed with at least one action still to play (a finished game does not resume, see
  // docs/reliability.md).
  if (cut < 1 || cut >= actions.length) return null;
  const head = createGame(JSON.parse(JSON.stringify(doc)) as ScenarioDocument);
  if (!head.ok) return head.error.message;
  let s = head.value.state;
  let headEvents = head.value.events.length;
  for (const a of actions.slice(0, cut)) {
    const r = applyAction(s, a);
    if (!r.ok) return r.error.message;
    s = r.value.state;
    headEvents += r.value.events.length;
  }
  const saved = JSON.parse(JSON.stringify(toScenario(s))) as unknown;
  const v = validateScenario(saved);
  if (!v.ok)
    return `the position after action ${cut} is not a valid scenario: ${v.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`;
  const tail = replayBytes(v.scenario, actions.slice(cut));
  if (tail.error !== null) return `resuming after action ${cut} failed at ${tail.error}`;
  if (tail.final !== JSON.stringify(final)) return `resuming after action ${cut} ended in a different state`;
  if (tail.events !== JSON.stringify(events.slice(headEvents)))
    return `resuming after action ${cut} gave different events`;
  return null;
}

/**
 * Plays one game and checks the invariants after every action. Example:
 * `soakGame(doc, { scenario: 'duel', seed: 'soak-1', bots: ['random', 'random'] })` →
 * `{ ok: true, game: { actions: 74, turns: 8, winner: 'red', reason: 'turns', … } }`.
 */
export function soakGame(
  doc: ScenarioDocument,
  spec: SoakGameSpec,
  options: Partial<SoakGameOptions> = {},
): { ok: true; game: SoakGameResult } | { ok: false; failure: SoakFailure } {
  const opts = { ...DEFAULT_OPTIONS, ...options };
  const actions: Action[] = [];
  const fail = (index: number, message: string, violations: Violation[] = []) => ({
    ok: false as const,
    failure: { spec, index, actions: actions.slice(), message, violations },
  });
  const start = { ...doc, seed: spec.seed };
  delete start.rng;
  const g = createGame(start);
  if (!g.ok) return fail(-1, `${g.error.code}: ${g.error.message}`);
  let s = g.value.state;
  const first = [...checkState(s), ...checkEvents(s, g.value.events)];
  if (first.length > 0) return fail(-1, describeViolations(first), first);
  const fingerprint = staticFingerprint(s);
  const events: GameEvent[] = opts.verifyReplay ? [...g.value.events] : [];
  let bots: [Bot, Bot];
  try {
    bots = opts.players?.(spec) ?? [
      makeBot(spec.bots[0], `${spec.seed}:0`),
      makeBot(spec.bots[1], `${spec.seed}:1`),
    ];
  } catch (e) {
    throw usage((e as Error).message);
  }
  const rand = makeRand(`${spec.seed}:fuzz`);
  let fuzzed = 0;
  let slowest = 0;
  while (s.result === null) {
    if (actions.length >= opts.maxActions)
      return fail(actions.length, `the game did not end within ${opts.maxActions} actions (turn ${s.turn})`);
    const index = actions.length;
    let a: Action;
    try {
      a = bots[s.activeSide]!.decide(s);
    } catch (e) {
      return fail(index, `bot ${spec.bots[s.activeSide]} threw: ${(e as Error).stack ?? String(e)}`);
    }
    if (opts.fuzzEvery > 0 && index % opts.fuzzEvery === opts.fuzzEvery - 1) {
      fuzzed++;
      const problem = probeAction(s, mutateAction(s, a, rand));
      if (problem !== null) return fail(index, problem);
    }
    actions.push(a);
    const t0 = performance.now();
    let r: ReturnType<typeof applyAction>;
    try {
      r = applyAction(s, a);
    } catch (e) {
      return fail(index, `the engine threw on ${JSON.stringify(a)}: ${(e as Error).stack ?? String(e)}`);
    }
    slowest = Math.max(slowest, performance.now() - t0);
    if (!r.ok)
      return fail(
        index,
        `bot ${spec.bots[s.activeSide]} chose an illegal action ${JSON.stringify(a)}: ${r.error.code}: ${r.error.message}`,
      );
    const vs = checkStep(s, a, r.value.state, r.value.events);
    if (vs.length > 0) return fail(index, describeViolations(vs), vs);
    s = r.value.state;
    if (opts.verifyReplay) for (const e of r.value.events) events.push(e);
  }
  if (staticFingerprint(s) !== fingerprint)
    return fail(actions.length - 1, 'static: the static part changed');
  if (opts.verifyReplay) {
    const cut = 1 + (Math.abs(hash(spec.seed)) % Math.max(1, actions.length - 1));
    // cut is in 1..length−1: the saved position always has an action left to play.
    const problem = verifyReplay(start, actions, s, events, cut);
    if (problem !== null) return fail(actions.length - 1, `determinism: ${problem}`);
  }
  return {
    ok: true,
    game: {
      actions: actions.length,
      played: actions,
      turns: s.turn,
      winner: s.result.winner,
      reason: s.result.reason,
      fuzzed,
      slowestActionMs: slowest,
    },
  };
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/** The bots of game `k`: with a `--bots` list, every ordered pair in turn; by default mostly random games. */
export function botsFor(k: number, list: readonly string[] | null): [string, string] {
  if (list !== null) return [list[k % list.length]!, list[Math.floor(k / list.length) % list.length]!];
  if (k % 50 === 49) return k % 100 === 49 ? ['mcts:budget=20', 'greedy'] : ['greedy', 'mcts:budget=20'];
  if (k % 10 === 9) {
    const pairs: [string, string][] = [
      ['greedy', 'random'],
      ['random', 'greedy'],
      ['greedy', 'greedy'],
    ];
    return pairs[Math.floor(k / 10) % 3]!;
  }
  return ['random', 'random'];
}

/** A garbage collector, when V8 lets us have one (for honest heap figures). */
function collector(): (() => void) | null {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  }
}

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** Writes a failure as a saved game (FORMATS.md §4) with a `soak` note; returns the file name. */
function writeFailure(file: string, doc: ScenarioDocument, f: SoakFailure): string {
  const scenario = { ...doc, seed: f.spec.seed };
  delete (scenario as { rng?: unknown }).rng;
  const saved = makeSavedGame(
    { scenario, actions: f.actions, seed: f.spec.seed },
    {
      players: { [doc.sides[0].id]: f.spec.bots[0], [doc.sides[1].id]: f.spec.bots[1] },
      soak: { scenario: f.spec.scenario, bots: f.spec.bots, index: f.index, message: f.message },
    },
  );
  writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`);
  return file;
}

function failureText(f: SoakFailure, file: string): string {
  return [
    `soak FAILED in ${f.spec.scenario}, seed ${f.spec.seed}, ${f.spec.bots[0]} vs ${f.spec.bots[1]}, at action ${f.index}:`,
    f.message,
    `actions (${f.actions.length}):`,
    ...f.actions.map((a, k) => `  ${k}: ${JSON.stringify(a)}`),
    `written to ${file}; replay it with: npm run cli -- soak --replay ${file}`,
  ].join('\n');
}

/** `soak --replay <saved game>`: replays a saved game with the invariant checks; exit 1 at the first problem. */
function replayCommand(file: string, json: boolean, out: Output): void {
  const loaded = parseSavedGame(readJson(file));
  if (!loaded.ok && loaded.index === undefined)
    throw new CliError(
      `${file} is not valid:\n${loaded.problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
      1,
      { ok: false, problems: loaded.problems },
    );
  const doc = loaded.scenario;
  const actions = loaded.actions;
  const g = createGame(doc);
  if (!g.ok) throw new CliError(`${file}: ${g.error.code}: ${g.error.message}`);
  let s = g.value.state;
  let problem: { index: number; message: string } | null = null;
  const first = [...checkState(s), ...checkEvents(s, g.value.events)];
  if (first.length > 0) problem = { index: -1, message: describeViolations(first) };
  for (const [k, a] of actions.entries()) {
    if (problem !== null) break;
    const r = applyAction(s, a);
    if (!r.ok) {
      problem = {
        index: k,
        message: `illegal action ${JSON.stringify(a)}: ${r.error.code}: ${r.error.message}`,
      };
      break;
    }
    const vs = checkStep(s, a, r.value.state, r.value.events);
    if (vs.length > 0) problem = { index: k, message: describeViolations(vs) };
    s = r.value.state;
  }
  const doc2 = { ok: problem === null, actions: actions.length, problem };
  out.result(json, doc2, () =>
    problem === null
      ? `${file}: ${actions.length} actions replayed, every invariant holds`
      : `${file}: action ${problem.index}: ${problem.message}`,
  );
  if (problem !== null) out.fail();
}

/** Parses a count option from 0 to `MAX_INT_OPTION` (10,000,000), e.g. `--fuzz-every 0`. */
function count(values: Record<string, string | boolean | undefined>, name: string, fallback: number): number {
  const v = values[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (typeof v !== 'string' || !Number.isSafeInteger(n) || n < 0 || n > MAX_INT_OPTION)
    throw usage(`--${name} must be a whole number from 0 to ${MAX_INT_OPTION}, got "${String(v)}"`);
  return n;
}

/**
 * `soak --games N [--bots a,b] [--seed S] [--scenarios a,b] [--verify-every K] [--fuzz-every K]
 * [--max-actions N] [--out failure.json] [--json]`: figures on stdout, progress on stderr, exit 1 on a failure.
 */
export function soak(argv: string[], out: Output): void {
  const { values } = parse(argv, {
    games: { type: 'string' },
    bots: { type: 'string' },
    seed: { type: 'string' },
    scenarios: { type: 'string' },
    'verify-every': { type: 'string' },
    'fuzz-every': { type: 'string' },
    'max-actions': { type: 'string' },
    out: { type: 'string' },
    replay: { type: 'string' },
  });
  const json = values.json === true;
  if (typeof values.replay === 'string') return replayCommand(values.replay, json, out);
  const games = count(values, 'games', 100);
  if (games === 0) throw usage('--games must be a positive integer');
  const botList =
    typeof values.bots === 'string'
      ? values.bots
          .split(',')
          .map((b) => b.trim())
          .filter((b) => b.length > 0)
      : null;
  if (botList !== null && botList.length === 0) throw usage('--bots needs at least one bot');
  for (const b of botList ?? []) {
    try {
      makeBot(b, 'check');
    } catch (e) {
      throw usage((e as Error).message);
    }
  }
  const names =
    typeof values.scenarios === 'string'
      ? values.scenarios.split(',').map((n) => n.trim())
      : Object.keys(BUILTIN_SCENARIOS);
  const scenarios = names.map((name) => ({ name, doc: loadScenario(name) }));
  const seed = typeof values.seed === 'string' ? values.seed : 'soak';
  const verifyEvery = count(values, 'verify-every', 10);
  const options: SoakGameOptions = {
    fuzzEvery: count(values, 'fuzz-every', 8),
    verifyReplay: false,
    maxActions: count(values, 'max-actions', SOAK_MAX_ACTIONS) || SOAK_MAX_ACTIONS,
  };

  const gc = collector();
  const heap = () => {
    gc?.();
    return process.memoryUsage().heapUsed;
  };
  const heapStart = heap();
  const samples: number[] = [mb(heapStart)];
  let peak = heapStart;
  const every = Math.max(1, Math.ceil(games / 20));
  let actions = 0;
  let fuzzed = 0;
  let verified = 0;
  let slowest = { ms: 0, game: '' };
  const byScenario: Record<string, { games: number; actions: number; wins: Record<string, number> }> = {};
  const byBots: Record<string, number> = {};
  const t0 = performance.now();
  for (let k = 0; k < games; k++) {
    const sc = scenarios[k % scenarios.length]!;
    const spec: SoakGameSpec = {
      scenario: sc.name,
      seed: `${seed}-${k}`,
      bots: botsFor(Math.floor(k / scenarios.length), botList),
    };
    const verify = verifyEvery > 0 && k % verifyEvery === 0;
    const r = soakGame(sc.doc, spec, { ...options, verifyReplay: verify });
    if (!r.ok) {
      const file =
        typeof values.out === 'string'
          ? values.out
          : `soak-failure-${spec.seed.replace(/[^\w.-]/g, '_')}.json`;
      writeFailure(file, sc.doc, r.failure);
      throw new CliError(failureText(r.failure, file), 1, {
        ok: false,
        game: k,
        ...r.failure,
        file,
      });
    }
    if (verify) verified++;
    actions += r.game.actions;
    fuzzed += r.game.fuzzed;
    if (r.game.slowestActionMs > slowest.ms)
      slowest = {
        ms: r.game.slowestActionMs,
        game: `${spec.scenario} ${spec.seed} ${spec.bots.join(' vs ')}`,
      };
    const bs = (byScenario[sc.name] ??= { games: 0, actions: 0, wins: {} });
    bs.games++;
    bs.actions += r.game.actions;
    const w = r.game.winner ?? 'draw';
    bs.wins[w] = (bs.wins[w] ?? 0) + 1;
    const pair = spec.bots.join(' vs ');
    byBots[pair] = (byBots[pair] ?? 0) + 1;
    if ((k + 1) % every === 0 || k + 1 === games) {
      const h = heap();
      peak = Math.max(peak, h);
      samples.push(mb(h));
      const secs = (performance.now() - t0) / 1000;
      out.note(
        json,
        `soak: ${k + 1}/${games} games, ${actions} actions, ${secs.toFixed(1)} s, heap ${mb(h)} MB`,
      );
    }
  }
  const ms = performance.now() - t0;
  const heapEnd = heap();
  const mem = process.memoryUsage();
  const doc = {
    ok: true,
    games,
    actions,
    fuzzedActions: fuzzed,
    replayChecked: verified,
    timeMs: Math.round(ms),
    gamesPerSecond: Math.round((games / ms) * 1000 * 10) / 10,
    actionsPerSecond: Math.round((actions / ms) * 1000),
    slowestActionMs: Math.round(slowest.ms * 10) / 10,
    slowestGame: slowest.game,
    heap: {
      gc: gc !== null,
      startMB: mb(heapStart),
      endMB: mb(heapEnd),
      growthMB: mb(heapEnd - heapStart),
      peakMB: mb(peak),
      samplesMB: samples,
    },
    rssMB: mb(mem.rss),
    seed,
    bots: byBots,
    scenarios: byScenario,
    node: process.version,
  };
  out.result(json, doc, () =>
    [
      `soak: ${games} games, ${actions.toLocaleString('en')} actions, 0 failures in ${(ms / 1000).toFixed(1)} s (${doc.gamesPerSecond} games/s, ${doc.actionsPerSecond.toLocaleString('en')} actions/s)`,
      `  invariants checked after every action; ${fuzzed.toLocaleString('en')} illegal or malformed actions probed; ${verified} games replayed byte for byte`,
      `  heap${gc === null ? ' (no forced GC)' : ' after GC'}: ${doc.heap.startMB} MB at the start, ${doc.heap.endMB} MB at the end (${doc.heap.growthMB >= 0 ? '+' : ''}${doc.heap.growthMB} MB), peak ${doc.heap.peakMB} MB; rss ${doc.rssMB} MB`,
      `  heap samples (MB): ${samples.join(' ')}`,
      `  slowest action: ${doc.slowestActionMs} ms (${slowest.game})`,
      ...Object.entries(byScenario).map(
        ([name, v]) =>
          `  ${name}: ${v.games} games, ${v.actions.toLocaleString('en')} actions; results ${Object.entries(
            v.wins,
          )
            .map(([w, n]) => `${w} ${n}`)
            .join(', ')}`,
      ),
      `  bots: ${Object.entries(byBots)
        .map(([p, n]) => `${p} ×${n}`)
        .join(', ')}`,
    ].join('\n'),
  );
}
