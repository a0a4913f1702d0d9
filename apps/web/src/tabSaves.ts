// For the tests of this folder: one tab's saves as play's host reads and writes them over the page's storage, in
// the shapes the tests assert (a game, null when none, or why it was refused).
import { type VariantDefinition, startGame } from '@solitaire/engine';
import { type SavedSession, PlayHost, newPlaySession, quietPlaySettings, updatePlay } from '@solitaire/play';
import { handTimer } from '@solitaire/play/testing';
import { findVariant } from '@solitaire/variants';
import { pageSaves } from './pageSaves.js';

/** A tab (a host with its own stamps) reading and writing saves on the page's storage, on the player's day `today`. */
export const tabSaves = (today: string, writer = 'this-tab') => {
  const athena: VariantDefinition = findVariant('athena')!;
  let host: PlayHost<ReturnType<typeof newPlaySession>> | null = null;
  const first = startGame(athena, 1);
  if (!first.ok) throw new Error(first.error);
  const hostFor = (s: SavedSession) =>
    (host ??= new PlayHost(newPlaySession(athena, s.game, quietPlaySettings), {
      reduce: updatePlay,
      timer: handTimer(),
      find: findVariant,
      writer,
      saves: pageSaves,
      env: { now: () => 0, today: () => today, randomDeal: () => 1 },
    }));
  return {
    /** Saves a session's game with `elapsedMs` on its clock: 'saved', 'otherTabKept' or 'refused'. */
    write(s: SavedSession, elapsedMs: number): 'saved' | 'otherTabKept' | 'refused' {
      const h = hostFor(s);
      const def = findVariant(s.game.rules.id)!;
      const { game, dealPick, winRecorded: finished, assisted } = s;
      const saved = { def, game, elapsedMs, dealPick, finished, assisted };
      h.dispatch({ type: 'resumeSaved', saved });
      h.save();
      return h.problem === null ? 'saved' : h.problem.kind === 'otherCopyKept' ? 'otherTabKept' : 'refused';
    },
    /** Reads a variant's save as the page does when it opens it. */
    read(id: string) {
      const r = hostFor({ game: first.value, dealPick: null, winRecorded: false, assisted: false }).readSave(id);
      if (r.kind === 'none' || r.kind === 'failed') return null;
      if (r.kind === 'refused') {
        if (r.code === 'ERR_SAVE_VARIANT' && r.detail) return { code: 'wrongVariant', variant: r.detail };
        return { code: 'corrupt' };
      }
      const { game, elapsedMs, dealPick, finished, assisted } = r.saved;
      const problem = r.pickProblem ? { pickProblem: r.pickProblem } : {};
      return { game, elapsedMs, dealPick, finished: finished ?? false, assisted: assisted === true, ...problem };
    },
  };
};
