// Entry point. It parses the command line without loading Ink or React, so that --help, --list and errors
// are instant and a bad argument never reaches the renderer; the game itself is loaded on demand.
import { readFileSync } from 'node:fs';
import { defaultVariantId, findVariant, variants } from '@solitaire/variants';
import { type CliArgs, checkOptions, messageLocale, parseArgs } from './args.js';
import { localeFromEnv, t, utf8FromEnv } from './i18n.js';
import { asciiText } from './glyphs.js';
import { LINE_WIDTH, listText, statsText } from './commands.js';
import { latestSaveVariant, stateDir } from './stateFiles.js';
import { type Prepared, firstFrame, prepareGame } from './launch.js';
import { traceFirstPaint } from './trace.js';
import type { Locale } from './texts.js';

import { takeTerminal, writeOut } from './terminal.js';

const HOME = '\u001b[H';

const version = (): string => {
  try {
    return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
      .version;
  } catch {
    return 'unknown';
  }
};

const run = async (argv: readonly string[], env: NodeJS.ProcessEnv): Promise<number> => {
  const envLocale = localeFromEnv(env);
  // What the terminal can show: outside a UTF-8 locale, every character beyond ASCII has a stand-in.
  const plain = utf8FromEnv(env) ? (text: string) => text : asciiText;
  const stdout = (text: string) => {
    process.stdout.write(plain(text));
  };
  const stderr = (text: string) => {
    process.stderr.write(plain(text));
  };
  const parsed = parseArgs(
    argv,
    variants.map((v) => v.id),
  );
  if (!parsed.ok) {
    stderr(`solitaire: ${t(messageLocale(argv, envLocale), parsed.error.key, parsed.error.values)}\n`);
    return 2;
  }
  const args: CliArgs = parsed.args;
  const locale: Locale = args.lang ?? envLocale;
  // Tables fit the terminal, or 80 columns when the output goes elsewhere.
  const width = process.stdout.isTTY && process.stdout.columns ? process.stdout.columns : LINE_WIDTH;
  switch (args.command) {
    case 'help':
      stdout(`${t(locale, 'cli.usage', { games: variants.map((v) => v.id).join(', '), default: defaultVariantId })}\n`);
      return 0;
    case 'version':
      stdout(`solitaire ${version()}\n`);
      return 0;
    case 'list':
      stdout(listText(locale, width));
      return 0;
    case 'stats': {
      const out = statsText(env, locale, width);
      (out.ok ? stdout : stderr)(out.text);
      return out.ok ? 0 : 1;
    }
    case 'play': {
      // Options are checked before anything else, so that a mistyped option is reported the same way anywhere.
      const def = findVariant(
        args.variant ?? latestSaveVariant(stateDir(env), (id) => findVariant(id) !== undefined) ?? defaultVariantId,
      )!;
      const checked = checkOptions(def, args, locale);
      if (!checked.ok) {
        stderr(`solitaire: ${t(locale, checked.error.key, checked.error.values)}\n`);
        return 2;
      }
      if (!process.stdin.isTTY || !process.stdout.isTTY) {
        stderr(`solitaire: ${t(locale, 'error.notInteractive')}\n`);
        return 1;
      }
      const prepared = prepareGame(args, locale, env, process.stdout.columns || 80);
      if (!prepared.ok) {
        stderr(`solitaire: ${t(locale, prepared.error.key, prepared.error.values)}\n`);
        return 2;
      }
      // Ink draws nothing but the last frame when it believes it runs under CI; a terminal with a player is no CI.
      delete env.CI;
      delete env.CONTINUOUS_INTEGRATION;
      // The board is painted at once, from the same lines the game draws, while Ink and React load (the larger part
      // of the start-up time); keys typed meanwhile wait in the terminal, unechoed, for the game to read them.
      const restoreTerminal = takeTerminal(writeOut, process, (message) => stderr(`solitaire: ${message}\n`));
      process.stdout.write(
        HOME + firstFrame(prepared.value, process.stdout.columns || undefined, process.stdout.rows || undefined),
      );
      traceFirstPaint();
      process.stdin.setRawMode(true);
      try {
        // Ink's layout engine (yoga) instantiates its WebAssembly from a base64 data URL, through fetch() when there
        // is one: Node then loads its whole HTTP client for that (about 60 ms). Without fetch it decodes in place.
        const realFetch = globalThis.fetch;
        (globalThis as { fetch?: unknown }).fetch = undefined;
        let playGame: (p: Prepared) => Promise<void>;
        try {
          ({ playGame } = await import('./play.js'));
        } finally {
          globalThis.fetch = realFetch;
        }
        await playGame(prepared.value);
      } finally {
        restoreTerminal();
      }
      return 0;
    }
  }
};

// A write past the file-size limit (ulimit -f) must fail with EFBIG, which storage reports, not end the game: the
// signal's default action kills the process.
process.on('SIGXFSZ', () => {});

const argv = process.argv.slice(2);
// `solitaire solve ...` is a batch command with its own arguments; it loads no Ink.
const main =
  argv[0] === 'solve'
    ? import('./solve/run.js').then(({ runSolve }) =>
        runSolve(argv.slice(1), { stdout: process.stdout, stderr: process.stderr, env: process.env }),
      )
    : run(argv, process.env);

main.then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    // Never a stack trace for the player; the message is enough to report a bug.
    process.stderr.write(`solitaire: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
