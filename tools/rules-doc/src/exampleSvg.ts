import { rankNames, rankOf } from '@solitaire/engine';
import { type Locale, cardLabel } from '@solitaire/game-text';
import { siteText } from '@solitaire/game-text/rules';
import { CARD_H, CARD_W, STEP_UP, cardSvg, labelSvg, labelWidth, slotSvg, svgDocument } from './cardSvg.js';
import type { Example, ExamplePile } from './examples.js';
import { HALF_STEP, fanSvg, fanWidth, pileHeight, pileSvg, pileWords } from './svg.js';
import { typeset } from './typography.js';

const GAP = 18,
  PAD = 12,
  LABEL = 24,
  ARROW = 56,
  UNDER = 24;

/** The caption of an example in one locale, its cards named as the apps name them, their ranks given for articles. */
export const exampleCaption = (example: Example, locale: Locale): string =>
  siteText(locale, example.caption.key, {
    ...example.caption.args,
    ...Object.fromEntries(
      Object.entries(example.caption.cards).flatMap(([k, c]) => [
        [k, cardLabel(c, locale)],
        [`${k}Rank`, rankNames[rankOf(c) - 1]!],
      ]),
    ),
  });

/** The table part of a panel: its piles that lie at spots of a table of overlapping cards. */
const tableOf = (piles: readonly ExamplePile[]): ExamplePile[] => piles.filter((p) => p.spot !== undefined);
const spanOf = (table: readonly ExamplePile[], axis: 'row' | 'column'): { min: number; max: number } => {
  const at = table.map((p) => p.spot![axis]);
  return { min: Math.min(...at), max: Math.max(...at) };
};
const tableWidth = (table: readonly ExamplePile[]): number => {
  const { min, max } = spanOf(table, 'column');
  return (max - min) * HALF_STEP + CARD_W;
};
const tableHeight = (table: readonly ExamplePile[]): number => {
  const { min, max } = spanOf(table, 'row');
  return (max - min) * STEP_UP + CARD_H;
};

const cardsWidth = (p: ExamplePile, fans: boolean): number =>
  p.zone === 'tableau' && fans ? fanWidth(p.pile.length) : CARD_W;
// A foundation shows its top card only, as on the table; tableau piles show every card.
const shownHeight = (p: ExamplePile, fans: boolean): number =>
  p.zone === 'foundation' || fans ? CARD_H + 6 : pileHeight(p.pile);
const panelHeight = (piles: readonly ExamplePile[], fans: boolean): number => {
  const table = tableOf(piles);
  return Math.max(
    ...piles.filter((p) => !p.spot).map((p) => shownHeight(p, fans)),
    ...(table.length ? [tableHeight(table)] : []),
  );
};

/** A pile's name under it: "Foundation" or "Out of play", or "Pile n" numbered as the caption and the deal. */
const pileName = (p: ExamplePile, fans: boolean, locale: Locale): string =>
  p.zone === 'foundation'
    ? p.outOfPlay
      ? siteText(locale, 'site.singleFoundation', { discard: true })
      : siteText(locale, 'site.foundation')
    : siteText(locale, 'site.pileN', { fans, n: p.index + 1 });

// A pile takes the room of its cards or of its name, whichever is wider, so names never run together.
const pileWidth = (p: ExamplePile, fans: boolean, locale: Locale): number =>
  Math.max(cardsWidth(p, fans), labelWidth(pileName(p, fans, locale)));
// The cards of a table lie together as on the table, unnamed as in the deal picture; the other piles follow.
const panelWidth = (piles: readonly ExamplePile[], fans: boolean, locale: Locale): number => {
  const table = tableOf(piles);
  return piles
    .filter((p) => !p.spot)
    .reduce((w, p) => w + pileWidth(p, fans, locale) + GAP, table.length ? tableWidth(table) : -GAP);
};

/**
 * The cards of a table as they lie, the top row first so that each card lies over those it covers; a place a card
 * has left shows empty, as in the deal picture, drawn first so that the cards above keep their faces whole.
 */
