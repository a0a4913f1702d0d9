import { capitalWords, words } from './glossary.js';
import { choose, countWords, rankSelect } from './icuSelect.js';
import { femNumbers, nf, suitWord } from './tableCatalogEs.js';

// Spanish. The words come from the glossary (glossary.ts); the agreement around them (un montón vacío, una base
// vacía) is written here. Card names are common nouns, in lower case mid-sentence (el rey, la reina, un as), and
// carry their gender. The rules are stated impersonally (se roba, se puede); where the page speaks to the player
// (tips, the shortcut) it says tú, never usted.

const aRank = (arg: string) =>
  rankSelect(arg, {
    ace: 'un as',
    two: 'un 2',
    three: 'un 3',
    four: 'un 4',
    five: 'un 5',
    six: 'un 6',
    seven: 'un 7',
    eight: 'un 8',
    nine: 'un 9',
    ten: 'un 10',
    jack: 'una jota',
    queen: 'una reina',
    king: 'un rey',
  });

// Counts in words from one to ten, figures above, agreeing with the noun: una carta, un montón.
const nm = (arg: string) => countWords(arg, ['un', ...femNumbers.slice(1)]);
const ord = (arg: string) =>
  countWords(arg, [
    'primera',
    'segunda',
    'tercera',
    'cuarta',
    'quinta',
    'sexta',
    'séptima',
    'octava',
    'novena',
    'décima',
  ]);

// Masculine ordinals, for piles counted from the left (el cuarto montón).
const ordm = (arg: string) =>
  countWords(arg, [
    'primero',
    'segundo',
    'tercero',
    'cuarto',
    'quinto',
    'sexto',
    'séptimo',
    'octavo',
    'noveno',
    'décimo',
  ]);

// The sources a page names, in the form that follows "las de" / "según".
const sources = {
  onlinePage: 'la página de reglas en línea de la que partió esta colección',
  aisleriot: 'GNOME Aisleriot',
  pysolfc: 'PySolFC',
  solitaireGg: 'solitaire.gg',
  prettyGoodSolitaire: 'Pretty Good Solitaire',
  parlett: 'el Penguin Book of Patience de David Parlett',
  moreheadMottSmith: 'Morehead y Mott-Smith',
  wikipedia: 'Wikipedia',
  microsoft: 'Microsoft FreeCell para Windows',
  microsoftSpider: 'Microsoft Spider Solitaire para Windows',
  fcSolve: 'Freecell Solver',
  jerryBryan: 'Jerry Bryan',
  microsoftCollection: 'Microsoft Solitaire Collection',
  blackHoleSolver: 'el Black Hole Solver de Shlomi Fish',
  playsolitaireIo: 'playsolitaire.io',
};
const src = (arg: string) => choose(arg, sources);
const Src = (arg: string) =>
  choose(arg, {
    ...sources,
    onlinePage: 'La página de reglas en línea de la que partió esta colección',
    parlett: 'El Penguin Book of Patience de David Parlett',
    microsoft: 'Microsoft FreeCell para Windows',
  });

// The glossary's words (w) and the same capitalised (W).
const w = words.es;
const W = capitalWords.es;

// A card named by the arguments `rank` and `suit`, with its article: "el as de picas", "la reina de corazones".
const theCard = `${rankSelect('rank', {
  ace: 'el as',
  two: 'el 2',
  three: 'el 3',
  four: 'el 4',
  five: 'el 5',
  six: 'el 6',
  seven: 'el 7',
  eight: 'el 8',
  nine: 'el 9',
  ten: 'el 10',
  jack: 'la jota',
  queen: 'la reina',
  king: 'el rey',
})} de ${suitWord('suit')}`;
// What a card played onto the one foundation may not do at the ends of the ranks, after "sea cual sea el palo".
const stepEnds = `{wrap, select, true {; el rey y el as cuentan como vecinos} other {{kingStops, select, true {, y nada sobre un rey} other {, sin pasar nunca del rey al as}}}}`;
// Whatever the stock (and its waste) still hold when the table is cleared.
const leftOver = `{waste, select, true {quede lo que quede en el ${w.stock} y en el ${w.waste}} other {quede lo que quede en el ${w.stock}}}`;

// The deal of a rows layout, said once; each branch of layout.rows adds how the rows are faced.
const rowsDeal = `El ${w.tableau} se reparte en ${nf('rows')} filas sobre ${nm('piles')} ${w.piles}, una ${w.card} por ${w.pile} y fila, de izquierda a derecha, {short, plural, =0 {así que cada ${w.pile} tiene ${nf('perPile')} ${w.cards}, {total} en total.} other {hasta que no queda ninguna ${w.card}: los ${nm('long')} primeros ${w.piles} tienen ${nf('perPile')} ${w.cards} y los ${nm('short')} últimos, ${nf('fewer')}; {total} en total.}}`;
// What a pile starts with in the index line: its cards (fewer on the last piles of a deal that runs out) and faces.
const startsWith = `{perPile, plural, one {una sola ${w.card}{down, plural, =0 {, boca arriba} other {, boca abajo}}} other {${nf('perPile')} ${w.cards}{short, plural, =0 {} other { (los ${nm('short')} últimos, ${nf('fewer')})}}, {down, plural, =0 {todas boca arriba} other {${nf('down')} de ellas boca abajo}}}}`;
// Said after a rows deal's pile contents when the deal slides each pile's Kings beneath its other cards.
const kingsUnder = `{kings, select, true {; los reyes que haya entre ellas pasan al fondo de su ${w.pile}} other {}}`;
// What an empty pile takes, where the index line has room to say so (after "sin importar el palo").
const emptyRule = `{empty, select, never {, y un ${w.pile} que se vacía ya no se vuelve a llenar} kingOnly {, y un ${w.pile} que se vacía solo admite un rey} other {}}`;
// Turning the waste over: the same cards, without shuffling, come back in the order they were first drawn.
const turnOver = `Cuando el ${w.stock} se agota, se puede hacer una ${w.redeal}: el ${w.waste} entero se pone boca abajo, sin barajar, y pasa a ser el ${w.stock}, así que sus ${w.cards} salen otra vez en el orden en que se robaron.`;
// A choice of a setting, marked when it is the one the page describes.
const byDefault = (phrase: string) => `{current, select, true {${phrase} (por defecto)} other {${phrase}}}`;
// How a game redeals, as the first half of a sentence about this game, from the arguments prefixed `p`. Where the
// cards are gathered and shuffled there is no stock to go through again: « repartirse de nuevo », not « pasada ».
const gathered = (times: string) => `pueden recogerse, barajarse y repartirse de nuevo ${times}`;
const redealHere = (p: string) =>
  `{${p}Kind, select, turnWaste {{${p}Unlimited, select, true {Aquí las ${w.redeals} son ilimitadas} other {{${p}Limit, plural, =0 {Aquí no hay ${w.redeal}} one {Aquí solo se permite una ${w.redeal}} other {Aquí se permiten hasta ${nf(`${p}Limit`)} ${w.redeals}}}}}} shuffleTableau {{${p}Unlimited, select, true {Aquí las ${w.cards} ${gathered('sin límite')}} other {{${p}Limit, plural, =0 {Aquí no se reparte de nuevo} one {Aquí las ${w.cards} ${gathered('una sola vez')}} other {Aquí las ${w.cards} ${gathered(`hasta ${nf(`${p}Limit`)} veces`)}}}}}} other {Aquí no se reparte de nuevo}}`;
// The same for the other game, as the second half: "…, mientras que en {other} son ilimitadas."
const redealThere = (p: string) =>
  `{${p}Kind, select, turnWaste {{${p}Unlimited, select, true {en {other} son ilimitadas} other {{${p}Limit, plural, =0 {en {other} no hay ninguna} one {en {other} solo se permite una} other {en {other} se permiten hasta ${nf(`${p}Limit`)}}}}}} shuffleTableau {{${p}Unlimited, select, true {en {other} las ${w.cards} ${gathered('sin límite')}} other {{${p}Limit, plural, =0 {en {other} no se reparte de nuevo} one {en {other} las ${w.cards} ${gathered('una sola vez')}} other {en {other} las ${w.cards} ${gathered(`hasta ${nf(`${p}Limit`)} veces`)}}}}}} other {en {other} no se reparte de nuevo}}`;
// How a deal of piles of their own sizes faces its cards (`pilesFaces` in describe.ts), after the card count.
const pileFaces = choose('faces', {
  allUp: ', todas boca arriba',
  topUp: ', y solo la de encima de cada uno queda boca arriba',
  firstDown: `, {down, plural, one {la de abajo boca abajo} other {las ${nf('down')} de abajo boca abajo}} {downPiles, plural, one {en el primero} other {en los ${nm('downPiles')} primeros}}`,
  mixed: ', algunas boca abajo',
});
// Both apps say so when no move can change the game any more (the terminal's notice, the web game's status line).
const told = 'El juego web y el de terminal lo avisan cuando ocurre.';

