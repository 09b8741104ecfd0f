/**
 * Cross-field checks of FORMATS.md §1 that a per-field schema cannot make and that need no geometry engine:
 * unique ids, weapon and spell ids that exist, side ids that exist, wounds within W, flags that agree with the
 * status, bases on the table and not overlapping. They read the raw input defensively, so they run (and report) even when the schema found
 * other problems; a value the schema rejects is skipped here rather than reported twice.
 */
import { LEVEL_TOLERANCE } from '../engine/levels';
import type { ScenarioDocument } from '../engine/scenario-types';
import { formatPath, type PathSegment, type Problem } from './problems';
import { MAX_SPELLS, MAX_WEAPONS } from './scenario-schema';
import { formatTableSide } from './table-size';

/** Default base radius in inches (FORMATS.md §1). */
export const DEFAULT_BASE = 0.5;
/** Most problems listed for one document; the rest are counted (see `validate.ts`). */
export const MAX_PROBLEMS = 1000;
/** Bases may overlap by this much (inches) before it counts, for hand-typed decimals. */
export const OVERLAP_TOLERANCE = 0.001;

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
function isNum(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}
function isStr(v: unknown): v is string {
  return typeof v === 'string';
}
function arr(v: unknown): readonly unknown[] {
  return Array.isArray(v) ? v : [];
}
function own(o: Obj, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, key);
}
/** Rounds for messages: `0.6000000001` → `0.6`. */
function fmt(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

/** Reports repeated string ids among `entries` (each with its path), naming the first holder. */
function duplicateIds(entries: { id: unknown; path: PathSegment[] }[], what: string): Problem[] {
  const first = new Map<string, PathSegment[]>();
  const out: Problem[] = [];
  for (const e of entries) {
    if (!isStr(e.id)) continue;
    const prev = first.get(e.id);
    if (prev === undefined) first.set(e.id, e.path);
    else
      out.push({
        path: formatPath(e.path),
        message: `duplicate ${what} ${JSON.stringify(e.id)} (also ${formatPath(prev)})`,
      });
  }
  return out;
}

/** A model of a side with where it sits in the document. */
interface ModelEntry {
  model: Obj;
  path: PathSegment[];
}

function modelsOf(sides: readonly unknown[], prefix: PathSegment[]): ModelEntry[] {
  const out: ModelEntry[] = [];
  sides.forEach((side, s) => {
    if (!isObj(side)) return;
    arr(side.models).forEach((model, m) => {
      if (isObj(model)) out.push({ model, path: [...prefix, 'sides', s, 'models', m] });
    });
  });
  return out;
}

/** Weapon ids a model carries that are not keys of the weapon table. */
function weaponRefProblems(
  models: readonly ModelEntry[],
  weapons: unknown,
  weaponsPath: PathSegment[],
): Problem[] {
  if (weapons !== undefined && !isObj(weapons)) return [];
  const out: Problem[] = [];
  for (const { model, path } of models) {
    arr(model.weapons).forEach((w, i) => {
      if (!isStr(w) || (weapons !== undefined && own(weapons, w))) return;
      out.push({
        path: formatPath([...path, 'weapons', i]),
        message:
          weapons === undefined
            ? `unknown weapon ${JSON.stringify(w)}: there is no "weapons" table`
            : `unknown weapon ${JSON.stringify(w)}: not a key of ${formatPath(weaponsPath)}`,
      });
    });
  }
  return out;
}

/** Spell ids a model knows that are not keys of the scenario's spell table (RULES.md §12). */
function spellRefProblems(
  models: readonly ModelEntry[],
  spells: unknown,
  spellsPath: PathSegment[],
): Problem[] {
  if (spells !== undefined && !isObj(spells)) return [];
  const out: Problem[] = [];
  for (const { model, path } of models) {
    arr(model.spells).forEach((sp, i) => {
      if (!isStr(sp) || (spells !== undefined && own(spells, sp))) return;
      out.push({
        path: formatPath([...path, 'spells', i]),
        message:
          spells === undefined
            ? `unknown spell ${JSON.stringify(sp)}: there is no "spells" table`
            : `unknown spell ${JSON.stringify(sp)}: not a key of ${formatPath(spellsPath)}`,
      });
    });
  }
  return out;
}

/**
 * Flags that contradict a model's status (RULES.md §4.3, §8, §9.5): only a standing model can be hidden, and
 * a model out of action is not fleeing. The engine never writes such a model.
 */
function statusFlagProblems(models: readonly ModelEntry[]): Problem[] {
  const out: Problem[] = [];
  for (const { model, path } of models) {
    const status = isStr(model.status) ? model.status : 'standing';
    if (model.hidden === true && status !== 'standing')
      out.push({
        path: formatPath([...path, 'hidden']),
        message: `a ${status === 'outOfAction' ? 'model out of action' : `${status} model`} cannot be hidden (§4.3: only a standing model hides)`,
      });
    if (model.fleeing === true && status === 'outOfAction')
      out.push({
        path: formatPath([...path, 'fleeing']),
        message: 'a model out of action cannot be fleeing (§9.5)',
      });
  }
  return out;
}

/** Missile weapons must say their range and Strength (RULES.md §2); the table has at most `max` entries. */
function weaponTableProblems(weapons: unknown, path: PathSegment[], max: number): Problem[] {
  if (!isObj(weapons)) return [];
  const out: Problem[] = [];
  const keys = Object.keys(weapons);
  if (keys.length > max)
    out.push({ path: formatPath(path), message: `expected at most ${max} weapons, got ${keys.length}` });
  for (const key of keys.slice(0, max)) {
    const w = weapons[key];
    if (!isObj(w) || w.type !== 'missile') continue;
    for (const field of ['range', 'strength'] as const) {
      if (w[field] === undefined) {
        out.push({
          path: formatPath([...path, key, field]),
          message: `missing: a missile weapon needs a ${field === 'range' ? 'range in inches' : 'Strength'}`,
        });
      }
    }
  }
  return out;
}

/** Base radius of a raw model, or undefined when it is not a valid one (the schema reports it). */
function baseOf(model: Obj): number | undefined {
  if (model.base === undefined) return DEFAULT_BASE;
  return isNum(model.base) && model.base >= 0.1 && model.base <= 10 ? model.base : undefined;
}

/** The [x, y] of a raw position, or undefined when it is not a valid one. */
function xyOf(at: unknown): [number, number] | undefined {
  if (!Array.isArray(at) || at.length < 2 || at.length > 3) return undefined;
  const [x, y] = at as unknown[];
  return isNum(x) && isNum(y) ? [x, y] : undefined;
}

/** Bases off the table and overlapping bases at the same level (FORMATS.md §1), ignoring models out of action. */
function placementProblems(entries: readonly ModelEntry[], table: unknown): Problem[] {
  const out: Problem[] = [];
  const width = isObj(table) && formatTableSide(table.width) ? table.width : undefined;
  const depth = isObj(table) && formatTableSide(table.depth) ? table.depth : undefined;
  const placed: { id: string; x: number; y: number; z: number; r: number; path: PathSegment[] }[] = [];
  for (const { model, path } of entries) {
    const at = model.at;
    if (Array.isArray(at) && at.length === 3 && isNum(at[2]) && at[2] < 0) {
      out.push({
        path: formatPath([...path, 'at', 2]),
        message: `expected a height of 0 or more (inches), got ${at[2]}`,
      });
    }
    if (model.status === 'outOfAction') continue;
    const xy = xyOf(at);
    const r = baseOf(model);
    if (xy === undefined || r === undefined) continue;
    const [x, y] = xy;
    const name = isStr(model.id) ? `model ${JSON.stringify(model.id)}` : 'the model';
    if (width !== undefined && depth !== undefined) {
      const off: string[] = [];
      if (x - r < 0) off.push(`x − base = ${fmt(x - r)} is below 0`);
      if (x + r > width) off.push(`x + base = ${fmt(x + r)} is beyond the width ${fmt(width)}`);
      if (y - r < 0) off.push(`y − base = ${fmt(y - r)} is below 0`);
      if (y + r > depth) off.push(`y + base = ${fmt(y + r)} is beyond the depth ${fmt(depth)}`);
      if (off.length > 0) {
        out.push({
          path: formatPath([...path, 'at']),
          message: `${name} (base radius ${fmt(r)}") lies off the ${fmt(width)}" × ${fmt(depth)}" table: ${off.join('; ')}`,
        });
      }
    }
    const z = Array.isArray(at) && at.length === 3 && isNum(at[2]) ? at[2] : 0;
    placed.push({ id: isStr(model.id) ? model.id : '?', x, y, z, r, path });
  }
  for (let j = 1; j < placed.length && out.length < MAX_PROBLEMS; j++) {
    const b = placed[j]!;
    for (let i = 0; i < j; i++) {
      const a = placed[i]!;
      // Models on different levels (a floor above another model, heights 1" or more apart) may overlap in plan.
      if (Math.abs(a.z - b.z) >= LEVEL_TOLERANCE) continue;
      const need = a.r + b.r;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      if (Math.abs(dx) >= need || Math.abs(dy) >= need) continue;
      const d = Math.sqrt(dx * dx + dy * dy);
      if (d < need - OVERLAP_TOLERANCE) {
        out.push({
          path: formatPath([...b.path, 'at']),
          message: `model ${JSON.stringify(b.id)} overlaps model ${JSON.stringify(a.id)} (${formatPath(a.path)}): centres ${fmt(d)}" apart, their bases need ${fmt(need)}"`,
        });
      }
    }
  }
  return out;
}

/**
 * Cross-field problems of a raw scenario document (FORMATS.md §1), with paths under `prefix`, e.g.
 * `[{ path: 'sides[1].models[0].id', message: 'duplicate model id "r1" (also sides[0].models[0].id)' }]`.
 */
export function scenarioCrossProblems(doc: unknown, prefix: PathSegment[] = []): Problem[] {
  if (!isObj(doc)) return [];
  const p = (...rest: PathSegment[]) => [...prefix, ...rest];
  const out: Problem[] = [];
  // No `out.push(...list)`: a long list would overflow the call stack.
  const add = (list: readonly Problem[]) => {
    for (const problem of list) out.push(problem);
  };
  const sides = arr(doc.sides);
  const models = modelsOf(sides, prefix);

  add(
    duplicateIds(
      sides.map((s, i) => ({ id: isObj(s) ? s.id : undefined, path: p('sides', i, 'id') })),
      'side id',
    ),
  );
  add(
    duplicateIds(
      models.map((e) => ({ id: e.model.id, path: [...e.path, 'id'] })),
      'model id',
    ),
  );
  add(
    duplicateIds(
      arr(doc.terrain).map((t, i) => ({ id: isObj(t) ? t.id : undefined, path: p('terrain', i, 'id') })),
      'terrain id',
    ),
  );

  add(weaponTableProblems(doc.weapons, p('weapons'), MAX_WEAPONS));
  add(weaponRefProblems(models, doc.weapons, p('weapons')));
  add(spellRefProblems(models, doc.spells, p('spells')));
  if (isObj(doc.spells) && Object.keys(doc.spells).length > MAX_SPELLS)
    out.push({
      path: formatPath(p('spells')),
      message: `expected at most ${MAX_SPELLS} spells, got ${Object.keys(doc.spells).length}`,
    });
  add(statusFlagProblems(models));

  const sideIds = sides.map((s) => (isObj(s) ? s.id : undefined));
  if (sideIds.length === 2 && sideIds.every(isStr)) {
    for (const field of ['activeSide', 'firstSide'] as const) {
      const v = doc[field];
      if (isStr(v) && !sideIds.includes(v)) {
        out.push({
          path: formatPath(p(field)),
          message: `expected a side id (${sideIds.map((s) => JSON.stringify(s)).join(' or ')}), got ${JSON.stringify(v)}`,
        });
      }
    }
  }

  const modelIds = new Set(models.map((e) => e.model.id).filter(isStr));
  for (const { model, path } of models) {
    for (const field of ['downedBy', 'panicFrom'] as const) {
      const ref = model[field];
      if (isStr(ref) && !modelIds.has(ref))
        out.push({ path: formatPath([...path, field]), message: `unknown model ${JSON.stringify(ref)}` });
    }
    const w = isObj(model.profile) ? model.profile.W : undefined;
    if (isNum(model.wounds) && isNum(w) && Number.isInteger(w) && model.wounds > w) {
      out.push({
        path: formatPath([...path, 'wounds']),
        message: `expected at most the profile's W (${w}), got ${model.wounds}`,
      });
    }
  }

  if (isNum(doc.turn) && isNum(doc.maxTurns) && doc.turn > doc.maxTurns) {
    out.push({
      path: formatPath(p('turn')),
      message: `expected at most maxTurns (${doc.maxTurns}), got ${doc.turn}`,
    });
  }

  arr(doc.terrain).forEach((t, i) => {
    if (!isObj(t) || !isNum(t.height)) return;
    const height = t.height;
    arr(t.floors).forEach((f, k) => {
      if (isNum(f) && f > height) {
        out.push({
          path: formatPath(p('terrain', i, 'floors', k)),
          message: `expected a floor height of at most the terrain's height (${fmt(height)}), got ${f}`,
        });
      }
    });
  });

  if (isObj(doc.fights) && Object.keys(doc.fights).length > 1000) {
    out.push({
      path: formatPath(p('fights')),
      message: `expected at most 1000 Attacks splits, got ${Object.keys(doc.fights).length}`,
    });
  }

  add(placementProblems(models, doc.table));
  return out;
}

/** Cross-field problems of a raw warband file: duplicate model ids, unknown weapons, table size. */
export function warbandCrossProblems(doc: unknown): Problem[] {
  if (!isObj(doc)) return [];
  const models: ModelEntry[] = [];
  arr(doc.models).forEach((m, i) => {
    if (isObj(m)) models.push({ model: m, path: ['models', i] });
  });
  return [
    ...duplicateIds(
      models.map((e) => ({ id: e.model.id, path: [...e.path, 'id'] })),
      'model id',
    ),
    ...weaponTableProblems(doc.weapons, ['weapons'], MAX_WEAPONS),
    ...weaponRefProblems(models, doc.weapons, ['weapons']),
  ];
}

/**
 * Actions that name models the scenario does not have (FORMATS.md §4), e.g.
 * `{ path: 'actions[3].model', message: 'unknown model "r9"' }`. The replay checks everything else.
 */
export function actionRefProblems(
  actions: unknown,
  scenario: ScenarioDocument,
  prefix: PathSegment[],
): Problem[] {
  const ids = new Set<string>();
  for (const side of scenario.sides) for (const m of side.models) ids.add(m.id);
  const out: Problem[] = [];
  const unknown = (v: unknown, path: PathSegment[]) => {
    if (isStr(v) && !ids.has(v))
      out.push({ path: formatPath(path), message: `unknown model ${JSON.stringify(v)}` });
  };
  arr(actions).forEach((a, i) => {
    if (!isObj(a)) return;
    unknown(a.model, [...prefix, i, 'model']);
    if (a.type === 'charge' || a.type === 'divingCharge' || a.type === 'shoot')
      unknown(a.target, [...prefix, i, 'target']);
    if (a.type === 'fight' && isObj(a.split))
      for (const k of Object.keys(a.split)) unknown(k, [...prefix, i, 'split', k]);
  });
  return out;
}
