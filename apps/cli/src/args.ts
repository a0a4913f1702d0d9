import {
  type OptionKey, type OptionValue, type Options, type VariantDefinition, UNLIMITED, isDealNumber, optionKeys, resolveRules,
} from '@solitaire/engine';
import { isLocale } from './i18n.js';
import type { MessageKey } from './messages.js';
import type { Settings } from './settings.js';
import { type Locale, locales, variantName } from './texts.js';

/** What the command line asks for. */
export const commands = ['play', 'help', 'version', 'list', 'stats'] as const;
/** A command. */
export type Command = (typeof commands)[number];

/** The parsed command line. */
export interface CliArgs {
  readonly command: Command;
  /** The variant named on the command line, if any (checked against the registry). */
  readonly variant?: string;
  readonly deal?: number;
  /** Rule options, by engine option key (checked against the variant by `checkOptions`). */
  readonly options: Options;
  /** The options as typed, for error messages. */
  readonly optionText: Readonly<Partial<Record<OptionKey, string>>>;
  readonly lang?: Locale;
  readonly ascii: boolean;
  /** Settings for this run only (`--no-verdict`, `--winnable`); the stored ones change through the game's keys. */
  readonly settings?: Partial<Settings>;
}

/** A refused command line: a UI message key and its values. */
export interface ArgError {
  readonly key: MessageKey;
  readonly values: Readonly<Record<string, string>>;
}

/** Parse outcome. */
export type ArgsResult = { readonly ok: true; readonly args: CliArgs } | { readonly ok: false; readonly error: ArgError };

/** The command-line flag of an engine option: `playBack` is `--play-back`. */
export const flagFor = (key: OptionKey): string => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const optionByFlag = new Map<string, OptionKey>(optionKeys.map((k) => [flagFor(k), k]));

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

const fail = (key: MessageKey, values: Record<string, string> = {}): ArgsResult => ({ ok: false, error: { key, values } });

/**
 * Parses `solitaire [variant] [--deal N] [--draw N] [--redeals N|unlimited] [--lang L] [--ascii] [--winnable]
 * [--no-verdict] [--help] [--version] [--list] [--stats]`, flags also as `--flag=value`. Every engine option has a
 * flag (`flagFor`).
 */
export const parseArgs = (argv: readonly string[], variantIds: readonly string[]): ArgsResult => {
  let variant: string | undefined;
  let deal: number | undefined;
  let lang: Locale | undefined;
  let ascii = false;
  const settings: { -readonly [K in keyof Settings]?: Settings[K] } = {};
  const flags = new Set<string>();
  const options: Partial<Record<OptionKey, OptionValue>> = {};
  const optionText: Partial<Record<OptionKey, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('-') || arg === '-') {
      if (variant !== undefined) return fail('error.extraArgument', { name: arg });
      const id = arg.toLowerCase();
      if (!variantIds.includes(id)) return fail('error.unknownVariant', { name: arg, games: variantIds.join(', ') });
      variant = id;
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    const value = (): string | null => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || (next.startsWith('--') && next.length > 2)) return null;
      i++;
      return next;
    };
    const noValue = ['--help', '-h', '--version', '--list', '--stats', '--ascii', '--winnable', '--no-verdict'];
    if (noValue.includes(flag)) {
      if (inline !== undefined) return fail('error.unknownFlag', { flag: arg });
      flags.add(flag === '-h' ? '--help' : flag);
      if (flag === '--ascii') ascii = true;
      if (flag === '--winnable') settings.winnableOnly = true;
      if (flag === '--no-verdict') settings.verdict = false;
      continue;
    }
    if (flag === '--deal') {
      const v = value();
      if (v === null) return fail('error.missingValue', { flag });
      const n = /^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!isDealNumber(n)) return fail('error.badDeal', { value: v });
      deal = n;
      continue;
    }
    if (flag === '--lang') {
      const v = value();
      if (v === null) return fail('error.missingValue', { flag });
      const l = v.trim().toLowerCase();
      if (!isLocale(l)) return fail('error.badLang', { value: v, choices: locales.join(', ') });
      lang = l;
      continue;
    }
    const key = optionByFlag.get(flag);
    if (key) {
      const v = value();
      if (v === null) return fail('error.missingValue', { flag });
      options[key] = parseOptionValue(v) as OptionValue;
      optionText[key] = v;
      continue;
    }
    return fail('error.unknownFlag', { flag: arg });
  }
  const command: Command = flags.has('--help') ? 'help' : flags.has('--version') ? 'version' : flags.has('--list') ? 'list' : flags.has('--stats') ? 'stats' : 'play';
  const args: CliArgs = {
    command, options, optionText, ascii,
    ...(variant !== undefined ? { variant } : {}),
    ...(deal !== undefined ? { deal } : {}),
    ...(lang !== undefined ? { lang } : {}),
    ...(Object.keys(settings).length > 0 ? { settings } : {}),
  };
  return { ok: true, args };
};

/** Checks the command line's options against a variant's option specs (the engine has the last word). */
export const checkOptions = (def: VariantDefinition, args: CliArgs, locale: Locale): { ok: true; options: Options } | { ok: false; error: ArgError } => {
  const game = variantName(def, locale);
  for (const [key, value] of Object.entries(args.options) as [OptionKey, OptionValue][]) {
    const spec = def.options.find((o) => o.key === key);
    const flag = flagFor(key);
    if (!spec) return { ok: false, error: { key: 'error.optionNotOffered', values: { game, flag } } };
    if (!spec.choices.includes(value))
      return { ok: false, error: { key: 'error.optionValue', values: { game, flag, value: args.optionText[key] ?? String(value), choices: spec.choices.map(optionValueText).join(', ') } } };
  }
  const resolved = resolveRules(def, args.options);
  if (!resolved.ok) return { ok: false, error: { key: 'error.optionNotOffered', values: { game, flag: resolved.detail ?? resolved.error } } };
  return { ok: true, options: args.options };
};
