/** The player's settings, kept in the statistics file. */
export interface Settings {
  /** Whether the status line says if the game can still be won (a solver search after each move). */
  readonly verdict: boolean;
  /** Whether new games are deals the solver has proved winnable. */
  readonly winnableOnly: boolean;
  /** Whether the player has been told what a winnable deal is (told once). */
  readonly winnableExplained: boolean;
}

/** The setting names, in the order they are stored. */
export const settingKeys = ['verdict', 'winnableOnly', 'winnableExplained'] as const;

/** A player's settings before they change any. */
export const defaultSettings: Settings = { verdict: true, winnableOnly: false, winnableExplained: false };

/** Settings that ask nothing of the solver: sessions built without settings (tests, tools) use these. */
export const quietSettings: Settings = { verdict: false, winnableOnly: false, winnableExplained: false };

/**
 * Reads stored settings leniently: a field missing or of the wrong type is left out (its default applies), so that a
 * bad setting never costs the statistics stored beside it.
 */
export const parseSettings = (input: unknown): Partial<Settings> => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const r = input as Record<string, unknown>;
  const out: Partial<Record<(typeof settingKeys)[number], boolean>> = {};
  for (const key of settingKeys) if (typeof r[key] === 'boolean') out[key] = r[key];
  return out;
};
