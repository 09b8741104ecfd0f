/**
 * Candidate lists remembered per search-tree node (DESIGN.md "AI"). Open-loop search replays a node's decisions
 * on sampled states, and those states are often identical (no dice fall between two moves of one phase), so a
 * node keeps the exact signature of the state and plan its candidates were made for and reuses them, with their
 * keys, while the signature matches. A differing state recomputes them, so the search's choices are unchanged.
 */
import type { GameState } from '../engine';
import { candidates } from './candidates';
import { decisionKey, type Decision, type Plan } from './decision';

/** A node's remembered candidates: `sig` the state signature they were made for (null before the first visit). */
export interface CandidateMemo {
  sig: Float64Array | null;
  cands: Decision[];
  keys: string[];
}

/** An empty memo for a new node. */
export function newMemo(): CandidateMemo {
  return { sig: null, cands: [], keys: [] };
}

const codes = new Map<string, number>();
let scratch = new Float64Array(1024);
let used = 0;

function put(v: number): void {
  if (used === scratch.length) {
    const bigger = new Float64Array(scratch.length * 2);
    bigger.set(scratch);
    scratch = bigger;
  }
  scratch[used++] = v;
}

function code(text: string): number {
  let c = codes.get(text);
  if (c === undefined) {
    c = codes.size + 1;
    codes.set(text, c);
  }
  return c;
}

function putValue(v: unknown): void {
  if (typeof v === 'number') put(v);
  else if (typeof v === 'boolean') put(v ? 1 : 0);
  else if (typeof v === 'string') put(code(v));
  else if (v === null || v === undefined) put(-1);
  else put(code(JSON.stringify(v)));
}

/**
 * Writes the signature of everything the candidates read into the scratch buffer: every field of every model
 * (whatever fields the engine's model state has), the turn, side, phase and its step, the units' phase-start
 * counts, assaults, fights, whether the game is over, and the plan. Returns its length.
 */
function sign(s: GameState, plan: Plan): number {
  used = 0;
  put(s.turn);
  put(s.activeSide);
  put(code(s.phase));
  put(s.phaseStarted ? 1 : 0);
  put(code(s.movementStep));
  put(s.result === null ? 0 : 1);
  for (const m of s.models) {
    const fields = m as unknown as Record<string, unknown>;
    for (const k in fields) putValue(fields[k]);
  }
  put(s.unitStart.length);
  for (const n of s.unitStart) put(n);
  put(s.assaults.length);
  for (const n of s.assaults) put(n);
  for (const who in s.fights) {
    put(code(who));
    const split = s.fights[who]!;
    for (const target in split) {
      put(code(target));
      put(split[target]!);
    }
  }
  put(-2);
  for (let i = 0; i < plan.length; i++) put(plan[i]!);
  return used;
}

function same(sig: Float64Array, length: number): boolean {
  if (sig.length !== length) return false;
  for (let k = 0; k < length; k++) if (sig[k] !== scratch[k]) return false;
  return true;
}

/**
 * The candidates at `s` (see `candidates`, with its `widen`), from the memo when it was made for the same state
 * and plan (the caller passes the same `widen` for the same state).
 * Example: `const { cands, keys } = memoCandidates(node.memo, s, plan)`; `keys[k]` is `decisionKey(cands[k])`.
 */
export function memoCandidates(
  memo: CandidateMemo,
  s: GameState,
  plan: Plan,
  widen: number | null = 0,
): CandidateMemo {
  const length = sign(s, plan);
  if (memo.sig !== null && same(memo.sig, length)) return memo;
  memo.sig = scratch.slice(0, length);
  memo.cands = candidates(s, plan, widen);
  memo.keys = memo.cands.map(decisionKey);
  return memo;
}

/**
 * Whether the memo was last made for exactly this state and plan (the same signature), e.g. to check that a
 * search tree's node stands for the position a new search starts from.
 */
export function memoMatches(memo: CandidateMemo, s: GameState, plan: Plan): boolean {
  const length = sign(s, plan);
  return memo.sig !== null && same(memo.sig, length);
}
