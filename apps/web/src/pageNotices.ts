// The notices the page pins up until dismissed: what was wrong with a link, a save or the storage. Kept as message
// keys and values, so that they follow the language.
import type { VariantDefinition } from '@solitaire/engine';
import type { SaveRead, StoreProblem } from '@solitaire/play';
import { findVariant } from '@solitaire/variants';
import { clip } from './clip.js';
import { type Locale, variantName } from './gameText.js';
import type { MessageValues } from './i18n.js';
import type { MessageKey } from './messages.js';
import type { RouteProblem } from './route.js';

/** A message shown until dismissed (link problems, unreadable saves), kept as a key so it follows the language. */
export interface Notice {
  readonly key: MessageKey;
  readonly values: MessageValues;
  /** How many more problems of the same kind this one notice stands for (a link's others), when any. */
  readonly more?: number;
}

// Values from the link are shown cut short: a link of any length makes a notice of bounded length.
const problemNotice = (p: RouteProblem, def: VariantDefinition, locale: Locale): Notice => {
  switch (p.kind) {
    case 'badVariant':
      return { key: 'notice.badVariant', values: { id: clip(p.id), variant: variantName(def, locale) } };
    case 'badDeal':
      return { key: 'notice.badDeal', values: { value: clip(p.value) } };
    case 'badOption':
      return { key: 'notice.badOption', values: { key: clip(p.key), value: clip(p.value) } };
    case 'badEscape':
      return { key: 'notice.badEscape', values: { value: clip(p.value), variant: variantName(def, locale) } };
    case 'badDay':
      return { key: 'notice.badDay', values: { value: clip(p.value) } };
  }
};

/** A link's problems as one notice: the first, and how many more (none when the link is fine). */
export const linkNotices = (problems: readonly RouteProblem[], def: VariantDefinition, locale: Locale): Notice[] => {
  const [head] = problems;
  if (!head) return [];
  const n = problemNotice(head, def, locale);
  return [problems.length > 1 ? { ...n, more: problems.length - 1 } : n];
};

/** Why a variant's stored game was not taken up: unreadable, or a game of another variant under its key. */
export const refusedSaveNotice = (
  r: Extract<SaveRead, { kind: 'refused' }>,
  def: VariantDefinition,
  locale: Locale,
): Notice => {
  if (r.code !== 'ERR_SAVE_VARIANT' || !r.detail) return { key: 'notice.corruptSave', values: {} };
  const other = findVariant(r.detail);
  const values = { variant: variantName(def, locale), other: other ? variantName(other, locale) : clip(r.detail) };
  return { key: 'notice.wrongVariantSave', values };
};

/** What the page says of a store problem: a game another tab saved kept aside, or a write the browser refused. */
export const storeProblemKey = (p: StoreProblem): MessageKey =>
  p.kind === 'otherCopyKept' ? 'notice.saveOtherTab' : 'notice.storageFailed';
