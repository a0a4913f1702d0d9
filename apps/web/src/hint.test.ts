import { findVariant } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { hintMove } from './hint.js';
import { position, rulesOf } from './testPositions.js';

const athena = rulesOf(findVariant('athena')!);
const empty = [[], [], [], [], [], []];

describe('hintMove', () => {
  it('prefers a card to a foundation', () => {
    const s = position(athena, { tableau: [['#2S', '9H'], ['TS'], ['AC'], ...empty.slice(0, 4)], stock: ['3D'] });
    expect(hintMove(athena, s)).toEqual({ kind: 'move', from: { zone: 'tableau', index: 2 }, to: { zone: 'foundation', index: 0 }, count: 1 });
  });

  it('then a move that turns a face-down card up', () => {
    const s = position(athena, { tableau: [['QD', '9C'], ['#2S', '9H'], ['TS'], ...empty.slice(0, 4)], stock: ['3D'] });
    expect(hintMove(athena, s)).toEqual({ kind: 'move', from: { zone: 'tableau', index: 1 }, to: { zone: 'tableau', index: 2 }, count: 1 });
  });

  it('else a draw, never a sideways shuffle', () => {
    // The nine of clubs could move onto the other ten, but it already sits on a ten: nothing to gain.
    const s = position(athena, { tableau: [['TD', '9C'], ['TH'], ...empty.slice(0, 5)], stock: ['3D'] });
    expect(hintMove(athena, s)).toEqual({ kind: 'draw' });
  });

  it('says nothing when nothing helps', () => {
    const s = position(athena, { tableau: [['TD', '9C'], ['TH'], ...empty.slice(0, 5)] });
    expect(hintMove(athena, s)).toBeNull();
  });

  it('suggests a card from the waste before drawing', () => {
    const s = position(athena, { tableau: [['TS'], ...empty], stock: ['3D'], waste: ['9H'] });
    expect(hintMove(athena, s)).toEqual({ kind: 'move', from: { zone: 'waste', index: 0 }, to: { zone: 'tableau', index: 0 }, count: 1 });
  });
});
