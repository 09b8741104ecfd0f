/**
 * The sight view (issue 24, part 1): what a model can see, the cover each enemy has from it and which of them
 * the closest-target rule lets it shoot (RULES.md §5, §6.2), and the same per unit in squad play. Worked out in
 * the worker from the engine's own functions (`canSee`, `coverBetween`, `coverPiece`, `legalTargets`); the
 * renderer only draws the answer. Plain data; distances in inches.
 */
import {
  canSee,
  cannotShootReason,
  coverBetween,
  coverPiece,
  engagedWithSide,
  legalTargets,
  missileWeapons,
  modelDist,
  modelIndex,
} from '../engine';
import type { Cover, GameState, TerrainKind } from '../engine/types';
import { unitNames } from './squad-view';

/**
 * One enemy as the selected model sees it, e.g. `{ id: 'b3', name: 'Raider', unit: 'b3', distance: 14.2,
 * visible: true, cover: 'hard', coverPiece: 'wall-1', coverKind: 'wall', shootable: false, why: 'b1 is
 * closer (§6.2)' }`.
 */
export interface SightTarget {
  id: string;
  name: string;
  unit: string;
  /** Base to base, inches. */
  distance: number;
  /** Line of sight eye to eye (§5), and the enemy is not hidden (§4.3). */
  visible: boolean;
  /** The enemy is hidden (§4.3): it may not be seen or shot even where the line is clear. */
  hidden: boolean;
  /** Its cover from the selected model (§5) when visible, else null. */
  cover: Cover | null;
  /** Id of the terrain piece giving that cover, or null. */
  coverPiece: string | null;
  coverKind: TerrainKind | null;
  /** The closest-target rule (§6.2) lets the model shoot it with some missile weapon in range. */
  shootable: boolean;
  /** Why it may not be shot when visible and not shootable, e.g. `'out of range (24″)'`; else null. */
  why: string | null;
}

/**
 * Squad play: one enemy unit as the selected unit sees it, e.g. `{ unit: 'mob-west', name: 'Mob west',
 * models: 10, seenBy: 3, seen: 4, cover: { none: 1, soft: 0, hard: 2 }, pieces: ['barn-wall'], shootableBy: 3 }`.
 * `cover` counts, for each of the selected unit's models that sees the unit, the cover of the closest model of
 * it that it sees (§5, the model it would fire at first, §6.2).
 */
export interface UnitSight {
  unit: string;
  name: string;
  /** Its models in play. */
  models: number;
  /** The selected unit's models that see at least one of its models. */
  seenBy: number;
  /** Its models that some model of the selected unit sees. */
  seen: number;
  cover: Record<Cover, number>;
  /** Terrain ids giving that cover. */
  pieces: string[];
  /** The selected unit's models that may shoot at one of its models under §6.2. */
  shootableBy: number;
}

/**
 * The sight view of a model, e.g. `{ model: 'r1', name: 'Captain', unit: 'r1', unitName: 'Captain', mayShoot:
 * null, weapons: ['crossbow'], enemies: [...], units: null }`. `mayShoot` is why the model may not shoot now (§6.1), or null:
 * the closest-target answers hold either way (what it could shoot).
 */
export interface SightView {
  model: string;
  name: string;
  unit: string;
  /** Its unit's display name (`squad-view.ts`), e.g. `'Mob west'`. */
  unitName: string;
  mayShoot: string | null;
  /** Its missile weapons (§6): without one, nothing is `shootable`. */
  weapons: string[];
  /** Every enemy in play: the visible ones first, each group by distance. */
  enemies: SightTarget[];
  /** Squad play: every enemy unit in play as the selected model's unit sees it; null in skirmish play. */
  units: UnitSight[] | null;
}

/** Which of the enemies model i may shoot with some weapon (§6.2), by model index. */
function shootableSet(s: GameState, i: number): Set<number> {
  const out = new Set<number>();
  for (const w of missileWeapons(s, i)) for (const j of legalTargets(s, i, w)) out.add(j);
  return out;
}

/** Why a visible enemy j is no target of model i under §6.2, worded for the view. */
function whyNot(s: GameState, i: number, j: number): string {
  const weapons = missileWeapons(s, i);
  if (weapons.length === 0) return 'no missile weapon';
  const reach = Math.max(...weapons.map((w) => s.static.weapons[w]?.range ?? 0));
  if (modelDist(s, i, j) > reach) return `out of range (${reach}″)`;
  if (engagedWithSide(s, j, s.static.models[i]!.side)) return 'in combat with a friend (§6.2)';
  return 'not the closest target nor easier to hit (§6.2)';
}

