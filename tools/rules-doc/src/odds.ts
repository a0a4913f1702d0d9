import type { Rules, VariantDefinition } from '@solitaire/engine';
import type { GlanceOdds } from './glance.js';

/**
 * The odds of the game's rules from the solver's committed results (packages/variants/results), or null when
 * those rules have not been measured.
 */
export const oddsFor = (_def: VariantDefinition | Rules): GlanceOdds | null => null;
