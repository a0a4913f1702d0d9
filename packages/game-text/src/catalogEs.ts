import { capitalWords, words } from './glossary.js';
import { choose, countWords, rankSelect } from './icuSelect.js';
import { femNumbers, nf, suitWord } from './tableCatalogEs.js';

// Spanish. The words come from the glossary (glossary.ts); the agreement around them (un montón vacío, una base
// vacía) is written here. Rank names carry their gender: el As, la Reina, el Rey.

const aRank = (arg: string) => rankSelect(arg, {
  ace: 'un As', two: 'un 2', three: 'un 3', four: 'un 4', five: 'un 5', six: 'un 6', seven: 'un 7', eight: 'un 8',
  nine: 'un 9', ten: 'un 10', jack: 'una Jota', queen: 'una Reina', king: 'un Rey',
});

// Counts in words from one to ten, figures above, agreeing with the noun: una carta, un montón.
const nm = (arg: string) => countWords(arg, ['un', ...femNumbers.slice(1)]);
const ord = (arg: string) => countWords(arg, ['primera', 'segunda', 'tercera', 'cuarta', 'quinta', 'sexta', 'séptima', 'octava', 'novena', 'décima']);

// The sources a page names, in the form that follows "las de" / "según".
const sources = {
  onlinePage: 'la página de reglas en línea de la que partió esta colección', aisleriot: 'GNOME Aisleriot', pysolfc: 'PySolFC',
  solitaireGg: 'solitaire.gg', prettyGoodSolitaire: 'Pretty Good Solitaire', parlett: 'el Penguin Book of Patience de David Parlett',
  moreheadMottSmith: 'Morehead y Mott-Smith', wikipedia: 'Wikipedia',
};
const src = (arg: string) => choose(arg, sources);
const Src = (arg: string) => choose(arg, { ...sources, onlinePage: 'La página de reglas en línea de la que partió esta colección', parlett: 'El Penguin Book of Patience de David Parlett' });

// The glossary's words (w) and the same capitalised (W).
const w = words.es;
const W = capitalWords.es;


// The deal of a rows layout, said once; each branch of layout.rows adds how the rows are faced.
const rowsDeal = `El ${w.tableau} se reparte en ${nf('rows')} filas sobre ${nm('piles')} ${w.piles}, una ${w.card} por ${w.pile} y fila, de izquierda a derecha, así que cada ${w.pile} tiene ${nf('perPile')} ${w.cards}, {total} en total.`;
// Turning the waste over: the same cards, without shuffling, come back in the order they were first drawn.
const turnOver = `Cuando el ${w.stock} se agota, se le puede dar la vuelta: el ${w.waste} entero se vuelve boca abajo, sin barajar, y pasa a ser el ${w.stock}, así que sus ${w.cards} salen otra vez en el orden en que se robaron.`;
// A choice of a setting, marked when it is the one the page describes.
const byDefault = (phrase: string) => `{current, select, true {${phrase} (por defecto)} other {${phrase}}}`;
// How a game redeals, as one sentence starting with `lead` (Aquí / En Klondike), from the arguments prefixed `p`.
const redealWay = (p: string, lead: string) => `{${p}Kind, select, turnWaste {{${p}Unlimited, select, true {${lead} se le puede dar la vuelta al ${w.stock} sin límite.} other {{${p}Limit, plural, =0 {${lead} no se le da la vuelta al ${w.stock}.} one {${lead} se le puede dar la vuelta al ${w.stock} una vez.} other {${lead} se le puede dar la vuelta al ${w.stock} hasta ${nf(`${p}Limit`)} veces.}}}}} shuffleTableau {{${p}Unlimited, select, true {${lead} las ${w.cards} pueden recogerse, barajarse y repartirse de nuevo sin límite.} other {{${p}Limit, plural, =0 {${lead} las ${w.cards} nunca se reparten de nuevo.} one {${lead} las ${w.cards} pueden recogerse, barajarse y repartirse de nuevo una vez.} other {${lead} las ${w.cards} pueden recogerse, barajarse y repartirse de nuevo hasta ${nf(`${p}Limit`)} veces.}}}}} other {${lead} no se vuelve a repartir.}}`;

