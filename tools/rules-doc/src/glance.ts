import {
  type Rules,
  type VariantDefinition,
  UNLIMITED,
  cardCount,
  equalOptions,
  parseCard,
  rankNames,
  rankOf,
} from '@solitaire/engine';
import { type Locale, cardLabel } from '@solitaire/game-text';
import { dealShape, oddsCondition, oddsText, publishedText, siteText } from '@solitaire/game-text/rules';
import { type WinnabilityRecord, aboutGame, findVariant, oddsOf, optionValuesOf } from '@solitaire/variants';
import { asRules } from './svg.js';

/** A phrase of a glance row that a page links to its definition on the glossary page (an anchor there). */
export interface GlanceLink {
  readonly phrase: string;
  readonly anchor: string;
}

/** One line of the at-a-glance box: a label, its value and, for the odds, how they were found. */
export interface GlanceRow {
  readonly id: 'cards' | 'deal' | 'cells' | 'draw' | 'redeals' | 'foundations' | 'building' | 'empty' | 'odds';
  readonly label: string;
  readonly value: string;
  readonly detail?: string;
  /** Phrases of the value or the detail to link to the glossary (the odds' condition and their undecided deals). */
  readonly links?: readonly GlanceLink[];
}

/** The one foundation or discard pile, as the glance row says it: how it builds, or which cards leave play. */
const singleArgs = (rules: Rules, locale: Locale): Record<string, string | number | boolean> => {
  const f = rules.foundations;
  const parsed = f.startCard ? parseCard(f.startCard) : null;
  const card = parsed?.ok ? parsed.value : null;
  return {
    build: f.build,
    start: card === null ? 'dealt' : 'card',
    card: card === null ? '' : cardLabel(card, locale),
    cardRank: card === null ? 'none' : rankNames[rankOf(card) - 1]!,
    wrap: f.wrap === true,
    kingStops: f.kingStops === true,
    by: rules.discard?.by ?? 'none',
    total: rules.discard?.by === 'rankSum' ? rules.discard.total : 0,
  };
};

/**
 * The facts a player wants before reading the rules, each read from the definition (counts from the engine's
 * dealing code) and the odds from the solver's committed results. A value never repeats its label: the draw row
 * says "Three cards at a time", not "Draw three cards".
 */
export const glanceRows = (
  def: VariantDefinition | Rules,
  locale: Locale,
  record: WinnabilityRecord | null,
): GlanceRow[] => {
  const odds = record ? oddsOf(record) : null;
  const rules = asRules(def);
  const shape = dealShape(rules);
  const t = (key: Parameters<typeof siteText>[1], values = {}) => siteText(locale, key, values);
  const limit = rules.redeal?.limit;
  const single = rules.foundations.build === 'rankStep' || rules.foundations.build === 'discard';
  const spots = rules.tableau.spots;
  // A table of overlapping cards: its rows, and the peaks its top row starts (one for a pyramid).
  const tableRows = spots ? new Set(spots.map((s) => s.row)).size : 0;
  const topRow = spots ? Math.min(...spots.map((s) => s.row)) : 0;
  const peaks = spots ? spots.filter((s) => s.row === topRow).length : 0;
  const rows: GlanceRow[] = [
    {
      id: 'cards',
      label: t('site.glance.cards'),
      value: t('site.glance.cardsValue', {
        decks: rules.decks,
        cards: cardCount(rules),
        suits: rules.suits ?? 4,
        copies: (rules.decks * 4) / (rules.suits ?? 4),
      }),
    },
    {
      id: 'deal',
      label: t('site.glance.deal'),
      value: spots
        ? t('site.glance.tableValue', {
            tableau: shape.tableauCards,
            rows: tableRows,
            peaks,
            base: shape.baseCard,
            stock: shape.stock,
          })
        : t('site.glance.dealValue', {
            single,
            tableau: shape.tableauCards,
            piles: shape.piles.filter((p) => p.length).length,
            fans: rules.tableau.fans,
            aces: shape.aces,
            base: shape.baseCard,
            reserve: shape.reserve,
            stock: shape.stock,
            kings: rules.deal.afterDeal.includes('kingsToBottom'),
          }),
    },
    ...(rules.cells
      ? [
          {
            id: 'cells' as const,
            label: t('site.glance.cells'),
            value: t('site.glance.cellsValue', { cells: rules.cells.count, dealt: rules.cells.dealt }),
          },
        ]
      : []),
    {
      id: 'draw',
      label: t('site.glance.draw'),
      value: !rules.stock
        ? t('site.glance.noStock')
        : rules.stock.dealsTo === 'foundation'
          ? t('site.glance.turnValue')
          : rules.stock.dealsTo === 'tableau'
            ? t('site.glance.rowValue', {
                rows: Math.floor(shape.stock / rules.tableau.count),
                rest: shape.stock % rules.tableau.count,
                needsEveryPile: rules.stock.needsEveryPile === true,
              })
            : t('site.glance.drawValue', { draw: rules.stock.draw }),
    },
    {
      id: 'redeals',
      label: t('site.glance.redeals'),
      value:
        rules.redeal && limit !== undefined
          ? t('site.glance.redealsValue', {
              unlimited: limit === UNLIMITED,
              value: limit === UNLIMITED ? -1 : limit,
              passes: limit === UNLIMITED ? -1 : limit + 1,
              kind: rules.redeal.kind,
            })
          : t('site.glance.noRedeal'),
    },
    {
      id: 'foundations',
      label: t('site.glance.foundations'),
      value: single
        ? t('site.glance.singleValue', singleArgs(rules, locale))
        : rules.foundations.completeRuns
          ? t('site.glance.runsValue', { count: rules.foundations.count })
          : t('site.glance.foundationsValue', {
              count: rules.foundations.count,
              build: rules.foundations.build,
              base: rules.foundations.base ?? 'ace',
            }),
    },
    {
      id: 'building',
      label: t('site.glance.building'),
      value:
        rules.tableau.build.direction === 'none'
          ? t('site.glance.noBuilding')
          : t('site.glance.buildingValue', {
              direction: rules.tableau.build.direction,
              suit: rules.tableau.build.suit,
              moveUnit: rules.tableau.moveUnit,
            }),
    },
    {
      id: 'empty',
      label: t('site.glance.empty', { fans: rules.tableau.fans, table: spots !== undefined }),
      value: t('site.glance.emptyValue', {
        policy: rules.tableau.whenEmpty,
        refill: rules.tableau.refillFromReserve === true,
        moveUnit: rules.tableau.moveUnit,
        fans: rules.tableau.fans,
        table: spots !== undefined,
      }),
    },
  ];
  if (odds) {
    const said = oddsText(odds, locale, oddsCondition(rules));
    // Others' counts are for the game as usually played: quoted on the page of its standard options only.
    const standard = findVariant(rules.id);
    const published =
      record && standard && equalOptions(optionValuesOf(rules), optionValuesOf(standard))
        ? (aboutGame(rules.id)?.published ?? []).map((p) => publishedText(p, record, locale))
        : [];
    rows.push({
      id: 'odds',
      label: t('site.glance.odds'),
      value: said.headline,
      detail: [said.detail, ...published].join(' '),
      links: [
        { phrase: said.known, anchor: 'term-winnable' },
        { phrase: said.undecided, anchor: 'term-decided' },
      ],
    });
  } else rows.push({ id: 'odds', label: t('site.glance.odds'), value: t('site.glance.oddsNone') });
  return rows;
};
