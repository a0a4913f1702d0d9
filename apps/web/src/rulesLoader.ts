import type * as RulesTextModule from './rulesText.js';
import loadRulesScript from './rulesText.ts?script';

/** What the rules panel reads from the lazily loaded rules text. */
export type RulesText = typeof RulesTextModule;

let pending: Promise<RulesText> | null = null;

/** The rules text, loaded on first call (once; a failed load is tried again on the next call). */
export const loadRulesText = (): Promise<RulesText> => {
  pending ??= (loadRulesScript() as Promise<RulesText>).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
};
