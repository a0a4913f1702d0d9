// Which game the page puts on the table when a link, the address or the game picker asks for one: a variant's
// stored game when the request matches it, else a new deal through play (which asks first when a game in
// progress would go).
import { type Options, type VariantDefinition, sameOptions, startGame } from '@solitaire/engine';
import { type PlayHost, type PlaySession, newPlaySession, updatePlay } from '@solitaire/play';
import { findVariant } from '@solitaire/variants';
import type { Ref } from 'vue';
import { type Locale, variantName } from './gameText.js';
import { translate } from './i18n.js';
import type { MessageKey } from './messages.js';
import { type Notice, linkNotices, refusedSaveNotice } from './pageNotices.js';
import { readRoute, resolveRoute } from './route.js';
import { readItem, storageKeys } from './browserStorage.js';

/** What opening a game needs of the session around it. */
export interface OpenContext {
  readonly host: PlayHost<PlaySession>;
  readonly locale: Ref<Locale>;
  readonly notices: Ref<Notice[]>;
  readonly addNotice: (key: MessageKey, values?: Record<string, string | number>) => void;
  readonly announce: (text: string) => void;
  /** Puts a session on the table (`fresh`: a new deal, which the table deals out). */
  readonly install: (next: PlaySession, fresh: boolean) => void;
  /** Whether a game was put on the table yet (the first is a placeholder). */
  readonly opened: () => boolean;
  readonly fallback: () => VariantDefinition;
}

/** The page's ways of opening a game: by variant and deal (the picker), and by address (links, reloads). */
export const gameOpener = (c: OpenContext) => {
  const { host } = c;
  const said = (key: 'announce.resumed' | 'announce.newGame') => {
    const { def, game } = host.session;
    c.announce(translate(c.locale.value, key, { variant: variantName(def, c.locale.value), deal: game.deal }));
  };

  /** A variant's game: its stored one when the request matches it (no deal named, or the same deal and options). */
  const openVariant = (
    def: VariantDefinition,
    deal: number | null,
    options: Options,
    mayResume = true,
    byPlayer = false,
  ) => {
    const read = host.readSave(def.id);
    if (read.kind === 'refused') c.notices.value = [...c.notices.value, refusedSaveNotice(read, def, c.locale.value)];
    if (read.kind === 'ok' && read.pickProblem) c.addNotice('notice.corruptPick', { code: read.pickProblem });
    const stored = read.kind === 'ok' ? read.saved : null;
    const resume = () =>
      c.install(updatePlay(host.session, { type: 'resumeSaved', saved: stored! }, host.env.now()).session, false);
    if (stored && mayResume) {
      const chosen = stored.game.rules.chosen;
      const matches =
        deal === null
          ? Object.keys(options).length === 0 || sameOptions(def, chosen, options)
          : stored.game.deal === deal && sameOptions(def, chosen, options);
      if (matches) {
        resume();
        said('announce.resumed');
        return;
      }
    }
    // The variant's own game is the one a new deal would replace: it comes to the table first.
    if (!c.opened() || host.session.def.id !== def.id) {
      if (stored) resume();
      else {
        const started = startGame(def, deal ?? host.env.randomDeal(), options);
        if (!started.ok) return;
        c.install(newPlaySession(def, started.value, host.session.settings), true);
        said('announce.newGame');
        if (deal !== null || !byPlayer || !host.session.settings.winnableOnly) return;
      }
    }
    const random = host.env.randomDeal();
    if (deal === null && byPlayer && sameOptions(def, options, host.session.game.rules.chosen))
      host.dispatch({ type: 'newGame', deal: random });
    else host.dispatch({ type: 'open', def, deal: deal ?? random, options });
  };

  /** What the page address asks for (the last variant played when it names none); link problems become notices. */
  const openRoute = (hash: string, search: string) => {
    const req = readRoute(hash, search);
    const last = readItem(storageKeys.lastVariant);
    const empty = req.variant === null && req.deal === null && req.params.length === 0;
    const resolved = resolveRoute(
      empty && last && findVariant(last) ? { ...req, variant: last } : req,
      findVariant,
      c.fallback(),
    );
    const kept = c.notices.value.filter((n) => !n.key.startsWith('notice.bad'));
    c.notices.value = [...kept, ...linkNotices(resolved.problems, resolved.def, c.locale.value)];
    openVariant(
      resolved.def,
      resolved.deal,
      resolved.options,
      resolved.problems.length === 0 || resolved.deal !== null,
    );
    const day = resolved.daily === 'today' ? '' : resolved.daily;
    if (day !== null) host.dispatch(host.filled({ type: 'dailyDeal', day, today: '' }));
  };

  return { openVariant, openRoute };
};
