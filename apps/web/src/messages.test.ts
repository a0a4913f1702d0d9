import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { locales } from './gameText.js';
import { catalogs, translate } from './i18n.js';
import { en } from './messages.js';

// Argument names a message uses, found by walking the ICU syntax tree (plural and select branches included).
const argumentsOf = (source: string): string[] => {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const n of nodes as { type: number; value?: unknown; options?: Record<string, { value: unknown[] }> }[]) {
      if (n.type !== 0 && n.type !== 7 && typeof n.value === 'string') names.add(n.value);
      for (const o of Object.values(n.options ?? {})) walk(o.value);
    }
  };
  walk(new IntlMessageFormat(source, 'en', undefined, { ignoreTag: true }).getAst() as unknown[]);
  return [...names].sort();
};

describe('chrome catalogs', () => {
  const keys = Object.keys(en).sort();

  it.each(locales)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(catalogs[locale]).sort()).toEqual(keys);
  });

  it.each(locales)('%s messages parse and use the same arguments as English', (locale) => {
    for (const key of keys) {
      const source = catalogs[locale][key as keyof typeof en];
      expect(source.trim(), `${locale} ${key}`).not.toBe('');
      expect(argumentsOf(source), `${locale} ${key}`).toEqual(argumentsOf(en[key as keyof typeof en]));
    }
  });

  it('formats plurals per locale', () => {
    expect(translate('en', 'status.moves', { count: 1 })).toBe('1 move');
    expect(translate('en', 'status.moves', { count: 3 })).toBe('3 moves');
    expect(translate('fr', 'status.moves', { count: 0 })).toBe('0 coup');
    expect(translate('es', 'status.moves', { count: 2 })).toBe('2 movimientos');
  });
});
