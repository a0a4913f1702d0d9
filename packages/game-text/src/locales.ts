/** The languages every game text is written in; English is the reference catalog. */
export const locales = ['en', 'es', 'fr'] as const;
/** A supported language. */
export type Locale = (typeof locales)[number];

/** Whether a string names a supported language (for command lines and URLs). */
export const isLocale = (s: unknown): s is Locale => (locales as readonly unknown[]).includes(s);

/** Each language's name in itself, for "read this page in" links (never translated). */
export const autonyms: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español', fr: 'Français' };
