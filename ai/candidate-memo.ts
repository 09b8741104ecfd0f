/**
 * Candidate lists remembered per search-tree node (DESIGN.md "AI"). Open-loop search replays a node's decisions
 * on sampled states, and those states are often identical (no dice fall between two moves of one phase), so a
 * node keeps the exact signature of the state (the engine's `positionKey`) and plan its candidates were made for
 * and reuses them, with their keys, while the signature matches. A differing state recomputes them, so the
 * search's choices are unchanged.
 */
import { newPositionKey, positionKey, type GameState } from '../engine';
import { candidates } from './candidates';
import { decisionKey, type Decision, type Plan } from './decision';

/** A node's remembered candidates: `sig` the state key and plan they were made for (null before the first visit). */
export interface CandidateMemo {
  sig: Float64Array | null;
  cands: Decision[];
  keys: string[];
}

/** An empty memo for a new node. */
export function newMemo(): CandidateMemo {
  return { sig: null, cands: [], keys: [] };
}

/** The one key the memo writes states into (its string codes must be shared by every signature compared). */
const key = newPositionKey();

/** Writes the engine's key of `s` (every position field, `positionKey`) and returns whether `sig` is it plus `plan`. */
function matches(sig: Float64Array | null, s: GameState, plan: Plan): boolean {
  positionKey(s, key);
  if (sig === null || sig.length !== key.length + plan.length) return false;
  const data = key.data;
  for (let k = 0; k < key.length; k++) if (sig[k] !== data[k]) return false;
  for (let k = 0; k < plan.length; k++) if (sig[key.length + k] !== plan[k]) return false;
  return true;
}

/** The signature of the key just written and `plan`. */
function signature(plan: Plan): Float64Array {
  const sig = new Float64Array(key.length + plan.length);
  sig.set(key.data.subarray(0, key.length));
  sig.set(plan, key.length);
  return sig;
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
  if (matches(memo.sig, s, plan)) return memo;
  memo.sig = signature(plan);
  memo.cands = candidates(s, plan, widen);
  memo.keys = memo.cands.map(decisionKey);
  return memo;
}

/**
 * Whether the memo was last made for exactly this state and plan (the same signature), e.g. to check that a
 * search tree's node stands for the position a new search starts from.
 */
export function memoMatches(memo: CandidateMemo, s: GameState, plan: Plan): boolean {
  return matches(memo.sig, s, plan);
}
