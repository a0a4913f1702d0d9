import type { Action, Screen } from './terminalSession.js';

/** The parts of a key press the mapping reads (Ink's `Key` has these and more). */
export interface KeyPress {
  readonly upArrow?: boolean;
  readonly downArrow?: boolean;
  readonly leftArrow?: boolean;
  readonly rightArrow?: boolean;
  readonly pageUp?: boolean;
  readonly pageDown?: boolean;
  readonly home?: boolean;
  readonly end?: boolean;
  readonly return?: boolean;
  readonly escape?: boolean;
  readonly backspace?: boolean;
  readonly delete?: boolean;
  readonly ctrl?: boolean;
  readonly meta?: boolean;
  readonly tab?: boolean;
}

/** Lines a page of the rules screen scrolls. */
const PAGE = 10;
/** Stands for "as far as it goes" in scroll actions; the shell clamps it. */
export const FAR = 1_000_000;

/** Letter keys of the board screen. `h` is left (vi keys), so the hint is on capital `H`. */
const boardLetters: Readonly<Record<string, Action>> = {
  h: { type: 'cursor', dir: 'left' },
  j: { type: 'cursor', dir: 'down' },
  k: { type: 'cursor', dir: 'up' },
  l: { type: 'cursor', dir: 'right' },
  '[': { type: 'depth', delta: 1 },
  ']': { type: 'depth', delta: -1 },
  ' ': { type: 'select' },
  f: { type: 'foundation' },
  c: { type: 'cell' },
  C: { type: 'nextCell' },
  d: { type: 'stock' },
  u: { type: 'undo' },
  r: { type: 'redo' },
  H: { type: 'hint' },
  p: { type: 'playHint' },
  y: { type: 'confirm' },
  a: { type: 'autoFinish' },
  v: { type: 'toggleVerdict' },
  w: { type: 'toggleWinnable' },
  R: { type: 'restart' },
  g: { type: 'promptDeal' },
  s: { type: 'showMe' },
  b: { type: 'backToWinnable' },
  t: { type: 'dailyDeal', day: '', today: '' },
  m: { type: 'dealMenu' },
  i: { type: 'rules' },
  '?': { type: 'help' },
  L: { type: 'language' },
  o: { type: 'settings' },
  q: { type: 'quit' },
};

/** Keys of the deal menu: a deal of each rating (the shell picks the seed), the deal of the day, a deal by number. */
const dealMenuKeys: Readonly<Record<string, Action>> = {
  '1': { type: 'ratedDeal', rating: 'easy', seed: 0 },
  '2': { type: 'ratedDeal', rating: 'medium', seed: 0 },
  '3': { type: 'ratedDeal', rating: 'hard', seed: 0 },
  t: { type: 'dailyDeal', day: '', today: '' },
  g: { type: 'promptDeal' },
};

/**
 * Maps a key press on a screen to an action, or null when the key means nothing there.
 * `n` (new game) comes back with deal 0: the shell picks the random deal number, keeping this pure.
 */
export const actionForKey = (screen: Screen, input: string, key: KeyPress): Action | null => {
  // Ink reports Esc with `meta` set; other meta and ctrl chords mean nothing here (Ctrl+C quits through Ink).
  if (key.ctrl || (key.meta && !key.escape)) return null;
  switch (screen) {
    case 'help':
      if (key.upArrow || input === 'k') return { type: 'scroll', delta: -1, max: FAR };
      if (key.downArrow || input === 'j') return { type: 'scroll', delta: 1, max: FAR };
      if (key.pageUp) return { type: 'scroll', delta: -PAGE, max: FAR };
      if (key.pageDown) return { type: 'scroll', delta: PAGE, max: FAR };
      return { type: 'close' };
    case 'rules':
      if (key.upArrow || input === 'k') return { type: 'scroll', delta: -1, max: FAR };
      if (key.downArrow || input === 'j') return { type: 'scroll', delta: 1, max: FAR };
      if (key.pageUp || input === 'b') return { type: 'scroll', delta: -PAGE, max: FAR };
      if (key.pageDown || input === ' ') return { type: 'scroll', delta: PAGE, max: FAR };
      if (key.home) return { type: 'scroll', delta: -FAR, max: FAR };
      if (key.end) return { type: 'scroll', delta: FAR, max: FAR };
      if (key.escape || input === 'q' || input === 'i' || key.return) return { type: 'close' };
      return null;
    case 'menu':
      if (key.escape || input === 'q' || input === 'm') return { type: 'close' };
      return dealMenuKeys[input] ?? null;
    case 'deal':
      if (key.return) return { type: 'promptSubmit' };
      if (key.escape) return { type: 'close' };
      if (key.backspace || key.delete) return { type: 'promptBackspace' };
      if (/^\d+$/.test(input)) return { type: 'promptInput', text: input };
      return null;
    case 'settings':
      if (key.upArrow || input === 'k') return { type: 'settingsMove', delta: -1 };
      if (key.downArrow || input === 'j') return { type: 'settingsMove', delta: 1 };
      if (key.return || input === ' ' || key.rightArrow || input === 'l') return { type: 'settingsChange', delta: 1 };
      if (key.leftArrow || input === 'h') return { type: 'settingsChange', delta: -1 };
      if (key.escape || input === 'q' || input === 'o') return { type: 'close' };
      return null;
    case 'board':
      if (key.leftArrow) return { type: 'cursor', dir: 'left' };
      if (key.rightArrow) return { type: 'cursor', dir: 'right' };
      if (key.upArrow) return { type: 'cursor', dir: 'up' };
      if (key.downArrow) return { type: 'cursor', dir: 'down' };
      if (key.return) return { type: 'select' };
      if (key.escape) return { type: 'cancel' };
      if (input === 'n') return { type: 'newGame', deal: 0 };
      return boardLetters[input] ?? null;
  }
};

