import type { Rules, VariantDefinition } from '@solitaire/engine';
import { type Family, findVariant } from '@solitaire/variants';
import { type Clause, type Description, type SectionId, describe } from './describe.js';
import { formatMessage } from './format.js';
import type { Locale } from './locales.js';
import { variantName } from './names.js';

/** One sentence of a rules page, with the RULES.md ids it states (data only) and the game it refers to, if any. */
interface RulesSentence {
  text: string;
  ruleIds: string[];
  key: string;
  /** Anchor for links, stable across locales (derived from the message key). */
  id: string;
  /** A registered game this sentence names, with its name in this locale: a page may make it a link. */
  link?: { id: string; name: string };
  /**
   * What the sentence lists that a page may link, each with its name as the text shows it: games (by id, to their
   * pages) and sources cited (`href`, their public address; `id` is `source:` and the source id).
   */
  links?: { id: string; name: string; href?: string }[];
}

/** A paragraph of a rules page: its sentences, their text joined, and every rule id they state. */
export interface RulesParagraph {
  ruleIds: string[];
  text: string;
  /** Anchor of the paragraph: its first sentence's. */
  id: string;
  /** Message key of its first sentence. */
  key: string;
  sentences: RulesSentence[];
}

/** A section of rendered rules. */
interface RulesSection {
  id: SectionId;
  heading: string;
  paragraphs: RulesParagraph[];
}

/** A game's rules as text in one locale, without any markup or file I/O (the in-app rules view reads this). */
export interface RulesDocument {
  title: string;
  name: string;
  locale: Locale;
  /** The variant id. */
  id: string;
  family: Family | null;
  /** The index line: what tells this game apart, in two to four sentences. */
  summary: string;
  sections: RulesSection[];
}

const listFormats = new Map<string, Intl.ListFormat>();
const listOf = (locale: Locale, type: 'and' | 'or', parts: string[]): string => {
  const key = `${locale}:${type}`;
  let f = listFormats.get(key);
  if (!f)
    listFormats.set(key, (f = new Intl.ListFormat(locale, { type: type === 'and' ? 'conjunction' : 'disjunction' })));
  return f.format(parts);
};

const linkOf = (id: string, locale: Locale): { id: string; name: string } => {
  const target = findVariant(id);
  return { id, name: target ? variantName(target, locale) : id };
};

/** One clause as text: its items listed into `{items}`, its linked game's name into `{other}`. */
const clauseText = (c: Clause, name: string, locale: Locale): string => {
  const args: Record<string, string | number | boolean> = { name, ...c.args };
  if (c.link) {
    args.other = linkOf(c.link, locale).name;
    // French elides before a vowel (d’Athena, qu’Athena): the catalog selects on this.
    args.otherVowel = /^[aeiouyàâéèêîôû]/iu.test(args.other);
  }
  if (c.items)
    args.items = listOf(
      locale,
      c.list ?? 'and',
      c.items.map((item) => clauseText(item, name, locale)),
    );
  return formatMessage(locale, c.key, args);
};

/** Turns a description into text in one locale. */
const renderDescription = (description: Description, name: string, locale: Locale): RulesDocument => {
  const used = new Map<string, number>();
  const anchor = (key: string): string => {
    const base = key.replace(/\./g, '-');
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
  const sentence = (c: Clause): RulesSentence => {
    const s: RulesSentence = {
      text: clauseText(c, name, locale),
      ruleIds: [...c.ruleIds],
      key: c.key,
      id: anchor(c.key),
    };
    if (c.link) s.link = linkOf(c.link, locale);
    const linked = (c.items ?? []).flatMap((item) => {
      if (item.link) return [linkOf(item.link, locale)];
      if (item.href) {
        return [{ id: `source:${String(item.args.source)}`, name: clauseText(item, name, locale), href: item.href }];
      }
      return [];
    });
    if (linked.length) s.links = linked;
    return s;
  };
  return {
    title: formatMessage(locale, 'page.title', { name }),
    name,
    locale,
    id: description.id,
    family: description.family,
    summary: description.summary.map((c) => clauseText(c, name, locale)).join(' '),
    sections: description.sections.map((s) => ({
      id: s.id,
      heading: formatMessage(locale, s.heading.key, s.heading.args),
      paragraphs: s.paragraphs.map((p) => {
        const sentences = p.clauses.map(sentence);
        return {
          ruleIds: [...new Set(sentences.flatMap((x) => x.ruleIds))],
          text: sentences.map((x) => x.text).join(' '),
          id: sentences[0]!.id,
          key: sentences[0]!.key,
          sentences,
        };
      }),
    })),
  };
};

/** A game's rules, in one locale, as structured text. */
export const renderRules = (def: VariantDefinition | Rules, locale: Locale): RulesDocument =>
  renderDescription(describe(def), variantName(def, locale), locale);
