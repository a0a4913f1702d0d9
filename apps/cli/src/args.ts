import {
  type OptionKey,
  type OptionValue,
  type Options,
  type VariantDefinition,
  isDealNumber,
  resolveRules,
} from '@solitaire/engine';
import { type FlagKind, type FlagTable, type LineRefusal, readCommandLine } from './commandLine.js';
import { isLocale } from './i18n.js';
import type { MessageKey } from './messages.js';
import { flagFor, optionByFlag, optionValueText, parseOptionValue } from './optionFlags.js';
import { type PlaySettings as Settings, isDayText } from '@solitaire/play';
import { type Locale, locales, variantName } from './texts.js';

/**
 * What the command line asks for.
 * @public
 */
export const commands = ['play', 'help', 'version', 'list', 'stats'] as const;
/** A command. */
type Command = (typeof commands)[number];

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
  /** `--daily` (or `--date`): the deal of the day of `day`, the player's own day when null. */
  readonly daily?: { readonly day: string | null };
}

/** A refused command line: a UI message key and its values. */
export interface ArgError {
  readonly key: MessageKey;
  readonly values: Readonly<Record<string, string>>;
}

/** Parse outcome. */
export type ArgsResult =
  { readonly ok: true; readonly args: CliArgs } | { readonly ok: false; readonly error: ArgError };

const fail = (key: MessageKey, values: Record<string, string> = {}): ArgsResult => ({
  ok: false,
  error: { key, values },
});

const switches = [
  '--help',
  '--version',
  '--list',
  '--stats',
  '--ascii',
  '--winnable',
  '--no-verdict',
  '--daily',
] as const;
const playFlags: FlagTable = {
  flags: new Map<string, FlagKind>([
    ...switches.map((f) => [f, 'switch'] as const),
    ['--deal', 'value'],
    ['--lang', 'value'],
    ['--date', 'value'],
    ...[...optionByFlag.keys()].map((f) => [f, 'value'] as const),
  ]),
  short: { '-h': '--help' },
};
const refusalKeys: Readonly<Record<LineRefusal, MessageKey>> = {
  unknownFlag: 'error.unknownFlag',
  unexpectedValue: 'error.unknownFlag',
  missingValue: 'error.missingValue',
};

/**
 * Parses `solitaire [variant] [--deal N] [--draw N] [--redeals N|unlimited] [--lang L] [--ascii] [--winnable]
 * [--no-verdict] [--daily] [--date YYYY-MM-DD] [--help] [--version] [--list] [--stats]`, flags also as `--flag=value`.
 * Every engine option has a
 * flag (`flagFor`). The last of a repeated flag counts.
 */
export const parseArgs = (argv: readonly string[], variantIds: readonly string[]): ArgsResult => {
  let variant: string | undefined;
  let deal: number | undefined;
  let lang: Locale | undefined;
  let day: string | null = null;
  const settings: { -readonly [K in keyof Settings]?: Settings[K] } = {};
  const flags = new Set<string>();
  const options: Partial<Record<OptionKey, OptionValue>> = {};
  const optionText: Partial<Record<OptionKey, string>> = {};
  for (const item of readCommandLine(argv, playFlags)) {
    if (item.kind === 'refused') return fail(refusalKeys[item.code], { flag: item.flag });
    if (item.kind === 'word') {
      if (variant !== undefined) return fail('error.extraArgument', { name: item.text });
      const id = item.text.toLowerCase();
      if (!variantIds.includes(id))
        return fail('error.unknownVariant', { name: item.text, games: variantIds.join(', ') });
      variant = id;
      continue;
    }
    const { flag, value } = item;
    if (value === null) {
      flags.add(flag);
      if (flag === '--winnable') settings.winnableOnly = true;
      if (flag === '--no-verdict') settings.verdict = false;
    } else if (flag === '--deal') {
      const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
      if (!isDealNumber(n)) return fail('error.badDeal', { value });
      deal = n;
    } else if (flag === '--date') {
      if (!isDayText(value.trim())) return fail('error.badDate', { value });
      day = value.trim();
    } else if (flag === '--lang') {
      const l = value.trim().toLowerCase();
      if (!isLocale(l)) return fail('error.badLang', { value, choices: locales.join(', ') });
      lang = l;
    } else {
      const key = optionByFlag.get(flag)!;
      options[key] = parseOptionValue(value) as OptionValue;
      optionText[key] = value;
    }
  }
  const command: Command = flags.has('--help')
    ? 'help'
    : flags.has('--version')
      ? 'version'
      : flags.has('--list')
        ? 'list'
        : flags.has('--stats')
          ? 'stats'
          : 'play';
  const args: CliArgs = {
    command,
    options,
    optionText,
    ascii: flags.has('--ascii'),
    ...(variant !== undefined ? { variant } : {}),
    ...(deal !== undefined ? { deal } : {}),
    ...(lang !== undefined ? { lang } : {}),
    ...(Object.keys(settings).length > 0 ? { settings } : {}),
    ...(flags.has('--daily') || day !== null ? { daily: { day } } : {}),
  };
  return { ok: true, args };
};

/**
 * The language of the command line's messages: the last valid `--lang` (or `--lang=`) wherever it stands, even after
 * the argument a message is about, where parsing never gets to it; else `fallback` (the environment's).
 */
export const messageLocale = (argv: readonly string[], fallback: Locale): Locale => {
  let found: Locale | undefined;
  argv.forEach((arg, i) => {
    const value = arg === '--lang' ? argv[i + 1] : arg.startsWith('--lang=') ? arg.slice('--lang='.length) : undefined;
    const lang = value?.trim().toLowerCase();
    if (lang !== undefined && isLocale(lang)) found = lang;
  });
  return found ?? fallback;
};

/** Checks the command line's options against a variant's option specs (the engine has the last word). */
export const checkOptions = (
  def: VariantDefinition,
  args: CliArgs,
  locale: Locale,
): { ok: true; options: Options } | { ok: false; error: ArgError } => {
  const game = variantName(def, locale);
  for (const [key, value] of Object.entries(args.options) as [OptionKey, OptionValue][]) {
    const spec = def.options.find((o) => o.key === key);
    const flag = flagFor(key);
    if (!spec) return { ok: false, error: { key: 'error.optionNotOffered', values: { game, flag } } };
    if (!spec.choices.includes(value))
      return {
        ok: false,
        error: {
          key: 'error.optionValue',
          values: {
            game,
            flag,
            value: args.optionText[key] ?? String(value),
            choices: spec.choices.map(optionValueText).join(', '),
          },
        },
      };
  }
  const resolved = resolveRules(def, args.options);
  if (!resolved.ok)
    return {
      ok: false,
      error: { key: 'error.optionNotOffered', values: { game, flag: resolved.detail ?? resolved.error } },
    };
  return { ok: true, options: args.options };
};
