import { capitalWords, words } from './glossary.js';
import { rankSelect, suitSelect } from './icuSelect.js';

// English, the reference catalog. Every message is a whole sentence (or a whole label) in each branch; the
// arguments are the definition's values, never translated fragments.

const rankWord = rankSelect('rank', {
  ace: 'ace', two: 'two', three: 'three', four: 'four', five: 'five', six: 'six', seven: 'seven', eight: 'eight',
  nine: 'nine', ten: 'ten', jack: 'jack', queen: 'queen', king: 'king',
});
const suitWord = (arg: string) => suitSelect(arg, { clubs: 'clubs', diamonds: 'diamonds', hearts: 'hearts', spades: 'spades' });
const aRank = (arg: string) => rankSelect(arg, {
  ace: 'an Ace', two: 'a 2', three: 'a 3', four: 'a 4', five: 'a 5', six: 'a 6', seven: 'a 7', eight: 'an 8',
  nine: 'a 9', ten: 'a 10', jack: 'a Jack', queen: 'a Queen', king: 'a King',
});

// The glossary's words (w) and the same capitalised (W).
const w = words.en;
const W = capitalWords.en;

/** English messages, by key. */
export const catalogEn: Record<string, string> = {
  // Names and labels used by the front ends.
  'variant.athena': 'Athena',
  'variant.minerva': 'Minerva',
  'variant.bureau': 'Bureau',
  'variant.fan': `${W.fan}`,
  'variant.laBelleLucie': 'La Belle Lucie',
  'variant.trefoil': 'Trefoil',
  'variant.athenaAisleriot': 'Athena (Aisleriot)',
  'variant.shamrocks': 'Shamrocks',
  'variant.klondike': 'Klondike',
  'card.label': `${rankWord} of ${suitWord('suit')}`,
  'card.faceDown': `face-down ${w.card}`,

  'option.name.draw': `${W.cards} per draw`,
  'option.name.redeals': `${W.redeals}`,
  'option.name.playBack': `Playing back from the ${w.foundations}`,
  'option.name.kingsToBottom': 'Kings at the deal',
  'option.draw': `{value, plural, one {Draw one ${w.card} at a time} other {Draw # ${w.cards} at a time}}`,
  'option.redeals': `{unlimited, select, true {Unlimited ${w.redeals}} other {{kind, select, turnWaste {{value, plural, =0 {No ${w.redeal} (one pass)} one {One ${w.redeal} (two passes)} other {# ${w.redeals} ({passes} passes)}}} other {{value, plural, =0 {No ${w.redeal}} one {One ${w.redeal}} other {# ${w.redeals}}}}}}}`,
  'option.playBack': `{value, select, true {${W.foundation} ${w.cards} may be played back} other {${W.foundation} ${w.cards} stay put}}`,
  'option.kingsToBottom': `{value, select, true {Kings slide to the bottom of their ${w.pile}} other {Kings stay where they are dealt}}`,

  // Refusals: one sentence per engine code.
  'refusal.ERR_MALFORMED_MOVE': 'That move is not understood.',
  'refusal.ERR_NO_SUCH_PILE': `There is no such ${w.pile} in this game.`,
  'refusal.ERR_SAME_PILE': `A ${w.card} cannot be moved onto the ${w.pile} it is already on.`,
  'refusal.ERR_BAD_COUNT': `That ${w.pile} does not hold that many ${w.cards} to move.`,
  'refusal.ERR_EMPTY_SOURCE': `That ${w.pile} is empty: there is nothing to move.`,
  'refusal.ERR_NOT_A_SOURCE': `${W.cards} cannot be taken from there.`,
  'refusal.ERR_FACE_DOWN': `A face-down ${w.card} cannot be moved or built on.`,
  'refusal.ERR_TOP_CARD_ONLY': `Only the top ${w.card} can be moved from there, one ${w.card} at a time.`,
  'refusal.ERR_NOT_A_RUN': `Those ${w.cards} do not form a sequence that can move as one unit.`,
  'refusal.ERR_NO_PLAY_BACK': `In this game, ${w.cards} on the ${w.foundations} cannot be played back.`,
  'refusal.ERR_FOUNDATION_BASE_FIXED': `The ${w.card} a ${w.foundation} starts from stays there for the whole game.`,
  'refusal.ERR_FOUNDATION_TO_FOUNDATION': `A ${w.card} cannot move from one ${w.foundation} to another.`,
  'refusal.ERR_NOT_A_TARGET': `${W.cards} cannot be placed there.`,
  'refusal.ERR_ONE_CARD_AT_A_TIME': `${W.cards} go to a ${w.foundation} one at a time.`,
  'refusal.ERR_FOUNDATION_NEEDS_ACE': `An empty ${w.foundation} accepts only an Ace.`,
  'refusal.ERR_FOUNDATION_SUIT': `A ${w.foundation} accepts only ${w.cards} of its own ${w.suit}.`,
  'refusal.ERR_FOUNDATION_COLOUR': `On a ${w.foundation}, colours must alternate.`,
  'refusal.ERR_FOUNDATION_RANK': `A ${w.foundation} accepts only the ${w.card} one rank above its top ${w.card}.`,
  'refusal.ERR_TABLEAU_RANK': `That ${w.card} is not the right rank to go there.`,
  'refusal.ERR_TABLEAU_SUIT': `That ${w.card} must be of the same ${w.suit} as the ${w.card} it goes on.`,
  'refusal.ERR_TABLEAU_COLOUR': `That ${w.card} must be of the opposite colour to the ${w.card} it goes on.`,
  'refusal.ERR_PILE_FULL': `That ${w.pile} is full and accepts no more ${w.cards}.`,
  'refusal.ERR_EMPTY_NEEDS_KING': `An empty ${w.pile} takes nothing but a King, or a run that starts with a King.`,
  'refusal.ERR_EMPTY_PILE_CLOSED': `An empty ${w.pile} stays empty for the rest of the game.`,
  'refusal.ERR_NO_STOCK': `This game has no ${w.stock}.`,
  'refusal.ERR_STOCK_EMPTY': `The ${w.stock} is empty.`,
  'refusal.ERR_STOCK_NOT_EMPTY': `The ${w.waste} can only go back to the ${w.stock} once the ${w.stock} is empty.`,
  'refusal.ERR_NO_REDEAL': `This game allows no ${w.redeal}.`,
  'refusal.ERR_NO_REDEALS_LEFT': `No ${w.redeals} are left: the ${w.stock} has been through all its passes.`,
  'refusal.ERR_NOTHING_TO_REDEAL': `There are no ${w.cards} left to deal again.`,

  // Page furniture.
  'page.title': 'How to play {name}',
  'page.otherLanguages': 'This page in other languages',
  'page.allGames': 'All games',
  'page.figure': 'The starting layout of {name}.',
  'page.ruleIdsNote': 'The small codes after each sentence name the rules it states in the project’s rules reference.',
  'index.title': 'Patience games: the rules',
  'index.intro': 'Rules of every game in the collection, written from the same definitions the game engine plays.',
  'svg.stock': `${W.stock}`,
  'svg.waste': `${W.waste}`,
  'svg.foundations': `${W.foundations}`,
  'svg.reserve': `${W.reserve}`,
  'svg.faceDown': 'face down',
  'svg.faceUp': 'face up',

  // Section headings.
  'section.overview': 'Overview',
  'section.goal': 'Goal',
  'section.layout': 'Layout',
  'section.foundations': `${W.foundations}`,
  'section.tableau': `{fans, select, true {${W.fans}} other {${W.tableau}}}`,
  'section.stock': `{hasStock, select, true {${W.stock} and ${w.waste}} other {${W.redeals}}}`,
  'section.scoring': 'Scoring',
  'section.options': 'Options',
  'section.tips': 'Tips',

  // Overview.
  'overview.summary': `{fans, select, true {{name} is a patience game for one player: the ${w.cards} are spread face up in {piles} small ${w.fans}, and the aim is to build them all onto {foundations} ${w.foundations}.} other {{hasStock, select, true {{name} is a patience game for one player, with a ${w.tableau} of {piles} ${w.piles}, a ${w.stock} and {foundations} ${w.foundations} to build on.} other {{name} is a patience game for one player, with a ${w.tableau} of {piles} ${w.piles} and {foundations} ${w.foundations} to build on.}}}}`,
  'overview.deck': `{decks, plural, one {It is played with one standard deck of {cards} ${w.cards}: clubs, diamonds, hearts and spades, hearts and diamonds being red, each ${w.suit} running from the Ace (one, the lowest) to the King.} other {It is played with # standard decks, {cards} ${w.cards} in all: clubs, diamonds, hearts and spades, hearts and diamonds being red, each ${w.suit} running from the Ace (one, the lowest) to the King.}}`,
  'overview.source': 'Where sources disagree, these rules follow {source}.',

  // Goal.
  'goal.win': `You win when all {cards} ${w.cards} are on the {foundations} ${w.foundations}.`,

  // Layout.
  'layout.aces': `Before the deal, the {aces} Aces are placed on the ${w.foundations}, one on each.`,
  'layout.rows': `The ${w.tableau} has {piles} ${w.piles} of {perPile} ${w.cards} each, {total} ${w.cards} in all, dealt in {rows} rows: each row puts one ${w.card} on every ${w.pile}, from left to right.`,
  'layout.row': '{face, select, up {Row {row} is dealt face up.} other {Row {row} is dealt face down.}}',
  'layout.coveredFaceUp': `A face-up ${w.card} of row {row} lies under a face-down ${w.card}: you can see it and plan with it, but it cannot move while a face-down ${w.card} covers it; once that ${w.card} has turned up, it moves like any other face-up ${w.card}.`,
  'layout.staircase': `The ${w.tableau} has {piles} ${w.piles} holding from 1 to {piles} ${w.cards} (the first ${w.pile} gets one ${w.card}, the second two, and so on), {total} ${w.cards} in all. Only the top ${w.card} of each ${w.pile} is face up.`,
  'layout.fans': `{shape, select, even {{whole, select, true {The whole deck is dealt face up into {fans} ${w.fans} of {size} ${w.cards}.} other {{total} ${w.cards} are dealt face up into {fans} ${w.fans} of {size} ${w.cards}.}}} other {{whole, select, true {The whole deck is dealt face up into {fans} ${w.fans}: {full} ${w.fans} of {size} ${w.cards}, then a last ${w.fan} of {last, plural, one {a single ${w.card}} other {# ${w.cards}}}.} other {{total} ${w.cards} are dealt face up into {fans} ${w.fans}: {full} ${w.fans} of {size} ${w.cards}, then a last ${w.fan} of {last, plural, one {a single ${w.card}} other {# ${w.cards}}}.}}}}`,
  'layout.kingsToBottom': `{fans, select, true {During the deal, every King that lands in a ${w.fan} slides to the bottom of that ${w.fan}, so no King covers another ${w.card} at the start. A ${w.fan} that gets several Kings keeps them in their dealt order at its bottom.} other {During the deal, every King that lands in a ${w.pile} slides to the bottom of that ${w.pile}, so no King covers another ${w.card} at the start. A ${w.pile} that gets several Kings keeps them in their dealt order at its bottom.}}`,
  'layout.reserve': `Next, {reserve} ${w.cards} form a ${w.reserve}, face down except its top ${w.card}, which is face up and playable. Nothing may ever be placed on the ${w.reserve}.`,
  'layout.stock': `The other {stock} ${w.cards} form the ${w.stock}, face down. The ${w.waste} starts empty.`,
  'layout.noStock': `{redeal, select, true {Every ${w.card} is dealt at the start: there is no ${w.stock} and no ${w.waste}.} other {Every ${w.card} is dealt at the start: there is no ${w.stock}, no ${w.waste} and no ${w.redeal}.}}`,

  // Foundations.
  'foundations.base': `{count, plural, one {There is one ${w.foundation}. An empty ${w.foundation} accepts any Ace.} other {There are # ${w.foundations}. An empty ${w.foundation} accepts any Ace.}}`,
  'foundations.build': `{build, select, alternateColour {A ${w.foundation} accepts a ${w.card} of the opposite colour and exactly one rank higher than its top ${w.card}. So a ${w.foundation} holds at most {max} ${w.cards}, from the Ace up to the King.} other {A ${w.foundation} accepts a ${w.card} of the same ${w.suit} and exactly one rank higher than its top ${w.card}. So a ${w.foundation} holds at most {max} ${w.cards}, from the Ace up to the King of one ${w.suit}.}}`,
  'foundations.playBack': `{playBack, select, true {{fans, select, true {The top ${w.card} of a ${w.foundation} stays in play: it may be moved back onto a ${w.fan} that accepts it under the ${w.fans}’ own rules, but never from one ${w.foundation} to another.} other {The top ${w.card} of a ${w.foundation} stays in play: it may be moved back onto a ${w.tableau} ${w.pile} that accepts it under the ${w.tableau}’s own rules, but never from one ${w.foundation} to another.}}} other {A ${w.card} placed on a ${w.foundation} stays there for the rest of the game.}}`,
  'foundations.shortcut': `To send a ${w.card} to the ${w.foundation} that accepts it, when one does, double-click it in the web game or press a single key in the terminal game.`,
  'foundations.baseFixed': `{aces, select, true {The Aces placed on the ${w.foundations} at the start never leave them.} other {The first ${w.card} of each ${w.foundation} never leaves it, even when the ${w.cards} above it may be played back.}}`,

  // Tableau or fans.
  'tableau.rank': `{fans, select, true {{direction, select, down {A ${w.fan} accepts a ${w.card} exactly one rank lower than its top ${w.card}.} up {A ${w.fan} accepts a ${w.card} exactly one rank higher than its top ${w.card}.} other {A ${w.fan} accepts a ${w.card} one rank higher or one rank lower than its top ${w.card}.}}} other {{direction, select, down {A ${w.tableau} ${w.pile} accepts a ${w.card} exactly one rank lower than its top ${w.card}.} up {A ${w.tableau} ${w.pile} accepts a ${w.card} exactly one rank higher than its top ${w.card}.} other {A ${w.tableau} ${w.pile} accepts a ${w.card} one rank higher or one rank lower than its top ${w.card}.}}}}`,
  'tableau.suit': `{suit, select, alternateColour {The ${w.card} added must be of the opposite colour: red on black, black on red.} sameSuit {The ${w.card} added must be of the same ${w.suit} as the ${w.card} it covers.} other {${W.suits} and colours do not matter.}}`,
  'tableau.example': `{shape, select, anyRank {For example, any {r1} fits on the {onRank} of ${suitWord('onSuit')}.} anyTwoRanks {For example, any {r1} or any {r2} fits on the {onRank} of ${suitWord('onSuit')}.} oneCard {For example, only the {r1} of ${suitWord('s1')} fits on the {onRank} of ${suitWord('onSuit')}.} twoCards {For example, only the {r1} of ${suitWord('s1')} or the {r1} of ${suitWord('s2')} fits on the {onRank} of ${suitWord('onSuit')}.} other {For example, {count} different ${w.cards} fit on the {onRank} of ${suitWord('onSuit')}.}}`,
  'tableau.wrap': '{wrap, select, true {Ranks wrap around: the King and the Ace count as neighbours.} other {Ranks do not wrap around: nothing is one rank below an Ace or one rank above a King.}}',
  'tableau.ends': `{ends, select, both {So on a King only ${aRank('kingTakes')} fits, and on an Ace only ${aRank('aceTakes')}.} king {So on a King only ${aRank('kingTakes')} fits, and nothing fits on an Ace.} ace {So on an Ace only ${aRank('aceTakes')} fits, and nothing fits on a King.} other {So nothing fits on a King or on an Ace.}}`,
  'tableau.moveUnit': `{unit, select, topCard {{fans, select, true {Only the top ${w.card} of a ${w.fan} is playable, and it always moves alone, never as a sequence: to a ${w.foundation} or onto another ${w.fan}.} other {Only the top ${w.card} of a ${w.pile} is playable, and it always moves alone, never as a sequence: to a ${w.foundation} or onto another ${w.pile}.}}} other {You may move a face-up ${w.card} along with every ${w.card} lying on it, as one unit, provided each ${w.card} of that unit could itself be placed on the ${w.card} beneath it.}}`,
  'tableau.runStart': `The face-up ${w.cards} of a ${w.pile} need not form one sequence, since the deal can put unrelated face-up ${w.cards} together: a unit can only start at a ${w.card} from which the rest of the ${w.pile} is such a sequence.`,
  'tableau.autoFlip': `Whenever a face-down ${w.card} is left on top of its ${w.pile}, it turns face up on its own.`,
  'tableau.capacity': `{fans, select, true {{capacity, plural, one {A ${w.fan} can never hold more than one ${w.card}: a ${w.fan} with a ${w.card} accepts nothing.} other {A ${w.fan} can never hold more than # ${w.cards}: a ${w.fan} of # ${w.cards} accepts nothing.}}} other {{capacity, plural, one {A ${w.pile} can never hold more than one ${w.card}: a ${w.pile} with a ${w.card} accepts nothing.} other {A ${w.pile} can never hold more than # ${w.cards}: a ${w.pile} of # ${w.cards} accepts nothing.}}}}`,
  'tableau.empty': `{policy, select, kingOnly {{unit, select, topCard {{fans, select, true {An empty ${w.fan} accepts only a King.} other {An empty ${w.pile} accepts only a King.}}} other {An empty ${w.pile} accepts only a King, or a unit headed by a King.}}} anyCard {{unit, select, topCard {{fans, select, true {An empty ${w.fan} accepts any ${w.card}.} other {An empty ${w.pile} accepts any ${w.card}.}}} other {An empty ${w.pile} accepts any ${w.card}, or any unit that may move.}}} other {{fans, select, true {A ${w.fan} that becomes empty stays empty for the rest of the game: no ${w.card} may be placed on it.} other {A ${w.pile} that becomes empty stays empty for the rest of the game: no ${w.card} may be placed on it.}}}}`,
  'tableau.reserveNoRefill': `The ${w.reserve} never fills an empty ${w.pile} by itself: you choose what goes there.`,

  // Stock and waste.
  'stock.draw': `{draw, plural, one {Each draw from the ${w.stock} turns one ${w.card} face up onto the ${w.waste}.} other {Each draw from the ${w.stock} moves # ${w.cards} face up onto the ${w.waste} (fewer when fewer are left), and only the top one of them is playable.}}`,
  'stock.waste': `The top ${w.card} of the ${w.waste} may be played onto a ${w.tableau} ${w.pile} or a ${w.foundation}. The player never moves a ${w.card} onto the ${w.waste} or the ${w.stock}.`,
  'stock.redeal': `{unlimited, select, true {When the ${w.stock} is empty, the whole ${w.waste} is flipped over and becomes the new ${w.stock}, keeping its order, so the first ${w.card} dealt comes first again. ${W.redeals} are unlimited: you may pass through the ${w.stock} as many times as you like.} other {{limit, plural, =0 {There is no ${w.redeal}: the ${w.stock} is dealt once, in a single pass, and stays empty afterwards.} one {When the ${w.stock} is empty, the whole ${w.waste} is flipped over and becomes the new ${w.stock}, keeping its order, so the first ${w.card} dealt comes first again. This may be done only once: one ${w.redeal}, so two passes through the ${w.stock} in all. After the last pass the ${w.stock} stays empty.} =2 {When the ${w.stock} is empty, the whole ${w.waste} is flipped over and becomes the new ${w.stock}, keeping its order, so the first ${w.card} dealt comes first again. This may be done at most twice: two ${w.redeals}, so three passes through the ${w.stock} in all. After the last pass the ${w.stock} stays empty.} other {When the ${w.stock} is empty, the whole ${w.waste} is flipped over and becomes the new ${w.stock}, keeping its order, so the first ${w.card} dealt comes first again. This may be done at most # times: # ${w.redeals}, so {passes} passes through the ${w.stock} in all. After the last pass the ${w.stock} stays empty.}}}}`,
  'stock.shuffle': `{fans, select, true {{unlimited, select, true {Whenever you like, you may gather the ${w.cards} left in the ${w.fans}, shuffle them and deal them again in ${w.fans} of {size}, the last ${w.fan} taking what is left. Such ${w.redeals} are unlimited.} other {{limit, plural, =0 {The ${w.cards} left in the ${w.fans} are never gathered and dealt again.} one {Once in a game, you may gather the ${w.cards} left in the ${w.fans}, shuffle them and deal them again in ${w.fans} of {size}, the last ${w.fan} taking what is left: one ${w.redeal}.} =2 {Twice in a game, you may gather the ${w.cards} left in the ${w.fans}, shuffle them and deal them again in ${w.fans} of {size}, the last ${w.fan} taking what is left: two ${w.redeals}.} other {Up to # times in a game, you may gather the ${w.cards} left in the ${w.fans}, shuffle them and deal them again in ${w.fans} of {size}, the last ${w.fan} taking what is left: # ${w.redeals}.}}}}} other {{unlimited, select, true {Whenever you like, you may gather the ${w.cards} left on the ${w.tableau}, shuffle them and deal them again the same way. Such ${w.redeals} are unlimited.} other {{limit, plural, =0 {The ${w.cards} left on the ${w.tableau} are never gathered and dealt again.} one {Once in a game, you may gather the ${w.cards} left on the ${w.tableau}, shuffle them and deal them again the same way: one ${w.redeal}.} =2 {Twice in a game, you may gather the ${w.cards} left on the ${w.tableau}, shuffle them and deal them again the same way: two ${w.redeals}.} other {Up to # times in a game, you may gather the ${w.cards} left on the ${w.tableau}, shuffle them and deal them again the same way: # ${w.redeals}.}}}}}}`,

  // Scoring.
  'scoring.scheme': `{scoring, select, foundationCards {You score one point for every ${w.card} on the ${w.foundations}, so {max} points at most. A ${w.card} moved back off a ${w.foundation} takes its point with it.} other {No score is kept: a game is simply won or not.}}`,

  // Options.
  'options.intro': '{count, plural, one {One setting may be changed before a game; the rules above describe its default.} other {# settings may be changed before a game; the rules above describe their defaults.}}',
  'options.draw': `{value, plural, one {${W.cards} per draw: the ${w.stock} can be set to give one ${w.card} at a time instead of {dflt}.} other {${W.cards} per draw: the ${w.stock} can be set to give # ${w.cards} at a time instead of {dflt}.}}`,
  'options.redeals': `{unlimited, select, true {${W.redeals}: they can be made unlimited.} other {{kind, select, turnWaste {{value, plural, =0 {${W.redeals}: they can be turned off, leaving a single pass through the ${w.stock}.} one {${W.redeals}: they can be limited to one, so two passes through the ${w.stock}.} other {${W.redeals}: they can be limited to #, so {passes} passes through the ${w.stock}.}}} other {{value, plural, =0 {${W.redeals}: they can be turned off.} one {${W.redeals}: they can be limited to one.} other {${W.redeals}: they can be limited to #.}}}}}}`,
  'options.playBack': `{value, select, true {Playing back: ${w.cards} may be allowed to come back off the ${w.foundations}.} other {Playing back: ${w.cards} can be made to stay on the ${w.foundations} for good.}}`,
  'options.kingsToBottom': `{value, select, true {Kings at the deal: they can be made to slide to the bottom of their ${w.pile}.} other {Kings at the deal: they can be left where they are dealt, without sliding to the bottom.}}`,

  // Tips.
  'tips.coveredFaceUp': `Before moving, look at the face-up ${w.cards} lying under face-down ones: they show what a ${w.pile} will offer once it is uncovered.`,
  'tips.kingOnly': `Empty a ${w.pile} only when a King, or a unit headed by one, is ready to move into it.`,
  'tips.never': `{fans, select, true {An emptied ${w.fan} is gone for good, so look ahead before clearing one.} other {An emptied ${w.pile} is gone for good, so look ahead before clearing one.}}`,
  'tips.capacity': `{fans, select, true {A full ${w.fan} accepts nothing: keep room on the ${w.fans} where the next ${w.cards} will need it.} other {A full ${w.pile} accepts nothing: keep room on the ${w.piles} where the next ${w.cards} will need it.}}`,
  'tips.draw': `With {draw} ${w.cards} per draw, only one ${w.stock} ${w.card} in {draw} can be reached on a pass; playing a ${w.card} from the ${w.waste} shifts which ${w.cards} you will reach on the next pass.`,
  'tips.passes': `Passes through the ${w.stock} are limited: before turning the ${w.waste} over, make sure you have used every ${w.card} it offered.`,
  'tips.playBack': `{fans, select, true {Taking a ${w.card} back off a ${w.foundation} can free a move on the ${w.fans} when you are stuck.} other {Taking a ${w.card} back off a ${w.foundation} can free a move on the ${w.tableau} when you are stuck.}}`,
};
