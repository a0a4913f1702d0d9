import { describe, expect, it } from 'vitest';
import { athena, athenaAisleriot, findVariant } from '@solitaire/variants';
import { followHints } from './behaviour.js';

// The deals on which players met proven hints that looped for ever (K♥ to and from its foundation).
describe('following the hints', () => {
  it.each([
    ['Athena (Aisleriot rules)', athenaAisleriot],
    ['Athena', athena],
  ])('wins %s deal 7 without coming back to a position', (_, def) => {
    const run = followHints(def, 7, findVariant, { budgetNodes: 400_000 });
    expect(run.dealVerdict).toBe('won');
    expect(run).toMatchObject({ won: true, repeated: false, unproven: 0 });
  });
});
