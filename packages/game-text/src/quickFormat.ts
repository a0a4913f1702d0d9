import type { Locale } from './locales.js';

// A formatter for the common part of ICU MessageFormat: text, `{name}`, and `plural` and `select` with `#`. It
// formats what the game shows at start without IntlMessageFormat, whose first use pays for the locale data of
// Intl.NumberFormat (about 25 ms of CPU, a tenth of the time to the first frame). Anything beyond it (quotes, offsets,
// number or date styles, a `#` that needs digit grouping, a value missing or of the wrong type) is left to ICU.

type Node =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'arg'; readonly name: string }
  | { readonly kind: 'pound' }
  | {
      readonly kind: 'choice';
      readonly plural: boolean;
      readonly name: string;
      readonly options: ReadonlyMap<string, readonly Node[]>;
    };

/** Why the quick formatter hands a message or a value over to ICU. */
const UNSUPPORTED = Symbol('unsupported');

const NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;

/**
 * Parses `message` from `at`; stops at an unmatched `}` inside a choice. Null when the message goes beyond the
 * subset.
 */
const parse = (message: string, inChoice: boolean): { nodes: Node[]; end: number } | null => {
  const nodes: Node[] = [];
  let i = 0;
  let text = '';
  const flush = () => {
    if (text) {
      nodes.push({ kind: 'text', text });
      text = '';
    }
  };
  while (i < message.length) {
    const c = message[i]!;
    if (c === "'") return null;
    if (c === '#' && inChoice) {
      flush();
      nodes.push({ kind: 'pound' });
      i++;
      continue;
    }
    if (c === '}') {
      if (!inChoice) return null;
      flush();
      return { nodes, end: i };
    }
    if (c !== '{') {
      text += c;
      i++;
      continue;
    }
    flush();
    const rest = message.slice(i + 1);
    const name = NAME.exec(rest.trimStart())?.[0];
    if (!name) return null;
    let j = i + 1 + (rest.length - rest.trimStart().length) + name.length;
    const skip = () => {
      while (message[j] === ' ') j++;
    };
    skip();
    if (message[j] === '}') {
      nodes.push({ kind: 'arg', name });
      i = j + 1;
      continue;
    }
    if (message[j] !== ',') return null;
    j++;
    skip();
    const type = /^(plural|select),/.exec(message.slice(j).replace(/^(plural|select)\s*,/, '$1,'))?.[1];
    if (!type) return null;
    j += message.slice(j).indexOf(',') + 1;
    const options = new Map<string, Node[]>();
    for (;;) {
      skip();
      if (message[j] === '}') {
        j++;
        break;
      }
      const selector = /^(=\d+|[a-zA-Z_][a-zA-Z0-9_-]*)/.exec(message.slice(j))?.[0];
      if (!selector || selector === 'offset') return null;
      j += selector.length;
      skip();
      if (message[j] !== '{') return null;
      const inner = parse(message.slice(j + 1), true);
      if (!inner) return null;
      options.set(selector, inner.nodes);
      j += 1 + inner.end + 1;
    }
    if (!options.has('other')) return null;
    nodes.push({ kind: 'choice', plural: type === 'plural', name, options });
    i = j;
  }
  if (inChoice) return null;
  flush();
  return { nodes, end: i };
};

const pluralRules = new Map<Locale, Intl.PluralRules>();
const rulesFor = (locale: Locale): Intl.PluralRules => {
  let r = pluralRules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale);
    pluralRules.set(locale, r);
  }
  return r;
};

type Values = Readonly<Record<string, string | number | boolean>>;

const render = (
  nodes: readonly Node[],
  values: Values,
  locale: Locale,
  pound: number | null,
): string | typeof UNSUPPORTED => {
  let out = '';
  for (const n of nodes) {
    switch (n.kind) {
      case 'text':
        out += n.text;
        break;
      case 'pound':
        // ICU formats `#` with digit grouping; below 1000 a whole number reads the same without it.
        if (pound === null || !Number.isInteger(pound) || pound < 0 || pound >= 1000) return UNSUPPORTED;
        out += String(pound);
        break;
      case 'arg': {
        const v = values[n.name];
        // ICU gives parts, not text, for a boolean in plain position: the translator refuses that.
        if (v === undefined || typeof v === 'boolean') return UNSUPPORTED;
        out += String(v);
        break;
      }
      case 'choice': {
        const v = values[n.name];
        if (v === undefined) return UNSUPPORTED;
        let branch: readonly Node[] | undefined;
        if (n.plural) {
          if (typeof v !== 'number') return UNSUPPORTED;
          branch = n.options.get(`=${v}`) ?? n.options.get(rulesFor(locale).select(v)) ?? n.options.get('other');
        } else branch = n.options.get(String(v)) ?? n.options.get('other');
        const inner = render(branch!, values, locale, n.plural ? (v as number) : pound);
        if (inner === UNSUPPORTED) return UNSUPPORTED;
        out += inner;
        break;
      }
    }
  }
  return out;
};

/**
 * A formatter for `message` that needs no IntlMessageFormat, or null when the message goes beyond the subset. The
 * formatter returns null for values it leaves to ICU (a `#` of 1000 or more, a value missing or of the wrong type).
 */
export const quickFormatter = (message: string, locale: Locale): ((values: Values) => string | null) | null => {
  const parsed = parse(message, false);
  if (!parsed) return null;
  return (values) => {
    const out = render(parsed.nodes, values, locale, null);
    return out === UNSUPPORTED ? null : out;
  };
};
