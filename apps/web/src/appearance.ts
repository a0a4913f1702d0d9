// How the page looks, chosen by the player and remembered: theme, felt, card back, four-colour deck, left hand.
// Applied as data attributes on <html>, which style.css turns into colours; every pairing there is contrast-checked
// (appearance.test.ts computes the WCAG ratios from the same numbers).
import { backColours, feltColours, palettes } from './palette.js';
import { readItem, storageKeys, writeItem } from './browserStorage.js';

/** The choices of the look that are one of a list: theme (follow the system, or always light or dark), felt, back. */
export const lookChoices = {
  theme: ['system', 'light', 'dark'],
  felt: ['green', 'blue', 'red', 'grey'],
  back: ['blue', 'red', 'green'],
} as const;
/** A theme choice. */
export type Theme = (typeof lookChoices.theme)[number];
/** A felt colour. */
type Felt = (typeof lookChoices.felt)[number];
/** A card back. */
type CardBack = (typeof lookChoices.back)[number];

/** The page's own look settings. */
export interface Appearance {
  readonly theme: Theme;
  readonly felt: Felt;
  readonly back: CardBack;
  /** Diamonds blue and clubs green, so that the four suits differ by colour. */
  readonly fourColour: boolean;
  /** The stock and waste on the right, where a left hand reaches them. */
  readonly leftHanded: boolean;
}

/** The look before the player changes anything. */
export const defaultAppearance: Appearance = {
  theme: 'system',
  felt: 'green',
  back: 'blue',
  fourColour: false,
  leftHanded: false,
};

const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
  list.includes(v as T) ? (v as T) : fallback;

/** Reads a stored look leniently: each bad or missing field takes its default, never costing the others. */
export const parseAppearance = (text: string | null): Appearance => {
  let r: Record<string, unknown> = {};
  try {
    const v: unknown = text === null ? {} : JSON.parse(text);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) r = v as Record<string, unknown>;
  } catch {
    /* unreadable: defaults */
  }
  const d = defaultAppearance;
  return {
    theme: oneOf(lookChoices.theme, r.theme, d.theme),
    felt: oneOf(lookChoices.felt, r.felt, d.felt),
    back: oneOf(lookChoices.back, r.back, d.back),
    fourColour: typeof r.fourColour === 'boolean' ? r.fourColour : d.fourColour,
    leftHanded: typeof r.leftHanded === 'boolean' ? r.leftHanded : d.leftHanded,
  };
};

/** The stored look. */
export const readAppearance = (): Appearance => parseAppearance(readItem(storageKeys.appearance));
/** Stores the look; false when the browser refused. */
export const writeAppearance = (a: Appearance): boolean => writeItem(storageKeys.appearance, JSON.stringify(a));

/** The theme to draw: the choice, or the system's when the choice is to follow it. */
export const resolvedTheme = (theme: Theme, systemDark: boolean): 'light' | 'dark' =>
  theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Puts the look on an element (the document's root): the palette as CSS custom properties (--panel-ink...), and
 * data attributes for what the style sheet switches on (theme, suits, hand).
 */
export const applyAppearance = (el: HTMLElement, a: Appearance, systemDark: boolean): void => {
  const theme = resolvedTheme(a.theme, systemDark);
  const p = palettes[theme];
  for (const [name, value] of Object.entries(p)) el.style.setProperty(`--${kebab(name)}`, value);
  el.style.setProperty('--felt', feltColours[theme][a.felt]);
  el.style.setProperty('--back', backColours[a.back].ground);
  el.style.setProperty('--back-weave', backColours[a.back].weave);
  el.style.setProperty('--diamonds-ink', a.fourColour ? p.diamonds : p.red);
  el.style.setProperty('--clubs-ink', a.fourColour ? p.clubs : p.black);
  el.style.colorScheme = theme;
  el.dataset.theme = theme;
  el.dataset.hand = a.leftHanded ? 'left' : 'right';
};
