import type { Locale } from '@solitaire/game-text';
import { variantName } from '@solitaire/game-text';
import type { RulesParagraph } from '@solitaire/game-text/rules';
import { variants } from '@solitaire/variants';

type Sentence = RulesParagraph['sentences'][number];

/** A sentence's text with each link replaced by a placeholder, and the links in placeholder order. */
export interface PlacedLinks {
  readonly text: string;
  /** A game (`id`, linked to its page) or a source cited (`href`, its public address), as the text shows it. */
  readonly games: readonly { readonly id: string; readonly shown: string; readonly href?: string }[];
}

/** Every registered game's name in a locale: a name found in a sentence is that game's, never part of another's. */
export const registeredNames = (locale: Locale): string[] => variants.map((def) => variantName(def, locale));

/**
 * Where each name stands in `text`, longest names first, so that "Athena" is never found inside "Athena
 * (Aisleriot)": the longer name takes its place, and the shorter is only found where it stands alone.
 */
const namesIn = (text: string, names: readonly string[]): { at: number; name: string }[] => {
  const taken: { at: number; end: number; name: string }[] = [];
  for (const name of [...new Set(names)].sort((a, b) => b.length - a.length)) {
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      const end = at + name.length;
      if (!taken.some((t) => at < t.end && t.at < end)) taken.push({ at, end, name });
    }
  }
  return taken.sort((a, b) => a.at - b.at);
};

/**
 * Marks where the games and sources a sentence names sit in `text` (the sentence as the page will show it; `shown`
 * turns a name into that form). A name is matched whole, against every registered game's name (`names`, shown
 * the same way), so a game is never linked inside another game's name. The game a sentence is about is named early;
 * the games and sources it lists come at its end ("…family here: A, B and C"), so list items are looked for from the
 * end, where an earlier mention is the family's name. The placeholders hold no letter, so later passes (glossary
 * terms) never link inside a name. Links in `done` (a set a caller keeps per paragraph) are left as text: a game is
 * linked once a paragraph.
 */
export const placeGameLinks = (
  text: string,
  sentence: Sentence,
  shown: (name: string) => string,
  done: Set<string> = new Set(),
  names: readonly string[] = [],
): PlacedLinks => {
  const wanted = [
    ...(sentence.link ? [{ ...sentence.link, last: false }] : []),
    ...(sentence.links ?? []).map((g) => ({ ...g, last: true })),
  ];
  const found = namesIn(text, [...names, ...wanted.map((g) => g.name)].map(shown));
  const games: { id: string; shown: string; href?: string }[] = [];
  const chosen: { at: number; length: number; index: number }[] = [];
  for (const game of wanted) {
    if (done.has(game.id)) continue;
    const name = shown(game.name);
    const spots = found.filter((f) => f.name === name && !chosen.some((c) => c.at === f.at));
    const spot = game.last ? spots.at(-1) : spots[0];
    if (!spot) continue;
    chosen.push({ at: spot.at, length: name.length, index: games.length });
    games.push({ id: game.id, shown: name, ...(game.href ? { href: game.href } : {}) });
    done.add(game.id);
  }
  let out = text;
  // From the end, so that each placeholder leaves the places still to fill where they were.
  for (const c of [...chosen].sort((a, b) => b.at - a.at))
    out = `${out.slice(0, c.at)}\ue000${c.index}\ue001${out.slice(c.at + c.length)}`;
  return { text: out, games };
};

/** Puts the games back where `placeGameLinks` marked them, each as `link` makes it. */
export const fillGameLinks = (
  placed: PlacedLinks,
  text: string,
  link: (game: PlacedLinks['games'][number]) => string,
): string => text.replace(/\ue000(\d+)\ue001/g, (_, i: string) => link(placed.games[Number(i)]!));
