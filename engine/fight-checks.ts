/**
 * The checks a position document's `fights` (the Close combat phase's declared Attacks splits, FORMATS.md §2
 * `fight`) must pass before a game is built from it: what a `fight` action could have declared, so a file
 * cannot give a model Attacks it does not have (RULES.md §7.1, §11). Used by `createGame` (the first problem
 * refuses the document) and by `formats/validate.ts` (every problem listed).
 */
import type { DocumentProblem } from './scenario-checks';
import type { ScenarioDocument } from './scenario-types';

/**
 * Every problem of `doc.fights`, in document order: splits only in the Close combat phase, by a model of the
 * scenario that is not out of action, at models of the other side, with at most the model's Attacks in all
 * (its profile's, or its foot profile's when that has more). Example: `{ "r1": { "b1": 9 } }` for a Nob of 3
 * Attacks → `[{ path: 'fights.r1', message: 'r1 has 3 Attacks; the split gives 9 (§7.1)' }]`.
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
    let total = 0;
    for (const [target, n] of Object.entries(split)) {
      const theirs = side.get(target);
      if (theirs === undefined)
        out.push({ path: `${path}.${target}`, message: `no model "${target}" in this scenario` });
      else if (theirs === side.get(id))
        out.push({
          path: `${path}.${target}`,
          message: `${id} cannot attack ${target}, a model of its own side`,
        });
      total += n;
    }
    const attacks = Math.max(m.profile.A, m.foot?.A ?? 0);
    if (total > attacks)
      out.push({
        path,
        message: `${id} has ${attacks} Attack${attacks === 1 ? '' : 's'}; the split gives ${total} (§7.1)`,
      });
  }
  return out;
}
