import { type RankName, rankNames } from '@solitaire/engine';
import { type NounKey, capitalWords, words } from './glossary.js';
import { choose, countWords, rankSelect } from './icuSelect.js';
import { type Catalogs, translator } from './translator.js';

// The rules site's own words (page furniture): the at-a-glance box and its odds, the glossary page, the pictures'
// captions, labels and legends, the worked opening. The rules sentences themselves are the game catalog's. Terms
// come from the glossary (w, W); English is the reference and every other catalog has exactly its keys. Numbers
// arrive already written the language's way (numbers.ts), so no message formats one itself. French: U+00A0
// before : ; ? ! and inside guillemets, typographic apostrophes.

const w = words;
const W = capitalWords;

/** The glossary nouns the glossary page defines, in reading order (the game first, then the tools of the apps). */
export const siteGlossaryTerms = [
  'card',
  'suit',
  'deal',
  'tableau',
  'pile',
  'fan',
  'foundation',
  'stock',
  'waste',
  'reserve',
  'cell',
  'draw',
  'pass',
  'redeal',
  'run',
  'move',
  'hint',
  'solver',
] as const satisfies readonly NounKey[];

// Who published a count of deals won and lost: proper names, written alike in every language.
const pub = choose('source', { fcSolve: 'Freecell Solver', jerryBryan: 'Jerry Bryan' });

/** What the odds rest on, defined on the glossary page after the nouns, each linked from every odds line. */
export const siteOddsTerms = ['winnable', 'decided'] as const;

// A card named with its article, agreeing with its rank where the language needs it: the card's words in `arg`,
// its rank's name in `${arg}Rank` (English reads it too, so that every language takes the same arguments).
const theEn = (arg: string) => `{${arg}Rank, select, other {the {${arg}}}}`;
const theEs = (arg: string) =>
  rankSelect(`${arg}Rank`, {
    ace: `el {${arg}}`,
    two: `el {${arg}}`,
    three: `el {${arg}}`,
    four: `el {${arg}}`,
    five: `el {${arg}}`,
    six: `el {${arg}}`,
    seven: `el {${arg}}`,
    eight: `el {${arg}}`,
    nine: `el {${arg}}`,
    ten: `el {${arg}}`,
    jack: `la {${arg}}`,
    queen: `la {${arg}}`,
    king: `el {${arg}}`,
  });
// French articles agree with the rank's gender and elide before « as »; `TheFr` opens a sentence.
const frArticles: Readonly<Record<RankName, string>> = {
  ace: 'l’',
  two: 'le ',
  three: 'le ',
  four: 'le ',
  five: 'le ',
  six: 'le ',
  seven: 'le ',
  eight: 'le ',
  nine: 'le ',
  ten: 'le ',
  jack: 'le ',
  queen: 'la ',
  king: 'le ',
};
const frArticle = (arg: string, capital: boolean) =>
  rankSelect(
    `${arg}Rank`,
    Object.fromEntries(
      rankNames.map((r) => {
        const article = frArticles[r];
        return [r, `${capital ? article.charAt(0).toUpperCase() + article.slice(1) : article}{${arg}}`];
      }),
    ) as Record<RankName, string>,
  );
const theFr = (arg: string) => frArticle(arg, false);
const TheFr = (arg: string) => frArticle(arg, true);

