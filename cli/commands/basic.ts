/** `scenarios`, `validate`, `legal` and `apply` (FORMATS.md §5). */
import { applyAction, legalActions, toScenario, type GameEvent } from '../../engine';
import { BUILTIN_SCENARIOS, BUILTIN_WARBANDS } from '../../content';
import { validateDocument } from '../../formats/validate';
import { readGameText } from '../../session/save-format';
import { parseSavedGame } from '../../formats/saved-game';
import { dice, parse, required } from '../args';
import { CliError, usage } from '../errors';
import { describeEvent } from '../describe';
import { loadActions, loadScenario, readJson, startGame } from '../load';
import type { Output } from '../output';

/** `scenarios`: lists the built-in scenarios and warbands. */
export function scenarios(argv: string[], out: Output): void {
  const { values } = parse(argv, {});
  const list = Object.entries(BUILTIN_SCENARIOS).map(([id, s]) => ({
    id,
    name: s.name ?? id,
    table: `${s.table.width}"x${s.table.depth}"`,
    models: s.sides.map((sd) => sd.models.length),
    maxTurns: s.maxTurns ?? 8,
  }));
  const warbands = Object.entries(BUILTIN_WARBANDS).map(([id, w]) => ({
    id,
    name: w.name,
    models: w.models.length,
  }));
  out.result(values.json === true, { scenarios: list, warbands }, () =>
    [
      'Scenarios:',
      ...list.map(
        (s) =>
          `  ${s.id.padEnd(16)} ${s.name} — ${s.table}, ${s.models.join(' vs ')} models, ${s.maxTurns} turns`,
      ),
      'Warbands:',
      ...warbands.map((w) => `  ${w.id.padEnd(16)} ${w.name} (${w.models} models)`),
    ].join('\n'),
  );
}

/**
 * `validate <file>`: validates a scenario, saved game or warband, listing every problem; a saved game is also
 * replayed and the first action that does not replay is reported by index, and what the app would load it
 * without (unreadable AI metadata, stale branches) is listed as `warnings` (still valid, exit 0). Exit 1 when
 * invalid.
 */
export function validate(argv: string[], out: Output): void {
  const { values, positionals } = parse(argv, {});
  const file = positionals[0];
  if (file === undefined) throw usage('validate needs a file: validate <file>');
  const raw = readJson(file);
  const v = validateDocument(raw);
  const kind = v.ok ? v.kind : 'document';
  let problems = v.ok ? [] : v.problems;
  let warnings: string[] = [];
  if (v.ok && v.kind === 'game') {
    const loaded = parseSavedGame(raw);
    if (!loaded.ok) problems = loaded.problems;
    const read = loaded.ok ? readGameText(JSON.stringify(raw)) : null;
    if (read?.ok) warnings = read.value.warnings;
  }
  const ok = problems.length === 0;
  const label = kind === 'game' ? 'saved game' : kind;
  const json = { ok, kind, problems, ...(warnings.length > 0 ? { warnings } : {}) };
  out.result(values.json === true, json, () =>
    ok
      ? `${file}: valid ${label}${warnings.map((w) => `\n  warning: ${w}`).join('')}`
      : `${file}: ${problems.length} problem(s)\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
  );
  if (!ok) out.fail();
}

/** `legal --scenario <file|name>`: the legal discrete actions for the side to act. */
export function legal(argv: string[], out: Output): void {
  const { values } = parse(argv, {
    scenario: { type: 'string' },
    seed: { type: 'string' },
    dice: { type: 'string' },
  });
  const game = startGame(loadScenario(required(values, 'scenario')), {
    seed: values.seed as string | undefined,
    dice: dice(values),
  });
  const s = game.state;
  const actions = legalActions(s);
  const side = s.static.sides[s.activeSide]!.id;
  out.result(values.json === true, { side, phase: s.phase, actions }, () =>
    [
      `${side} to act, ${s.phase} phase, turn ${s.turn}:`,
      ...actions.map((a) => `  ${JSON.stringify(a)}`),
    ].join('\n'),
  );
}

/** `apply --scenario <file|name> --actions <file> [--dice 3,4,6] [--seed S]` (FORMATS.md §5, §5.1). */
export function apply(argv: string[], out: Output): void {
  const { values } = parse(argv, {
    scenario: { type: 'string' },
    actions: { type: 'string' },
    seed: { type: 'string' },
    dice: { type: 'string' },
  });
  const doc = loadScenario(required(values, 'scenario'));
  const actions = values.actions === undefined ? [] : loadActions(values.actions as string);
  const game = startGame(doc, { seed: values.seed as string | undefined, dice: dice(values) });
  let s = game.state;
  const events: GameEvent[] = [...game.events];
  for (const [index, a] of actions.entries()) {
    const r = applyAction(s, a);
    if (!r.ok) {
      const doc = { ok: false, index, error: r.error, position: toScenario(s), events };
      const text = [
        ...events.map(describeEvent),
        `action ${index} ${JSON.stringify(a)} is illegal: ${r.error.code}: ${r.error.message}`,
      ].join('\n');
      throw new CliError(text, 1, doc);
    }
    s = r.value.state;
    events.push(...r.value.events);
  }
  out.result(values.json === true, { ok: true, position: toScenario(s), events }, () =>
    [
      ...events.map(describeEvent),
      `-- ${s.static.sides[s.activeSide]!.id} to act, turn ${s.turn}, ${s.phase} phase${s.result ? `; game over: ${s.result.winner ?? 'draw'} (${s.result.reason})` : ''}`,
    ].join('\n'),
  );
}
