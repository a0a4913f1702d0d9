import type { VariantDefinition } from '@solitaire/engine';
import { acesUp } from './acesUp.js';
import { blackHole, golf, triPeaks } from './golf.js';
import { pyramid } from './pyramid.js';

/**
 * The games of issue 40 ("the classic canon, part 3"), defined before any front end or rules page learns their
 * primitives: one foundation built up or down, discards, pairs, tables of overlapping cards.
 */
export const canonPart3: readonly VariantDefinition[] = [golf, blackHole, acesUp, pyramid, triPeaks];
