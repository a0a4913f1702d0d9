// The player's settings as the page keeps them: its own keys, 'on' and 'off'.
import { type PlaySettings, defaultPlaySettings } from '@solitaire/play';
import { readItem, storageKeys, writeItem } from './storage.js';

/** The stored settings. The game picker explains winnable deals beside its switch, so play never needs to. */
export const readSettings = (): PlaySettings => ({
  ...defaultPlaySettings,
  verdict: readItem(storageKeys.verdict) !== 'off',
  winnableOnly: readItem(storageKeys.winnableOnly) === 'on',
  winnableExplained: true,
});

/** Stores what changed of the settings the page remembers; false when the browser refused a write. */
export const writeSettings = (patch: Partial<PlaySettings>): boolean => {
  const verdict = patch.verdict === undefined || writeItem(storageKeys.verdict, patch.verdict ? 'on' : 'off');
  const winnable = patch.winnableOnly === undefined || writeItem(storageKeys.winnableOnly, patch.winnableOnly ? 'on' : 'off');
  return verdict && winnable;
};
