// What the page says after an action, from play's session before and after it: pure, so every sentence is
// testable without a page. Play decides what happened; this only words it.
import { currentState, moveAt, pileAt, playerMovesBefore, stateAt } from '@solitaire/engine';
import type { PlayAction, PlaySession } from '@solitaire/play';
import { assistWords } from './assistWords.js';
import { describeMove } from './describeMove.js';
import { type Locale, cardLabel, refusalText, variantName } from './gameText.js';
import { hintText } from './hint.js';
import { translate } from './i18n.js';
import type { MessageKey } from './messages.js';

/** What to say: aloud (`spoken`), in a toast for what the player asked to know, and a notice to pin up. */
export interface PlayWords {
  readonly spoken: string | null;
  readonly toast: string | null;
  readonly notice: MessageKey | null;
  /** The values the pinned notice is worded with (a day, a rating), kept so it follows the language. */
  readonly noticeValues?: Readonly<Record<string, string | number>>;
}

/** Whether two sessions play the same deal from the same start (a move, undo or redo; not a new game). */
export const sameLine = (before: PlaySession, after: PlaySession): boolean =>
  after.def === before.def && stateAt(after.game, 0) === stateAt(before.game, 0);

/** What a change of position says: the move played (with its automatic moves), or an undo or redo. */
const moveWords = (locale: Locale, before: PlaySession, after: PlaySession, action: PlayAction): string | null => {
  if (after.game === before.game || !sameLine(before, after)) return null;
  if (action.type === 'undo') return translate(locale, 'announce.undone');
  if (action.type === 'redo') return translate(locale, 'announce.redone');
  const from = before.game.cursor;
  const played = from < after.game.length ? moveAt(after.game, from) : undefined;
  if (after.game.cursor <= from || !played) return null;
  const text = describeMove(locale, before.game.rules, currentState(before.game), played);
  const auto = after.game.cursor - from - 1 - (playerMovesBefore(after.game) - playerMovesBefore(after.game, from + 1));
  return auto > 0 && action.type !== 'autoFinish'
    ? `${text} ${translate(locale, 'announce.auto', { count: auto })}`
    : text;
};

/** The words for an action's outcome; `solverAvailable` tells why no winnable deal was found. */
export const playWords = (
  locale: Locale,
  before: PlaySession,
  after: PlaySession,
  action: PlayAction,
  solverAvailable: boolean,
): PlayWords => {
  const moved = moveWords(locale, before, after, action);
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values);
  const say = (text: string | null, toasted = false, notice: MessageKey | null = null): PlayWords => ({
    spoken: moved && text ? `${moved} ${text}` : (moved ?? text),
    toast: toasted ? text : null,
    notice,
  });
  const n = after.notice;
  if (!n || n === before.notice) return say(null);
  const s = after.game;
  switch (n.kind) {
    case 'refusal': {
      const top = action.type === 'toFoundation' ? pileAt(currentState(s), action.from)?.at(-1) : undefined;
      return say(
        top ? t('announce.noFoundation', { card: cardLabel(top.card, locale, top.up) }) : refusalText(n.code, locale),
        true,
      );
    }
    case 'hint':
      return say(hintText(locale, s.rules, currentState(s), n.move, n.proven), true);
    case 'won':
      return say(t('announce.won'));
    case 'info':
      break;
  }
  const dealt = { variant: variantName(after.def, locale), deal: s.deal };
  switch (n.code) {
    case 'blocked':
      return say(t('announce.blocked'));
    case 'hintNone':
      return say(t('announce.noHint'), true);
    case 'hintLost':
      return say(t('announce.hintLost'), true);
    case 'hintWon':
      return say(t('announce.hintWon'), true);
    case 'thinking':
      return { spoken: moved, toast: t('hint.thinking'), notice: null };
    case 'nothingToUndo':
      return say(t('announce.nothingToUndo'), true);
    case 'nothingToRedo':
      return say(t('announce.nothingToRedo'), true);
    case 'finishNone':
      return say(t('announce.cannotFinish'), true);
    case 'newGame':
      return say(t('announce.newGame', dealt));
    case 'restarted':
      return say(t('announce.restarted', { deal: s.deal }));
    case 'seeking':
      return say(t('announce.seeking'));
    case 'winnableDeal':
    case 'winnableDealExplained':
      return say(t('announce.winnableDeal', dealt));
    case 'winnableNone':
      return say(
        t('announce.newGame', dealt),
        false,
        solverAvailable ? 'notice.noWinnableDeal' : 'notice.solverUnavailable',
      );
    // The rest the page shows itself (the switches, the confirmation dialog), but for the assistance's words.
    default: {
      const w = assistWords(locale, n, dealt.variant);
      return w ? { ...say(w.text, w.toast, w.notice), noticeValues: w.values } : say(null);
    }
  }
};
