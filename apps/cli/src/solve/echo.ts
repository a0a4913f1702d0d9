/** The most characters of one value a message shows: enough for a path or a line of a file, not a screenful. */
export const MAX_SHOWN_CHARS = 200;

/** Code point ranges (inclusive) a terminal acts on instead of showing. */
const UNSHOWABLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x1f], // C0 controls: ESC, BEL, CR, LF...
  [0x7f, 0x9f], // DEL and the C1 controls (CSI, OSC...)
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2066, 0x2069], // bidirectional marks, overrides, isolates
  [0x2028, 0x2029], // line and paragraph separators
];

/** Whether a terminal would act on the character `codePoint` rather than show it. */
const isUnshowable = (codePoint: number): boolean =>
  UNSHOWABLE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

const escaped = (code: number): string =>
  code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;

/**
 * `text` as it may reach a terminal when it comes from a file or an argument: every control character written as
 * `\xNN` or `\uNNNN`, and at most `max` characters (the rest replaced by `…`), so that another host's file can
 * neither drive the terminal nor flood it.
 */
export const shown = (text: string, max = MAX_SHOWN_CHARS): string => {
  const chars: string[] = [];
  for (const c of text) {
    const code = c.codePointAt(0)!;
    chars.push(...(isUnshowable(code) ? escaped(code) : c));
    // Escapes are counted too; a little past the bound is enough to know the text is cut.
    if (chars.length > max) return `${chars.slice(0, max - 1).join('')}…`;
  }
  return chars.join('');
};

/** Whether `text` holds a character a terminal would act on. */
export const hasUnshowable = (text: string): boolean => Array.from(text).some((c) => isUnshowable(c.codePointAt(0)!));
