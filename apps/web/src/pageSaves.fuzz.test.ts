// The stored-game loader takes whatever storage holds: it never throws, and refuses with a code what it cannot use.
import { play, saveGame, startGame } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fuzzRuns } from './fuzzRuns.js';
import { tabSaves } from './tabSaves.js';
import { storageKeys, writeItem } from './browserStorage.js';

beforeEach(() => localStorage.clear());

const good = (() => {
  const g = startGame(findVariant('klondike')!, 7);
  const r = g.ok ? play(g.value, { kind: 'draw' }) : g;
  if (!r.ok) throw new Error(r.error);
  return { format: 'solitaire-web-game', save: saveGame(r.value, 1000), counted: true, finished: false } as Record<
    string,
    unknown
  >;
})();

// A good stored game with one field, at the top or in the engine's save, replaced by any JSON value.
const mutated = fc
  .tuple(fc.boolean(), fc.constantFrom(...Object.keys(good), ...Object.keys(good.save as object)), fc.jsonValue())
  .map(([top, key, value]) =>
    top || !(key in (good.save as object))
      ? { ...good, [key]: value }
      : { ...good, save: { ...(good.save as object), [key]: value } },
  );

const expectReadable = (text: string) => {
  writeItem(storageKeys.game('klondike'), text);
  const r = tabSaves('2026-12-03').read('klondike');
  if (r !== null && !('code' in r)) {
    expect(r.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(r.elapsedMs).toBeLessThanOrEqual(365 * 24 * 3600 * 1000);
    expect(r.game.rules.id).toBe('klondike');
  }
};

describe('the stored-game loader under fuzzing', () => {
  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), expectReadable), { numRuns: fuzzRuns() });
  });

  it('never throws on any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => expectReadable(JSON.stringify(v) ?? 'null')),
      { numRuns: fuzzRuns() },
    );
  });

  it('never throws on a good save with one field replaced, and bounds what it accepts', () => {
    fc.assert(
      fc.property(mutated, (v) => expectReadable(JSON.stringify(v))),
      { numRuns: fuzzRuns() },
    );
  });
});
