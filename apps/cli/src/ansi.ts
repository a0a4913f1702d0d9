import type { Line, Segment } from './view.js';

const FG: Record<NonNullable<Segment['fg']>, number> = {
  black: 30,
  red: 31,
  green: 32,
  yellow: 33,
  blue: 34,
  magenta: 35,
  cyan: 36,
};
const BG: Record<NonNullable<Segment['bg']>, number> = { white: 47 };

const sgr = (seg: Segment, colour: boolean): string => {
  const codes: number[] = [];
  if (seg.bold) codes.push(1);
  if (seg.dim) codes.push(2);
  if (seg.inverse) codes.push(7);
  if (colour && seg.fg) codes.push(FG[seg.fg]);
  if (colour && seg.bg) codes.push(BG[seg.bg]);
  return codes.length ? `\u001b[${codes.join(';')}m` : '';
};

/**
 * Screen lines as terminal text with SGR styles, each cut to `columns` (with an ellipsis, as Ink truncates).
 * Used to paint the first frame before Ink has loaded; Ink then draws the same lines over it.
 */
export const linesToAnsi = (lines: readonly Line[], colour: boolean, columns = Infinity): string =>
  lines
    .map((line) => {
      let room = columns;
      let out = '';
      for (const seg of line) {
        if (room <= 0) break;
        const chars = [...seg.text];
        let text = seg.text;
        if (chars.length > room) {
          text = chars.slice(0, Math.max(0, room - 1)).join('') + '…';
        }
        room -= chars.length;
        const style = sgr(seg, colour);
        out += style ? `${style}${text}\u001b[0m` : text;
      }
      return out;
    })
    .join('\n');
