import { Box, Text, useApp, useInput, useStdin, useStdout } from 'ink';
import { type ReactNode, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type AssistQuery, type AssistResponse, type PlaySettings as Settings, type SavedSession, type StatsEvent, dealQuery, positionQuery,
  sessionElapsed, localDay,
} from '@solitaire/play';
import type { Assistant } from './assistLane.js';
import type { Glyphs } from './glyphs.js';
import { screenTranslator } from './i18n.js';
import { FAR, type KeyPress, actionForKey, actionForMouse, splitTyped } from './keys.js';
import type { MouseFeed } from './mouseInput.js';
import { type Action, type Session, resizeTo, update } from './session.js';
import type { TerminalPrefs } from './prefs.js';
import type { StoreNotice } from './startup.js';
import { renderRules } from './texts.js';
import { traceKey } from './trace.js';
import {
  type Line, type Segment, type ViewOptions, boardLines, dealMenuLines, helpDocumentLines, helpScreenLines, rulesDocumentLines, rulesWindow,
  settingsScreenLines,
} from './view.js';

/** Where the game keeps its save and statistics; what went wrong comes back as a notice to show, never as a throw. */
export interface GameStore {
  /** Saves the session's game (its pick, clock, whether its win counted and was assisted). */
  saveGame(session: SavedSession, elapsedMs: number): StoreNotice | null;
  /** `day`: the day of a deal of the day won. */
  recordStats(variantId: string, event: StatsEvent, elapsedMs: number, day?: string): StoreNotice | null;
  saveSettings?(patch: Partial<Settings>): StoreNotice | null;
  savePrefs?(patch: Partial<TerminalPrefs>): StoreNotice | null;
}

/** Properties of the terminal game. */
export interface AppProps {
  readonly initial: Session;
  readonly glyphs: Glyphs;
  readonly colour: boolean;
  readonly store?: GameStore;
  /** Picks the deal number of a new game (the seed of the search, for winnable deals). */
  readonly randomDeal: () => number;
  /** The solver threads; without them every search counts as one that found nothing. */
  readonly assistant?: Assistant;
  /** The day whose deal of the day `t` deals (`YYYY-MM-DD`); the player's own day unless `--date` said otherwise. */
  readonly today?: () => string;
  /** The player's own day (local time): only its deal of the day counts for the streak. */
  readonly playerDay?: () => string;
  /** The terminal's mouse reports, read before Ink (which drops them). */
  readonly mouse?: MouseFeed;
}

// How long each move of "show me" stays on the screen.
const SHOW_ME_STEP_MS = 400;

// How long a position must stay before its verdict is asked for.
const VERDICT_DELAY_MS = 120;

const noSolver: AssistResponse = { id: 0, kind: 'error', message: 'no solver' };

const SegmentText = ({ seg }: { seg: Segment }): ReactNode => (
  <Text
    {...(seg.fg ? { color: seg.fg } : {})}
    {...(seg.bg ? { backgroundColor: seg.bg } : {})}
    {...(seg.dim ? { dimColor: true } : {})}
    {...(seg.bold ? { bold: true } : {})}
    {...(seg.inverse ? { inverse: true } : {})}
  >
    {seg.text}
  </Text>
);

const sameStyle = (a: Segment, b: Segment) =>
  a.fg === b.fg && a.bg === b.bg && !a.dim === !b.dim && !a.bold === !b.bold && !a.inverse === !b.inverse;

/** Joins neighbouring segments of the same style: fewer elements for React and Ink to lay out. */
export const mergeSegments = (line: Line): Segment[] => {
  const out: Segment[] = [];
  for (const seg of line) {
    const last = out[out.length - 1];
    if (last && sameStyle(last, seg)) out[out.length - 1] = { ...last, text: last.text + seg.text };
    else if (seg.text !== '') out.push(seg);
  }
  return out;
};

const isPlain = (seg: Segment) => !seg.fg && !seg.bg && !seg.dim && !seg.bold && !seg.inverse;

const sameLine = (a: Line, b: Line) => a.length === b.length && a.every((seg, i) => seg.text === b[i]!.text && sameStyle(seg, b[i]!));

