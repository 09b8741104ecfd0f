/**
 * Table-top mode's conversation with the player: the dice prompt ("roll a D6 for To Hit, need 4+") and the
 * AI's moves to carry out at the real table, each waiting for the player's answer.
 */
import { defineStore } from 'pinia';
import { shallowRef } from 'vue';
import type { DiceProbe } from '../../../session/service-types';
import type { TableInstructions } from '../panels/table-talk';

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

/** Table-top store (setup style). */
export const useTabletopStore = defineStore('tabletop', () => {
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

  return { prompt, announcement, recent, ask, answer, cancel, announce, acknowledge, reset };
});
