/**
 * The cross-field rules of a scenario document that only the rules can judge (RULES.md §2, §11, FORMATS.md §1):
 * one side per unit, garrisons in occupiable buildings (whole units in one building, within capacity, one unit
 * per building, standing inside the walls, neither hidden nor falling back), no other model on the ground inside
 * such a building's walls, objectives on buildings, assaults naming a building and an enemy unit. Used by
 * `createGame` (the first problem refuses the document) and by `formats/validate.ts` (every problem listed).
 */
import { pointInPolygon } from './geometry';
import { resolveOptions } from './options';
import type { ScenarioDocument, ScenarioModel } from './scenario-types';
import type { Terrain } from './types';

/** Heights at or below this (inches) are the ground, where a building's walls stop models (engine/movement.ts). */
const GROUND = 1e-6;

/** A problem with its JSON path, e.g. `{ path: 'sides[1].models[0].building', message: '…' }`. */
export interface DocumentProblem {
  path: string;
  message: string;
}

/**
 * Every squad, garrison and objective problem of a document that passed the schema, in document order.
 * Example: a garrison of 6 in a building of capacity 4 → `[{ path: 'terrain[0].capacity', message:
 * 'farmhouse holds 4 models; 6 are inside' }]`.
 */
export function squadDocumentProblems(doc: ScenarioDocument): DocumentProblem[] {
  const out: DocumentProblem[] = [];
  const terrain = doc.terrain ?? [];
  const preset = doc.ruleset?.preset ?? 'warhammer-skirmish';
  const options = resolveOptions(preset, doc.ruleset?.options);
  const garrisons = preset === 'squad-assault' && options.buildings;
  const unitSide = new Map<string, number>();
  const inside = new Map<number, { unit: string; count: number }>();
  const unitModels = new Map<string, { inPlay: number; inside: number }>();
  const unitBuilding = new Map<string, number>();
  doc.sides.forEach((side, k) =>
    side.models.forEach((m, i) => {
      const path = `sides[${k}].models[${i}]`;
      const unit = m.unit ?? m.id;
      const owner = unitSide.get(unit);
      if (owner !== undefined && owner !== k)
        out.push({
          path: `${path}.unit`,
          message: `unit "${unit}" already belongs to the other side (a unit has one side)`,
        });
      unitSide.set(unit, k);
      const live = m.status !== 'outOfAction';
      const tally = unitModels.get(unit) ?? { inPlay: 0, inside: 0 };
      if (live) tally.inPlay++;
      unitModels.set(unit, tally);
      if (m.building === undefined) {
        if (garrisons && live) out.push(...walledIn(m, path, terrain));
        return;
      }
      const ti = terrain.findIndex((t) => t.id === m.building);
      const t = terrain[ti];
      if (t === undefined || t.kind !== 'building' || (t.capacity ?? 0) <= 0) {
        out.push({
          path: `${path}.building`,
          message: `"${m.building}" is not a building with a capacity in this scenario`,
        });
        return;
      }
      if (!garrisons) {
        out.push({
          path: `${path}.building`,
          message: 'garrisons need the squad-assault preset with the buildings option (§1, §11)',
        });
        return;
      }
      if (!pointInPolygon(m.at[0], m.at[1], t.polygon))
        out.push({ path: `${path}.at`, message: `a model garrisoning ${t.id} must stand inside its walls` });
      if (!live) return;
      if (m.hidden === true)
        out.push({
          path: `${path}.hidden`,
          message: `a model garrisoning ${t.id} cannot be hidden: a garrison is in hard cover and is shot at as any model (§4.3, §11)`,
        });
      if (m.fallingBack === true)
        out.push({
          path: `${path}.fallingBack`,
          message: `a model garrisoning ${t.id} cannot be falling back: a garrison that fails its test leaves the building and falls back (§10.3, §11)`,
        });
      tally.inside++;
      const elsewhere = unitBuilding.get(unit);
      if (elsewhere !== undefined && elsewhere !== ti)
        out.push({
          path: `${path}.building`,
          message: `unit "${unit}" already garrisons ${terrain[elsewhere]!.id}: a unit garrisons one building as a whole (§11)`,
        });
      unitBuilding.set(unit, elsewhere ?? ti);
      const held = inside.get(ti);
      if (held !== undefined && held.unit !== unit)
        out.push({
          path: `${path}.building`,
          message: `${t.id} is already held by unit "${held.unit}" (one unit per building, §11)`,
        });
      inside.set(ti, { unit: held?.unit ?? unit, count: (held?.count ?? 0) + 1 });
    }),
  );
  for (const [ti, held] of inside) {
    const t = terrain[ti]!;
    if (held.count > (t.capacity ?? 0))
      out.push({
        path: `terrain[${ti}].capacity`,
        message: `${t.id} holds ${t.capacity} models; ${held.count} are inside`,
      });
    const tally = unitModels.get(held.unit)!;
    if (tally.inside !== tally.inPlay)
      out.push({
        path: `terrain[${ti}]`,
        message: `unit "${held.unit}" is partly inside ${t.id}: a unit garrisons as a whole (§11)`,
      });
  }
  const seen = new Set<string>();
  (doc.objectives ?? []).forEach((o, k) => {
    const t = terrain.find((tr) => tr.id === o.terrain);
    if (t === undefined || t.kind !== 'building' || (t.capacity ?? 0) <= 0)
      out.push({
        path: `objectives[${k}].terrain`,
        message: `"${o.terrain}" is not a building with a capacity in this scenario`,
      });
    if (seen.has(o.terrain))
      out.push({ path: `objectives[${k}].terrain`, message: `"${o.terrain}" is already an objective` });
    seen.add(o.terrain);
  });
  for (const [b, unit] of Object.entries(doc.assaults ?? {})) {
    const ti = terrain.findIndex((t) => t.id === b);
    if (ti < 0 || terrain[ti]!.kind !== 'building')
      out.push({ path: `assaults.${b}`, message: `"${b}" is not a building of the scenario` });
    else if (!unitSide.has(unit)) out.push({ path: `assaults.${b}`, message: `no unit "${unit}"` });
    else if (inside.has(ti) && unitSide.get(inside.get(ti)!.unit) === unitSide.get(unit))
      out.push({ path: `assaults.${b}`, message: `unit "${unit}" cannot assault its own side's garrison` });
  }
  return out;
}

/**
 * A model in play that is no garrison but stands on the ground inside an occupiable building, whose walls stop
 * it in squad play (`blocksHere`, RULES.md §11: a building is entered only as a garrison): one problem at
 * `<path>.at`, e.g. `model "b7" stands inside farmhouse without garrisoning it: …`; none otherwise.
 */
function walledIn(m: ScenarioModel, path: string, terrain: readonly Terrain[]): DocumentProblem[] {
  if ((m.at[2] ?? 0) > GROUND) return [];
  const t = terrain.find(
    (tr) => tr.kind === 'building' && (tr.capacity ?? 0) > 0 && pointInPolygon(m.at[0], m.at[1], tr.polygon),
  );
  if (t === undefined) return [];
  return [
    {
      path: `${path}.at`,
      message: `model "${m.id}" stands inside ${t.id} without garrisoning it: a building's walls are entered only by a garrison (§11); set "building": "${t.id}" on every model of its unit, or place it outside`,
    },
  ];
}
