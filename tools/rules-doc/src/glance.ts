import { type Rules, type VariantDefinition, UNLIMITED, cardCount } from '@solitaire/engine';
import { type Locale, optionLabel } from '@solitaire/game-text';
import { dealShape, siteText } from '@solitaire/game-text/rules';
import type { Odds } from '@solitaire/variants';
import { asRules } from './svg.js';

/** One line of the at-a-glance box: a label, its value and, for the odds, how they were found. */
export interface GlanceRow {
  readonly id: 'cards' | 'deal' | 'draw' | 'redeals' | 'foundations' | 'building' | 'odds';
  readonly label: string;
  readonly value: string;
  readonly detail?: string;
}

/**
 * The facts a player wants before reading the rules, each read from the definition (counts from the engine's
 * dealing code, labels from the option labels the apps show) and the odds from the solver's committed results.
 */
export const glanceRows = (def: VariantDefinition | Rules, locale: Locale, odds: Odds | null): GlanceRow[] => {
  const rules = asRules(def);
  const shape = dealShape(rules);
  const t = (key: Parameters<typeof siteText>[1], values = {}) => siteText(locale, key, values);
  const rows: GlanceRow[] = [
    { id: 'cards', label: t('site.glance.cards'), value: t('site.glance.cardsValue', { decks: rules.decks, cards: cardCount(rules) }) },
    {
      id: 'deal', label: t('site.glance.deal'),
      value: t('site.glance.dealValue', {
        tableau: shape.tableauCards, piles: shape.piles.filter((p) => p.length).length, fans: rules.tableau.fans,
        aces: shape.aces, reserve: shape.reserve, stock: shape.stock,
      }),
    },
    { id: 'draw', label: t('site.glance.draw'), value: rules.stock ? optionLabel('draw', rules.stock.draw, locale, rules) : t('site.glance.noStock') },
    {
      id: 'redeals', label: t('site.glance.redeals'),
      value: rules.redeal ? optionLabel('redeals', rules.redeal.limit === UNLIMITED ? UNLIMITED : rules.redeal.limit, locale, rules) : t('site.glance.noRedeal'),
    },
    { id: 'foundations', label: t('site.glance.foundations'), value: t('site.glance.foundationsValue', { count: rules.foundations.count, build: rules.foundations.build }) },
    {
      id: 'building', label: t('site.glance.building'),
      value: t('site.glance.buildingValue', { direction: rules.tableau.build.direction, suit: rules.tableau.build.suit, unit: rules.tableau.moveUnit }),
    },
  ];
  rows.push(odds
    ? { id: 'odds', label: t('site.glance.odds'), value: t('site.glance.oddsValue', { ...odds }), detail: t('site.glance.oddsDetail', { ...odds, unknown: odds.deals - odds.decided }) }
    : { id: 'odds', label: t('site.glance.odds'), value: t('site.glance.oddsNone') });
  return rows;
};
