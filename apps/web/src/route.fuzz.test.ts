// The link parser takes any address: it never throws, and whatever it cannot use becomes a problem.
import { findVariant } from '@solitaire/variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzRuns } from './fuzzRuns.js';
import { readRoute, resolveRoute } from './route.js';

const athena = findVariant('athena')!;
// Text rich in what links are made of: escapes (good and broken), separators, names of games and options.
const piece = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '%',
    '%E0',
    '%A4%A',
    '%zz',
    '%25',
    '?',
    '&',
    '=',
    '#',
    '/',
    'deal',
    'draw',
    'variant',
    'athena',
    'klondike',
    '1',
    '3',
    'unlimited',
    '\u0000',
    '\uD800',
  ),
);
const address = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));

describe('the link parser under fuzzing', () => {
  it('reads and resolves any hash and query without throwing', () => {
    fc.assert(
      fc.property(address, address, (hash, search) => {
        const req = readRoute(`#/${hash}`, `?${search}`);
        const r = resolveRoute(req, findVariant, athena);
        expect(r.def).toBeDefined();
        expect(r.deal === null || Number.isInteger(r.deal)).toBe(true);
        if (req.malformed) expect(r.problems[0]?.kind).toBe('badEscape');
      }),
      { numRuns: fuzzRuns() },
    );
  });

  it('never throws on raw strings either (no leading #/ or ?)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (hash, search) => {
        resolveRoute(readRoute(hash, search), findVariant, athena);
      }),
      { numRuns: fuzzRuns() },
    );
  });
});
