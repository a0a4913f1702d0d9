import { describe, expect, it } from 'vitest';
import { resolveRules } from '@solitaire/engine';
import { fan, klondike, oddsOf, variants } from '@solitaire/variants';
import { formatCount, formatShare } from './numbers.js';
import { oddsCondition, oddsText } from './oddsText.js';
import { cousins } from './testing.js';

const NB = '\u00a0',
  NNB = '\u202f';
// Athena's committed run, and Bureau's, where no deal was proven lost but 1,742 stayed undecided.
const athena = oddsOf({ won: 8885, lost: 992, unknown: 123 })!;
const bureau = oddsOf({ won: 8258, lost: 0, unknown: 1742 })!;

describe('numbers', () => {
  it('group thousands the way each language does: 10,000; 10 000; RAE 9877 and 10 000', () => {
    expect([formatCount(9877, 'en'), formatCount(10000, 'en')]).toEqual(['9,877', '10,000']);
    expect([formatCount(9877, 'fr'), formatCount(10000, 'fr')]).toEqual([`9${NNB}877`, `10${NNB}000`]);
    expect([formatCount(9877, 'es'), formatCount(10000, 'es'), formatCount(1234567, 'es')]).toEqual([
      '9877',
      `10${NNB}000`,
      `1${NNB}234${NNB}567`,
    ]);
  });

  it('round down for "at least", up for "at most", never to 0.0% or 100.0% for a share that is neither', () => {
    expect(formatShare(8885, 10000, 'en', 'down')).toBe('88.8%');
    expect(formatShare(9008, 10000, 'en', 'up')).toBe('90.1%');
    expect(formatShare(8885, 10000, 'es', 'down')).toBe(`88,8${NB}%`);
    expect(formatShare(9999, 10000, 'en', 'up')).toBe('99.99%');
    expect(formatShare(1, 10000, 'en', 'down')).toBe('0.01%');
    expect(formatShare(10000, 10000, 'en', 'up')).toBe('100.0%');
    expect(formatShare(0, 10000, 'en', 'down')).toBe('0.0%');
    expect(formatShare(9_999_999, 10_000_000, 'en', 'up')).toBe('99.999%');
    expect(formatShare(1, 10_000_000, 'en', 'down')).toBe('0.001%');
  });
});

describe('odds in words', () => {
  it('state the counted range as the headline, at least and at most, with the solver’s condition', () => {
    const en = oddsText(athena, 'en', 'hidden');
    expect(en.range).toBe('at least 88.8%, at most 90.1%');
    expect(en.headline).toBe(
      'At least 88.8% of deals could be won, and at most 90.1% (counting the undecided deals ' +
        'as won), if every card were known.',
    );
    expect(oddsText(athena, 'es', 'hidden').range).toBe(`al menos el 88,8${NB}%, como mucho el 90,1${NB}%`);
    expect(oddsText(athena, 'fr', 'hidden').range).toBe(`au moins 88,8${NB}%, au plus 90,1${NB}%`);
  });

  it('give the counts and the 95% range for all deals as detail, each said for what it is', () => {
    const en = oddsText(athena, 'en', 'hidden');
    expect(en.detail).toBe(
      'Of 10,000 deals tried, the solver won 8,885, proved 992 lost and left 123 undecided. ' +
        'With 95% confidence, between 88.2% and 90.7% of all deals could be won if every card were known.',
    );
    expect(oddsText(athena, 'es', 'hidden').detail).toContain(
      `De 10${NNB}000 repartos probados, el solucionador ganó 8885,`,
    );
    expect(oddsText(athena, 'fr', 'hidden').detail).toContain(
      `Sur 10${NNB}000 donnes essayées, le solveur en a gagné 8${NNB}885,`,
    );
  });

  it('never print 100.0% where deals are undecided, and say none was proven lost', () => {
    for (const locale of ['en', 'es', 'fr'] as const) {
      const t = oddsText(bureau, locale, 'hidden');
      expect(`${t.range} ${t.headline} ${t.detail}`, locale).not.toMatch(/100[.,]0/);
      expect(t.range, locale).toMatch(/82[.,]5/);
    }
    expect(oddsText(bureau, 'en', 'hidden').headline).toBe(
      'At least 82.5% of deals could be won if every card were known.',
    );
    expect(oddsText(bureau, 'en', 'hidden').range).toBe('at least 82.5%, none proven lost');
    expect(oddsText(bureau, 'en', 'hidden').detail).toContain(
      'proved none lost and left 1,742 undecided. With 95% confidence, at least 81.8% of all deals',
    );
  });

  it('say, for games whose redeals shuffle, that the solver knew each shuffle', () => {
    expect(oddsText(athena, 'en', 'shuffles').known).toMatch(/shuffle/);
    expect(oddsText(athena, 'es', 'shuffles').known).toMatch(/barajada/);
    expect(oddsText(athena, 'fr', 'shuffles').known).toMatch(/mélange/);
  });

  it('say what the upper figure counts, in every language', () => {
    expect(oddsText(athena, 'es', 'hidden').headline).toContain(
      `como mucho el 90,1${NB}% (contando como ganados los que ` +
        'quedan sin decidir), si se conocieran todas las cartas.',
    );
    expect(oddsText(athena, 'fr', 'hidden').headline).toContain(
      `au plus 90,1${NB}% (en comptant comme gagnées les donnes ` +
        'non tranchées), si l’on connaissait toutes les cartes.',
    );
  });

  it('keep the condition, and "could", in the 95% sentence, and give it a space that does not break', () => {
    for (const condition of ['open', 'shuffles', 'hidden', 'hiddenShuffles'] as const)
      for (const locale of ['en', 'es', 'fr'] as const) {
        const t = oddsText(athena, locale, condition);
        const ninetyFive = t.detail.slice(t.detail.indexOf('95'));
        expect(ninetyFive, `${locale} ${condition}`).toContain(t.known);
        expect(ninetyFive, `${locale} ${condition}`).toMatch(/could|podría|pourraient/);
        expect(ninetyFive, `${locale} ${condition}`).toMatch(locale === 'en' ? /^95%/ : /^95\u00a0%/);
      }
  });

  it('say of a game that hides nothing that its figure is one of perfect play, and that nothing is hidden', () => {
    expect(oddsText(athena, 'en', 'open').headline).toBe(
      'At least 88.8% of deals could be won with perfect play, ' +
        'and at most 90.1% (counting the undecided deals as won). Nothing is hidden in this game: every card is dealt ' +
        'face up.',
    );
    expect(oddsText(bureau, 'es', 'open').headline).toBe(
      `Se podría ganar al menos el 82,5${NB}% de los repartos jugando ` +
        'sin errores. En este juego no hay nada oculto: todas las cartas se reparten boca arriba.',
    );
    expect(oddsText(bureau, 'fr', 'open').headline).toMatch(/sans erreur de jeu\. Rien n’est caché dans ce jeu/);
    expect(oddsText(bureau, 'en', 'shuffles').headline).toBe(
      'At least 82.5% of deals could be won if the order each ' + 'redeal’s shuffle would give were known in advance.',
    );
    for (const locale of ['en', 'es', 'fr'] as const)
      expect(oddsText(athena, locale, 'hidden').headline, locale).not.toMatch(/perfect|sin errores|sans erreur/);
  });
});

