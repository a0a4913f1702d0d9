// Play's host bound to Ink: the component draws the host's session and redraws at each change.
import type { HostSolver } from '@solitaire/play';
import { useEffect, useRef, useState } from 'react';
import type { Action, Session } from './terminalSession.js';
import type { TerminalEffect, TerminalHost } from './startup.js';

/**
 * The session of `host`, redrawn at each change. On mounting, the solver and the terminal's own effects are
 * connected and the host starts (it saves the game shown and asks the solver); `first` is dispatched before the
 * first frame (the terminal's size). On unmounting, the host's timers and questions stop.
 */
export const useHostSession = (
  host: TerminalHost,
  solver: HostSolver | null,
  onEffect: (effect: TerminalEffect) => void,
  first: Action | null,
): Session => {
  const [session, setSession] = useState<Session>(() => (first ? host.dispatch(first) : host.session));
  const effects = useRef(onEffect);
  effects.current = onEffect;
  useEffect(() => {
    host.attach({ solver, onEffect: (e) => effects.current(e) });
    const off = host.subscribe((s) => setSession(s));
    host.start();
    setSession(host.session);
    return () => {
      off();
      host.stop();
    };
  }, [host, solver]);
  return session;
};
