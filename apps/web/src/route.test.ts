import { startGame } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { readRoute, resolveRoute, routeFor } from './route.js';

const athena = findVariant('athena')!;
const resolve = (hash: string, search = '') => resolveRoute(readRoute(hash, search), findVariant, athena);

describe('links', () => {
  it('reads a hash route with a deal and options', () => {
    const r = resolve('#/athena?deal=123&draw=1&redeals=2');
    expect(r.def.id).toBe('athena');
    expect(r.deal).toBe(123);
    expect(r.options).toEqual({ draw: 1, redeals: 2 });
    expect(r.problems).toEqual([]);
    expect(r.explicit).toBe(true);
  });

  it('reads the query string when the hash is empty', () => {
    const r = resolve('', '?variant=shamrocks&deal=9&kingsToBottom=false');
    expect([r.def.id, r.deal, r.options]).toEqual(['shamrocks', 9, { kingsToBottom: false }]);
  });

  it('reports each bad value and falls back instead of failing', () => {
    const r = resolve('#/nope?deal=12x&draw=7&colour=red');
    expect(r.def.id).toBe('athena');
    expect(r.deal).toBeNull();
    expect(r.options).toEqual({});
    expect(r.problems).toEqual([
      { kind: 'badVariant', id: 'nope' },
      { kind: 'badDeal', value: '12x' },
      { kind: 'badOption', key: 'draw', value: '7' },
      { kind: 'badOption', key: 'colour', value: 'red' },
    ]);
    expect(resolve('#/athena?deal=4294967296').problems).toEqual([{ kind: 'badDeal', value: '4294967296' }]);
  });

  it('an option of another game is a problem', () => {
    expect(resolve('#/shamrocks?draw=1').problems).toEqual([{ kind: 'badOption', key: 'draw', value: '1' }]);
  });

  it('an empty address asks for nothing', () => expect(resolve('', '').explicit).toBe(false));

  it("U1: reads Spider's suit count from its link and writes it back; refuses a count Spider does not offer", () => {
    const r = resolve('#/spider?deal=5&suits=2');
    expect([r.def.id, r.deal, r.options, r.problems]).toEqual(['spider', 5, { suits: 2 }, []]);
    const g = startGame(r.def, 5, r.options);
    if (!g.ok) throw new Error(g.error);
    expect(routeFor(g.value.rules, 5)).toBe('#/spider?deal=5&suits=2');
    const four = startGame(r.def, 5);
    if (!four.ok) throw new Error(four.error);
    expect(routeFor(four.value.rules, 5)).toBe('#/spider?deal=5');
    expect(resolve('#/spider?suits=3').problems).toEqual([{ kind: 'badOption', key: 'suits', value: '3' }]);
  });

  it('writes only the options that differ from the defaults, and reads back the same game', () => {
    const g = startGame(athena, 77, { draw: 1, redeals: 'unlimited' });
    if (!g.ok) throw new Error(g.error);
    const link = routeFor(g.value.rules, 77);
    expect(link).toBe('#/athena?deal=77&draw=1');
    const back = resolve(link);
    expect([back.def.id, back.deal, back.options]).toEqual(['athena', 77, { draw: 1 }]);
  });

  it('a stray % never throws: the game falls back and the link is said to be unreadable', () => {
    for (const hash of ['#/athena%', '#/%E0%A4%A', '#/%', '#/klondike%zz?deal=3']) {
      const r = resolve(hash);
      expect(r.def.id).toBe('athena');
      expect(r.problems[0]).toEqual({ kind: 'badEscape', value: hash.slice(2).split('?')[0] });
      expect(r.explicit).toBe(true);
    }
    expect(resolve('#/klondike%zz?deal=3').deal).toBe(3);
  });

  it('a stray % in a parameter is kept, and the value refused', () => {
    expect(resolve('#/athena?deal=1%&draw=%E0%A4%A').problems).toEqual([
      { kind: 'badDeal', value: '1%' },
      { kind: 'badOption', key: 'draw', value: '\uFFFD%A' },
    ]);
  });

  it('keeps a second ? in the hash as part of the parameters', () => {
    expect(readRoute('#/athena?deal=1?x', '').deal).toBe('1?x');
  });
});
