import {
  type GameState,
  type Pile,
  type Rules,
  type VariantDefinition,
  coveringPiles,
  newDeal,
} from '@solitaire/engine';
import { type Locale, cardLabel, variantName } from '@solitaire/game-text';
import { siteText } from '@solitaire/game-text/rules';
import {
  CARD_H,
  CARD_W,
  STEP_DOWN,
  STEP_FAN,
  STEP_UP,
  cardSvg,
  highlightSvg,
  labelSvg,
  labelWidth,
  slotSvg,
  svgDocument,
} from './cardSvg.js';

/** The deal every page draws: a pinned number, so the picture is the same on every run and in every language. */
export const PICTURED_DEAL = 1;

/** Half the distance between two cards side by side on a table of overlapping cards (its spots' column unit). */
export const HALF_STEP = (CARD_W + 8) / 2;

const GAP = 16,
  PAD = 12,
  LABEL = 22,
  LEGEND = 30;

/** Rules from a definition or resolved rules, for the engine's dealing code. */
export const asRules = (def: VariantDefinition | Rules): Rules => ('chosen' in def ? def : { ...def, chosen: {} });

/** Height a tableau pile takes when drawn straight down. */
export const pileHeight = (pile: Pile): number =>
  pile.reduce((h, c, i) => h + (i === pile.length - 1 ? CARD_H : c.up ? STEP_UP : STEP_DOWN), 0) || CARD_H;

/** Draws a tableau pile straight down (bottom card first), or an empty place; the moving cards get one outline. */
export const pileSvg = (
  pile: Pile,
  x: number,
  y: number,
  locale: Locale,
  highlight: (i: number) => boolean = () => false,
): string[] => {
  if (!pile.length) return [slotSvg(x, y)];
  let top = y;
  let hlTop = -1;
  const parts = pile.map((c, i) => {
    if (highlight(i) && hlTop < 0) hlTop = top;
    const part = cardSvg(c.card, c.up, x, top, locale, { covered: i < pile.length - 1 });
    top += c.up ? STEP_UP : STEP_DOWN;
    return part;
  });
  if (hlTop >= 0) parts.push(highlightSvg(x, hlTop, y + pileHeight(pile)));
  return parts;
};

/** Width a fan takes. */
export const fanWidth = (size: number): number => CARD_W + Math.max(0, size - 1) * STEP_FAN;

/** Draws a fan left to right, slightly spread, its top card on the right. */
export const fanSvg = (
  pile: Pile,
  x: number,
  y: number,
  locale: Locale,
  highlight: (i: number) => boolean = () => false,
): string[] =>
  pile.length
    ? pile.map((c, i) =>
        cardSvg(c.card, c.up, x + i * STEP_FAN, y, locale, {
          highlight: highlight(i),
          angle: (i - (pile.length - 1) / 2) * 4,
          covered: i < pile.length - 1,
        }),
      )
    : [slotSvg(x, y)];

/** A pile's cards read aloud: "Pile 2: face-down card, seven of hearts." */
export const pileWords = (pile: Pile, name: string, locale: Locale): string =>
  siteText(locale, 'site.pileCards', {
    pile: name,
    cards: pile.length ? pile.map((c) => cardLabel(c.card, locale, c.up)).join(', ') : siteText(locale, 'site.empty'),
  });

/** What the picture has, so its legend names only that. */
interface Drawn {
  faceDown: boolean;
  slot: boolean;
}

const legend = (drawn: Drawn, y: number, locale: Locale): string[] => {
  const parts: string[] = [];
  let x = PAD;
  const item = (swatch: string, text: string) => {
    parts.push(swatch, labelSvg(x + 22, y + 14, text));
    x += 22 + labelWidth(text) + 24;
  };
  if (drawn.faceDown)
    item(
      `<rect class="back" x="${x}" y="${y}" width="14" height="19" rx="2" />`,
      siteText(locale, 'site.legend.faceDown'),
    );
  if (drawn.slot)
    item(`<rect class="slot" x="${x}" y="${y}" width="14" height="19" rx="2" />`, siteText(locale, 'site.legend.slot'));
  return parts;
};

/**
 * The pinned deal as the engine deals it, card faces and all: stock, waste, reserve, cells and foundations on top, then
 * the tableau piles (or fans, `perRow` a row). The legend names only what the picture shows.
 */
