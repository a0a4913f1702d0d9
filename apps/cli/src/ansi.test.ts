import { describe, expect, it } from 'vitest';
import { linesToAnsi } from './ansi.js';

describe('linesToAnsi', () => {
  const lines = [
    [{ text: 'Athena', bold: true }],
    [],
    [{ text: ' 7♥', fg: 'red' as const, bg: 'white' as const }, { text: ' x' }],
  ];
  it('styles segments, with colours only when allowed', () => {
    expect(linesToAnsi(lines, true)).toBe('\u001b[1mAthena\u001b[0m\n\n\u001b[31;47m 7♥\u001b[0m x');
    expect(linesToAnsi(lines, false)).toBe('\u001b[1mAthena\u001b[0m\n\n 7♥ x');
  });
  it('cuts lines to the width with an ellipsis', () => {
    expect(linesToAnsi([[{ text: 'abcdef' }, { text: 'gh' }]], false, 4)).toBe('abc…');
    expect(linesToAnsi([[{ text: 'ab' }, { text: 'cdef' }]], false, 4)).toBe('abc…');
  });
});
