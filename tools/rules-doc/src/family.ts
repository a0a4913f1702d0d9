import type { Rules, VariantDefinition } from '@solitaire/engine';
import { type Locale, renderRules } from '@solitaire/game-text';
import { variants } from '@solitaire/variants';

/** Families of the index: games dealt in fans, games dealt in piles. */
export const families = ['piles', 'fans'] as const;
/** A family of games. */
export type Family = (typeof families)[number];

/** A game's family, read from its definition: how its tableau is dealt. */
export const familyOf = (def: VariantDefinition | Rules): Family => (def.tableau.fans ? 'fans' : 'piles');

/** The registered games of the same family as `def`, other than itself, in menu order. */
export const relatedGames = (def: VariantDefinition | Rules): VariantDefinition[] =>
  variants.filter((v) => v.id !== def.id && familyOf(v) === familyOf(def));

/** The one sentence that tells a game apart, for the index and the related-games list. */
export const summaryOf = (def: VariantDefinition | Rules, locale: Locale): string =>
  renderRules(def, locale).sections[0]?.paragraphs[0]?.text ?? '';
