// What the page says about the solver-based assistance (show me, back to winnable, picked deals), from play's
// notices: pure, like playWords, which hands these codes over.
import type { InfoCode, PlayNotice } from '@solitaire/play';
import type { Locale } from './gameText.js';
import { translate } from './i18n.js';
import type { MessageKey } from './messages.js';

/** The words of an assistance notice: spoken, shown in a toast, or pinned as a notice; null for other codes. */
export interface AssistWords {
  readonly text: string;
  readonly toast: boolean;
  readonly notice: MessageKey | null;
  /** What the notice is worded with. */
  readonly values: Readonly<Record<string, string | number>>;
}

type InfoNotice = Extract<PlayNotice, { kind: 'info' }>;

const spoken: Partial<Record<InfoCode, MessageKey>> = {
  showMeOn: 'announce.showMeOn',
  showMeStopped: 'announce.showMeStopped',
  showMeNone: 'announce.showMeNone',
  rewinding: 'announce.rewinding',
  rewindStopped: 'announce.showMeStopped',
  backToWinnable: 'announce.backToWinnable',
  backNone: 'announce.backNone',
  stillWinnable: 'announce.stillWinnable',
  seekingDaily: 'announce.seekingPick',
  seekingRated: 'announce.seekingPick',
  dailyDeal: 'announce.dailyDeal',
  ratedDeal: 'announce.ratedDeal',
  dailyPractice: 'announce.dailyPractice',
  runsCompleted: 'announce.runsCompleted',
};
// Pinned as notices: the pick the player asked for did not happen, and the game on the table goes on.
const pinnedNotices: Partial<Record<InfoCode, MessageKey>> = {
  dailyNone: 'notice.noDailyDeal',
  dailyFuture: 'notice.dailyFuture',
  ratedNone: 'notice.noRatedDeal',
};
// Said in a toast as well: what the player asked for and must see at once.
const toasted: ReadonlySet<InfoCode> = new Set(['showMeNone', 'backToWinnable', 'backNone', 'stillWinnable']);

/** The words for an assistance notice about `variant`'s game, or null when the code is not one of them. */
export const assistWords = (locale: Locale, n: InfoNotice, variant: string): AssistWords | null => {
  const values = { variant, deal: n.deal ?? '', value: n.value ?? '', count: n.count ?? 0, day: n.day ?? '' };
  const pinned = pinnedNotices[n.code];
  if (pinned) return { text: translate(locale, pinned, values), toast: false, notice: pinned, values };
  const key = spoken[n.code];
  return key ? { text: translate(locale, key, values), toast: toasted.has(n.code), notice: null, values } : null;
};