/** One screen line; unstyled text goes straight into the line's text. Unchanged lines are not rendered again. */
const LineView = memo(({ line }: { line: Line }): ReactNode => {
  const segs = mergeSegments(line);
  return (
    <Text wrap="truncate">
      {segs.length === 0 ? ' ' : segs.map((seg, j) => (isPlain(seg) ? seg.text : <SegmentText key={j} seg={seg} />))}
    </Text>
  );
}, (a, b) => sameLine(a.line, b.line));

/** Draws screen lines. */
export const Lines = ({ lines }: { lines: readonly Line[] }): ReactNode => (
  <Box flexDirection="column">
    {lines.map((line, i) => <LineView key={i} line={line} />)}
  </Box>
);

// Ink 8 types its stream as any writable one; a terminal's has a size.
const sizeOf = (out: NodeJS.WritableStream) => {
  const tty = out as Partial<NodeJS.WriteStream>;
  return { columns: tty.columns || undefined, rows: tty.rows || undefined };
};

/** The terminal's size, following resizes (undefined when the output is not a terminal). */
export const useTerminalSize = (): { columns: number | undefined; rows: number | undefined } => {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => sizeOf(stdout));
  useEffect(() => {
    const onResize = () => setSize(sizeOf(stdout));
    stdout.on('resize', onResize);
    return () => { stdout.removeListener('resize', onResize); };
  }, [stdout]);
  return size;
};

