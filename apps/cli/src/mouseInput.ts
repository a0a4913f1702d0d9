// Mouse reports are read here, before Ink: Ink 8 drops every control sequence that maps to no key, SGR mouse
// reports (ESC [ < b ; x ; y M/m) among them, so they would never reach `useInput`. The terminal's input is split
// into the reports, handed to the game, and the rest, handed to Ink through a stream that stands for the terminal.
import { PassThrough } from 'node:stream';
import { type MouseReport, parseMouse } from './keys.js';

// A whole report, anywhere in the input (terminal input is control characters: ESC starts every report).
// eslint-disable-next-line no-control-regex
const REPORT = /\u001b\[<\d+;\d+;\d+[Mm]/g;
// The start of a report at the very end of a chunk: the rest comes with the next read.
// eslint-disable-next-line no-control-regex
const REPORT_START = /\u001b(?:\[(?:<(?:\d+(?:;(?:\d+(?:;\d*)?)?)?)?)?)?$/;

/** Takes SGR mouse reports out of what a terminal sends, joining those split across reads. */
export class MouseReportSplitter {
  private held = '';

  /** Takes a chunk: the text for the key reader and the whole reports found in it, in order. */
  push(chunk: string): { text: string; reports: MouseReport[] } {
    const input = this.held + chunk;
    const reports: MouseReport[] = [];
    const text = input.replace(REPORT, (report) => {
      reports.push(parseMouse(report)!);
      return '';
    });
    const start = REPORT_START.exec(text);
    this.held = start ? start[0] : '';
    return { text: start ? text.slice(0, start.index) : text, reports };
  }

  /** Whether the end of the input so far may be the start of a report. */
  get holding(): boolean {
    return this.held !== '';
  }

  /** Gives up what was held as the start of a report (an Esc key alone, say): it is text after all. */
  flush(): string {
    const text = this.held;
    this.held = '';
    return text;
  }
}

/** The parts of the terminal's input stream this module uses (a stand-in in tests). */
export interface TerminalIn extends NodeJS.ReadableStream {
  readonly isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
  ref?(): unknown;
  unref?(): unknown;
}

/** Timers, injected so that tests control time. */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(timer: unknown): void;
}

const realTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (t) => clearTimeout(t as NodeJS.Timeout) };

/**
 * How long the start of a report waits for its end before it counts as keys. A report split across reads arrives
 * within a millisecond or two; an Esc key alone is then handed to Ink a little later than it would be.
 */
export const HOLD_MS = 25;

/** Where the game hears mouse reports. */
export interface MouseFeed {
  /** Calls `listener` with each report; reports that came before the first listener are handed to it. */
  subscribe(listener: (report: MouseReport) => void): () => void;
}

/** The terminal's input split in two: a stream of keys for Ink, and the mouse reports. */
export interface SplitInput {
  /** Hand this to Ink as its `stdin`: it stands for the terminal (raw mode, TTY, ref and unref reach the terminal). */
  readonly keys: NodeJS.ReadStream;
  readonly mouse: MouseFeed;
  /** Stops reading the terminal. */
  close(): void;
}

/** Splits the terminal's input: mouse reports to the game, everything else to Ink. */
export const splitMouseInput = (source: TerminalIn, timers: Timers = realTimers): SplitInput => {
  const splitter = new MouseReportSplitter();
  const keys = Object.assign(new PassThrough({ encoding: 'utf8' }), {
    isTTY: source.isTTY === true,
    // Raw mode and keeping the process alive are the terminal's; Ink asks for them through this stream.
    setRawMode(mode: boolean) {
      source.setRawMode?.(mode);
      return keys;
    },
    ref() {
      source.ref?.();
      return keys;
    },
    unref() {
      source.unref?.();
      return keys;
    },
  });
  let listener: ((report: MouseReport) => void) | null = null;
  const early: MouseReport[] = [];
  let timer: unknown = null;
  const toKeys = (text: string) => {
    if (text !== '') keys.write(text);
  };
  const onData = (chunk: string | Buffer) => {
    if (timer !== null) {
      timers.clear(timer);
      timer = null;
    }
    const { text, reports } = splitter.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    toKeys(text);
    for (const r of reports)
      if (listener) listener(r);
      else early.push(r);
    if (splitter.holding)
      timer = timers.set(() => {
        timer = null;
        toKeys(splitter.flush());
      }, HOLD_MS);
  };
  source.setEncoding('utf8');
  source.on('data', onData);
  return {
    keys: keys as unknown as NodeJS.ReadStream,
    mouse: {
      subscribe(l) {
        listener = l;
        for (const r of early.splice(0)) l(r);
        return () => {
          if (listener === l) listener = null;
        };
      },
    },
    close() {
      if (timer !== null) timers.clear(timer);
      source.off('data', onData);
      source.pause();
      keys.end();
    },
  };
};
