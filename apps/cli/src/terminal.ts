// The terminal modes the game sets for itself, and their undoing on every way out: normal end, uncaught error,
// and the signals that end a process (a closed window, kill). A terminal left reporting the mouse would type
// escape sequences into the player's shell at every click.
import { writeSync } from 'node:fs';

// The alternate screen keeps the player's scrollback clean and gives the board the whole window.
const ENTER_ALT = '\u001b[?1049h';
const LEAVE_ALT = '\u001b[?1049l';
const HIDE_CURSOR = '\u001b[?25l';
const SHOW_CURSOR = '\u001b[?25h';
// Button presses and releases reported (1000), motion while a button is held too (1002: cards are dragged), in the
// SGR encoding (1006), which has no limit on the column.
const MOUSE_ON = '\u001b[?1000h\u001b[?1002h\u001b[?1006h';
const MOUSE_OFF = '\u001b[?1006l\u001b[?1002l\u001b[?1000l';

/** What the game writes to set the terminal up. */
export const ENTER_GAME = ENTER_ALT + HIDE_CURSOR + MOUSE_ON;
/** What undoes it, in the reverse order. */
export const LEAVE_GAME = MOUSE_OFF + SHOW_CURSOR + LEAVE_ALT;

/** Exit statuses of the signals that end the game: 128 plus the signal's number, as shells report them. */
const SIGNALS = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;

/** The parts of `process` the terminal modes need (a stand-in in tests). */
export interface ProcessLike {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  exit(code: number): void;
}

/**
 * Sets the game's terminal modes through `write` and arranges for them to be undone once, whatever ends the
 * process. Returns the undoing, for the normal way out; calling it again does nothing.
 */
export const takeTerminal = (
  write: (text: string) => void,
  proc: ProcessLike,
  report: (message: string) => void,
): (() => void) => {
  let restored = false;
  const handlers: [string, (...args: unknown[]) => void][] = [];
  const restore = () => {
    if (restored) return;
    restored = true;
    for (const [event, h] of handlers) proc.off(event, h);
    write(LEAVE_GAME);
  };
  const on = (event: string, h: (...args: unknown[]) => void) => {
    handlers.push([event, h]);
    proc.on(event, h);
  };
  on('exit', restore);
  for (const [signal, code] of Object.entries(SIGNALS))
    on(signal, () => {
      restore();
      proc.exit(code);
    });
  on('uncaughtException', (e: unknown) => {
    restore();
    // Never a stack trace for the player; the message is enough to report a bug.
    report(e instanceof Error ? e.message : String(e));
    proc.exit(1);
  });
  write(ENTER_GAME);
  return restore;
};

/** Writes to the process's standard output at once: an exit handler gets no second chance to flush a stream. */
export const writeOut = (text: string): void => {
  writeSync(1, text);
};
