/**
 * The record of a game as a tree of actions from the scenario's position: undo, branches and replay all move
 * a cursor along one line of it. Each node keeps the state after its action (states share their static part,
 * so a node costs a copy of the models, a few kB). Plain data and free functions; no DOM, no Comlink.
 */
import { applyAction } from '../engine';
import type { Action, GameEvent, GameState, Result } from '../engine/types';
import type { DecisionSummary } from './service-types';

/** One position of the tree: the action that led to it (null at the root) and what it caused. */
export interface TreeNode {
  /** Index in `GameTree.nodes`, e.g. `12`. */
  id: number;
  /** Parent node id, −1 for the root (the scenario's position). */
  parent: number;
  action: Action | null;
  /** Forced D6 faces queued just before `action` (RULES.md §13), e.g. `[6, 6]`; empty when none. */
  dice: number[];
  /** The AI's account of the decision, null for a human's action. */
  decision: DecisionSummary | null;
  children: number[];
  /** The child last played or visited, followed when a line is extended (−1 for none). */
  next: number;
  /** State after the action. */
  state: GameState;
  /** Events the action caused, in order (at the root: the scenario's automatic start steps). */
  events: GameEvent[];
}

/** A game's tree, the line being viewed (node ids from the root) and the cursor on it (0 = the root). */
export interface GameTree {
  nodes: TreeNode[];
  line: number[];
  cursor: number;
}

/** A new tree holding only the scenario's position. */
export function newTree(state: GameState, events: GameEvent[]): GameTree {
  const root: TreeNode = {
    id: 0,
    parent: -1,
    action: null,
    dice: [],
    decision: null,
    children: [],
    next: -1,
    state,
    events,
  };
  return { nodes: [root], line: [0], cursor: 0 };
}

/** The node at the cursor. */
export function currentNode(tree: GameTree): TreeNode {
  return tree.nodes[tree.line[tree.cursor]!]!;
}

/** Applies `action` to `state` with `dice` queued in front of the generator first (RULES.md §13). */
export function applyWithDice(
  state: GameState,
  action: Action,
  dice: readonly number[],
): Result<{ state: GameState; events: GameEvent[] }> {
  const start = dice.length > 0 ? { ...state, dice: [...state.dice, ...dice] } : state;
  return applyAction(start, action);
}

/** A child's key among its siblings: its action and forced dice, e.g. `{"type":"endPhase"}|6,6`. */
function childKey(action: Action, dice: readonly number[]): string {
  return `${JSON.stringify(action)}|${dice.join(',')}`;
}

/**
 * Each node's children by `childKey`, built on first use and kept up to date by `play`, so playing at a node
 * with thousands of branches is one lookup (a saved game with 8,000 sibling branches took 82 s to load when
 * every play compared itself with every sibling).
 */
const childIndex = new WeakMap<TreeNode, Map<string, number>>();

/** The child of `node` reached by `action` with `dice` forced, or undefined. */
function childFor(
  tree: GameTree,
  node: TreeNode,
  action: Action,
  dice: readonly number[],
): TreeNode | undefined {
  let index = childIndex.get(node);
  if (index === undefined) {
    index = new Map();
    for (const id of node.children) {
      const c = tree.nodes[id]!;
      if (c.action !== null) index.set(childKey(c.action, c.dice), id);
    }
    childIndex.set(node, index);
  }
  const id = index.get(childKey(action, dice));
  return id === undefined ? undefined : tree.nodes[id];
}

/** Extends `tree.line` past `node` by following each node's `next` child. */
function extendLine(tree: GameTree): void {
  let node = tree.nodes[tree.line[tree.line.length - 1]!]!;
  while (node.next >= 0) {
    tree.line.push(node.next);
    node = tree.nodes[node.next]!;
  }
}

/**
 * Plays `action` (with `dice` forced) at the cursor. The same action with the same dice as an existing child
 * reuses it (the same game, so the same result); anything else starts a new branch. The cursor moves to the
 * resulting node; the line continues with that node's own line. Returns the node, or the rule error.
 */
export function play(
  tree: GameTree,
  action: Action,
  dice: readonly number[],
  decision: DecisionSummary | null,
): Result<TreeNode> {
  const here = currentNode(tree);
  const match = childFor(tree, here, action, dice);
  let node: TreeNode;
  if (match) {
    node = match;
    if (decision && !node.decision) node.decision = decision;
  } else {
    const step = applyWithDice(here.state, action, dice);
    if (!step.ok) return step;
    node = {
      id: tree.nodes.length,
      parent: here.id,
      action,
      dice: [...dice],
      decision,
      children: [],
      next: -1,
      state: step.value.state,
      events: step.value.events,
    };
    tree.nodes.push(node);
    here.children.push(node.id);
    childIndex.get(here)!.set(childKey(action, dice), node.id);
  }
  here.next = node.id;
  tree.line = tree.line.slice(0, tree.cursor + 1);
  tree.line.push(node.id);
  tree.cursor = tree.line.length - 1;
  extendLine(tree);
  return { ok: true, value: node };
}

/** Moves the cursor to `ply` on the current line (clamped); returns whether it moved. */
export function goTo(tree: GameTree, ply: number): boolean {
  const to = Math.max(0, Math.min(tree.line.length - 1, Math.floor(ply)));
  if (to === tree.cursor) return false;
  tree.cursor = to;
  return true;
}

/** Switches to the line through node `id` and puts the cursor on it; false for an unknown id. */
export function selectNode(tree: GameTree, id: number): boolean {
  const target = tree.nodes[id];
  if (!target) return false;
  const path: number[] = [];
  for (let n: TreeNode | undefined = target; n; n = n.parent >= 0 ? tree.nodes[n.parent] : undefined) {
    path.push(n.id);
  }
  path.reverse();
  for (let i = 1; i < path.length; i++) tree.nodes[path[i - 1]!]!.next = path[i]!;
  tree.line = path;
  tree.cursor = path.length - 1;
  extendLine(tree);
  return true;
}

/** The actions of the current line from the root, e.g. `[{ type: 'endPhase' }, …]`. */
export function lineActions(tree: GameTree): Action[] {
  return tree.line.slice(1).map((id) => tree.nodes[id]!.action!);
}

/** Number of nodes under `id` along its longest line (0 for a leaf). */
export function depthBelow(tree: GameTree, id: number): number {
  let best = 0;
  const stack: [number, number][] = [[id, 0]];
  while (stack.length > 0) {
    const [n, d] = stack.pop()!;
    best = Math.max(best, d);
    for (const c of tree.nodes[n]!.children) stack.push([c, d + 1]);
  }
  return best;
}