const enWords = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const esFem = ['una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];
const esMasc = ['un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];
const frFem = ['une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const cap = (words: readonly string[]) => words.map((x) => x.charAt(0).toUpperCase() + x.slice(1));

// Where every card is dealt face up and never shuffled, the odds headline says that nothing is hidden.
const openEn = '{condition, select, open { Nothing is hidden in this game: every card is dealt face up.} other {}}';
const openEs =
  '{condition, select, open { En este juego no hay nada oculto: todas las cartas se reparten boca arriba.} other {}}';
const openFr =
  '{condition, select, open { Rien n’est caché dans ce jeu\u00a0: toutes les cartes sont distribuées face visible.} other {}}';

const en = {
  'site.glance': 'At a glance',
  'site.glance.cards': `${W.en.cards}`,
  'site.glance.cardsValue': `{suits, plural, one {{cards}, spades only, ${countWords('copies', enWords)} times over} =2 {{cards}, spades and hearts only, ${countWords('copies', enWords)} times over} other {{decks, plural, one {{cards}, one deck} other {{cards}, ${countWords('decks', enWords)} decks shuffled together}}}}`,
  'site.glance.deal': `${W.en.deal}`,
  'site.glance.dealValue': `{tableau} in {fans, select, true {{piles} ${w.en.fans}} other {{piles} ${w.en.piles}}}{aces, plural, =0 {} other {, {aces} Aces on the ${w.en.foundations}}}{base, plural, =0 {} other {, one on a ${w.en.foundation}}}{reserve, plural, =0 {} other {, {reserve} in the ${w.en.reserve}}}{stock, plural, =0 {} other {, {stock} in the ${w.en.stock}}}{kings, select, true {, Kings slid to the bottom} other {}}`,
  'site.glance.draw': `${W.en.draw}`,
  'site.glance.drawValue': `{draw, plural, one {One ${w.en.card} at a time} other {${countWords('draw', cap(enWords))} ${w.en.cards} at a time}}`,
  'site.glance.noStock': `No ${w.en.stock}: every ${w.en.card} is dealt`,
  'site.glance.rowValue': `{rows, plural, =0 {The last ${countWords('rest', enWords)} ${w.en.cards}, onto the first ${countWords('rest', enWords)} ${w.en.piles}, when you choose} other {{needsEveryPile, select, true {One ${w.en.card} onto every ${w.en.pile}, while none is empty} other {One ${w.en.card} onto every ${w.en.pile}}}}}`,
  'site.glance.redeals': `${W.en.redeals}`,
  'site.glance.redealsValue': `{unlimited, select, true {Unlimited} other {{kind, select, turnWaste {{value, plural, =0 {None (one ${w.en.pass})} one {One (two ${w.en.passes})} other {${countWords('value', cap(enWords))} (${countWords('passes', enWords)} ${w.en.passes})}}} other {{value, plural, =0 {None} other {${countWords('value', cap(enWords))}}}}}}}`,
  'site.glance.noRedeal': 'None',
  'site.glance.foundations': `${W.en.foundations}`,
  'site.glance.foundationsValue': `{base, select, dealt {${countWords('count', cap(enWords))}, built up {build, select, sameSuit {in ${w.en.suit}} other {in alternating colours}} from the first ${w.en.card}’s rank, King to Ace included} other {${countWords('count', cap(enWords))}, built up from Ace to King {build, select, sameSuit {in ${w.en.suit}} other {in alternating colours}}}}`,
  'site.glance.runsValue': `${countWords('count', cap(enWords))}, each taking a complete ${w.en.run}, King down to Ace in ${w.en.suit}`,
  'site.glance.building': 'Building',
  'site.glance.buildingValue': `{direction, select, down {Down} up {Up} other {Up or down}}, {suit, select, alternateColour {in alternating colours} sameSuit {in ${w.en.suit}} other {whatever the ${w.en.suit}}}; {moveUnit, select, cardOrPile {the top ${w.en.card} alone or the whole ${w.en.pile}} faceUpGroup {any face-up ${w.en.card} moves with all above it} faceUpRun {${w.en.runs} move together} suitedRun {only ${w.en.runs} of one ${w.en.suit} move together} carriedRun {${w.en.runs} move as far as the free ${w.en.cells} allow} other {one ${w.en.card} at a time}}`,
  'site.glance.empty': `{fans, select, true {Empty ${w.en.fans}} other {Empty ${w.en.piles}}}`,
  'site.glance.emptyValue': `{refill, select, true {The ${w.en.reserve}’s top ${w.en.card}, at once; once the ${w.en.reserve} is used up, any ${w.en.card}} other {{policy, select, anyCard {{moveUnit, select, topCard {Any ${w.en.card}} other {Any ${w.en.card}, with what lies on it}}} kingOnly {{moveUnit, select, topCard {A King only} other {A King only, with what lies on it}}} other {{fans, select, true {Nothing: an emptied ${w.en.fan} stays empty} other {Nothing: an emptied ${w.en.pile} stays empty}}}}}}`,
  'site.glance.cells': `Free ${w.en.cells}`,
  'site.glance.cellsValue': `${countWords('cells', cap(enWords))}{dealt, plural, =0 {, empty at the start} other {, ${countWords('dealt', enWords)} filled at the ${w.en.deal}}}`,
  'site.glance.odds': 'Winnable deals',
  'site.glance.oddsNone': `Not measured yet: no ${w.en.deals} of these rules have been through the ${w.en.solver}`,
  'site.odds.known':
    '{condition, select, open {with perfect play} shuffles {if the order each redeal’s shuffle would give were known in advance} hiddenShuffles {if every card, and the order each redeal’s shuffle would give, were known} other {if every card were known}}',
  'site.odds.range':
    '{shape, select, exact {{atLeast}} noneLost {at least {atLeast}, none proven lost} other {at least {atLeast}, at most {atMost}}}',
  'site.odds.headline': `{shape, select, exact {Of all deals, {atLeast} could be won {known}.${openEn}} noneLost {At least {atLeast} of deals could be won {known}.${openEn}} other {{condition, select, open {At least {atLeast} of deals could be won {known}, and at most {atMost} (counting the undecided deals as won).${openEn}} other {At least {atLeast} of deals could be won, and at most {atMost} (counting the undecided deals as won), {known}.}}}}`,
  'site.odds.detail': `{dealsN, plural, one {Of the one ${w.en.deal} tried} other {Of {deals} ${w.en.deals} tried}}, the ${w.en.solver} won {won}, {lostN, plural, =0 {proved none lost} other {proved {lost} lost}}{undecidedN, plural, =0 { and decided them all} other { and left {undecided} {undecidedWord}}}. With 95% confidence, {capped, select, true {at least {boundLow}} other {between {boundLow} and {boundHigh}}} of all ${w.en.deals} could be won {known}.`,
  'site.odds.undecided': 'undecided',
  'site.odds.published': `{kind, select, numbered {{lostN, plural, =0 {${pub} counts all of ${w.en.deals} {first} to {last} as winnable.} one {${pub} counts {won} of ${w.en.deals} {first} to {last} as winnable and one as lost{listed, select, true { (${w.en.deal} {lostDeals})} other {}}.} other {${pub} counts {won} of ${w.en.deals} {first} to {last} as winnable and {lost} as lost.}}} other {${pub} found {won} of {count} random ${w.en.deals} winnable, that is {share}.}}`,
  'site.odds.agreement': `{agreement, select, agrees {{same, select, true {The ${w.en.solver} here agrees: none of its counts goes against those.} other {The ${w.en.solver} here agrees: that share lies within its own 95% range.}}} differs {{same, select, true {The ${w.en.solver} here disagrees: its counts go against those.} other {The ${w.en.solver} here disagrees: that share lies outside its own 95% range.}}} other {The ${w.en.solver} here has decided too few ${w.en.deals} to compare.}}`,
  'site.related': 'Related games',
  'site.familyOther': 'Other games',
  'site.glossaryLink': 'Glossary',
  'site.glossary.title': 'Glossary',
  'site.glossary.intro':
    'The terms used on the rules pages and in both apps, one term for each idea, and what the odds on each page are based on.',
  'site.term.card': `One of the 52 playing ${w.en.cards} of a standard deck; some games shuffle two decks together.`,
  'site.term.suit': 'Clubs, diamonds, hearts or spades. Hearts and diamonds are red, clubs and spades black.',
  'site.term.deal': `How the ${w.en.cards} are laid out at the start; also one numbered game: the same number always gives the same layout.`,
  'site.term.tableau': `The ${w.en.piles} or ${w.en.fans} where most of the play happens.`,
  'site.term.pile': `A line of ${w.en.cards} down the ${w.en.tableau}, each ${w.en.card} overlapping the one below it: a face-up ${w.en.card} shows its rank and ${w.en.suit}, a face-down one only its back.`,
  'site.term.fan': `A small spread of face-up ${w.en.cards} on the ${w.en.tableau}; only its top ${w.en.card} can be moved.`,
  'site.term.foundation': `A place where ${w.en.cards} are built up one rank at a time from an Ace to a King, by the game’s own rule (in ${w.en.suit} in most games, in alternating colours in some); filling every ${w.en.foundation} wins.`,
  'site.term.stock': `The ${w.en.cards} left face down after the ${w.en.deal}, turned over during play.`,
  'site.term.waste': `Where ${w.en.cards} drawn from the ${w.en.stock} land face up; its top ${w.en.card} can be played.`,
  'site.term.cell': `A place beside the ${w.en.foundations} that holds a single ${w.en.card} of any kind until it moves on; the games with free ${w.en.cells} have four or eight of them.`,
  'site.term.reserve': `A face-down heap set aside at the ${w.en.deal}; only its top ${w.en.card} is face up and playable.`,
  'site.term.draw': `Turning ${w.en.cards} from the ${w.en.stock} onto the ${w.en.waste}, one or three at a time.`,
  'site.term.pass': `One trip through the whole ${w.en.stock}.`,
  'site.term.redeal': `Turning the ${w.en.waste} over to form a new ${w.en.stock} once the ${w.en.stock} is empty; in games without a ${w.en.stock}, gathering the ${w.en.fans}, shuffling them and dealing them out again.`,
  'site.term.run': `Face-up ${w.en.cards} lying on one another in building order, which move together where the rules allow it.`,
  'site.term.move': `Taking a ${w.en.card}, or a ${w.en.run}, from one place to another; ${w.en.draws} and ${w.en.redeals} count too.`,
  'site.term.hint': `A ${w.en.move} the apps suggest; it follows a winning line when the ${w.en.solver} has found one.`,
  'site.term.solver': `The program that searches every line of play of a ${w.en.deal}, with every ${w.en.card} known, to find whether it can be won.`,
  'site.termName.winnable': `Winnable ${w.en.deal}`,
  'site.term.winnable': `A ${w.en.deal} the ${w.en.solver} has won while knowing every ${w.en.card}: the face-down ones, the order of the ${w.en.stock} and, in games whose ${w.en.redeals} shuffle, the order each shuffle would give. Where a game hides some of this, a player cannot see it and usually wins fewer ${w.en.deals}; where every ${w.en.card} is dealt face up and never shuffled, nothing is hidden, and a winnable ${w.en.deal} is simply one that perfect play wins.`,
  'site.termName.decided': `Decided ${w.en.deal}`,
  'site.term.decided': `A ${w.en.deal} the ${w.en.solver} has either won or proved lost within its search limit; the others are undecided: the lower figure of the odds counts them as lost, the upper figure as won.`,
  'site.rank': rankSelect('rank', {
    ace: 'A',
    two: '2',
    three: '3',
    four: '4',
    five: '5',
    six: '6',
    seven: '7',
    eight: '8',
    nine: '9',
    ten: '10',
    jack: 'J',
    queen: 'Q',
    king: 'K',
  }),
  'site.deal.caption': `${W.en.deal} {deal} as dealt. Every ${w.en.deal} number gives another layout of the same shape.`,
  'site.deal.title': `{name}: ${w.en.deal} {deal} as dealt`,
  'site.stock': `${W.en.stock} ({count})`,
  'site.waste': `${W.en.waste}`,
  'site.reserve': `${W.en.reserve} ({count})`,
  'site.foundations': `${W.en.foundations}`,
  'site.cells': `Free ${w.en.cells}`,
  'site.foundation': `${W.en.foundation}`,
  'site.pileN': `{fans, select, true {${W.en.fan} {n}} other {${W.en.pile} {n}}}`,
  'site.pileCards': '{pile}: {cards}.',
  'site.empty': 'empty',
  'site.legend.faceDown': `${W.en.card} face down`,
  'site.legend.slot': 'Empty place',
  'site.legend.moving': `${W.en.cards} that move`,
  'site.examples': 'Examples',
  'site.before': 'Before',
  'site.after': 'After',
  'site.atDeal': 'As dealt',
  'site.afterSlide': 'After the Kings slide',
  'site.example.unit': `{moving, select, suitedRun {A ${w.en.run} of one ${w.en.suit} moves together: ${theEn('first')} and {count, plural, one {the ${w.en.card}} other {the ${countWords('count', enWords)} ${w.en.cards}}} on it go onto ${theEn('target')} in one ${w.en.move}.} group {A group moves together, in any order: ${theEn('first')} and {count, plural, one {the ${w.en.card}} other {the ${countWords('count', enWords)} ${w.en.cards}}} on it go onto ${theEn('target')} in one ${w.en.move}.} whole {A whole ${w.en.pile} moves at once: ${theEn('first')} and {count, plural, one {the ${w.en.card}} other {the ${countWords('count', enWords)} ${w.en.cards}}} on it go onto ${theEn('target')} in one ${w.en.move}.} other {A ${w.en.run} moves together: ${theEn('first')} and {count, plural, one {the ${w.en.card}} other {the ${countWords('count', enWords)} ${w.en.cards}}} on it go onto ${theEn('target')} in one ${w.en.move}.}}`,
  'site.example.kings': `${W.en.deal} {deal}, {fans, select, true {${w.en.fan}} other {${w.en.pile}}} {n}: ${theEn('king')} falls on ${theEn('below')} and slides to the bottom, under the other ${w.en.cards}.`,
  'site.example.playBack': `Playing back: ${theEn('card')} comes off its ${w.en.foundation} onto ${theEn('target')}.`,
  'site.picture': 'Picture: {caption}',
  'site.opening': 'First moves',
  'site.opening.intro': `Here is one way to begin ${w.en.deal} {deal}, pictured above; every ${w.en.move} is one the game accepts, though not necessarily the best.`,
  'site.opening.step': `{kind, select, draw {{times, plural, one {Draw from the ${w.en.stock}: ${theEn('card')} turns up on the ${w.en.waste}.} other {Draw ${countWords('times', ['once', 'twice', 'three times', 'four times', 'five times', 'six times', 'seven times', 'eight times', 'nine times', 'ten times'])} from the ${w.en.stock}: ${theEn('card')} is now on top of the ${w.en.waste}.}}} foundation {{from, select, waste {Play ${theEn('card')} from the ${w.en.waste} to a ${w.en.foundation}.} reserve {Play ${theEn('card')} from the ${w.en.reserve} to a ${w.en.foundation}.} cell {Play ${theEn('card')} from its ${w.en.cell} to a ${w.en.foundation}.} other {Put ${theEn('card')} on a ${w.en.foundation}.}}} cell {Put ${theEn('card')} into an empty ${w.en.cell}.} empty {{count, plural, one {Move ${theEn('card')} into the empty {fans, select, true {${w.en.fan}} other {${w.en.pile}}}.} other {Move ${theEn('card')} and the ${w.en.cards} on it into the empty {fans, select, true {${w.en.fan}} other {${w.en.pile}}}.}}} other {{from, select, waste {Play ${theEn('card')} from the ${w.en.waste} onto ${theEn('onto')}.} reserve {Play ${theEn('card')} from the ${w.en.reserve} onto ${theEn('onto')}.} cell {Play ${theEn('card')} from its ${w.en.cell} onto ${theEn('onto')}.} other {{count, plural, one {Move ${theEn('card')} onto ${theEn('onto')}.} other {Move ${theEn('card')}, with the ${countWords('above', enWords)} {above, plural, one {${w.en.card}} other {${w.en.cards}}} on it, onto ${theEn('onto')}.}}}}}}`,
  'site.opening.flip': `{twin, select, true {That turns the other {revealed} face up.} other {That turns ${theEn('revealed')} face up.}}`,
  'site.opening.freed': `That frees ${theEn('revealed')}.`,
  'site.opening.emptied': `{fans, select, true {That empties its ${w.en.fan}.} other {That empties its ${w.en.pile}.}}`,
} as const;

/** A message key of the rules site's own catalog. */
export type SiteMessageKey = keyof typeof en;

const es: Record<SiteMessageKey, string> = {
  'site.glance': 'De un vistazo',
  'site.glance.cards': `${W.es.cards}`,
  'site.glance.cardsValue': `{suits, plural, one {{cards}, solo de picas, ${countWords('copies', esFem)} veces cada una} =2 {{cards}, solo de picas y corazones, ${countWords('copies', esFem)} veces cada una} other {{decks, plural, one {{cards}, una baraja} other {{cards}, ${countWords('decks', esFem)} barajas mezcladas}}}}`,
  'site.glance.deal': `${W.es.deal}`,
  'site.glance.dealValue': `{tableau} en {fans, select, true {{piles} ${w.es.fans}} other {{piles} ${w.es.piles}}}{aces, plural, =0 {} other {, {aces} ases en las ${w.es.foundations}}}{base, plural, =0 {} other {, una en una ${w.es.foundation}}}{reserve, plural, =0 {} other {, {reserve} en la ${w.es.reserve}}}{stock, plural, =0 {} other {, {stock} en el ${w.es.stock}}}{kings, select, true {, los reyes al fondo} other {}}`,
  'site.glance.draw': `${W.es.draw}`,
  'site.glance.drawValue': `{draw, plural, one {De una en una} other {De ${countWords('draw', esFem)} en ${countWords('draw', esFem)}}}`,
  'site.glance.noStock': `Sin ${w.es.stock}: se reparten todas las ${w.es.cards}`,
  'site.glance.rowValue': `{rows, plural, =0 {{rest, plural, one {La última ${w.es.card}, sobre el primer ${w.es.pile}, cuando se quiera} other {Las ${countWords('rest', esFem)} últimas ${w.es.cards}, sobre los ${countWords('rest', esMasc)} primeros ${w.es.piles}, cuando se quiera}}} other {{needsEveryPile, select, true {Una ${w.es.card} sobre cada ${w.es.pile}, si ninguno está vacío} other {Una ${w.es.card} sobre cada ${w.es.pile}}}}}`,
  'site.glance.redeals': `${W.es.redeals}`,
  'site.glance.redealsValue': `{unlimited, select, true {Ilimitadas} other {{kind, select, turnWaste {{value, plural, =0 {Ninguna (una sola ${w.es.pass})} one {Una (dos ${w.es.passes})} other {${countWords('value', cap(esFem))} (${countWords('passes', esFem)} ${w.es.passes})}}} other {{value, plural, =0 {Ninguna} other {${countWords('value', cap(esFem))}}}}}}}`,
  'site.glance.noRedeal': 'Ninguna',
  'site.glance.foundations': `${W.es.foundations}`,
  'site.glance.foundationsValue': `{base, select, dealt {${countWords('count', cap(esFem))}, cada una {build, select, sameSuit {del mismo ${w.es.suit}} other {alternando colores}} desde el valor de la primera ${w.es.card}, pasando del rey al as} other {${countWords('count', cap(esFem))}, cada una del as al rey {build, select, sameSuit {del mismo ${w.es.suit}} other {alternando colores}}}}`,
  'site.glance.runsValue': `${countWords('count', cap(esFem))}, cada una recibe una ${w.es.run} completa, del rey al as del mismo ${w.es.suit}`,
  'site.glance.building': 'Construcción',
  'site.glance.buildingValue': `{direction, select, down {Hacia abajo} up {Hacia arriba} other {Hacia arriba o hacia abajo}}, {suit, select, alternateColour {alternando colores} sameSuit {del mismo ${w.es.suit}} other {sea cual sea el ${w.es.suit}}}; {moveUnit, select, cardOrPile {la ${w.es.card} de encima sola o todo el ${w.es.pile}} faceUpGroup {cualquier ${w.es.card} boca arriba se mueve con las que tiene encima} faceUpRun {las ${w.es.runs} se mueven enteras} suitedRun {solo las ${w.es.runs} de un mismo ${w.es.suit} se mueven enteras} carriedRun {las ${w.es.runs} se mueven enteras si las ${w.es.cells} libres lo permiten} other {${w.es.card} a ${w.es.card}}}`,
  'site.glance.empty': `{fans, select, true {${W.es.fans} vacíos} other {${W.es.piles} vacíos}}`,
  'site.glance.emptyValue': `{refill, select, true {La ${w.es.card} de arriba de la ${w.es.reserve}, al instante; agotada la ${w.es.reserve}, cualquier ${w.es.card}} other {{policy, select, anyCard {{moveUnit, select, topCard {Cualquier ${w.es.card}} other {Cualquier ${w.es.card}, con lo que tenga encima}}} kingOnly {{moveUnit, select, topCard {Solo un rey} other {Solo un rey, con lo que tenga encima}}} other {{fans, select, true {Nada: un ${w.es.fan} vaciado se queda vacío} other {Nada: un ${w.es.pile} vaciado se queda vacío}}}}}}`,
  'site.glance.cells': `${W.es.cells} libres`,
  'site.glance.cellsValue': `${countWords('cells', cap(esFem))}{dealt, plural, =0 {, vacías al empezar} other {, ${countWords('dealt', esFem)} llenas al repartir}}`,
  'site.glance.odds': 'Repartos ganables',
  'site.glance.oddsNone': `Aún sin medir: ningún ${w.es.deal} con estas reglas ha pasado por el ${w.es.solver}`,
  'site.odds.known':
    '{condition, select, open {jugando sin errores} shuffles {si se conociera de antemano el orden que daría cada barajada de las nuevas pasadas} hiddenShuffles {si se conocieran de antemano todas las cartas y el orden que daría cada barajada de las nuevas pasadas} other {si se conocieran todas las cartas}}',
  'site.odds.range':
    '{shape, select, exact {{atLeast}} noneLost {al menos el {atLeast}, ninguno perdido} other {al menos el {atLeast}, como mucho el {atMost}}}',
  'site.odds.headline': `{shape, select, exact {Se podría ganar el {atLeast} de los repartos {known}.${openEs}} noneLost {Se podría ganar al menos el {atLeast} de los repartos {known}.${openEs}} other {{condition, select, open {Se podría ganar al menos el {atLeast} de los repartos {known}, y como mucho el {atMost} (contando como ganados los que quedan sin decidir).${openEs}} other {Se podría ganar al menos el {atLeast} de los repartos, y como mucho el {atMost} (contando como ganados los que quedan sin decidir), {known}.}}}}`,
  'site.odds.detail': `{dealsN, plural, one {Del único ${w.es.deal} probado} other {De {deals} ${w.es.deals} probados}}, el ${w.es.solver} ganó {won}{lostN, plural, =0 {{undecidedN, plural, =0 {} other {, dejó {undecided} {undecidedWord}}} y no encontró ninguno perdido} one {, demostró que {lost} estaba perdido{undecidedN, plural, =0 { y los decidió todos} other { y dejó {undecided} {undecidedWord}}}} other {, demostró que {lost} estaban perdidos{undecidedN, plural, =0 { y los decidió todos} other { y dejó {undecided} {undecidedWord}}}}}. Con un 95\u00a0% de confianza, se podría ganar {capped, select, true {al menos el {boundLow}} other {entre el {boundLow} y el {boundHigh}}} de todos los ${w.es.deals} {known}.`,
  'site.odds.undecided': 'sin decidir',
  'site.odds.published': `{kind, select, numbered {{lostN, plural, =0 {${pub} da por ganables todos los ${w.es.deals} del {first} al {last}.} one {${pub} da por ganables {won} de los ${w.es.deals} del {first} al {last} y uno por perdido{listed, select, true { (el ${w.es.deal} {lostDeals})} other {}}.} other {${pub} da por ganables {won} de los ${w.es.deals} del {first} al {last} y {lost} por perdidos.}}} other {${pub} halló ganables {won} de {count} ${w.es.deals} al azar, es decir, el {share}.}}`,
  'site.odds.agreement': `{agreement, select, agrees {{same, select, true {El ${w.es.solver} de esta colección coincide: ninguno de sus recuentos contradice esas cifras.} other {El ${w.es.solver} de esta colección coincide: esa proporción cae dentro de su propio intervalo del 95\u00a0%.}}} differs {{same, select, true {El ${w.es.solver} de esta colección discrepa: sus recuentos contradicen esas cifras.} other {El ${w.es.solver} de esta colección discrepa: esa proporción cae fuera de su propio intervalo del 95\u00a0%.}}} other {El ${w.es.solver} de esta colección ha decidido demasiado pocos ${w.es.deals} para comparar.}}`,
  'site.related': 'Juegos emparentados',
  'site.familyOther': 'Otros juegos',
  'site.glossaryLink': 'Glosario',
  'site.glossary.title': 'Glosario',
  'site.glossary.intro':
    'Los términos que usan las páginas de reglas y las dos aplicaciones, uno para cada elemento del juego, y aquello en lo que se basan las probabilidades de cada página.',
  'site.term.card': `Cada uno de los 52 naipes de una baraja francesa; algunos juegos mezclan dos barajas.`,
  'site.term.suit':
    'Tréboles, diamantes, corazones o picas. Los corazones y los diamantes son rojos; los tréboles y las picas, negros.',
  'site.term.deal': `Cómo se colocan las ${w.es.cards} al empezar; también cada partida numerada: el mismo número da siempre la misma disposición.`,
  'site.term.tableau': `Los ${w.es.piles} o ${w.es.fans} donde transcurre casi todo el juego.`,
  'site.term.pile': `Una hilera de ${w.es.cards} en el ${w.es.tableau}, cada una algo desplazada sobre la anterior: una ${w.es.card} boca arriba muestra su valor y su ${w.es.suit}; una boca abajo, solo el dorso.`,
  'site.term.fan': `Un pequeño grupo de ${w.es.cards} boca arriba en el ${w.es.tableau}; solo se mueve la de encima.`,
  'site.term.foundation': `Lugar donde las ${w.es.cards} se van subiendo de una en una, de un as a un rey, según la regla del juego (del mismo ${w.es.suit} en la mayoría, alternando colores en algunos); quien llena todas las ${w.es.foundations} gana.`,
  'site.term.stock': `Las ${w.es.cards} que quedan boca abajo tras el ${w.es.deal} y se van volteando durante la partida.`,
  'site.term.waste': `Donde caen boca arriba las ${w.es.cards} que se roban del ${w.es.stock}; su ${w.es.card} de encima se puede jugar.`,
  'site.term.cell': `Un hueco junto a las ${w.es.foundations} donde cabe una sola ${w.es.card}, de cualquier clase, hasta que sigue su camino; los juegos con ${w.es.cells} libres tienen cuatro u ocho.`,
  'site.term.reserve': `Un pequeño montón boca abajo apartado en el ${w.es.deal}; solo su ${w.es.card} de encima está boca arriba y se puede jugar.`,
  'site.term.draw': `Pasar ${w.es.cards} del ${w.es.stock} al ${w.es.waste}, de una en una o de tres en tres.`,
  'site.term.pass': `Un recorrido completo por el ${w.es.stock}.`,
  'site.term.redeal': `Poner boca abajo el ${w.es.waste} entero para rehacer el ${w.es.stock} cuando este se agota; en los juegos sin ${w.es.stock}, recoger los ${w.es.fans}, barajarlos y repartirlos otra vez.`,
  'site.term.run': `${W.es.cards} boca arriba colocadas unas sobre otras en el orden de construcción, que se mueven juntas donde las reglas lo permiten.`,
  'site.term.move': `Llevar una ${w.es.card}, o una ${w.es.run}, de un sitio a otro; los ${w.es.draws} y las ${w.es.redeals} también cuentan.`,
  'site.term.hint': `Una ${w.es.move} que sugieren las aplicaciones; sigue una línea ganadora cuando el ${w.es.solver} la ha encontrado.`,
  'site.term.solver': `El programa que examina todas las líneas de juego de un ${w.es.deal}, con todas las ${w.es.cards} a la vista, para saber si se puede ganar.`,
  'site.termName.winnable': `${W.es.deal} ganable`,
  'site.term.winnable': `Un ${w.es.deal} que el ${w.es.solver} ha ganado conociendo todas las ${w.es.cards}: las que están boca abajo, el orden del ${w.es.stock} y, en los juegos cuyas ${w.es.redeals} barajan, el orden que daría cada barajada. Donde el juego oculta algo de esto, el jugador no lo ve y suele ganar menos ${w.es.deals}; donde todas las ${w.es.cards} se reparten boca arriba y nunca se barajan, no hay nada oculto, y un ${w.es.deal} ganable es simplemente uno que se puede ganar jugando sin errores.`,
  'site.termName.decided': `${W.es.deal} decidido`,
  'site.term.decided': `Un ${w.es.deal} que el ${w.es.solver} ha ganado, o del que ha demostrado que está perdido, dentro de su límite de búsqueda; los demás quedan sin decidir: la cifra mínima de las probabilidades los cuenta como perdidos y la máxima, como ganados.`,
  'site.rank': rankSelect('rank', {
    ace: 'A',
    two: '2',
    three: '3',
    four: '4',
    five: '5',
    six: '6',
    seven: '7',
    eight: '8',
    nine: '9',
    ten: '10',
    jack: 'J',
    queen: 'Q',
    king: 'K',
  }),
  'site.deal.caption': `El ${w.es.deal} {deal} tal como sale. Cada número de ${w.es.deal} da otra disposición con la misma forma.`,
  'site.deal.title': `{name}: ${w.es.deal} {deal} tal como sale`,
  'site.stock': `${W.es.stock} ({count})`,
  'site.waste': `${W.es.waste}`,
  'site.reserve': `${W.es.reserve} ({count})`,
  'site.foundations': `${W.es.foundations}`,
  'site.cells': `${W.es.cells} libres`,
  'site.foundation': `${W.es.foundation}`,
  'site.pileN': `{fans, select, true {${W.es.fan} {n}} other {${W.es.pile} {n}}}`,
  'site.pileCards': '{pile}: {cards}.',
  'site.empty': 'vacío',
  'site.legend.faceDown': `${W.es.card} boca abajo`,
  'site.legend.slot': 'Lugar vacío',
  'site.legend.moving': `${W.es.cards} que se mueven`,
  'site.examples': 'Ejemplos',
  'site.before': 'Antes',
  'site.after': 'Después',
  'site.atDeal': 'Al repartir',
  'site.afterSlide': 'Tras bajar los reyes',
  'site.example.unit': `{moving, select, suitedRun {Una ${w.es.run} de un mismo ${w.es.suit} se mueve entera: ${theEs('first')} y {count, plural, one {la ${w.es.card}} other {las ${countWords('count', esFem)} ${w.es.cards}}} que tiene encima pasan sobre ${theEs('target')} en una sola ${w.es.move}.} group {Un grupo se mueve entero, esté o no en orden: ${theEs('first')} y {count, plural, one {la ${w.es.card}} other {las ${countWords('count', esFem)} ${w.es.cards}}} que tiene encima pasan sobre ${theEs('target')} en una sola ${w.es.move}.} whole {Un ${w.es.pile} se mueve entero: ${theEs('first')} y {count, plural, one {la ${w.es.card}} other {las ${countWords('count', esFem)} ${w.es.cards}}} que tiene encima pasan sobre ${theEs('target')} en una sola ${w.es.move}.} other {Una ${w.es.run} se mueve entera: ${theEs('first')} y {count, plural, one {la ${w.es.card}} other {las ${countWords('count', esFem)} ${w.es.cards}}} que tiene encima pasan sobre ${theEs('target')} en una sola ${w.es.move}.}}`,
  'site.example.kings': `${W.es.deal} {deal}, {fans, select, true {${w.es.fan}} other {${w.es.pile}}} {n}: ${theEs('king')} cae sobre ${theEs('below')} y baja al fondo, debajo de las demás ${w.es.cards}.`,
  'site.example.playBack': `Devolver una ${w.es.card} al juego: ${theEs('card')} sale de su ${w.es.foundation} y pasa sobre ${theEs('target')}.`,
  'site.picture': 'Imagen: {caption}',
  'site.opening': 'Primeras jugadas',
  'site.opening.intro': `Así puede empezar el ${w.es.deal} {deal}, el de la imagen de arriba; cada ${w.es.move} es válida, aunque no tiene por qué ser la mejor.`,
  'site.opening.step': `{kind, select, draw {{times, plural, one {Roba del ${w.es.stock}: ${theEs('card')} queda boca arriba en el ${w.es.waste}.} other {Roba ${countWords('times', ['una vez', 'dos veces', 'tres veces', 'cuatro veces', 'cinco veces', 'seis veces', 'siete veces', 'ocho veces', 'nueve veces', 'diez veces'])} del ${w.es.stock}: ${theEs('card')} queda encima del ${w.es.waste}.}}} foundation {{from, select, waste {Juega ${theEs('card')} del ${w.es.waste} a una ${w.es.foundation}.} reserve {Juega ${theEs('card')} de la ${w.es.reserve} a una ${w.es.foundation}.} cell {Juega ${theEs('card')} de su ${w.es.cell} a una ${w.es.foundation}.} other {Sube ${theEs('card')} a una ${w.es.foundation}.}}} cell {Pon ${theEs('card')} en una ${w.es.cell} vacía.} empty {{count, plural, one {Mueve ${theEs('card')} al {fans, select, true {${w.es.fan}} other {${w.es.pile}}} vacío.} other {Mueve ${theEs('card')} y las ${w.es.cards} que tiene encima al {fans, select, true {${w.es.fan}} other {${w.es.pile}}} vacío.}}} other {{from, select, waste {Juega ${theEs('card')} del ${w.es.waste} sobre ${theEs('onto')}.} reserve {Juega ${theEs('card')} de la ${w.es.reserve} sobre ${theEs('onto')}.} cell {Juega ${theEs('card')} de su ${w.es.cell} sobre ${theEs('onto')}.} other {{count, plural, one {Mueve ${theEs('card')} sobre ${theEs('onto')}.} other {Mueve ${theEs('card')}, con {above, plural, one {la ${w.es.card}} other {las ${countWords('above', esFem)} ${w.es.cards}}} que tiene encima, sobre ${theEs('onto')}.}}}}}}`,
  'site.opening.flip': `{twin, select, true {Así se voltea ${rankSelect('revealedRank', { ace: 'el otro {revealed}', two: 'el otro {revealed}', three: 'el otro {revealed}', four: 'el otro {revealed}', five: 'el otro {revealed}', six: 'el otro {revealed}', seven: 'el otro {revealed}', eight: 'el otro {revealed}', nine: 'el otro {revealed}', ten: 'el otro {revealed}', jack: 'la otra {revealed}', queen: 'la otra {revealed}', king: 'el otro {revealed}' })}.} other {Así se voltea ${theEs('revealed')}.}}`,
  'site.opening.freed': `Así queda libre ${theEs('revealed')}.`,
  'site.opening.emptied': `{fans, select, true {Así se vacía su ${w.es.fan}.} other {Así se vacía su ${w.es.pile}.}}`,
};

const fr: Record<SiteMessageKey, string> = {
  'site.glance': 'En bref',
  'site.glance.cards': `${W.fr.cards}`,
  'site.glance.cardsValue': `{suits, plural, one {{cards}, uniquement des piques, ${countWords('copies', frFem)} fois chacune} =2 {{cards}, uniquement des piques et des cœurs, ${countWords('copies', frFem)} fois chacune} other {{decks, plural, one {{cards}, un jeu} other {{cards}, ${countWords('decks', ['un', ...frFem.slice(1)])} jeux mélangés}}}}`,
  'site.glance.deal': `${W.fr.deal}`,
  'site.glance.dealValue': `{tableau} en {fans, select, true {{piles} ${w.fr.fans}} other {{piles} ${w.fr.piles}}}{aces, plural, =0 {} other {, {aces} as sur les ${w.fr.foundations}}}{base, plural, =0 {} other {, une sur une ${w.fr.foundation}}}{reserve, plural, =0 {} other {, {reserve} dans la ${w.fr.reserve}}}{stock, plural, =0 {} other {, {stock} dans le ${w.fr.stock}}}{kings, select, true {, les rois au fond} other {}}`,
  'site.glance.draw': `${W.fr.draw}`,
  'site.glance.drawValue': `{draw, plural, one {Une ${w.fr.card} à la fois} other {${countWords('draw', cap(frFem))} ${w.fr.cards} à la fois}}`,
  'site.glance.noStock': `Pas de ${w.fr.stock}\u00a0: toutes les ${w.fr.cards} sont distribuées`,
  'site.glance.rowValue': `{rows, plural, =0 {{rest, plural, one {La dernière ${w.fr.card}, sur la première ${w.fr.pile}, quand vous le décidez} other {Les ${countWords('rest', frFem)} dernières ${w.fr.cards}, sur les ${countWords('rest', frFem)} premières ${w.fr.piles}, quand vous le décidez}}} other {{needsEveryPile, select, true {Une ${w.fr.card} sur chaque ${w.fr.pile}, si aucune n’est vide} other {Une ${w.fr.card} sur chaque ${w.fr.pile}}}}}`,
  'site.glance.redeals': `${W.fr.redeals}`,
  'site.glance.redealsValue': `{unlimited, select, true {Illimitées} other {{kind, select, turnWaste {{value, plural, =0 {Aucune (un seul ${w.fr.pass})} one {Une (deux ${w.fr.passes})} other {${countWords('value', cap(frFem))} (${countWords('passes', ['un', ...frFem.slice(1)])} ${w.fr.passes})}}} other {{value, plural, =0 {Aucune} other {${countWords('value', cap(frFem))}}}}}}}`,
  'site.glance.noRedeal': 'Aucune',
  'site.glance.foundations': `${W.fr.foundations}`,
  'site.glance.foundationsValue': `{base, select, dealt {${countWords('count', cap(frFem))}, chacune montée {build, select, sameSuit {dans la même ${w.fr.suit}} other {en alternant le rouge et le noir}} depuis le rang de la première ${w.fr.card}, en passant du roi à l’as} other {${countWords('count', cap(frFem))}, chacune montée de l’as au roi {build, select, sameSuit {dans la même ${w.fr.suit}} other {en alternant le rouge et le noir}}}}`,
  'site.glance.runsValue': `${countWords('count', cap(frFem))}, chacune reçoit une ${w.fr.run} complète, du roi à l’as dans la même ${w.fr.suit}`,
  'site.glance.building': 'Construction',
  'site.glance.buildingValue': `{direction, select, down {En descendant} up {En montant} other {En montant ou en descendant}}, {suit, select, alternateColour {en alternant le rouge et le noir} sameSuit {dans la même ${w.fr.suit}} other {quelle que soit la ${w.fr.suit}}}\u00a0; {moveUnit, select, cardOrPile {la ${w.fr.card} du dessus seule ou toute la ${w.fr.pile}} faceUpGroup {toute ${w.fr.card} face visible se déplace avec celles posées dessus} faceUpRun {les ${w.fr.runs} se déplacent d’un seul tenant} suitedRun {seules les ${w.fr.runs} d’une même ${w.fr.suit} se déplacent d’un seul tenant} carriedRun {les ${w.fr.runs} se déplacent d’un seul tenant si les ${w.fr.cells} libres le permettent} other {une ${w.fr.card} à la fois}}`,
  'site.glance.empty': `{fans, select, true {${W.fr.fans} vides} other {${W.fr.piles} vides}}`,
  'site.glance.emptyValue': `{refill, select, true {La ${w.fr.card} du dessus de la ${w.fr.reserve}, aussitôt\u00a0; une fois la ${w.fr.reserve} épuisée, n’importe quelle ${w.fr.card}} other {{policy, select, anyCard {{moveUnit, select, topCard {N’importe quelle ${w.fr.card}} other {N’importe quelle ${w.fr.card}, avec ce qui est posé dessus}}} kingOnly {{moveUnit, select, topCard {Un roi seulement} other {Un roi seulement, avec ce qui est posé dessus}}} other {{fans, select, true {Rien\u00a0: ils restent vides} other {Rien\u00a0: elles restent vides}}}}}}`,
  'site.glance.cells': `${W.fr.cells} libres`,
  'site.glance.cellsValue': `${countWords('cells', cap(frFem))}{dealt, plural, =0 {, vides au départ} other {, dont ${countWords('dealt', frFem)} remplies à la ${w.fr.deal}}}`,
  'site.glance.odds': 'Donnes gagnables',
  'site.glance.oddsNone': `Pas encore mesuré\u00a0: aucune ${w.fr.deal} de ces règles n’est passée par le ${w.fr.solver}`,
  'site.odds.known':
    '{condition, select, open {sans erreur de jeu} shuffles {si l’on connaissait d’avance l’ordre que donnerait chaque mélange des redistributions} hiddenShuffles {si l’on connaissait d’avance toutes les cartes et l’ordre que donnerait chaque mélange des redistributions} other {si l’on connaissait toutes les cartes}}',
  'site.odds.range':
    '{shape, select, exact {{atLeast}} noneLost {au moins {atLeast}, aucune prouvée perdue} other {au moins {atLeast}, au plus {atMost}}}',
  'site.odds.headline': `{shape, select, exact {Sur l’ensemble des donnes, {atLeast} pourraient être gagnées {known}.${openFr}} noneLost {Au moins {atLeast} des donnes pourraient être gagnées {known}.${openFr}} other {{condition, select, open {Au moins {atLeast} des donnes pourraient être gagnées {known}, et au plus {atMost} (en comptant comme gagnées les donnes non tranchées).${openFr}} other {Au moins {atLeast} des donnes pourraient être gagnées, et au plus {atMost} (en comptant comme gagnées les donnes non tranchées), {known}.}}}}`,
  'site.odds.detail': `{dealsN, plural, one {Sur la seule ${w.fr.deal} essayée} other {Sur {deals} ${w.fr.deals} essayées}}, le ${w.fr.solver} en a gagné {won}, {lostN, plural, =0 {n’a prouvé la perte d’aucune} one {a prouvé que {lost} était perdue} other {a prouvé que {lost} étaient perdues}}{undecidedN, plural, =0 { et les a toutes tranchées} other { et en a laissé {undecided} {undecidedWord}}}. Avec une confiance de 95\u00a0%, {capped, select, true {au moins {boundLow}} other {entre {boundLow} et {boundHigh}}} de l’ensemble des ${w.fr.deals} pourraient être gagnées {known}.`,
  'site.odds.undecided': 'non tranchées',
  'site.odds.published': `{kind, select, numbered {{lostN, plural, =0 {${pub} compte comme gagnables toutes les ${w.fr.deals} de {first} à {last}.} one {${pub} compte comme gagnables {won} des ${w.fr.deals} de {first} à {last}, et une comme perdue{listed, select, true { (la ${w.fr.deal} {lostDeals})} other {}}.} other {${pub} compte comme gagnables {won} des ${w.fr.deals} de {first} à {last}, et {lost} comme perdues.}}} other {${pub} a trouvé gagnables {won} de {count} ${w.fr.deals} tirées au hasard, soit {share}.}}`,
  'site.odds.agreement': `{agreement, select, agrees {{same, select, true {Le ${w.fr.solver} de cette collection est d’accord\u00a0: aucun de ses comptes ne contredit ces chiffres.} other {Le ${w.fr.solver} de cette collection est d’accord\u00a0: cette proportion tombe dans son propre intervalle à 95\u00a0%.}}} differs {{same, select, true {Le ${w.fr.solver} de cette collection n’est pas d’accord\u00a0: ses comptes contredisent ces chiffres.} other {Le ${w.fr.solver} de cette collection n’est pas d’accord\u00a0: cette proportion tombe hors de son propre intervalle à 95\u00a0%.}}} other {Le ${w.fr.solver} de cette collection a tranché trop peu de ${w.fr.deals} pour comparer.}}`,
  'site.related': 'Jeux apparentés',
  'site.familyOther': 'Autres jeux',
  'site.glossaryLink': 'Glossaire',
  'site.glossary.title': 'Glossaire',
  'site.glossary.intro':
    'Les termes qu’emploient les pages de règles et les deux applications, un terme par notion, et ce sur quoi reposent les chances de gain de chaque page.',
  'site.term.card': `L’une des 52 ${w.fr.cards} d’un jeu standard\u00a0; certaines réussites mêlent deux jeux.`,
  'site.term.suit': 'Trèfle, carreau, cœur ou pique. Le cœur et le carreau sont rouges, le trèfle et le pique noirs.',
  'site.term.deal': `La façon dont les ${w.fr.cards} sont disposées au début\u00a0; aussi une partie numérotée\u00a0: le même numéro donne toujours la même disposition.`,
  'site.term.tableau': `Les ${w.fr.piles} ou les ${w.fr.fans} où se joue l’essentiel de la partie.`,
  'site.term.pile': `Une file de ${w.fr.cards} du ${w.fr.tableau}, chacune décalée sur la précédente\u00a0: une ${w.fr.card} face visible montre son rang et sa ${w.fr.suit}, une ${w.fr.card} face cachée son seul dos.`,
  'site.term.fan': `Quelques ${w.fr.cards} face visible étalées sur le ${w.fr.tableau}\u00a0; seule celle du dessus se déplace.`,
  'site.term.foundation': `L’endroit où l’on monte les ${w.fr.cards} rang par rang, d’un as à un roi, selon la règle du jeu (dans la même ${w.fr.suit} le plus souvent, en alternant le rouge et le noir dans certains jeux)\u00a0; la partie est gagnée quand toutes les ${w.fr.foundations} sont pleines.`,
  'site.term.stock': `Les ${w.fr.cards} restées face cachée après la ${w.fr.deal}, retournées en cours de partie.`,
  'site.term.waste': `L’endroit où tombent, face visible, les ${w.fr.cards} tirées du ${w.fr.stock}\u00a0; celle du dessus peut être jouée.`,
  'site.term.cell': `Un emplacement à côté des ${w.fr.foundations} qui garde une seule ${w.fr.card}, quelle qu’elle soit, jusqu’à ce qu’elle reparte\u00a0; les jeux à ${w.fr.cells} libres en ont quatre ou huit.`,
  'site.term.reserve': `Un paquet face cachée mis à part à la ${w.fr.deal}\u00a0; seule sa ${w.fr.card} du dessus est visible et jouable.`,
  'site.term.draw': `Faire passer des ${w.fr.cards} du ${w.fr.stock} à la ${w.fr.waste}, une ou trois à la fois.`,
  'site.term.pass': `Un parcours complet du ${w.fr.stock}.`,
  'site.term.redeal': `Reformer le ${w.fr.stock} avec la ${w.fr.waste} quand il est épuisé\u00a0; dans les jeux sans ${w.fr.stock}, ramasser les ${w.fr.fans}, les mélanger et les distribuer de nouveau.`,
  'site.term.run': `Des ${w.fr.cards} face visible posées les unes sur les autres dans l’ordre de construction, qui se déplacent ensemble quand les règles le permettent.`,
  'site.term.move': `Déplacer une ${w.fr.card}, ou une ${w.fr.run}, d’un endroit à un autre\u00a0; les ${w.fr.draws} et les ${w.fr.redeals} comptent aussi.`,
  'site.term.hint': `Un ${w.fr.move} que proposent les applications\u00a0; il suit une ligne gagnante quand le ${w.fr.solver} en a trouvé une.`,
  'site.term.solver': `Le programme qui explore toutes les lignes de jeu d’une ${w.fr.deal}, toutes ${w.fr.cards} connues, pour savoir si elle peut être gagnée.`,
  'site.termName.winnable': `${W.fr.deal} gagnable`,
  'site.term.winnable': `Une ${w.fr.deal} que le ${w.fr.solver} a gagnée en connaissant toutes les ${w.fr.cards}\u00a0: celles qui sont face cachée, l’ordre du ${w.fr.stock} et, dans les jeux dont les ${w.fr.redeals} mélangent, l’ordre que donnerait chaque mélange. Là où le jeu les cache, un joueur, qui ne les voit pas, en gagne en général moins\u00a0; là où toutes les ${w.fr.cards} sont distribuées face visible sans jamais être mélangées, rien n’est caché, et une ${w.fr.deal} gagnable est simplement une ${w.fr.deal} que l’on peut gagner sans erreur de jeu.`,
  'site.termName.decided': `${W.fr.deal} tranchée`,
  'site.term.decided': `Une ${w.fr.deal} que le ${w.fr.solver} a gagnée, ou dont il a prouvé qu’elle était perdue, dans la limite de sa recherche\u00a0; les autres restent non tranchées\u00a0: le chiffre bas des chances de gain les compte comme perdues, le chiffre haut comme gagnées.`,
  'site.rank': rankSelect('rank', {
    ace: 'A',
    two: '2',
    three: '3',
    four: '4',
    five: '5',
    six: '6',
    seven: '7',
    eight: '8',
    nine: '9',
    ten: '10',
    jack: 'V',
    queen: 'D',
    king: 'R',
  }),
  'site.deal.caption': `La ${w.fr.deal} {deal} telle qu’elle est distribuée. Chaque numéro de ${w.fr.deal} produit une autre disposition de la même forme.`,
  'site.deal.title': `{name}\u00a0: ${w.fr.deal} {deal} telle qu’elle est distribuée`,
  'site.stock': `${W.fr.stock} ({count})`,
  'site.waste': `${W.fr.waste}`,
  'site.reserve': `${W.fr.reserve} ({count})`,
  'site.foundations': `${W.fr.foundations}`,
  'site.cells': `${W.fr.cells} libres`,
  'site.foundation': `${W.fr.foundation}`,
  'site.pileN': `{fans, select, true {${W.fr.fan} {n}} other {${W.fr.pile} {n}}}`,
  'site.pileCards': '{pile}\u00a0: {cards}.',
  'site.empty': 'vide',
  'site.legend.faceDown': `${W.fr.card} face cachée`,
  'site.legend.slot': 'Place vide',
  'site.legend.moving': `${W.fr.cards} qui se déplacent`,
  'site.examples': 'Exemples',
  'site.before': 'Avant',
  'site.after': 'Après',
  'site.atDeal': 'À la distribution',
  'site.afterSlide': 'Une fois les rois glissés',
  'site.example.unit': `{moving, select, suitedRun {Une ${w.fr.run} d’une même ${w.fr.suit} se déplace d’un seul tenant\u00a0: ${theFr('first')} et {count, plural, one {la ${w.fr.card} posée} other {les ${countWords('count', frFem)} ${w.fr.cards} posées}} dessus vont sur ${theFr('target')} en un seul ${w.fr.move}.} group {Un groupe se déplace d’un seul tenant, qu’il se suive ou non\u00a0: ${theFr('first')} et {count, plural, one {la ${w.fr.card} posée} other {les ${countWords('count', frFem)} ${w.fr.cards} posées}} dessus vont sur ${theFr('target')} en un seul ${w.fr.move}.} whole {Une ${w.fr.pile} entière se déplace d’un seul tenant\u00a0: ${theFr('first')} et {count, plural, one {la ${w.fr.card} posée} other {les ${countWords('count', frFem)} ${w.fr.cards} posées}} dessus vont sur ${theFr('target')} en un seul ${w.fr.move}.} other {Une ${w.fr.run} se déplace d’un seul tenant\u00a0: ${theFr('first')} et {count, plural, one {la ${w.fr.card} posée} other {les ${countWords('count', frFem)} ${w.fr.cards} posées}} dessus vont sur ${theFr('target')} en un seul ${w.fr.move}.}}`,
  'site.example.kings': `${W.fr.deal} {deal}, {fans, select, true {${w.fr.fan}} other {${w.fr.pile}}} {n}\u00a0: ${theFr('king')} tombe sur ${theFr('below')} et glisse au fond, sous les autres ${w.fr.cards}.`,
  'site.example.playBack': `Reprendre une ${w.fr.card}\u00a0: ${theFr('card')} quitte sa ${w.fr.foundation} pour aller sur ${theFr('target')}.`,
  'site.picture': 'Image\u00a0: {caption}',
  'site.opening': 'Premiers coups',
  'site.opening.intro': `Voici une façon de commencer la ${w.fr.deal} {deal}, celle de l’image ci-dessus\u00a0; chaque ${w.fr.move} est permis par les règles, sans être forcément le meilleur.`,
  'site.opening.step': `{kind, select, draw {{times, plural, one {Tirez du ${w.fr.stock}\u00a0: ${theFr('card')} apparaît sur la ${w.fr.waste}.} other {Tirez ${countWords('times', ['une fois', 'deux fois', 'trois fois', 'quatre fois', 'cinq fois', 'six fois', 'sept fois', 'huit fois', 'neuf fois', 'dix fois'])} du ${w.fr.stock}\u00a0: ${theFr('card')} est maintenant sur le dessus de la ${w.fr.waste}.}}} foundation {{from, select, waste {Jouez ${theFr('card')} de la ${w.fr.waste} sur une ${w.fr.foundation}.} reserve {Jouez ${theFr('card')} de la ${w.fr.reserve} sur une ${w.fr.foundation}.} cell {Jouez ${theFr('card')} de sa ${w.fr.cell} sur une ${w.fr.foundation}.} other {Montez ${theFr('card')} sur une ${w.fr.foundation}.}}} cell {Mettez ${theFr('card')} dans une ${w.fr.cell} vide.} empty {{count, plural, one {Posez ${theFr('card')} {fans, select, true {dans l’${w.fr.fan} vide} other {sur la ${w.fr.pile} vide}}.} other {Posez ${theFr('card')} et les ${w.fr.cards} posées dessus {fans, select, true {dans l’${w.fr.fan} vide} other {sur la ${w.fr.pile} vide}}.}}} other {{from, select, waste {Jouez ${theFr('card')} de la ${w.fr.waste} sur ${theFr('onto')}.} reserve {Jouez ${theFr('card')} de la ${w.fr.reserve} sur ${theFr('onto')}.} cell {Jouez ${theFr('card')} de sa ${w.fr.cell} sur ${theFr('onto')}.} other {{count, plural, one {Posez ${theFr('card')} sur ${theFr('onto')}.} other {Posez ${theFr('card')}, avec {above, plural, one {la ${w.fr.card} posée dessus} other {les ${countWords('above', frFem)} ${w.fr.cards} posées dessus}}, sur ${theFr('onto')}.}}}}}}`,
  // The card turns over by itself (A5): it is the subject, « Le cinq de trèfle se retourne », never « Cela retourne ».
  'site.opening.flip': `{twin, select, true {{revealedRank, select, other {L’autre {revealed}}} se retourne.} other {${TheFr('revealed')} se retourne.}}`,
  'site.opening.freed': `Cela dégage ${theFr('revealed')}.`,
  'site.opening.emptied': `{fans, select, true {Cela vide son ${w.fr.fan}.} other {Cela vide sa ${w.fr.pile}.}}`,
};

/** The rules site's catalogs (page furniture), one per locale. */
export const siteCatalogs: Catalogs<SiteMessageKey> = { en, es, fr };

/** Formats a rules-site message. */
export const siteText = translator(siteCatalogs);
