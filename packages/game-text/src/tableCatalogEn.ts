import { gameNames } from './gameNames.js';
import { capitalWords, words } from './glossary.js';
import { countWords, rankSelect, suitSelect } from './icuSelect.js';

// English: the words the game table needs (game names, card names, option labels, refusals), apart from the rules
// text so that an app can show a game without loading the rules;
// the count words and the suits' names are shared with the rules catalog (catalogEn.ts).

const rankWord = rankSelect('rank', {
  ace: 'ace',
  two: 'two',
  three: 'three',
  four: 'four',
  five: 'five',
  six: 'six',
  seven: 'seven',
  eight: 'eight',
  nine: 'nine',
  ten: 'ten',
  jack: 'jack',
  queen: 'queen',
  king: 'king',
});
/** The suit's name, selected on the argument `arg` (shared with the rules catalog). */
export const suitWord = (arg: string) =>
  suitSelect(arg, { clubs: 'clubs', diamonds: 'diamonds', hearts: 'hearts', spades: 'spades' });
/** Counts from one to ten in words. */
export const numbers = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** A count in words from one to ten, figures above. */
export const n = (arg: string) => countWords(arg, numbers);
/** A count in words, capitalised to start a sentence. */
export const N = (arg: string) =>
  countWords(
    arg,
    numbers.map((x) => x.charAt(0).toUpperCase() + x.slice(1)),
  );

// The glossary's words (w) and the same capitalised (W).
const w = words.en;
const W = capitalWords.en;

