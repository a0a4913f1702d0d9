import { parseArgs } from 'node:util';

/**
 * What the reader refuses by itself, before a command looks at the values.
 * @public
 */
export const lineRefusals = ['unknownFlag', 'missingValue', 'unexpectedValue'] as const;
/** A refusal of the reader. */
export type LineRefusal = (typeof lineRefusals)[number];

/** How a flag is written: alone (`--ascii`) or with a value (`--deal 7`, `--deal=7`). */
export type FlagKind = 'switch' | 'value';

/** A command's flags: each long flag (`--deal`) with its kind, and one-letter aliases (`-h` for `--help`). */
export interface FlagTable {
  readonly flags: ReadonlyMap<string, FlagKind>;
  readonly short?: Readonly<Record<string, string>>;
}

/** One piece of a command line, in the order typed. */
export type LineItem =
  | { readonly kind: 'word'; readonly text: string }
  /** `value` is null for a switch. */
  | { readonly kind: 'flag'; readonly flag: string; readonly value: string | null }
  /** Always the last item: where the reader stopped; `flag` is the argument as typed. */
  | { readonly kind: 'refused'; readonly code: LineRefusal; readonly flag: string };

/**
 * Splits a command line into words and flags with `node:util`'s parseArgs, up to the first problem, which ends
 * the list as a `refused` item. Nothing is refused early, so a command reports the first problem as typed.
 */
export const readCommandLine = (argv: readonly string[], table: FlagTable): LineItem[] => {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  for (const [flag, kind] of table.flags) options[flag.slice(2)] = { type: kind === 'value' ? 'string' : 'boolean' };
  for (const [letter, flag] of Object.entries(table.short ?? {})) options[flag.slice(2)]!.short = letter.slice(1);
  // Not strict: parseArgs would throw on the first unknown flag; the table below is the judge instead.
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  const items: LineItem[] = [];
  const stop = (code: LineRefusal, flag: string): LineItem[] => [...items, { kind: 'refused', code, flag }];
  for (const token of tokens) {
    if (token.kind === 'positional') {
      items.push({ kind: 'word', text: token.value });
      continue;
    }
    const typed = argv[token.index]!;
    // A lone `--` ends flags for parseArgs; no command here takes words that look like flags.
    if (token.kind === 'option-terminator') return stop('unknownFlag', typed);
    const aliased = !token.rawName.startsWith('--') && table.short?.[token.rawName] !== undefined;
    const flag = `--${token.name}`;
    const kind = token.rawName.startsWith('--') || aliased ? table.flags.get(flag) : undefined;
    if (kind === undefined) return stop('unknownFlag', typed);
    if (kind === 'switch') {
      if (token.value !== undefined) return stop('unexpectedValue', typed);
      items.push({ kind: 'flag', flag, value: null });
      continue;
    }
    // parseArgs takes the next argument whatever it is; a flag there means this one's value was left out.
    const value = token.value;
    if (value === undefined || (!token.inlineValue && value.startsWith('--') && value.length > 2))
      return stop('missingValue', flag);
    items.push({ kind: 'flag', flag, value });
  }
  return items;
};

/** A number as typed (`0.5`, `12`), at least `min`, whole when asked; null otherwise. */
export const readNumber = (text: string, min: number, whole: boolean): number | null => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n >= min && (!whole || Number.isSafeInteger(n)) ? n : null;
};
