import {
  type OptionKey,
  type OptionValue,
  type Options,
  type Rules,
  type VariantDefinition,
  isDealNumber,
} from '@solitaire/engine';
import { isDayText } from '@solitaire/play';

/**
 * What a link asks for, before checking: `#/athena?deal=123&draw=1`, or `?variant=athena&deal=123&draw=1`;
 * `#/athena?daily` asks for today's deal of the day, `#/athena?daily=2026-12-01` for that day's.
 */
export interface RouteRequest {
  readonly variant: string | null;
  readonly deal: string | null;
  /** Every other parameter, as written (option keys and values). */
  readonly params: readonly (readonly [string, string])[];
  /** The game's name exactly as written when its escapes (`%…`) could not be read, else null. */
  readonly malformed: string | null;
  /** `daily` as written (empty for a bare `?daily`, today's deal of the day), else null. */
  readonly daily: string | null;
}

/** A problem found in a link, shown to the player; the game starts anyway with a sensible replacement. */
export type RouteProblem =
  | { readonly kind: 'badVariant'; readonly id: string }
  | { readonly kind: 'badDeal'; readonly value: string }
  | { readonly kind: 'badOption'; readonly key: string; readonly value: string }
  | { readonly kind: 'badEscape'; readonly value: string }
  | { readonly kind: 'badDay'; readonly value: string };

/** A checked request: the variant to play, the deal (null for a fresh random one), the options and any problems. */
export interface ResolvedRoute {
  readonly def: VariantDefinition;
  readonly deal: number | null;
  readonly options: Options;
  readonly problems: readonly RouteProblem[];
  /** Whether the link asked for anything at all (else the last game played is resumed). */
  readonly explicit: boolean;
  /** The deal of the day asked for: its day (`YYYY-MM-DD`), `today`, or null when the link asks none. */
  readonly daily: string | null;
}

// A stray `%` (`#/athena%`) makes decodeURIComponent throw: the text is then kept as written, and said to be bad.
const decodeOrNull = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** Splits the page address into a request; the hash wins over the query string when it names a game. Never throws. */
export const readRoute = (hash: string, search: string): RouteRequest => {
  const h = hash.replace(/^#\/?/, '');
  const cut = h.indexOf('?');
  const [path, query] = cut < 0 ? [h, ''] : [h.slice(0, cut), h.slice(cut + 1)];
  const fromHash = path !== '' || query !== '';
  // URLSearchParams keeps a malformed escape as written instead of throwing.
  const params = new URLSearchParams(fromHash ? query : search.replace(/^\?/, ''));
  const decoded = fromHash && path ? decodeOrNull(path) : null;
  const malformed = fromHash && path && decoded === null ? path : null;
  const variant = fromHash && path ? decoded : params.get('variant');
  const rest: [string, string][] = [];
  params.forEach((v, k) => {
    if (k !== 'deal' && k !== 'variant' && k !== 'daily') rest.push([k, v]);
  });
  return { variant: variant || null, deal: params.get('deal'), params: rest, malformed, daily: params.get('daily') };
};

const parseDeal = (raw: string): number | null => {
  if (!/^\d{1,10}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return isDealNumber(n) ? n : null;
};

/** Checks a request against the variant registry and the chosen variant's options. */
export const resolveRoute = (
  req: RouteRequest,
  findVariant: (id: string) => VariantDefinition | undefined,
  fallback: VariantDefinition,
): ResolvedRoute => {
  const problems: RouteProblem[] = req.malformed === null ? [] : [{ kind: 'badEscape', value: req.malformed }];
  let def = fallback;
  if (req.variant !== null) {
    const found = findVariant(req.variant);
    if (found) def = found;
    else problems.push({ kind: 'badVariant', id: req.variant });
  }
  let deal: number | null = null;
  if (req.deal !== null) {
    deal = parseDeal(req.deal);
    if (deal === null) problems.push({ kind: 'badDeal', value: req.deal });
  }
  let daily: string | null = null;
  if (req.daily !== null) {
    const day = req.daily.trim();
    if (day === '' || isDayText(day)) daily = day || 'today';
    else problems.push({ kind: 'badDay', value: req.daily });
  }
  const options: Partial<Record<OptionKey, OptionValue>> = {};
  for (const [key, value] of req.params) {
    const spec = def.options.find((o) => o.key === key);
    const choice = spec?.choices.find((c) => String(c).toLowerCase() === value.trim().toLowerCase());
    if (!spec || choice === undefined) problems.push({ kind: 'badOption', key, value });
    else options[spec.key] = choice;
  }
  const explicit =
    req.variant !== null || req.deal !== null || req.params.length > 0 || req.malformed !== null || req.daily !== null;
  return { def, deal, options, problems, explicit, daily };
};

/** The link to a game: variant, deal and the options that differ from the variant's defaults. */
export const routeFor = (rules: Rules, deal: number): string => {
  const params = new URLSearchParams({ deal: String(deal) });
  for (const o of rules.options) {
    const v = rules.chosen[o.key];
    if (v !== undefined) params.set(o.key, String(v));
  }
  return `#/${encodeURIComponent(rules.id)}?${params.toString()}`;
};