/** English messages of the game table, by key. */
export const tableCatalogEn: Record<string, string> = {
  ...gameNames,
  // English names the game with its glossary word for the layout.
  'variant.fan': `${W.fan}`,
  'card.label': `${rankWord} of ${suitWord('suit')}`,
  'card.faceDown': `face-down ${w.card}`,

  'option.name.draw': `${W.cards} per ${w.draw}`,
  'option.name.redeals': `${W.redeals}`,
  'option.name.playBack': `Playing back from the ${w.foundations}`,
  'option.name.kingsToBottom': 'Kings at the deal',
  'option.name.suits': `${W.suits}`,
  'option.name.onKing': 'On a King',
  'option.name.goal': 'Goal',
  'option.draw': `{value, plural, one {Draw one ${w.card} at a time} other {Draw ${n('value')} ${w.cards} at a time}}`,
  'option.redeals': `{unlimited, select, true {Unlimited ${w.redeals}} other {{kind, select, turnWaste {{value, plural, =0 {No ${w.redeal} (one ${w.pass})} one {One ${w.redeal} (two ${w.passes})} other {${N('value')} ${w.redeals} (${n('passes')} ${w.passes})}}} other {{value, plural, =0 {No ${w.redeal}} one {One ${w.redeal}} other {${N('value')} ${w.redeals}}}}}}}`,
  'option.playBack': `{value, select, true {${W.foundation} ${w.cards} may be played back} other {${W.foundation} ${w.cards} stay put}}`,
  'option.kingsToBottom': `{value, select, true {{fans, select, true {Kings slide to the bottom of their ${w.fan}} other {Kings slide to the bottom of their ${w.pile}}}} other {Kings stay where they are dealt}}`,
  'option.suits': `{value, plural, one {One ${w.suit}} other {${N('value')} ${w.suits}}}`,
  'option.goal': `{value, select, allCards {Remove every ${w.card}} acesLeft {Keep only the Aces} other {Clear the ${w.tableau}}}`,
  'option.onKing': `{value, select, nothing {Nothing goes on a King} ace {King and Ace are neighbours} other {Only a Queen goes on a King}}`,

  // Refusals: one sentence per engine code.
  'refusal.ERR_MALFORMED_MOVE': 'That move is not understood.',
  'refusal.ERR_NO_SUCH_PILE': `There is no such ${w.pile} in this game.`,
  'refusal.ERR_SAME_PILE': `A ${w.card} cannot be moved onto the ${w.pile} it is already on.`,
  'refusal.ERR_BAD_COUNT': `That ${w.pile} does not hold that many ${w.cards} to move.`,
  'refusal.ERR_EMPTY_SOURCE': `That ${w.pile} is empty: there is nothing to move.`,
  'refusal.ERR_NOT_A_SOURCE': `${W.cards} cannot be taken from there.`,
  'refusal.ERR_FACE_DOWN': `A face-down ${w.card} cannot be moved or built on.`,
  'refusal.ERR_TOP_CARD_ONLY': `Only the top ${w.card} can be moved from there, one ${w.card} at a time.`,
  'refusal.ERR_NOT_A_RUN': `Those ${w.cards} do not form a ${w.run} that can move together.`,
  'refusal.ERR_NOT_ONE_SUIT': `Only a ${w.run} all of one ${w.suit} moves together.`,
  'refusal.ERR_RUN_TOO_LONG': `That ${w.run} is too long for the free ${w.cells} and empty ${w.piles} to carry.`,
  'refusal.ERR_CELL_FULL': `That ${w.cell} already holds a ${w.card}.`,
  'refusal.ERR_CELL_ONE_CARD': `A ${w.cell} holds a single ${w.card}.`,
  'refusal.ERR_NO_PLAY_BACK': `In this game, ${w.cards} on the ${w.foundations} cannot be played back.`,
  'refusal.ERR_FOUNDATION_BASE_FIXED': `The ${w.card} a ${w.foundation} starts from stays there for the whole game.`,
  'refusal.ERR_FOUNDATION_TO_FOUNDATION': `A ${w.card} cannot move from one ${w.foundation} to another.`,
  'refusal.ERR_NOT_A_TARGET': `${W.cards} cannot be placed there.`,
  'refusal.ERR_ONE_CARD_AT_A_TIME': `${W.cards} go to a ${w.foundation} one at a time.`,
  'refusal.ERR_FOUNDATION_NEEDS_ACE': `An empty ${w.foundation} accepts only an Ace.`,
  'refusal.ERR_FOUNDATION_BASE_RANK': `An empty ${w.foundation} takes only a ${w.card} of the base rank.`,
  'refusal.ERR_WHOLE_PILE_ONLY': `Move the top ${w.card} alone or the whole ${w.pile}.`,
  'refusal.ERR_FOUNDATION_RUNS_ONLY': `A ${w.foundation} takes only a complete ${w.run}, King to Ace in one ${w.suit}, and it goes there by itself.`,
  'refusal.ERR_FOUNDATION_SUIT': `A ${w.foundation} accepts only ${w.cards} of its own ${w.suit}.`,
  'refusal.ERR_FOUNDATION_COLOUR': `On a ${w.foundation}, colours must alternate.`,
  'refusal.ERR_FOUNDATION_RANK': `A ${w.foundation} accepts only the ${w.card} one rank above its top ${w.card}.`,
  'refusal.ERR_TABLEAU_RANK': `That ${w.card} is not the right rank to go there.`,
  'refusal.ERR_TABLEAU_SUIT': `That ${w.card} must be of the same ${w.suit} as the ${w.card} it goes on.`,
  'refusal.ERR_TABLEAU_COLOUR': `That ${w.card} must be of the opposite colour to the ${w.card} it goes on.`,
  'refusal.ERR_PILE_FULL': `That ${w.pile} is full and accepts no more ${w.cards}.`,
  'refusal.ERR_EMPTY_NEEDS_KING': `An empty ${w.pile} accepts nothing but a King, or a ${w.run} that starts with a King.`,
  'refusal.ERR_EMPTY_PILE_CLOSED': `An empty ${w.pile} stays empty for the rest of the game.`,
  'refusal.ERR_NO_STOCK': `This game has no ${w.stock}.`,
  'refusal.ERR_STOCK_EMPTY': `The ${w.stock} is empty.`,
  'refusal.ERR_DEAL_NEEDS_EVERY_PILE': `The ${w.stock} deals again only when every ${w.pile} holds a ${w.card}.`,
  'refusal.ERR_STOCK_NOT_EMPTY': `The ${w.waste} can only go back to the ${w.stock} once the ${w.stock} is empty.`,
  'refusal.ERR_NO_REDEAL': `This game allows no ${w.redeal}.`,
  'refusal.ERR_NO_REDEALS_LEFT': `No ${w.redeals} are left: the ${w.stock} has been through all its ${w.passes}.`,
  'refusal.ERR_NOTHING_TO_REDEAL': `There are no ${w.cards} left to ${w.toRedeal}.`,
  'refusal.ERR_CARD_COVERED': `That ${w.card} is still covered: the ${w.cards} lying on it must go first.`,
  'refusal.ERR_NO_BUILDING': `No ${w.card} may be placed on another in the ${w.tableau}.`,
  'refusal.ERR_NOTHING_ON_KING': `Nothing may be played on a King there.`,
  'refusal.ERR_DISCARDS_ONLY': `Cards reach that ${w.pile} only by being discarded.`,
  'refusal.ERR_NO_DISCARD': `Cards cannot be discarded in this game.`,
  'refusal.ERR_NO_PAIRS': `Cards cannot be removed in pairs in this game.`,
  'refusal.ERR_NO_HIGHER_CARD': `A ${w.card} may be discarded only while a higher ${w.card} of its ${w.suit} is on top of another ${w.pile}.`,
  'refusal.ERR_PAIR_TOTAL': `Only two ${w.cards} whose ranks add up to 13 (Jack 11, Queen 12), or a King alone, can be removed.`,
  'refusal.ERR_FOUNDATION_STEP': `That ${w.foundation} accepts only a ${w.card} one rank above or below its top ${w.card}.`,
};