/** Spanish messages, by key. */
export const catalogEs: Record<string, string> = {
  'page.title': 'Cómo jugar a {name}',
  'page.otherLanguages': 'Esta página en otros idiomas',
  'page.allGames': 'Todos los juegos',
  'page.figure': 'La disposición inicial de {name}.',
  'index.title': 'Solitarios: las reglas',
  'index.intro':
    'Las reglas de cada juego de la colección, escritas a partir de las mismas definiciones con las que juega el motor.',
  'svg.stock': `${W.stock}`,
  'svg.waste': `${W.waste}`,
  'svg.foundations': `${W.foundations}`,
  'svg.reserve': `${W.reserve}`,
  'svg.faceDown': 'boca abajo',
  'svg.faceUp': 'boca arriba',

  'section.overview': 'Presentación',
  'section.goal': 'Objetivo',
  'section.layout': 'Disposición',
  'section.foundations': `{kind, select, single {${W.foundation}} higherOfSuit {Retirar ${w.cards}} rankSum {Parejas} other {${W.foundations}}}`,
  'section.tableau': `{fans, select, true {${W.fans}} other {${W.tableau}}}`,
  'section.stock': `{hasStock, select, true {{waste, select, false {${W.stock}} other {${W.stock} y ${w.waste}}}} other {${W.redeals}}}`,
  'section.scoring': 'Puntuación',
  'section.tips': 'Consejos',
  'section.variations': 'Variantes',
  'section.related': 'Juegos emparentados',
  'section.about': 'Fuentes e historia',

  'overview.intro': choose(
    'family',
    {
      klondike:
        '{head, select, true {{name} es el solitario que da nombre a la familia Klondike.} other {{name} es un solitario de la familia Klondike.}}',
      canfield: `{head, select, true {{name} es el solitario que da nombre a la familia Canfield.} other {{name} es un solitario de la familia Canfield.}}`,
      yukon: `{head, select, true {{name} es el solitario que da nombre a la familia Yukon.} other {{name} es un solitario de la familia Yukon.}}`,
      fortyThieves: `{head, select, true {{name} es el solitario que da nombre a la familia Forty Thieves.} other {{name} es un solitario de la familia Forty Thieves.}}`,
      bakersDozen: `{head, select, true {{name} es el solitario que da nombre a la familia Baker’s Dozen.} other {{name} es un solitario de la familia Baker’s Dozen.}}`,
      freecell: `{head, select, true {{name} es un solitario, el más conocido de los que se juegan con ${w.cells} libres.} other {{name} es un solitario, uno de los que se juegan con ${w.cells} libres.}}`,
      fan: `{head, select, true {{name} («abanico» en inglés) es el solitario que da nombre a la familia de los que se reparten en pequeños ${w.fans}.} other {{name} es un solitario de la familia de los que se reparten en pequeños ${w.fans}.}}`,
      spider: `{head, select, true {{name} («araña» en inglés) es el solitario que da nombre a la familia Spider.} other {{name} es un solitario de la familia Spider.}}`,
      golf: `{head, select, true {{name} es el solitario que da nombre a la familia Golf.} other {{name} es un solitario de la familia Golf.}}`,
      pyramid: `{head, select, true {{name} («pirámide» en inglés) es el solitario que da nombre a la familia Pyramid.} other {{name} es un solitario de la familia Pyramid.}}`,
    },
    '{name} es un solitario.',
  ),
  'summary.rows': `{decks, plural, one {Al empezar, cada uno de los ${nm('piles')} ${w.piles} recibe ${startsWith}${kingsUnder}.} other {Se juega con ${nf('decks')} barajas; al empezar, cada uno de los ${nm('piles')} ${w.piles} recibe ${startsWith}${kingsUnder}.}}`,
  'summary.piles': `{decks, plural, one {{spread, select, even {Al empezar, cada uno de los ${nm('piles')} ${w.piles} recibe ${nf('max')} ${w.cards}${pileFaces}.} twoSizes {Al empezar, los ${nm('piles')} ${w.piles} reciben ${nf('min')} o ${nf('max')} ${w.cards}${pileFaces}.} other {Al empezar, los ${nm('piles')} ${w.piles} reciben de ${nf('min')} a ${nf('max')} ${w.cards}${pileFaces}.}}} other {{spread, select, even {Se juega con ${nf('decks')} barajas; al empezar, cada uno de los ${nm('piles')} ${w.piles} recibe ${nf('max')} ${w.cards}${pileFaces}.} twoSizes {Se juega con ${nf('decks')} barajas; al empezar, los ${nm('piles')} ${w.piles} reciben ${nf('min')} o ${nf('max')} ${w.cards}${pileFaces}.} other {Se juega con ${nf('decks')} barajas; al empezar, los ${nm('piles')} ${w.piles} reciben de ${nf('min')} a ${nf('max')} ${w.cards}${pileFaces}.}}}}`,
  'summary.runs': `Cada ${w.run} del rey al as de un mismo ${w.suit} sale del ${w.tableau} hacia una ${w.foundation} en cuanto queda completa; ninguna ${w.card} suelta va nunca allí.`,
  'summary.stockRow': `{rows, plural, =0 {Las ${nf('rest')} últimas ${w.cards} esperan en el ${w.stock}, para repartirse sobre los ${nm('rest')} primeros ${w.piles} cuando el jugador quiera.} other {{needsEveryPile, select, true {Cada vez que se reparte del ${w.stock}, cae una ${w.card} sobre cada ${w.pile}, y nunca mientras haya un ${w.pile} vacío.} other {Cada vez que se reparte del ${w.stock}, cae una ${w.card} sobre cada ${w.pile}.}}}}`,
  'summary.cells': `{dealt, plural, =0 {Junto a las ${w.foundations} hay ${nf('cells')} ${w.cells} libres, y en cada una cabe una sola ${w.card}.} other {Junto a las ${w.foundations} hay ${nf('cells')} ${w.cells} libres, y en cada una cabe una sola ${w.card}; al repartir se llenan ${nf('dealt')} de ellas.}}`,
  'summary.staircase': `{extraUp, plural, =0 {Al empezar, los ${nm('piles')} ${w.piles} reciben de una a ${nf('piles')} ${w.cards}, y solo la de encima de cada uno queda boca arriba.} other {Al empezar, los ${nm('piles')} ${w.piles} reciben de una a ${nf('piles')} ${w.cards}, y solo la de encima de cada uno queda boca arriba; después, todos salvo el primero reciben ${nf('extraUp')} ${w.cards} más boca arriba.}}`,
  'summary.fans': `{aces, select, card {Todas las ${w.cards} menos la que empieza la ${w.foundation} se extienden boca arriba en ${nm('fans')} ${w.fans} de ${nf('size')}.} true {Los ases empiezan en las ${w.foundations}, y las demás ${w.cards} se extienden boca arriba en ${nm('fans')} ${w.fans} de ${nf('size')}.} other {Todas las ${w.cards} se extienden boca arriba en ${nm('fans')} ${w.fans} de ${nf('size')} o menos.}}`,
  'summary.reserve': `{refill, select, true {Al lado espera una ${w.reserve} de ${nf('reserve')} ${w.cards}, con la de encima en juego, que llena cualquier ${w.pile} que se quede vacío.} other {Al lado espera una ${w.reserve} de ${nf('reserve')} ${w.cards}, con la de encima en juego.}}`,
  'summary.base': `{wrap, select, true {Las ${w.foundations} empiezan por el valor de la primera ${w.card} repartida, que cambia de un ${w.deal} a otro, y siguen del rey al as.} other {Las ${w.foundations} empiezan por el valor de la primera ${w.card} repartida, que cambia de un ${w.deal} a otro.}}`,
  'summary.build': choose(
    'build',
    {
      down_alternateColour: `{foundations, select, alternateColour {Los ${w.piles} se construyen en orden descendente y las ${w.foundations} en orden ascendente, siempre alternando colores.} other {Los ${w.piles} se construyen en orden descendente, alternando colores.}}`,
      down_sameSuit: `{fans, select, true {Cada ${w.fan} se construye en orden descendente y del mismo ${w.suit}, ${w.card} a ${w.card}.} other {{moveUnit, select, topCard {Los ${w.piles} se construyen en orden descendente y del mismo ${w.suit}, ${w.card} a ${w.card}.} other {Los ${w.piles} se construyen en orden descendente y del mismo ${w.suit}.}}}}`,
      down_any: `{moveUnit, select, topCard {Los ${w.piles} se construyen en orden descendente sin importar el ${w.suit}, ${w.card} a ${w.card}${emptyRule}.} suitedRun {Los ${w.piles} se construyen en orden descendente sin importar el ${w.suit}, pero solo una ${w.run} de un mismo ${w.suit} se mueve entera${emptyRule}.} other {Los ${w.piles} se construyen en orden descendente sin importar el ${w.suit}${emptyRule}.}}`,
      upOrDown_any: `{capacity, plural, =0 {Los ${w.fans} admiten una ${w.card} de valor inmediatamente superior o inferior, sea cual sea su ${w.suit}.} other {Los ${w.fans} admiten una ${w.card} de valor inmediatamente superior o inferior, sea cual sea su ${w.suit}, y caben en ellos ${nf('capacity')} ${w.cards} como máximo.}}`,
    },
    `El ${w.tableau} se construye por valores, como se explica más abajo.`,
  ),
  'summary.stock': `{unlimited, select, true {{draw, plural, one {Del ${w.stock} se roba de una en una, con tantas ${w.redeals} como se quiera.} other {Del ${w.stock} se roba de ${nf('draw')} en ${nf('draw')}, con tantas ${w.redeals} como se quiera.}}} other {{passes, plural, one {{draw, plural, one {Del ${w.stock} se roba de una en una, en una sola ${w.pass}.} other {Del ${w.stock} se roba de ${nf('draw')} en ${nf('draw')}, en una sola ${w.pass}.}}} other {{draw, plural, one {Del ${w.stock} se roba de una en una, con ${nf('passes')} ${w.passes} en total.} other {Del ${w.stock} se roba de ${nf('draw')} en ${nf('draw')}, con ${nf('passes')} ${w.passes} en total.}}}}}}`,
  // Without a stock there is nothing to go through again: the summary, read on its own, says « repartirse de nuevo ».
  'summary.noStock': `{unlimited, select, true {No hay ${w.stock}, pero los ${w.fans} pueden recogerse, barajarse y repartirse de nuevo tantas veces como se quiera.} other {{shuffles, plural, =0 {No hay ${w.stock}, y nunca se reparte de nuevo.} one {No hay ${w.stock}, pero los ${w.fans} pueden recogerse, barajarse y repartirse de nuevo una vez.} other {No hay ${w.stock}, pero los ${w.fans} pueden recogerse, barajarse y repartirse de nuevo hasta ${nf('shuffles')} veces.}}}}`,
  'summary.scoring': `{scoring, select, foundationCards {Cada ${w.card} en las ${w.foundations} suma un punto.} runBonus {La puntuación empieza en {start}, pierde un punto por ${w.move} y gana {perRun} por ${w.run} completa.} other {La puntuación premia las rachas de ${w.cards} jugadas desde el ${w.tableau}.}}`,
  'overview.deck': `{suits, plural, one {Se juega con {cards} ${w.cards} de un solo ${w.suit}, picas: las trece picas, del as, la ${w.card} más baja, al rey, aparecen ${nf('copies')} veces.} =2 {Se juega con {cards} ${w.cards} de solo dos ${w.suits}, picas, que son negras, y corazones, que son rojos: las trece ${w.cards} de cada ${w.suit}, del as, la más baja, al rey, aparecen ${nf('copies')} veces.} other {{decks, plural, one {Se juega con una baraja francesa de {cards} ${w.cards} y cuatro ${w.suits}: los tréboles y las picas son negros; los diamantes y los corazones, rojos. Cada ${w.suit} va del as, la ${w.card} más baja, al rey.} other {Se juega con ${nf('decks')} barajas francesas mezcladas, {cards} ${w.cards} en total, y cuatro ${w.suits}: los tréboles y las picas son negros; los diamantes y los corazones, rojos. Cada ${w.suit} va del as, la ${w.card} más baja, al rey.}}}}`,

  'goal.win': `{removal, select, true {Se gana cuando se han retirado las {cards} ${w.cards}, también las del ${w.stock} y las del ${w.waste}.} other {{foundations, plural, =1 {Se gana cuando las {cards} ${w.cards} están en la ${w.foundation}.} other {Se gana cuando las {cards} ${w.cards} están en las ${nf('foundations')} ${w.foundations}.}}}}`,
  'goal.runs': `Se gana cuando las ${nf('foundations')} ${w.runs} de trece ${w.cards}, cada una del rey al as de un mismo ${w.suit}, han salido del ${w.tableau} hacia las ${w.foundations}.`,
  'goal.lost': `{stock, select, true {{redeal, select, turnWaste {{unlimited, select, true {Como las ${w.redeals} son ilimitadas, la partida solo se pierde cuando ninguna ${w.card} puede moverse y recorrer otra vez el ${w.stock} no aportaría nada nuevo. ${told}} other {La partida se pierde cuando ninguna ${w.card} puede moverse, el ${w.stock} ya no ofrece nada y no queda ninguna ${w.redeal}. ${told}}}} other {La partida se pierde cuando ninguna ${w.card} puede moverse y el ${w.stock} ya no ofrece nada. ${told}}}} other {{redeal, select, shuffleTableau {{unlimited, select, true {La partida se pierde cuando ninguna ${w.card} puede moverse y las ${w.redeals} ya no aportan nada nuevo. ${told}} other {La partida se pierde cuando ninguna ${w.card} puede moverse y no queda ninguna ${w.redeal}. ${told}}}} other {La partida se pierde cuando ya no puede moverse ninguna ${w.card}. ${told}}}}}`,

  'layout.aces': `Antes del ${w.deal}, los ${nm('aces')} ases se colocan en las ${w.foundations}, uno en cada una.`,
  // A single row gives each pile one card: said without rows or totals.
  'layout.rows': `{rows, plural, one {Cada uno de los ${nm('piles')} ${w.piles} del ${w.tableau} recibe una sola ${w.card}{faces, select, allDown {, boca abajo} other {, boca arriba}}.} other {${choose(
    'faces',
    {
      alternateDown: `${rowsDeal} La primera fila va boca abajo, la segunda boca arriba, y así sucesivamente.`,
      alternateUp: `${rowsDeal} La primera fila va boca arriba, la segunda boca abajo, y así sucesivamente.`,
      allUp: `${rowsDeal} Todas las filas van boca arriba.`,
      allDown: `${rowsDeal} Todas las filas van boca abajo.`,
      mixed: `${rowsDeal} Las filas {items} van boca abajo y las demás boca arriba.`,
    },
  )}}}`,
  'layout.rowNumber': '{row}',
  'layout.rowSize': `${nf('size')}`,
  'layout.piles': `{groups, plural, one {Cada uno de los ${nm('piles')} ${w.piles} del ${w.tableau} recibe {size, plural, one {una sola ${w.card}} other {${nf('size')} ${w.cards}}}, {total} en total.} other {De izquierda a derecha, los ${nm('piles')} ${w.piles} del ${w.tableau} reciben {items}: {total} ${w.cards} en total.}}`,
  'layout.pileGroup': `{position, select, first {{count, plural, one {{size, plural, one {una ${w.card}} other {${nf('size')} ${w.cards}}} el primero} other {{size, plural, one {una ${w.card}} other {${nf('size')} ${w.cards}}} cada uno de los ${nm('count')} primeros}}} rest {${nf('size')} cada uno de los ${nm('count')} restantes} other {{count, plural, one {${nf('size')} el ${ordm('pile')}} other {${nf('size')} cada uno de los ${nm('count')} siguientes}}}}`,
  'layout.pileFaces': choose('faces', {
    allUp: `Todas las ${w.cards} se reparten boca arriba.`,
    topUp: `Solo la ${w.card} de encima de cada ${w.pile} queda boca arriba; las demás quedan boca abajo debajo de ella.`,
    firstDown: `{downPiles, plural, one {En el primer ${w.pile}} other {En cada uno de los ${nm('downPiles')} primeros ${w.piles}}}, {down, plural, one {la ${w.card} de abajo queda boca abajo} other {las ${nf('down')} ${w.cards} de abajo quedan boca abajo}}; todas las demás están boca arriba.`,
    mixed: `Algunas ${w.cards} se reparten boca abajo, como muestra la imagen; la de encima de cada ${w.pile} queda boca arriba.`,
  }),
  'layout.coveredFaceUp': `Las ${w.cards} de la ${ord('row')} fila están boca arriba, pero debajo de las ${w.cards} boca abajo de la ${ord('coverRow')}: se ven y sirven para planificar, pero ninguna puede moverse mientras tenga encima una ${w.card} boca abajo. Cuando esa ${w.card} de encima se haya volteado, la de debajo se mueve como cualquier otra ${w.card} boca arriba.`,
  'layout.staircase': `Los ${nm('piles')} ${w.piles} del ${w.tableau} reciben de una a ${nf('piles')} ${w.cards} (el primero una, el segundo dos, y así sucesivamente), {total} ${w.cards} en total, y solo la ${w.card} de encima de cada ${w.pile} queda boca arriba.`,
  'layout.extraUp': `Después se reparten ${nf('extraUp')} filas más boca arriba, una ${w.card} por fila en cada ${w.pile} salvo el primero; {total} ${w.cards} en total.`,
  'layout.fans': `{shape, select, even {{whole, select, true {La baraja entera se reparte boca arriba en ${nm('fans')} ${w.fans} de ${nf('size')} ${w.cards}.} other {Las otras {total} ${w.cards} se reparten boca arriba en ${nm('fans')} ${w.fans} de ${nf('size')} ${w.cards}.}}} other {{whole, select, true {La baraja entera se reparte boca arriba en ${nm('fans')} ${w.fans}: ${nm('full')} de ${nf('size')} ${w.cards} y un último ${w.fan} de {last, plural, one {una sola ${w.card}} other {${nf('last')} ${w.cards}}}.} other {Las otras {total} ${w.cards} se reparten boca arriba en ${nm('fans')} ${w.fans}: ${nm('full')} de ${nf('size')} ${w.cards} y un último ${w.fan} de {last, plural, one {una sola ${w.card}} other {${nf('last')} ${w.cards}}}.}}}}`,
  'layout.kingsToBottom': `{fans, select, true {Durante el ${w.deal}, cada rey que cae en un ${w.fan} se desliza por debajo de las ${w.cards} que ya hay, hasta el fondo de ese ${w.fan}, de modo que al empezar ningún rey tapa una ${w.card} que no sea otro rey. Un ${w.fan} que recibe varios reyes los guarda en su fondo en el orden en que llegaron.} other {Durante el ${w.deal}, cada rey que cae en un ${w.pile} se desliza por debajo de las ${w.cards} que ya hay, hasta el fondo de ese ${w.pile}, de modo que al empezar ningún rey tapa una ${w.card} que no sea otro rey. Un ${w.pile} que recibe varios reyes los guarda en su fondo en el orden en que llegaron.}}`,
  'layout.baseCard': `{single, select, true {Se voltea una ${w.card} para empezar la ${w.foundation}: es la primera ${w.card} sobre la que se construye, sea cual sea su valor.} other {Primero se pone boca arriba una ${w.card} en una ${w.foundation}: su valor es el valor de base de este ${w.deal}.}}`,
  'layout.reserve': `Después se apartan ${nf('reserve')} ${w.cards} como ${w.reserve}, boca abajo salvo la de encima, que está boca arriba y se puede jugar. Nunca se puede poner nada sobre la ${w.reserve}.`,
  'layout.stock': `{waste, select, false {Las ${nf('stock')} ${w.cards} restantes forman el ${w.stock}, boca abajo; no hay ${w.waste}.} other {Las {stock} ${w.cards} restantes forman el ${w.stock}, boca abajo, y el ${w.waste} empieza vacío a su lado.}}`,
  'layout.cells': `{dealt, plural, =0 {Junto a las ${w.foundations} hay ${nf('cells')} ${w.cells} libres, vacías al empezar.} other {Las ${nf('dealt')} ${w.cards} que sobran van a ${nf('dealt')} de las ${nf('cells')} ${w.cells} libres que hay junto a las ${w.foundations}; las demás empiezan vacías.}}`,
  'layout.numbering': choose('scheme', {
    microsoft: `Los ${w.deals} se numeran como en el FreeCell de Microsoft para Windows: el ${w.deal} #11982 de aquí tiene las mismas ${w.cards} que la partida #11982 de allí, y que la de cualquier otro programa que siga esa numeración.`,
  }),
  'layout.noStock': `{redeal, select, true {Todas las ${w.cards} se reparten al principio: no hay ${w.stock} ni ${w.waste}.} other {Todas las ${w.cards} se reparten al principio: no hay ${w.stock} ni ${w.waste}, y nunca se reparte de nuevo.}}`,

  'foundations.runs': `Hay ${nf('count')} ${w.foundations}, y ninguna ${w.card} suelta va nunca a ellas. Una ${w.run} de trece ${w.cards}, del rey al as y toda de un mismo ${w.suit}, sale entera del ${w.tableau} hacia una ${w.foundation} vacía en cuanto queda completa encima de un ${w.pile}, como parte de la ${w.move} o del ${w.deal} desde el ${w.stock} que la completó.`,
  'foundations.runsStay': `Una ${w.run} que llega a una ${w.foundation} se queda allí el resto de la partida; el jugador nunca pone ni quita ${w.cards} de las ${w.foundations}.`,
  'foundations.base': `{base, select, dealt {{count, plural, one {Hay una ${w.foundation}, que empieza con la primera ${w.card} repartida.} other {Hay ${nf('count')} ${w.foundations}. La primera ${w.card} repartida empieza una de ellas, y su valor es el valor de base: una ${w.foundation} vacía solo admite una ${w.card} de ese valor, de cualquier ${w.suit}.}}} other {{aces, select, true {{count, plural, one {Hay una ${w.foundation}, que tiene un as desde el principio.} other {Hay ${nf('count')} ${w.foundations}, y cada una tiene uno de los ases desde el principio.}}} other {{count, plural, one {Hay una ${w.foundation}, que mientras está vacía admite cualquier as.} other {Hay ${nf('count')} ${w.foundations}, y una ${w.foundation} vacía admite cualquier as.}}}}}}`,
  'foundations.build': `{build, select, alternateColour {{wrap, select, true {Una ${w.foundation} admite la ${w.card} de valor inmediatamente superior al de su ${w.card} de encima, de color contrario, y del rey se pasa al as, así que contiene como mucho {max} ${w.cards}, del valor de base al valor anterior a él.} other {Una ${w.foundation} admite la ${w.card} de valor inmediatamente superior al de su ${w.card} de encima, de color contrario, así que contiene como mucho {max} ${w.cards}, de un as a un rey.}}} other {{wrap, select, true {Una ${w.foundation} admite la ${w.card} de valor inmediatamente superior al de su ${w.card} de encima, del mismo ${w.suit}, y del rey se pasa al as, así que contiene como mucho {max} ${w.cards}: un ${w.suit} entero, del valor de base al rey y luego del as al valor anterior al de base.} other {Una ${w.foundation} admite la ${w.card} de valor inmediatamente superior al de su ${w.card} de encima, del mismo ${w.suit}, así que contiene como mucho {max} ${w.cards}, del as al rey de un mismo ${w.suit}.}}}}`,
  'foundations.playBack': `{playBack, select, true {{fans, select, true {La ${w.card} de encima de una ${w.foundation} sigue en juego: puede volver a un ${w.fan} que la admita según las reglas de los ${w.fans}, pero nunca pasar de una ${w.foundation} a otra.} other {La ${w.card} de encima de una ${w.foundation} sigue en juego: puede volver a un ${w.pile} del ${w.tableau} que la admita según las reglas del ${w.tableau}, pero nunca pasar de una ${w.foundation} a otra.}}} other {Una ${w.card} colocada en una ${w.foundation} se queda allí el resto de la partida.}}`,
  'foundations.shortcut': `{single, select, true {Para enviar una ${w.card} directamente a la ${w.foundation}, haz doble clic en ella en el juego web, o pulsa la tecla f: en el juego web, sobre la ${w.card} que tiene el foco; en el de terminal, sobre la ${w.card} que está bajo el cursor.} other {Para enviar una ${w.card} directamente a una ${w.foundation} que la admita, haz doble clic en ella en el juego web, o pulsa la tecla f: en el juego web, sobre la ${w.card} que tiene el foco; en el de terminal, sobre la ${w.card} que está bajo el cursor.}}`,
  'foundations.baseFixed': `{aces, select, true {Los ases colocados en las ${w.foundations} al principio nunca salen de ellas.} other {La primera ${w.card} de cada ${w.foundation} nunca sale de ella, aunque las ${w.cards} de encima sí puedan volver al juego.}}`,

  'tableau.rank': `{fans, select, true {{direction, select, down {Un ${w.fan} admite una ${w.card} de valor inmediatamente inferior al de su ${w.card} de encima.} up {Un ${w.fan} admite una ${w.card} de valor inmediatamente superior al de su ${w.card} de encima.} other {Un ${w.fan} admite una ${w.card} de valor inmediatamente superior o inferior al de su ${w.card} de encima.}}} other {{direction, select, down {Un ${w.pile} del ${w.tableau} admite una ${w.card} de valor inmediatamente inferior al de su ${w.card} de encima.} up {Un ${w.pile} del ${w.tableau} admite una ${w.card} de valor inmediatamente superior al de su ${w.card} de encima.} other {Un ${w.pile} del ${w.tableau} admite una ${w.card} de valor inmediatamente superior o inferior al de su ${w.card} de encima.}}}}`,
  'tableau.suit': `{suit, select, alternateColour {La ${w.card} que se añade debe ser de color contrario: roja sobre negra, negra sobre roja.} sameSuit {La ${w.card} que se añade debe ser del mismo ${w.suit} que la ${w.card} que cubre.} other {Ni el ${w.suit} ni el color importan.}}`,
  'tableau.example': `{shape, select, anyRank {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} cabe cualquier {r1}.} anyTwoRanks {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} cabe cualquier {r1} o cualquier {r2}.} oneCard {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} solo cabe el {r1} de ${suitWord('s1')}.} twoCards {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} solo caben el {r1} de ${suitWord('s1')} y el {r1} de ${suitWord('s2')}.} other {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} caben {count} ${w.cards} distintas.}}`,
  'tableau.wrap':
    '{wrap, select, true {Los valores forman un ciclo: el rey y el as cuentan como vecinos.} other {Los valores no forman un ciclo: no hay nada por debajo del as ni por encima del rey.}}',
  'tableau.ends': `{ends, select, both {Así, un rey solo admite ${aRank('kingTakes')}, y un as, ${aRank('aceTakes')} y nada más.} king {Así, un rey solo admite ${aRank('kingTakes')}, y un as no admite nada.} ace {Así, un as solo admite ${aRank('aceTakes')}, y un rey no admite nada.} other {Así, ni un rey ni un as admiten nada.}}`,
  'tableau.cells': `En cada ${w.cell} libre cabe una ${w.card} cualquiera, sea cual sea su ${w.suit} o su valor. La ${w.card} de encima de un ${w.pile} puede ir a una ${w.cell} vacía, y la ${w.card} de una ${w.cell} puede ir a un ${w.pile} o a una ${w.foundation} que la admita; sobre una ${w.cell} nunca se construye nada.`,
  'tableau.moveUnit': `{moveUnit, select, suitedRun {Una ${w.card} boca arriba puede llevarse todas las ${w.cards} que tiene encima solo si juntas forman una ${w.run} de un mismo ${w.suit}: cada ${w.card} de valor inmediatamente inferior al de la de debajo, y todas del mismo ${w.suit}. Donde una ${w.run} construida en un ${w.pile} cambia de ${w.suit}, solo se mueven juntas las ${w.cards} que hay por encima del último cambio de ${w.suit}.} cardOrPile {De un ${w.pile} se mueve o bien la ${w.card} de encima sola, o bien todo el ${w.pile} a la vez sobre un ${w.pile} que admita su ${w.card} de abajo; nunca se mueve solo una parte.} faceUpGroup {Cualquier ${w.card} boca arriba puede levantarse junto con todas las que tiene encima, estén o no en orden: solo la ${w.card} más baja del grupo tiene que encajar donde va.} carriedRun {{emptyPiles, select, true {En rigor, las ${w.cards} se mueven de una en una, pero una ${w.run} (${w.cards} que podrían colocarse cada una sobre la de debajo) puede moverse entera si las ${w.cells} vacías y los ${w.piles} vacíos permitirían pasarla ${w.card} a ${w.card}: como mucho tantas ${w.cards} como ${w.cells} vacías haya, más una, y el doble por cada ${w.pile} vacío que no sea el de destino. Con cuatro ${w.cells} vacías y ningún ${w.pile} vacío son cinco ${w.cards}; con un ${w.pile} vacío además, diez, o cinco si van a ese ${w.pile} vacío.} other {En rigor, las ${w.cards} se mueven de una en una, pero una ${w.run} (${w.cards} que podrían colocarse cada una sobre la de debajo) puede moverse entera si las ${w.cells} vacías permitirían pasarla ${w.card} a ${w.card}: como mucho tantas ${w.cards} como ${w.cells} vacías haya, más una. Los ${w.piles} vacíos no ayudan, porque solo admiten reyes.}}} topCard {{fans, select, true {Solo se puede jugar la ${w.card} de encima de un ${w.fan}, y siempre se mueve sola, nunca como parte de una ${w.run}: a una ${w.foundation} o a otro ${w.fan}.} other {Solo se puede jugar la ${w.card} de encima de un ${w.pile}, y siempre se mueve sola, nunca como parte de una ${w.run}: a una ${w.foundation} o a otro ${w.pile}.}}} other {Una ${w.card} boca arriba puede moverse con todas las que tiene encima, con tal de que formen una ${w.run}: cada una podría colocarse por sí misma sobre la ${w.card} de debajo.}}`,
  'tableau.runStart': `Las ${w.cards} boca arriba de un ${w.pile} no tienen por qué formar una sola ${w.run}, ya que el ${w.deal} puede juntar ${w.cards} boca arriba sin relación: una ${w.run} solo puede empezar en una ${w.card} a partir de la cual todo lo que hay hasta arriba del ${w.pile} forma una ${w.run}.`,
  'tableau.autoFlip': `Una ${w.card} boca abajo se voltea sola cuando ya no tiene ninguna ${w.card} encima.`,
  'tableau.capacity': `{fans, select, true {{capacity, plural, one {En un ${w.fan} nunca cabe más de una ${w.card}: un ${w.fan} con una ${w.card} no admite nada.} other {En un ${w.fan} nunca caben más de ${nf('capacity')} ${w.cards}: un ${w.fan} de ${nf('capacity')} ${w.cards} no admite nada.}}} other {{capacity, plural, one {En un ${w.pile} nunca cabe más de una ${w.card}: un ${w.pile} con una ${w.card} no admite nada.} other {En un ${w.pile} nunca caben más de ${nf('capacity')} ${w.cards}: un ${w.pile} de ${nf('capacity')} ${w.cards} no admite nada.}}}}`,
  'tableau.empty': `{policy, select, kingOnly {{moveUnit, select, cardOrPile {Un ${w.pile} vacío solo admite un rey o todo un ${w.pile} con un rey debajo del todo.} faceUpGroup {Un ${w.pile} vacío solo admite un rey, con todo lo que tenga encima.} topCard {{fans, select, true {Un ${w.fan} vacío solo admite un rey.} other {Un ${w.pile} vacío solo admite un rey.}}} other {Un ${w.pile} vacío solo admite un rey o una ${w.run} encabezada por un rey.}}} anyCard {{moveUnit, select, cardOrPile {Un ${w.pile} vacío admite cualquier ${w.card} o todo un ${w.pile} que se mueva entero.} faceUpGroup {Un ${w.pile} vacío admite cualquier ${w.card} boca arriba, con todo lo que tenga encima.} topCard {{fans, select, true {Un ${w.fan} vacío admite cualquier ${w.card}.} other {Un ${w.pile} vacío admite cualquier ${w.card}.}}} other {Un ${w.pile} vacío admite cualquier ${w.card} o cualquier ${w.run} que pueda moverse.}}} other {{table, select, true {Un hueco del ${w.tableau} que se queda vacío sigue vacío: ninguna ${w.card} vuelve a ocuparlo.} other {{fans, select, true {Un ${w.fan} que se queda vacío sigue vacío el resto de la partida: no se puede poner en él ninguna ${w.card}.} other {Un ${w.pile} que se queda vacío sigue vacío el resto de la partida: no se puede poner en él ninguna ${w.card}.}}}}}}`,
  'tableau.reserveRefill': `Mientras la ${w.reserve} tenga ${w.cards}, un ${w.pile} que se queda vacío se llena en el acto, por sí solo, con la ${w.card} de encima de la ${w.reserve}, y la siguiente ${w.card} de la ${w.reserve} se pone boca arriba; solo cuando la ${w.reserve} se agota espera un ${w.pile} vacío a que el jugador lo llene.`,
  'tableau.reserveNoRefill': `La ${w.reserve} nunca ocupa por sí sola un ${w.pile} vacío: el jugador decide qué va ahí.`,

  'stock.draw': `{draw, plural, one {Cada vez que se roba, la ${w.card} de encima del ${w.stock} pasa boca arriba al ${w.waste}.} other {Cada vez que se roba, las ${nf('draw')} ${w.cards} de encima del ${w.stock} pasan boca arriba al ${w.waste} (menos si quedan menos), y solo se puede jugar la que queda encima.}}`,
  'stock.row': `{rows, plural, =0 {Cuando el jugador quiere, el ${w.stock} reparte sus ${nf('rest')} ${w.cards} boca arriba, una sobre cada uno de los ${nm('rest')} primeros ${w.piles}{needsEveryPile, select, true {, pero no mientras haya algún ${w.pile} vacío.} other {, aunque alguno esté vacío.}}} other {Cuando el jugador quiere, el ${w.stock} reparte una fila: una ${w.card} boca arriba sobre cada uno de los ${nm('piles')} ${w.piles}, del primero al último. Sus ${nf('stock')} ${w.cards} dan para ${nf('rows')} {rows, plural, one {fila} other {filas}}{rest, plural, =0 {.} other {, y las ${nf('rest')} últimas van a los ${nm('rest')} primeros ${w.piles}.}} {needsEveryPile, select, true {El ${w.stock} no reparte mientras haya algún ${w.pile} vacío: primero hay que llenarlos todos, con cualquier ${w.card} o ${w.run}.} other {Reparte aunque haya algún ${w.pile} vacío.}}}}`,
  'stock.waste': `{removal, select, true {{stockTop, select, true {La ${w.card} de arriba del ${w.waste} también está libre, igual que la siguiente ${w.card} del ${w.stock}, la que destaparía el próximo ${w.draw}: {total, plural, =13 {cualquiera de las dos puede retirarse con otra ${w.card} libre cuyo valor sume 13 con el suyo, incluso la una con la otra, o sin pareja si es un rey.} other {cualquiera de las dos puede retirarse con otra ${w.card} libre cuyo valor sume {total} con el suyo, incluso la una con la otra.}} El jugador nunca pone ${w.cards} en el ${w.waste} ni en el ${w.stock}.} other {La ${w.card} de arriba del ${w.waste} también está libre: {total, plural, =13 {puede retirarse con una ${w.card} libre del ${w.tableau} cuyo valor sume 13 con el suyo, o sin pareja si es un rey.} other {puede retirarse con una ${w.card} libre del ${w.tableau} cuyo valor sume {total} con el suyo.}} El jugador nunca pone ${w.cards} en el ${w.waste} ni en el ${w.stock}.}}} other {La ${w.card} de encima del ${w.waste} puede jugarse a un ${w.pile} del ${w.tableau} o a una ${w.foundation}. El jugador nunca pone ${w.cards} en el ${w.waste} ni en el ${w.stock}.}}`,
  'stock.redeal': `{unlimited, select, true {${turnOver} Puede hacerse tantas veces como se quiera.} other {{limit, plural, =0 {No hay ${w.redeals}: cuando el ${w.stock} se agota, se queda vacío.} one {${turnOver} Solo se permite una vez: una ${w.redeal}, es decir, dos ${w.passes} por el ${w.stock} en total.} =2 {${turnOver} Se permite dos veces: dos ${w.redeals}, es decir, tres ${w.passes} por el ${w.stock} en total.} other {${turnOver} Se permite hasta ${nf('limit')} veces: ${nf('limit')} ${w.redeals}, es decir, ${nf('passes')} ${w.passes} por el ${w.stock} en total.}}}}`,
  'stock.shuffle': `{fans, select, true {{unlimited, select, true {En cualquier momento se puede hacer una ${w.redeal}: se recogen las ${w.cards} que quedan en los ${w.fans}, se barajan y se reparten otra vez en ${w.fans} de ${nf('size')}; el último ${w.fan} se queda con lo que sobre. Las ${w.redeals} son ilimitadas.} other {{limit, plural, =0 {Las ${w.cards} que quedan en los ${w.fans} nunca se recogen: no hay ${w.redeals}.} one {Una vez por partida se puede hacer una ${w.redeal}: se recogen las ${w.cards} que quedan en los ${w.fans}, se barajan y se reparten otra vez en ${w.fans} de ${nf('size')}; el último ${w.fan} se queda con lo que sobre.} =2 {Dos veces por partida se puede hacer una ${w.redeal}: se recogen las ${w.cards} que quedan en los ${w.fans}, se barajan y se reparten otra vez en ${w.fans} de ${nf('size')}; el último ${w.fan} se queda con lo que sobre.} other {Hasta ${nf('limit')} veces por partida se puede hacer una ${w.redeal}: se recogen las ${w.cards} que quedan en los ${w.fans}, se barajan y se reparten otra vez en ${w.fans} de ${nf('size')}; el último ${w.fan} se queda con lo que sobre.}}}}} other {{unlimited, select, true {En cualquier momento se puede hacer una ${w.redeal}: se recogen las ${w.cards} que quedan en el ${w.tableau}, se barajan y se reparten otra vez de la misma manera. Las ${w.redeals} son ilimitadas.} other {{limit, plural, =0 {Las ${w.cards} que quedan en el ${w.tableau} nunca se recogen: no hay ${w.redeals}.} one {Una vez por partida se puede hacer una ${w.redeal}: se recogen las ${w.cards} que quedan en el ${w.tableau}, se barajan y se reparten otra vez de la misma manera.} =2 {Dos veces por partida se puede hacer una ${w.redeal}: se recogen las ${w.cards} que quedan en el ${w.tableau}, se barajan y se reparten otra vez de la misma manera.} other {Hasta ${nf('limit')} veces por partida se puede hacer una ${w.redeal}: se recogen las ${w.cards} que quedan en el ${w.tableau}, se barajan y se reparten otra vez de la misma manera.}}}}}}`,

  'scoring.scheme': `{scoring, select, foundationCards {Cada ${w.card} en las ${w.foundations} vale un punto, así que se pueden conseguir {max} puntos como máximo. Una ${w.card} que sale de una ${w.foundation} se lleva su punto consigo.} runBonus {La puntuación empieza en {start} puntos. Cada ${w.move} que haces cuesta un punto, también repartir una fila desde el ${w.stock}, y cada ${w.run} completa que llega a una ${w.foundation} suma {perRun}. Deshacer una ${w.move} devuelve lo que costó o lo que sumó.} streak {El ${w.deal} cuesta ${nm('perCard')} puntos por cada una de las {offTable} ${w.cards} que no van al ${w.tableau}, así que la puntuación empieza {charge} puntos bajo cero. Cada ${w.card} que pasa del ${w.tableau} a la ${w.foundation} suma un punto más que la anterior; una ${w.card} volteada del ${w.stock} corta la racha, y la siguiente ${w.card} del ${w.tableau} vuelve a sumar un solo punto. Cada ${w.card} de la fila de arriba que sale suma {topRow} puntos, y cuando ya no queda ninguna, {allTop} más. Deshacer una ${w.move} se lleva sus puntos.} other {No se lleva puntuación: la partida simplemente se gana o se pierde.}}`,

  'tips.coveredFaceUp': `Antes de mover, fíjate en las ${w.cards} boca arriba que quedan bajo las ${w.cards} boca abajo: te dicen qué ofrecerá un ${w.pile} cuando se destape.`,
  'tips.deepPiles': `Trabaja primero en los ${w.piles} con más ${w.cards} boca abajo: cada ${w.card} que voltees allí abre más el juego que una de un ${w.pile} corto.`,
  'tips.upOrDown': `{fans, select, true {Dado que una ${w.card} puede ir sobre otra de valor inmediatamente superior o inferior, a menudo puedes apartarla y devolverla después para llegar a lo que tiene debajo: mira antes qué ${w.fans} tienen sitio.} other {Dado que una ${w.card} puede ir sobre otra de valor inmediatamente superior o inferior, a menudo puedes apartarla y devolverla después para llegar a lo que tiene debajo: mira antes qué ${w.piles} tienen sitio.}}`,
  'tips.acesUp': `Los ases ya están en las ${w.foundations}, así que cada dos que quede libre puede subir enseguida: busca primero los doses más enterrados.`,
  'tips.kingsToBottom': `{fans, select, true {Como los reyes empiezan en el fondo de sus ${w.fans}, ningún rey entierra una ${w.card} más baja: lo que bloquea un ${w.fan} es una ${w.card} alta encima de otras más bajas.} other {Como los reyes empiezan en el fondo de sus ${w.piles}, ningún rey entierra una ${w.card} más baja: lo que bloquea un ${w.pile} es una ${w.card} alta encima de otras más bajas.}}`,
  'tips.kingOnly': `{fans, select, true {Un ${w.fan} vacío solo admite un rey suelto, así que vacía un ${w.fan} solo cuando haya un rey encima de otro ${w.fan}, listo para ocuparlo.} other {{moveUnit, select, topCard {Un ${w.pile} vacío solo admite un rey, así que vacía un ${w.pile} solo cuando tengas un rey listo para ocuparlo.} faceUpGroup {Un ${w.pile} vacío solo admite un rey, con lo que tenga encima, así que vacía un ${w.pile} solo cuando tengas un rey listo para ocuparlo.} other {Un ${w.pile} vacío solo admite un rey o una ${w.run} encabezada por un rey, así que vacía un ${w.pile} solo cuando tengas uno listo para ocuparlo.}}}}`,
  'tips.never': `{fans, select, true {Un ${w.fan} que se vacía se pierde para siempre, así que piensa bien antes de vaciar uno.} other {Un ${w.pile} que se vacía se pierde para siempre, así que piensa bien antes de vaciar uno.}}`,
  'tips.suitBlock': `{fans, select, true {Una ${w.card} colocada sobre otra más baja de su mismo ${w.suit} bloquea ese ${w.suit} hasta que se mueva: libera primero esas ${w.cards}, y no construyas sobre un ${w.fan} que esconda una ${w.card} más baja del mismo ${w.suit}.} other {Una ${w.card} colocada sobre otra más baja de su mismo ${w.suit} bloquea ese ${w.suit} hasta que se mueva: libera primero esas ${w.cards}, y no construyas sobre un ${w.pile} que esconda una ${w.card} más baja del mismo ${w.suit}.}}`,
  'tips.capacity': `{fans, select, true {Un ${w.fan} lleno no admite nada: deja sitio en los ${w.fans} donde lo necesitarán las próximas ${w.cards}.} other {Un ${w.pile} lleno no admite nada: deja sitio en los ${w.piles} donde lo necesitarán las próximas ${w.cards}.}}`,
  'tips.wrap': `Como un rey puede ir sobre un as y un as sobre un rey, una ${w.run} puede pasar de un extremo de los valores al otro: busca construcciones que den esa vuelta.`,
  'tips.faceUpGroup': `Como un grupo se mueve esté o no en orden, puedes quitar de un golpe todas las ${w.cards} que tapan una boca abajo: busca el grupo cuya ${w.card} más baja encaje en algún sitio y destape más.`,
  'tips.cells': `{emptyPiles, select, true {Mantén vacías las ${w.cells} libres todo lo que puedas: cada ${w.card} que dejas en ellas acorta las ${w.runs} que puedes mover, y un ${w.pile} vacío vale aún más, porque las duplica.} other {Mantén vacías las ${w.cells} libres todo lo que puedas: cada ${w.card} que dejas en ellas acorta las ${w.runs} que puedes mover, y como solo un rey puede ocupar un ${w.pile} vacío, una ${w.card} puesta en una ${w.cell} quizá no encuentre otro sitio en mucho tiempo.}}`,
  'tips.manyCells': `Con ${nf('cells')} ${w.cells} libres, muchas ${w.cards} pueden esperar a la vez: aprovéchalas para sacar pronto las ${w.cards} bajas, pero recuerda que las ${w.runs} que puedes mover se acortan con cada ${w.cell} que llenas.`,
  'tips.cellsDealt': `Las ${nf('dealt')} ${w.cards} repartidas a las ${w.cells} están en juego desde el principio: sacarlas pronto te devuelve las ${w.cells}, que las ${w.runs} largas necesitan.`,
  'tips.reserve': `Pon pronto en juego la ${w.reserve}: solo se mueve su ${w.card} de encima, y cada ${w.card} que juegas de ella destapa la siguiente.`,
  'tips.openSpace': `{fans, select, true {Cualquier ${w.card} puede ir a un ${w.fan} vacío: conserva uno libre tanto como puedas, porque es el único sitio donde puede esperar una ${w.card} que estorba.} other {Cualquier ${w.card} puede ir a un ${w.pile} vacío, y las ${w.cards} se mueven de una en una: conserva un ${w.pile} vacío tanto como puedas, porque es el único sitio donde puede esperar una ${w.card} que estorba, y llénalo solo para liberar algo que necesites.}}`,
  'tips.singlePass': `Solo hay una ${w.pass} por el ${w.stock}: cada ${w.card} que robas tapa la anterior en el ${w.waste}, así que antes de volver a ${w.toDraw}, haz las ${w.moves} que puedan aprovechar la ${w.card} de encima del ${w.waste}.`,
  'tips.baseRank': `Fíjate en el valor de base nada más repartir: las ${w.cards} de un valor menos son las últimas que admitirá cada ${w.foundation}, así que déjalas donde no estorben.`,
  'tips.reserveRefill': `Cada ${w.pile} que vacías se llena enseguida desde la ${w.reserve}: vaciar un ${w.pile}, a una ${w.foundation} o sobre otro ${w.pile}, es la forma más rápida de agotar la ${w.reserve}.`,
  'tips.shallowPiles': `Cada ${w.pile} empieza con solo ${nf('depth')} ${w.cards}: vale la pena vaciar pronto un ${w.pile} cuyas ${w.cards} encuentren sitio enseguida, porque un ${w.pile} vacío admite cualquier ${w.card}.`,
  'tips.twoDecks': `{copies, plural, =2 {Cada ${w.card} tiene una gemela: cuando una no pueda moverse, busca la otra antes de renunciar a una construcción.} other {Cada ${w.card} aparece ${nf('copies')} veces: cuando una no pueda moverse, busca las otras antes de renunciar a una construcción.}}`,
  'tips.oneSuitRuns': `Construye del mismo ${w.suit} siempre que puedas elegir: una ${w.card} de otro ${w.suit} cabe igual, pero las ${w.cards} que pongas encima ya no se moverán con las de debajo, y solo una ${w.run} de un mismo ${w.suit} llega a una ${w.foundation}.`,
  'tips.completeRuns': `Una ${w.run} solo sale cuando las trece ${w.cards} de un ${w.suit} están en orden en un mismo ${w.pile}: reúne los ${w.suits} de uno en uno en lugar de dejar muchos a medias, y cada ${w.run} que sale te deja sitio.`,
  'tips.rowDeal': `{rows, plural, =0 {Las ${nf('rest')} ${w.cards} del ${w.stock} taparán los ${nm('rest')} primeros ${w.piles}: repártelas cuando menos estorben, antes de construir mucho en esos ${w.piles} o cuando ya no importen.} other {{needsEveryPile, select, true {Antes de repartir una fila, haz todas las ${w.moves} que ayuden: las ${w.cards} nuevas caen sobre todos los ${w.piles} y pueden tapar una ${w.run} que pensabas mover. Un ${w.pile} vacío debe llenarse antes de que el ${w.stock} reparta, así que úsalo primero para ordenar ${w.runs}.} other {{discards, select, true {Antes de repartir una fila, retira todo lo que puedas: las ${w.cards} nuevas caen sobre todos los ${w.piles} y pueden tapar una ${w.card} que podía haberse retirado.} other {Antes de repartir una fila, haz todas las ${w.moves} que ayuden: las ${w.cards} nuevas caen sobre todos los ${w.piles} y pueden tapar una ${w.run} que pensabas mover.}}}}}}`,
  'tips.draw': `Si robas de ${nf('draw')} en ${nf('draw')}, en cada ${w.pass} solo llegas a una de cada ${nf('draw')} ${w.cards} del ${w.stock}; cada ${w.card} que juegas del ${w.waste} cambia a cuáles llegarás la próxima vez.`,
  'tips.passes': `Las ${w.passes} por el ${w.stock} son limitadas: antes de hacer una ${w.redeal}, asegúrate de haber aprovechado todas las ${w.cards} que ofrecía el ${w.waste}.`,
  'tips.shuffle': `{fans, select, true {Haz una ${w.redeal} solo cuando no quede ninguna ${w.move} útil: al barajar se deshace lo que construiste en los ${w.fans}, además de lo que los bloqueaba.} other {Haz una ${w.redeal} solo cuando no quede ninguna ${w.move} útil: al barajar se deshace lo que construiste en el ${w.tableau}, además de lo que lo bloqueaba.}}`,
  'tips.playBack': `{scored, select, true {Si te atascas, devolver una ${w.card} de una ${w.foundation} al ${w.tableau} puede desbloquear una ${w.move}, pero pierdes su punto hasta que la ${w.card} vuelva a subir.} other {{fans, select, true {Si te atascas, devolver una ${w.card} de una ${w.foundation} a los ${w.fans} puede desbloquear una ${w.move}.} other {Si te atascas, devolver una ${w.card} de una ${w.foundation} al ${w.tableau} puede desbloquear una ${w.move}.}}}}`,

  'variations.intro': `{count, plural, one {Hay un ajuste que puede cambiarse antes de la partida; las reglas de arriba usan su valor por defecto.} other {Hay ${nm('count')} ajustes que pueden cambiarse antes de la partida; las reglas de arriba usan sus valores por defecto.}}`,
  'variations.setting': choose('option', {
    draw: `${W.cards} por ${w.draw}: {items}.`,
    redeals: `${W.redeals}: {items}.`,
    playBack: `Devolver ${w.cards} desde las ${w.foundations}: {items}.`,
    kingsToBottom: `Reyes en el ${w.deal}: {items}.`,
    suits: `${W.suits}: {items}.`,
    onKing: `Lo que admite la ${w.foundation} sobre un rey: {items}.`,
    goal: 'Lo que gana la partida: {items}.',
  }),
  'variations.choice': choose('option', {
    draw: byDefault(`{value, plural, one {una ${w.card}} other {${nf('value')} ${w.cards}}}`),
    redeals: byDefault(
      `{unlimited, select, true {ilimitadas} other {{value, plural, =0 {ninguna} other {${nf('value')}}}}}`,
    ),
    playBack: byDefault('{value, select, true {permitido} other {no permitido}}'),
    kingsToBottom: byDefault(
      `{value, select, true {{fans, select, true {al fondo de su ${w.fan}} other {al fondo de su ${w.pile}}}} other {donde caen}}`,
    ),
    suits: byDefault(
      `{value, plural, one {un ${w.suit} (picas)} =2 {dos ${w.suits} (picas y corazones)} other {${nm('value')} ${w.suits}}}`,
    ),
    goal: byDefault(
      `{value, select, allCards {retirar todas las ${w.cards}, también las del ${w.stock} y el ${w.waste}} acesLeft {que solo queden los cuatro ases} other {vaciar el ${w.tableau}, quede lo que quede en el ${w.stock} y el ${w.waste}}}`,
    ),
    onKing: byDefault(
      '{value, select, nothing {nada en absoluto} ace {un as, y entonces el rey y el as cuentan como vecinos en los dos sentidos} other {solo una reina}}',
    ),
  }),
  'variations.notPlayed': choose('note', {
    lucieMerci: `Aquí no se juega la «merci» («gracias» en francés): una ${w.move} extra tras la última ${w.redeal}, que saca una sola ${w.card} enterrada de su ${w.fan} y la pone en juego. ${Src('source')} la permiten.`,
    shamrocksSwap: `Aquí no se juega la regla de ${src('source')} para los reyes, en la que un rey repartido encima de otras ${w.cards} se intercambia con la ${w.card} más cercana al fondo de su ${w.fan} que no sea un rey. En este juego el rey se desliza al fondo y las demás ${w.cards} conservan su orden.`,
    athenaDrawOne: `${Src('source')} tiene también un Athena que roba de una en una; aquí eso es un ajuste del mismo juego, no un juego aparte.`,
    athenaPysolUnlimited: `El Athena de ${src('source')} también roba de una en una, pero con ${w.redeals} ilimitadas: aquí eso es Athena con el ajuste de una ${w.card} por ${w.draw}.`,
    klondikeVegas: `Aquí no se juega la puntuación Las Vegas, en la que se paga una apuesta por las ${w.cards} y cada ${w.card} en las ${w.foundations} devuelve una parte (${src('source')} la tiene como Vegas Klondike).`,
    klondikeLimitedPasses: `Robar de tres en tres y limitar las ${w.redeals}, habituales en otros programas, aquí son ajustes: el Klondike de ${src('source')}, por ejemplo, permite dos ${w.redeals} cuando se roba de una en una.`,
    minervaPlayBack: `En ${src('source')}, las ${w.cards} de las ${w.foundations} pueden volver al juego; aquí eso es un ajuste, desactivado por defecto.`,
  }),

  'related.like': `{count, plural, =0 {{name} se juega exactamente como {other}.} one {{name} se juega como {other}, salvo en un punto.} =2 {{name} se juega como {other}, salvo en dos puntos.} =3 {{name} se juega como {other}, salvo en tres puntos.} other {{name} es pariente de {other}, del que se diferencia en ${nm('count')} puntos.}}`,
  'related.diff.decks': `{decks, plural, one {Usa una baraja, mientras que {other} usa ${nf('otherDecks')}.} other {Usa ${nf('decks')} barajas, mientras que {other} usa {otherDecks, plural, one {una} other {${nf('otherDecks')}}}.}}`,
  'related.diff.suits': `{suits, plural, one {Sus ${w.cards} son todas picas, mientras que las de {other} son de {otherSuits, plural, =2 {dos ${w.suits}} other {cuatro ${w.suits}}}.} =2 {Sus ${w.cards} son de dos ${w.suits}, picas y corazones, mientras que las de {other} son de {otherSuits, plural, one {uno solo} other {cuatro}}.} other {Sus ${w.cards} son de cuatro ${w.suits}, mientras que las de {other} son de {otherSuits, plural, one {uno solo} other {dos}}.}}`,
  'related.diff.piles': `{fans, select, true {Tiene ${nm('piles')} ${w.fans}, mientras que {other} tiene ${nm('otherPiles')}.} other {Su ${w.tableau} tiene ${nm('piles')} ${w.piles}, mientras que el de {other} tiene ${nm('otherPiles')}.}}`,
  'related.diff.deal': choose('deal', {
    rows: `{otherDeal, select, staircase {Sus ${w.piles} se reparten en ${nf('rows')} filas iguales, alternando boca abajo y boca arriba, en lugar de la escalera de {other}.} other {{rows, plural, one {Sus ${w.piles} reciben una sola ${w.card} cada uno al repartir, a diferencia de los de {other}.} other {Sus ${w.piles} se reparten en ${nf('rows')} filas, a diferencia de los de {other}.}}}}`,
    staircase: `{extraUp, plural, =0 {{otherDeal, select, rows {Sus ${w.piles} se reparten en escalera, con una ${w.card} más en cada ${w.pile} y solo la de encima boca arriba, en lugar de las filas iguales de {other}.} other {Sus ${w.piles} se reparten en escalera, a diferencia de los de {other}.}}} other {Sus ${w.piles} reciben la escalera de {other} y después ${nf('extraUp')} filas más boca arriba en todos salvo el primero.}}`,
    fans: `Sus ${w.fans} se reparten de ${nf('size')} en ${nf('size')} ${w.cards}, a diferencia de los de {other}.`,
    piles: `{even, select, true {Sus ${w.piles} empiezan con ${nf('max')} ${w.cards} cada uno, {down, select, true {algunas boca abajo} other {todas boca arriba}}, a diferencia de los de {other}.} other {Sus ${w.piles} empiezan con entre ${nf('min')} y ${nf('max')} ${w.cards}, {down, select, true {algunas boca abajo} other {todas boca arriba}}, a diferencia de los de {other}.}}`,
  }),
  'related.diff.aces': `{aces, select, true {Los ases empiezan en las ${w.foundations} y nunca salen de ellas, mientras que {other} los reparte con las demás ${w.cards}.} other {{fixed, select, true {Los ases de las ${w.foundations} nunca salen de ellas, a diferencia de {other}.} other {Los ases se reparten con las demás ${w.cards}, mientras que {other} los pone de entrada en las ${w.foundations}.}}}}`,
  'related.diff.cells': `{cells, plural, =0 {No tiene ${w.cells} libres, mientras que {other} tiene ${nf('otherCells')}.} other {{dealt, plural, =0 {Tiene ${nf('cells')} ${w.cells} libres, todas vacías al empezar, mientras que {other} tiene ${nf('otherCells')}{otherDealt, plural, =0 {} other {, ${nf('otherDealt')} de ellas llenas por el ${w.deal}}}.} other {Tiene ${nf('cells')} ${w.cells} libres, ${nf('dealt')} de ellas llenas por el ${w.deal}, mientras que {other} tiene ${nf('otherCells')}{otherDealt, plural, =0 {, todas vacías al empezar} other {, con ${nf('otherDealt')} llenas}}.}}}}`,
  'related.diff.numbering': choose('numbering', {
    microsoft: `Sus ${w.deals} se numeran como en el FreeCell de Microsoft, mientras que {other} usa la mezcla propia de esta colección.`,
    seeded: `Sus ${w.deals} usan la mezcla propia de esta colección, mientras que {other} los numera como el FreeCell de Microsoft.`,
  }),
  'related.diff.reserve': `{reserve, plural, =0 {No tiene ${w.reserve}, mientras que {other} aparta ${nf('otherReserve')} ${w.cards}.} other {Aparta ${nf('reserve')} ${w.cards} como ${w.reserve}, con solo la de encima en juego, cosa que {other} no hace.}}`,
  'related.diff.kingsToBottom': `{value, select, true {{fans, select, true {Los reyes se deslizan al fondo de su ${w.fan} durante el ${w.deal}, cosa que {other} no hace.} other {Los reyes se deslizan al fondo de su ${w.pile} durante el ${w.deal}, cosa que {other} no hace.}}} other {Los reyes se quedan donde caen, mientras que {other} los desliza al fondo.}}`,
  'related.diff.foundationBuild': `{build, select, alternateColour {{otherBuild, select, sameSuit {Sus ${w.foundations} se construyen alternando colores, mientras que las de {other} van por ${w.suit}.} other {Sus ${w.foundations} se construyen alternando colores, {otherBuild, select, sameSuit {mientras que las de {other} van por ${w.suit}.} alternateColour {mientras que las de {other} alternan colores.} rankStep {mientras que {other} tiene una sola ${w.foundation} que sube o baja un valor sea cual sea el ${w.suit}.} other {{otherBy, select, higherOfSuit {mientras que en {other} una ${w.card} se retira cuando otra más alta de su ${w.suit} está encima de otro ${w.pile}.} other {mientras que en {other} las ${w.cards} salen del juego por parejas que suman {otherTotal}.}}}}}}} rankStep {Sus ${w.cards} van a una sola ${w.foundation} que sube o baja un valor sea cual sea el ${w.suit}, {otherBuild, select, sameSuit {mientras que las de {other} van por ${w.suit}.} alternateColour {mientras que las de {other} alternan colores.} rankStep {mientras que {other} tiene una sola ${w.foundation} que sube o baja un valor sea cual sea el ${w.suit}.} other {{otherBy, select, higherOfSuit {mientras que en {other} una ${w.card} se retira cuando otra más alta de su ${w.suit} está encima de otro ${w.pile}.} other {mientras que en {other} las ${w.cards} salen del juego por parejas que suman {otherTotal}.}}}}} discard {{by, select, higherOfSuit {Una ${w.card} se retira cuando otra más alta de su ${w.suit} está encima de otro ${w.pile}, {otherBuild, select, sameSuit {mientras que las de {other} van por ${w.suit}.} alternateColour {mientras que las de {other} alternan colores.} rankStep {mientras que {other} tiene una sola ${w.foundation} que sube o baja un valor sea cual sea el ${w.suit}.} other {{otherBy, select, higherOfSuit {mientras que en {other} una ${w.card} se retira cuando otra más alta de su ${w.suit} está encima de otro ${w.pile}.} other {mientras que en {other} las ${w.cards} salen del juego por parejas que suman {otherTotal}.}}}}} other {Las ${w.cards} salen del juego por parejas que suman {total}, {otherBuild, select, sameSuit {mientras que las de {other} van por ${w.suit}.} alternateColour {mientras que las de {other} alternan colores.} rankStep {mientras que {other} tiene una sola ${w.foundation} que sube o baja un valor sea cual sea el ${w.suit}.} other {{otherBy, select, higherOfSuit {mientras que en {other} una ${w.card} se retira cuando otra más alta de su ${w.suit} está encima de otro ${w.pile}.} other {mientras que en {other} las ${w.cards} salen del juego por parejas que suman {otherTotal}.}}}}}}} other {{otherBuild, select, alternateColour {Sus ${w.foundations} se construyen por ${w.suit}, mientras que las de {other} alternan colores.} other {Sus ${w.foundations} se construyen por ${w.suit}, {otherBuild, select, sameSuit {mientras que las de {other} van por ${w.suit}.} alternateColour {mientras que las de {other} alternan colores.} rankStep {mientras que {other} tiene una sola ${w.foundation} que sube o baja un valor sea cual sea el ${w.suit}.} other {{otherBy, select, higherOfSuit {mientras que en {other} una ${w.card} se retira cuando otra más alta de su ${w.suit} está encima de otro ${w.pile}.} other {mientras que en {other} las ${w.cards} salen del juego por parejas que suman {otherTotal}.}}}}}}}}`,
  'related.diff.playBack': `{playBack, select, true {Las ${w.cards} pueden volver de las ${w.foundations} al juego, cosa que {other} prohíbe.} other {Las ${w.cards} de las ${w.foundations} se quedan allí, mientras que {other} deja que vuelvan al juego.}}`,
  // Each difference is one sentence: this game's way, then the other's after « mientras que ».
  'related.diff.tableauBuild': `${choose(
    'build',
    {
      down_alternateColour: `Sus ${w.piles} se construyen en orden descendente, alternando colores`,
      down_sameSuit: `{fans, select, true {Sus ${w.fans} se construyen en orden descendente y del mismo ${w.suit}} other {Sus ${w.piles} se construyen en orden descendente y del mismo ${w.suit}}}`,
      down_alternateColour_wrap: `Sus ${w.piles} se construyen en orden descendente, alternando colores, y un rey va sobre un as`,
      down_any_wrap: `Sus ${w.piles} se construyen en orden descendente, sea cual sea el ${w.suit}, y un rey va sobre un as`,
      upOrDown_any: `{fans, select, true {Sus ${w.fans} admiten una ${w.card} de valor inmediatamente superior o inferior, sea cual sea su ${w.suit}} other {Sus ${w.piles} admiten una ${w.card} de valor inmediatamente superior o inferior, sea cual sea su ${w.suit}}}`,
      down_any: `{fans, select, true {Sus ${w.fans} se construyen en orden descendente sin importar el ${w.suit}} other {Sus ${w.piles} se construyen en orden descendente sin importar el ${w.suit}}}`,
      none_any: `{fans, select, true {Nunca se pone una ${w.card} sobre uno de sus ${w.fans}} other {Nunca se pone una ${w.card} sobre uno de sus ${w.piles}}}`,
    },
    'Se construye a su manera, como se explica arriba',
  )}, ${choose(
    'otherBuild',
    {
      down_alternateColour: 'mientras que en {other} se construyen en orden descendente, alternando colores.',
      down_sameSuit: `mientras que en {other} se construyen en orden descendente y del mismo ${w.suit}.`,
      down_alternateColour_wrap: 'mientras que en {other} se construyen en orden descendente, alternando colores.',
      down_any_wrap: `mientras que en {other} se construyen en orden descendente, sea cual sea el ${w.suit}.`,
      upOrDown_any: `mientras que en {other} admiten una ${w.card} de valor inmediatamente superior o inferior, sea cual sea su ${w.suit}.`,
      down_any: `mientras que en {other} se construyen en orden descendente sin importar el ${w.suit}.`,
      none_any: `mientras que en {other} nunca se pone una ${w.card} sobre otra.`,
    },
    'mientras que en {other} se construye de otra manera.',
  )}`,
  'related.diff.completeRuns': `{runs, select, true {Sus ${w.foundations} solo admiten ${w.runs} completas, del rey al as de un mismo ${w.suit}, mientras que las de {other} se construyen ${w.card} a ${w.card}.} other {Sus ${w.foundations} se construyen ${w.card} a ${w.card}, mientras que las de {other} solo admiten ${w.runs} completas.}}`,
  'related.diff.oneSuitRuns': `{oneSuit, select, true {Varias ${w.cards} solo se mueven juntas como una ${w.run} de un mismo ${w.suit}, límite que {other} no tiene.} other {El ${w.suit} de las ${w.cards} no limita lo que se mueve, mientras que en {other} varias ${w.cards} solo se mueven juntas como una ${w.run} de un mismo ${w.suit}.}}`,
  'related.diff.stockTarget': `{target, select, tableau {{otherTarget, select, none {Su ${w.stock} reparte ${w.cards} sobre los ${w.piles}, mientras que {other} no tiene ${w.stock}.} foundation {Su ${w.stock} reparte ${w.cards} sobre los ${w.piles}, mientras que el de {other} se voltea carta a carta sobre su ${w.foundation}.} other {Su ${w.stock} reparte ${w.cards} sobre los ${w.piles}, mientras que en {other} se roba al ${w.waste}.}}} foundation {{otherTarget, select, none {Su ${w.stock} se voltea carta a carta sobre la ${w.foundation}, mientras que {other} no tiene ${w.stock}.} tableau {Su ${w.stock} se voltea carta a carta sobre la ${w.foundation}, mientras que el de {other} reparte ${w.cards} sobre los ${w.piles}.} other {Su ${w.stock} se voltea carta a carta sobre la ${w.foundation}, mientras que en {other} se roba al ${w.waste}.}}} waste {{otherTarget, select, foundation {Del ${w.stock} se roba al ${w.waste}, mientras que el de {other} se voltea carta a carta sobre su ${w.foundation}.} other {Del ${w.stock} se roba al ${w.waste}, mientras que el de {other} reparte ${w.cards} sobre los ${w.piles}.}}} other {{otherTarget, select, foundation {No tiene ${w.stock}, mientras que el de {other} se voltea carta a carta sobre su ${w.foundation}.} other {No tiene ${w.stock}, mientras que el de {other} reparte ${w.cards} sobre los ${w.piles}.}}}}`,
  'related.diff.capacity': `{capacity, plural, =0 {{fans, select, true {Sus ${w.fans} no tienen límite de ${w.cards}, a diferencia de los de {other}.} other {Sus ${w.piles} no tienen límite de ${w.cards}, a diferencia de los de {other}.}}} other {{fans, select, true {En un ${w.fan} caben ${nf('capacity')} ${w.cards} como máximo, un límite que {other} no tiene.} other {En un ${w.pile} caben ${nf('capacity')} ${w.cards} como máximo, un límite que {other} no tiene.}}}}`,
  'related.diff.whenEmpty': `${choose('policy', {
    kingOnly: `{fans, select, true {Un ${w.fan} vacío admite un rey} other {Un ${w.pile} vacío admite un rey}}`,
    anyCard: `{fans, select, true {Un ${w.fan} vacío admite cualquier ${w.card}} other {Un ${w.pile} vacío admite cualquier ${w.card}}}`,
    never: `{fans, select, true {Un ${w.fan} vaciado se queda vacío para siempre} other {Un ${w.pile} vaciado se queda vacío para siempre}}`,
  })}, ${choose('otherPolicy', {
    kingOnly: 'mientras que en {other} admite un rey.',
    anyCard: `mientras que en {other} admite cualquier ${w.card}.`,
    never: 'mientras que en {other} se queda vacío para siempre.',
  })}`,
  'related.diff.draw': `{draw, plural, =0 {No tiene ${w.stock}, mientras que {other} sí.} one {{otherDraw, plural, =0 {Tiene un ${w.stock} del que se roba de una en una, que {other} no tiene.} other {Del ${w.stock} se roba de una en una, mientras que en {other} se roba de ${nf('otherDraw')} en ${nf('otherDraw')}.}}} other {{otherDraw, plural, =0 {Tiene un ${w.stock} del que se roba de ${nf('draw')} en ${nf('draw')}, que {other} no tiene.} one {Del ${w.stock} se roba de ${nf('draw')} en ${nf('draw')}, mientras que en {other} se roba de una en una.} other {Del ${w.stock} se roba de ${nf('draw')} en ${nf('draw')}, mientras que en {other} se roba de ${nf('otherDraw')} en ${nf('otherDraw')}.}}}}`,
  'related.diff.redeal': `${redealHere('redeal')}, mientras que ${redealThere('otherRedeal')}.`,
  'related.diff.scoring': `{scoring, select, foundationCards {Lleva una puntuación, un punto por cada ${w.card} en las ${w.foundations}, cosa que {other} no hace.} runBonus {Lleva una puntuación que empieza en {start}, pierde un punto por ${w.move} y gana {perRun} por ${w.run} completa, cosa que {other} no hace.} streak {Lleva una puntuación por rachas de ${w.cards} jugadas desde el ${w.tableau}, cosa que {other} no hace.} other {{otherScoring, select, foundationCards {No lleva puntuación, mientras que {other} cuenta un punto por cada ${w.card} en las ${w.foundations}.} other {No lleva puntuación, mientras que {other} sí.}}}}`,
  'related.diff.table': `{peaks, plural, =0 {Sus ${w.cards} están en ${w.piles} uno al lado del otro, mientras que las de {other} se solapan en {otherPeaks, plural, one {una pirámide} other {${nm('otherPeaks')} picos}}.} one {Sus ${w.cards} se solapan en una pirámide, {otherPeaks, plural, =0 {mientras que las de {other} están en ${w.piles} uno al lado del otro.} other {mientras que las de {other} se solapan en ${nm('otherPeaks')} picos.}}} other {Sus ${w.cards} se solapan en ${nm('peaks')} picos, {otherPeaks, plural, =0 {mientras que las de {other} están en ${w.piles} uno al lado del otro.} one {mientras que las de {other} se solapan en una pirámide.} other {mientras que las de {other} se solapan en ${nm('otherPeaks')} picos.}}}}`,
  'related.diff.startCard': `{start, select, card {Su ${w.foundation} empieza con ${theCard}, mientras que la de {other} empieza con la primera ${w.card} repartida.} other {Su ${w.foundation} empieza con la primera ${w.card} repartida, mientras que la de {other} empieza con una ${w.card} puesta antes del ${w.deal}.}}`,
  'related.diff.foundationWrap': `${choose('ends', { wrap: `En su ${w.foundation} el rey y el as son vecinos`, kingStops: `En su ${w.foundation} a un rey no le sigue nada`, queen: `En su ${w.foundation} a un rey únicamente le sigue una reina` })}, ${choose('otherEnds', { wrap: `mientras que la de {other} pasa del rey al as.`, kingStops: `mientras que en la de {other} a un rey no le sigue nada.`, queen: `mientras que en la de {other} a un rey únicamente le sigue una reina.` })}`,
  'related.diff.goal': `${choose('goal', { allCards: `Se gana solo cuando todas las ${w.cards} se han jugado`, tableauCleared: `Se gana en cuanto su ${w.tableau} queda despejado, quede lo que quede en el ${w.stock}`, acesLeft: `Se gana cuando solo quedan los ases` })}, ${choose('otherGoal', { allCards: `mientras que {other} se gana solo cuando todas las ${w.cards} se han jugado.`, tableauCleared: `mientras que {other} se gana en cuanto su ${w.tableau} queda despejado.`, acesLeft: `mientras que {other} se gana cuando solo quedan los ases.` })}`,
  'related.family': choose('family', {
    klondike: 'Otros juegos de la familia Klondike en esta colección: {items}.',
    fan: `Otros juegos que se reparten en ${w.fans} en esta colección: {items}.`,
    canfield: `Otros juegos de la familia Canfield en esta colección: {items}.`,
    yukon: `Otros juegos de la familia Yukon en esta colección: {items}.`,
    fortyThieves: `Otros juegos de la familia Forty Thieves en esta colección: {items}.`,
    bakersDozen: `Otros juegos de la familia Baker’s Dozen en esta colección: {items}.`,
    freecell: `Otros juegos con ${w.cells} libres en esta colección: {items}.`,
    spider: `Otros juegos de la familia Spider en esta colección: {items}.`,
    golf: `Otros juegos de la familia Golf en esta colección: {items}.`,
    pyramid: `Otros juegos de la familia Pyramid en esta colección: {items}.`,
  }),
  'related.member': '{other}',
  'family.klondike': 'La familia Klondike',
  'family.klondike.about': `Siete ${w.piles} o más, repartidos en parte boca abajo y construidos en orden descendente, alternando colores, con un ${w.stock} del que se roba al ${w.waste}.`,
  'family.canfield': `La familia Canfield`,
  'family.canfield.about': `Una ${w.reserve} que llena los ${w.piles} a medida que se vacían, un ${w.stock} que se pasa al ${w.waste}, y ${w.foundations} que empiezan por el valor de una ${w.card} repartida y siguen del rey al as.`,
  'family.yukon': `La familia Yukon`,
  'family.yukon.about': `La escalera de Klondike con el resto de la baraja repartido boca arriba encima, sin ${w.stock}, y cualquier ${w.card} boca arriba libre de moverse con todas las que tiene encima.`,
  'family.fortyThieves': `La familia Forty Thieves`,
  'family.fortyThieves.about': `Dos barajas y ocho ${w.foundations}, filas de ${w.piles} boca arriba que se construyen en orden descendente, ${w.cards} que se mueven de una en una o en ${w.runs} cortas, y un ${w.stock} que se pasa al ${w.waste}, casi siempre en una sola ${w.pass}.`,
  'family.bakersDozen': `La familia Baker’s Dozen`,
  'family.bakersDozen.about': `Toda la baraja repartida boca arriba en ${w.piles} cortos, sin ${w.stock} ni ${w.waste}, ${w.cards} sueltas que se construyen en orden descendente unas sobre otras, y ${w.piles} vacíos difíciles o imposibles de volver a llenar.`,
  'family.freecell': `Solitarios con ${w.cells} libres`,
  'family.freecell.about': `Todas las ${w.cards} boca arriba en ${w.piles} abiertos, ${w.cells} libres que guardan una ${w.card} cada una por un tiempo, y ni ${w.stock} ni ${w.waste}.`,
  'family.spider': `La familia Spider`,
  'family.spider.about': `${W.runs} del rey al as de un mismo ${w.suit} reunidas en los ${w.piles}, ${w.foundations} que solo admiten esas ${w.runs} completas y, casi siempre, un ${w.stock} que reparte una ${w.card} sobre cada ${w.pile}.`,
  'family.fan': `Solitarios que se reparten en ${w.fans}`,
  'family.fan.about': `Todas las ${w.cards} boca arriba en pequeños ${w.fans} de tres, solo la ${w.card} de encima de cada ${w.fan} en juego, y sin ${w.stock} ni ${w.waste}.`,

  'summary.table': `{peaks, plural, one {{faces, select, allUp {Las {total} ${w.cards} del ${w.tableau} forman una pirámide de ${nf('rows')} filas que se solapan, todas boca arriba.} other {Las {total} ${w.cards} del ${w.tableau} forman una pirámide de ${nf('rows')} filas que se solapan; solo la fila de abajo está boca arriba.}}} other {{faces, select, allUp {Las {total} ${w.cards} del ${w.tableau} forman ${nm('peaks')} picos, uno al lado del otro, de ${nf('rows')} filas que se solapan, todas boca arriba.} other {Las {total} ${w.cards} del ${w.tableau} forman ${nm('peaks')} picos, uno al lado del otro, de ${nf('rows')} filas que se solapan; solo la fila de abajo está boca arriba.}}}}`,
  'summary.single': `{build, select, rankStep {{start, select, card {Las ${w.cards} van {fans, select, true {de los ${w.fans}} other {del ${w.tableau}}} a una sola ${w.foundation}, que empieza con ${theCard}, un valor por encima o por debajo de su ${w.card} de arriba, sea cual sea el ${w.suit}${stepEnds}.} other {Las ${w.cards} van {fans, select, true {de los ${w.fans}} other {del ${w.tableau}}} a una sola ${w.foundation}, que empieza con la primera ${w.card} repartida, un valor por encima o por debajo de su ${w.card} de arriba, sea cual sea el ${w.suit}${stepEnds}.}}} other {{by, select, higherOfSuit {La ${w.card} de arriba de un ${w.pile} se retira del juego mientras otro ${w.pile} tenga encima una ${w.card} más alta de su mismo ${w.suit}, siendo el as la más alta{empty, select, anyCard {; cualquier ${w.card} de arriba puede pasar a un ${w.pile} vacío} other {}}.} other {Dos ${w.cards} libres cuyos valores suman {total} salen juntas del juego{total, plural, =13 {, y un rey sale solo} other {}}.}}}}`,
  'summary.stockTurn': `Las ${w.cards} del ${w.stock} se voltean de una en una sobre la ${w.foundation}, en una sola ${w.pass}.`,
  'goal.cleared': `{table, select, true {{peaks, plural, one {Se gana en cuanto la pirámide queda despejada, ${leftOver}.} other {Se gana en cuanto los ${nm('peaks')} picos quedan despejados, ${leftOver}.}}} other {{fans, select, true {Se gana en cuanto los ${nm('piles')} ${w.fans} quedan vacíos, ${leftOver}.} other {Se gana en cuanto los ${nm('piles')} ${w.piles} quedan vacíos, ${leftOver}.}}}}`,
  'goal.acesLeft': `Se gana cuando el ${w.stock} se ha repartido entero y en los ${w.piles} solo quedan los ${nm('aces')} ases: todas las demás ${w.cards} se han retirado.`,
  'layout.startCard': `Antes del ${w.deal}, ${theCard} se saca de la baraja y se pone boca arriba en la ${w.foundation}, para empezarla.`,
  'layout.table': `{peaks, plural, one {Las {total} ${w.cards} del ${w.tableau} se reparten en una pirámide de ${nf('rows')} filas, desde una ${w.card} arriba hasta ${nf('bottom')} abajo: cada fila tiene una ${w.card} más que la de encima.} other {Las {total} ${w.cards} del ${w.tableau} se reparten en ${nm('peaks')} picos, uno al lado del otro, en ${nf('rows')} filas de {items} ${w.cards} de arriba abajo; la fila de abajo une los picos.}} {covers, plural, =0 {Cada ${w.card} que no está en la fila de abajo queda tapada en parte por las ${w.cards} de la fila siguiente que se le solapan.} one {Cada ${w.card} que no está en la fila de abajo queda tapada en parte por una ${w.card} de la fila siguiente.} other {Cada ${w.card} que no está en la fila de abajo queda tapada en parte por ${nf('covers')} ${w.cards} de la fila siguiente.}} {faces, select, allUp {Todas se reparten boca arriba.} other {Solo la fila de abajo se reparte boca arriba; las demás quedan boca abajo.}}`,
  'foundations.single': `{start, select, card {Hay una sola ${w.foundation}, que empieza con ${theCard}.} other {Hay una sola ${w.foundation}, que empieza con la primera ${w.card} repartida, sea cual sea su valor.}}`,
  'foundations.step': `Admite una ${w.card} de un valor más o de un valor menos que su ${w.card} de arriba, sea cual sea el ${w.suit} o el color: sobre un 7, cualquier 6 o cualquier 8. {wrap, select, true {El rey y el as cuentan como vecinos: a un rey le puede seguir una reina o un as, y a un as, un 2 o un rey.} other {{kingStops, select, true {A un rey no le sigue nada, y a un as, únicamente un 2.} other {Los valores no se enlazan del rey al as: a un rey únicamente le sigue una reina, y a un as, un 2.}}}}`,
  'foundations.removal': `{by, select, higherOfSuit {La ${w.card} de arriba de un ${w.pile} puede retirarse del juego mientras la ${w.card} de arriba de otro ${w.pile} sea más alta y del mismo ${w.suit}; aquí el as está por encima del rey, como la ${w.card} más alta de su ${w.suit}. Por ejemplo, el 9 de corazones puede retirarse mientras la jota de corazones esté encima de otro ${w.pile}. Ninguna ${w.card} supera al as, así que un as nunca se retira.} other {{total, plural, =13 {Dos ${w.cards} libres cuyos valores suman 13 se retiran juntas, contando el as como 1, la jota como 11 y la reina como 12: un as va con una reina, un 2 con una jota, un 3 con un 10, y así hasta un 6 con un 7. El rey vale 13 por sí solo, así que un rey libre se retira solo.} other {Dos ${w.cards} libres cuyos valores suman {total} se retiran juntas, contando el as como 1, la jota como 11, la reina como 12 y el rey como 13.}}}}`,
  'foundations.removed': `{by, select, step {Una ${w.card} puesta en la ${w.foundation} se queda allí el resto de la partida.} other {Las ${w.cards} retiradas salen del juego para siempre: ninguna vuelve.}}`,
  'tableau.noBuild': `{build, select, rankStep {{fans, select, true {Nunca se pone una ${w.card} sobre un ${w.fan}: la ${w.card} de arriba de un ${w.fan} solo puede ir a la ${w.foundation}, de una en una.} other {{table, select, true {Nunca se pone una ${w.card} sobre otra: una ${w.card} libre del ${w.tableau} solo puede ir a la ${w.foundation}, de una en una.} other {Nunca se pone una ${w.card} sobre un ${w.pile}: la ${w.card} de arriba de un ${w.pile} solo puede ir a la ${w.foundation}, de una en una.}}}}} other {{by, select, higherOfSuit {Nunca se pone una ${w.card} sobre otra: la ${w.card} de arriba de un ${w.pile} solo sale de él para retirarse del juego{empty, select, anyCard { o para pasar a un ${w.pile} vacío} other {}}, de una en una.} other {{table, select, true {Nunca se pone una ${w.card} sobre otra: las ${w.cards} del ${w.tableau} solo salen de él al retirarse{total, plural, =13 {, por parejas o un rey solo} other {, por parejas}}.} other {Nunca se pone una ${w.card} sobre otra: las ${w.cards} solo salen de los ${w.piles} al retirarse{total, plural, =13 {, por parejas o un rey solo} other {, por parejas}}.}}}}}}`,
  'tableau.free': `{faces, select, bottomUp {{peaks, plural, one {Solo se puede jugar una ${w.card} libre de la pirámide: una que ya no esté tapada por ninguna ${w.card} de la fila de abajo.} other {Solo se puede jugar una ${w.card} libre de los picos: una que ya no esté tapada por ninguna ${w.card} de la fila de abajo.}} Al principio solo están libres las ${nf('bottom')} ${w.cards} de la fila de abajo, y cada ${w.card} que sale puede liberar otra de encima. Al quedar libre, toda ${w.card} boca abajo se voltea.} other {{peaks, plural, one {Solo se puede jugar una ${w.card} libre de la pirámide: una que ya no esté tapada por ninguna ${w.card} de la fila de abajo.} other {Solo se puede jugar una ${w.card} libre de los picos: una que ya no esté tapada por ninguna ${w.card} de la fila de abajo.}} Al principio solo están libres las ${nf('bottom')} ${w.cards} de la fila de abajo, y cada ${w.card} que sale puede liberar otra de encima.}}`,
  'stock.turn': `En cualquier momento se puede voltear la ${w.card} de arriba del ${w.stock} sobre la ${w.foundation}, sea cual sea su valor: tapa la ${w.card} de arriba de la ${w.foundation} y pasa a ser la ${w.card} sobre la que se construye. No hay ${w.waste}, y ninguna ${w.card} vuelve al ${w.stock}.`,
  'tips.chain': `{wrap, select, kingStops {Busca la cadena más larga antes de jugar: cada ${w.card} que pones en la ${w.foundation} decide qué valores pueden seguir, así que, si encajan dos ${w.cards}, elige la que lleva más lejos. En la ${w.foundation}, a un rey no le sigue nada y a un as solo un 2: guarda los reyes para cuando no encaje otra cosa.} wrap {Busca la cadena más larga antes de jugar: cada ${w.card} que pones en la ${w.foundation} decide qué valores pueden seguir, así que, si encajan dos ${w.cards}, elige la que lleva más lejos, y recuerda que los valores se enlazan del rey al as.} other {Busca la cadena más larga antes de jugar: cada ${w.card} que pones en la ${w.foundation} decide qué valores pueden seguir, así que, si encajan dos ${w.cards}, elige la que lleva más lejos. Un rey o un as en la ${w.foundation} deja un solo valor posible.}}`,
  'tips.stockTurn': `Voltea una ${w.card} del ${w.stock} solo cuando no encaje ninguna otra: corta la cadena que estabas jugando, y sus ${nf('stock')} ${w.cards} tienen que durar toda la partida.`,
  'tips.uncover': `Si encajan dos ${w.cards}, juega la que libera una ${w.card} boca abajo: cada ${w.card} que se voltea es una ocasión más de seguir.`,
  'tips.higherOfSuit': `Un as nunca se retira, así que un as encima de otras ${w.cards} las bloquea hasta que se mueve: lleva pronto los ases a los ${w.piles} vacíos. Una ${w.card} alta encima de un ${w.pile} conviene dejarla ahí, porque permite retirar las más bajas de su ${w.suit}.`,
  'tips.pairs': `{waste, select, true {Si una ${w.card} puede emparejarse con varias, elige la que más libera: una ${w.card} del ${w.tableau} puede destapar otras, mientras que las del ${w.waste} vuelven en la siguiente ${w.pass}.} other {Si una ${w.card} puede emparejarse con varias, elige la que más ${w.cards} libera.}}`,
  'family.golf': `La familia Golf`,
  'family.golf.about': `${W.piles} boca arriba cuyas ${w.cards} de arriba solo van a un sitio: una sola ${w.foundation} que sube o baja un valor sea cual sea el ${w.suit}, o fuera del juego.`,
  'family.pyramid': `La familia Pyramid`,
  'family.pyramid.about': `${W.cards} repartidas en filas que se solapan, cada una libre cuando se han ido las que la tapan, que salen por parejas o van a una sola ${w.foundation}.`,

  'about.follows': `Las fuentes discrepan sobre {items}; estas reglas son las de ${src('source')}.`,
  'about.followsOnly': `Estas reglas están escritas a partir de ${src('source')}.`,
  'about.point': choose('point', {
    draw: `el número de ${w.cards} que se roban cada vez`,
    redeals: `el número de ${w.redeals}`,
    scoring: 'la puntuación',
    playBack: `si las ${w.cards} de las ${w.foundations} pueden volver al juego`,
    kingsToBottom: `qué pasa con los reyes durante el ${w.deal}`,
    reserve: `la ${w.reserve}`,
    emptyPile: `{fans, select, true {qué admite un ${w.fan} vacío} other {qué admite un ${w.pile} vacío}}`,
    foundationBuild: `{foundations, plural, one {cómo se construye la ${w.foundation}} other {cómo se construyen las ${w.foundations}}}`,
    dealShape: `qué ${w.piles} reciben las ${w.cards} de más en el ${w.deal}`,
    completeRuns: `cuándo sube a una ${w.foundation} una ${w.run} completa`,
    goal: `qué ${w.cards} deben haber salido para ganar`,
  }),
  'about.origin': choose('note', {
    athenaGoddess: `Según ${src('source')}, el juego debe su nombre a Atenea (Athena en inglés), la diosa griega de la sabiduría.`,
    minervaGoddess:
      'El nombre es el de Minerva, la diosa romana identificada con la Atenea griega; el juego es, en efecto, pariente de Athena.',
    klondikeRegion:
      'El nombre es el del Klondike, la región del Yukón, en Canadá, famosa por su fiebre del oro de finales de la década de 1890.',
    shamrocksClover: `Según ${src('source')}, el nombre viene de la disposición: los pequeños ${w.fans} de tres ${w.cards} recuerdan las tres hojas de un trébol (shamrock en inglés).`,
    lucieFrench: 'El nombre es francés y significa «la bella Lucía».',
    bakersDozenThirteen: `En inglés, una «baker’s dozen» (la docena del panadero) son trece: tantos como los ${w.piles} del reparto.`,
  }),
  'about.otherNames': `{adds, select, true {${Src('source')} añade {items}.} other {{count, plural, one {En ${src('source')}, el solitario {name} también se llama {items}.} other {En ${src('source')}, el solitario {name} también recibe los nombres de {items}.}}}}`,
  'about.name': '«{name}»',
  'about.history': choose('note', {
    athenaInventor: `${Src('source')} atribuye la invención de Athena a Thomas Warfield, autor de Pretty Good Solitaire; se le atribuye el juego en sí, no las reglas exactas que se siguen aquí.`,
    lucieOld: `Según ${src('source')}, La Belle Lucie es un clásico antiguo y el más conocido de los solitarios que se reparten en pequeños ${w.fans}.`,
    klondikeClassic: `${Src('source')} presenta Klondike como el juego original del que vienen Athena y sus parientes; Athena, Minerva y Bureau conservan su forma de construir y cambian su ${w.deal}.`,
    lucieCadogan: `Según ${src('source')}, el juego procede de Francia y Lady Adelaide Cadogan lo publicó por primera vez en inglés en 1870.`,
    klondikeCanfield: `Según ${src('source')}, los libros británicos llamaron durante mucho tiempo Canfield a este juego, un nombre que en Estados Unidos designa otro juego, conocido en el Reino Unido como Demon.`,
    shamrocksCousin: `${Src('source')} tiene dos juegos con este nombre: su Shamrocks deja los reyes donde caen (el ajuste de arriba), y su Shamrocks II los mueve durante el ${w.deal}, aunque de otra manera que este juego (véase Variantes).`,
    freecellPlato: `Según ${src('source')}, Paul Alfille escribió el primer FreeCell para ordenador en 1978, en el sistema educativo PLATO; la versión que Microsoft incluyó en Windows lo convirtió en uno de los solitarios más jugados.`,
    freecellWindows: `${Src('source')} señala que, de los 32\u00a0000 ${w.deals} numerados de la primera versión de Microsoft, solo uno, la partida #11982, no se puede ganar.`,
    bakersGameGardner: `Según ${src('source')}, Baker’s Game es el juego más antiguo: Martin Gardner lo describió en 1968 y lo llamó así por C. L. Baker, y FreeCell es Baker’s Game construido alternando colores en vez de por ${w.suit}.`,
    canfieldDemon: `Según ${src('source')}, el juego aparece por primera vez en Inglaterra en 1891, en un libro de Mary Whitmore Jones, con el nombre de Demon Patience, que aún conserva en el Reino Unido.`,
    canfieldCasino: `${Src('source')} atribuye el nombre estadounidense a Richard A. Canfield, que dirigía un casino en Saratoga Springs en la década de 1890, donde el jugador pagaba por una partida y cobraba por cada ${w.card} que llegaba a las ${w.foundations}; puede que lo que allí se jugaba fuera en realidad Klondike.`,
    spiderClassic: `${Src('source')} cuenta Spider entre los solitarios clásicos, uno que exige muchas decisiones.`,
  }),
  'about.sources': '{count, plural, one {Fuente citada aquí: {items}.} other {Fuentes citadas aquí: {items}.}}',
  'about.source': choose('source', { ...sources, moreheadMottSmith: 'el libro de Morehead y Mott-Smith' }),
};
