import type { VariantDefinition } from '@solitaire/engine';
import { type Locale, renderRules, siteText, variantName } from '@solitaire/game-text';
import { findVariant } from '@solitaire/variants';

/** One family of the index: its heading and its games, each with the summary that tells it apart. */
export interface IndexGroup {
  readonly id: string;
  readonly heading: string;
  readonly games: readonly { readonly id: string; readonly name: string; readonly summary: string }[];
}

/**
 * The games grouped by the family the registry gives them (game-text's description), families in the order
 * their first game comes, a family headed by its namesake's name; games of no family last.
 */
export const indexGroups = (defs: readonly VariantDefinition[], locale: Locale): IndexGroup[] => {
  const groups = new Map<string, { heading: string; games: IndexGroup['games'][number][] }>();
  const docs = defs.map((def) => renderRules(def, locale));
  const order = [...docs.filter((d) => d.family), ...docs.filter((d) => !d.family)];
  for (const doc of order) {
    const id = doc.family ?? 'other';
    const head = doc.family ? findVariant(doc.family) : undefined;
    if (!groups.has(id))
      groups.set(id, { heading: head ? siteText(locale, 'site.family', { head: variantName(head, locale) }) : siteText(locale, 'site.familyOther'), games: [] });
    groups.get(id)!.games.push({ id: doc.id, name: doc.name, summary: doc.summary });
  }
  return [...groups].map(([id, g]) => ({ id, ...g }));
};
