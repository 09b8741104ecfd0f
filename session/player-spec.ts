/**
 * Players of a game in the worker (DESIGN.md "UI"): a human, an AI level or a baseline bot; their saved-game text
 * (FORMATS.md §4 `players`), the check of a player coming from the UI thread, and the AI players of a game.
 */
import { AiPlayer } from './ai-player';
import { AI_LEVELS, BASELINE_BOTS, type AiLevel, type BaselineBot, type PlayerSpec } from './service-types';

/** Whether a value from the UI thread is a player, e.g. `{ kind: 'ai', level: 'hard' }`. */
export function isPlayerSpec(value: unknown): value is PlayerSpec {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v['kind'] === 'human') return true;
  if (v['kind'] === 'ai') return (AI_LEVELS as readonly unknown[]).includes(v['level']);
  if (v['kind'] === 'bot') return (BASELINE_BOTS as readonly unknown[]).includes(v['bot']);
  return false;
}

/** A player as the saved-game `players` field writes it (a bot spec): `'human'`, `'mcts:level=hard'`, `'greedy'`. */
export function playerSpecText(spec: PlayerSpec): string {
  if (spec.kind === 'human') return 'human';
  if (spec.kind === 'ai') return `mcts:level=${spec.level}`;
  return spec.bot;
}

/** Reads a saved-game player text back; other `mcts…` specs become the normal level, anything else a human. */
export function parsePlayerSpec(text: string | undefined): PlayerSpec {
  const t = (text ?? '').trim().toLowerCase();
  if ((BASELINE_BOTS as readonly string[]).includes(t)) return { kind: 'bot', bot: t as BaselineBot };
  if (t.startsWith('mcts')) {
    const level = /level=(\w+)/.exec(t)?.[1];
    return {
      kind: 'ai',
      level: (AI_LEVELS as readonly string[]).includes(level ?? '') ? (level as AiLevel) : 'normal',
    };
  }
  return { kind: 'human' };
}

/** Makes one AI player per AI side, seeded from the game seed and the side. */
export function makePlayers(
  players: [PlayerSpec, PlayerSpec],
  seed: string,
): [AiPlayer | null, AiPlayer | null] {
  return [0, 1].map((side) => {
    const spec = players[side]!;
    return spec.kind === 'human' ? null : new AiPlayer(spec, side, `${seed}/side${side}`);
  }) as [AiPlayer | null, AiPlayer | null];
}