describe('what the odds assume the solver knew', () => {
  const named = (id: string) => variants.find((v) => v.id === id)!;
  const cousin = (id: string) => cousins.find((v) => v.id === id)!;

  it('is every card where the deal hides some, the shuffles where only they are unknown, nothing in open games', () => {
    const byGame = Object.fromEntries(variants.map((def) => [def.id, oddsCondition(def)]));
    expect(byGame).toEqual({
      athena: 'hidden',
      'athena-aisleriot': 'hidden',
      klondike: 'hidden',
      minerva: 'hidden',
      bureau: 'hidden',
      shamrocks: 'open',
      fan: 'open',
      'la-belle-lucie': 'shuffles',
      trefoil: 'shuffles',
      freecell: 'open',
      'bakers-game': 'open',
      'eight-off': 'open',
      'seahaven-towers': 'open',
      yukon: 'hidden',
      'russian-solitaire': 'hidden',
      canfield: 'hidden',
      rainbow: 'hidden',
      'forty-thieves': 'hidden',
      limited: 'hidden',
      'bakers-dozen': 'open',
      'portuguese-solitaire': 'open',
      spider: 'hidden',
      spiderette: 'hidden',
      'will-o-the-wisp': 'hidden',
      'simple-simon': 'open',
      scorpion: 'hidden',
      golf: 'hidden',
      'black-hole': 'open',
      'aces-up': 'hidden',
      pyramid: 'hidden',
      tripeaks: 'hidden',
    });
  });

  it('is read from the rules, not from the game: face-down cards, a reserve, a stock, shuffling redeals', () => {
    const lucie = named('la-belle-lucie');
    const noRedeal = resolveRules(lucie, { redeals: 0 });
    if (!noRedeal.ok) throw new Error(noRedeal.error);
    expect(oddsCondition(noRedeal.value)).toBe('open');
    expect(oddsCondition({ ...fan, redeal: lucie.redeal })).toBe('shuffles');
    expect(oddsCondition({ ...lucie, id: 'fan' })).toBe('shuffles');
    expect(oddsCondition({ ...klondike, id: 'shamrocks' })).toBe('hidden');
    expect(oddsCondition({ ...klondike, redeal: lucie.redeal })).toBe('hiddenShuffles');
    expect(oddsCondition(cousin('minerva-like'))).toBe('hidden');
    expect(oddsCondition(cousin('fan-like'))).toBe('open');
    expect(oddsCondition(cousin('trefoil-like'))).toBe('shuffles');
  });
});
