import type { RulesParagraph } from '@solitaire/game-text/rules';

type Sentence = RulesParagraph['sentences'][number];

/** A sentence's text with each game it names replaced by a placeholder, and the games in placeholder order. */
export interface PlacedLinks {
  readonly text: string;
  readonly games: readonly { readonly id: string; readonly shown: string }[];
}

/**
 * Marks where the games a sentence names sit in `text` (the sentence as the page will show it; `shown` turns a name
 * into that form). The game a sentence is about is named early; the games it lists come at its end ("…family here:
 * A, B and C"), so list items are looked for from the end, where an earlier mention is the family's name. The
 * placeholders hold no letter, so later passes (glossary terms) never link inside a game's name. Games in `done` (a
 * set a caller keeps per paragraph) are left as text: a game is linked once a paragraph.
 */
export const placeGameLinks = (text: string, sentence: Sentence, shown: (name: string) => string, done: Set<string> = new Set()): PlacedLinks => {
  const wanted = [...(sentence.link ? [{ ...sentence.link, last: false }] : []), ...(sentence.links ?? []).map((g) => ({ ...g, last: true }))];
  const games: { id: string; shown: string }[] = [];
  let out = text;
  for (const game of wanted) {
    if (done.has(game.id)) continue;
    const name = shown(game.name);
    const at = game.last ? out.lastIndexOf(name) : out.indexOf(name);
    if (at < 0) continue;
    games.push({ id: game.id, shown: name });
    done.add(game.id);
    out = `${out.slice(0, at)}\ue000${games.length - 1}\ue001${out.slice(at + name.length)}`;
  }
  return { text: out, games };
};

/** Puts the games back where `placeGameLinks` marked them, each as `link` makes it. */
export const fillGameLinks = (placed: PlacedLinks, text: string, link: (game: PlacedLinks['games'][number]) => string): string =>
  text.replace(/\ue000(\d+)\ue001/g, (_, i: string) => link(placed.games[Number(i)]!));
