import { describe, expect, it } from 'vitest';
import type { Move } from '@solitaire/engine';
import { at, card, move, rulesFor } from '@solitaire/engine/testing';
import { athena, shamrocks } from '@solitaire/variants';
import { moveTarget } from './hints.js';

const cardMove = (from: string, to: string): Extract<Move, { kind: 'move' }> => move(from, to) as Extract<Move, { kind: 'move' }>;

describe('where a hinted move goes', () => {
  it('names the foundation, the card it lands on, or the empty pile, never a pile number', () => {
    const rules = rulesFor(athena);
    const state = at(rules, { tableau: [['8S'], ['7H'], [], ['AC']] });
    expect(moveTarget(rules, state, cardMove('t3', 'f0'))).toEqual({ kind: 'foundation' });
    expect(moveTarget(rules, state, cardMove('t1', 't0'))).toEqual({ kind: 'onto', card: card('8S') });
    expect(moveTarget(rules, state, cardMove('t1', 't2'))).toEqual({ kind: 'empty', place: 'pile' });
  });

  it('calls an empty fan a fan', () => {
    const rules = rulesFor(shamrocks);
    const state = at(rules, { tableau: [['KD'], []] });
    expect(moveTarget(rules, state, cardMove('t0', 't1'))).toEqual({ kind: 'empty', place: 'fan' });
  });
});
