import type { VariantDefinition } from '@solitaire/engine';
import type { Locale } from '@solitaire/game-text';
import { familyAbout, familyName, renderRules, siteText } from '@solitaire/game-text/rules';

/**
 * One family of the index: its heading, what its games share, and its games, each with the summary that tells it
 * apart.
 */
export interface IndexGroup {
  readonly id: string;
  readonly heading: string;
  readonly about: string;
  readonly games: readonly { readonly id: string; readonly name: string; readonly summary: string }[];
}

/**
 * The games grouped by the family the registry gives them (game-text's description), families in the order
 * their first game comes, each with game-text's name and sentence for it; games of no family last.
 */
export const indexGroups = (defs: readonly VariantDefinition[], locale: Locale): IndexGroup[] => {
  const groups = new Map<string, { heading: string; about: string; games: IndexGroup['games'][number][] }>();
  const docs = defs.map((def) => renderRules(def, locale));
  const order = [...docs.filter((d) => d.family), ...docs.filter((d) => !d.family)];
  for (const doc of order) {
    const id = doc.family ?? 'other';
    if (!groups.has(id))
      groups.set(
        id,
        doc.family
          ? { heading: familyName(doc.family, locale), about: familyAbout(doc.family, locale), games: [] }
          : { heading: siteText(locale, 'site.familyOther'), about: '', games: [] },
      );
    groups.get(id)!.games.push({ id: doc.id, name: doc.name, summary: doc.summary });
  }
  return [...groups].map(([id, g]) => ({ id, ...g }));
};
