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

/** English messages, by key. */
export const catalogEn: Record<string, string> = {
  // Names and labels used by the front ends.
  'variant.athena': 'Athena',
  'variant.minerva': 'Minerva',
  'variant.bureau': 'Bureau',
  'variant.fan': 'Fan',
  'variant.laBelleLucie': 'La Belle Lucie',
  'variant.trefoil': 'Trefoil',
  'variant.athenaAisleriot': 'Athena (Aisleriot)',
  'variant.shamrocks': 'Shamrocks',
  'variant.klondike': 'Klondike',
  'card.label': `${rankWord} of ${suitWord('suit')}`,
  'card.faceDown': 'face-down card',

  'option.name.draw': 'Cards per deal',
  'option.name.redeals': 'Redeals',
  'option.name.playBack': 'Playing back from the foundations',
  'option.name.kingsToBottom': 'Kings at the deal',
  'option.draw': '{value, plural, one {Deal one card at a time} other {Deal # cards at a time}}',
  'option.redeals': '{unlimited, select, true {Unlimited redeals} other {{kind, select, turnWaste {{value, plural, =0 {No redeal (one pass)} one {One redeal (two passes)} other {# redeals ({passes} passes)}}} other {{value, plural, =0 {No redeal} one {One redeal} other {# redeals}}}}}}',
  'option.playBack': '{value, select, true {Foundation cards may be played back} other {Foundation cards stay put}}',
  'option.kingsToBottom': '{value, select, true {Kings slide to the bottom of their pile} other {Kings stay where they are dealt}}',

  // Refusals: one sentence per engine code.
  'refusal.ERR_MALFORMED_MOVE': 'That move is not understood.',
  'refusal.ERR_NO_SUCH_PILE': 'There is no such pile in this game.',
  'refusal.ERR_SAME_PILE': 'A card cannot be moved onto the pile it is already on.',
  'refusal.ERR_BAD_COUNT': 'That pile does not hold that many cards to move.',
  'refusal.ERR_EMPTY_SOURCE': 'That pile is empty: there is nothing to move.',
  'refusal.ERR_NOT_A_SOURCE': 'Cards cannot be taken from there.',
  'refusal.ERR_FACE_DOWN': 'A face-down card cannot be moved or built on.',
  'refusal.ERR_TOP_CARD_ONLY': 'Only the top card can be moved from there, one card at a time.',
  'refusal.ERR_NOT_A_RUN': 'Those cards do not form a sequence that can move as one unit.',
  'refusal.ERR_NO_PLAY_BACK': 'In this game, cards on the foundations cannot be played back.',
  'refusal.ERR_FOUNDATION_BASE_FIXED': 'The card a foundation starts from stays there for the whole game.',
  'refusal.ERR_FOUNDATION_TO_FOUNDATION': 'A card cannot move from one foundation to another.',
  'refusal.ERR_NOT_A_TARGET': 'Cards cannot be placed there.',
  'refusal.ERR_ONE_CARD_AT_A_TIME': 'Cards go to a foundation one at a time.',
  'refusal.ERR_FOUNDATION_NEEDS_ACE': 'An empty foundation accepts only an Ace.',
  'refusal.ERR_FOUNDATION_SUIT': 'A foundation accepts only cards of its own suit.',
  'refusal.ERR_FOUNDATION_COLOUR': 'On a foundation, colours must alternate.',
  'refusal.ERR_FOUNDATION_RANK': 'A foundation accepts only the card one rank above its top card.',
  'refusal.ERR_TABLEAU_RANK': 'That card is not the right rank to go there.',
  'refusal.ERR_TABLEAU_SUIT': 'That card must be of the same suit as the card it goes on.',
  'refusal.ERR_TABLEAU_COLOUR': 'That card must be of the opposite colour to the card it goes on.',
  'refusal.ERR_PILE_FULL': 'That pile is full and accepts no more cards.',
  'refusal.ERR_EMPTY_NEEDS_KING': 'An empty pile takes nothing but a King, or a run that starts with a King.',
  'refusal.ERR_EMPTY_PILE_CLOSED': 'An empty pile stays empty for the rest of the game.',
  'refusal.ERR_NO_STOCK': 'This game has no stock.',
  'refusal.ERR_STOCK_EMPTY': 'The stock is empty.',
  'refusal.ERR_STOCK_NOT_EMPTY': 'The waste can only go back to the stock once the stock is empty.',
  'refusal.ERR_NO_REDEAL': 'This game allows no redeal.',
  'refusal.ERR_NO_REDEALS_LEFT': 'No redeals are left: the stock has been through all its passes.',
  'refusal.ERR_NOTHING_TO_REDEAL': 'There are no cards left to deal again.',

  // Page furniture.
  'page.title': 'How to play {name}',
  'page.otherLanguages': 'This page in other languages',
  'page.allGames': 'All games',
  'page.figure': 'The starting layout of {name}.',
  'page.ruleIdsNote': 'The small codes after each sentence name the rules it states in the project’s rules reference.',
  'index.title': 'Patience games: the rules',
  'index.intro': 'Rules of every game in the collection, written from the same definitions the game engine plays.',
  'svg.stock': 'Stock',
  'svg.waste': 'Waste',
  'svg.foundations': 'Foundations',
  'svg.reserve': 'Reserve',
  'svg.faceDown': 'face down',
  'svg.faceUp': 'face up',

  // Section headings.
  'section.overview': 'Overview',
  'section.goal': 'Goal',
  'section.layout': 'Layout',
  'section.foundations': 'Foundations',
  'section.tableau': '{fans, select, true {Fans} other {Tableau}}',
  'section.stock': '{hasStock, select, true {Stock and waste} other {Redeals}}',
  'section.scoring': 'Scoring',
  'section.options': 'Options',
  'section.tips': 'Tips',

  // Overview.
  'overview.summary': '{fans, select, true {{name} is a patience game for one player: the cards are spread face up in {piles} small fans, and the aim is to build them all onto {foundations} foundations.} other {{hasStock, select, true {{name} is a patience game for one player, with a tableau of {piles} piles, a stock and {foundations} foundations to build on.} other {{name} is a patience game for one player, with a tableau of {piles} piles and {foundations} foundations to build on.}}}}',
  'overview.deck': '{decks, plural, one {It is played with one standard deck of {cards} cards: clubs, diamonds, hearts and spades, hearts and diamonds being red, each suit running from the Ace (one, the lowest) to the King.} other {It is played with # standard decks, {cards} cards in all: clubs, diamonds, hearts and spades, hearts and diamonds being red, each suit running from the Ace (one, the lowest) to the King.}}',
  'overview.source': 'Where sources disagree, these rules follow {source}.',

  // Goal.
  'goal.win': 'You win when all {cards} cards are on the {foundations} foundations.',

  // Layout.
  'layout.aces': 'Before the deal, the {aces} Aces are placed on the foundations, one on each.',
  'layout.rows': 'The tableau has {piles} piles of {perPile} cards each, {total} cards in all, dealt in {rows} rows: each row puts one card on every pile, from left to right.',
  'layout.row': '{face, select, up {Row {row} is dealt face up.} other {Row {row} is dealt face down.}}',
  'layout.coveredFaceUp': 'A face-up card of row {row} lies under a face-down card: you can see it and plan with it, but it cannot move while a face-down card covers it; once that card has turned up, it moves like any other face-up card.',
  'layout.staircase': 'The tableau has {piles} piles holding from 1 to {piles} cards (the first pile gets one card, the second two, and so on), {total} cards in all. Only the top card of each pile is face up.',
  'layout.fans': '{shape, select, even {{whole, select, true {The whole deck is dealt face up into {fans} fans of {size} cards.} other {{total} cards are dealt face up into {fans} fans of {size} cards.}}} other {{whole, select, true {The whole deck is dealt face up into {fans} fans: {full} fans of {size} cards, then a last fan of {last, plural, one {a single card} other {# cards}}.} other {{total} cards are dealt face up into {fans} fans: {full} fans of {size} cards, then a last fan of {last, plural, one {a single card} other {# cards}}.}}}}',
  'layout.kingsToBottom': '{fans, select, true {During the deal, every King that lands in a fan slides to the bottom of that fan, so no King covers another card at the start. A fan that gets several Kings keeps them in their dealt order at its bottom.} other {During the deal, every King that lands in a pile slides to the bottom of that pile, so no King covers another card at the start. A pile that gets several Kings keeps them in their dealt order at its bottom.}}',
  'layout.reserve': 'Next, {reserve} cards form a reserve, face down except its top card, which is face up and playable. Nothing may ever be placed on the reserve.',
  'layout.stock': 'The other {stock} cards form the stock, face down. The waste starts empty.',
  'layout.noStock': '{redeal, select, true {Every card is dealt at the start: there is no stock and no waste.} other {Every card is dealt at the start: there is no stock, no waste and no redeal.}}',

  // Foundations.
  'foundations.base': '{count, plural, one {There is one foundation. An empty foundation accepts any Ace.} other {There are # foundations. An empty foundation accepts any Ace.}}',
  'foundations.build': '{build, select, alternateColour {A foundation accepts a card of the opposite colour and exactly one rank higher than its top card. So a foundation holds at most {max} cards, from the Ace up to the King.} other {A foundation accepts a card of the same suit and exactly one rank higher than its top card. So a foundation holds at most {max} cards, from the Ace up to the King of one suit.}}',
  'foundations.playBack': '{playBack, select, true {{fans, select, true {The top card of a foundation stays in play: it may be moved back onto a fan that accepts it under the fans’ own rules, but never from one foundation to another.} other {The top card of a foundation stays in play: it may be moved back onto a tableau pile that accepts it under the tableau’s own rules, but never from one foundation to another.}}} other {A card placed on a foundation stays there for the rest of the game.}}',
  'foundations.shortcut': 'To send a card to the foundation that accepts it, when one does, double-click it in the web game or press a single key in the terminal game.',
  'foundations.baseFixed': '{aces, select, true {The Aces placed on the foundations at the start never leave them.} other {The first card of each foundation never leaves it, even when the cards above it may be played back.}}',

  // Tableau or fans.
  'tableau.rank': '{fans, select, true {{direction, select, down {A fan accepts a card exactly one rank lower than its top card.} up {A fan accepts a card exactly one rank higher than its top card.} other {A fan accepts a card one rank higher or one rank lower than its top card.}}} other {{direction, select, down {A tableau pile accepts a card exactly one rank lower than its top card.} up {A tableau pile accepts a card exactly one rank higher than its top card.} other {A tableau pile accepts a card one rank higher or one rank lower than its top card.}}}}',
  'tableau.suit': '{suit, select, alternateColour {The card added must be of the opposite colour: red on black, black on red.} sameSuit {The card added must be of the same suit as the card it covers.} other {Suits and colours do not matter.}}',
  'tableau.example': `{shape, select, anyRank {For example, any {r1} fits on the {onRank} of ${suitWord('onSuit')}.} anyTwoRanks {For example, any {r1} or any {r2} fits on the {onRank} of ${suitWord('onSuit')}.} oneCard {For example, only the {r1} of ${suitWord('s1')} fits on the {onRank} of ${suitWord('onSuit')}.} twoCards {For example, only the {r1} of ${suitWord('s1')} or the {r1} of ${suitWord('s2')} fits on the {onRank} of ${suitWord('onSuit')}.} other {For example, {count} different cards fit on the {onRank} of ${suitWord('onSuit')}.}}`,
  'tableau.wrap': '{wrap, select, true {Ranks wrap around: the King and the Ace count as neighbours.} other {Ranks do not wrap around: nothing is one rank below an Ace or one rank above a King.}}',
  'tableau.ends': `{ends, select, both {So on a King only ${aRank('kingTakes')} fits, and on an Ace only ${aRank('aceTakes')}.} king {So on a King only ${aRank('kingTakes')} fits, and nothing fits on an Ace.} ace {So on an Ace only ${aRank('aceTakes')} fits, and nothing fits on a King.} other {So nothing fits on a King or on an Ace.}}`,
  'tableau.moveUnit': '{unit, select, topCard {{fans, select, true {Only the top card of a fan is playable, and it always moves alone, never as a sequence: to a foundation or onto another fan.} other {Only the top card of a pile is playable, and it always moves alone, never as a sequence: to a foundation or onto another pile.}}} other {You may move a face-up card along with every card lying on it, as one unit, provided each card of that unit could itself be placed on the card beneath it.}}',
  'tableau.runStart': 'The face-up cards of a pile need not form one sequence, since the deal can put unrelated face-up cards together: a unit can only start at a card from which the rest of the pile is such a sequence.',
  'tableau.autoFlip': 'Whenever a face-down card is left on top of its pile, it turns face up on its own.',
  'tableau.capacity': '{fans, select, true {{capacity, plural, one {A fan can never hold more than one card: a fan with a card accepts nothing.} other {A fan can never hold more than # cards: a fan of # cards accepts nothing.}}} other {{capacity, plural, one {A pile can never hold more than one card: a pile with a card accepts nothing.} other {A pile can never hold more than # cards: a pile of # cards accepts nothing.}}}}',
  'tableau.empty': '{policy, select, kingOnly {{unit, select, topCard {{fans, select, true {An empty fan accepts only a King.} other {An empty pile accepts only a King.}}} other {An empty pile accepts only a King, or a unit headed by a King.}}} anyCard {{unit, select, topCard {{fans, select, true {An empty fan accepts any card.} other {An empty pile accepts any card.}}} other {An empty pile accepts any card, or any unit that may move.}}} other {{fans, select, true {A fan that becomes empty stays empty for the rest of the game: no card may be placed on it.} other {A pile that becomes empty stays empty for the rest of the game: no card may be placed on it.}}}}',
  'tableau.reserveNoRefill': 'The reserve never fills an empty pile by itself: you choose what goes there.',

  // Stock and waste.
  'stock.draw': '{draw, plural, one {Each deal from the stock turns one card face up onto the waste.} other {Each deal from the stock moves # cards face up onto the waste (fewer when fewer are left), and only the top one of them is playable.}}',
  'stock.waste': 'The top card of the waste may be played onto a tableau pile or a foundation. The player never moves a card onto the waste or the stock.',
  'stock.redeal': '{unlimited, select, true {When the stock is empty, the whole waste is flipped over and becomes the new stock, keeping its order, so the first card dealt comes first again. Redeals are unlimited: you may pass through the stock as many times as you like.} other {{limit, plural, =0 {There is no redeal: the stock is dealt once, in a single pass, and stays empty afterwards.} one {When the stock is empty, the whole waste is flipped over and becomes the new stock, keeping its order, so the first card dealt comes first again. This may be done only once: one redeal, so two passes through the stock in all. After the last pass the stock stays empty.} =2 {When the stock is empty, the whole waste is flipped over and becomes the new stock, keeping its order, so the first card dealt comes first again. This may be done at most twice: two redeals, so three passes through the stock in all. After the last pass the stock stays empty.} other {When the stock is empty, the whole waste is flipped over and becomes the new stock, keeping its order, so the first card dealt comes first again. This may be done at most # times: # redeals, so {passes} passes through the stock in all. After the last pass the stock stays empty.}}}}',
  'stock.shuffle': '{fans, select, true {{unlimited, select, true {Whenever you like, you may gather the cards left in the fans, shuffle them and deal them again in fans of {size}, the last fan taking what is left. Such redeals are unlimited.} other {{limit, plural, =0 {The cards left in the fans are never gathered and dealt again.} one {Once in a game, you may gather the cards left in the fans, shuffle them and deal them again in fans of {size}, the last fan taking what is left: one redeal.} =2 {Twice in a game, you may gather the cards left in the fans, shuffle them and deal them again in fans of {size}, the last fan taking what is left: two redeals.} other {Up to # times in a game, you may gather the cards left in the fans, shuffle them and deal them again in fans of {size}, the last fan taking what is left: # redeals.}}}}} other {{unlimited, select, true {Whenever you like, you may gather the cards left on the tableau, shuffle them and deal them again the same way. Such redeals are unlimited.} other {{limit, plural, =0 {The cards left on the tableau are never gathered and dealt again.} one {Once in a game, you may gather the cards left on the tableau, shuffle them and deal them again the same way: one redeal.} =2 {Twice in a game, you may gather the cards left on the tableau, shuffle them and deal them again the same way: two redeals.} other {Up to # times in a game, you may gather the cards left on the tableau, shuffle them and deal them again the same way: # redeals.}}}}}}',

  // Scoring.
  'scoring.scheme': '{scoring, select, foundationCards {You score one point for every card on the foundations, so {max} points at most. A card moved back off a foundation takes its point with it.} other {No score is kept: a game is simply won or not.}}',

  // Options.
  'options.intro': '{count, plural, one {One setting may be changed before a game; the rules above describe its default.} other {# settings may be changed before a game; the rules above describe their defaults.}}',
  'options.draw': '{value, plural, one {Cards per deal: the stock can be set to deal one card at a time instead of {dflt}.} other {Cards per deal: the stock can be set to deal # cards at a time instead of {dflt}.}}',
  'options.redeals': '{unlimited, select, true {Redeals: they can be made unlimited.} other {{kind, select, turnWaste {{value, plural, =0 {Redeals: they can be turned off, leaving a single pass through the stock.} one {Redeals: they can be limited to one, so two passes through the stock.} other {Redeals: they can be limited to #, so {passes} passes through the stock.}}} other {{value, plural, =0 {Redeals: they can be turned off.} one {Redeals: they can be limited to one.} other {Redeals: they can be limited to #.}}}}}}',
  'options.playBack': '{value, select, true {Playing back: cards may be allowed to come back off the foundations.} other {Playing back: cards can be made to stay on the foundations for good.}}',
  'options.kingsToBottom': '{value, select, true {Kings at the deal: they can be made to slide to the bottom of their pile.} other {Kings at the deal: they can be left where they are dealt, without sliding to the bottom.}}',

  // Tips.
  'tips.coveredFaceUp': 'Before moving, look at the face-up cards lying under face-down ones: they show what a pile will offer once it is uncovered.',
  'tips.kingOnly': 'Empty a pile only when a King, or a unit headed by one, is ready to move into it.',
  'tips.never': '{fans, select, true {An emptied fan is gone for good, so look ahead before clearing one.} other {An emptied pile is gone for good, so look ahead before clearing one.}}',
  'tips.capacity': '{fans, select, true {A full fan accepts nothing: keep room on the fans where the next cards will need it.} other {A full pile accepts nothing: keep room on the piles where the next cards will need it.}}',
  'tips.draw': 'With {draw} cards per deal, only one stock card in {draw} can be reached on a pass; playing a card from the waste shifts which cards you will reach on the next pass.',
  'tips.passes': 'Passes through the stock are limited: before turning the waste over, make sure you have used every card it offered.',
  'tips.playBack': '{fans, select, true {Taking a card back off a foundation can free a move on the fans when you are stuck.} other {Taking a card back off a foundation can free a move on the tableau when you are stuck.}}',
};
