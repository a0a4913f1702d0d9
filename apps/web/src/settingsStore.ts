// The player's settings as the page keeps them: its own keys, 'on' and 'off'.
import { type PlaySettings, defaultPlaySettings } from '@solitaire/play';
import { readItem, storageKeys, writeItem } from './browserStorage.js';

// The play settings the page remembers, each under its own key.
const kept = ['verdict', 'winnableOnly', 'autoFoundations', 'confirmAbandon'] as const;

const flag = (key: (typeof kept)[number]): boolean => {
  const v = readItem(storageKeys[key]);
  return v === 'on' || v === 'off' ? v === 'on' : defaultPlaySettings[key];
};

/** The stored settings. The game picker explains winnable deals beside its switch, so play never needs to. */
export const readSettings = (): PlaySettings => ({
  ...defaultPlaySettings,
  winnableExplained: true,
  verdict: flag('verdict'),
  winnableOnly: flag('winnableOnly'),
  autoFoundations: flag('autoFoundations'),
  confirmAbandon: flag('confirmAbandon'),
});

/** Stores what changed of the settings the page remembers; false when the browser refused a write. */
export const writeSettings = (patch: Partial<PlaySettings>): boolean =>
  kept.every((k) => patch[k] === undefined || writeItem(storageKeys[k], patch[k] ? 'on' : 'off'));
