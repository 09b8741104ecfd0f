/**
 * The timeline: undo and redo, Ctrl+Z / Ctrl+Shift+Z against the AI (take back and play again, with its
 * replies), turn jumps, branches and the what-if replay. It works out where each key goes
 * (`timeline-targets.ts`); the play loop (`play.ts`) steps the game there.
 */
import { defineStore } from 'pinia';
import { gameClient } from '../platform/client';
import { useGameStore } from './game';
import { usePlayStore } from './play';
import { personNext, takeBackTarget, turnBoundary } from './timeline-targets';

/** Timeline store (setup style). */
export const useTimelineStore = defineStore('timeline', () => {
  const game = useGameStore();
  const play = usePlayStore();

  /** Shows the position after `to` actions of the line; pauses AI play (see `usePlayStore().goTo`). */
  function goTo(to: number): Promise<boolean> {
    return play.goTo(to);
  }

  /** Takes back the last action (it stays on the line: redo plays it again). */
  function undo(): Promise<boolean> {
    const from = play.navigationFrom();
    if (from === 0) return Promise.resolve(false);
    return goTo(from - 1);
  }

  /** Plays again the action taken back last. */
  function redo(): Promise<boolean> {
    const from = play.navigationFrom();
    if (from >= game.lineLength) return Promise.resolve(false);
    return goTo(from + 1);
  }

  /**
   * Ctrl+Z: takes back the player's last action. Against the AI that is the position before the last action a
   * person took, the AI's replies after it going with it, as "take back" against a chess engine (pausing the AI,
   * abandoning its search); with no action of theirs yet, and in other games, one action. They stay on the
   * line: `playAgain` plays them again.
   */
  function takeBack(): Promise<boolean> {
    if (!game.againstAi) return undo();
    const to = takeBackTarget(game.line, play.navigationFrom(), game.byPerson);
    return to === null ? Promise.resolve(false) : goTo(to);
  }

  /**
   * Ctrl+Shift+Z: plays again what `takeBack` took back: the next action and, against the AI, its replies up to
   * the person's next action on the line (or its end, where the AI plays on if it is its turn).
   */
  function playAgain(): Promise<boolean> {
    if (!game.againstAi) return redo();
    const from = play.navigationFrom();
    if (from >= game.lineLength) return Promise.resolve(false);
    return goTo(personNext(game.line, from + 1, game.byPerson)).then((ok) => {
      play.playOnAtEnd();
      return ok;
    });
  }

  function previousTurn(): Promise<boolean> {
    return goTo(turnBoundary(game.line, game.ply, -1));
  }

  function nextTurn(): Promise<boolean> {
    return goTo(turnBoundary(game.line, game.ply, 1));
  }

  /** Switches to another branch of the timeline (a node id from `LineEntry.alternatives`). */
  function selectBranch(node: number): Promise<boolean> {
    return play.jump(() => gameClient().service.selectBranch(node), true);
  }

  /** Plays again the action that followed the position shown, with the queued dice, as a new branch. */
  function replayNext(): Promise<boolean> {
    return play.jump(() => gameClient().service.replayNext(), false);
  }

  return { goTo, undo, redo, takeBack, playAgain, previousTurn, nextTurn, selectBranch, replayNext };
});
