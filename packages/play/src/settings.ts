/** The player's settings that the play layer reads; front ends keep them and may add their own. */
export interface PlaySettings {
  /** Whether the solver is asked, after each move, whether the game can still be won. */
  readonly verdict: boolean;
  /** Whether new games are deals the solver has proved winnable. */
  readonly winnableOnly: boolean;
  /** Whether the player has been told what a winnable deal is (told once). */
  readonly winnableExplained: boolean;
  /** Whether leaving a game in progress (new game, restart, another deal) asks first. */
  readonly confirmAbandon: boolean;
  /** Whether cards that are safe to send to the foundations go there by themselves after each move. */
  readonly autoFoundations: boolean;
}

/** The setting names, in the order they are stored. */
const playSettingKeys = ['verdict', 'winnableOnly', 'winnableExplained', 'confirmAbandon', 'autoFoundations'] as const;

/** A player's settings before they change any. */
export const defaultPlaySettings: PlaySettings = {
  verdict: true,
  winnableOnly: false,
  winnableExplained: false,
  confirmAbandon: true,
  autoFoundations: true,
};

/** Settings that ask nothing of the solver and never ask to confirm: for tests and tools. */
export const quietPlaySettings: PlaySettings = {
  verdict: false,
  winnableOnly: false,
  winnableExplained: false,
  confirmAbandon: false,
  autoFoundations: true,
};

/**
 * Reads stored settings leniently: a field missing or of the wrong type is left out (its default applies), so that a
 * bad setting never costs what is stored beside it.
 */
export const parsePlaySettings = (input: unknown): Partial<PlaySettings> => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const r = input as Record<string, unknown>;
  const out: Partial<Record<(typeof playSettingKeys)[number], boolean>> = {};
  for (const key of playSettingKeys) if (typeof r[key] === 'boolean') out[key] = r[key];
  return out;
};
