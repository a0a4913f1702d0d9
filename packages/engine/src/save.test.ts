import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currentState, play, startGame } from './game.js';
import { legalMoves } from './moves.js';
import { printable } from './result.js';
import { loadGame, serializeGame } from './save.js';
import { baseDef } from './testing.js';

const find = (id: string) => (id === baseDef.id ? baseDef : undefined);

const aSave = (): Record<string, unknown> => {
  let g = startGame(baseDef, 5);
  if (!g.ok) throw new Error(g.error);
  for (let i = 0; i < 6; i++) {
    const r = play(g.value, legalMoves(g.value.rules, currentState(g.value))[0]!);
    if (!r.ok) throw new Error(r.error);
    g = r;
  }
  return JSON.parse(serializeGame(g.value, 1000)) as Record<string, unknown>;
};

// Values that break code which turns what it reads into text by its own means.
const hostile: unknown[] = [
  { toString: 1 },
  { toString: null, valueOf: 1 },
  { __proto__: null },
  [],
  [[]],
  '\u001b[2J',
  1e308,
  -0,
];

describe('loading a crafted save', () => {
  it('refuses with a code, never a throw, whatever a field holds', () => {
    const good = aSave();
    expect(loadGame(good, find).ok).toBe(true);
    const paths: (string | number)[][] = [
      ['format'],
      ['version'],
      ['variant'],
      ['options'],
      ['options', 'draw'],
      ['deal'],
      ['moves'],
      ['moves', 0],
      ['moves', 0, 'from'],
      ['moves', 0, 'count'],
      ['cursor'],
      ['snapshot'],
      ['snapshot', 'tableau'],
      ['snapshot', 'tableau', 0],
      ['snapshot', 'tableau', 0, 0],
      ['snapshot', 'rng'],
      ['elapsedMs'],
    ];
    for (const path of paths) {
      for (const value of hostile) {
        const data = structuredClone(good);
        let at: Record<string | number, unknown> = data;
        for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
        at[path.at(-1)!] = value;
        const r = loadGame(JSON.parse(JSON.stringify(data, (_k, v: unknown) => v)) as unknown, find);
        const direct = loadGame(data, find);
        expect(typeof r.ok).toBe('boolean');
        expect(typeof direct.ok).toBe('boolean');
        // eslint-disable-next-line no-control-regex
        if (!direct.ok) expect(direct.detail ?? '').not.toMatch(/[\u0000-\u001f]/);
      }
    }
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(typeof loadGame(v, find).ok).toBe('boolean');
      }),
    );
  });
});

describe('printable', () => {
  it('gives a short plain text for any value, without calling its own toString', () => {
    expect(
      printable({
        toString: () => {
          throw new Error('called');
        },
      }),
    ).toBe('object');
    expect(printable('a\u001b[2Jb', 64)).toBe('a?[2Jb');
    expect(printable('x'.repeat(100), 10)).toBe('x'.repeat(10));
    expect([printable(3), printable(null), printable(undefined), printable(true)]).toEqual([
      '3',
      'null',
      'undefined',
      'true',
    ]);
  });
});
