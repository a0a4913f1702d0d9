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
    expect(hintText('en', athena, s, { kind: 'draw' }, true)).toBe('Hint: draw from the stock. Proven: this move leads to a win.');
  });

  it('says a suggestion is not proven, in every language', () => {
    const m = { kind: 'move', from: { zone: 'tableau', index: 1 }, to: { zone: 'tableau', index: 2 }, count: 1 } as const;
    expect(hintText('en', athena, s, m, false)).toBe('Hint: move nine of hearts to Pile 3. A suggestion, not proven.');
    expect(hintText('fr', athena, s, m, false)).toMatch(/non prouvée\.$/);
  });

  it('says when there is no move', () => {
    expect(hintText('en', athena, s, null, false)).toBe('No helpful move found.');
  });

  it('names a fan as the rules pages do', () => {
    const shamrocks = rulesOf(findVariant('shamrocks')!);
    const f = position(shamrocks, { tableau: [['9H'], ['TS'], ...Array.from({ length: 16 }, () => [])] });
    const m = { kind: 'move', from: { zone: 'tableau', index: 0 }, to: { zone: 'tableau', index: 1 }, count: 1 } as const;
    expect(hintText('en', shamrocks, f, m, false)).toBe('Hint: move nine of hearts to Fan 2. A suggestion, not proven.');
    expect(hintText('es', shamrocks, f, m, false)).toMatch(/^Pista: mueve nueve de corazones a Abanico 2\./);
    expect(hintText('fr', shamrocks, f, m, false)).toMatch(/^Indice\u00a0: déplacez neuf de cœur vers Éventail 2\./);
  });
});