const drawTable = (table: readonly ExamplePile[], x: number, y: number, locale: Locale): string[] => {
  const col = spanOf(table, 'column').min,
    row = spanOf(table, 'row').min;
  const at = (p: ExamplePile) => [x + (p.spot!.column - col) * HALF_STEP, y + (p.spot!.row - row) * STEP_UP] as const;
  const empty = table.filter((p) => !p.pile.length).map((p) => slotSvg(...at(p)));
  const cards = [...table]
    .filter((p) => p.pile.length)
    .sort((a, b) => a.spot!.row - b.spot!.row)
    .map((p) => {
      const top = p.pile.at(-1)!;
      const highlight = p.moving.includes(p.pile.length - 1);
      return cardSvg(top.card, top.up, ...at(p), locale, { highlight, covered: p.covered === true });
    });
  return [...empty, ...cards];
};

// Each pile is named under the panel's lowest card, so names line up and never touch a card.
const drawPanel = (
  piles: readonly ExamplePile[],
  x0: number,
  y: number,
  fans: boolean,
  locale: Locale,
  nameY: number,
): string[] => {
  const table = tableOf(piles);
  const parts: string[] = table.length ? drawTable(table, x0, y, locale) : [];
  let x = table.length ? x0 + tableWidth(table) + GAP : x0;
  for (const p of piles.filter((q) => !q.spot)) {
    const room = pileWidth(p, fans, locale);
    parts.push(labelSvg(x + room / 2, nameY, pileName(p, fans, locale), 'middle'));
    // The cards sit in the middle of the pile's room, under its name.
    const cx = x + (room - cardsWidth(p, fans)) / 2;
    const moving = (i: number) => p.moving.includes(i);
    if (p.zone === 'foundation') {
      const top = p.pile.at(-1);
      // The card under the top shows a little, so the foundation reads as a built stack.
      if (p.pile.length > 1) parts.push(cardSvg(p.pile.at(-2)!.card, true, cx + 3, y - 3, locale));
      parts.push(
        top ? cardSvg(top.card, true, cx, y, locale, { highlight: moving(p.pile.length - 1) }) : slotSvg(cx, y),
      );
    } else parts.push(...(fans ? fanSvg(p.pile, cx, y, locale, moving) : pileSvg(p.pile, cx, y, locale, moving)));
    x += room + GAP;
  }
  return parts;
};

/** A worked example as a picture: the position before, an arrow, the position after; moving cards outlined. */
export const exampleSvg = (example: Example, fans: boolean, locale: Locale, id: string): string => {
  const beforeW = panelWidth(example.before, fans, locale),
    afterW = panelWidth(example.after, fans, locale);
  const top = PAD + LABEL;
  const kings = example.kind === 'kings';
  const [left, right] = kings
    ? [siteText(locale, 'site.atDeal'), siteText(locale, 'site.afterSlide')]
    : [siteText(locale, 'site.before'), siteText(locale, 'site.after')];
  // Each panel is as wide as its label needs, so a long label never runs into the arrow.
  const leftW = Math.max(beforeW, labelWidth(left)),
    rightW = Math.max(afterW, labelWidth(right));
  const lowest = Math.max(panelHeight(example.before, fans), panelHeight(example.after, fans)) + top;
  const nameY = lowest + UNDER - 6;
  const height = lowest + UNDER + PAD;
  const ax = PAD + leftW + 10,
    ay = top + CARD_H / 2;
  const parts = [
    labelSvg(PAD, top - 10, left),
    ...drawPanel(example.before, PAD, top, fans, locale, nameY),
    `<path d="M${ax} ${ay}h${ARROW - 26}" stroke="#555" stroke-width="2.5" fill="none" /><path d="M${ax + ARROW - 26} ${ay - 7}l12 7l-12 7z" fill="#555" />`,
    labelSvg(PAD + leftW + ARROW, top - 10, right),
    ...drawPanel(example.after, PAD + leftW + ARROW, top, fans, locale, nameY),
  ];
  // The panels' names lead their piles as a label does, with the language's spacing (« Avant : » in French).
  const desc = typeset(
    [
      `${left}:`,
      ...example.before.map((p) => pileWords(p.pile, pileName(p, fans, locale), locale)),
      `${right}:`,
      ...example.after.map((p) => pileWords(p.pile, pileName(p, fans, locale), locale)),
    ].join(' '),
    locale,
  );
  return svgDocument(
    id,
    Math.ceil(PAD + leftW + ARROW + rightW + PAD),
    Math.ceil(height),
    exampleCaption(example, locale),
    desc,
    parts,
  );
};
