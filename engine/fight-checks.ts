/**
 * The checks a position document's `fights` (the Close combat phase's declared Attacks splits, FORMATS.md §2
 * `fight`) must pass before a game is built from it: what a `fight` action could have declared, so a file
 * cannot give a model Attacks it does not have (RULES.md §7.1, §11). Used by `createGame` (the first problem
 * refuses the document) and by `formats/validate.ts` (every problem listed).
 */
import { checkSplit } from './combat';
import { modelIndex } from './state';
import type { DocumentProblem } from './scenario-checks';
import type { ScenarioDocument } from './scenario-types';
import type { GameState } from './types';

/**
 * Every problem of `doc.fights` the document alone shows, in document order: splits only in the Close combat
 * phase, by a model of the scenario that is not out of action, at models of the other side. Example:
 * `{ "r1": { "r2": 1 } }` → `[{ path: 'fights.r1.r2', message: 'r1 cannot attack r2, a model of its own side' }]`.
 * The rest (Attacks, contact, §11 parties) needs the position: `fightStateProblem`.
 */
export function fightProblems(doc: ScenarioDocument): DocumentProblem[] {
  const fights = Object.entries(doc.fights ?? {});
  if (fights.length === 0) return [];
  const phase = doc.phase ?? 'recovery';
  if (phase !== 'closeCombat')
    return [
      {
        path: 'fights',
        message: `Attacks splits are declared in the Close combat phase; this position is in the ${phase} phase`,
      },
    ];
  const side = new Map<string, number>();
  const models = new Map<string, ScenarioDocument['sides'][number]['models'][number]>();
  doc.sides.forEach((s, k) =>
    s.models.forEach((m) => {
      side.set(m.id, k);
      models.set(m.id, m);
    }),
  );
  const out: DocumentProblem[] = [];
  for (const [id, split] of fights) {
    const path = `fights.${id}`;
    const m = models.get(id);
    if (m === undefined) {
      out.push({ path, message: `no model "${id}" in this scenario` });
      continue;
    }
    if (m.status === 'outOfAction') {
      out.push({ path, message: `${id} is out of action and does not fight` });
      continue;
    }
    if (split === null || typeof split !== 'object' || Array.isArray(split)) {
      out.push({ path, message: 'expected an Attacks split { "<enemy id>": attacks }' });
      continue;
    }
    for (const target of Object.keys(split)) {
      const theirs = side.get(target);
      if (theirs === undefined)
        out.push({ path: `${path}.${target}`, message: `no model "${target}" in this scenario` });
      else if (theirs === side.get(id))
        out.push({
          path: `${path}.${target}`,
          message: `${id} cannot attack ${target}, a model of its own side`,
        });
    }
  }
  return out;
}

/**
 * The first declared split of position `s` (built from a document) that a `fight` action could not have made
 * there, as `'fights.<id>: <why>'`, or null: the same check as the action (`checkSplit`: the model fights, its
 * split names enemies it may attack with exactly its Attacks, or in a §11 assault all of them at one character
 * of the garrison's party). Example: `'fights.r1: r1 has 1 Attacks but the split gives 3'`.
 */
export function fightStateProblem(s: GameState): string | null {
  for (const id of Object.keys(s.fights)) {
    const i = modelIndex(s, id);
    if (i < 0) return `fights.${id}: no model "${id}" in this scenario`;
    const e = checkSplit(s, i, s.fights[id]);
    if (e !== null) return `fights.${id}: ${e.message}`;
  }
  return null;
}