export const dealSvg = (
  def: VariantDefinition | Rules,
  locale: Locale,
  opts: { deal?: number; perRow?: number; id?: string } = {},
): string => {
  const rules = asRules(def);
  const deal = opts.deal ?? PICTURED_DEAL;
  const state: GameState = newDeal(rules, deal);
  const fans = rules.tableau.fans;
  const t = (key: Parameters<typeof siteText>[1], values = {}) => siteText(locale, key, values);
  const parts: string[] = [];
  const drawn: Drawn = { faceDown: false, slot: false };
  const words: string[] = [];
  const slotOrCard = (pile: Pile, x: number, y: number) => {
    const top = pile.at(-1);
    if (!top) {
      drawn.slot = true;
      parts.push(slotSvg(x, y));
      return;
    }
    parts.push(cardSvg(top.card, top.up, x, y, locale));
  };
  // Top row: one column per place, each with its label above (never touching the card).
  const top = PAD + LABEL;
  let x = PAD;
  if (rules.stock) {
    const label = t('site.stock', { count: state.stock.length });
    parts.push(labelSvg(x, top - 8, label));
    const shown = Math.min(3, state.stock.length);
    for (let i = 0; i < shown; i++) parts.push(cardSvg(0, false, x + i * 2, top + i * 2, locale));
    if (!shown) {
      drawn.slot = true;
      parts.push(slotSvg(x, top));
    }
    drawn.faceDown ||= shown > 0;
    words.push(pileWords(state.stock, label, locale));
    x += Math.max(CARD_W + GAP, labelWidth(label) + GAP);
    // A stock dealt onto the piles or turned onto the foundation keeps no waste to draw.
    if ((rules.stock.dealsTo ?? 'waste') === 'waste') {
      parts.push(labelSvg(x, top - 8, t('site.waste')));
      slotOrCard(state.waste, x, top);
      x += Math.max(CARD_W, labelWidth(t('site.waste'))) + GAP * 2;
    } else x += GAP;
  }
  if (state.reserve.length) {
    const label = t('site.reserve', { count: state.reserve.length });
    parts.push(labelSvg(x, top - 8, label));
    const shown = Math.min(4, state.reserve.length);
    for (let i = 0; i < shown; i++) {
      const c = state.reserve[state.reserve.length - shown + i]!;
      parts.push(cardSvg(c.card, c.up, x + i * 2, top + i * 2, locale));
    }
    drawn.faceDown = true;
    words.push(pileWords(state.reserve, label, locale));
    x += Math.max(CARD_W + GAP, labelWidth(label) + GAP) + GAP;
  }
  if (state.cells.length) {
    const cellsLabel = t('site.cells');
    parts.push(labelSvg(x, top - 8, cellsLabel));
    state.cells.forEach((c, i) => {
      slotOrCard(c, x + i * (CARD_W + GAP / 2), top);
      if (c.length) words.push(pileWords(c, `${cellsLabel} ${i + 1}`, locale));
    });
    x += Math.max(state.cells.length * (CARD_W + GAP / 2), labelWidth(cellsLabel)) + GAP * 1.5;
  }
  const single = rules.foundations.build === 'rankStep' || rules.foundations.build === 'discard';
  const foundationsLabel = single
    ? t('site.singleFoundation', { discard: rules.foundations.build === 'discard' })
    : t('site.foundations');
  parts.push(labelSvg(x, top - 8, foundationsLabel));
  state.foundations.forEach((f, i) => {
    slotOrCard(f, x + i * (CARD_W + GAP / 2), top);
    if (f.length) words.push(pileWords(f, `${foundationsLabel} ${i + 1}`, locale));
  });
  let width = x + state.foundations.length * (CARD_W + GAP / 2);
  let y = top + CARD_H + GAP * 2;
  let bottom = y;
  if (rules.tableau.spots) {
    // A table of overlapping cards: each row lies a corner's height below the one above, half a card to the side,
    // drawn top row first so that every card covers the ones it should.
    const spots = rules.tableau.spots;
    const order = spots.map((_, i) => i).sort((a, b) => spots[a]!.row - spots[b]!.row);
    for (const i of order) {
      const { row, column } = spots[i]!;
      const sx = PAD + column * HALF_STEP,
        sy = y + row * STEP_UP;
      const card = state.tableau[i]!.at(-1);
      // A covered card shows only its corner: its big pip would peek out between the cards lying on it.
      const covered = coveringPiles(rules)[i]!.some((j) => state.tableau[j]!.length > 0);
      if (card) parts.push(cardSvg(card.card, card.up, sx, sy, locale, { covered }));
      else parts.push(slotSvg(sx, sy));
      bottom = Math.max(bottom, sy + CARD_H);
      width = Math.max(width, sx + CARD_W);
    }
  } else if (fans) {
    const perRow = opts.perRow ?? 6;
    const size = Math.max(...state.tableau.map((p) => p.length), 1);
    const step = fanWidth(size) + GAP * 1.5;
    state.tableau.forEach((pile, i) => {
      const fx = PAD + (i % perRow) * step,
        fy = y + Math.floor(i / perRow) * (CARD_H + GAP * 1.5);
      parts.push(...fanSvg(pile, fx, fy, locale));
      bottom = Math.max(bottom, fy + CARD_H + 6);
    });
    width = Math.max(width, PAD + Math.min(perRow, state.tableau.length) * step - GAP * 1.5);
  } else {
    state.tableau.forEach((pile, i) => {
      parts.push(...pileSvg(pile, PAD + i * (CARD_W + GAP), y, locale));
      bottom = Math.max(bottom, y + pileHeight(pile));
    });
    width = Math.max(width, PAD + state.tableau.length * (CARD_W + GAP) - GAP);
  }
  state.tableau.forEach((pile, i) => words.push(pileWords(pile, t('site.pileN', { fans, n: i + 1 }), locale)));
  drawn.faceDown ||= state.tableau.some((p) => p.some((c) => !c.up));
  drawn.slot ||= state.tableau.some((p) => !p.length);
  y = bottom + GAP;
  const legendParts = legend(drawn, y, locale);
  parts.push(...legendParts);
  const height = (legendParts.length ? y + LEGEND : bottom) + PAD;
  const id = opts.id ?? 'deal';
  const title = t('site.deal.title', { name: variantName(rules, locale), deal });
  return svgDocument(id, Math.ceil(width + PAD), Math.ceil(height), title, words.join(' '), parts);
};
