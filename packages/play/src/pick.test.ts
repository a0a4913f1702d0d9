import { describe, expect, it } from 'vitest';
import { parseStoredPick, storedPick } from './pick.js';

describe('a picked deal in the save', () => {
  it('keeps the day of a deal of the day and the rating of a rated deal, and reads them back', () => {
    const tags = [
      { day: '2026-12-01', rating: 'medium', practice: false }, { day: '2026-11-01', rating: null, practice: true }, { day: null, rating: 'hard', practice: false },
    ] as const;
    for (const tag of tags) {
      const stored = storedPick(tag);
      expect(parseStoredPick(JSON.parse(JSON.stringify(stored)))).toEqual({ ok: true, value: tag });
    }
    expect(storedPick({ day: '2026-12-01', rating: 'easy', practice: false })).toEqual({ kind: 'daily', day: '2026-12-01', practice: false, rating: 'easy' });
    expect(storedPick({ day: null, rating: 'easy', practice: false })).toEqual({ kind: 'rated', rating: 'easy' });
  });

  it('stores nothing for a deal that was not picked, and reads a save without a pick (today’s saves) as untagged', () => {
    expect(storedPick(null)).toBeUndefined();
    expect(storedPick({ day: null, rating: null, practice: false })).toBeUndefined();
    expect(parseStoredPick(undefined)).toEqual({ ok: true, value: null });
  });

  it('refuses a corrupt pick with a code, never a throw', () => {
    const code = (v: unknown) => { const r = parseStoredPick(v); return r.ok ? 'ok' : r.error; };
    expect(code(null)).toBe('ERR_PICK_FORMAT');
    expect(code('daily')).toBe('ERR_PICK_FORMAT');
    expect(code([])).toBe('ERR_PICK_FORMAT');
    expect(code({ kind: 'weekly', day: '2026-12-01' })).toBe('ERR_PICK_FORMAT');
    expect(code({ kind: 'daily', day: '2026-02-31', practice: false })).toBe('ERR_PICK_DAY');
    expect(code({ kind: 'daily', day: '2026-12-01' })).toBe('ERR_PICK_FORMAT');
    expect(code({ kind: 'daily', day: '2026-12-01', practice: 'no' })).toBe('ERR_PICK_FORMAT');
    expect(code({ kind: 'daily' })).toBe('ERR_PICK_DAY');
    expect(code({ kind: 'daily', day: '2026-12-01', practice: false, rating: 'trivial' })).toBe('ERR_PICK_RATING');
    expect(code({ kind: 'rated', rating: 7 })).toBe('ERR_PICK_RATING');
    expect(code({ kind: 'rated', rating: 'x'.repeat(1e6) })).toBe('ERR_PICK_RATING');
  });
});