/** Spanish messages, by key. */
export const catalogEs: Record<string, string> = {

  'page.title': 'Cómo jugar a {name}',
  'page.otherLanguages': 'Esta página en otros idiomas',
  'page.allGames': 'Todos los juegos',
  'page.figure': 'La disposición inicial de {name}.',
  'index.title': 'Solitarios: las reglas',
  'index.intro': 'Las reglas de cada juego de la colección, escritas a partir de las mismas definiciones con las que juega el motor.',
  'svg.stock': `${W.stock}`,
  'svg.waste': `${W.waste}`,
  'svg.foundations': `${W.foundations}`,
  'svg.reserve': `${W.reserve}`,
  'svg.faceDown': 'boca abajo',
  'svg.faceUp': 'boca arriba',

  'section.overview': 'Presentación',
  'section.goal': 'Objetivo',
  'section.layout': 'Disposición',
  'section.foundations': `${W.foundations}`,
  'section.tableau': `{fans, select, true {${W.fans}} other {${W.tableau}}}`,
  'section.stock': `{hasStock, select, true {${W.stock} y ${w.waste}} other {Volver a repartir}}`,
  'section.scoring': 'Puntuación',
  'section.tips': 'Consejos',

  'overview.deck': `{decks, plural, one {Se juega con una baraja francesa de {cards} ${w.cards}: tréboles, diamantes, corazones y picas, rojos los corazones y los diamantes, y cada ${w.suit} va del As (que vale uno y es la ${w.card} más baja) al Rey.} other {Se juega con ${nf('decks')} barajas francesas, {cards} ${w.cards} en total: tréboles, diamantes, corazones y picas, rojos los corazones y los diamantes, y cada ${w.suit} va del As (que vale uno y es la ${w.card} más baja) al Rey.}}`,

  'goal.win': `Se gana cuando las {cards} ${w.cards} están en las ${nf('foundations')} ${w.foundations}.`,

  'layout.aces': `Antes del ${w.deal}, los ${nm('aces')} Ases se colocan en las ${w.foundations}, uno en cada una.`,
  'layout.rows': choose('faces', {
    alternateDown: `${rowsDeal} La primera fila va boca abajo, la segunda boca arriba, y así sucesivamente.`,
    alternateUp: `${rowsDeal} La primera fila va boca arriba, la segunda boca abajo, y así sucesivamente.`,
    allUp: `${rowsDeal} Todas las filas van boca arriba.`,
    allDown: `${rowsDeal} Todas las filas van boca abajo.`,
    mixed: `${rowsDeal} Las filas {items} van boca abajo y las demás boca arriba.`,
  }),
  'layout.rowNumber': '{row}',
  'layout.coveredFaceUp': `Las ${w.cards} de la ${ord('row')} fila están boca arriba, pero debajo de las ${w.cards} boca abajo de la ${ord('coverRow')}: se ven y sirven para planificar, pero ninguna puede moverse mientras tenga encima una ${w.card} boca abajo. Cuando esa ${w.card} de encima se haya volteado, la de debajo se mueve como cualquier otra ${w.card} boca arriba.`,
  'layout.staircase': `Los ${nm('piles')} ${w.piles} del ${w.tableau} reciben de una a ${nf('piles')} ${w.cards} (el primero una, el segundo dos, y así sucesivamente), {total} ${w.cards} en total, y solo la ${w.card} de encima de cada ${w.pile} queda boca arriba.`,
  'layout.fans': `{shape, select, even {{whole, select, true {La baraja entera se reparte boca arriba en ${nm('fans')} ${w.fans} de ${nf('size')} ${w.cards}.} other {El ${w.deal} extiende {total} ${w.cards} boca arriba en ${nm('fans')} ${w.fans} de ${nf('size')} ${w.cards}.}}} other {{whole, select, true {La baraja entera se reparte boca arriba en ${nm('fans')} ${w.fans}: ${nm('full')} de ${nf('size')} ${w.cards} y un último ${w.fan} de {last, plural, one {una sola ${w.card}} other {${nf('last')} ${w.cards}}}.} other {El ${w.deal} extiende {total} ${w.cards} boca arriba en ${nm('fans')} ${w.fans}: ${nm('full')} de ${nf('size')} ${w.cards} y un último ${w.fan} de {last, plural, one {una sola ${w.card}} other {${nf('last')} ${w.cards}}}.}}}}`,
  'layout.kingsToBottom': `{fans, select, true {Durante el ${w.deal}, cada Rey que cae en un ${w.fan} se desliza por debajo de las ${w.cards} que ya hay, hasta el fondo de ese ${w.fan}, de modo que al empezar ningún Rey tapa otra ${w.card}. Un ${w.fan} que recibe varios Reyes los guarda en su fondo en el orden en que llegaron.} other {Durante el ${w.deal}, cada Rey que cae en un ${w.pile} se desliza por debajo de las ${w.cards} que ya hay, hasta el fondo de ese ${w.pile}, de modo que al empezar ningún Rey tapa otra ${w.card}. Un ${w.pile} que recibe varios Reyes los guarda en su fondo en el orden en que llegaron.}}`,
  'layout.reserve': `Después se apartan ${nf('reserve')} ${w.cards} como ${w.reserve}, boca abajo salvo la de encima, que está boca arriba y se puede jugar. Nunca se puede poner nada sobre la ${w.reserve}.`,
  'layout.stock': `Las {stock} ${w.cards} restantes forman el ${w.stock}, boca abajo, y el ${w.waste} empieza vacío a su lado.`,
  'layout.noStock': `{redeal, select, true {Todas las ${w.cards} se reparten al principio: no hay ${w.stock} ni ${w.waste}.} other {Todas las ${w.cards} se reparten al principio: no hay ${w.stock} ni ${w.waste}, y no se vuelve a repartir.}}`,

  'foundations.base': `{count, plural, one {Hay una ${w.foundation}, y una ${w.foundation} vacía admite cualquier As.} other {Hay ${nf('count')} ${w.foundations}, y una ${w.foundation} vacía admite cualquier As.}}`,
  'foundations.build': `{build, select, alternateColour {Una ${w.foundation} admite la ${w.card} de valor inmediatamente superior al de su ${w.card} de encima, de color contrario, así que contiene como mucho {max} ${w.cards}, del As al Rey.} other {Una ${w.foundation} admite la ${w.card} de valor inmediatamente superior al de su ${w.card} de encima, del mismo ${w.suit}, así que contiene como mucho {max} ${w.cards}, del As al Rey de un mismo ${w.suit}.}}`,
  'foundations.playBack': `{playBack, select, true {{fans, select, true {La ${w.card} superior de una ${w.foundation} sigue en juego: puede volver a un ${w.fan} que la admita según las reglas de los ${w.fans}, pero nunca pasar de una ${w.foundation} a otra.} other {La ${w.card} superior de una ${w.foundation} sigue en juego: puede volver a un ${w.pile} del ${w.tableau} que la admita según las reglas del ${w.tableau}, pero nunca pasar de una ${w.foundation} a otra.}}} other {Una ${w.card} colocada en una ${w.foundation} se queda allí el resto de la partida.}}`,
  'foundations.shortcut': `Para enviar una ${w.card} directamente a la ${w.foundation} que la admita, haz doble clic en ella en el juego web, o pon el cursor sobre ella y pulsa F en el juego de terminal.`,
  'foundations.baseFixed': `{aces, select, true {Los Ases colocados en las ${w.foundations} al principio nunca salen de ellas.} other {La primera ${w.card} de cada ${w.foundation} nunca sale de ella, aunque las ${w.cards} de encima sí puedan volver al juego.}}`,

  'tableau.rank': `{fans, select, true {{direction, select, down {Un ${w.fan} admite una ${w.card} de valor inmediatamente inferior al de su ${w.card} superior.} up {Un ${w.fan} admite una ${w.card} de valor inmediatamente superior al de su ${w.card} superior.} other {Un ${w.fan} admite una ${w.card} de valor inmediatamente superior o inferior al de su ${w.card} superior.}}} other {{direction, select, down {Un ${w.pile} del ${w.tableau} admite una ${w.card} de valor inmediatamente inferior al de su ${w.card} superior.} up {Un ${w.pile} del ${w.tableau} admite una ${w.card} de valor inmediatamente superior al de su ${w.card} superior.} other {Un ${w.pile} del ${w.tableau} admite una ${w.card} de valor inmediatamente superior o inferior al de su ${w.card} superior.}}}}`,
  'tableau.suit': `{suit, select, alternateColour {La ${w.card} que se añade debe ser de color contrario: roja sobre negra, negra sobre roja.} sameSuit {La ${w.card} que se añade debe ser del mismo ${w.suit} que la ${w.card} que cubre.} other {El ${w.suit} y el color no importan.}}`,
  'tableau.example': `{shape, select, anyRank {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} cabe cualquier {r1}.} anyTwoRanks {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} cabe cualquier {r1} o cualquier {r2}.} oneCard {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} solo cabe el {r1} de ${suitWord('s1')}.} twoCards {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} solo caben el {r1} de ${suitWord('s1')} y el {r1} de ${suitWord('s2')}.} other {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} caben {count} ${w.cards} distintas.}}`,
  'tableau.wrap': '{wrap, select, true {La secuencia es circular: el Rey y el As cuentan como vecinos.} other {La secuencia no es circular: no hay nada por debajo del As ni por encima del Rey.}}',
  'tableau.ends': `{ends, select, both {Así, sobre un Rey únicamente cabe ${aRank('kingTakes')}; sobre un As, únicamente ${aRank('aceTakes')}.} king {Así, sobre un Rey solo cabe ${aRank('kingTakes')}, y sobre un As no cabe nada.} ace {Así, sobre un As solo cabe ${aRank('aceTakes')}, y sobre un Rey no cabe nada.} other {Así, no cabe nada ni sobre un Rey ni sobre un As.}}`,
  'tableau.moveUnit': `{unit, select, topCard {{fans, select, true {Solo se puede jugar la ${w.card} superior de un ${w.fan}, y siempre se mueve sola, nunca en secuencia: a una ${w.foundation} o a otro ${w.fan}.} other {Solo se puede jugar la ${w.card} superior de un ${w.pile}, y siempre se mueve sola, nunca en secuencia: a una ${w.foundation} o a otro ${w.pile}.}}} other {Se puede mover una ${w.card} boca arriba con todas las ${w.cards} que tiene encima, como un bloque, siempre que cada ${w.card} del bloque pudiera colocarse por sí misma sobre la ${w.card} que tiene debajo.}}`,
  'tableau.runStart': `Las ${w.cards} boca arriba de un ${w.pile} no tienen por qué formar una sola secuencia, ya que el ${w.deal} puede juntar ${w.cards} boca arriba sin relación: un bloque solo puede empezar en una ${w.card} a partir de la cual el resto del ${w.pile} forma una secuencia así.`,
  'tableau.autoFlip': `Una ${w.card} boca abajo se voltea sola en cuanto queda como ${w.card} superior de su ${w.pile}.`,
  'tableau.capacity': `{fans, select, true {{capacity, plural, one {En un ${w.fan} nunca cabe más de una ${w.card}: un ${w.fan} con una ${w.card} no admite nada.} other {En un ${w.fan} nunca caben más de ${nf('capacity')} ${w.cards}: un ${w.fan} de ${nf('capacity')} ${w.cards} no admite nada.}}} other {{capacity, plural, one {En un ${w.pile} nunca cabe más de una ${w.card}: un ${w.pile} con una ${w.card} no admite nada.} other {En un ${w.pile} nunca caben más de ${nf('capacity')} ${w.cards}: un ${w.pile} de ${nf('capacity')} ${w.cards} no admite nada.}}}}`,
  'tableau.empty': `{policy, select, kingOnly {{unit, select, topCard {{fans, select, true {Un ${w.fan} vacío solo admite un Rey.} other {Un ${w.pile} vacío solo admite un Rey.}}} other {Un ${w.pile} vacío solo admite un Rey o un bloque encabezado por un Rey.}}} anyCard {{unit, select, topCard {{fans, select, true {Un ${w.fan} vacío admite cualquier ${w.card}.} other {Un ${w.pile} vacío admite cualquier ${w.card}.}}} other {Un ${w.pile} vacío admite cualquier ${w.card} o cualquier bloque que pueda moverse.}}} other {{fans, select, true {Un ${w.fan} que se queda vacío sigue vacío el resto de la partida: no se puede poner en él ninguna ${w.card}.} other {Un ${w.pile} que se queda vacío sigue vacío el resto de la partida: no se puede poner en él ninguna ${w.card}.}}}}`,
  'tableau.reserveNoRefill': `La ${w.reserve} nunca ocupa por sí sola un ${w.pile} vacío: eres tú quien decide qué va ahí.`,

  'stock.draw': `{draw, plural, one {Cada vez que se roba, la ${w.card} de encima del ${w.stock} pasa boca arriba al ${w.waste}.} other {Cada vez que se roba, las ${nf('draw')} ${w.cards} de encima del ${w.stock} pasan boca arriba al ${w.waste} (menos si quedan menos), y solo la última de ellas se puede jugar.}}`,
  'stock.waste': `La ${w.card} superior del ${w.waste} puede jugarse a un ${w.pile} del ${w.tableau} o a una ${w.foundation}. El jugador nunca pone ${w.cards} en el ${w.waste} ni en el ${w.stock}.`,
  'stock.redeal': `{unlimited, select, true {${turnOver} Puedes hacerlo tantas veces como quieras.} other {{limit, plural, =0 {No se le da la vuelta al ${w.stock}: cuando se agota, se queda vacío.} one {${turnOver} Solo puede hacerse una vez: una ${w.redeal}, es decir, dos ${w.passes} por el ${w.stock} en total.} =2 {${turnOver} Puede hacerse dos veces: dos ${w.redeals}, es decir, tres ${w.passes} por el ${w.stock} en total.} other {${turnOver} Puede hacerse hasta ${nf('limit')} veces: ${nf('limit')} ${w.redeals}, es decir, ${nf('passes')} ${w.passes} por el ${w.stock} en total.}}}}`,
  'stock.shuffle': `{fans, select, true {{unlimited, select, true {Cuando quieras, puedes recoger las ${w.cards} que quedan en los ${w.fans}, barajarlas y repartirlas de nuevo en ${w.fans} de ${nf('size')}; el último ${w.fan} se queda con lo que sobre. Puede hacerse sin límite.} other {{limit, plural, =0 {Las ${w.cards} que quedan en los ${w.fans} nunca se recogen para repartirlas de nuevo.} one {Una vez por partida, puedes recoger las ${w.cards} que quedan en los ${w.fans}, barajarlas y repartirlas de nuevo en ${w.fans} de ${nf('size')}; el último ${w.fan} se queda con lo que sobre.} =2 {Dos veces por partida, puedes recoger las ${w.cards} que quedan en los ${w.fans}, barajarlas y repartirlas de nuevo en ${w.fans} de ${nf('size')}; el último ${w.fan} se queda con lo que sobre.} other {Hasta ${nf('limit')} veces por partida, puedes recoger las ${w.cards} que quedan en los ${w.fans}, barajarlas y repartirlas de nuevo en ${w.fans} de ${nf('size')}; el último ${w.fan} se queda con lo que sobre.}}}}} other {{unlimited, select, true {Cuando quieras, puedes recoger las ${w.cards} que quedan en el ${w.tableau}, barajarlas y repartirlas de nuevo de la misma manera, sin límite.} other {{limit, plural, =0 {Las ${w.cards} que quedan en el ${w.tableau} nunca se recogen para repartirlas de nuevo.} one {Una vez por partida, puedes recoger las ${w.cards} que quedan en el ${w.tableau}, barajarlas y repartirlas de nuevo de la misma manera.} =2 {Dos veces por partida, puedes recoger las ${w.cards} que quedan en el ${w.tableau}, barajarlas y repartirlas de nuevo de la misma manera.} other {Hasta ${nf('limit')} veces por partida, puedes recoger las ${w.cards} que quedan en el ${w.tableau}, barajarlas y repartirlas de nuevo de la misma manera.}}}}}}`,

  'scoring.scheme': `{scoring, select, foundationCards {Cada ${w.card} en las ${w.foundations} vale un punto, así que se pueden conseguir {max} puntos como máximo. Una ${w.card} que sale de una ${w.foundation} se lleva su punto con ella.} other {No se lleva puntuación: la partida simplemente se gana o no.}}`,


  'tips.coveredFaceUp': `Antes de mover, fíjate en las ${w.cards} boca arriba que quedan bajo las ${w.cards} boca abajo: te dicen qué ofrecerá un ${w.pile} cuando se destape.`,
  'tips.kingOnly': `{fans, select, true {Un ${w.fan} vacío solo admite un Rey suelto, así que vacía un ${w.fan} solo cuando haya un Rey encima de otro ${w.fan}, listo para ocuparlo.} other {{unit, select, topCard {Un ${w.pile} vacío solo admite un Rey, así que vacía un ${w.pile} solo cuando tengas un Rey listo para ocuparlo.} other {Un ${w.pile} vacío solo admite un Rey o un bloque encabezado por un Rey, así que vacía un ${w.pile} solo cuando tengas uno listo para ocuparlo.}}}}`,
  'tips.never': `{fans, select, true {Un ${w.fan} vacío se pierde para siempre, así que piensa antes de vaciar uno.} other {Un ${w.pile} vacío se pierde para siempre, así que piensa antes de vaciar uno.}}`,
  'tips.capacity': `{fans, select, true {Un ${w.fan} lleno no admite nada: deja sitio en los ${w.fans} donde lo necesitarán las próximas ${w.cards}.} other {Un ${w.pile} lleno no admite nada: deja sitio en los ${w.piles} donde lo necesitarán las próximas ${w.cards}.}}`,
  'tips.draw': `Robando de ${nf('draw')} en ${nf('draw')}, en cada ${w.pass} solo llegas a una de cada ${nf('draw')} ${w.cards} del ${w.stock}; cada ${w.card} que juegas del ${w.waste} cambia a cuáles llegarás la próxima vez.`,
  'tips.passes': `Las ${w.passes} por el ${w.stock} son limitadas: antes de dar la vuelta al ${w.waste}, asegúrate de haber aprovechado todas sus ${w.cards}.`,
  'tips.playBack': `{scored, select, true {Si te atascas, devolver una ${w.card} de una ${w.foundation} al ${w.tableau} puede desbloquear una ${w.move}, pero pierdes su punto hasta que la ${w.card} vuelva a subir.} other {{fans, select, true {Si te atascas, devolver una ${w.card} de una ${w.foundation} a los ${w.fans} puede desbloquear una ${w.move}.} other {Si te atascas, devolver una ${w.card} de una ${w.foundation} al ${w.tableau} puede desbloquear una ${w.move}.}}}}`,
  'section.variations': 'Variantes',
  'section.related': 'Juegos emparentados',
  'section.about': 'Fuentes e historia',
  'overview.intro': choose('family', {
    klondike: '{head, select, true {{name} es el solitario que da nombre a la familia del Klondike.} other {{name} es un solitario de la familia del Klondike.}}',
    fan: `{head, select, true {{name} es el solitario que da nombre a la familia de los que se reparten en pequeños ${w.fans}.} other {{name} es un solitario de la familia de los que se reparten en pequeños ${w.fans}.}}`,
  }, '{name} es un solitario.'),
  'summary.rows': `{decks, plural, one {Al empezar, cada uno de los ${nm('piles')} ${w.piles} recibe ${nf('perPile')} ${w.cards}, ${nf('down')} de ellas boca abajo.} other {Con ${nf('decks')} barajas, al empezar cada uno de los ${nm('piles')} ${w.piles} recibe ${nf('perPile')} ${w.cards}, ${nf('down')} de ellas boca abajo.}}`,
  'summary.staircase': `Al empezar, los ${nm('piles')} ${w.piles} reciben de una a ${nf('piles')} ${w.cards}, y solo la de encima de cada uno queda boca arriba.`,
  'summary.fans': `{aces, select, true {Los Ases empiezan en las ${w.foundations}, y las demás ${w.cards} se extienden boca arriba en ${nm('fans')} ${w.fans} de ${nf('size')}.} other {Todas las ${w.cards} se extienden boca arriba en ${nm('fans')} ${w.fans} de ${nf('size')} o menos.}}`,
  'summary.reserve': `Al lado espera una ${w.reserve} de ${nf('reserve')} ${w.cards}, con la de encima en juego.`,
  'summary.build': choose('build', {
    down_alternateColour: `{foundations, select, alternateColour {Los ${w.piles} se construyen en orden descendente y las ${w.foundations} en ascendente, ambos alternando colores.} other {Los ${w.piles} se construyen en orden descendente, alternando colores.}}`,
    down_sameSuit: `{fans, select, true {Cada ${w.fan} se construye en orden descendente y del mismo ${w.suit}, de ${w.card} en ${w.card}.} other {Los ${w.piles} se construyen en orden descendente y del mismo ${w.suit}.}}`,
    upOrDown_any: `{capacity, plural, =0 {Los ${w.fans} admiten una ${w.card} de valor inmediatamente superior o inferior, sea cual sea su ${w.suit}.} other {Los ${w.fans} admiten una ${w.card} de valor inmediatamente superior o inferior, sea cual sea su ${w.suit}, y caben en ellos ${nf('capacity')} ${w.cards} como máximo.}}`,
  }, `El ${w.tableau} se construye por valores, como se explica más abajo.`),
  'summary.stock': `{unlimited, select, true {{draw, plural, one {Del ${w.stock} se roba de una en una, y se le puede dar la vuelta tantas veces como se quiera.} other {Del ${w.stock} se roba de ${nf('draw')} en ${nf('draw')}, y se le puede dar la vuelta tantas veces como se quiera.}}} other {{passes, plural, one {{draw, plural, one {Del ${w.stock} se roba de una en una, en una sola ${w.pass}.} other {Del ${w.stock} se roba de ${nf('draw')} en ${nf('draw')}, en una sola ${w.pass}.}}} other {{draw, plural, one {Del ${w.stock} se roba de una en una, con ${nf('passes')} ${w.passes} en total.} other {Del ${w.stock} se roba de ${nf('draw')} en ${nf('draw')}, con ${nf('passes')} ${w.passes} en total.}}}}}}`,
  'summary.noStock': `{unlimited, select, true {No hay ${w.stock}, pero los ${w.fans} pueden recogerse, barajarse y repartirse de nuevo tantas veces como se quiera.} other {{shuffles, plural, =0 {No hay ${w.stock} ni se vuelve a repartir.} one {No hay ${w.stock}, pero los ${w.fans} pueden recogerse, barajarse y repartirse de nuevo una vez.} other {No hay ${w.stock}, pero los ${w.fans} pueden recogerse, barajarse y repartirse de nuevo hasta ${nf('shuffles')} veces.}}}}`,
  'summary.scoring': `Cada ${w.card} en las ${w.foundations} suma un punto.`,
  'tips.deepPiles': `Trabaja primero en los ${w.piles} con más ${w.cards} boca abajo: cada ${w.card} que destapes allí abre más el juego que una de un ${w.pile} corto.`,
  'tips.upOrDown': `{fans, select, true {Como una ${w.card} puede ir sobre otra de valor inmediatamente superior o inferior, a menudo puedes apartarla y devolverla después para llegar a lo que tiene debajo: mira antes qué ${w.fans} tienen sitio.} other {Como una ${w.card} puede ir sobre otra de valor inmediatamente superior o inferior, a menudo puedes apartarla y devolverla después para llegar a lo que tiene debajo: mira antes qué ${w.piles} tienen sitio.}}`,
  'tips.acesUp': `Los Ases ya están en las ${w.foundations}, así que cada Dos que quede libre puede subir enseguida: busca primero los Doses más enterrados.`,
  'tips.kingsToBottom': `{fans, select, true {Como cada Rey empieza en el fondo de su ${w.fan}, ningún Rey entierra otra ${w.card}: lo que bloquea un ${w.fan} es una ${w.card} alta encima de otras más bajas.} other {Como cada Rey empieza en el fondo de su ${w.pile}, ningún Rey entierra otra ${w.card}: lo que bloquea un ${w.pile} es una ${w.card} alta encima de otras más bajas.}}`,
  'tips.suitBlock': `{fans, select, true {Una ${w.card} colocada sobre otra más baja de su mismo ${w.suit} bloquea ese ${w.suit} hasta que se mueva: libera primero esas ${w.cards}, y no construyas sobre un ${w.fan} que esconda una ${w.card} más baja del mismo ${w.suit}.} other {Una ${w.card} colocada sobre otra más baja de su mismo ${w.suit} bloquea ese ${w.suit} hasta que se mueva: libera primero esas ${w.cards}, y no construyas sobre un ${w.pile} que esconda una ${w.card} más baja del mismo ${w.suit}.}}`,
  'tips.wrap': `Como un Rey puede ir sobre un As y un As sobre un Rey, las secuencias pueden dar la vuelta a los valores: busca construcciones que pasen por los extremos.`,
  'tips.reserve': `Pon pronto en juego la ${w.reserve}: solo se mueve su ${w.card} de encima, y cada ${w.card} que juegas de ella destapa la siguiente.`,
  'tips.twoDecks': `Cada ${w.card} tiene una gemela: cuando una copia no pueda moverse, busca la otra antes de renunciar a una construcción.`,
  'tips.shuffle': `{fans, select, true {Vuelve a repartir solo cuando no quede ninguna ${w.move} útil: al barajar se deshace lo que construiste en los ${w.fans}, además de lo que los bloqueaba.} other {Vuelve a repartir solo cuando no quede ninguna ${w.move} útil: al barajar se deshace lo que construiste en el ${w.tableau}, además de lo que lo bloqueaba.}}`,
  'variations.intro': `{count, plural, one {Hay un ajuste que puede cambiarse antes de la partida; las reglas de arriba usan su valor por defecto.} other {Hay ${nm('count')} ajustes que pueden cambiarse antes de la partida; las reglas de arriba usan sus valores por defecto.}}`,
  'variations.setting': choose('option', {
    draw: `${W.cards} por ${w.draw}: {items}.`,
    redeals: `{kind, select, shuffleTableau {Veces que se vuelve a repartir: {items}.} other {Vueltas al ${w.stock}: {items}.}}`,
    playBack: `Devolver ${w.cards} desde las ${w.foundations}: {items}.`,
    kingsToBottom: `Reyes en el ${w.deal}: {items}.`,
  }),
  'variations.choice': choose('option', {
    draw: byDefault(`{value, plural, one {una ${w.card}} other {${nf('value')} ${w.cards}}}`),
    redeals: byDefault(`{unlimited, select, true {sin límite} other {{value, plural, =0 {ninguna} other {${nf('value')}}}}}`),
    playBack: byDefault('{value, select, true {permitido} other {no permitido}}'),
    kingsToBottom: byDefault(`{value, select, true {{fans, select, true {al fondo de su ${w.fan}} other {al fondo de su ${w.pile}}}} other {donde caen}}`),
  }),
  'variations.notPlayed': choose('note', {
    lucieMerci: `Aquí no se juega la «merci» (en francés, «gracias»): una jugada extra tras la última vez que se reparte, que saca una sola ${w.card} enterrada de su ${w.fan} y la pone en juego. ${Src('source')} la permiten; el libro de David Parlett, no.`,
    shamrocksSwap: `Aquí no se juega la regla de ${src('source')} para los Reyes, en la que un Rey repartido encima de otras ${w.cards} se intercambia con la ${w.card} del fondo de su ${w.fan}. En este juego el Rey se desliza al fondo y las demás ${w.cards} conservan su orden.`,
    athenaDrawOne: `${Src('source')} tiene también un Athena que roba de una en una; aquí eso es un ajuste del mismo juego, no un juego aparte.`,
    klondikeVegas: `Aquí no se juega la puntuación Las Vegas, en la que se paga una apuesta por las ${w.cards} y cada ${w.card} en las ${w.foundations} devuelve una parte (${src('source')} la tiene como Vegas Klondike).`,
    klondikeLimitedPasses: `Robar de tres en tres y limitar las vueltas al ${w.stock}, habituales en otros programas, son aquí ajustes: el Klondike de ${src('source')}, por ejemplo, permite dos ${w.redeals} cuando se roba de una en una.`,
    minervaPlayBack: `En ${src('source')}, las ${w.cards} de las ${w.foundations} pueden volver al juego; aquí eso es un ajuste, desactivado por defecto.`,
  }),
  'related.like': `{count, plural, =0 {{name} se juega exactamente como {other}.} one {{name} se juega como {other}, salvo en un punto.} other {{name} se juega como {other}, salvo en ${nm('count')} puntos.}}`,
  'related.diff.decks': `{decks, plural, one {Usa una baraja, mientras que {other} usa ${nf('otherDecks')}.} other {Usa ${nf('decks')} barajas, mientras que {other} usa {otherDecks, plural, one {una} other {${nf('otherDecks')}}}.}}`,
  'related.diff.piles': `{fans, select, true {Tiene ${nm('piles')} ${w.fans}, mientras que {other} tiene ${nm('otherPiles')}.} other {Su ${w.tableau} tiene ${nm('piles')} ${w.piles}, mientras que el de {other} tiene ${nm('otherPiles')}.}}`,
  'related.diff.deal': choose('deal', {
    rows: `{otherDeal, select, staircase {Sus ${w.piles} se reparten en ${nf('rows')} filas iguales, alternando boca abajo y boca arriba, en lugar de la escalera de {other}.} other {Sus ${w.piles} se reparten en ${nf('rows')} filas, a diferencia de los de {other}.}}`,
    staircase: `{otherDeal, select, rows {Sus ${w.piles} se reparten en escalera, con una ${w.card} más en cada ${w.pile} y solo la de encima boca arriba, en lugar de las filas iguales de {other}.} other {Sus ${w.piles} se reparten en escalera, a diferencia de los de {other}.}}`,
    fans: `Sus ${w.fans} se reparten de ${nf('size')} en ${nf('size')} ${w.cards}, a diferencia de los de {other}.`,
  }),
  'related.diff.aces': `{aces, select, true {Los Ases empiezan en las ${w.foundations} y nunca salen de ellas, mientras que {other} los reparte con las demás ${w.cards}.} other {{fixed, select, true {Los Ases de las ${w.foundations} nunca salen de ellas, a diferencia de {other}.} other {Los Ases se reparten con las demás ${w.cards}, mientras que {other} los pone de entrada en las ${w.foundations}.}}}}`,
  'related.diff.reserve': `{reserve, plural, =0 {No tiene ${w.reserve}, mientras que {other} aparta ${nf('otherReserve')} ${w.cards}.} other {Aparta ${nf('reserve')} ${w.cards} como ${w.reserve}, con solo la de encima en juego, cosa que {other} no hace.}}`,
  'related.diff.kingsToBottom': `{value, select, true {Los Reyes se deslizan al fondo de su ${w.fan} durante el ${w.deal}, cosa que {other} no hace.} other {Los Reyes se quedan donde caen, mientras que {other} los desliza al fondo.}}`,
  'related.diff.foundationBuild': `{build, select, alternateColour {Sus ${w.foundations} se construyen alternando colores, mientras que las de {other} van por ${w.suit}.} other {Sus ${w.foundations} se construyen por ${w.suit}, mientras que las de {other} alternan colores.}}`,
  'related.diff.playBack': `{playBack, select, true {Las ${w.cards} pueden volver de las ${w.foundations} al juego, cosa que {other} prohíbe.} other {Las ${w.cards} de las ${w.foundations} se quedan allí, mientras que {other} deja que vuelvan al juego.}}`,
  'related.diff.tableauBuild': `${choose('build', {
    down_alternateColour: `Sus ${w.piles} se construyen en orden descendente, alternando colores.`,
    down_sameSuit: `{fans, select, true {Sus ${w.fans} se construyen en orden descendente y del mismo ${w.suit}.} other {Sus ${w.piles} se construyen en orden descendente y del mismo ${w.suit}.}}`,
    upOrDown_any: `{fans, select, true {Sus ${w.fans} admiten una ${w.card} de valor inmediatamente superior o inferior, sea cual sea su ${w.suit}.} other {Sus ${w.piles} admiten una ${w.card} de valor inmediatamente superior o inferior, sea cual sea su ${w.suit}.}}`,
  }, 'Se construye a su manera, como se explica arriba.')} ${choose('otherBuild', {
    down_alternateColour: 'En {other} se construyen en orden descendente, alternando colores.',
    down_sameSuit: `En {other} se construyen en orden descendente y del mismo ${w.suit}.`,
    upOrDown_any: `En {other} admiten una ${w.card} de valor inmediatamente superior o inferior, sea cual sea su ${w.suit}.`,
  }, 'En {other} se construye de otra manera.')}`,
  'related.diff.capacity': `{capacity, plural, =0 {{fans, select, true {Sus ${w.fans} no tienen límite de ${w.cards}, a diferencia de los de {other}.} other {Sus ${w.piles} no tienen límite de ${w.cards}, a diferencia de los de {other}.}}} other {{fans, select, true {En un ${w.fan} caben ${nf('capacity')} ${w.cards} como máximo, un límite que {other} no tiene.} other {En un ${w.pile} caben ${nf('capacity')} ${w.cards} como máximo, un límite que {other} no tiene.}}}}`,
  'related.diff.whenEmpty': `${choose('policy', {
    kingOnly: `{fans, select, true {Un ${w.fan} vacío admite un Rey.} other {Un ${w.pile} vacío admite un Rey.}}`,
    anyCard: `{fans, select, true {Un ${w.fan} vacío admite cualquier ${w.card}.} other {Un ${w.pile} vacío admite cualquier ${w.card}.}}`,
    never: `{fans, select, true {Un ${w.fan} vaciado se queda vacío para siempre.} other {Un ${w.pile} vaciado se queda vacío para siempre.}}`,
  })} ${choose('otherPolicy', {
    kingOnly: 'En {other}, admite un Rey.',
    anyCard: `En {other}, admite cualquier ${w.card}.`,
    never: 'En {other}, se queda vacío para siempre.',
  })}`,
  'related.diff.draw': `{draw, plural, =0 {No tiene ${w.stock}, mientras que {other} sí.} one {{otherDraw, plural, =0 {Tiene un ${w.stock} del que se roba de una en una, que {other} no tiene.} other {Del ${w.stock} se roba de una en una, mientras que en {other} se roba de ${nf('otherDraw')} en ${nf('otherDraw')}.}}} other {{otherDraw, plural, =0 {Tiene un ${w.stock} del que se roba de ${nf('draw')} en ${nf('draw')}, que {other} no tiene.} one {Del ${w.stock} se roba de ${nf('draw')} en ${nf('draw')}, mientras que en {other} se roba de una en una.} other {Del ${w.stock} se roba de ${nf('draw')} en ${nf('draw')}, mientras que en {other} se roba de ${nf('otherDraw')} en ${nf('otherDraw')}.}}}}`,
  'related.diff.redeal': `${redealWay('redeal', 'Aquí')} ${redealWay('otherRedeal', 'En {other}')}`,
  'related.diff.scoring': `{scoring, select, foundationCards {Lleva una puntuación, un punto por cada ${w.card} en las ${w.foundations}, cosa que {other} no hace.} other {No lleva puntuación, mientras que {other} cuenta un punto por cada ${w.card} en las ${w.foundations}.}}`,
  'related.family': choose('family', {
    klondike: 'Otros juegos de la familia del Klondike en esta colección: {items}.',
    fan: `Otros juegos que se reparten en ${w.fans} en esta colección: {items}.`,
  }),
  'related.member': '{other}',
  'family.klondike': 'La familia del Klondike',
  'family.klondike.about': `Siete ${w.piles} o más, repartidos en parte boca abajo y construidos en orden descendente alternando colores, con un ${w.stock} del que se roba al ${w.waste}.`,
  'family.fan': `Solitarios que se reparten en ${w.fans}`,
  'family.fan.about': `Todas las ${w.cards} boca arriba en pequeños ${w.fans} de tres, solo la ${w.card} de encima de cada ${w.fan} en juego, y sin ${w.stock}.`,
  'about.follows': `Las fuentes discrepan sobre {items}; estas reglas son las de ${src('source')}.`,
  'about.point': choose('point', {
    draw: `el número de ${w.cards} que se roban cada vez`,
    redeals: `{kind, select, shuffleTableau {cuántas veces se vuelve a repartir} other {las vueltas al ${w.stock}}}`,
    scoring: 'la puntuación',
    playBack: `la vuelta al juego de las ${w.cards} de las ${w.foundations}`,
    kingsToBottom: `qué pasa con los Reyes durante el ${w.deal}`,
    reserve: `la ${w.reserve}`,
    emptyPile: `{fans, select, true {qué admite un ${w.fan} vacío} other {qué admite un ${w.pile} vacío}}`,
    foundationBuild: `cómo se construyen las ${w.foundations}`,
  }),
  'about.otherNames': `${Src('source')} conoce el juego también como {items}.`,
  'about.name': '{name}',
  'about.history': choose('note', {
    athenaInventor: `${Src('source')} presenta a Thomas Warfield, autor de Pretty Good Solitaire, como inventor de Athena; se le atribuye el juego, no el conjunto de reglas que se sigue aquí.`,
    lucieOld: `Según ${src('source')}, La Belle Lucie es un clásico antiguo y el más conocido de los solitarios que se reparten en pequeños ${w.fans}.`,
    klondikeClassic: `${Src('source')} presenta el Klondike como el juego original del que vienen Athena y sus primos; Athena, Minerva y Bureau conservan su forma de construir y cambian su ${w.deal}.`,
    lucieCadogan: `Según ${src('source')}, el juego procede de Francia y Lady Adelaide Cadogan lo publicó por primera vez en inglés en 1870.`,
    klondikeCanfield: `Según ${src('source')}, los libros británicos llamaron durante mucho tiempo Canfield a este juego, un nombre que en Estados Unidos designa otro juego, conocido en el Reino Unido como Demon.`,
    shamrocksCousin: `${Src('source')} tiene dos juegos con este nombre: su Shamrocks deja los Reyes donde caen (el ajuste de arriba), y su Shamrocks II los mueve durante el ${w.deal}, aunque de otra manera que este juego (véase Variantes).`,
  }),
};
