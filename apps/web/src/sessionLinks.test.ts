// Link problems become one notice of bounded length, whatever the link holds.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { clipLength } from './clip.js';
import { fuzzRuns } from './fuzzRuns.js';
import { createSession } from './pageSession.js';

const env = { now: () => 1_000_000, randomDeal: () => 4242 };
const open = (hash: string) => {
  const s = createSession('en', env);
  s.openRoute(hash, '');
  return s;
};

beforeEach(() => localStorage.clear());

describe('link notices', () => {
  it('a malformed escape deals the game with one notice', () => {
    for (const hash of ['#/athena%', '#/%E0%A4%A']) {
      const s = open(hash);
      expect(s.state.value.tableau.length).toBeGreaterThan(0);
      expect(s.notices.value.map((n) => n.key)).toEqual(['notice.badEscape']);
      expect(s.noticeText(s.notices.value[0]!)).toContain('could not be read');
    }
  });

  it('a value of 3,000 characters is quoted cut short', () => {
    const s = open(`#/athena?draw=${'9'.repeat(3000)}`);
    expect(s.notices.value).toHaveLength(1);
    const value = String(s.notices.value[0]!.values.value);
    expect(Array.from(value)).toHaveLength(clipLength);
    expect(value.endsWith('…')).toBe(true);
    expect(s.noticeText(s.notices.value[0]!).length).toBeLessThan(200);
  });

  it('2,000 unknown parameters make one notice that counts the others', () => {
    const params = Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join('&');
    const s = open(`#/athena?deal=5&${params}`);
    expect(s.game.value.deal).toBe(5);
    expect(s.notices.value).toHaveLength(1);
    expect(s.notices.value[0]!.more).toBe(1999);
    expect(s.noticeText(s.notices.value[0]!)).toMatch(/1,999 more link problems were ignored/);
  });

  it('a new link replaces the last link notice, and a good one clears it', () => {
    const s = open('#/athena?draw=7');
    s.openRoute('#/athena%', '');
    expect(s.notices.value.map((n) => n.key)).toEqual(['notice.badEscape']);
    s.openRoute('#/athena?deal=3', '');
    expect(s.notices.value).toEqual([]);
  });

  it('says the notice in every language', () => {
    const s = open('#/athena?a=1&b=2');
    for (const locale of ['en', 'es', 'fr'] as const) {
      s.locale.value = locale;
      expect(s.noticeText(s.notices.value[0]!)).toMatch(/1/);
    }
  });

  it('any address deals a game, with at most one link notice of bounded length', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('%', '%E0%A4%A', '?', '&', '=', 'deal=', 'draw=', 'athena', 'x'.repeat(500)),
    );
    const s = createSession('en', env);
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (parts) => {
        s.openRoute(`#/${parts.join('')}`, '');
        expect(s.state.value.tableau.length).toBeGreaterThan(0);
        const links = s.notices.value.filter((n) => n.key.startsWith('notice.bad'));
        expect(links.length).toBeLessThanOrEqual(1);
        for (const n of links) expect(s.noticeText(n).length).toBeLessThan(400);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});
