import { capitalWords, words } from './glossary.js';
import { choose, countWords, rankSelect } from './icuSelect.js';
import { N, n, numbers, suitWord } from './tableCatalogEn.js';

// English, the reference catalog. Every message is a whole sentence (or a whole label) in each branch; the
// arguments are the definition's values, never translated fragments. Card ranks are capitalised (the King, an
// Ace), as English rules write them; the rules say "accepts" for what a place may receive, everywhere.

const aRank = (arg: string) =>
  rankSelect(arg, {
    ace: 'an Ace',
    two: 'a 2',
    three: 'a 3',
    four: 'a 4',
    five: 'a 5',
    six: 'a 6',
    seven: 'a 7',
    eight: 'an 8',
    nine: 'a 9',
    ten: 'a 10',
    jack: 'a Jack',
    queen: 'a Queen',
    king: 'a King',
  });

// Ordinals in words from first to tenth.
const ord = (arg: string) =>
  countWords(arg, ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth']);

// The sources a page names: a program, a book, or the online page the project started from.
const sources = {
  onlinePage: 'the online rules page this collection started from',
  aisleriot: 'GNOME Aisleriot',
  pysolfc: 'PySolFC',
  solitaireGg: 'solitaire.gg',
  prettyGoodSolitaire: 'Pretty Good Solitaire',
  parlett: 'David Parlett’s Penguin Book of Patience',
  moreheadMottSmith: 'Morehead and Mott-Smith',
  wikipedia: 'Wikipedia',
  microsoft: 'Microsoft’s FreeCell for Windows',
  microsoftSpider: 'Microsoft’s Spider Solitaire for Windows',
  fcSolve: 'Freecell Solver',
  jerryBryan: 'Jerry Bryan',
  microsoftCollection: 'the Microsoft Solitaire Collection',
  blackHoleSolver: 'Shlomi Fish’s Black Hole Solver',
  playsolitaireIo: 'playsolitaire.io',
};
const src = (arg: string) => choose(arg, sources);
const Src = (arg: string) =>
  choose(arg, { ...sources, onlinePage: 'The online rules page this collection started from' });

// The glossary's words (w) and the same capitalised (W).
const w = words.en;
const W = capitalWords.en;

// A card named by the arguments `rank` and `suit`: "the Ace of spades".
const theCard = `the ${rankSelect('rank', {
  ace: 'Ace',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  jack: 'Jack',
  queen: 'Queen',
  king: 'King',
})} of ${suitWord('suit')}`;
// What a card played onto the one foundation may not do at the ends of the ranks, after "whatever the suit".
const stepEnds = `{wrap, select, true {, King and Ace counting as next to each other} other {{kingStops, select, true {, and nothing on a King} other {, never round the corner from King to Ace}}}}`;
// Whatever the stock (and its waste) still hold when the table is cleared.
const leftOver = `{waste, select, true {whatever is left in the ${w.stock} and the ${w.waste}} other {whatever is left in the ${w.stock}}}`;

// The deal of a rows layout, said once; each branch of layout.rows adds how the rows are faced.
const rowsDeal = `The ${w.tableau} is dealt in ${n('rows')} rows across ${n('piles')} ${w.piles}, one ${w.card} to each ${w.pile} per row from left to right, {short, plural, =0 {so each ${w.pile} holds ${n('perPile')} ${w.cards}, {total} in all.} other {until no ${w.card} is left: the first ${n('long')} ${w.piles} hold ${n('perPile')} ${w.cards} and the last ${n('short')} hold ${n('fewer')}, {total} in all.}}`;
// What a pile starts with in the index line: its cards (fewer on the last piles of a deal that runs out) and faces.
const startsWith = `{perPile, plural, one {a single ${w.card}{down, plural, =0 {, face up} other {, face down}}} other {${n('perPile')} ${w.cards}{short, plural, =0 {} other { (the last ${n('short')} with ${n('fewer')})}}, {down, plural, =0 {all face up} other {${n('down')} of them face down}}}}`;
// Said after a rows deal's pile contents when the deal slides each pile's Kings beneath its other cards.
const kingsUnder = `{kings, select, true {; any Kings among them go to the bottom of their ${w.pile}} other {}}`;
// What an empty pile takes, where the index line has room to say so (after "build down whatever the suit").
const emptyRule = `{empty, select, never {, and an emptied ${w.pile} stays empty} kingOnly {, and only a King may fill an emptied ${w.pile}} other {}}`;
// Turning the waste over: the same cards, not shuffled, come back in the order they were first drawn.
const turnOver = `When the ${w.stock} is empty, you may ${w.toRedeal}: the ${w.waste} is turned over as a whole, without shuffling, and becomes the ${w.stock} again, so its ${w.cards} come back in the order they were first drawn.`;
// A choice of a setting, marked when it is the one the page describes.
const byDefault = (phrase: string) => `{current, select, true {${phrase} (the default)} other {${phrase}}}`;
// How a game redeals, as the first half of a sentence about this game, from the arguments prefixed `p`.
const gathered = (times: string) => `the ${w.cards} may be gathered, shuffled and redealt ${times}`;
const redealHere = (p: string) =>
  `{${p}Kind, select, turnWaste {{${p}Unlimited, select, true {${W.redeals} are unlimited here} other {{${p}Limit, plural, =0 {There is no ${w.redeal} here} one {Only one ${w.redeal} is allowed here} other {Up to ${countWords(`${p}Limit`, numbers)} ${w.redeals} are allowed here}}}}} shuffleTableau {{${p}Unlimited, select, true {Here ${gathered('as often as you like')}} other {{${p}Limit, plural, =0 {There is no ${w.redeal} here} one {Here ${gathered('once')}} =2 {Here ${gathered('twice')}} other {Here ${gathered(`up to ${countWords(`${p}Limit`, numbers)} times`)}}}}}} other {There is no ${w.redeal} here}}`;
// The same for the other game, as the second half: "…, where {other} allows any number."
const redealThere = (p: string) =>
  `{${p}Kind, select, turnWaste {{${p}Unlimited, select, true {{other} allows any number} other {{${p}Limit, plural, =0 {{other} allows none} one {{other} allows one} other {{other} allows up to ${countWords(`${p}Limit`, numbers)}}}}}} shuffleTableau {{${p}Unlimited, select, true {in {other} ${gathered('as often as you like')}} other {{${p}Limit, plural, =0 {{other} has no ${w.redeal}} one {in {other} ${gathered('once')}} =2 {in {other} ${gathered('twice')}} other {in {other} ${gathered(`up to ${countWords(`${p}Limit`, numbers)} times`)}}}}}} other {{other} has no ${w.redeal}}}`;
// How a deal of piles of their own sizes faces its cards (`pilesFaces` in describe.ts), after the card count.
const pileFaces = choose('faces', {
  allUp: 'all face up',
  topUp: `only the top ${w.card} of each face up`,
  firstDown: `{down, plural, one {the bottom one face down} other {the ${n('down')} bottom ones face down}} {downPiles, plural, one {in the first} other {in the first ${n('downPiles')}}}`,
  mixed: 'some of them face down',
});
// Both apps say so when no move can change the game any more (the terminal's notice, the web game's status line).
const told = 'Both the web game and the terminal game say so when it happens.';

/** English messages, by key. */
export const catalogEn: Record<string, string> = {
  // Page furniture.
  'page.title': 'How to play {name}',
  'page.otherLanguages': 'This page in other languages',
  'page.allGames': 'All games',
  'page.figure': 'The starting layout of {name}.',
  'index.title': 'Patience games: the rules',
  'index.intro':
    'The rules of every game in the collection, written from the same definitions that the game engine plays.',
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
  'section.foundations': `{kind, select, single {${W.foundation}} higherOfSuit {Discarding} rankSum {Pairs} other {${W.foundations}}}`,
  'section.tableau': `{fans, select, true {${W.fans}} other {${W.tableau}}}`,
  'section.stock': `{hasStock, select, true {{waste, select, false {${W.stock}} other {${W.stock} and ${w.waste}}}} other {${W.redeals}}}`,
  'section.scoring': 'Scoring',
  'section.tips': 'Tips',
  'section.variations': 'Variations',
  'section.related': 'Related games',
  'section.about': 'Sources and history',

  // Overview, and the index line (summary.*), which must tell each game apart.
  'overview.intro': choose(
    'family',
    {
      klondike:
        '{head, select, true {{name} is a patience game for one player, the one that gives the Klondike family its name.} other {{name} is a patience game for one player, a member of the Klondike family.}}',
      canfield: `{head, select, true {{name} is a patience game for one player, the one that gives the Canfield family its name.} other {{name} is a patience game for one player, a member of the Canfield family.}}`,
      yukon: `{head, select, true {{name} is a patience game for one player, the one that gives the Yukon family its name.} other {{name} is a patience game for one player, a member of the Yukon family.}}`,
      fortyThieves: `{head, select, true {{name} is a patience game for one player, the one that gives the Forty Thieves family its name.} other {{name} is a patience game for one player, a member of the Forty Thieves family.}}`,
      bakersDozen: `{head, select, true {{name} is a patience game for one player, the one that gives the Baker’s Dozen family its name.} other {{name} is a patience game for one player, a member of the Baker’s Dozen family.}}`,
      freecell: `{head, select, true {{name} is a patience game for one player, the best known of the games played with free ${w.cells}.} other {{name} is a patience game for one player, one of the games played with free ${w.cells}.}}`,
      fan: `{head, select, true {{name} is a patience game for one player, the one that gives its name to the games dealt in small ${w.fans}.} other {{name} is a patience game for one player, one of the games dealt in small ${w.fans}.}}`,
      spider: `{head, select, true {{name} is a patience game for one player, the one that gives the Spider family its name.} other {{name} is a patience game for one player, a member of the Spider family.}}`,
      golf: `{head, select, true {{name} is a patience game for one player, the one that gives the Golf family its name.} other {{name} is a patience game for one player, a member of the Golf family.}}`,
      pyramid: `{head, select, true {{name} is a patience game for one player, the one that gives the Pyramid family its name.} other {{name} is a patience game for one player, a member of the Pyramid family.}}`,
    },
    '{name} is a patience game for one player.',
  ),
  'summary.rows': `{decks, plural, one {Each of the ${n('piles')} ${w.piles} starts with ${startsWith}${kingsUnder}.} other {It takes ${n('decks')} decks: each of the ${n('piles')} ${w.piles} starts with ${startsWith}${kingsUnder}.}}`,
  'summary.piles': `{decks, plural, one {{spread, select, even {Each of the ${n('piles')} ${w.piles} starts with ${n('max')} ${w.cards}, ${pileFaces}.} twoSizes {The ${n('piles')} ${w.piles} start with ${n('min')} or ${n('max')} ${w.cards}, ${pileFaces}.} other {The ${n('piles')} ${w.piles} start with ${n('min')} to ${n('max')} ${w.cards}, ${pileFaces}.}}} other {{spread, select, even {It takes ${n('decks')} decks: each of the ${n('piles')} ${w.piles} starts with ${n('max')} ${w.cards}, ${pileFaces}.} twoSizes {It takes ${n('decks')} decks: the ${n('piles')} ${w.piles} start with ${n('min')} or ${n('max')} ${w.cards}, ${pileFaces}.} other {It takes ${n('decks')} decks: the ${n('piles')} ${w.piles} start with ${n('min')} to ${n('max')} ${w.cards}, ${pileFaces}.}}}}`,
  'summary.runs': `Each ${w.run} from King down to Ace in one ${w.suit} leaves the ${w.tableau} for a ${w.foundation} as soon as it lies complete; no single ${w.card} ever goes there.`,
  'summary.stockRow': `{rows, plural, =0 {The last ${n('rest')} ${w.cards} wait in the ${w.stock}, to be dealt onto the first ${n('rest')} ${w.piles} when you choose.} other {{needsEveryPile, select, true {Each ${w.deal} from the ${w.stock} puts one ${w.card} on every ${w.pile}, and never while a ${w.pile} is empty.} other {Each ${w.deal} from the ${w.stock} puts one ${w.card} on every ${w.pile}.}}}}`,
  'summary.cells': `{dealt, plural, =0 {Beside the ${w.foundations} stand ${n('cells')} free ${w.cells}, each holding a single ${w.card}.} other {Beside the ${w.foundations} stand ${n('cells')} free ${w.cells}, each holding a single ${w.card}; the ${w.deal} fills ${n('dealt')} of them.}}`,
  'summary.staircase': `{extraUp, plural, =0 {The ${n('piles')} ${w.piles} start with one to ${n('piles')} ${w.cards}, only the top ${w.card} of each face up.} other {The ${n('piles')} ${w.piles} start with one to ${n('piles')} ${w.cards}, only the top ${w.card} of each face up; every ${w.pile} but the first then gets ${n('extraUp')} more ${w.cards} face up.}}`,
  'summary.fans': `{aces, select, card {All the ${w.cards} but the one that starts the ${w.foundation} are spread face up in ${n('fans')} ${w.fans} of ${n('size')}.} true {The Aces start on the ${w.foundations}, and the other ${w.cards} are spread face up in ${n('fans')} ${w.fans} of ${n('size')}.} other {All the ${w.cards} are spread face up in ${n('fans')} ${w.fans} of ${n('size')} or fewer.}}`,
  'summary.reserve': `{refill, select, true {A ${w.reserve} of ${n('reserve')} ${w.cards} waits beside them, its top ${w.card} in play, and fills any ${w.pile} that empties.} other {A ${w.reserve} of ${n('reserve')} ${w.cards} waits beside them, its top ${w.card} in play.}}`,
  'summary.base': `{wrap, select, true {The ${w.foundations} start at the rank of the first ${w.card} dealt, which changes from one ${w.deal} to the next, and go on from King to Ace.} other {The ${w.foundations} start at the rank of the first ${w.card} dealt, which changes from one ${w.deal} to the next.}}`,
  'summary.build': choose(
    'build',
    {
      down_alternateColour: `{foundations, select, alternateColour {The ${w.piles} build down and the ${w.foundations} up, both in alternating colours.} other {The ${w.piles} build down in alternating colours.}}`,
      down_sameSuit: `{fans, select, true {Each ${w.fan} builds down in ${w.suit}, one ${w.card} at a time.} other {{moveUnit, select, topCard {The ${w.piles} build down in ${w.suit}, one ${w.card} at a time.} other {The ${w.piles} build down in ${w.suit}.}}}}`,
      down_any: `{moveUnit, select, topCard {The ${w.piles} build down whatever the ${w.suit}, one ${w.card} at a time${emptyRule}.} suitedRun {The ${w.piles} build down whatever the ${w.suit}, but only a ${w.run} of one ${w.suit} moves as a whole${emptyRule}.} other {The ${w.piles} build down whatever the ${w.suit}${emptyRule}.}}`,
      upOrDown_any: `{capacity, plural, =0 {The ${w.fans} accept a ${w.card} one rank above or below, whatever its ${w.suit}.} other {The ${w.fans} accept a ${w.card} one rank above or below, whatever its ${w.suit}, and hold ${n('capacity')} ${w.cards} at most.}}`,
    },
    `The ${w.tableau} builds by rank, as described below.`,
  ),
  'summary.stock': `{unlimited, select, true {{draw, plural, one {The ${w.stock} is drawn one ${w.card} at a time, with as many ${w.redeals} as you like.} other {The ${w.stock} is drawn ${n('draw')} ${w.cards} at a time, with as many ${w.redeals} as you like.}}} other {{passes, plural, one {{draw, plural, one {The ${w.stock} is drawn one ${w.card} at a time, in a single ${w.pass}.} other {The ${w.stock} is drawn ${n('draw')} ${w.cards} at a time, in a single ${w.pass}.}}} other {{draw, plural, one {The ${w.stock} is drawn one ${w.card} at a time, ${n('passes')} ${w.passes} in all.} other {The ${w.stock} is drawn ${n('draw')} ${w.cards} at a time, ${n('passes')} ${w.passes} in all.}}}}}}`,
  'summary.noStock': `{unlimited, select, true {There is no ${w.stock}, but the ${w.fans} may be gathered, shuffled and redealt as often as you like.} other {{shuffles, plural, =0 {There is no ${w.stock} and no ${w.redeal}.} one {There is no ${w.stock}, but the ${w.fans} may be gathered, shuffled and redealt once.} =2 {There is no ${w.stock}, but the ${w.fans} may be gathered, shuffled and redealt twice.} other {There is no ${w.stock}, but the ${w.fans} may be gathered, shuffled and redealt up to ${n('shuffles')} times.}}}}`,
  'summary.scoring': `{scoring, select, foundationCards {Each ${w.card} on the ${w.foundations} scores a point.} runBonus {A score starts at {start}, loses a point per ${w.move} and gains {perRun} per complete ${w.run}.} other {A score rewards streaks of ${w.cards} played from the ${w.tableau}.}}`,
  'overview.deck': `{suits, plural, one {It is played with {cards} ${w.cards} all of one ${w.suit}, spades: the thirteen spades, from the Ace, the lowest ${w.card}, up to the King, come ${n('copies')} times over.} =2 {It is played with {cards} ${w.cards} in only two ${w.suits}, spades, which are black, and hearts, which are red: each ${w.suit}’s thirteen ${w.cards}, from the Ace, the lowest, up to the King, come ${n('copies')} times over.} other {{decks, plural, one {It is played with one standard deck of {cards} ${w.cards} in four ${w.suits}: clubs and spades are black, diamonds and hearts red, and each ${w.suit} goes from the Ace, the lowest ${w.card}, up to the King.} other {It is played with ${n('decks')} standard decks shuffled together, {cards} ${w.cards} in all, in four ${w.suits}: clubs and spades are black, diamonds and hearts red, and each ${w.suit} goes from the Ace, the lowest ${w.card}, up to the King.}}}}`,

  // Goal, and when the game is lost.
  'goal.win': `{removal, select, true {You win once all {cards} ${w.cards} have been removed, the ${w.stock} and the ${w.waste} included.} other {{foundations, plural, one {You win when all {cards} ${w.cards} are on the ${w.foundation}.} other {You win when all {cards} ${w.cards} are on the ${n('foundations')} ${w.foundations}.}}}}`,
  'goal.lost': `{stock, select, true {{redeal, select, turnWaste {{unlimited, select, true {Since ${w.redeals} are unlimited, the game is lost only when no ${w.card} can move and another ${w.pass} through the ${w.stock} would bring nothing new. ${told}} other {The game is lost when no ${w.card} can move, the ${w.stock} has nothing more to offer and no ${w.redeal} is left. ${told}}}} other {The game is lost when no ${w.card} can move and the ${w.stock} has nothing more to offer. ${told}}}} other {{redeal, select, shuffleTableau {{unlimited, select, true {The game is lost when no ${w.card} can move and ${w.redeals} bring nothing new any more. ${told}} other {The game is lost when no ${w.card} can move and no ${w.redeal} is left. ${told}}}} other {The game is lost when no ${w.card} can move any more. ${told}}}}}`,

  'goal.runs': `You win when all ${n('foundations')} ${w.runs} of thirteen ${w.cards}, each from King down to Ace in one ${w.suit}, have left the ${w.tableau} for the ${w.foundations}.`,

  // Layout.
  'layout.aces': `Before the deal, the ${n('aces')} Aces are put on the ${w.foundations}, one on each.`,
  // A single row gives each pile one card: said without rows or totals.
  'layout.rows': `{rows, plural, one {Each of the ${n('piles')} ${w.piles} of the ${w.tableau} gets a single ${w.card}{faces, select, allDown {, face down} other {, face up}}.} other {${choose(
    'faces',
    {
      alternateDown: `${rowsDeal} The first row is face down, the second face up, and so on in turn.`,
      alternateUp: `${rowsDeal} The first row is face up, the second face down, and so on in turn.`,
      allUp: `${rowsDeal} Every row is face up.`,
      allDown: `${rowsDeal} Every row is face down.`,
      mixed: `${rowsDeal} Rows {items} are face down and the others face up.`,
    },
  )}}}`,
  'layout.rowNumber': '{row}',
  'layout.rowSize': `${n('size')}`,
  'layout.piles': `{groups, plural, one {Each of the ${n('piles')} ${w.piles} of the ${w.tableau} gets {size, plural, one {a single ${w.card}} other {${n('size')} ${w.cards}}}, {total} in all.} other {From left to right, the ${n('piles')} ${w.piles} of the ${w.tableau} get {items}, {total} ${w.cards} in all.}}`,
  'layout.pileGroup': `{position, select, first {{count, plural, one {{size, plural, one {one ${w.card}} other {${n('size')} ${w.cards}}} on the first} other {{size, plural, one {one ${w.card}} other {${n('size')} ${w.cards}}} on each of the first ${n('count')}}}} rest {${n('size')} on each of the other ${n('count')}} other {{count, plural, one {${n('size')} on the ${ord('pile')}} other {${n('size')} on each of the next ${n('count')}}}}}`,
  'layout.pileFaces': choose('faces', {
    allUp: `Every ${w.card} is dealt face up.`,
    topUp: `Only the top ${w.card} of each ${w.pile} is face up; the others lie face down beneath it.`,
    firstDown: `{downPiles, plural, one {In the first ${w.pile}} other {In each of the first ${n('downPiles')} ${w.piles}}}, {down, plural, one {the bottom ${w.card} lies face down} other {the ${n('down')} bottom ${w.cards} lie face down}}; every other ${w.card} is face up.`,
    mixed: `Some ${w.cards} are dealt face down, as the picture shows; the top ${w.card} of each ${w.pile} is face up.`,
  }),
  'layout.coveredFaceUp': `The ${w.cards} of the ${ord('row')} row are face up but lie under the face-down ${w.cards} of the ${ord('coverRow')} row: you can see them and plan with them, but none of them can move while a face-down ${w.card} lies on it. Once that covering ${w.card} has been turned face up, the ${w.card} beneath it moves like any other face-up ${w.card}.`,
  'layout.staircase': `The ${n('piles')} ${w.piles} of the ${w.tableau} get one to ${n('piles')} ${w.cards} (the first ${w.pile} one, the second two, and so on), {total} ${w.cards} in all, and only the top ${w.card} of each ${w.pile} is face up.`,
  'layout.extraUp': `Then ${n('extraUp')} more rows are dealt face up, one ${w.card} to each ${w.pile} but the first per row, {total} ${w.cards} in all.`,
  'layout.fans': `{shape, select, even {{whole, select, true {The whole deck is dealt face up into ${n('fans')} ${w.fans} of ${n('size')} ${w.cards}.} other {The deal spreads the other {total} ${w.cards} face up in ${n('fans')} ${w.fans} of ${n('size')} ${w.cards}.}}} other {{whole, select, true {The whole deck is dealt face up into ${n('fans')} ${w.fans}: ${n('full')} of ${n('size')} ${w.cards}, then a last ${w.fan} of {last, plural, one {a single ${w.card}} other {${n('last')} ${w.cards}}}.} other {The deal spreads the other {total} ${w.cards} face up in ${n('fans')} ${w.fans}: ${n('full')} of ${n('size')} ${w.cards}, then a last ${w.fan} of {last, plural, one {a single ${w.card}} other {${n('last')} ${w.cards}}}.}}}}`,
  'layout.kingsToBottom': `{fans, select, true {While dealing, every King that lands in a ${w.fan} is slid under the ${w.cards} already there, to the bottom of that ${w.fan}, so that when play starts no King covers any ${w.card} but another King. A ${w.fan} that gets several Kings keeps them at its bottom in the order they came.} other {While dealing, every King that lands in a ${w.pile} is slid under the ${w.cards} already there, to the bottom of that ${w.pile}, so that when play starts no King covers any ${w.card} but another King. A ${w.pile} that gets several Kings keeps them at its bottom in the order they came.}}`,
  'layout.baseCard': `{single, select, true {One ${w.card} is turned face up to start the ${w.foundation}: it is the first ${w.card} to build on, whatever its rank.} other {First, one ${w.card} is turned face up and put on a ${w.foundation}: its rank is the base rank of this ${w.deal}.}}`,
  'layout.reserve': `Next, ${n('reserve')} ${w.cards} are set aside as a ${w.reserve}, face down except the top one, which is face up and playable. Nothing may ever be put on the ${w.reserve}.`,
  'layout.stock': `{waste, select, false {The remaining ${n('stock')} ${w.cards} form the ${w.stock}, face down; there is no ${w.waste}.} other {The remaining {stock} ${w.cards} form the ${w.stock}, face down, and the ${w.waste} beside it starts empty.}}`,
  'layout.cells': `{dealt, plural, =0 {Beside the ${w.foundations} stand ${n('cells')} free ${w.cells}, empty at the start.} other {The ${n('dealt')} ${w.cards} left over go into ${n('dealt')} of the ${n('cells')} free ${w.cells} beside the ${w.foundations}; the others start empty.}}`,
  'layout.numbering': choose('scheme', {
    microsoft: `${W.deals} are numbered as in Microsoft’s FreeCell for Windows: ${w.deal} #11982 here holds the same ${w.cards} as game #11982 there, and as in every other program that keeps that numbering.`,
  }),
  'layout.noStock': `{redeal, select, true {Every ${w.card} is dealt at the start: there is no ${w.stock} and no ${w.waste}.} other {Every ${w.card} is dealt at the start: there is no ${w.stock}, no ${w.waste} and no ${w.redeal}.}}`,

  // Foundations.
  'foundations.base': `{base, select, dealt {{count, plural, one {There is one ${w.foundation}, started by the first ${w.card} dealt.} other {There are ${n('count')} ${w.foundations}. The first ${w.card} dealt starts one of them, and its rank is the base rank: an empty ${w.foundation} accepts only a ${w.card} of that rank, in any ${w.suit}.}}} other {{aces, select, true {{count, plural, one {There is one ${w.foundation}, which holds an Ace from the start.} other {There are ${n('count')} ${w.foundations}, each holding one of the Aces from the start.}}} other {{count, plural, one {There is one ${w.foundation}, and while it is empty it accepts any Ace.} other {There are ${n('count')} ${w.foundations}, and an empty ${w.foundation} accepts any Ace.}}}}}}`,
  'foundations.build': `{build, select, alternateColour {{wrap, select, true {A ${w.foundation} accepts the ${w.card} one rank above its top ${w.card}, in the other colour, going on from the King to the Ace, so it holds at most {max} ${w.cards}, from the base rank round to the rank just below it.} other {A ${w.foundation} accepts the ${w.card} one rank above its top ${w.card}, in the other colour, so it holds at most {max} ${w.cards}, from an Ace up to a King.}}} other {{wrap, select, true {A ${w.foundation} accepts the ${w.card} one rank above its top ${w.card}, in the same ${w.suit}, going on from the King to the Ace, so it holds at most {max} ${w.cards}: a whole ${w.suit}, from the base rank up to the King, then from the Ace up to the rank just below the base.} other {A ${w.foundation} accepts the ${w.card} one rank above its top ${w.card}, in the same ${w.suit}, so it holds at most {max} ${w.cards}, from the Ace up to the King of one ${w.suit}.}}}}`,
  'foundations.playBack': `{playBack, select, true {{fans, select, true {The top ${w.card} of a ${w.foundation} stays in play: it may be moved back onto a ${w.fan} that accepts it under the ${w.fans}’ own rules, but never from one ${w.foundation} to another.} other {The top ${w.card} of a ${w.foundation} stays in play: it may be moved back onto a ${w.tableau} ${w.pile} that accepts it under the ${w.tableau}’s own rules, but never from one ${w.foundation} to another.}}} other {A ${w.card} placed on a ${w.foundation} stays there for the rest of the game.}}`,
  'foundations.shortcut': `{single, select, true {To send a ${w.card} straight to the ${w.foundation}, double-click it in the web game, or press the f key: in the web game on the ${w.card} that has the focus, in the terminal game on the ${w.card} under the cursor.} other {To send a ${w.card} straight to a ${w.foundation} that accepts it, double-click it in the web game, or press the f key: in the web game on the ${w.card} that has the focus, in the terminal game on the ${w.card} under the cursor.}}`,
  'foundations.baseFixed': `{aces, select, true {The Aces placed on the ${w.foundations} at the start never leave them.} other {The first ${w.card} of each ${w.foundation} never leaves it, even when the ${w.cards} above it may be played back.}}`,

  'foundations.runs': `There are ${n('count')} ${w.foundations}, and no single ${w.card} ever goes to one. A ${w.run} of thirteen ${w.cards}, from the King down to the Ace and all in one ${w.suit}, leaves the ${w.tableau} as a whole for an empty ${w.foundation} the moment it lies complete on top of a ${w.pile}, as part of the ${w.move} or the ${w.deal} from the ${w.stock} that completed it.`,
  'foundations.runsStay': `A ${w.run} that has reached a ${w.foundation} stays there for the rest of the game; you never move ${w.cards} to or from the ${w.foundations} yourself.`,

  // Tableau or fans.
  'tableau.rank': `{fans, select, true {{direction, select, down {A ${w.fan} accepts a ${w.card} one rank lower than its top ${w.card}.} up {A ${w.fan} accepts a ${w.card} one rank higher than its top ${w.card}.} other {A ${w.fan} accepts a ${w.card} one rank higher or one rank lower than its top ${w.card}.}}} other {{direction, select, down {A ${w.tableau} ${w.pile} accepts a ${w.card} one rank lower than its top ${w.card}.} up {A ${w.tableau} ${w.pile} accepts a ${w.card} one rank higher than its top ${w.card}.} other {A ${w.tableau} ${w.pile} accepts a ${w.card} one rank higher or one rank lower than its top ${w.card}.}}}}`,
  'tableau.suit': `{suit, select, alternateColour {The ${w.card} added must be of the other colour: red on black, black on red.} sameSuit {The ${w.card} added must be of the same ${w.suit} as the ${w.card} it covers.} other {${W.suits} and colours do not matter.}}`,
  'tableau.example': `{shape, select, anyRank {For example, any {r1} fits on the {onRank} of ${suitWord('onSuit')}.} anyTwoRanks {For example, any {r1} or any {r2} fits on the {onRank} of ${suitWord('onSuit')}.} oneCard {For example, only the {r1} of ${suitWord('s1')} fits on the {onRank} of ${suitWord('onSuit')}.} twoCards {For example, only the {r1} of ${suitWord('s1')} or the {r1} of ${suitWord('s2')} fits on the {onRank} of ${suitWord('onSuit')}.} other {For example, {count} different ${w.cards} fit on the {onRank} of ${suitWord('onSuit')}.}}`,
  'tableau.wrap':
    '{wrap, select, true {Ranks wrap around: the King and the Ace count as neighbours.} other {Ranks do not wrap around: nothing is one rank below an Ace or one rank above a King.}}',
  'tableau.ends': `{ends, select, both {So on a King only ${aRank('kingTakes')} fits, and on an Ace only ${aRank('aceTakes')}.} king {So on a King only ${aRank('kingTakes')} fits, and nothing fits on an Ace.} ace {So on an Ace only ${aRank('aceTakes')} fits, and nothing fits on a King.} other {So nothing fits on a King or on an Ace.}}`,
  'tableau.cells': `Each free ${w.cell} holds one ${w.card} of any ${w.suit} and rank. The top ${w.card} of a ${w.pile} may be put into an empty ${w.cell}, and a ${w.card} in a ${w.cell} may go onto a ${w.pile} or a ${w.foundation} that accepts it; nothing is ever built on a ${w.cell}.`,
  'tableau.moveUnit': `{moveUnit, select, suitedRun {A face-up ${w.card} can take along every ${w.card} lying on it only when together they form a ${w.run} of one ${w.suit}: each ${w.card} one rank below the one beneath it, and all of the same ${w.suit}. Where a ${w.run} built on a ${w.pile} changes ${w.suit}, only the ${w.cards} above the last change of ${w.suit} move together.} cardOrPile {From a ${w.pile}, either its top ${w.card} moves alone, or the whole ${w.pile} moves at once onto a ${w.pile} that accepts its bottom ${w.card}; part of a ${w.pile} never moves.} faceUpGroup {Any face-up ${w.card} can be lifted along with all the ${w.cards} above it, whatever their order: only the lowest ${w.card} of that group must fit where it goes.} carriedRun {{emptyPiles, select, true {Strictly, ${w.cards} move one at a time, but a ${w.run} (${w.cards} each of which could itself be placed on the ${w.card} beneath it) may move as a whole when the empty ${w.cells} and empty ${w.piles} could carry it across ${w.card} by ${w.card}: at most one ${w.card} more than there are empty ${w.cells}, doubled for each empty ${w.pile} other than the one it goes to. With four empty ${w.cells} and no empty ${w.pile}, that is five ${w.cards}; with one empty ${w.pile} as well, ten, or five into that empty ${w.pile}.} other {Strictly, ${w.cards} move one at a time, but a ${w.run} (${w.cards} each of which could itself be placed on the ${w.card} beneath it) may move as a whole when the empty ${w.cells} could carry it across ${w.card} by ${w.card}: at most one ${w.card} more than there are empty ${w.cells}. Empty ${w.piles} do not help, since they take only Kings.}}} topCard {{fans, select, true {Only the top ${w.card} of a ${w.fan} can be played, and it always moves alone, never as part of a ${w.run}: to a ${w.foundation} or onto another ${w.fan}.} other {Only the top ${w.card} of a ${w.pile} can be played, and it always moves alone, never as part of a ${w.run}: to a ${w.foundation} or onto another ${w.pile}.}}} other {A face-up ${w.card} can take along every ${w.card} lying on it, provided those ${w.cards} form a ${w.run}: each of them could itself be placed on the ${w.card} beneath it.}}`,
  'tableau.runStart': `The face-up ${w.cards} of a ${w.pile} need not form one ${w.run}, since the deal can stack unrelated face-up ${w.cards}: a ${w.run} can only start at a ${w.card} from which everything up to the top of the ${w.pile} is a ${w.run}.`,
  'tableau.autoFlip': `Whenever a face-down ${w.card} is left on top of its ${w.pile}, it turns face up on its own.`,
  'tableau.capacity': `{fans, select, true {{capacity, plural, one {A ${w.fan} can never hold more than one ${w.card}: a ${w.fan} with a ${w.card} accepts nothing.} other {A ${w.fan} can never hold more than ${n('capacity')} ${w.cards}: a ${w.fan} of ${n('capacity')} ${w.cards} accepts nothing.}}} other {{capacity, plural, one {A ${w.pile} can never hold more than one ${w.card}: a ${w.pile} with a ${w.card} accepts nothing.} other {A ${w.pile} can never hold more than ${n('capacity')} ${w.cards}: a ${w.pile} of ${n('capacity')} ${w.cards} accepts nothing.}}}}`,
  'tableau.empty': `{policy, select, kingOnly {{moveUnit, select, cardOrPile {An empty ${w.pile} accepts only a King, or a whole ${w.pile} with a King at its bottom.} faceUpGroup {An empty ${w.pile} accepts only a King, with whatever lies on it.} topCard {{fans, select, true {An empty ${w.fan} accepts only a King.} other {An empty ${w.pile} accepts only a King.}}} other {An empty ${w.pile} accepts only a King, or a ${w.run} headed by a King.}}} anyCard {{moveUnit, select, cardOrPile {An empty ${w.pile} accepts any ${w.card}, or a whole ${w.pile} moved at once.} faceUpGroup {An empty ${w.pile} accepts any face-up ${w.card}, with whatever lies on it.} topCard {{fans, select, true {An empty ${w.fan} accepts any ${w.card}.} other {An empty ${w.pile} accepts any ${w.card}.}}} other {An empty ${w.pile} accepts any ${w.card}, or any ${w.run} that may move.}}} other {{table, select, true {A place of the ${w.tableau} left empty stays empty: no ${w.card} ever fills it.} other {{fans, select, true {A ${w.fan} that becomes empty stays empty for the rest of the game: no ${w.card} may be placed on it.} other {A ${w.pile} that becomes empty stays empty for the rest of the game: no ${w.card} may be placed on it.}}}}}}`,
  'tableau.reserveRefill': `While the ${w.reserve} holds ${w.cards}, a ${w.pile} that empties is filled at once, by itself, with the top ${w.card} of the ${w.reserve}, and the next ${w.card} of the ${w.reserve} turns face up; only once the ${w.reserve} is used up does an empty ${w.pile} wait for you to fill it.`,
  'tableau.reserveNoRefill': `The ${w.reserve} never fills an empty ${w.pile} by itself: you choose what goes there.`,

  // Stock and waste.
  'stock.draw': `{draw, plural, one {Each ${w.draw} turns the top ${w.card} of the ${w.stock} face up onto the ${w.waste}.} other {Each ${w.draw} turns the top ${n('draw')} ${w.cards} of the ${w.stock} face up onto the ${w.waste} (fewer when fewer are left), and only the one that lands on top is playable.}}`,
  'stock.row': `{rows, plural, =0 {When you choose, the ${w.stock} deals its ${n('rest')} ${w.cards} face up, one onto each of the first ${n('rest')} ${w.piles}{needsEveryPile, select, true {, but not while any ${w.pile} is empty.} other {, even onto an empty ${w.pile}.}}} other {Whenever you choose, the ${w.stock} deals a row: one ${w.card} face up onto each of the ${n('piles')} ${w.piles}, from the first to the last. Its ${n('stock')} ${w.cards} make ${n('rows')} such {rows, plural, one {row} other {rows}}{rest, plural, =0 {.} other {, and its last ${n('rest')} go onto the first ${n('rest')} ${w.piles}.}} {needsEveryPile, select, true {The ${w.stock} will not deal while any ${w.pile} is empty: fill every ${w.pile} first, with any ${w.card} or ${w.run}.} other {It deals even onto an empty ${w.pile}.}}}}`,
  'stock.waste': `{removal, select, true {{stockTop, select, true {The top ${w.card} of the ${w.waste} is free as well, and so is the next ${w.card} of the ${w.stock}, the one the next ${w.draw} would turn up: {total, plural, =13 {either may be removed with any other free ${w.card} whose rank makes 13 with its own, the two of them together included, or alone if it is a King.} other {either may be removed with any other free ${w.card} whose rank makes {total} with its own, the two of them together included.}} The player never moves a ${w.card} onto the ${w.waste} or the ${w.stock}.} other {The top ${w.card} of the ${w.waste} is free as well: {total, plural, =13 {it may be removed with a free ${w.card} of the ${w.tableau} whose rank makes 13 with its own, or alone if it is a King.} other {it may be removed with a free ${w.card} of the ${w.tableau} whose rank makes {total} with its own.}} The player never moves a ${w.card} onto the ${w.waste} or the ${w.stock}.}}} other {The top ${w.card} of the ${w.waste} may be played onto a ${w.tableau} ${w.pile} or a ${w.foundation}. The player never moves a ${w.card} onto the ${w.waste} or the ${w.stock}.}}`,
  'stock.redeal': `{unlimited, select, true {${turnOver} You may ${w.toRedeal} as many times as you like.} other {{limit, plural, =0 {There is no ${w.redeal}: once the ${w.stock} is empty, it stays empty.} one {${turnOver} This is allowed only once: one ${w.redeal}, so two ${w.passes} through the ${w.stock} in all.} =2 {${turnOver} This is allowed twice: two ${w.redeals}, so three ${w.passes} through the ${w.stock} in all.} other {${turnOver} This is allowed up to ${n('limit')} times: ${n('limit')} ${w.redeals}, so ${n('passes')} ${w.passes} through the ${w.stock} in all.}}}}`,
  'stock.shuffle': `{fans, select, true {{unlimited, select, true {Whenever you like, you may gather the ${w.cards} left in the ${w.fans}, shuffle them and ${w.toRedeal} them in ${w.fans} of ${n('size')}, the last ${w.fan} taking whatever is left. Such ${w.redeals} are unlimited.} other {{limit, plural, =0 {The ${w.cards} left in the ${w.fans} are never gathered up: there is no ${w.redeal}.} one {Once in a game, you may gather the ${w.cards} left in the ${w.fans}, shuffle them and ${w.toRedeal} them in ${w.fans} of ${n('size')}, the last ${w.fan} taking whatever is left.} =2 {Twice in a game, you may gather the ${w.cards} left in the ${w.fans}, shuffle them and ${w.toRedeal} them in ${w.fans} of ${n('size')}, the last ${w.fan} taking whatever is left.} other {Up to ${n('limit')} times in a game, you may gather the ${w.cards} left in the ${w.fans}, shuffle them and ${w.toRedeal} them in ${w.fans} of ${n('size')}, the last ${w.fan} taking whatever is left.}}}}} other {{unlimited, select, true {Whenever you like, you may gather the ${w.cards} left on the ${w.tableau}, shuffle them and ${w.toRedeal} them the same way. Such ${w.redeals} are unlimited.} other {{limit, plural, =0 {The ${w.cards} left on the ${w.tableau} are never gathered up: there is no ${w.redeal}.} one {Once in a game, you may gather the ${w.cards} left on the ${w.tableau}, shuffle them and ${w.toRedeal} them the same way.} =2 {Twice in a game, you may gather the ${w.cards} left on the ${w.tableau}, shuffle them and ${w.toRedeal} them the same way.} other {Up to ${n('limit')} times in a game, you may gather the ${w.cards} left on the ${w.tableau}, shuffle them and ${w.toRedeal} them the same way.}}}}}}`,

  // Scoring.
  'scoring.scheme': `{scoring, select, foundationCards {You score one point for every ${w.card} on the ${w.foundations}, so {max} points at most. A ${w.card} moved back off a ${w.foundation} takes its point with it.} runBonus {The score starts at {start} points. Every ${w.move} you make costs one point, a row dealt from the ${w.stock} included, and every complete ${w.run} that reaches a ${w.foundation} earns {perRun}. Taking a ${w.move} back gives back what it cost or earned.} streak {The ${w.deal} charges ${n('perCard')} points for each of the {offTable} ${w.cards} not dealt to the ${w.tableau}, so the score starts {charge} points below zero. Each ${w.card} played from the ${w.tableau} to the ${w.foundation} earns one point more than the one played just before it; a ${w.card} turned from the ${w.stock} ends the streak, and the next ${w.card} from the ${w.tableau} earns a single point again. Each ${w.card} of the top row that leaves earns {topRow} points, and once the whole top row is gone, {allTop} more. Taking a ${w.move} back takes its points with it.} other {No score is kept: a game is simply won or lost.}}`,

  // Tips.
  'tips.coveredFaceUp': `Before moving, look at the face-up ${w.cards} lying under face-down ones: they show what a ${w.pile} will offer once it is uncovered.`,
  'tips.deepPiles': `Work first on the ${w.piles} with the most face-down ${w.cards}: each ${w.card} turned up there opens more of the game than one on a short ${w.pile}.`,
  'tips.upOrDown': `{fans, select, true {Since a ${w.card} may go one rank above or below, you can often move a ${w.card} away and later bring it back to reach what lies under it: first check which ${w.fans} still have room.} other {Since a ${w.card} may go one rank above or below, you can often move a ${w.card} away and later bring it back to reach what lies under it: first check which ${w.piles} still have room.}}`,
  'tips.acesUp': `The Aces are already on the ${w.foundations}, so every 2 that comes free can go up at once: look first for the 2s buried deepest.`,
  'tips.kingsToBottom': `{fans, select, true {With the Kings at the bottom of their ${w.fans}, no King buries a lower ${w.card}: what blocks a ${w.fan} is a high ${w.card} lying on lower ones.} other {With the Kings at the bottom of their ${w.piles}, no King buries a lower ${w.card}: what blocks a ${w.pile} is a high ${w.card} lying on lower ones.}}`,
  'tips.kingOnly': `{fans, select, true {An empty ${w.fan} accepts only a lone King, so clear a ${w.fan} only when a King lies on top of another ${w.fan}, ready to move into it.} other {{moveUnit, select, topCard {An empty ${w.pile} accepts only a King, so clear a ${w.pile} only when a King is ready to move into it.} faceUpGroup {An empty ${w.pile} accepts only a King, with whatever lies on it, so clear a ${w.pile} only when such a King is ready to move into it.} other {An empty ${w.pile} accepts only a King or a ${w.run} headed by one, so clear a ${w.pile} only when such a King is ready to move into it.}}}}`,
  'tips.never': `{fans, select, true {An emptied ${w.fan} is lost for good, so think ahead before clearing one.} other {An emptied ${w.pile} is lost for good, so think ahead before clearing one.}}`,
  'tips.suitBlock': `{fans, select, true {A ${w.card} lying on a lower ${w.card} of its own ${w.suit} blocks that ${w.suit} until it moves: free such ${w.cards} first, and do not build on a ${w.fan} that hides a lower ${w.card} of the same ${w.suit}.} other {A ${w.card} lying on a lower ${w.card} of its own ${w.suit} blocks that ${w.suit} until it moves: free such ${w.cards} first, and do not build on a ${w.pile} that hides a lower ${w.card} of the same ${w.suit}.}}`,
  'tips.capacity': `{fans, select, true {A full ${w.fan} accepts nothing: keep room in the ${w.fans} where the next ${w.cards} will need it.} other {A full ${w.pile} accepts nothing: keep room in the ${w.piles} where the next ${w.cards} will need it.}}`,
  'tips.wrap': `Since a King may go on an Ace and an Ace on a King, a ${w.run} can carry on past the ends of the ranks: look for builds that go round them.`,
  'tips.faceUpGroup': `Since a group moves whatever the order of its ${w.cards}, you can lift every ${w.card} off a face-down one in a single ${w.move}: look for the group whose lowest ${w.card} fits somewhere and uncovers the most.`,
  'tips.cells': `{emptyPiles, select, true {Keep the free ${w.cells} empty as long as you can: each ${w.card} left there shortens the ${w.runs} you can move, and an empty ${w.pile} is worth even more, since it doubles them.} other {Keep the free ${w.cells} empty as long as you can: each ${w.card} left there shortens the ${w.runs} you can move, and since only a King may fill an empty ${w.pile}, a ${w.card} put in a ${w.cell} may find no other place for a long time.}}`,
  'tips.manyCells': `With ${n('cells')} free ${w.cells}, many ${w.cards} can wait at once: use them to dig out low ${w.cards} early, but remember that the ${w.runs} you can move still shrink with every ${w.cell} you fill.`,
  'tips.cellsDealt': `The ${n('dealt')} ${w.cards} dealt to the ${w.cells} are in play from the start: moving them out early gives the ${w.cells} back, and the longer ${w.runs} need them.`,
  'tips.reserve': `Bring the ${w.reserve} into play early: only its top ${w.card} can move, and every ${w.card} played from it turns up the next one.`,
  'tips.openSpace': `{fans, select, true {Any ${w.card} may go into an empty ${w.fan}: keep one free for as long as you can, as the one place where a ${w.card} in the way can wait.} other {Any ${w.card} may go into an empty ${w.pile}, and only one ${w.card} moves at a time: keep an empty ${w.pile} for as long as you can, as the one place where a ${w.card} in the way can wait, and fill it only to free something you need.}}`,
  'tips.singlePass': `There is one ${w.pass} through the ${w.stock} and no second: each ${w.card} you ${w.toDraw} covers the one before it on the ${w.waste}, so before you ${w.toDraw} again, make the ${w.moves} that could take the ${w.waste}’s top ${w.card}.`,
  'tips.baseRank': `Note the base rank as soon as the ${w.deal} is made: the ${w.cards} one rank below it are the last each ${w.foundation} will take, so keep them where they block nothing.`,
  'tips.reserveRefill': `Every ${w.pile} you empty is refilled from the ${w.reserve} at once: playing a ${w.pile} out, to a ${w.foundation} or onto another ${w.pile}, is the quickest way to dig through the ${w.reserve}.`,
  'tips.shallowPiles': `Every ${w.pile} starts with only ${n('depth')} ${w.cards}: a ${w.pile} whose ${w.cards} can all find a place soon is worth clearing early, since an empty ${w.pile} takes any ${w.card}.`,
  'tips.twoDecks': `{copies, plural, =2 {Every ${w.card} has a twin: when one copy cannot move, look for the other before giving up on a build.} other {Every ${w.card} comes ${n('copies')} times over: when one copy cannot move, look for the others before giving up on a build.}}`,
  'tips.oneSuitRuns': `Build in ${w.suit} whenever you have the choice: a ${w.card} of another ${w.suit} fits just as well, but the ${w.cards} above it will no longer move with the ${w.cards} below it, and only a ${w.run} of one ${w.suit} ever reaches a ${w.foundation}.`,
  'tips.completeRuns': `A ${w.run} leaves only once all thirteen ${w.cards} of one ${w.suit} lie in order on one ${w.pile}: gather one ${w.suit} at a time rather than many halfway, and each ${w.run} that leaves gives you room.`,
  'tips.rowDeal': `{rows, plural, =0 {The ${n('rest')} ${w.cards} of the ${w.stock} will cover the first ${n('rest')} ${w.piles}: deal them when they block the least, before you build long on those ${w.piles} or once they no longer matter.} other {{needsEveryPile, select, true {Before dealing a row, make every ${w.move} that helps: the new ${w.cards} land on every ${w.pile} and may cover a ${w.run} you meant to move. An empty ${w.pile} must be filled before the ${w.stock} deals, so use it to sort ${w.runs} first.} other {{discards, select, true {Before dealing a row, discard everything you can: the new ${w.cards} land on every ${w.pile} and may cover a ${w.card} that could have gone.} other {Before dealing a row, make every ${w.move} that helps: the new ${w.cards} land on every ${w.pile} and may cover a ${w.run} you meant to move.}}}}}}`,
  'tips.draw': `With ${n('draw')} ${w.cards} a ${w.draw}, you reach only one ${w.stock} ${w.card} in ${n('draw')} on each ${w.pass}; every ${w.card} you play from the ${w.waste} changes which ones you will reach next time.`,
  'tips.passes': `${W.passes} through the ${w.stock} are limited: before you ${w.toRedeal}, make sure you have used every ${w.card} the ${w.waste} offered.`,
  'tips.shuffle': `{fans, select, true {${W.toRedeal} only when no useful move is left: the shuffle breaks up what you built on the ${w.fans} as well as what blocked them.} other {${W.toRedeal} only when no useful move is left: the shuffle breaks up what you built on the ${w.tableau} as well as what blocked it.}}`,
  'tips.playBack': `{scored, select, true {Taking a ${w.card} back off a ${w.foundation} can free a ${w.move} on the ${w.tableau} when you are stuck, but it costs its point until the ${w.card} goes up again.} other {{fans, select, true {Taking a ${w.card} back off a ${w.foundation} can free a ${w.move} on the ${w.fans} when you are stuck.} other {Taking a ${w.card} back off a ${w.foundation} can free a ${w.move} on the ${w.tableau} when you are stuck.}}}}`,

  // Variations: the game's own settings, then variants played elsewhere.
  'variations.intro': `{count, plural, one {One setting can be changed before a game; the rules above use its default.} other {${N('count')} settings can be changed before a game; the rules above use their defaults.}}`,
  'variations.setting': choose('option', {
    draw: `${W.cards} per ${w.draw}: {items}.`,
    redeals: `${W.redeals}: {items}.`,
    playBack: `Playing back from the ${w.foundations}: {items}.`,
    kingsToBottom: 'Kings at the deal: {items}.',
    suits: `${W.suits}: {items}.`,
    onKing: `What the ${w.foundation} takes on a King: {items}.`,
    goal: 'What wins the game: {items}.',
  }),
  'variations.choice': choose('option', {
    draw: byDefault(`{value, plural, one {one ${w.card}} other {${n('value')} ${w.cards}}}`),
    redeals: byDefault(
      `{unlimited, select, true {unlimited} other {{value, plural, =0 {none} other {${n('value')}}}}}`,
    ),
    playBack: byDefault('{value, select, true {allowed} other {not allowed}}'),
    kingsToBottom: byDefault(
      `{value, select, true {{fans, select, true {slid to the bottom of their ${w.fan}} other {slid to the bottom of their ${w.pile}}}} other {left where they are dealt}}`,
    ),
    suits: byDefault(
      `{value, plural, one {one ${w.suit} (spades)} =2 {two ${w.suits} (spades and hearts)} other {${n('value')} ${w.suits}}}`,
    ),
    goal: byDefault(
      `{value, select, allCards {every ${w.card} removed, the ${w.stock} and the ${w.waste} included} acesLeft {only the four Aces left} other {the ${w.tableau} cleared, whatever the ${w.stock} and the ${w.waste} still hold}}`,
    ),
    onKing: byDefault(
      '{value, select, nothing {nothing at all} ace {an Ace, the King and the Ace then counting as next to each other both ways} other {a Queen only}}',
    ),
  }),
  'variations.notPlayed': choose('note', {
    lucieMerci: `Not played here: the merci (French for “thank you”), an extra ${w.move} allowed after the last ${w.redeal}, which lifts a single buried ${w.card} out of its ${w.fan} and puts it in play. ${Src('source')} allow it.`,
    shamrocksSwap: `Not played here: ${src('source')}’s way with Kings, where a King dealt above other ${w.cards} changes places with the ${w.card} nearest the bottom of its ${w.fan} that is not a King. In this game the King slides to the bottom and the other ${w.cards} keep their order.`,
    athenaDrawOne: `${Src('source')} also has an Athena that draws one ${w.card} at a time; here that is a setting of the same game rather than a game of its own.`,
    athenaPysolUnlimited: `${Src('source')}’s Athena also draws one ${w.card} at a time, but with unlimited ${w.redeals}: here that is Athena with one ${w.card} per ${w.draw}.`,
    klondikeVegas: `Not played here: Vegas scoring, where you pay a stake for the deck and every ${w.card} on the ${w.foundations} pays some of it back (${src('source')} has it as Vegas Klondike).`,
    klondikeLimitedPasses: `Drawing three ${w.cards} at a time and a limit on ${w.redeals}, both common elsewhere, are settings here: ${src('source')}’s Klondike, for instance, allows two ${w.redeals} when drawing one ${w.card} at a time.`,
    minervaPlayBack: `In ${src('source')}, the ${w.cards} on the ${w.foundations} may come back into play; here that is the play-back setting, off by default.`,
  }),

  // Related games: differences with the nearest relative, then the family.
  'related.like': `{count, plural, =0 {{name} plays exactly like {other}.} one {{name} plays like {other}, except in one way.} =2 {{name} plays like {other}, except in two ways.} =3 {{name} plays like {other}, except in three ways.} other {{name} is a cousin of {other}, from which it differs in ${n('count')} ways.}}`,
  'related.diff.decks': `{decks, plural, one {It uses one deck, where {other} uses ${n('otherDecks')}.} other {It uses ${n('decks')} decks, where {other} uses {otherDecks, plural, one {one} other {${n('otherDecks')}}}.}}`,
  'related.diff.suits': `{suits, plural, one {Its ${w.cards} are all spades, where {other}’s come in {otherSuits, plural, =2 {two ${w.suits}} other {four ${w.suits}}}.} =2 {Its ${w.cards} come in two ${w.suits}, spades and hearts, where {other}’s come in {otherSuits, plural, one {one} other {four}}.} other {Its ${w.cards} come in four ${w.suits}, where {other}’s come in {otherSuits, plural, one {one} other {two}}.}}`,
  'related.diff.piles': `{fans, select, true {It has ${n('piles')} ${w.fans}, where {other} has ${n('otherPiles')}.} other {Its ${w.tableau} has ${n('piles')} ${w.piles}, where {other}’s has ${n('otherPiles')}.}}`,
  'related.diff.deal': choose('deal', {
    rows: `{otherDeal, select, staircase {Its ${w.piles} are dealt in ${n('rows')} even rows, face down and face up in turn, instead of {other}’s staircase.} other {{rows, plural, one {Its ${w.piles} get one ${w.card} each at the ${w.deal}, unlike {other}’s.} other {Its ${w.piles} are dealt in ${n('rows')} rows, unlike {other}’s.}}}}`,
    staircase: `{extraUp, plural, =0 {{otherDeal, select, rows {Its ${w.piles} are dealt as a staircase, one ${w.card} more on each ${w.pile} and only the top ${w.card} face up, instead of {other}’s even rows.} other {Its ${w.piles} are dealt as a staircase, unlike {other}’s.}}} other {Its ${w.piles} get {other}’s staircase, then ${n('extraUp')} more rows face up on every ${w.pile} but the first.}}`,
    fans: `Its ${w.fans} are dealt ${n('size')} ${w.cards} at a time, unlike {other}’s.`,
    piles: `{even, select, true {Its ${w.piles} start with ${n('max')} ${w.cards} each, {down, select, true {some of them face down} other {all face up}}, unlike {other}’s.} other {Its ${w.piles} start with ${n('min')} to ${n('max')} ${w.cards}, {down, select, true {some of them face down} other {all face up}}, unlike {other}’s.}}`,
  }),
  'related.diff.aces': `{aces, select, true {The Aces start on the ${w.foundations} and never leave them, where {other} deals them with the other ${w.cards}.} other {{fixed, select, true {The ${w.foundations}’ Aces never leave them, unlike in {other}.} other {The Aces are dealt with the other ${w.cards}, where {other} starts them on the ${w.foundations}.}}}}`,
  'related.diff.cells': `{cells, plural, =0 {It has no free ${w.cells}, where {other} has ${n('otherCells')}.} other {{dealt, plural, =0 {It has ${n('cells')} free ${w.cells}, all empty at the start, where {other} has ${n('otherCells')}{otherDealt, plural, =0 {} other {, ${n('otherDealt')} of them filled by the ${w.deal}}}.} other {It has ${n('cells')} free ${w.cells}, ${n('dealt')} of them filled by the ${w.deal}, where {other} has ${n('otherCells')}{otherDealt, plural, =0 {, all empty at the start} other {, with ${n('otherDealt')} filled}}.}}}}`,
  'related.diff.numbering': choose('numbering', {
    microsoft: `Its ${w.deals} are numbered as in Microsoft’s FreeCell, where {other} uses this collection’s own shuffle.`,
    seeded: `Its ${w.deals} use this collection’s own shuffle, where {other} numbers them as Microsoft’s FreeCell does.`,
  }),
  'related.diff.reserve': `{reserve, plural, =0 {It has no ${w.reserve}, where {other} sets ${n('otherReserve')} ${w.cards} aside.} other {It sets ${n('reserve')} ${w.cards} aside as a ${w.reserve}, with only the top one in play, which {other} does not.}}`,
  'related.diff.kingsToBottom': `{value, select, true {{fans, select, true {Kings slide to the bottom of their ${w.fan} at the deal, which {other} does not do.} other {Kings slide to the bottom of their ${w.pile} at the deal, which {other} does not do.}}} other {Kings stay where they are dealt, where {other} slides them to the bottom.}}`,
  'related.diff.foundationBuild': `{build, select, alternateColour {{otherBuild, select, sameSuit {Its ${w.foundations} build up in alternating colours, where {other}’s build up in ${w.suit}.} other {Its ${w.foundations} build up in alternating colours, {otherBuild, select, sameSuit {where {other}’s ${w.foundations} build up in ${w.suit}.} alternateColour {where {other}’s ${w.foundations} build up in alternating colours.} rankStep {where {other} has a single ${w.foundation} built one rank up or down whatever the ${w.suit}.} other {{otherBy, select, higherOfSuit {where {other} discards a ${w.card} when a higher one of its ${w.suit} tops another ${w.pile}.} other {where in {other} ${w.cards} leave play in pairs that make {otherTotal}.}}}}}}} rankStep {Its ${w.cards} go to a single ${w.foundation} built one rank up or down whatever the ${w.suit}, {otherBuild, select, sameSuit {where {other}’s ${w.foundations} build up in ${w.suit}.} alternateColour {where {other}’s ${w.foundations} build up in alternating colours.} rankStep {where {other} has a single ${w.foundation} built one rank up or down whatever the ${w.suit}.} other {{otherBy, select, higherOfSuit {where {other} discards a ${w.card} when a higher one of its ${w.suit} tops another ${w.pile}.} other {where in {other} ${w.cards} leave play in pairs that make {otherTotal}.}}}}} discard {{by, select, higherOfSuit {A ${w.card} is discarded when a higher one of its ${w.suit} tops another ${w.pile}, {otherBuild, select, sameSuit {where {other}’s ${w.foundations} build up in ${w.suit}.} alternateColour {where {other}’s ${w.foundations} build up in alternating colours.} rankStep {where {other} has a single ${w.foundation} built one rank up or down whatever the ${w.suit}.} other {{otherBy, select, higherOfSuit {where {other} discards a ${w.card} when a higher one of its ${w.suit} tops another ${w.pile}.} other {where in {other} ${w.cards} leave play in pairs that make {otherTotal}.}}}}} other {${W.cards} leave play in pairs that make {total}, {otherBuild, select, sameSuit {where {other}’s ${w.foundations} build up in ${w.suit}.} alternateColour {where {other}’s ${w.foundations} build up in alternating colours.} rankStep {where {other} has a single ${w.foundation} built one rank up or down whatever the ${w.suit}.} other {{otherBy, select, higherOfSuit {where {other} discards a ${w.card} when a higher one of its ${w.suit} tops another ${w.pile}.} other {where in {other} ${w.cards} leave play in pairs that make {otherTotal}.}}}}}}} other {{otherBuild, select, alternateColour {Its ${w.foundations} build up in ${w.suit}, where {other}’s build up in alternating colours.} other {Its ${w.foundations} build up in ${w.suit}, {otherBuild, select, sameSuit {where {other}’s ${w.foundations} build up in ${w.suit}.} alternateColour {where {other}’s ${w.foundations} build up in alternating colours.} rankStep {where {other} has a single ${w.foundation} built one rank up or down whatever the ${w.suit}.} other {{otherBy, select, higherOfSuit {where {other} discards a ${w.card} when a higher one of its ${w.suit} tops another ${w.pile}.} other {where in {other} ${w.cards} leave play in pairs that make {otherTotal}.}}}}}}}}`,
  'related.diff.playBack': `{playBack, select, true {${W.cards} may come back off the ${w.foundations}, which {other} forbids.} other {${W.cards} on the ${w.foundations} stay there, where {other} lets them come back into play.}}`,
  // Each difference is one sentence: this game's way, then the other's after "where".
  'related.diff.tableauBuild': `${choose(
    'build',
    {
      down_alternateColour: `Its ${w.piles} build down in alternating colours`,
      down_sameSuit: `{fans, select, true {Its ${w.fans} build down in ${w.suit}} other {Its ${w.piles} build down in ${w.suit}}}`,
      down_alternateColour_wrap: `Its ${w.piles} build down in alternating colours, a King going onto an Ace`,
      down_any_wrap: `Its ${w.piles} build down whatever the ${w.suit}, a King going onto an Ace`,
      upOrDown_any: `{fans, select, true {Its ${w.fans} accept a ${w.card} one rank above or below, whatever its ${w.suit}} other {Its ${w.piles} accept a ${w.card} one rank above or below, whatever its ${w.suit}}}`,
      down_any: `{fans, select, true {Its ${w.fans} build down whatever the ${w.suit}} other {Its ${w.piles} build down whatever the ${w.suit}}}`,
      none_any: `{fans, select, true {No ${w.card} is ever placed on one of its ${w.fans}} other {No ${w.card} is ever placed on one of its ${w.piles}}}`,
    },
    'It builds by rank in its own way, described above',
  )}, ${choose(
    'otherBuild',
    {
      down_alternateColour: 'where in {other} they build down in alternating colours.',
      down_sameSuit: `where in {other} they build down in ${w.suit}.`,
      down_alternateColour_wrap: 'where in {other} they build down in alternating colours.',
      down_any_wrap: `where in {other} they build down whatever the ${w.suit}.`,
      upOrDown_any: `where in {other} they accept a ${w.card} one rank above or below, whatever its ${w.suit}.`,
      down_any: `where in {other} they build down whatever the ${w.suit}.`,
      none_any: `where in {other} no ${w.card} is ever placed on another.`,
    },
    'where {other} builds in another way.',
  )}`,
  'related.diff.completeRuns': `{runs, select, true {Its ${w.foundations} take only complete ${w.runs}, King down to Ace in one ${w.suit}, where {other}’s are built up one ${w.card} at a time.} other {Its ${w.foundations} are built up one ${w.card} at a time, where {other}’s take only complete ${w.runs}.}}`,
  'related.diff.oneSuitRuns': `{oneSuit, select, true {Several ${w.cards} move together only as a ${w.run} of one ${w.suit}, a limit {other} does not have.} other {The ${w.suits} of a ${w.run} do not limit what moves, where in {other} several ${w.cards} move together only as a ${w.run} of one ${w.suit}.}}`,
  'related.diff.stockTarget': `{target, select, tableau {{otherTarget, select, none {Its ${w.stock} deals ${w.cards} onto the ${w.piles}, where {other} has no ${w.stock}.} foundation {Its ${w.stock} deals ${w.cards} onto the ${w.piles}, where {other}’s is turned onto its ${w.foundation}.} other {Its ${w.stock} deals ${w.cards} onto the ${w.piles}, where {other}’s is drawn onto a ${w.waste}.}}} foundation {{otherTarget, select, none {Its ${w.stock} is turned onto the ${w.foundation}, where {other} has no ${w.stock}.} tableau {Its ${w.stock} is turned onto the ${w.foundation}, where {other}’s deals ${w.cards} onto the ${w.piles}.} other {Its ${w.stock} is turned onto the ${w.foundation}, where {other}’s is drawn onto a ${w.waste}.}}} waste {{otherTarget, select, foundation {Its ${w.stock} is drawn onto a ${w.waste}, where {other}’s is turned onto its ${w.foundation}.} other {Its ${w.stock} is drawn onto a ${w.waste}, where {other}’s deals ${w.cards} onto the ${w.piles}.}}} other {{otherTarget, select, foundation {It has no ${w.stock}, where {other}’s is turned onto its ${w.foundation}.} other {It has no ${w.stock}, where {other}’s deals ${w.cards} onto the ${w.piles}.}}}}`,
  'related.diff.capacity': `{capacity, plural, =0 {{fans, select, true {Its ${w.fans} have no size limit, unlike {other}’s.} other {Its ${w.piles} have no size limit, unlike {other}’s.}}} other {{fans, select, true {A ${w.fan} holds ${n('capacity')} ${w.cards} at most, a limit {other} does not have.} other {A ${w.pile} holds ${n('capacity')} ${w.cards} at most, a limit {other} does not have.}}}}`,
  'related.diff.whenEmpty': `${choose('policy', {
    kingOnly: `{fans, select, true {An empty ${w.fan} accepts a King} other {An empty ${w.pile} accepts a King}}`,
    anyCard: `{fans, select, true {An empty ${w.fan} accepts any ${w.card}} other {An empty ${w.pile} accepts any ${w.card}}}`,
    never: `{fans, select, true {An emptied ${w.fan} stays empty for good} other {An emptied ${w.pile} stays empty for good}}`,
  })}, ${choose('otherPolicy', {
    kingOnly: 'where in {other} it accepts a King.',
    anyCard: `where in {other} it accepts any ${w.card}.`,
    never: 'where in {other} it stays empty for good.',
  })}`,
  'related.diff.draw': `{draw, plural, =0 {It has no ${w.stock}, where {other} has one.} one {{otherDraw, plural, =0 {It has a ${w.stock}, drawn one ${w.card} at a time, which {other} does not have.} other {The ${w.stock} is drawn one ${w.card} at a time, where {other} draws ${n('otherDraw')}.}}} other {{otherDraw, plural, =0 {It has a ${w.stock}, drawn ${n('draw')} ${w.cards} at a time, which {other} does not have.} one {The ${w.stock} is drawn ${n('draw')} ${w.cards} at a time, where {other} draws one.} other {The ${w.stock} is drawn ${n('draw')} ${w.cards} at a time, where {other} draws ${n('otherDraw')}.}}}}`,
  'related.diff.redeal': `${redealHere('redeal')}, where ${redealThere('otherRedeal')}.`,
  'related.diff.scoring': `{scoring, select, foundationCards {It keeps a score, a point for each ${w.card} on the ${w.foundations}, which {other} does not.} runBonus {It keeps a score that starts at {start}, loses a point per ${w.move} and gains {perRun} per complete ${w.run}, which {other} does not.} streak {It keeps a score of streaks of ${w.cards} played from the ${w.tableau}, which {other} does not.} other {{otherScoring, select, foundationCards {It keeps no score, where {other} counts a point for each ${w.card} on the ${w.foundations}.} other {It keeps no score, where {other} does.}}}}`,
  'related.diff.table': `{peaks, plural, =0 {Its ${w.cards} lie in ${w.piles} side by side, where {other}’s overlap in {otherPeaks, plural, one {a pyramid} other {${n('otherPeaks')} peaks}}.} one {Its ${w.cards} overlap in a pyramid, {otherPeaks, plural, =0 {where {other}’s lie in ${w.piles} side by side.} other {where {other}’s overlap in ${n('otherPeaks')} peaks.}}} other {Its ${w.cards} overlap in ${n('peaks')} peaks, {otherPeaks, plural, =0 {where {other}’s lie in ${w.piles} side by side.} one {where {other}’s overlap in a pyramid.} other {where {other}’s overlap in ${n('otherPeaks')} peaks.}}}}`,
  'related.diff.startCard': `{start, select, card {Its ${w.foundation} starts with ${theCard}, where {other}’s starts with the first ${w.card} dealt.} other {Its ${w.foundation} starts with the first ${w.card} dealt, where {other}’s starts with a ${w.card} set there before the ${w.deal}.}}`,
  'related.diff.foundationWrap': `${choose('ends', { wrap: `On its ${w.foundation} the King and the Ace are next to each other`, kingStops: `On its ${w.foundation} nothing goes on a King`, queen: `On its ${w.foundation} only a Queen goes on a King` })}, ${choose('otherEnds', { wrap: `where {other}’s goes on from King to Ace.`, kingStops: `where {other}’s takes nothing on a King.`, queen: `where {other}’s takes only a Queen on a King.` })}`,
  'related.diff.goal': `${choose('goal', { allCards: `It is won only once every ${w.card} has been played out`, tableauCleared: `It is won once its ${w.tableau} is cleared, whatever the ${w.stock} still holds`, acesLeft: `It is won once only the Aces are left` })}, ${choose('otherGoal', { allCards: `where {other} is won only once every ${w.card} has been played out.`, tableauCleared: `where {other} is won once its ${w.tableau} is cleared.`, acesLeft: `where {other} is won once only the Aces are left.` })}`,
  'related.family': choose('family', {
    klondike: 'Other games of the Klondike family in this collection: {items}.',
    fan: `Other games dealt in ${w.fans} in this collection: {items}.`,
    canfield: 'Other games of the Canfield family in this collection: {items}.',
    yukon: `Other games of the Yukon family in this collection: {items}.`,
    fortyThieves: `Other games of the Forty Thieves family in this collection: {items}.`,
    bakersDozen: `Other games of the Baker’s Dozen family in this collection: {items}.`,
    freecell: `Other games with free ${w.cells} in this collection: {items}.`,
    spider: `Other games of the Spider family in this collection: {items}.`,
    golf: `Other games of the Golf family in this collection: {items}.`,
    pyramid: `Other games of the Pyramid family in this collection: {items}.`,
  }),
  'related.member': '{other}',
  'family.klondike': 'The Klondike family',
  'family.klondike.about': `Seven or more ${w.piles} dealt partly face down and built down in alternating colours, with a ${w.stock} drawn onto a ${w.waste}.`,
  'family.canfield': 'The Canfield family',
  'family.canfield.about': `A ${w.reserve} that fills the ${w.piles} as they empty, a ${w.stock} drawn onto a ${w.waste}, and ${w.foundations} that start at the rank of a ${w.card} dealt to them and go on from King to Ace.`,
  'family.yukon': `The Yukon family`,
  'family.yukon.about': `Klondike’s staircase with the rest of the deck dealt face up on it, no ${w.stock}, and any face-up ${w.card} free to move with all the ${w.cards} above it.`,
  'family.fortyThieves': `The Forty Thieves family`,
  'family.fortyThieves.about': `Two decks and eight ${w.foundations}, rows of face-up ${w.piles} built down, ${w.cards} moved one at a time or in short ${w.runs}, and a ${w.stock} turned onto a ${w.waste}, most often in a single ${w.pass}.`,
  'family.bakersDozen': `The Baker’s Dozen family`,
  'family.bakersDozen.about': `The whole deck dealt face up in short ${w.piles}, no ${w.stock} or ${w.waste}, single ${w.cards} built down onto one another, and empty ${w.piles} that are hard or impossible to fill.`,
  'family.freecell': `Games with free ${w.cells}`,
  'family.freecell.about': `Every ${w.card} dealt face up on open ${w.piles}, free ${w.cells} that each hold one ${w.card} for a while, and no ${w.stock} or ${w.waste}.`,
  'family.spider': `The Spider family`,
  'family.spider.about': `${W.runs} from King down to Ace in one ${w.suit} gathered on the ${w.piles}, ${w.foundations} that take only those complete ${w.runs}, and most often a ${w.stock} that deals a ${w.card} onto every ${w.pile}.`,
  'family.fan': `Games dealt in ${w.fans}`,
  'family.fan.about': `Every ${w.card} dealt face up in small ${w.fans} of three, only the top ${w.card} of each ${w.fan} in play, and no ${w.stock} or ${w.waste}.`,

  'summary.table': `{peaks, plural, one {{faces, select, allUp {The {total} ${w.cards} of the ${w.tableau} lie face up in a pyramid of ${n('rows')} overlapping rows.} other {The {total} ${w.cards} of the ${w.tableau} lie in a pyramid of ${n('rows')} overlapping rows, only the bottom row face up.}}} other {{faces, select, allUp {The {total} ${w.cards} of the ${w.tableau} lie face up in ${n('peaks')} peaks side by side, ${n('rows')} overlapping rows deep.} other {The {total} ${w.cards} of the ${w.tableau} lie in ${n('peaks')} peaks side by side, ${n('rows')} overlapping rows deep, only the bottom row face up.}}}}`,
  'summary.single': `{build, select, rankStep {{start, select, card {${W.cards} go from the {fans, select, true {${w.fans}} other {${w.tableau}}} to a single ${w.foundation}, started by ${theCard}, one rank above or below its top ${w.card} whatever the ${w.suit}${stepEnds}.} other {${W.cards} go from the {fans, select, true {${w.fans}} other {${w.tableau}}} to a single ${w.foundation}, started by the first ${w.card} dealt, one rank above or below its top ${w.card} whatever the ${w.suit}${stepEnds}.}}} other {{by, select, higherOfSuit {A ${w.pile}’s top ${w.card} is discarded while a higher ${w.card} of its ${w.suit}, the Ace ranking highest, tops another ${w.pile}{empty, select, anyCard {; any top ${w.card} may move into an empty ${w.pile}} other {}}.} other {Two free ${w.cards} whose ranks add up to {total} leave play together{total, plural, =13 {, and a King leaves by itself} other {}}.}}}}`,
  'summary.stockTurn': `The ${w.stock} is turned one ${w.card} at a time onto the ${w.foundation}, in a single ${w.pass}.`,
  'goal.cleared': `{table, select, true {{peaks, plural, one {You win once the pyramid is cleared, ${leftOver}.} other {You win once all ${n('peaks')} peaks are cleared, ${leftOver}.}}} other {{fans, select, true {You win once all ${n('piles')} ${w.fans} are cleared, ${leftOver}.} other {You win once all ${n('piles')} ${w.piles} are cleared, ${leftOver}.}}}}`,
  'goal.acesLeft': `You win once the ${w.stock} has been dealt out and only the ${n('aces')} Aces are left on the ${w.piles}, every other ${w.card} discarded.`,
  'layout.startCard': `Before the deal, ${theCard} is taken out of the deck and put face up on the ${w.foundation}, to start it.`,
  'layout.table': `{peaks, plural, one {The {total} ${w.cards} of the ${w.tableau} are dealt in a pyramid of ${n('rows')} rows, from one ${w.card} at the top to ${n('bottom')} at the bottom, each row one ${w.card} longer than the row above it.} other {The {total} ${w.cards} of the ${w.tableau} are dealt in ${n('peaks')} peaks side by side, in ${n('rows')} rows of {items} ${w.cards} from the tops down; the bottom row joins the peaks.}} {covers, plural, =0 {Every ${w.card} above the bottom row is partly covered by the ${w.cards} of the next row down that overlap it.} one {Every ${w.card} above the bottom row is partly covered by one ${w.card} of the next row down.} other {Every ${w.card} above the bottom row is partly covered by ${n('covers')} ${w.cards} of the next row down.}} {faces, select, allUp {All of them are dealt face up.} other {Only the bottom row is dealt face up; the others lie face down.}}`,
  'foundations.single': `{start, select, card {There is a single ${w.foundation}, started by ${theCard}.} other {There is a single ${w.foundation}, started by the first ${w.card} dealt, whatever its rank.}}`,
  'foundations.step': `It accepts a ${w.card} one rank above or one rank below its top ${w.card}, whatever the ${w.suit} and colour: on a 7, any 6 or any 8. {wrap, select, true {The King and the Ace count as next to each other, so a Queen or an Ace may go on a King, and a 2 or a King on an Ace.} other {{kingStops, select, true {Nothing may go on a King, and only a 2 on an Ace.} other {The ranks do not go round the corner: only a Queen may go on a King, and only a 2 on an Ace.}}}}`,
  'foundations.removal': `{by, select, higherOfSuit {A ${w.pile}’s top ${w.card} may be discarded while the top ${w.card} of another ${w.pile} is higher and of the same ${w.suit}; here the Ace ranks above the King, as the highest ${w.card} of its ${w.suit}. For example, the 9 of hearts may go while the Jack of hearts lies on top of another ${w.pile}. No ${w.card} ranks above an Ace, so an Ace is never discarded.} other {{total, plural, =13 {Two free ${w.cards} whose ranks add up to 13 are removed together, counting the Ace as 1, the Jack as 11 and the Queen as 12: an Ace goes with a Queen, a 2 with a Jack, a 3 with a 10, and so on up to a 6 with a 7. A King counts 13 by itself, so a free King is removed alone.} other {Two free ${w.cards} whose ranks add up to {total} are removed together, counting the Ace as 1, the Jack as 11, the Queen as 12 and the King as 13.}}}}`,
  'foundations.removed': `{by, select, step {A ${w.card} placed on the ${w.foundation} stays there for the rest of the game.} other {{by, select, higherOfSuit {Discarded ${w.cards} leave play for good: none of them ever comes back.} other {Removed ${w.cards} leave play for good: none of them ever comes back.}}}}`,
  'tableau.noBuild': `{build, select, rankStep {{fans, select, true {No ${w.card} is ever placed on a ${w.fan}: the top ${w.card} of a ${w.fan} may only go to the ${w.foundation}, one ${w.card} at a time.} other {{table, select, true {No ${w.card} is ever placed on another: a free ${w.card} of the ${w.tableau} may only go to the ${w.foundation}, one ${w.card} at a time.} other {No ${w.card} is ever placed on a ${w.pile}: the top ${w.card} of a ${w.pile} may only go to the ${w.foundation}, one ${w.card} at a time.}}}}} other {{by, select, higherOfSuit {No ${w.card} is ever placed on another: a ${w.pile}’s top ${w.card} leaves it only to be discarded{empty, select, anyCard { or to move into an empty ${w.pile}} other {}}, one ${w.card} at a time.} other {{table, select, true {No ${w.card} is ever placed on another: the ${w.cards} of the ${w.tableau} leave it only when they are removed{total, plural, =13 {, in pairs or a King alone} other {, in pairs}}.} other {No ${w.card} is ever placed on another: ${w.cards} leave the ${w.piles} only when they are removed{total, plural, =13 {, in pairs or a King alone} other {, in pairs}}.}}}}}}`,
  'tableau.free': `{faces, select, bottomUp {{peaks, plural, one {Only a free ${w.card} of the pyramid can be played: one that no ${w.card} of the row below covers any more.} other {Only a free ${w.card} of the peaks can be played: one that no ${w.card} of the row below covers any more.}} At the start only the ${n('bottom')} ${w.cards} of the bottom row are free, and each ${w.card} that leaves may free one above it. A face-down ${w.card} turns face up as soon as it is free.} other {{peaks, plural, one {Only a free ${w.card} of the pyramid can be played: one that no ${w.card} of the row below covers any more.} other {Only a free ${w.card} of the peaks can be played: one that no ${w.card} of the row below covers any more.}} At the start only the ${n('bottom')} ${w.cards} of the bottom row are free, and each ${w.card} that leaves may free one above it.}}`,
  'stock.turn': `At any time you may turn the top ${w.card} of the ${w.stock} face up onto the ${w.foundation}, whatever its rank: it covers the ${w.foundation}’s top ${w.card} and becomes the ${w.card} to build on. There is no ${w.waste}, and no ${w.card} ever goes back into the ${w.stock}.`,
  'tips.chain': `{wrap, select, kingStops {Look for the longest chain before you play: each ${w.card} put on the ${w.foundation} decides which ranks may follow, so when two ${w.cards} fit, pick the one that leads on to more. Nothing follows a King on the ${w.foundation}, and only a 2 follows an Ace: keep a King for when nothing else fits.} wrap {Look for the longest chain before you play: each ${w.card} put on the ${w.foundation} decides which ranks may follow, so when two ${w.cards} fit, pick the one that leads on to more, and remember that the ranks go round from King to Ace.} other {Look for the longest chain before you play: each ${w.card} put on the ${w.foundation} decides which ranks may follow, so when two ${w.cards} fit, pick the one that leads on to more. A King or an Ace on the ${w.foundation} leaves a single rank to follow.}}`,
  'tips.stockTurn': `Turn a ${w.card} from the ${w.stock} only when nothing else fits: it ends the chain you were playing, and its ${n('stock')} ${w.cards} must last the whole game.`,
  'tips.uncover': `When two ${w.cards} fit, play the one that frees a face-down ${w.card}: every ${w.card} turned up is one more chance to carry on.`,
  'tips.higherOfSuit': `An Ace is never discarded, so an Ace lying on other ${w.cards} blocks them until it moves: send Aces to empty ${w.piles} early. A high ${w.card} on top of a ${w.pile} is worth leaving there, since it lets the lower ${w.cards} of its ${w.suit} go.`,
  'tips.pairs': `{waste, select, true {When a ${w.card} could pair with more than one other, choose the one that frees the most: a ${w.card} of the ${w.tableau} may uncover others, while the ${w.waste} comes round again on the next ${w.pass}.} other {When a ${w.card} could pair with more than one other, choose the one that frees the most ${w.cards}.}}`,
  'family.golf': `The Golf family`,
  'family.golf.about': `Face-up ${w.piles} whose top ${w.cards} leave for one place only: a single ${w.foundation} built one rank up or down whatever the ${w.suit}, or the discards.`,
  'family.pyramid': `The Pyramid family`,
  'family.pyramid.about': `${W.cards} dealt in overlapping rows, each free once the ${w.cards} covering it have gone, played off in pairs or onto a single ${w.foundation}.`,

  // Sources and history.
  'about.follows': `Sources differ on {items}; these rules follow ${src('source')}.`,
  'about.followsOnly': `These rules are written from ${src('source')}.`,
  'about.point': choose('point', {
    draw: `the number of ${w.cards} per ${w.draw}`,
    redeals: `the number of ${w.redeals}`,
    scoring: 'how the score is kept',
    playBack: `playing back from the ${w.foundations}`,
    kingsToBottom: 'what happens to Kings at the deal',
    reserve: `the ${w.reserve}`,
    emptyPile: `{fans, select, true {what an empty ${w.fan} accepts} other {what an empty ${w.pile} accepts}}`,
    foundationBuild: `{foundations, plural, one {how the ${w.foundation} is built} other {how the ${w.foundations} are built}}`,
    dealShape: `which ${w.piles} get the extra ${w.cards} at the ${w.deal}`,
    completeRuns: `when a complete ${w.run} leaves for a ${w.foundation}`,
    goal: `which ${w.cards} must be gone for a win`,
  }),
  'about.origin': choose('note', {
    athenaGoddess: `${Src('source')} says the game is named after Athena, the Greek goddess of wisdom.`,
    minervaGoddess:
      'The name is that of Minerva, the Roman goddess identified with the Greek Athena, and the game is indeed a cousin of Athena.',
    klondikeRegion:
      'The name is that of the Klondike, the region of Canada’s Yukon known for its gold rush of the late 1890s.',
    shamrocksClover: `According to ${src('source')}, the name comes from the layout: the small ${w.fans} of three ${w.cards} call to mind the three leaves of a shamrock.`,
    lucieFrench: 'The name is French for “beautiful Lucy”.',
    bakersDozenThirteen: `A baker’s dozen is thirteen, the number of ${w.piles} this game is dealt in.`,
  }),
  'about.otherNames': `{adds, select, true {${Src('source')} adds {items}.} other {${Src('source')} also knows its {name} as {items}.}}`,
  'about.name': '“{name}”',
  'about.history': choose('note', {
    athenaInventor: `${Src('source')} credits the invention of Athena to Thomas Warfield, the author of Pretty Good Solitaire; the credit is for the game itself, not for the exact rules followed here.`,
    lucieOld: `According to ${src('source')}, La Belle Lucie is an old classic and the best known of the games dealt in small ${w.fans}.`,
    klondikeClassic: `${Src('source')} calls Klondike the original game that Athena and its cousins go back to; Athena, Minerva and Bureau keep its building and change its deal.`,
    lucieCadogan: `According to ${src('source')}, the game came from France and was first published in English by Lady Adelaide Cadogan in 1870.`,
    klondikeCanfield: `According to ${src('source')}, British books long called this game Canfield, a name that in America belongs to another game, known in Britain as Demon.`,
    shamrocksCousin: `${Src('source')} has two games of this name: its Shamrocks leaves the Kings where they are dealt (the setting above), and its Shamrocks II moves them at the deal, though differently from this game (see Variations).`,
    freecellPlato: `According to ${src('source')}, Paul Alfille wrote the first computer FreeCell in 1978 on the PLATO teaching system; the version Microsoft shipped with Windows made it one of the most played patience games.`,
    freecellWindows: `${Src('source')} notes that of the 32,000 numbered ${w.deals} of Microsoft’s first version, only one, game #11982, cannot be won.`,
    bakersGameGardner: `According to ${src('source')}, Baker’s Game is the older game: Martin Gardner described it in 1968 and named it after C. L. Baker, and FreeCell is Baker’s Game built in alternating colours instead of by ${w.suit}.`,
    canfieldDemon: `According to ${src('source')}, the game is first recorded in England in 1891, in a book by Mary Whitmore Jones, as Demon Patience, a name it still goes by in Britain.`,
    canfieldCasino: `${Src('source')} traces the American name to Richard A. Canfield, who ran a casino at Saratoga Springs in the 1890s, where a player paid for a game and was paid back for every ${w.card} that reached the ${w.foundations}; the game played there may in fact have been Klondike.`,
    spiderClassic: `${Src('source')} counts Spider among the classic patience games, one that asks for many decisions.`,
  }),
  'about.sources': '{count, plural, one {Source cited here: {items}.} other {Sources cited here: {items}.}}',
  'about.source': choose('source', {
    ...sources,
    parlett: 'David Parlett’s Penguin Book of Patience',
    moreheadMottSmith: 'the book by Morehead and Mott-Smith',
  }),
};
