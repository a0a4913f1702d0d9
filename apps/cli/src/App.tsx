import { useApp, useInput, useStdin } from 'ink';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { sessionElapsed } from '@solitaire/play';
import type { Assistant } from './assistLane.js';
import type { Glyphs } from './glyphs.js';
import { screenTranslator } from './i18n.js';
import { Lines, useTerminalSize } from './inkLines.js';
import { type KeyPress, actionForKey, actionForMouse, splitTyped } from './keys.js';
import type { MouseFeed } from './mouseInput.js';
import type { TerminalPrefs } from './prefs.js';
import { type Session, resizeTo } from './terminalSession.js';
import { type StoreNotice, type TerminalHost, storeNotice } from './startup.js';
import { renderRules } from './texts.js';
import { traceKey } from './trace.js';
import { useHostSession } from './useHost.js';
import { type ViewOptions, gameHelpLines, rulesDocumentLines, screenLines, scrollWithin } from './view.js';

/** Properties of the terminal game. */
export interface AppProps {
  /** Play's host with the game to show (`startup`, or a test's). */
  readonly host: TerminalHost;
  readonly glyphs: Glyphs;
  readonly colour: boolean;
  /** The solver threads; without them every search counts as one that found nothing. */
  readonly assistant?: Assistant;
  /** The day whose deal of the day `t` deals (`YYYY-MM-DD`); the player's own day unless `--date` said otherwise. */
  readonly today?: () => string;
  /** Keeps the terminal's own preferences (language, colours). */
  readonly savePrefs?: (patch: Partial<TerminalPrefs>) => StoreNotice | null;
  /** The terminal's mouse reports, read before Ink (which drops them). */
  readonly mouse?: MouseFeed;
}

/** The game: the board, the key help, the rules and the deal prompt, driven by `update`. */
export const App = ({
  host,
  glyphs,
  colour,
  assistant,
  mouse,
  savePrefs,
  today = host.env.today,
}: AppProps): ReactNode => {
  const { exit } = useApp();
  const { isRawModeSupported } = useStdin();
  const { columns, rows } = useTerminalSize();
  const [prefsProblem, setPrefsProblem] = useState<StoreNotice | null>(null);
  const session = useHostSession(
    host,
    assistant ?? null,
    (e) => {
      // A move typed together with the quit key is saved with the time on its clock.
      if (e.kind === 'quit') {
        host.save();
        exit();
      } else setPrefsProblem(savePrefs?.(e.patch) ?? null);
    },
    columns ? resizeTo(columns, rows) : null,
  );
  const dispatch = (action: Parameters<TerminalHost['dispatch']>[0]) => {
    host.dispatch(action);
  };
  const [, setTick] = useState(0);
  const elapsed = () => sessionElapsed(host.session, Date.now());
  // The clock is the play layer's; the screen only needs redrawing each second while it runs.
  const running = session.clock.since !== null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    const s = host.session;
    if (columns && (columns !== s.columns || (rows ?? null) !== s.rows)) host.dispatch(resizeTo(columns, rows));
  }, [columns, rows, host]);

  const t = useMemo(() => screenTranslator(session.locale, glyphs), [session.locale, glyphs]);
  // The rules of the session's game, wrapped to the terminal.
  const rulesDocument = (s: Session) =>
    rulesDocumentLines(renderRules(s.game.rules, s.locale), Math.max(20, (columns ?? 100) - 1), glyphs);
  const options: ViewOptions = {
    glyphs,
    colour: colour && session.theme !== 'mono',
    columns,
    rows,
    elapsedMs: elapsed(),
    t,
    locale: session.locale,
    theme: session.theme === 'light' ? 'light' : 'dark',
  };
  const rulesLines = useMemo(
    () => (session.screen === 'rules' ? rulesDocument(session) : []),
    [session.screen, session.game.rules, session.locale, columns],
  );

  const onKey = (input: string, key: KeyPress) => {
    const s = host.session;
    let action = actionForKey(s.screen, input, key);
    if (!action) return;
    action = host.filled(action.type === 'dailyDeal' ? { ...action, day: today() } : action);
    if (action.type === 'scroll')
      action = scrollWithin(
        action.delta,
        s.screen === 'help' ? gameHelpLines(options, s.game.rules) : rulesDocument(s),
        options,
      );
    dispatch(action);
  };
  useEffect(
    () =>
      mouse?.subscribe((report) => {
        traceKey();
        const action = actionForMouse(report);
        if (action) dispatch(action);
      }),
    [mouse, host],
  );
  useInput(
    (input, key) => {
      traceKey();
      // Keys typed faster than a frame arrive as one string; they are played one by one (escape sequences never mix
      // in).
      if ([...input].length > 1 && !key.escape) for (const [c, k] of splitTyped(input)) onKey(c, k);
      else onKey(input, key);
    },
    { isActive: isRawModeSupported === true },
  );

  let lines = screenLines(session, options, { today: today(), colourAllowed: colour, rules: rulesLines });
  const problem = host.problem ? storeNotice(host.problem) : prefsProblem;
  if (problem && session.screen === 'board')
    lines = [...lines, [{ text: t(problem.key, problem.values), ...(colour ? { fg: 'yellow' as const } : {}) }]];
  return <Lines lines={lines} />;
};
