import { legalMoves } from '@solitaire/engine';
import { cardLabel, locales } from '@solitaire/game-text';
import { siteText } from '@solitaire/game-text/rules';
import {
  acesUp,
  athena,
  athenaAisleriot,
  blackHole,
  canonPart3,
  pyramid,
  shamrocks,
  triPeaks,
  variants,
} from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { asRules } from './svg.js';
import { OPENING_STEPS, openingIsLegal, openingOf, openingStepText } from './opening.js';

describe('worked opening', () => {
  it('plays a few moves of the pictured deal for every game, each one the engine lists as legal', () => {
    for (const def of [...variants, ...canonPart3]) {
      const opening = openingOf(def);
      expect(opening.length, def.id).toBeGreaterThanOrEqual(1);
      expect(opening.length, def.id).toBeLessThanOrEqual(OPENING_STEPS);
      expect(openingIsLegal(def, opening), def.id).toBe(true);
      // Consecutive steps follow on: each starts where the last ended.
      for (let i = 1; i < opening.length; i++) expect(opening[i]!.start, def.id).toEqual(opening[i - 1]!.end);
    }
  });

  it('gives every game three steps or more, and shows no redeal, no card taken back off a foundation', () => {
    for (const def of [athena, athenaAisleriot, shamrocks, ...variants])
      expect(openingOf(def).length, def.id).toBeGreaterThanOrEqual(3);
    for (const def of variants)
      for (const step of openingOf(def))
        for (const m of step.moves)
          expect(m.kind === 'redeal' || (m.kind === 'move' && m.from.zone === 'foundation'), def.id).toBe(false);
  });

  it('names in every language the card each step moves, as the apps name it', () => {
    const rules = asRules(athena);
    const [first] = openingOf(athena);
    const move = first!.moves[0]!;
    if (move.kind !== 'move') throw new Error('Athena opens with a move');
    const card = first!.start.tableau[move.from.index]!.at(-1)!.card;
    for (const locale of locales) expect(openingStepText(rules, first!, locale)).toContain(cardLabel(card, locale));
    expect(openingStepText(rules, first!, 'en')).toBe(
      'Put the ace of clubs on a foundation. That turns the three of spades face up.',
    );
    expect(openingStepText(rules, first!, 'es')).toBe(
      'Sube el as de tréboles a una base. Así se voltea el tres de picas.',
    );
    expect(openingStepText(rules, first!, 'fr')).toBe(
      'Montez l’as de trèfle sur une fondation. Le trois de pique se retourne.',
    );
  });

  it('says in French that the card turns over by itself, its article agreeing and opening the sentence', () => {
    const flip = (revealed: string, revealedRank: string, twin = false) =>
      siteText('fr', 'site.opening.flip', { twin, revealed, revealedRank });
    expect(flip('as de cœur', 'ace')).toBe('L’as de cœur se retourne.');
    expect(flip('dame de pique', 'queen')).toBe('La dame de pique se retourne.');
    expect(flip('six de trèfle', 'six', true)).toBe('L’autre six de trèfle se retourne.');
  });

  it('tries the next move where the most appealing one leaves nothing to play, on a single foundation', () => {
    // Black Hole's deal 1: the first card that fits the A♠ is followed by none; another one leads on.
    const greedy = openingOf(blackHole, 1, 1)[0]!;
    expect(legalMoves(asRules(blackHole), greedy.end)).toHaveLength(0);
    const opening = openingOf(blackHole);
    expect(opening).toHaveLength(OPENING_STEPS);
    expect(openingIsLegal(blackHole, opening)).toBe(true);
  });

  it('refuses an opening whose move the engine would not allow', () => {
    const opening = openingOf(athena);
    const illegal = {
      kind: 'move' as const,
      count: 1,
      from: { zone: 'tableau' as const, index: 0 },
      to: { zone: 'foundation' as const, index: 0 },
    };
    const forged = [{ ...opening[0]!, moves: [illegal] }];
    expect(openingIsLegal(athena, forged)).toBe(false);
  });

  it('shows pairs, discards, a card turned onto the foundation and a row dealt, each said in every language', () => {
    const said = (def: Parameters<typeof openingOf>[0], locale: (typeof locales)[number]) =>
      openingOf(def).map((step) => openingStepText(asRules(def), step, locale));
    expect(said(pyramid, 'en')).toContain(
      'Remove the four of clubs and the nine of diamonds together: their ranks add up to 13.',
    );
    expect(said(pyramid, 'en')).toContain('Remove the king of diamonds by itself: its rank alone makes 13.');
    expect(said(acesUp, 'en')[0]).toBe(
      'Discard the six of spades: the jack of spades, higher and of the same suit, tops another pile.',
    );
    expect(said(acesUp, 'en')).toContain('Deal a row from the stock: one card face up onto each pile.');
    expect(said(triPeaks, 'en')).toContain(
      'Turn the top card of the stock onto the foundation: the nine of spades is now the card to build on.',
    );
    expect(said(triPeaks, 'en')[0]).toBe('Put the seven of spades on the foundation.');
    for (const def of canonPart3)
      for (const locale of locales)
        for (const text of said(def, locale)) expect(text, `${def.id} ${locale}`).toMatch(/^\p{Lu}[^{}]*\.$/u);
  });
});
