/**
 * The play loop's state machine, without Vue: what the loop is doing now (idle, an AI thinking, the timeline
 * stepping to a ply, an action being committed), whether play is paused, which game the work in flight
 * belongs to, and where the timeline is heading. The play store (`play.ts`) drives it and makes it reactive;
 * the Ctrl+Z-against-the-AI races are its unit tests (`test/renderer/play-machine.test.ts`).
 */

/**
 * What the play loop does now:
 * - `idle`: nothing in flight (the loop may be sleeping between two watched decisions);
 * - `thinking`: an AI side's search runs in the worker;
 * - `navigating`: the timeline steps the game to `target` (undo, redo, replay, a click on the timeline);
 * - `committing`: an action is on its way to the engine (a person's, or the AI's with its table-top dice).
 */
export type PlayMode = 'idle' | 'thinking' | 'navigating' | 'committing';

/**
 * What the store does with a navigation request (`PlayMachine.navigate`):
 * - `refuse`: nothing to go to, or an action (or a search) on its way: no step, and no pause either;
 * - `join`: a navigation on its way now heads for the new target: wait for it;
 * - `there`: already at the target (End at the end);
 * - `start`: step the game to `target` (the machine is `navigating`).
 */
export type NavigationStep = 'refuse' | 'join' | 'there' | 'start';

/**
 * The loop's state. Example: idle → `beginThinking()` → thinking; Ctrl+Z then calls `holdTarget(4)` (paused,
 * the search is abandoned), the search ends (`endThinking()`), and `navigate(4, …)` answers `start`.
 */
export class PlayMachine {
  mode: PlayMode = 'idle';
  /** Play (AI decisions, the replay) waits for Play / Space. */
  paused = false;
  /** Bumped by every new game and stop: answers for an older generation are dropped. */
  generation = 0;
  /** The ply the timeline is on its way to (rapid Ctrl+Z presses add up), or null. */
  target: number | null = null;

  /** Whether the UI must wait: the timeline steps, or an action is committed. */
  get busy(): boolean {
    return this.mode === 'navigating' || this.mode === 'committing';
  }

  /** Where the next timeline press counts from: the target on its way, else the ply shown. */
  from(ply: number): number {
    return this.target ?? ply;
  }

  /**
   * A new game, load or resync: everything in flight is stale, a search is forgotten (a navigation or a
   * commit still on its way ends by itself); play starts paused or not.
   */
  restart(paused: boolean): void {
    this.generation++;
    if (this.mode === 'thinking') this.mode = 'idle';
    this.paused = paused;
  }

  /** Stops the current game's play: answers still on their way are dropped (their generation is past). */
  stop(): void {
    this.generation++;
  }

  /** The loop has ended after `stop()`: nothing is in flight any more. */
  stopped(): void {
    this.mode = 'idle';
    this.target = null;
  }

  /** A person's action goes to the engine; false (nothing starts) unless the loop is idle. */
  beginCommit(): boolean {
    if (this.mode !== 'idle') return false;
    this.mode = 'committing';
    return true;
  }

  /** The AI's decided action goes to the engine (table-top mode: its dice are entered first). */
  commitDecision(generation: number): void {
    if (generation === this.generation && this.mode === 'thinking') this.mode = 'committing';
  }

  /** The committed action was applied or refused. */
  endCommit(): void {
    if (this.mode === 'committing') this.mode = 'idle';
  }

  /** An AI side starts its search for game `generation`. */
  beginThinking(generation: number): void {
    if (generation === this.generation && this.mode === 'idle') this.mode = 'thinking';
  }

  /** The search of game `generation` answered (or failed, or was abandoned). */
  endThinking(generation: number): void {
    if (generation === this.generation && this.mode === 'thinking') this.mode = 'idle';
  }

  /**
   * Ctrl+Z (or any timeline press) while the AI thinks: the target is kept so that presses made while the
   * search stops add up, and play pauses; the store abandons the search and navigates once it has ended.
   */
  holdTarget(to: number): void {
    this.target = to;
    this.paused = true;
  }

  /**
   * A request to show ply `to` (already clamped to the line), with the ply shown now. `keepPlaying` is the
   * replay's own step, which does not pause play; any other request pauses it (unless refused).
   */
  navigate(to: number, ply: number, opts: { hasGame: boolean; keepPlaying: boolean }): NavigationStep {
    const navigating = this.mode === 'navigating';
    if (!opts.hasGame || (this.mode !== 'idle' && !navigating)) {
      if (!navigating) this.target = null;
      return 'refuse';
    }
    if (!opts.keepPlaying) this.paused = true;
    this.target = to;
    if (navigating) return 'join';
    if (to === ply) {
      this.target = null;
      return 'there';
    }
    this.mode = 'navigating';
    return 'start';
  }

  /** The next ply to step to while navigating, or null once there (`ply` is the ply shown now). */
  nextTarget(ply: number): number | null {
    return this.target !== null && this.target !== ply ? this.target : null;
  }

  /** The game reached `to`; unless a later press retargeted the navigation, it is done. */
  reached(to: number): void {
    if (this.target === to) this.target = null;
  }

  /** The navigation has ended (there, or a step failed). */
  endNavigation(): void {
    this.target = null;
    if (this.mode === 'navigating') this.mode = 'idle';
  }
}
