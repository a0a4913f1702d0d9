import type { Locale } from './locales.js';

// Numbers as each language prints them. Intl knows English and French (10,000; 10 000 with a narrow no-break
// space). Spanish takes Intl's digits but not its point between thousands: the RAE groups figures from five digits
// up with a (thin) space, 9877 but 10 000, and never with a point or a comma.

const NARROW_NBSP = '\u202f';

const formats = new Map<string, Intl.NumberFormat>();
const formatOf = (locale: Locale, decimals: number | null): Intl.NumberFormat => {
  const key = `${locale}:${decimals}`;
  let f = formats.get(key);
  if (!f) {
    f =
      decimals === null
        ? new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
        : new Intl.NumberFormat(locale, {
            style: 'percent',
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          });
    formats.set(key, f);
  }
  return f;
};

const printed = (f: Intl.NumberFormat, x: number, locale: Locale): string =>
  f
    .formatToParts(x)
    .map((p) => (p.type === 'group' && locale === 'es' ? NARROW_NBSP : p.value))
    .join('');

/** A whole number as the language writes it: 10,000 in English, 10 000 in French and Spanish (9877 in Spanish). */
export const formatCount = (n: number, locale: Locale): string => printed(formatOf(locale, null), n, locale);

/** Which way a share is rounded: down for "at least", up for "at most", so the statement stays true. */
export type Rounding = 'down' | 'up' | 'nearest';

/**
 * The share `part / whole` as a percentage with one decimal ("88.8%", "88,8 %"), rounded the way a statement
 * needs: "at least" rounds down and "at most" up. A share that is neither none nor all never prints as 0.0% or
 * 100.0%: it takes a second and a third decimal first.
 */
export const formatShare = (part: number, whole: number, locale: Locale, rounding: Rounding = 'nearest'): string => {
  const round = rounding === 'down' ? Math.floor : rounding === 'up' ? Math.ceil : Math.round;
  for (let decimals = 1; ; decimals++) {
    const scale = 100 * 10 ** decimals;
    const units = round((part * scale) / whole);
    const edge = (units === 0 && part > 0) || (units === scale && part < whole);
    // Past three decimals a share that is neither none nor all still reads as one of them: say the nearest share
    // that is not, rather than print 100.000% for a bound that is not 100%.
    if (decimals === 3 && edge)
      return printed(formatOf(locale, decimals), (units === 0 ? 1 : scale - 1) / scale, locale);
    if (!edge) return printed(formatOf(locale, decimals), units / scale, locale);
  }
};
