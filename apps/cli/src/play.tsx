import { randomInt } from 'node:crypto';
import { render } from 'ink';
import { App } from './App.js';
import type { CliArgs } from './args.js';
import { asciiGlyphs, unicodeGlyphs } from './glyphs.js';
import { t, utf8FromEnv } from './i18n.js';
import { startup } from './startup.js';
import { stateDir } from './storage.js';
import type { Locale } from './texts.js';

/** A new deal number; small enough to read out and type back. */
export const randomDeal = (): number => randomInt(1, 1_000_000);

// The alternate screen keeps the player's scrollback clean and gives the board the whole window.
const ENTER_ALT = '\u001b[?1049h';
const LEAVE_ALT = '\u001b[?1049l';

/** Runs the interactive game until the player quits; returns the exit code. */
export const playGame = async (args: CliArgs, locale: Locale, env: NodeJS.ProcessEnv): Promise<number> => {
  const dir = stateDir(env);
  const start = startup(args, locale, dir, randomDeal, process.stdout.columns || 80);
  if (!start.ok) {
    process.stderr.write(`solitaire: ${t(locale, start.error.key, start.error.values)}\n`);
    return 2;
  }
  const { session, elapsedMs, store } = start.value;
  const colour = !(env.NO_COLOR !== undefined && env.NO_COLOR !== '');
  const glyphs = args.ascii || !utf8FromEnv(env) ? asciiGlyphs : unicodeGlyphs;
  process.stdout.write(ENTER_ALT);
  try {
    const instance = render(
      <App initial={session} glyphs={glyphs} colour={colour} initialElapsedMs={elapsedMs} store={store} randomDeal={randomDeal} />,
      { exitOnCtrlC: true, patchConsole: false },
    );
    await instance.waitUntilExit();
  } finally {
    process.stdout.write(LEAVE_ALT);
  }
  return 0;
};
