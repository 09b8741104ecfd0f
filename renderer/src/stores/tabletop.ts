/**
 * Table-top mode's dice: an action is resolved with dice rolled at the real table, asked for one at a time
 * (the dice prompt: "roll a D6 for To Hit, need 4+"), and the AI's moves are announced to carry out there,
 * each waiting for the player's answer.
 */
import { defineStore } from 'pinia';
import { shallowRef } from 'vue';
import type { Action, DecisionSummary, DiceProbe } from '../../../session/service-types';
import { gameClient } from '../platform/client';
import { tableInstructions, type TableInstructions } from '../panels/table-talk';
import { plain, useGameStore } from './game';

/** A die the player is asked to roll: what for, and whose roll it is. */
export interface DicePrompt {
  /** The action being resolved, e.g. `'Captain shoots Raider'`. */
  title: string;
  probe: Extract<DiceProbe, { count: number }>;
  /** The roll is for an AI's model (the player rolls for it). */
  forAi: boolean;
  /** Dice already rolled for this action. */
  rolled: number[];
}

/** An AI action to carry out at the table, with the dice the app rolled for it. */
export interface Announcement extends TableInstructions {
  side: number;
}

/** A fair D6 for the AI's rolls in table-top mode (crypto when there is one). */
function rollD6(): number {
  const c = (globalThis as { crypto?: { getRandomValues(array: Uint8Array): Uint8Array } }).crypto;
  if (c?.getRandomValues) {
    const buf = new Uint8Array(1);
    // Rejection sampling: 252 is the largest multiple of 6 below 256.
    do c.getRandomValues(buf);
    while (buf[0]! >= 252);
    return (buf[0]! % 6) + 1;
  }
  return 1 + Math.floor(Math.random() * 6);
}

/** The dice prompt's title for `action`, e.g. `'Captain shoots Raider'` (`names`: display names by id). */
function describeFor(action: Action, names: Record<string, string>): string {
  const a = action as { model?: string; target?: string };
  const model = a.model ? (names[a.model] ?? a.model) : '';
  const target = a.target ? (names[a.target] ?? a.target) : '';
  switch (action.type) {
    case 'shoot':
      return `${model} shoots ${target}`;
    case 'charge':
    case 'divingCharge':
      return `${model} charges ${target}`;
    case 'cast':
      return `${model} casts ${action.spell} on ${target}`;
    case 'endPhase':
      return 'End of the phase';
    case 'deploy':
      return `${model} deploys`;
    case 'endDeployment':
      return 'Deployment';
    default:
      return `${model}: ${action.type}`;
  }
}

/** Table-top store (setup style). */
export const useTabletopStore = defineStore('tabletop', () => {
  const game = useGameStore();
  const prompt = shallowRef<DicePrompt | null>(null);
  const announcement = shallowRef<Announcement | null>(null);
  /** The AI's last actions of this turn, newest last (shown while the next one is thought about). */
  const recent = shallowRef<Announcement[]>([]);
  let answerPrompt: ((face: number | null) => void) | null = null;
  let ackAnnouncement: (() => void) | null = null;

  /** Asks for one D6; resolves with the face, or null when the player cancels the action. */
  function ask(p: DicePrompt): Promise<number | null> {
    answerPrompt?.(null);
    prompt.value = p;
    return new Promise((resolve) => {
      answerPrompt = (face) => {
        answerPrompt = null;
        prompt.value = null;
        resolve(face);
      };
    });
  }

  /** The player's die, 1–6. */
  function answer(face: number): void {
    if (Number.isInteger(face) && face >= 1 && face <= 6) answerPrompt?.(face);
  }

  /** Abandons the action being resolved. */
  function cancel(): void {
    answerPrompt?.(null);
  }

  /** Shows an AI action to carry out; resolves when the player says it is done. */
  function announce(a: Announcement, wait: boolean): Promise<void> {
    ackAnnouncement?.();
    recent.value = [...recent.value.slice(-5), a];
    if (!wait) return Promise.resolve();
    announcement.value = a;
    return new Promise((resolve) => {
      ackAnnouncement = () => {
        ackAnnouncement = null;
        announcement.value = null;
        resolve();
      };
    });
  }

  /** The player carried out the AI's action at the table. */
  function acknowledge(): void {
    ackAnnouncement?.();
  }

  /** Drops any question (new game, load, worker restart). */
  function reset(): void {
    answerPrompt?.(null);
    ackAnnouncement?.();
    recent.value = [];
  }

  /**
   * Asks the engine which dice `action` needs, one at a time; the player rolls their own (and the AI's too
   * unless the app rolls for it), then the action is applied with exactly those dice. The AI's actions
   * (`decision` given, or an AI side's end of phase) are announced to carry out at the table. False when the
   * player cancels or the engine refuses (shown as a toast).
   */
  async function rollAndCommit(action: Action, decision: DecisionSummary | null): Promise<boolean> {
    const service = gameClient().service;
    const dice: number[] = [];
    const snap = game.snapshot!;
    const title = describeFor(action, game.names);
    for (let guard = 0; guard < 500; guard++) {
      const probe = await service.probe(plain(action), dice);
      if (probe.complete) break;
      if ('error' in probe) {
        const [code, ...rest] = probe.error.split(': ');
        game.fail({ code: code ?? 'ERR_BAD_ACTION', message: rest.join(': ') || probe.error });
        return false;
      }
      const forAi = probe.side !== null && snap.players[probe.side]?.kind !== 'human';
      if (forAi && snap.rollForAi) {
        dice.push(rollD6());
        continue;
      }
      const face = await ask({ title, probe, forAi, rolled: [...dice] });
      if (face === null) return false;
      dice.push(face);
    }
    const before = snap.state;
    const r = await service.commit(plain(action), dice, decision ? plain(decision) : null);
    if (!game.take(r) || !r.ok) return false;
    if (decision !== null || snap.players[before.activeSide]?.kind !== 'human') {
      const told = tableInstructions(action, r.value.events, before, game.names, game.unitsIn(before.phase));
      // The AI's placements are told together, as one list, when it ends its deployment.
      const wait =
        action.type !== 'deploy' &&
        (told.lines.length > 0 || told.rolls.length > 0 || action.type !== 'endPhase');
      await announce({ ...told, side: before.activeSide }, wait);
    }
    return true;
  }

  return { prompt, announcement, recent, ask, answer, cancel, announce, acknowledge, reset, rollAndCommit };
});
