import { type Card, isRed, rankNames, rankOf, suitOf } from '@solitaire/engine';
import type { Locale } from '@solitaire/game-text';
import { siteText } from '@solitaire/game-text/rules';
import { escapeXml as esc } from './escape.js';

/** Card size in SVG units; the pictures scale as a whole, so only proportions matter. */
export const CARD_W = 56;
/** Card height in SVG units. */
export const CARD_H = 78;
/** How much of a face-up card shows under the next one: enough for the rank and the suit in its corner. */
export const STEP_UP = 36;
/** How much of a face-down card shows under the next one. */
export const STEP_DOWN = 14;
/** How much of a fanned card shows beside the next one: the corner's width. */
export const STEP_FAN = 24;

// Text glyphs, so the pictures need no image and read in any font that has the four suit symbols.
const SUIT_GLYPH = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' } as const;

/** The shared style of every picture: faces, backs, empty places, highlighted cards and labels. */
const CARD_STYLE = [
  '.face{fill:#fff;stroke:#6b6b6b}.back{fill:#2f5d8a;stroke:#1b3550}.back-in{fill:none;stroke:#8fb3d6;stroke-width:1.2}',
  '.slot{fill:none;stroke:#9a9a9a;stroke-dasharray:4 3}.hl{fill:none;stroke:#d99a00;stroke-width:3}',
  '.red{fill:#c0262d}.black{fill:#1a1a1a}.rank{font:700 15px sans-serif}.pip{font:14px sans-serif}.big{font:30px sans-serif}',
  // Labels grow on a phone, where the picture shrinks: the page's viewport decides, inside the SVG too.
  '.lbl{font:14px sans-serif;fill:#333}@media (max-width:600px){.lbl{font-size:18px}}',
].join('');

/** One card seen from above at (x, y): its face with rank and suit in the corner, or its back. */
export const cardSvg = (
  card: Card,
  up: boolean,
  x: number,
  y: number,
  locale: Locale,
  opts: { highlight?: boolean; angle?: number; covered?: boolean } = {},
): string => {
  const rotate = opts.angle ? ` transform="rotate(${opts.angle.toFixed(1)} ${x + CARD_W / 2} ${y + CARD_H})"` : '';
  const hl = opts.highlight
    ? `<rect class="hl" x="${x - 1.5}" y="${y - 1.5}" width="${CARD_W + 3}" height="${CARD_H + 3}" rx="6" />`
    : '';
  if (!up)
    return (
      `<g${rotate}><rect class="back" x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="5" />` +
      `<rect class="back-in" x="${x + 5}" y="${y + 5}" width="${CARD_W - 10}" height="${CARD_H - 10}" rx="3" />${hl}</g>`
    );
  const colour = isRed(card) ? 'red' : 'black';
  const rank = esc(siteText(locale, 'site.rank', { rank: rankNames[rankOf(card) - 1]! }));
  const suit = SUIT_GLYPH[suitOf(card)];
  return (
    `<g class="${colour}"${rotate}><rect class="face" x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="5" />` +
    `<text class="rank" x="${x + 4}" y="${y + 16}">${rank}</text><text class="pip" x="${x + 5}" y="${y + 31}">${suit}</text>` +
    // A covered card shows only its corner, so its big suit is left out rather than peeking past the next card.
    (opts.covered
      ? ''
      : `<text class="big" x="${x + CARD_W / 2 + 4}" y="${y + CARD_H - 14}" text-anchor="middle">${suit}</text>`) +
    `${hl}</g>`
  );
};

/** One outline around cards that move together, from `top` down to `bottom`. */
export const highlightSvg = (x: number, top: number, bottom: number): string =>
  `<rect class="hl" x="${x - 2}" y="${top - 2}" width="${CARD_W + 4}" height="${bottom - top + 4}" rx="6" />`;

/** An empty place a card may go (an empty foundation or waste). */
export const slotSvg = (x: number, y: number): string =>
  `<rect class="slot" x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="5" />`;

/** About how wide a label is at its largest (18px on a phone): sans-serif averages under 10.2 units a character. */
export const labelWidth = (text: string): number => text.length * 10.2;

/** A label in the pictures' type, placed by its baseline. */
export const labelSvg = (x: number, y: number, text: string, anchor: 'start' | 'middle' = 'start'): string =>
  `<text class="lbl" x="${x}" y="${y}"${anchor === 'middle' ? ' text-anchor="middle"' : ''}>${esc(text)}</text>`;

/**
 * A whole accessible picture: `role="img"` named by its title and described by its desc. It scales with the page up
 * to 1.6 times its size and down to 0.62 (cards about 35 px wide); a wider picture then scrolls sideways in its
 * figure rather than shrink its cards past reading.
 */
export const svgDocument = (
  id: string,
  width: number,
  height: number,
  title: string,
  desc: string,
  parts: readonly string[],
): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="${id}-title ${id}-desc" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" style="max-width:${Math.round(width * 1.6)}px;min-width:${Math.round(width * 0.62)}px">`,
    `<title id="${id}-title">${esc(title)}</title>`,
    `<desc id="${id}-desc">${esc(desc)}</desc>`,
    `<style>${CARD_STYLE}</style>`,
    ...parts,
    '</svg>',
  ].join('\n');
