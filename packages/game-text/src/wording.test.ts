// What a reviewer found wrong in the rules text, one test per kind of error, each checked on every game, option
// value and cousin in every language where the kind allows. The tests read only the rendered text.
import type { VariantDefinition } from '@solitaire/engine';
import { makeCard, rankNames } from '@solitaire/engine';
import {
  athena,
  athenaAisleriot,
  fan,
  klondike,
  minerva,
  shamrocks,
  unregistered,
  variants,
} from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { cardLabel } from './cards.js';
import { cliCatalogs, cliText } from './cliCatalog.js';
import { catalogs, formatMessage } from './format.js';
import { type Locale, locales } from './locales.js';
import { differences } from './compare.js';
import { renderRules } from './render.js';
import { allDefinitions } from './testing.js';
import { webCatalogs } from './webCatalog.js';

interface Said {
  key: string;
  text: string;
  section: string;
}

/** Every sentence of a game's page, with the message key and section it comes from. */
const said = (def: VariantDefinition, locale: Locale): Said[] =>
  renderRules(def, locale).sections.flatMap((s) =>
    s.paragraphs.flatMap((p) => {
      const parts = (p as { sentences?: { key: string; text: string }[] }).sentences ?? [{ key: p.key, text: p.text }];
      return parts.flatMap((x) => x.text.split(/(?<=[.!?])\s+/u).map((text) => ({ key: x.key, text, section: s.id })));
    }),
  );
const page = (def: VariantDefinition, locale: Locale): string =>
  said(def, locale)
    .map((s) => s.text)
    .join(' ');
const allSaid = (locale: Locale): (Said & { id: string })[] =>
  allDefinitions().flatMap((def) => said(def, locale).map((s) => ({ ...s, id: def.id })));

describe('sentences', () => {
  it.each(locales)('%s: none starts with a digit, on any page', (locale) => {
    const bad = allSaid(locale)
      .filter((s) => /^\d/.test(s.text))
      .map((s) => `${s.id} ${s.key}: ${s.text}`);
    expect(bad).toEqual([]);
  });

  it.each(locales)('%s: counts up to ten are words in running text (card ranks aside)', (locale) => {
    const ranksNamed = new Set([
      'tableau.example',
      'tableau.ends',
      'tips.acesUp',
      'foundations.step',
      'foundations.removal',
      'tips.chain',
    ]);
    const bad = allSaid(locale)
      .filter((s) => !ranksNamed.has(s.key) && !/(Rows|Las filas|Les rangées) \d/.test(s.text))
      .filter((s) => /(?<![\d.,:/º])\b([1-9]|10)\b(?![\d.,:/])/u.test(s.text))
      .map((s) => `${s.id} ${s.key}: ${s.text}`);
    expect(bad).toEqual([]);
  });

  it('carry no rule ids as words, and no footer explains them', () => {
    for (const locale of locales) {
      const bad = allSaid(locale)
        .filter((s) => /\b[A-Z]\d{1,2}\b/.test(s.text))
        .map((s) => `${s.id}: ${s.text}`);
      expect(bad).toEqual([]);
      expect(Object.keys(catalogs[locale]).filter((k) => /ruleIds/i.test(k))).toEqual([]);
    }
  });

  it('say a rows deal in one sentence, not a line per row', () => {
    for (const locale of locales) expect(page(athena, locale)).not.toMatch(/\b(Row|La fila|La rangée) \d/);
    const layout = said(athena, 'en').filter((s) => s.section === 'layout' && /\brows?\b/.test(s.text));
    expect(layout.length).toBeLessThanOrEqual(3);
  });

  it('give each setting one line with all its choices', () => {
    const line = { en: /Redeals: /g, es: /Nuevas pasadas: /g, fr: /Redistributions\u00a0: /g };
    for (const locale of locales) expect(page(athena, locale).match(line[locale]) ?? [], locale).toHaveLength(1);
  });
});

