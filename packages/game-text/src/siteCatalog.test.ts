import { describe, expect, it } from 'vitest';
import { nounKeys } from './glossary.js';
import { locales } from './locales.js';
import { siteCatalogs, siteGlossaryTerms, siteText } from './siteCatalog.js';
import { glossaryProblems, messageArguments } from './testing.js';

// The rules site's furniture: same keys and arguments in every language, glossary words only, French typography.
describe('site catalogs', () => {
  const keys = Object.keys(siteCatalogs.en).sort();
  it.each(locales)('%s has exactly the English keys, each parsing with the same arguments', (locale) => {
    expect(Object.keys(siteCatalogs[locale]).sort()).toEqual(keys);
    for (const key of keys) {
      const source = (siteCatalogs[locale] as Record<string, string>)[key]!;
      expect(source.trim(), `${locale} ${key}`).not.toBe('');
      expect(messageArguments(source, locale), `${locale} ${key}`).toEqual(
        messageArguments((siteCatalogs.en as Record<string, string>)[key]!, 'en'),
      );
    }
  });

  it.each(locales)('%s uses only glossary words, with their gender', (locale) => {
    expect(Object.values(siteCatalogs[locale]).flatMap((text) => glossaryProblems(locale, text))).toEqual([]);
  });

  it('defines every glossary term the page lists, and only glossary nouns', () => {
    for (const term of siteGlossaryTerms) expect(nounKeys).toContain(term);
    for (const locale of locales)
      for (const term of siteGlossaryTerms) expect(siteText(locale, `site.term.${term}`)).toMatch(/\.$/);
  });

  it('writes French with a non-breaking space before : ; ? ! and typographic apostrophes', () => {
    // ICU number skeletons (`::percent`) are syntax, not text.
    for (const text of Object.values(siteCatalogs.fr).map((t) => t.replace(/::[a-z]+/g, ''))) {
      expect(text).not.toMatch(/[^\u00a0\u202f{][:;?!]/);
      expect(text).not.toMatch(/'/);
    }
  });
});
