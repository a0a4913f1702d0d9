import type { Rules, VariantDefinition } from '@solitaire/engine';
import { type Description, type SectionId, describe } from './describe.js';
import { formatMessage } from './format.js';
import type { Locale } from './locales.js';
import { variantName } from './names.js';

/** One sentence group of a rules page, with the RULES.md ids it states and a stable anchor. */
export interface RulesParagraph {
  ruleIds: string[];
  text: string;
  /** Anchor for links, stable across locales (derived from the message key). */
  id: string;
  key: string;
}

/** A section of rendered rules. */
export interface RulesSection {
  id: SectionId;
  heading: string;
  paragraphs: RulesParagraph[];
}

/** A game's rules as text in one locale, without any markup or file I/O (the in-app rules view reads this). */
export interface RulesDocument {
  title: string;
  name: string;
  locale: Locale;
  sections: RulesSection[];
}

/** Turns a description into text in one locale. */
export const renderDescription = (description: Description, name: string, locale: Locale): RulesDocument => {
  const used = new Map<string, number>();
  const anchor = (key: string): string => {
    const base = key.replace(/\./g, '-');
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
  return {
    title: formatMessage(locale, 'page.title', { name }),
    name,
    locale,
    sections: description.sections.map((s) => ({
      id: s.id,
      heading: formatMessage(locale, s.heading.key, s.heading.args),
      paragraphs: s.clauses.map((c) => ({
        ruleIds: [...c.ruleIds],
        text: formatMessage(locale, c.key, { name, ...c.args }),
        id: anchor(c.key),
        key: c.key,
      })),
    })),
  };
};

/** A game's rules, in one locale, as structured text. */
export const renderRules = (def: VariantDefinition | Rules, locale: Locale): RulesDocument =>
  renderDescription(describe(def), variantName(def, locale), locale);
