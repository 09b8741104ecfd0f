/**
 * Squad play as the board and the units panel show it (RULES.md §2, §10, §11), worked out in the worker from
 * the engine's public API: each unit's models, state and display name, the coherency links between its
 * models, the buildings with their garrisons, objectives and assaults, and the score with objectives. Plain
 * data only; null outside squad play.
 */
import {
  COHERENCY,
  coherentAt,
  finalScore,
  modelDist,
  occupant,
  occupiable,
  unitSummaries,
  type UnitSummary,
} from '../engine';
import type { GameState, GameStatic } from '../engine/types';

/**
 * A unit for display, e.g. `{ id: 'mob-west', name: 'Mob west', sideIndex: 1, models: 7, size: 10, coherent:
 * true, building: null, stragglers: [], members: ['b1', …], … }` (the engine's `UnitSummary` and more).
 */
export interface UnitView extends UnitSummary {
  /** Index in `static.units`. */
  index: number;
  /** Display name: the model's name for a unit of one, else its id in words (`'mob-west'` → `'Mob west'`). */
  name: string;
  sideIndex: number;
  /** Ids of all its models, in scenario order (out of action ones included). */
  members: string[];
  /** Id of the building it garrisons (§11), or null. */
  building: string | null;
  /** Its models in play that are not within 2″ of another of the unit (§2). */
  stragglers: string[];
}

/**
 * An occupiable building (§11), e.g. `{ id: 'farmhouse', index: 0, capacity: 12, garrison: 'wardens',
 * garrisonSide: 1, models: 5, assaultedBy: 'mob-west', objective: 120, centre: [24, 30] }`.
 */
export interface BuildingView {
  id: string;
  /** Index in `static.terrain`. */
  index: number;
  capacity: number;
  /** Unit id of the garrison, or null when empty. */
  garrison: string | null;
  garrisonSide: number | null;
  /** Garrison models in play. */
  models: number;
  /** The unit assaulting it this turn (state `assaults`), or null. */
  assaultedBy: string | null;
  /** Points its garrison's side scores at the end of the game, or null when it is no objective. */
  objective: number | null;
  /** Centre of its footprint, inches. */
  centre: [number, number];
}

/**
 * The squad-play picture of a position: units in unit order, occupiable buildings, coherency links (pairs of
 * model ids within 2″ base to base, models inside buildings left out) and the score with objectives by side id.
 */
export interface SquadView {
  units: UnitView[];
  buildings: BuildingView[];
  links: [string, string][];
  score: Record<string, number>;
}

/** `'mob-west'` → `'Mob west'`. */
function words(id: string): string {
  const text = id.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Display names of the units by id: a unit of one model is called by its model's name; a bigger unit by its
 * id in words, without the `red-` / `blue-` prefix of warband games unless two units would then share a name.
 * Example: units `red-wardens`, `blue-mob` → `{ 'red-wardens': 'Wardens', 'blue-mob': 'Mob' }`.
 */
export function unitNames(st: GameStatic): Record<string, string> {
  const out: Record<string, string> = {};
  const bare = st.units.map((u) => {
    const side = st.sides[u.side]!.id;
    return u.id.startsWith(`${side}-`) ? u.id.slice(side.length + 1) : u.id;
  });
  st.units.forEach((u, k) => {
    if (u.models.length === 1) out[u.id] = st.models[u.models[0]!]!.name || u.id;
    else out[u.id] = words(bare.filter((b) => b === bare[k]).length > 1 ? u.id : bare[k]!);
  });
  return out;
}

function centre(poly: readonly (readonly number[])[]): [number, number] {
  let x = 0;
  let y = 0;
  for (const p of poly) {
    x += p[0]! / poly.length;
    y += p[1]! / poly.length;
  }
  return [Math.round(x * 100) / 100, Math.round(y * 100) / 100];
}

/** Coherency links of every unit: pairs of its models in play, outside buildings, within 2″ (§2). */
function coherencyLinks(s: GameState): [string, string][] {
  const out: [string, string][] = [];
  for (const unit of s.static.units) {
    const live = unit.models.filter(
      (i) => s.models[i]!.status !== 'outOfAction' && s.models[i]!.building < 0,
    );
    for (let a = 0; a < live.length; a++)
      for (let b = a + 1; b < live.length; b++)
        if (modelDist(s, live[a]!, live[b]!) <= COHERENCY + 1e-6)
          out.push([s.static.models[live[a]!]!.id, s.static.models[live[b]!]!.id]);
  }
  return out;
}

/** The squad view of a position (see `SquadView`), or null outside squad play. */
export function squadView(s: GameState): SquadView | null {
  if (!s.static.squads) return null;
  const names = unitNames(s.static);
  const units = unitSummaries(s).map((summary, index): UnitView => {
    const unit = s.static.units[index]!;
    const live = unit.models.filter((i) => s.models[i]!.status !== 'outOfAction');
    const inside = live.find((i) => s.models[i]!.building >= 0);
    return {
      ...summary,
      index,
      name: names[unit.id] ?? unit.id,
      sideIndex: unit.side,
      members: unit.models.map((i) => s.static.models[i]!.id),
      building: inside === undefined ? null : s.static.terrain[s.models[inside]!.building]!.id,
      stragglers: live
        .filter((i) => s.models[i]!.building < 0 && !coherentAt(s, i, s.models[i]!.x, s.models[i]!.y))
        .map((i) => s.static.models[i]!.id),
    };
  });
  const buildings: BuildingView[] = [];
  s.static.terrain.forEach((t, k) => {
    if (!occupiable(s, t)) return;
    const g = occupant(s, k);
    const a = s.assaults[k] ?? -1;
    const objective = s.static.objectives.find((o) => o.terrain === k);
    buildings.push({
      id: t.id,
      index: k,
      capacity: t.capacity ?? 0,
      garrison: g >= 0 ? s.static.units[g]!.id : null,
      garrisonSide: g >= 0 ? s.static.units[g]!.side : null,
      models:
        g >= 0
          ? s.static.units[g]!.models.filter(
              (i) => s.models[i]!.building === k && s.models[i]!.status !== 'outOfAction',
            ).length
          : 0,
      assaultedBy: a >= 0 ? s.static.units[a]!.id : null,
      objective: objective ? objective.points : null,
      centre: centre(t.polygon),
    });
  });
  return { units, buildings, links: coherencyLinks(s), score: finalScore(s) };
}
