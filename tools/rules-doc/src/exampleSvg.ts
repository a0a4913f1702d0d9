import { rankNames, rankOf } from '@solitaire/engine';
import { type Locale, cardLabel } from '@solitaire/game-text';
import { siteText } from '@solitaire/game-text/rules';
import { CARD_H, CARD_W, cardSvg, labelSvg, labelWidth, svgDocument } from './cardSvg.js';
import type { Example, ExamplePile } from './examples.js';
import { fanSvg, fanWidth, pileHeight, pileSvg, pileWords } from './svg.js';
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

const cardsWidth = (p: ExamplePile, fans: boolean): number =>
  p.zone === 'tableau' && fans ? fanWidth(p.pile.length) : CARD_W;
// A foundation shows its top card only, as on the table; tableau piles show every card.
const shownHeight = (p: ExamplePile, fans: boolean): number =>
  p.zone === 'foundation' || fans ? CARD_H + 6 : pileHeight(p.pile);

/** A pile's name under it: "Foundation", or "Pile n" numbered as the caption and the deal picture number it. */
const pileName = (p: ExamplePile, fans: boolean, locale: Locale): string =>
  p.zone === 'foundation'
    ? siteText(locale, 'site.foundation')
    : siteText(locale, 'site.pileN', { fans, n: p.index + 1 });

// A pile takes the room of its cards or of its name, whichever is wider, so names never run together.
const pileWidth = (p: ExamplePile, fans: boolean, locale: Locale): number =>
  Math.max(cardsWidth(p, fans), labelWidth(pileName(p, fans, locale)));
const panelWidth = (piles: readonly ExamplePile[], fans: boolean, locale: Locale): number =>
  piles.reduce((w, p) => w + pileWidth(p, fans, locale) + GAP, -GAP);

// Each pile is named under the panel's lowest card, so names line up and never touch a card.
const drawPanel = (
  piles: readonly ExamplePile[],
  x0: number,
  y: number,
  fans: boolean,
  locale: Locale,
  nameY: number,
): string[] => {
  const parts: string[] = [];
  let x = x0;
  for (const p of piles) {
    const room = pileWidth(p, fans, locale);
    parts.push(labelSvg(x + room / 2, nameY, pileName(p, fans, locale), 'middle'));
    // The cards sit in the middle of the pile's room, under its name.
    const cx = x + (room - cardsWidth(p, fans)) / 2;
    const moving = (i: number) => p.moving.includes(i);
    if (p.zone === 'foundation') {
      const top = p.pile.at(-1);
      // The card under the top shows a little, so the foundation reads as a built stack.
      if (p.pile.length > 1) parts.push(cardSvg(p.pile.at(-2)!.card, true, cx + 3, y - 3, locale));
      parts.push(top ? cardSvg(top.card, true, cx, y, locale, { highlight: moving(p.pile.length - 1) }) : '');
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
  const lowest = Math.max(...[...example.before, ...example.after].map((p) => shownHeight(p, fans))) + top;
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
