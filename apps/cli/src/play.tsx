import { type RenderOptions, render } from 'ink';
import { App, type AppProps } from './App.js';
import { threadAssistant } from './assistLane.js';
import type { Prepared } from './launch.js';
import { type TerminalIn, splitMouseInput } from './mouseInput.js';
import { traceFrame } from './trace.js';

/** Cursor to the top left, screen below it erased: Ink's first frame replaces the one painted before it loaded. */
const HOME_AND_CLEAR = '\u001b[H\u001b[J';

/** The streams the game runs on: the process's own, or stand-ins in tests. */
export interface GameIo {
  readonly stdin: TerminalIn;
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
}

/**
 * Renders the game on a terminal: the mouse reports are taken out of its input before Ink reads the rest.
 * Resolves once the game has ended and the terminal's input is released.
 */
export const runApp = async (
  props: Omit<AppProps, 'mouse'>,
  io: GameIo,
  options: Partial<RenderOptions> = {},
): Promise<void> => {
  const input = splitMouseInput(io.stdin);
  const instance = render(<App {...props} mouse={input.mouse} />, {
    stdin: input.keys,
    stdout: io.stdout,
    stderr: io.stderr,
    exitOnCtrlC: true,
    patchConsole: false,
    ...options,
  });
  try {
    await instance.waitUntilExit();
  } finally {
    input.close();
  }
};

/** Runs the interactive game until the player quits (the screen is already set up by the caller). */
export const playGame = async ({ start, glyphs, colour, today }: Prepared): Promise<void> => {
  process.stdout.write(HOME_AND_CLEAR);
  const assistant = threadAssistant();
  try {
    await runApp({ host: start.host, glyphs, colour, savePrefs: start.savePrefs, assistant, today }, process, {
      onRender: traceFrame,
    });
  } finally {
    assistant.position.close();
    assistant.deals.close();
  }
};