describe('index summaries', () => {
  it.each(locales)('%s: every registered game has its own', (locale) => {
    const summaries = variants.map((def) => (renderRules(def, locale) as { summary?: string }).summary ?? '');
    for (const s of summaries) expect(s.length).toBeGreaterThan(40);
    expect(new Set(summaries).size).toBe(variants.length);
  });

  it.each(locales)('%s: so does each game waiting to be registered', (locale) => {
    const defs = [...variants, ...unregistered];
    const summaries = defs.map((def) => renderRules(def, locale).summary);
    expect(new Set(summaries).size).toBe(defs.length);
  });
});

describe('errors the review found', () => {
  it('Fan’s tip on empty fans speaks of single cards and fans, never of piles or sequences', () => {
    const pile = { en: /\bpiles?\b|\bunit\b|sequence/, es: /montón|bloque|secuencia/, fr: /\bpiles?\b|\bbloc\b|suite/ };
    const fanWord = { en: /\bfans?\b/, es: /abanico/, fr: /éventail/ };
    for (const locale of locales) {
      const tips = said(fan, locale).filter((s) => s.section === 'tips' && /King|rey|roi/i.test(s.text));
      expect(tips.length, locale).toBeGreaterThan(0);
      for (const t of tips) {
        expect(t.text, locale).not.toMatch(pile[locale]);
        expect(t.text, locale).toMatch(fanWord[locale]);
      }
    }
  });

  it('Fan’s tip says an empty fan takes a King on its own, not Kings one at a time', () => {
    const lone = { en: /only a lone King/, es: /solo admite un rey suelto/, fr: /n’accepte qu’un roi seul/ };
    const turns = /King on its own|de uno en uno|un seul à la fois/;
    for (const locale of locales) {
      const text = said(fan, locale)
        .filter((s) => s.section === 'tips')
        .map((s) => s.text)
        .join(' ');
      expect(text, locale).toMatch(lone[locale]);
      expect(text, locale).not.toMatch(turns);
    }
  });

  it('Shamrocks never claims that no King covers another card, since a fan may get two Kings', () => {
    const wrong = {
      en: /no King (?:covers|buries) another card/,
      es: /ningún rey (?:tapa|entierra) otra carta/,
      fr: /aucun roi n’(?:enterre|recouvre) (?:donc )?une autre carte/,
    };
    const right = {
      en: /no King covers any card but another King/,
      es: /ningún rey tapa una carta que no sea otro rey/,
      fr: /aucun roi ne recouvre donc une carte autre qu’un roi/,
    };
    for (const locale of locales) {
      expect(page(shamrocks, locale), locale).not.toMatch(wrong[locale]);
      expect(page(shamrocks, locale), locale).toMatch(right[locale]);
    }
  });

  it('PySolFC’s Athena draws one card with unlimited redeals: each Athena page says what that is here', () => {
    const unlimited = {
      en: /PySolFC’s Athena also draws one card at a time, but with unlimited redeals/,
      es: /El Athena de PySolFC también roba de una en una, pero con nuevas pasadas ilimitadas/,
      fr: /L’Athena de PySolFC tire aussi une carte à la fois, mais avec des redistributions illimitées/,
    };
    for (const locale of locales) {
      expect(page(athenaAisleriot, locale), locale).toMatch(unlimited[locale]);
      // Athena (Aisleriot) already draws one card at a time: it is not "a setting of the same game" there.
      expect(page(athenaAisleriot, locale), locale).not.toMatch(
        /a setting of the same game|ajuste del mismo juego|réglage du même jeu/,
      );
      expect(page(athena, locale), locale).toMatch(
        /a setting of the same game|ajuste del mismo juego|réglage du même jeu/,
      );
    }
  });

  it('Minerva’s name: the Romans identified their goddess with Athena; the Greeks did not call her anything', () => {
    for (const locale of locales)
      expect(page(minerva, locale), locale).not.toMatch(/Greeks called|griegos llamaban|Grecs appelaient/);
  });

  it('names no book or author that its sources cited do not list', () => {
    const cited = {
      en: /Sources? cited here: .*$/,
      es: /Fuentes? citadas? aquí: .*$/,
      fr: /Sources? citées? ici\u00a0: .*$/,
    };
    for (const def of variants)
      for (const locale of locales) {
        const text = page(def, locale);
        const list = text.match(cited[locale])?.[0] ?? '';
        for (const author of ['Parlett', 'Mott-Smith'])
          if (text.replace(list, '').includes(author)) expect(list, `${def.id} ${locale}: ${author}`).toContain(author);
      }
  });

  it('Shamrocks: PySolFC swaps a King with the card nearest the bottom of its fan that is not a King', () => {
    const notKing = {
      en: /nearest the bottom of its fan that is not a King/,
      es: /que no sea un rey/,
      fr: /qui ne soit pas un roi/,
    };
    for (const locale of locales)
      expect(
        said(shamrocks, locale).some((s) => s.section === 'variations' && notKing[locale].test(s.text)),
        locale,
      ).toBe(true);
  });

  it('French card names agree with their gender wherever they are the subject: no « une Dame … posé »', () => {
    for (const kingTakes of rankNames)
      for (const aceTakes of rankNames) {
        const text = formatMessage('fr', 'tableau.ends', { ends: 'both', kingTakes, aceTakes });
        expect(text).not.toMatch(/\bune (Dame|carte)\b[^.]*\bposé(?!\p{L})/u);
      }
    expect(page(shamrocks, 'fr')).not.toMatch(/seule une Dame peut être posé(?!\p{L})/u);
  });

  // The sentence that names the followed source, by language; it must name exactly one, and in the page's language.
  const follows = {
    en: /these rules (?:follow|are written from) (.+)\.$/i,
    es: /estas reglas (?:siguen a|son las de|están escritas a partir de) (.+)\.$/i,
    fr: /ces règles (?:suivent|sont celles de|sont écrites d’après) (.+)\.$/i,
  };
  const sourceOf = (def: VariantDefinition, locale: Locale): string => {
    const found = said(def, locale).flatMap((s) => s.text.match(follows[locale])?.[1] ?? []);
    expect(found, `${def.id} ${locale}`).toHaveLength(1);
    return found[0]!;
  };

  it('each game follows one source where sources disagree, named in the page’s language', () => {
    const programs = ['PySolFC', 'GNOME Aisleriot', 'solitaire.gg', 'Thomas Warfield'];
    for (const def of variants)
      for (const locale of locales) {
        const source = sourceOf(def, locale);
        expect(programs.filter((p) => source.includes(p)).length, `${def.id} ${locale}: ${source}`).toBeLessThanOrEqual(
          1,
        );
        expect(source, `${def.id} ${locale}`).not.toMatch(/,/);
      }
    expect(sourceOf(klondike, 'en')).toBe('PySolFC');
  });

  it('Athena names Warfield as the inventor, not as the rule set followed', () => {
    for (const locale of locales) {
      expect(sourceOf(athena, locale)).not.toMatch(/Warfield/);
      expect(
        said(athena, locale).some((s) => /Warfield/.test(s.text) && /inven[ct]/.test(s.text)),
        locale,
      ).toBe(true);
    }
  });

  it('Shamrocks does not claim PySolFC’s rules, and says PySolFC swaps Kings where this game slides them', () => {
    const swap = { en: /changes places/, es: /se intercambia/, fr: /échange sa place/ };
    for (const locale of locales) {
      expect(sourceOf(shamrocks, locale)).not.toMatch(/PySolFC/);
      expect(
        said(shamrocks, locale).some((s) => s.section === 'variations' && swap[locale].test(s.text)),
        locale,
      ).toBe(true);
    }
  });

  it('the covered row sentence says which card turns up and which card then moves', () => {
    const clear = {
      en: /covering card.*the card beneath it/s,
      es: /esa carta de encima.*la de debajo/s,
      fr: /carte du dessus.*la carte du dessous/s,
    };
    for (const locale of locales) expect(page(athena, locale)).toMatch(clear[locale]);
  });

  it('the redeal sentence says the waste is turned over unshuffled, without "flipped … keeping its order"', () => {
    const unshuffled = { en: /without shuffling/, es: /sin barajar/, fr: /sans être mélangée/ };
    for (const locale of locales) {
      expect(page(klondike, locale)).toMatch(unshuffled[locale]);
      expect(page(klondike, locale)).not.toMatch(
        /flipped over|keeping its order|conservando su orden|dans le même ordre/,
      );
    }
  });

  it('the foundation shortcut names its key as the terminal binds it: lower-case f, the key its help names', () => {
    for (const locale of locales) {
      const text = page(athena, locale);
      const key = cliText(locale, 'help.foundation').split(/\s?:/)[0]!;
      expect(key).toBe('f');
      expect(text).toMatch(new RegExp(`\\b${key}\\b`));
      expect(text).not.toMatch(/\bF\b/);
      expect(text).not.toMatch(/single key|una sola tecla|une seule touche/);
    }
  });

  it('French says réussite, tirage and redistribution, never jeu de patience, teinte or nouvelle donne for a redeal', () => {
    const text = allSaid('fr')
      .map((s) => s.text)
      .join('\n');
    expect(text).not.toMatch(/jeux? de patience|teinte|nouvelles? donnes?|exactement (supérieur|inférieur)/);
    expect(page(athena, 'fr')).toMatch(/réussite/);
    expect(page(athena, 'fr')).toMatch(/redistribution/);
    expect(page(athena, 'fr')).toMatch(/\btir/);
    expect(formatMessage('fr', 'index.title')).not.toMatch(/patience/);
  });

  it('the apps’ French says « redistribution » only where a redeal is meant, never for a new deal', () => {
    const bad = [...Object.entries(cliCatalogs.fr), ...Object.entries(webCatalogs.fr)]
      .filter(([key, text]) => /redistribu/i.test(text as string) && !/redeal|draw|usage/i.test(key))
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('Spanish keeps « reparto » for the deal, robar for draws, « nuevas pasadas » for redeals; the subjunctive', () => {
    const stock = allSaid('es').filter(
      (s) => s.section === 'stock' || s.key === 'summary.stock' || s.key === 'summary.noStock',
    );
    expect(stock.filter((s) => /reparto/.test(s.text)).map((s) => s.text)).toEqual([]);
    expect(page(klondike, 'es')).toMatch(/nueva pasada/);
    const redeals = /dar(le)? la vuelta|volver a repartir|vueltas al mazo/;
    expect(
      allSaid('es')
        .map((s) => s.text)
        .join('\n'),
    ).not.toMatch(redeals);
    expect(page(klondike, 'es')).toMatch(/\brob/);
    const text = allSaid('es')
      .map((s) => s.text)
      .join('\n');
    expect(text).not.toMatch(/que la admite|siempre que puede/);
  });
});

describe('paragraphs', () => {
  it.each(locales)('%s: no two sentences of a paragraph open with the same “since”', (locale) => {
    const since = /^(?:Since|As|Como|Dado que|Comme|Puisque?)\b/u;
    const bad = allDefinitions().flatMap((def) =>
      renderRules(def, locale)
        .sections.flatMap((s) => s.paragraphs)
        .flatMap((p) => {
          const openers = (p as { sentences?: { text: string }[] }).sentences ?? [];
          const firsts = openers.map((x) => x.text.match(since)?.[0]).filter(Boolean);
          return new Set(firsts).size < firsts.length
            ? [`${def.id}: ${openers.map((x) => x.text.slice(0, 40)).join(' | ')}`]
            : [];
        }),
    );
    expect(bad).toEqual([]);
  });
});

describe('the game Fan', () => {
  it('glosses its English name where the language has another word for a fan, and no other game’s', () => {
    expect(page(fan, 'es')).toContain('Fan («abanico» en inglés)');
    expect(page(fan, 'fr')).toContain('Fan («\u00a0éventail\u00a0» en anglais)');
    for (const def of variants.filter((v) => v.id !== 'fan'))
      for (const locale of ['es', 'fr'] as const)
        expect(page(def, locale), def.id).not.toMatch(/(?:abanico|éventail)\u00a0?» en (?:inglés|anglais)/);
  });
});

describe('related games', () => {
  // Two sentences for one contrast ("Here, one redeal is allowed. In Athena, redeals are unlimited.") read choppy.
  it.each(locales)(
    '%s: say each difference from the nearest relative in one sentence, this game’s way first',
    (locale) => {
      const defs = allDefinitions();
      const bad: string[] = [];
      for (const a of defs)
        for (const b of defs)
          for (const d of differences(a, b)) {
            const text = formatMessage(locale, `related.diff.${d.aspect}`, {
              ...d.args,
              other: 'Athena',
              otherVowel: true,
            });
            if (text.split(/(?<=[.!?])\s+/u).length !== 1 || !text.endsWith('.')) bad.push(`${a.id}/${b.id}: ${text}`);
          }
      expect([...new Set(bad)]).toEqual([]);
    },
  );
});

describe('card names', () => {
  it('the rules name the King, Queen and Ace with the apps’ card labels’ words, in lower case in es and fr', () => {
    for (const locale of locales) {
      const text = page(shamrocks, locale);
      for (const rank of [13, 12, 1] as const) {
        const word = cardLabel(makeCard('spades', rank), locale).split(' ')[0]!;
        const capital = word.charAt(0).toUpperCase() + word.slice(1);
        expect(text, `${locale} ${word}`).toContain(locale === 'en' ? capital : ` ${word}`);
        const midSentence = new RegExp(`[\\p{Ll},;:] ${capital}\\b`, 'u');
        if (locale !== 'en') expect(text, `${locale} ${capital}`).not.toMatch(midSentence);
      }
    }
  });
});

describe('French typography', () => {
  const texts = () => allSaid('fr').map((s) => s.text);
  it('a non-breaking space before : ; ! ? and inside « guillemets »', () => {
    for (const text of texts()) {
      expect(text).not.toMatch(/[^\u00a0\u202f][:;?!]/);
      expect(text).not.toMatch(/«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/);
    }
  });
  it('elides before a vowel: no « de As », « le As », « que il », « de un »', () => {
    const bad = texts().filter((t) =>
      /(?<![\p{L}’])(?:de|le|la|que|ne|se|jusque|lorsque) (?=[aeiouyéèêàâîôûAEIOUYÉÈÊÀÂ])/u.test(t),
    );
    expect(bad).toEqual([]);
  });
});

describe('French typography in the apps', () => {
  it('the terminal’s and the web game’s French put a non-breaking space before : ; ! ? and inside « guillemets »', () => {
    for (const [key, text] of [...Object.entries(cliCatalogs.fr), ...Object.entries(webCatalogs.fr)] as [
      string,
      string,
    ][]) {
      expect(text, key).not.toMatch(/ [:;?!](?=\s|$)/);
      expect(text, key).not.toMatch(/« | »/);
    }
  });
});

describe('hints on the terminal board', () => {
  // The board marks the piles: the words name the cards and the place, with articles agreeing with rank and noun.
  const say = (locale: 'en' | 'es' | 'fr', values: Record<string, string>) =>
    cliText(locale, 'notice.hintMove', { label: 'H', ...values });
  const cases: Record<string, string>[] = [
    { target: 'foundation', card: 'A♣', rank: 'ace' },
    { target: 'onto', card: '7♥', rank: 'seven', onto: '8♠', ontoRank: 'eight' },
    { target: 'onto', card: 'J♥', rank: 'jack', onto: 'Q♠', ontoRank: 'queen' },
    { target: 'empty', place: 'pile', card: 'K♦', rank: 'king' },
    { target: 'empty', place: 'fan', card: 'K♦', rank: 'king' },
  ];

  it.each([
    [
      'en',
      [
        'H: A♣ to its foundation.',
        'H: 7♥ onto 8♠.',
        'H: J♥ onto Q♠.',
        'H: K♦ to the empty pile.',
        'H: K♦ to the empty fan.',
      ],
    ],
    [
      'es',
      [
        'H: el A♣ a su base.',
        'H: el 7♥ sobre el 8♠.',
        'H: la J♥ sobre la Q♠.',
        'H: el K♦ al montón vacío.',
        'H: el K♦ al abanico vacío.',
      ],
    ],
    [
      'fr',
      [
        'H\u00a0: l’A♣ sur sa fondation.',
        'H\u00a0: le 7♥ sur le 8♠.',
        'H\u00a0: le J♥ sur la Q♠.',
        'H\u00a0: le K♦ sur la pile vide.',
        'H\u00a0: le K♦ sur l’éventail vide.',
      ],
    ],
  ] as const)('%s: name the card and the card or place it goes to, never a pile number', (locale, expected) => {
    expect(cases.map((c) => say(locale, c))).toEqual(expected);
  });
});
