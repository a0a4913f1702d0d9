import { findVariant } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { hintText } from './hint.js';
import { position, rulesOf } from './testPositions.js';

// Which move a hint gives is play's (tested there); the page only words it.
const athena = rulesOf(findVariant('athena')!);
const empty = [[], [], [], [], [], []];

describe('hintText', () => {
  const s = position(athena, { tableau: [['QD', '9C'], ['#2S', '9H'], ['TS'], ...empty.slice(0, 4)], stock: ['3D'] });

  it('says a proven move is proven', () => {
    expect(hintText('en', athena, s, { kind: 'draw' }, true)).toBe(
      'Hint: draw from the stock. Proven: this move leads to a win.',
    );
  });

  it('says a suggestion is not proven, in every language', () => {
    const m = {
      kind: 'move',
      from: { zone: 'tableau', index: 1 },
      to: { zone: 'tableau', index: 2 },
      count: 1,
    } as const;
    expect(hintText('en', athena, s, m, false)).toBe(
      'Hint: nine of hearts onto ten of spades. A suggestion, not proven.',
    );
    expect(hintText('fr', athena, s, m, false)).toMatch(/non prouvée\.$/);
  });

  it('names the card and where it goes as a player says it, articles agreeing in Spanish and French', () => {
    const p = position(athena, { tableau: [['KS', 'QH'], ['AC'], [], ['KD'], ...empty.slice(0, 3)] });
    const move = (from: number, to: { zone: 'tableau' | 'foundation'; index: number }) =>
      ({ kind: 'move', from: { zone: 'tableau', index: from }, to, count: 1 }) as const;
    const onto = move(0, { zone: 'tableau', index: 3 });
    const home = move(1, { zone: 'foundation', index: 0 });
    const empty2 = move(3, { zone: 'tableau', index: 2 });
    expect([onto, home, empty2].map((m) => hintText('en', athena, p, m, true).split('. ')[0])).toEqual([
      'Hint: queen of hearts onto king of diamonds',
      'Hint: ace of clubs to its foundation',
      'Hint: king of diamonds to the empty pile',
    ]);
    expect([onto, home, empty2].map((m) => hintText('es', athena, p, m, true).split('. ')[0])).toEqual([
      'Pista: la reina de corazones sobre el rey de diamantes',
      'Pista: el as de tréboles a su base',
      'Pista: el rey de diamantes al montón vacío',
    ]);
    expect([onto, home, empty2].map((m) => hintText('fr', athena, p, m, true).split('. ')[0])).toEqual([
      'Indice\u00a0: la dame de cœur sur le roi de carreau',
      'Indice\u00a0: l’as de trèfle sur sa fondation',
      'Indice\u00a0: le roi de carreau sur la pile vide',
    ]);
  });

  it('says when there is no move', () => {
    expect(hintText('en', athena, s, null, false)).toBe('No move takes this game anywhere new.');
  });

  it('names an empty fan as the rules pages do', () => {
    const shamrocks = rulesOf(findVariant('shamrocks')!);
    const f = position(shamrocks, { tableau: [['9H'], ['TS'], ...Array.from({ length: 16 }, () => [])] });
    const m = {
      kind: 'move',
      from: { zone: 'tableau', index: 0 },
      to: { zone: 'tableau', index: 1 },
      count: 1,
    } as const;
    expect(hintText('en', shamrocks, f, m, false)).toBe(
      'Hint: nine of hearts onto ten of spades. A suggestion, not proven.',
    );
    const toEmpty = { ...m, to: { zone: 'tableau', index: 2 } } as const;
    expect(hintText('en', shamrocks, f, toEmpty, false)).toMatch(/^Hint: nine of hearts to the empty fan\./);
    expect(hintText('es', shamrocks, f, toEmpty, false)).toMatch(/^Pista: el nueve de corazones al abanico vacío\./);
    expect(hintText('fr', shamrocks, f, toEmpty, false)).toMatch(
      /^Indice\u00a0: le neuf de cœur sur l’éventail vide\./,
    );
  });
});