/** One line per key for the help screen: the message keys, in order. */
export const helpLines = [
  'help.move',
  'help.depth',
  'help.select',
  'help.cycle',
  'help.foundation',
  'help.cell',
  'help.pairs',
  'help.draw',
  'help.undo',
  'help.hint',
  'help.auto',
  'help.verdict',
  'help.new',
  'help.winnable',
  'help.showMe',
  'help.back',
  'help.deals',
  'help.rules',
  'help.settings',
  'help.lang',
  'help.quit',
  'help.mouse',
] as const;

/**
 * The help's lines for a game with `cells` free cells, where cards leave in pairs or alone (`removes`), whose stock
 * deals a row onto the piles (`rowDeal`, Spider's) or draws: the keys of the cells and of the pairs only in the games
 * that have them.
 */
export const helpLinesFor = (cells: number, removes = false, rowDeal = false) =>
  helpLines
    .filter((key) => (key !== 'help.cell' || cells > 0) && (key !== 'help.pairs' || removes))
    .map((key) => (key === 'help.draw' && rowDeal ? ('help.dealRow' as const) : key));

/**
 * An SGR (mode 1006) mouse report: the button code, the cell (from 1) and whether the button was pressed or
 * released.
 */
export interface MouseReport {
  readonly button: number;
  readonly x: number;
  readonly y: number;
  readonly press: boolean;
}

// ESC [ < button ; x ; y M (press) or m (release); Ink hands it over without its ESC.
const SGR_MOUSE = /^\[<(\d+);(\d+);(\d+)([Mm])$/;

/** Reads an SGR mouse report from what the terminal sent, or null when it is not one. */
export const parseMouse = (input: string): MouseReport | null => {
  const m = SGR_MOUSE.exec(input.startsWith('\u001b') ? input.slice(1) : input);
  if (!m) return null;
  return { button: Number(m[1]), x: Number(m[2]), y: Number(m[3]), press: m[4] === 'M' };
};

// Bits of an SGR button code: the low two the button (0 the left one), 32 motion; modifiers and the wheel add others.
const MOTION = 32;

/**
 * The action of a mouse report, cells counted from 0: a press of the left button (no modifier, no wheel) is a click,
 * motion with it held a drag, its release where the drag ends; everything else means nothing here.
 */
export const actionForMouse = (r: MouseReport): Action | null => {
  if (r.x < 1 || r.y < 1) return null;
  const at = { x: r.x - 1, y: r.y - 1 };
  if (r.button === 0) return r.press ? { type: 'click', ...at } : { type: 'release', ...at };
  if (r.button === MOTION && r.press) return { type: 'drag', ...at };
  return null;
};

/**
 * Splits keys that reached the program together (typed or sent faster than a frame) into single presses.
 * Ink separates escape sequences but hands over runs of plain characters, Enter included, as one string.
 */
export const splitTyped = (input: string): [string, KeyPress][] =>
  [...input].map((c): [string, KeyPress] => {
    if (c === '\r' || c === '\n') return ['', { return: true }];
    if (c === '\u007f' || c === '\b') return ['', { backspace: true }];
    if (c === '\t') return ['', { tab: true }];
    return [c, {}];
  });
