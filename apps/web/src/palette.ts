// Every colour of the page, by theme: one home, so that appearance.test.ts can check each pairing's contrast
// (WCAG AA) from the same numbers the page paints with. applyAppearance() writes them as CSS custom properties.

/** The colours of one theme (felt, cards and backs aside). */
export interface Palette {
  /** Text and lines on the felt. */
  readonly ink: string;
  /** Dialogs, menus and their text. */
  readonly panel: string;
  readonly panelInk: string;
  readonly muted: string;
  readonly line: string;
  readonly field: string;
  readonly fieldLine: string;
  readonly error: string;
  /** The toolbar's folded menu. */
  readonly menu: string;
  /** Messages over the table (toast, "no moves left"). */
  readonly toast: string;
  readonly toastInk: string;
  /** The main button (play again, leave). */
  readonly accent: string;
  readonly accentInk: string;
  /** Notices (bad link, storage trouble). */
  readonly notice: string;
  readonly noticeInk: string;
  /** Card faces: the face, its edge, and the suit colours (two-colour deck: red and black). */
  readonly face: string;
  readonly edge: string;
  readonly red: string;
  readonly black: string;
  /** Four-colour deck: diamonds and clubs get their own colours. */
  readonly diamonds: string;
  readonly clubs: string;
  /** The three marks on the table: the held card, the keyboard focus, the legal targets (and the hint). */
  readonly held: string;
  readonly focus: string;
  readonly target: string;
  readonly hint: string;
}

/** The two themes. */
export const palettes: Readonly<Record<'light' | 'dark', Palette>> = {
  light: {
    ink: '#f5f7f3',
    panel: '#fbfaf6',
    panelInk: '#1d1d1d',
    muted: '#4a4a4a',
    line: '#d6d3cc',
    field: '#ffffff',
    fieldLine: '#767676',
    error: '#9b1c1c',
    menu: '#16331f',
    toast: '#262626',
    toastInk: '#ffffff',
    accent: '#2a7348',
    accentInk: '#ffffff',
    notice: '#fff3c4',
    noticeInk: '#3a2e00',
    face: '#fffdf8',
    edge: '#6b6b6b',
    red: '#c4161c',
    black: '#17181a',
    diamonds: '#1451b8',
    clubs: '#10692f',
    held: '#ffab40',
    focus: '#ffffff',
    target: '#69f0ae',
    hint: '#4fc3f7',
  },
  dark: {
    ink: '#e6ebe4',
    panel: '#1e2220',
    panelInk: '#e6ebe4',
    muted: '#b3bcb5',
    line: '#3c443f',
    field: '#2a302c',
    fieldLine: '#8c978f',
    error: '#ff9e94',
    menu: '#121a15',
    toast: '#e6ebe4',
    toastInk: '#151815',
    accent: '#5fbf86',
    accentInk: '#0d1a12',
    notice: '#3d3414',
    noticeInk: '#fff1bf',
    face: '#e8e6df',
    edge: '#4a4a4a',
    red: '#b3121a',
    black: '#141516',
    diamonds: '#1549a3',
    clubs: '#0e5f2a',
    held: '#ffab40',
    focus: '#ffffff',
    target: '#69f0ae',
    hint: '#4fc3f7',
  },
};

/** Felt colours, by theme: the table and the page behind the header. */
export const feltColours = {
  light: { green: '#1d5a37', blue: '#1b4a72', red: '#6e1f2b', grey: '#3c4447' },
  dark: { green: '#0e2619', blue: '#0d2033', red: '#2a0c12', grey: '#1a1e20' },
} as const;

/** Card backs: the ground and the weave over it. */
export const backColours = {
  blue: { ground: '#1d4e89', weave: '#3f7cc4' },
  red: { ground: '#8e1b24', weave: '#c4474f' },
  green: { ground: '#1f5e3a', weave: '#4c9a6a' },
} as const;

const channel = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
};
/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
