import type { NounKey } from '@solitaire/game-text';
import { describe, expect, it } from 'vitest';
import { linkTerms } from './terms.js';
import { typeset } from './typography.js';

describe('typeset', () => {
  it('puts a non-breaking space before French double punctuation and inside guillemets', () => {
    expect(typeset('Gagné ! Vraiment ? Oui ; enfin : « bravo »', 'fr')).toBe(
      'Gagné\u00a0! Vraiment\u00a0? Oui\u00a0; enfin\u00a0: «\u00a0bravo\u00a0»',
    );
    expect(typeset('Gagné!', 'fr')).toBe('Gagné\u00a0!');
    expect(typeset('déjà\u00a0: fait', 'fr')).toBe('déjà\u00a0: fait');
  });
  it('leaves other languages alone', () => {
    expect(typeset('Won! Really: yes', 'en')).toBe('Won! Really: yes');
  });
});

describe('linkTerms', () => {
  it('links the first use of each term, longest form first, and remembers what a section linked', () => {
    const seen = new Set<NounKey>();
    expect(linkTerms('Un montón y otro montón, una nueva pasada.', 'es', seen)).toBe(
      'Un <a class="term" href="glossary.html#term-pile">montón</a> y otro montón, una <a class="term" href="glossary.html#term-redeal">nueva pasada</a>.',
    );
    expect(linkTerms('Otro montón.', 'es', seen)).toBe('Otro montón.');
    expect(linkTerms('Stockpile', 'en', new Set())).toBe('Stockpile');
  });

  it('never links a word of a game’s name: the game Fan is not the glossary’s fan', () => {
    expect(linkTerms('Fan is the game that names the games dealt in small fans.', 'en', new Set())).toBe(
      'Fan is the game that names the games dealt in small <a class="term" href="glossary.html#term-fan">fans</a>.',
    );
    expect(linkTerms('In Fan, a fan accepts a King.', 'en', new Set())).toBe(
      'In Fan, a <a class="term" href="glossary.html#term-fan">fan</a> accepts a King.',
    );
  });
});

describe('typeset never doubles a space the catalog already wrote', () => {
  it('keeps one non-breaking space inside « » when the text has it already', () => {
    expect(typeset('la «\u00a0merci\u00a0»', 'fr')).toBe('la «\u00a0merci\u00a0»');
    expect(typeset('la « merci »', 'fr')).toBe('la «\u00a0merci\u00a0»');
    expect(typeset('la «\u00a0merci\u00a0»', 'fr')).not.toMatch(/\u00a0\u00a0/);
  });
});
