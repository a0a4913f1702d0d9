import { describe, expect, it } from 'vitest';
import { clip, clipLength } from './clip.js';

describe('clip', () => {
  it('keeps short text as it is', () => {
    expect(clip('red')).toBe('red');
    expect(clip('x'.repeat(clipLength))).toBe('x'.repeat(clipLength));
  });

  it('cuts long text to the bound, ellipsis included', () => {
    const cut = clip('y'.repeat(3000));
    expect(Array.from(cut)).toHaveLength(clipLength);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never splits a character made of two code units', () => {
    const cut = clip('🂡'.repeat(100), 5);
    expect(cut).toBe('🂡🂡🂡🂡…');
  });
});
