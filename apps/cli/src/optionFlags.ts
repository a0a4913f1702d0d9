import { type OptionKey, type OptionValue, UNLIMITED, optionKeys } from '@solitaire/engine';

/** The command-line flag of an engine option: `playBack` is `--play-back`. */
export const flagFor = (key: OptionKey): string => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The engine option of each rule flag, for both `play` and `solve`. */
export const optionByFlag: ReadonlyMap<string, OptionKey> = new Map(optionKeys.map((k) => [flagFor(k), k]));

/** Reads an option value as typed: a count, `unlimited`, or yes/no. Anything else stays text (and is refused later). */
export const parseOptionValue = (text: string): OptionValue | string => {
  const v = text.trim().toLowerCase();
  if (/^\d+$/.test(v)) return Number(v);
  if (v === UNLIMITED || v === 'inf' || v === 'infinite') return UNLIMITED;
  if (['yes', 'true', 'on'].includes(v)) return true;
  if (['no', 'false', 'off'].includes(v)) return false;
  return text;
};

/** How an option value is written on the command line. */
export const optionValueText = (v: OptionValue): string => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v));
