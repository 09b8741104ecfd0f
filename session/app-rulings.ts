/**
 * The rules reference's entries for what RULES.md leaves to the app: rulings of docs/rules-decisions.md shown
 * after RULES.md's sections, each marked as the app's ruling with its source. Example: `ruleEntry('deployment')`
 * → the Deployment entry (the zones, who deploys first, what the engine refuses). Their ids are words, never §
 * numbers, so no § in app text links to them.
 */
import type { RuleEntry } from '../content/rules-reference/types';

/** An app-side entry: a reference entry with the ruling's source. */
export interface AppRuling extends RuleEntry {
  /** Where the ruling is written, e.g. `'docs/rules-decisions.md, "Deployment"'`. */
  ruling: string;
}

/** The app's rulings, in the reference's list after RULES.md's sections. */
export const APP_RULINGS: readonly AppRuling[] = [
  {
    id: 'deployment',
    title: 'Deployment',
    ruling: 'docs/rules-decisions.md, "Deployment (before §3; RULES.md is silent)"',
    blocks: [
      {
        kind: 'p',
        text: 'RULES.md has no deployment rule; this is how Skirmisher plays it. Deployment is turn 0, before the first Recovery phase. It happens only when the game is set to deploy (New game’s **Deploy before turn 1**, or a scenario file with `"turn": 0`) and both sides have a deployment zone; otherwise the models start where the scenario stands them.',
      },
      {
        kind: 'list',
        items: [
          '**Zones**: each side has its own, highlighted on the board: a polygon, or the strip within N″ of the side’s own table edge (the edge it falls back toward, §10.3).',
          '**Who deploys first**: the side that plays first in each game turn places its whole warband, then the other side, then turn 1 starts. The side that deploys blind gets the first move; the side that sees its enemy placed moves second.',
          '**A model may be placed** any number of times until its side ends its deployment (**Done**); **Deploy as the scenario says** puts every model where the scenario stands it.',
          '**Refused**: a base not wholly inside the side’s zone; off the table or a floor; on blocking or impassable terrain; on another base; within 1″ of an enemy (the standing rules of §3.2). In squad play a unit out of coherency (§2) when its side ends its deployment. A unit garrisoning a building deploys as the scenario says, not model by model.',
          '**No dice**: deployment rolls none; a game deployed without moving a model is the same game, bit for bit, as the one started without deployment.',
        ],
      },
    ],
  },
];