/** The game: the board, the key help, the rules and the deal prompt, driven by `update`. */
export const App = ({
  initial, glyphs, colour, store, randomDeal, assistant, mouse,
  playerDay = () => localDay(new Date()), today = playerDay,
}: AppProps): ReactNode => {
  const { exit } = useApp();
  const { isRawModeSupported } = useStdin();
  const { columns, rows } = useTerminalSize();
  const [session, setSession] = useState<Session>(
    () => (columns ? update(initial, resizeTo(columns, rows), Date.now()).session : initial),
  );
  const sessionRef = useRef(session);
  const [, setTick] = useState(0);
  const [storeError, setStoreError] = useState<StoreNotice | null>(null);

  const elapsed = useCallback(() => sessionElapsed(sessionRef.current, Date.now()), []);
  // The clock is the play layer's; the screen only needs redrawing each second while it runs.
  const running = session.clock.since !== null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const dispatch = useCallback((action: Action) => {
    const before = sessionRef.current;
    const now = Date.now();
    const { session: next, effects } = update(before, action, now);
    sessionRef.current = next;
    setSession(next);
    for (const e of effects) {
      if (e.kind === 'quit') {
        // A move typed together with the quit key has not been saved by the effect below yet.
        store?.saveGame(next, sessionElapsed(next, now));
        exit();
        continue;
      }
      if (e.kind === 'save') continue; // saved once the frame is drawn (below)
      const problem = e.kind === 'stats' ? store?.recordStats(e.variant, e.event, e.elapsedMs, e.day)
        : e.kind === 'prefs' ? store?.savePrefs?.(e.patch) : store?.saveSettings?.(e.patch);
      if (problem) setStoreError(problem);
    }
  }, [exit, store]);

  const answer = useCallback((query: AssistQuery, response: AssistResponse) => dispatch({ type: 'answer', query, response }), [dispatch]);

  // One request at a time about the position shown; a newer position or another question cancels it (the effect's
  // clean-up ends the search's thread when it is still running).
  const wantHint = session.hintPending;
  // The position asked about: the one shown, or an earlier one while "back to winnable" searches the history.
  const asked = positionQuery(session);
  const wantState = asked?.kind === 'position' ? asked.state : null;
  useEffect(() => {
    const query = positionQuery(sessionRef.current);
    if (!query) return;
    if (!assistant) { answer(query, noSolver); return; }
    const lane = assistant.position;
    // A verdict is asked for only once the position has stayed a moment: keys typed in a burst start no searches.
    const timer = setTimeout(() => { lane.submit(query, (r) => answer(query, r)); }, wantHint ? 0 : VERDICT_DELAY_MS);
    return () => { clearTimeout(timer); lane.cancel(); };
  }, [assistant, wantHint, wantState, answer]);

  // The search for a winnable deal runs on its own thread, so that the position's verdict does not cancel it.
  useEffect(() => {
    const query = dealQuery(sessionRef.current);
    if (!query) return;
    if (!assistant) { answer(query, noSolver); return; }
    assistant.deals.submit(query, (r) => answer(query, r));
    return () => assistant.deals.cancel();
  }, [assistant, session.seeking, answer]);

  // "Show me" plays one move a tick, on the terminal's own timer; the play layer stops it at the win or any key.
  useEffect(() => {
    if (!session.showing) return;
    const timer = setInterval(() => dispatch({ type: 'step' }), SHOW_ME_STEP_MS);
    return () => clearInterval(timer);
  }, [session.showing, dispatch]);

  // Save after every change of the game (and the game shown at start), once the frame is drawn; a win counted or
  // assisted, or a pick, changes what the save keeps too.
  useEffect(() => {
    const problem = store?.saveGame(sessionRef.current, elapsed()) ?? null;
    setStoreError(problem);
  }, [session.game, session.winRecorded, session.assisted, session.dealTag, store, elapsed]);

  useEffect(() => {
    const s = sessionRef.current;
    if (columns && (columns !== s.columns || (rows ?? null) !== s.rows)) dispatch(resizeTo(columns, rows));
  }, [columns, rows, dispatch]);

  const t = useMemo(() => screenTranslator(session.locale, glyphs), [session.locale, glyphs]);
  // The rules of the session's game, wrapped to the terminal.
  const rulesDocument = (s: Session) =>
    rulesDocumentLines(renderRules(s.game.rules, s.locale), Math.max(20, (columns ?? 100) - 1), glyphs);
  const options: ViewOptions = {
    glyphs, colour: colour && session.theme !== 'mono', columns, rows, elapsedMs: elapsed(), t, locale: session.locale,
    theme: session.theme === 'light' ? 'light' : 'dark',
  };
  const rulesLines = useMemo(
    () => (session.screen === 'rules' ? rulesDocument(session) : []),
    [session.screen, session.game.rules, session.locale, columns],
  );
  const rulesView = session.screen === 'rules' ? rulesWindow(rulesLines, session.rulesScroll, rows, options) : null;

  const onKey = (input: string, key: KeyPress) => {
    const s = sessionRef.current;
    let action = actionForKey(s.screen, input, key);
    if (!action) return;
    if (action.type === 'newGame') action = { type: 'newGame', deal: randomDeal() };
    if (action.type === 'ratedDeal') action = { ...action, seed: randomDeal() };
    if (action.type === 'dailyDeal') action = { type: 'dailyDeal', day: today(), today: playerDay() };
    if (action.type === 'scroll') {
      const doc = s.screen === 'help' ? helpDocumentLines(options) : rulesDocument(s);
      const max = rulesWindow(doc, 0, rows, options).max;
      action = { type: 'scroll', delta: Math.max(-max, Math.min(max, action.delta === FAR || action.delta === -FAR ? Math.sign(action.delta) * max : action.delta)), max };
    }
    dispatch(action);
  };
  useEffect(() => mouse?.subscribe((report) => {
    traceKey();
    const action = actionForMouse(report);
    if (action) dispatch(action);
  }), [mouse, dispatch]);
  useInput((input, key) => {
    traceKey();
    // Keys typed faster than a frame arrive as one string; they are played one by one (escape sequences never mix in).
    if ([...input].length > 1 && !key.escape) for (const [c, k] of splitTyped(input)) onKey(c, k);
    else onKey(input, key);
  }, { isActive: isRawModeSupported === true });

  let lines: Line[];
  if (session.screen === 'help') lines = helpScreenLines(options, session.rulesScroll);
  else if (session.screen === 'settings') lines = settingsScreenLines(session, options, colour);
  else if (session.screen === 'menu') lines = dealMenuLines(today(), options);
  else if (rulesView) lines = rulesView.lines;
  else lines = boardLines(session, options);
  if (storeError && session.screen === 'board') lines = [...lines, [{ text: t(storeError.key, storeError.values), ...(colour ? { fg: 'yellow' as const } : {}) }]];
  return <Lines lines={lines} />;
};

