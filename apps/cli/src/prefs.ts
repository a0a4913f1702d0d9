import { type Result, err, ok, printable } from '@solitaire/engine';
import { type PlaySettings, parsePlaySettings } from '@solitaire/play';
import { type Locale, isLocale } from '@solitaire/game-text';

/** Colour schemes of the terminal: for a dark background, a light one, or none at all. */
export const themes = ['dark', 'light', 'mono'] as const;
/** A colour scheme. */
export type Theme = (typeof themes)[number];

/** The terminal's own settings, beside the play layer's. */
export interface TerminalPrefs {
  readonly locale: Locale;
  readonly theme: Theme;
}

/** The settings file: the play layer's settings and the terminal's, each only when the player changed it. */
export interface SettingsFile {
  readonly format: typeof SETTINGS_FORMAT;
  readonly version: typeof SETTINGS_VERSION;
  readonly play: Partial<PlaySettings>;
  readonly prefs: Partial<TerminalPrefs>;
}

/** The marker every settings file carries. */
const SETTINGS_FORMAT = 'solitaire-settings';
/** The settings format version. */
const SETTINGS_VERSION = 1;

/**
 * Reasons a settings file is refused.
 * @public
 */
export const settingsErrors = ['ERR_SETTINGS_JSON', 'ERR_SETTINGS_FORMAT', 'ERR_SETTINGS_VERSION'] as const;
/** A settings error code. */
export type SettingsError = (typeof settingsErrors)[number];

/** No setting changed. */
export const emptySettings = (): SettingsFile => ({
  format: SETTINGS_FORMAT,
  version: SETTINGS_VERSION,
  play: {},
  prefs: {},
});

const isTheme = (v: unknown): v is Theme => typeof v === 'string' && (themes as readonly string[]).includes(v);

/**
 * Reads a settings file. A file that is not JSON, or not a settings file, is refused (the caller moves it aside); a
 * single bad value is left out, so that it never costs the settings stored beside it.
 */
export const parseSettingsFile = (text: string): Result<SettingsFile, SettingsError> => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return err('ERR_SETTINGS_JSON');
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== SETTINGS_FORMAT)
    return err('ERR_SETTINGS_FORMAT');
  const d = data as { version?: unknown; play?: unknown; prefs?: unknown };
  if (d.version !== SETTINGS_VERSION) return err('ERR_SETTINGS_VERSION', printable(d.version, 40));
  const raw = (typeof d.prefs === 'object' && d.prefs !== null ? d.prefs : {}) as Record<string, unknown>;
  const prefs: { locale?: Locale; theme?: Theme } = {};
  if (typeof raw.locale === 'string' && isLocale(raw.locale)) prefs.locale = raw.locale;
  if (isTheme(raw.theme)) prefs.theme = raw.theme;
  return ok({ format: SETTINGS_FORMAT, version: SETTINGS_VERSION, play: parsePlaySettings(d.play), prefs });
};

/** The settings file's text. */
export const settingsText = (s: SettingsFile): string => `${JSON.stringify(s, null, 2)}\n`;
