// Never a blank page: when the game cannot start, the page says so and offers to forget the saved games (the
// likeliest cause) without losing statistics.
import type { Locale } from './gameText.js';
import { translate } from './i18n.js';

/** Replaces the page's content with the "could not start" notice and its button, in the player's language. */
export const showStartFailure = (
  root: HTMLElement,
  locale: Locale,
  storage: Storage | undefined,
  reload: () => void,
): void => {
  const p = document.createElement('p');
  p.className = 'notice';
  p.setAttribute('role', 'alert');
  const text = document.createElement('span');
  text.textContent = translate(locale, 'notice.startFailed');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = translate(locale, 'action.forgetGames');
  button.addEventListener('click', () => {
    try {
      for (const key of Object.keys(storage ?? {})) if (key.startsWith('solitaire:game:')) storage!.removeItem(key);
    } catch {
      /* storage out of reach: reloading is all that is left */
    }
    reload();
  });
  p.append(text, ' ', button);
  root.replaceChildren(p);
};
