import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SHOWN_CHARS, hasUnshowable, shown } from './echo.js';

describe('text shown from files and arguments', () => {
  it('writes escape sequences, C1 controls, DEL and bidirectional overrides as visible escapes', () => {
    expect(shown('1,won\u001b]0;pwned\u0007\u001b[2J')).toBe('1,won\\x1b]0;pwned\\x07\\x1b[2J');
    expect(shown('a\u009b31mb\u007fc\r\n')).toBe('a\\x9b31mb\\x7fc\\x0d\\x0a');
    expect(shown('abc\u202edcba.csv')).toBe('abc\\u202edcba.csv');
    expect(shown('donne gagnée · 7♠')).toBe('donne gagnée · 7♠');
    expect(hasUnshowable('a\u001bb')).toBe(true);
    expect(hasUnshowable('donne gagnée')).toBe(false);
  });

  it('never lets a control character through, and keeps to its bound', () => {
    const texts = fc.string({ unit: 'binary', maxLength: 600 });
    fc.assert(
      fc.property(texts, fc.integer({ min: 2, max: 300 }), (text, max) => {
        const out = shown(text, max);
        expect(hasUnshowable(out)).toBe(false);
        expect(Array.from(out).length).toBeLessThanOrEqual(max);
      }),
    );
    expect(Array.from(shown('x'.repeat(100_000))).length).toBe(MAX_SHOWN_CHARS);
  });
});