/** Model j as model i sees it (`SightTarget`). */
function sightTarget(s: GameState, i: number, j: number, shootable: Set<number>): SightTarget {
  const st = s.static.models[j]!;
  const hidden = s.models[j]!.hidden;
  const visible = !hidden && canSee(s, i, j);
  const k = visible ? coverPiece(s, i, j) : -1;
  const piece = k >= 0 ? s.static.terrain[k]! : null;
  const may = visible && shootable.has(j);
  return {
    id: st.id,
    name: st.name,
    unit: st.unit,
    distance: modelDist(s, i, j),
    visible,
    hidden,
    cover: visible ? coverBetween(s, i, j) : null,
    coverPiece: piece?.id ?? null,
    coverKind: piece?.kind ?? null,
    shootable: may,
    why: visible && !may ? whyNot(s, i, j) : null,
  };
}

/** Enemies of model i in play (not out of action), by index. */
function enemiesOf(s: GameState, i: number): number[] {
  const side = s.static.models[i]!.side;
  const out: number[] = [];
  s.models.forEach((m, j) => {
    if (s.static.models[j]!.side !== side && m.status !== 'outOfAction') out.push(j);
  });
  return out;
}

/** The selected unit's view of each enemy unit (`UnitSight`), squad play. */
function unitSights(s: GameState, i: number): UnitSight[] {
  const own = s.static.units[s.static.models[i]!.unitIndex]!.models.filter(
    (k) => s.models[k]!.status !== 'outOfAction',
  );
  const names = unitNames(s.static);
  const enemies = enemiesOf(s, i);
  const views = own.map((k) => ({ k, shootable: shootableSet(s, k) }));
  const out: UnitSight[] = [];
  for (const unit of s.static.units) {
    const members = unit.models.filter((j) => enemies.includes(j));
    if (members.length === 0) continue;
    const seenModels = new Set<number>();
    const cover: Record<Cover, number> = { none: 0, soft: 0, hard: 0 };
    const pieces = new Set<string>();
    let seenBy = 0;
    let shootableBy = 0;
    for (const { k, shootable } of views) {
      const seen = members.filter((j) => !s.models[j]!.hidden && canSee(s, k, j));
      if (seen.length === 0) continue;
      seenBy++;
      for (const j of seen) seenModels.add(j);
      if (seen.some((j) => shootable.has(j))) shootableBy++;
      const closest = seen.reduce((a, b) => (modelDist(s, k, b) < modelDist(s, k, a) ? b : a));
      cover[coverBetween(s, k, closest)]++;
      const piece = coverPiece(s, k, closest);
      if (piece >= 0) pieces.add(s.static.terrain[piece]!.id);
    }
    out.push({
      unit: unit.id,
      name: names[unit.id] ?? unit.id,
      models: members.length,
      seenBy,
      seen: seenModels.size,
      cover,
      pieces: [...pieces].sort(),
      shootableBy,
    });
  }
  return out.sort((a, b) => b.seenBy - a.seenBy || a.name.localeCompare(b.name));
}

/**
 * The sight view of model `modelId` in the position `s` (RULES.md §5, §6.2), or null for an unknown model or one
 * out of action. Example: `sightView(state, 'r1')?.enemies[0]` → `{ id: 'b1', visible: true, cover: 'none', … }`.
 */
export function sightView(s: GameState, modelId: string): SightView | null {
  const i = modelIndex(s, modelId);
  if (i < 0 || s.models[i]!.status === 'outOfAction') return null;
  const st = s.static.models[i]!;
  const shootable = shootableSet(s, i);
  const enemies = enemiesOf(s, i)
    .map((j) => sightTarget(s, i, j, shootable))
    .sort((a, b) => Number(b.visible) - Number(a.visible) || a.distance - b.distance);
  return {
    model: st.id,
    name: st.name,
    unit: st.unit,
    unitName: unitNames(s.static)[st.unit] ?? st.unit,
    mayShoot: cannotShootReason(s, i),
    weapons: missileWeapons(s, i),
    enemies,
    units: s.static.squads ? unitSights(s, i) : null,
  };
}
