import { linesToAnsi } from './ansi.js';
import type { CliArgs } from './args.js';
import { type Glyphs, glyphsFor } from './glyphs.js';
import { type ArgError } from './args.js';
import { screenTranslator, utf8FromEnv } from './i18n.js';
import { localDay, randomDeal } from '@solitaire/play';
import { resizeTo, update } from './terminalSession.js';
import { type Startup, startup } from './startup.js';
import { stateDir } from './stateFiles.js';
import type { Locale } from './texts.js';
import { boardLines } from './view.js';

/** Everything the interactive game needs, worked out before the renderer loads. */
export interface Prepared {
  readonly start: Startup;
  readonly glyphs: Glyphs;
  readonly colour: boolean;
  /**
   * The day of the deal of the day (`--date`, else the player's own day, asked each time: a game may run past
   * midnight).
   */
  readonly today: () => string;
}

/** Finds the game to play (resumed or new) and how to draw it. */
export const prepareGame = (
  args: CliArgs,
  locale: Locale,
  env: Readonly<Record<string, string | undefined>>,
  columns: number,
): { ok: true; value: Prepared } | { ok: false; error: ArgError } => {
  const start = startup(args, locale, stateDir(env), () => randomDeal(), columns);
  if (!start.ok) return start;
  const fixedDay = args.daily?.day ?? null;
  const today = () => fixedDay ?? localDay(new Date());
  // `--daily` asks the play layer for the day's deal, as the key does (a game in progress is asked about first).
  const { host } = start.value;
  if (args.daily) host.dispatch(host.filled({ type: 'dailyDeal', day: today(), today: '' }));
  const colour = !(env.NO_COLOR !== undefined && env.NO_COLOR !== '') && env.TERM !== 'dumb';
  const glyphs = glyphsFor(args.ascii, utf8FromEnv(env));
  return { ok: true, value: { start: start.value, glyphs, colour, today } };
};

/** The board as it first appears, as terminal text (the same lines the game then draws through Ink). */
export const firstFrame = (p: Prepared, columns: number | undefined, rows: number | undefined): string => {
  const { elapsedMs } = p.start;
  // The same folding of tall columns as the game's first frame, at this terminal's size.
  const session = columns ? update(p.start.host.session, resizeTo(columns, rows)).session : p.start.host.session;
  const colour = p.colour && session.theme !== 'mono';
  const theme = session.theme === 'light' ? 'light' : 'dark';
  const t = screenTranslator(session.locale, p.glyphs);
  const lines = boardLines(session, {
    glyphs: p.glyphs,
    colour,
    columns,
    rows,
    elapsedMs,
    t,
    locale: session.locale,
    theme,
  });
  return linesToAnsi(lines, colour, columns);
};
