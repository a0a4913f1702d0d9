import type { VariantDefinition } from '@solitaire/engine';
import { type Locale, dealShape, formatMessage, variantName } from '@solitaire/game-text';
import { escapeXml } from './escape.js';

const W = 36, H = 50, GAP = 10, STEP = 13, FAN_STEP = 12, LABEL = 16, PAD = 10;

const card = (x: number, y: number, up: boolean, extra = ''): string =>
  `<rect class="${up ? 'up' : 'down'}" x="${x}" y="${y}" width="${W}" height="${H}" rx="4"${extra} />`;
const slot = (x: number, y: number): string => `<rect class="slot" x="${x}" y="${y}" width="${W}" height="${H}" rx="4" />`;
const label = (x: number, y: number, text: string): string => `<text x="${x}" y="${y}">${escapeXml(text)}</text>`;
// Room a top-row label needs (12px sans-serif averages under 7px a character), so labels never overlap.
const room = (text: string): number => Math.max(W, text.length * 7) + GAP * 2;

/**
 * The starting layout drawn from the definition: stock, waste, reserve and foundations on top, then the tableau
 * piles (face-down cards dark, face-up light) or fans. Counts come from the engine's dealing code.
 */
export const layoutSvg = (def: VariantDefinition, locale: Locale): string => {
  const shape = dealShape(def);
  const t = (key: string) => formatMessage(locale, key);
  const parts: string[] = [];
  let x = PAD;
  const top = PAD + LABEL;
  if (def.stock) {
    const stockLabel = `${t('svg.stock')} (${shape.stock})`;
    parts.push(label(x, top - 4, stockLabel));
    for (let i = 0; i < Math.min(3, shape.stock); i++) parts.push(card(x + i * 2, top - i * 2, false));
    x += room(stockLabel);
    parts.push(label(x, top - 4, t('svg.waste')), slot(x, top));
    x += room(t('svg.waste')) + GAP;
  }
  if (shape.reserve) {
    const reserveLabel = `${t('svg.reserve')} (${shape.reserve})`;
    parts.push(label(x, top - 4, reserveLabel));
    for (let i = 0; i < Math.min(4, shape.reserve); i++) parts.push(card(x + i * 2, top - i * 2, i === Math.min(4, shape.reserve) - 1));
    x += room(reserveLabel) + GAP;
  }
  const foundationsX = x;
  parts.push(label(foundationsX, top - 4, t('svg.foundations')));
  for (let i = 0; i < def.foundations.count; i++) {
    const fx = foundationsX + i * (W + GAP);
    parts.push(i < shape.aces ? card(fx, top, true) : slot(fx, top));
  }
  let width = foundationsX + def.foundations.count * (W + GAP);
  const tableauTop = top + H + GAP * 2;
  let height: number;
  if (def.tableau.fans) {
    const perRow = 6;
    const fanWidth = W + (Math.max(...shape.piles.map((p) => p.length), 1) - 1) * FAN_STEP + GAP * 2;
    shape.piles.forEach((pile, i) => {
      const fx = PAD + (i % perRow) * fanWidth, fy = tableauTop + Math.floor(i / perRow) * (H + GAP * 2);
      pile.forEach((up, k) => {
        const cx = fx + k * FAN_STEP;
        const angle = (k - (pile.length - 1) / 2) * 8;
        parts.push(card(cx, fy, up, ` transform="rotate(${angle} ${cx + W / 2} ${fy + H})"`));
      });
    });
    width = Math.max(width, PAD + perRow * fanWidth);
    height = tableauTop + Math.ceil(shape.piles.length / perRow) * (H + GAP * 2);
  } else {
    const tallest = Math.max(...shape.piles.map((p) => p.length), 1);
    shape.piles.forEach((pile, i) => {
      const px = PAD + i * (W + GAP);
      if (!pile.length) parts.push(slot(px, tableauTop));
      pile.forEach((up, k) => parts.push(card(px, tableauTop + k * STEP, up)));
    });
    width = Math.max(width, PAD + shape.piles.length * (W + GAP));
    height = tableauTop + (tallest - 1) * STEP + H + GAP;
  }
  // Legend, so the picture reads without colour names.
  const ly = height + 4;
  parts.push(
    `<rect class="down" x="${PAD}" y="${ly}" width="14" height="18" rx="2" />`, label(PAD + 20, ly + 14, t('svg.faceDown')),
    `<rect class="up" x="${PAD + 120}" y="${ly}" width="14" height="18" rx="2" />`, label(PAD + 140, ly + 14, t('svg.faceUp')),
  );
  height = ly + 18 + PAD;
  width += PAD;
  const title = formatMessage(locale, 'page.figure', { name: variantName(def, locale) });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="layout-title" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<title id="layout-title">${escapeXml(title)}</title>`,
    '<style>.down{fill:#2f5d8a;stroke:#1b3550}.up{fill:#fffdf6;stroke:#555}.slot{fill:none;stroke:#999;stroke-dasharray:4 3}text{font:12px sans-serif;fill:#222}</style>',
    ...parts,
    '</svg>',
  ].join('\n');
};
