// The game session is one store for the whole page: App provides it, every component below injects it, and
// changes go through the session's actions (props down to the leaves, events up).
import { type InjectionKey, inject, provide } from 'vue';
import type { Session } from './pageSession.js';

const sessionKey: InjectionKey<Session> = Symbol('session');

/** Makes the session the store of the components below. */
export const provideSession = (s: Session): void => provide(sessionKey, s);

/** The page's session store; a component used outside the page is a bug. */
export const useSession = (): Session => {
  const s = inject(sessionKey);
  if (!s) throw new Error('no game session provided');
  return s;
};
