/**
 * Deployment in the app (turn 0, engine/deployment.ts): which side places its models and where its zone is, a
 * person's drag of one of its models (or a click on the ground with one selected), "Deploy as the scenario
 * says" and "Done". Every placement is a `deploy` action through the play store, so it is a step of the
 * timeline like any other; the engine refuses a spot outside the zone with a message naming the model and zone.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { baseInZone } from '../../../engine/deployment';
import type { Action, DeploymentZone, Edge } from '../../../engine/types';
import { gameClient } from '../platform/client';
import { useGameStore } from './game';
import { usePlayStore } from './play';

/** Rounds a table coordinate to 0.01″ for the action (what the timeline and a saved game show). */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Deployment store (setup style). */
/**
 * The middle of a deployment zone north to south (inches from the south edge): a polygon's mean y, a strip's
 * half-way line (`withinEdge` 10 from the south edge → 5; from the north edge of a 48″ table → 43; from the east
 * or west edge the table's middle). Example: `zoneMiddleY({ withinEdge: 6 }, 'south', 24)` → 3.
 */
export function zoneMiddleY(zone: DeploymentZone, edge: Edge, depth: number): number {
  if ('polygon' in zone)
    return zone.polygon.reduce((n, [, y]) => n + y, 0) / Math.max(1, zone.polygon.length);
  if (edge === 'south') return zone.withinEdge / 2;
  if (edge === 'north') return depth - zone.withinEdge / 2;
  return depth / 2;
}

export const useDeployStore = defineStore('deploy', () => {
  const game = useGameStore();
  const play = usePlayStore();

  /** The model being dragged and where the pointer holds it (inches), or null. */
  const drag = ref<{ model: string; x: number; y: number } | null>(null);

  /** Whether the sides are deploying (turn 0). */
  const active = computed(() => game.state?.turn === 0 && !game.state.result);
  /**
   * Whether a person places the side to act's models now; looking back along the line too, where a placement
   * starts a branch, as any action after a take-back does.
   */
  const humanDeploying = computed(() => active.value && game.isHumanTurn);
  /** Index of the side deploying, or −1. */
  const side = computed(() => (active.value ? game.state!.activeSide : -1));

  /**
   * Whether the deploying side's zone lies in the table's southern half (drawn at the foot of the board): the
   * board's refusal toasts then go to its top, off the zone the player is placing models in. False otherwise.
   */
  const zoneInSouth = computed(() => {
    const s = game.state;
    const sd = active.value && s ? s.static.sides[s.activeSide] : undefined;
    return (
      !!s && !!sd?.zone && zoneMiddleY(sd.zone, sd.edge, s.static.table.depth) < s.static.table.depth / 2
    );
  });

  /** Whether the dragged model's whole base is in its zone where it is held (the engine still has the last word). */
  const dragInZone = computed(() => {
    const s = game.state;
    const d = drag.value;
    if (!s || !d) return false;
    const m = game.models.find((v) => v.id === d.model);
    const sd = m ? s.static.sides[m.side] : undefined;
    if (!m || !sd?.zone) return false;
    return baseInZone(sd.zone, sd.edge, s.static.table.width, s.static.table.depth, d.x, d.y, m.static.base);
  });

  /** Whether model `id` may be dragged now: a person deploys its side, and it is not garrisoning a building. */
  function draggable(id: string): boolean {
    if (!humanDeploying.value) return false;
    const m = game.models.find((v) => v.id === id);
    return !!m && m.side === side.value && m.state.building < 0 && m.state.status !== 'outOfAction';
  }

  function beginDrag(model: string, x: number, y: number): void {
    if (draggable(model)) drag.value = { model, x, y };
  }

  function moveDrag(x: number, y: number): void {
    if (drag.value) drag.value = { ...drag.value, x, y };
  }

  /** Drops the dragged model where it is held: a `deploy` action; a refusal shows the engine's message. */
  function endDrag(): Promise<boolean> {
    const d = drag.value;
    drag.value = null;
    if (!d) return Promise.resolve(false);
    return place(d.model, d.x, d.y);
  }

  function cancelDrag(): void {
    drag.value = null;
  }

  /** Places model `id` of the side deploying at (x, y), inches: `{ type: 'deploy', model, to: [x, y] }`. */
  function place(id: string, x: number, y: number): Promise<boolean> {
    const action: Action = { type: 'deploy', model: id, to: [round(x), round(y)] };
    return play.act(action);
  }

  /** "Done": the side deploying has placed its models (`endDeployment`). */
  function done(): Promise<boolean> {
    return play.act({ type: 'endDeployment' });
  }

  /** "Deploy as the scenario says": the side's models back where the scenario stands them, then done. */
  function asScenario(): Promise<boolean> {
    return play.commit(async () => game.take(await gameClient().service.deployAsScenario()));
  }

  return {
    drag,
    active,
    humanDeploying,
    side,
    dragInZone,
    zoneInSouth,
    draggable,
    beginDrag,
    moveDrag,
    endDrag,
    cancelDrag,
    place,
    done,
    asScenario,
  };
});
