import { findVariant } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { chooseHint, hintText } from './hint.js';
import { position, rulesOf } from './testPositions.js';

const athena = rulesOf(findVariant('athena')!);
const empty = [[], [], [], [], [], []];
const suggest = (s: ReturnType<typeof position>) => chooseHint(athena, s, null);

// Without a proof the page falls back on the engine's heuristic (the one the CLI uses too).
describe('chooseHint without a proof', () => {
  it('prefers a card to a foundation', () => {
    const s = position(athena, { tableau: [['#2S', '9H'], ['TS'], ['AC'], ...empty.slice(0, 4)], stock: ['3D'] });
    expect(suggest(s)).toEqual({ move: { kind: 'move', from: { zone: 'tableau', index: 2 }, to: { zone: 'foundation', index: 0 }, count: 1 }, proven: false });
  });

  it('then a move that turns a face-down card up', () => {
    const s = position(athena, { tableau: [['QD', '9C'], ['#2S', '9H'], ['TS'], ...empty.slice(0, 4)], stock: ['3D'] });
    expect(suggest(s).move).toEqual({ kind: 'move', from: { zone: 'tableau', index: 1 }, to: { zone: 'tableau', index: 2 }, count: 1 });
  });

  it('else a draw, never a sideways shuffle', () => {
    // The nine of clubs could move onto the other ten, but it already sits on a ten: nothing to gain.
    const s = position(athena, { tableau: [['TD', '9C'], ['TH'], ...empty.slice(0, 5)], stock: ['3D'] });
    expect(suggest(s).move).toEqual({ kind: 'draw' });
  });

  it('says nothing when nothing helps', () => {
    const s = position(athena, { tableau: [['TD', '9C'], ['TH'], ...empty.slice(0, 5)] });
    expect(suggest(s).move).toBeNull();
    expect(hintText('en', athena, s, suggest(s))).toBe('No helpful move found.');
  });

  it('suggests a card from the waste before drawing', () => {
    const s = position(athena, { tableau: [['TS'], ...empty], stock: ['3D'], waste: ['9H'] });
    expect(suggest(s).move).toEqual({ kind: 'move', from: { zone: 'waste', index: 0 }, to: { zone: 'tableau', index: 0 }, count: 1 });
  });
});

describe('chooseHint with the solver', () => {
  const s = position(athena, { tableau: [['QD', '9C'], ['#2S', '9H'], ['TS'], ...empty.slice(0, 4)], stock: ['3D'] });

  it('gives the first move of a proven win, even where the heuristic would differ', () => {
    const h = chooseHint(athena, s, { verdict: 'won', move: { kind: 'draw' }, proven: true });
    expect(h).toEqual({ move: { kind: 'draw' }, proven: true });
    expect(hintText('en', athena, s, h)).toBe('Hint: draw from the stock. Proven: this move leads to a win.');
  });

  it('falls back on a suggestion when the solver found no win', () => {
    for (const verdict of ['lost', 'unknown'] as const) {
      const h = chooseHint(athena, s, { verdict, move: null, proven: false });
      expect(h.proven).toBe(false);
      expect(hintText('en', athena, s, h)).toBe('Hint: move nine of hearts to Pile 3. A suggestion, not proven.');
      expect(hintText('fr', athena, s, h)).toMatch(/non prouvée\.$/);
    }
  });
});

describe('hintText', () => {
  it('names a fan as the rules pages do', () => {
    const shamrocks = rulesOf(findVariant('shamrocks')!);
    const s = position(shamrocks, { tableau: [['9H'], ['TS'], ...Array.from({ length: 16 }, () => [])] });
    const h = { move: { kind: 'move', from: { zone: 'tableau', index: 0 }, to: { zone: 'tableau', index: 1 }, count: 1 }, proven: false } as const;
    expect(hintText('en', shamrocks, s, h)).toBe('Hint: move nine of hearts to Fan 2. A suggestion, not proven.');
    expect(hintText('es', shamrocks, s, h)).toMatch(/^Pista: mueve nueve de corazones a Abanico 2\./);
    expect(hintText('fr', shamrocks, s, h)).toMatch(/^Indice : déplacez neuf de cœur vers Éventail 2\./);
  });
});
