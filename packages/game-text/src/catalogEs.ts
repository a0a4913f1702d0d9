import { capitalWords, words } from './glossary.js';
import { rankSelect, suitSelect } from './icuSelect.js';

// Spanish. The words come from the glossary (glossary.ts); the agreement around them (un montón vacío, una base
// vacía) is written here. Rank names carry their gender: el As, la Reina, el Rey.

const rankWord = rankSelect('rank', {
  ace: 'as', two: 'dos', three: 'tres', four: 'cuatro', five: 'cinco', six: 'seis', seven: 'siete', eight: 'ocho',
  nine: 'nueve', ten: 'diez', jack: 'jota', queen: 'reina', king: 'rey',
});
const suitWord = (arg: string) => suitSelect(arg, { clubs: 'tréboles', diamonds: 'diamantes', hearts: 'corazones', spades: 'picas' });
const aRank = (arg: string) => rankSelect(arg, {
  ace: 'un As', two: 'un 2', three: 'un 3', four: 'un 4', five: 'un 5', six: 'un 6', seven: 'un 7', eight: 'un 8',
  nine: 'un 9', ten: 'un 10', jack: 'una Jota', queen: 'una Reina', king: 'un Rey',
});

// The glossary's words (w) and the same capitalised (W).
const w = words.es;
const W = capitalWords.es;

/** Spanish messages, by key. */
export const catalogEs: Record<string, string> = {
  'variant.athena': 'Athena',
  'variant.minerva': 'Minerva',
  'variant.bureau': 'Bureau',
  'variant.fan': 'Fan',
  'variant.laBelleLucie': 'La Belle Lucie',
  'variant.trefoil': 'Trefoil',
  'variant.athenaAisleriot': 'Athena (Aisleriot)',
  'variant.shamrocks': 'Shamrocks',
  'variant.klondike': 'Klondike',
  'card.label': `${rankWord} de ${suitWord('suit')}`,
  'card.faceDown': `${w.card} boca abajo`,

  'option.name.draw': `${W.cards} por ${w.draw}`,
  'option.name.redeals': `${W.redeals}`,
  'option.name.playBack': `Devolver ${w.cards} desde las ${w.foundations}`,
  'option.name.kingsToBottom': `Reyes en el ${w.deal}`,
  'option.draw': `{value, plural, one {${W.toDraw} de una en una} other {${W.toDraw} de # en #}}`,
  'option.redeals': `{unlimited, select, true {${W.redeals} ilimitados} other {{kind, select, turnWaste {{value, plural, =0 {Sin ${w.redeal} (una ${w.pass})} one {Un ${w.redeal} (dos ${w.passes})} other {# ${w.redeals} ({passes} ${w.passes})}}} other {{value, plural, =0 {Sin ${w.redeal}} one {Un ${w.redeal}} other {# ${w.redeals}}}}}}}`,
  'option.playBack': `{value, select, true {Las ${w.cards} de las ${w.foundations} pueden volver al juego} other {Las ${w.cards} de las ${w.foundations} no se mueven}}`,
  'option.kingsToBottom': `{value, select, true {Los Reyes se deslizan al fondo de su ${w.pile}} other {Los Reyes se quedan donde caen}}`,

  'refusal.ERR_MALFORMED_MOVE': `No se entiende esa ${w.move}.`,
  'refusal.ERR_NO_SUCH_PILE': `Ese ${w.pile} no existe en este juego.`,
  'refusal.ERR_SAME_PILE': `No se puede mover una ${w.card} al ${w.pile} en el que ya está.`,
  'refusal.ERR_BAD_COUNT': `Ese ${w.pile} no tiene tantas ${w.cards} para mover.`,
  'refusal.ERR_EMPTY_SOURCE': `Ese ${w.pile} está vacío: no hay nada que mover.`,
  'refusal.ERR_NOT_A_SOURCE': `De ahí no se pueden sacar ${w.cards}.`,
  'refusal.ERR_FACE_DOWN': `Una ${w.card} boca abajo no se puede mover ni recibir otra encima.`,
  'refusal.ERR_TOP_CARD_ONLY': `Desde ahí solo se puede mover la ${w.card} de encima, de una en una.`,
  'refusal.ERR_NOT_A_RUN': `Esas ${w.cards} no forman una secuencia que pueda moverse de una vez.`,
  'refusal.ERR_NO_PLAY_BACK': `En este juego, las ${w.cards} de las ${w.foundations} no pueden volver al juego.`,
  'refusal.ERR_FOUNDATION_BASE_FIXED': `La ${w.card} con la que empieza una ${w.foundation} se queda en ella toda la partida.`,
  'refusal.ERR_FOUNDATION_TO_FOUNDATION': `Una ${w.card} no puede pasar de una ${w.foundation} a otra.`,
  'refusal.ERR_NOT_A_TARGET': `Ahí no se pueden poner ${w.cards}.`,
  'refusal.ERR_ONE_CARD_AT_A_TIME': `Las ${w.cards} van a las ${w.foundations} de una en una.`,
  'refusal.ERR_FOUNDATION_NEEDS_ACE': `Una ${w.foundation} vacía solo admite un As.`,
  'refusal.ERR_FOUNDATION_SUIT': `Una ${w.foundation} solo admite ${w.cards} de su propio ${w.suit}.`,
  'refusal.ERR_FOUNDATION_COLOUR': `En una ${w.foundation}, los colores deben alternarse.`,
  'refusal.ERR_FOUNDATION_RANK': `Una ${w.foundation} solo admite la ${w.card} inmediatamente superior a la de encima.`,
  'refusal.ERR_TABLEAU_RANK': `Esa ${w.card} no tiene el valor adecuado para ir ahí.`,
  'refusal.ERR_TABLEAU_SUIT': `Esa ${w.card} debe ser del mismo ${w.suit} que la ${w.card} sobre la que va.`,
  'refusal.ERR_TABLEAU_COLOUR': `Esa ${w.card} debe ser del color contrario al de la ${w.card} sobre la que va.`,
  'refusal.ERR_PILE_FULL': `Ese ${w.pile} está lleno y no admite más ${w.cards}.`,
  'refusal.ERR_EMPTY_NEEDS_KING': `Solo un Rey, o una secuencia encabezada por un Rey, puede ocupar un ${w.pile} vacío.`,
  'refusal.ERR_EMPTY_PILE_CLOSED': `Un ${w.pile} vacío queda vacío el resto de la partida.`,
  'refusal.ERR_NO_STOCK': `Este juego no tiene ${w.stock}.`,
  'refusal.ERR_STOCK_EMPTY': `El ${w.stock} está vacío.`,
  'refusal.ERR_STOCK_NOT_EMPTY': `El ${w.waste} solo vuelve al ${w.stock} cuando el ${w.stock} se ha agotado.`,
  'refusal.ERR_NO_REDEAL': `Este juego no permite ${w.redeals}.`,
  'refusal.ERR_NO_REDEALS_LEFT': `No quedan ${w.redeals}: ya se han hecho todas las ${w.passes} por el ${w.stock}.`,
  'refusal.ERR_NOTHING_TO_REDEAL': `No quedan ${w.cards} que ${w.toRedeal}.`,

  'page.title': 'Cómo jugar a {name}',
  'page.otherLanguages': 'Esta página en otros idiomas',
  'page.allGames': 'Todos los juegos',
  'page.figure': 'La disposición inicial de {name}.',
  'page.ruleIdsNote': 'Los pequeños códigos tras cada frase indican qué reglas de la referencia del proyecto enuncia.',
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
  'section.stock': `{hasStock, select, true {${W.stock} y ${w.waste}} other {${W.redeals}}}`,
  'section.scoring': 'Puntuación',
  'section.options': 'Opciones',
  'section.tips': 'Consejos',

  'overview.summary': `{fans, select, true {{name} es un solitario para un jugador: las ${w.cards} se extienden boca arriba en {piles} pequeños ${w.fans}, y el objetivo es llevarlas todas a {foundations} ${w.foundations}.} other {{hasStock, select, true {{name} es un solitario para un jugador, con un ${w.tableau} de {piles} ${w.piles}, un ${w.stock} y {foundations} ${w.foundations} sobre las que construir.} other {{name} es un solitario para un jugador, con un ${w.tableau} de {piles} ${w.piles} y {foundations} ${w.foundations} sobre las que construir.}}}}`,
  'overview.deck': `{decks, plural, one {Se juega con una baraja francesa de {cards} ${w.cards}: tréboles, diamantes, corazones y picas, rojos los corazones y los diamantes, y cada ${w.suit} va del As (que vale uno y es la ${w.card} más baja) al Rey.} other {Se juega con # barajas francesas, {cards} ${w.cards} en total: tréboles, diamantes, corazones y picas, rojos los corazones y los diamantes, y cada ${w.suit} va del As (que vale uno y es la ${w.card} más baja) al Rey.}}`,
  'overview.source': 'Donde las fuentes discrepan, estas reglas siguen a {source}.',

  'goal.win': `Se gana cuando las {cards} ${w.cards} están en las {foundations} ${w.foundations}.`,

  'layout.aces': `Antes del ${w.deal}, los {aces} Ases se colocan en las ${w.foundations}, uno en cada una.`,
  'layout.rows': `El ${w.tableau} tiene {piles} ${w.piles} de {perPile} ${w.cards} cada uno, {total} ${w.cards} en total, repartidas en {rows} filas: cada fila pone una ${w.card} en cada ${w.pile}, de izquierda a derecha.`,
  'layout.row': '{face, select, up {La fila {row} se reparte boca arriba.} other {La fila {row} se reparte boca abajo.}}',
  'layout.coveredFaceUp': `Una ${w.card} boca arriba de la fila {row} queda debajo de una ${w.card} boca abajo: se ve y sirve para planificar, pero no puede moverse mientras la tape una ${w.card} boca abajo; en cuanto esa ${w.card} se voltea, se mueve como cualquier otra ${w.card} boca arriba.`,
  'layout.staircase': `El ${w.tableau} tiene {piles} ${w.piles} de 1 a {piles} ${w.cards} (el primero recibe una ${w.card}, el segundo dos, y así sucesivamente), {total} ${w.cards} en total. Solo la ${w.card} superior de cada ${w.pile} está boca arriba.`,
  'layout.fans': `{shape, select, even {{whole, select, true {Se reparten todas las ${w.cards}, boca arriba, en {fans} ${w.fans} de {size} ${w.cards}.} other {Se reparten {total} ${w.cards} boca arriba en {fans} ${w.fans} de {size} ${w.cards}.}}} other {{whole, select, true {Se reparten todas las ${w.cards}, boca arriba, en {fans} ${w.fans}: {full} ${w.fans} de {size} ${w.cards} y un último ${w.fan} de {last, plural, one {una sola ${w.card}} other {# ${w.cards}}}.} other {Se reparten {total} ${w.cards} boca arriba en {fans} ${w.fans}: {full} ${w.fans} de {size} ${w.cards} y un último ${w.fan} de {last, plural, one {una sola ${w.card}} other {# ${w.cards}}}.}}}}`,
  'layout.kingsToBottom': `{fans, select, true {Durante el ${w.deal}, todo Rey que llega a un ${w.fan} pasa al fondo de dicho ${w.fan}, así que al empezar ningún Rey tapa otra ${w.card}. Si un ${w.fan} recibe varios Reyes, estos quedan en el fondo en el orden en que se repartieron.} other {Durante el ${w.deal}, todo Rey que llega a un ${w.pile} pasa al fondo de dicho ${w.pile}, así que al empezar ningún Rey tapa otra ${w.card}. Si un ${w.pile} recibe varios Reyes, estos quedan en el fondo en el orden en que se repartieron.}}`,
  'layout.reserve': `A continuación, {reserve} ${w.cards} forman una ${w.reserve}, boca abajo salvo la de encima, que está boca arriba y se puede jugar. Nunca se puede poner nada sobre la ${w.reserve}.`,
  'layout.stock': `Las {stock} ${w.cards} restantes forman el ${w.stock}, boca abajo. El ${w.waste} empieza vacío.`,
  'layout.noStock': `{redeal, select, true {Todas las ${w.cards} se reparten al principio: no hay ${w.stock} ni ${w.waste}.} other {Todas las ${w.cards} se reparten al principio: no hay ${w.stock}, ni ${w.waste}, ni ${w.redeal}.}}`,

  'foundations.base': `{count, plural, one {Hay una ${w.foundation}. Una ${w.foundation} vacía admite cualquier As.} other {Hay # ${w.foundations}. Una ${w.foundation} vacía admite cualquier As.}}`,
  'foundations.build': `{build, select, alternateColour {Una ${w.foundation} admite una ${w.card} de color contrario y de valor inmediatamente superior al de su ${w.card} superior. Así, una ${w.foundation} contiene como mucho {max} ${w.cards}, del As al Rey.} other {Una ${w.foundation} admite una ${w.card} del mismo ${w.suit} y de valor inmediatamente superior al de su ${w.card} superior. Así, una ${w.foundation} contiene como mucho {max} ${w.cards}, del As al Rey de un mismo ${w.suit}.}}`,
  'foundations.playBack': `{playBack, select, true {{fans, select, true {La ${w.card} superior de una ${w.foundation} sigue en juego: puede volver a un ${w.fan} que la admita según las reglas de los ${w.fans}, pero nunca pasar de una ${w.foundation} a otra.} other {La ${w.card} superior de una ${w.foundation} sigue en juego: puede volver a un ${w.pile} del ${w.tableau} que la admita según las reglas del ${w.tableau}, pero nunca pasar de una ${w.foundation} a otra.}}} other {Una ${w.card} colocada en una ${w.foundation} se queda allí el resto de la partida.}}`,
  'foundations.shortcut': `Para enviar una ${w.card} a la ${w.foundation} que la admite, si la hay, haz doble clic en ella en el juego web o pulsa una sola tecla en el juego de terminal.`,
  'foundations.baseFixed': `{aces, select, true {Los Ases colocados en las ${w.foundations} al principio nunca salen de ellas.} other {La primera ${w.card} de cada ${w.foundation} nunca sale de ella, aunque las ${w.cards} de encima sí puedan volver al juego.}}`,

  'tableau.rank': `{fans, select, true {{direction, select, down {Un ${w.fan} admite una ${w.card} de valor inmediatamente inferior al de su ${w.card} superior.} up {Un ${w.fan} admite una ${w.card} de valor inmediatamente superior al de su ${w.card} superior.} other {Un ${w.fan} admite una ${w.card} de valor inmediatamente superior o inferior al de su ${w.card} superior.}}} other {{direction, select, down {Un ${w.pile} del ${w.tableau} admite una ${w.card} de valor inmediatamente inferior al de su ${w.card} superior.} up {Un ${w.pile} del ${w.tableau} admite una ${w.card} de valor inmediatamente superior al de su ${w.card} superior.} other {Un ${w.pile} del ${w.tableau} admite una ${w.card} de valor inmediatamente superior o inferior al de su ${w.card} superior.}}}}`,
  'tableau.suit': `{suit, select, alternateColour {La ${w.card} que se añade debe ser de color contrario: roja sobre negra, negra sobre roja.} sameSuit {La ${w.card} que se añade debe ser del mismo ${w.suit} que la ${w.card} que cubre.} other {El ${w.suit} y el color no importan.}}`,
  'tableau.example': `{shape, select, anyRank {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} cabe cualquier {r1}.} anyTwoRanks {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} cabe cualquier {r1} o cualquier {r2}.} oneCard {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} solo cabe el {r1} de ${suitWord('s1')}.} twoCards {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} solo caben el {r1} de ${suitWord('s1')} y el {r1} de ${suitWord('s2')}.} other {Por ejemplo, sobre el {onRank} de ${suitWord('onSuit')} caben {count} ${w.cards} distintas.}}`,
  'tableau.wrap': '{wrap, select, true {La secuencia es circular: el Rey y el As cuentan como vecinos.} other {La secuencia no es circular: no hay nada por debajo del As ni por encima del Rey.}}',
  'tableau.ends': `{ends, select, both {Así, sobre un Rey únicamente cabe ${aRank('kingTakes')}; sobre un As, únicamente ${aRank('aceTakes')}.} king {Así, sobre un Rey solo cabe ${aRank('kingTakes')}, y sobre un As no cabe nada.} ace {Así, sobre un As solo cabe ${aRank('aceTakes')}, y sobre un Rey no cabe nada.} other {Así, no cabe nada ni sobre un Rey ni sobre un As.}}`,
  'tableau.moveUnit': `{unit, select, topCard {{fans, select, true {Solo se puede jugar la ${w.card} superior de un ${w.fan}, y siempre se mueve sola, nunca en secuencia: a una ${w.foundation} o a otro ${w.fan}.} other {Solo se puede jugar la ${w.card} superior de un ${w.pile}, y siempre se mueve sola, nunca en secuencia: a una ${w.foundation} o a otro ${w.pile}.}}} other {Se puede mover una ${w.card} boca arriba con todas las ${w.cards} que tiene encima, como un bloque, siempre que cada ${w.card} del bloque pudiera colocarse por sí misma sobre la ${w.card} que tiene debajo.}}`,
  'tableau.runStart': `Las ${w.cards} boca arriba de un ${w.pile} no tienen por qué formar una sola secuencia, ya que el ${w.deal} puede juntar ${w.cards} boca arriba sin relación: un bloque solo puede empezar en una ${w.card} a partir de la cual el resto del ${w.pile} forma una secuencia así.`,
  'tableau.autoFlip': `Una ${w.card} boca abajo se voltea sola en cuanto queda como ${w.card} superior de su ${w.pile}.`,
  'tableau.capacity': `{fans, select, true {{capacity, plural, one {Un ${w.fan} nunca puede tener más de una ${w.card}: un ${w.fan} con una ${w.card} no admite nada.} other {Un ${w.fan} nunca puede tener más de # ${w.cards}: un ${w.fan} de # ${w.cards} no admite nada.}}} other {{capacity, plural, one {Un ${w.pile} nunca puede tener más de una ${w.card}: un ${w.pile} con una ${w.card} no admite nada.} other {Un ${w.pile} nunca puede tener más de # ${w.cards}: un ${w.pile} de # ${w.cards} no admite nada.}}}}`,
  'tableau.empty': `{policy, select, kingOnly {{unit, select, topCard {{fans, select, true {Un ${w.fan} vacío solo admite un Rey.} other {Un ${w.pile} vacío solo admite un Rey.}}} other {Un ${w.pile} vacío solo admite un Rey o un bloque encabezado por un Rey.}}} anyCard {{unit, select, topCard {{fans, select, true {Un ${w.fan} vacío admite cualquier ${w.card}.} other {Un ${w.pile} vacío admite cualquier ${w.card}.}}} other {Un ${w.pile} vacío admite cualquier ${w.card} o cualquier bloque que pueda moverse.}}} other {{fans, select, true {Un ${w.fan} que se queda vacío sigue vacío el resto de la partida: no se puede poner en él ninguna ${w.card}.} other {Un ${w.pile} que se queda vacío sigue vacío el resto de la partida: no se puede poner en él ninguna ${w.card}.}}}}`,
  'tableau.reserveNoRefill': `La ${w.reserve} nunca ocupa por sí solo un ${w.pile} vacío: eres tú quien decide qué va ahí.`,

  'stock.draw': `{draw, plural, one {Cada ${w.draw} del ${w.stock} pasa una ${w.card} boca arriba al ${w.waste}.} other {Cada ${w.draw} del ${w.stock} pasa # ${w.cards} boca arriba al ${w.waste} (menos si quedan menos), y solo la de encima se puede jugar.}}`,
  'stock.waste': `La ${w.card} superior del ${w.waste} puede jugarse a un ${w.pile} del ${w.tableau} o a una ${w.foundation}. El jugador nunca pone ${w.cards} en el ${w.waste} ni en el ${w.stock}.`,
  'stock.redeal': `{unlimited, select, true {Cuando el ${w.stock} se agota, se da la vuelta a todo el ${w.waste} para formar un nuevo ${w.stock}, conservando su orden, de modo que la primera ${w.card} repartida vuelve a salir la primera. Los ${w.redeals} son ilimitados: puedes hacer tantas ${w.passes} por el ${w.stock} como quieras.} other {{limit, plural, =0 {No hay ${w.redeal}: el ${w.stock} se reparte una sola vez, en una única ${w.pass}, y luego queda vacío.} one {Cuando el ${w.stock} se agota, se da la vuelta a todo el ${w.waste} para formar un nuevo ${w.stock}, conservando su orden, de modo que la primera ${w.card} repartida vuelve a salir la primera. Esto solo puede hacerse una vez: un ${w.redeal}, es decir, dos ${w.passes} por el ${w.stock} en total. Tras la última ${w.pass}, el ${w.stock} queda vacío.} =2 {Cuando el ${w.stock} se agota, se da la vuelta a todo el ${w.waste} para formar un nuevo ${w.stock}, conservando su orden, de modo que la primera ${w.card} repartida vuelve a salir la primera. Esto puede hacerse como mucho dos veces: dos ${w.redeals}, es decir, tres ${w.passes} por el ${w.stock} en total. Tras la última ${w.pass}, el ${w.stock} queda vacío.} other {Cuando el ${w.stock} se agota, se da la vuelta a todo el ${w.waste} para formar un nuevo ${w.stock}, conservando su orden, de modo que la primera ${w.card} repartida vuelve a salir la primera. Esto puede hacerse como mucho # veces: # ${w.redeals}, es decir, {passes} ${w.passes} por el ${w.stock} en total. Tras la última ${w.pass}, el ${w.stock} queda vacío.}}}}`,
  'stock.shuffle': `{fans, select, true {{unlimited, select, true {Cuando quieras, puedes recoger las ${w.cards} que quedan en los ${w.fans}, barajarlas y volver a repartirlas en ${w.fans} de {size}; el último ${w.fan} se queda con las que sobren. Estos ${w.redeals} son ilimitados.} other {{limit, plural, =0 {Las ${w.cards} que quedan en los ${w.fans} nunca se recogen para volver a repartirlas.} one {Una vez por partida, puedes recoger las ${w.cards} que quedan en los ${w.fans}, barajarlas y volver a repartirlas en ${w.fans} de {size}; el último ${w.fan} se queda con las que sobren. Es un ${w.redeal}.} =2 {Dos veces por partida, puedes recoger las ${w.cards} que quedan en los ${w.fans}, barajarlas y volver a repartirlas en ${w.fans} de {size}; el último ${w.fan} se queda con las que sobren. Son dos ${w.redeals}.} other {Hasta # veces por partida, puedes recoger las ${w.cards} que quedan en los ${w.fans}, barajarlas y volver a repartirlas en ${w.fans} de {size}; el último ${w.fan} se queda con las que sobren. Son # ${w.redeals}.}}}}} other {{unlimited, select, true {Cuando quieras, puedes recoger las ${w.cards} que quedan en el ${w.tableau}, barajarlas y volver a repartirlas del mismo modo. Estos ${w.redeals} son ilimitados.} other {{limit, plural, =0 {Las ${w.cards} del ${w.tableau} nunca se recogen para volver a repartirlas.} one {Una vez por partida, puedes recoger las ${w.cards} que quedan en el ${w.tableau}, barajarlas y volver a repartirlas del mismo modo. Es un ${w.redeal}.} =2 {Dos veces por partida, puedes recoger las ${w.cards} que quedan en el ${w.tableau}, barajarlas y volver a repartirlas del mismo modo. Son dos ${w.redeals}.} other {Hasta # veces por partida, puedes recoger las ${w.cards} que quedan en el ${w.tableau}, barajarlas y volver a repartirlas del mismo modo. Son # ${w.redeals}.}}}}}}`,

  'scoring.scheme': `{scoring, select, foundationCards {Cada ${w.card} en las ${w.foundations} vale un punto, así que se pueden conseguir {max} puntos como máximo. Una ${w.card} que sale de una ${w.foundation} se lleva su punto con ella.} other {No se lleva puntuación: la partida simplemente se gana o no.}}`,

  'options.intro': '{count, plural, one {Hay un ajuste que puede cambiarse antes de una partida; las reglas anteriores describen su valor por defecto.} other {Hay # ajustes que pueden cambiarse antes de una partida; las reglas anteriores describen sus valores por defecto.}}',
  'options.draw': `{value, plural, one {${W.cards} por ${w.draw}: se puede ${w.toDraw} del ${w.stock} de una en una en lugar de {dflt} en {dflt}.} other {${W.cards} por ${w.draw}: se puede ${w.toDraw} del ${w.stock} de # en # en lugar de {dflt} en {dflt}.}}`,
  'options.redeals': `{unlimited, select, true {${W.redeals}: pueden hacerse ilimitados.} other {{kind, select, turnWaste {{value, plural, =0 {${W.redeals}: pueden suprimirse, con lo que queda una sola ${w.pass} por el ${w.stock}.} one {${W.redeals}: pueden limitarse a uno, es decir, dos ${w.passes} por el ${w.stock}.} other {${W.redeals}: pueden limitarse a #, es decir, {passes} ${w.passes} por el ${w.stock}.}}} other {{value, plural, =0 {${W.redeals}: pueden suprimirse.} one {${W.redeals}: pueden limitarse a uno.} other {${W.redeals}: pueden limitarse a #.}}}}}}`,
  'options.playBack': `{value, select, true {Devolver ${w.cards}: se puede permitir que las ${w.cards} vuelvan de las ${w.foundations} al juego.} other {Devolver ${w.cards}: se puede hacer que las ${w.cards} se queden en las ${w.foundations} para siempre.}}`,
  'options.kingsToBottom': `{value, select, true {Reyes en el ${w.deal}: se puede hacer que se deslicen al fondo de su ${w.pile}.} other {Reyes en el ${w.deal}: se pueden dejar donde caen, sin deslizarlos al fondo.}}`,

  'tips.coveredFaceUp': `Antes de mover, fíjate en las ${w.cards} boca arriba que quedan bajo las ${w.cards} boca abajo: te dicen qué ofrecerá un ${w.pile} cuando se destape.`,
  'tips.kingOnly': `Vacía un ${w.pile} solo cuando tengas listo un Rey, o un bloque encabezado por un Rey, para ocuparlo.`,
  'tips.never': `{fans, select, true {Un ${w.fan} vacío se pierde para siempre, así que piensa antes de vaciar uno.} other {Un ${w.pile} vacío se pierde para siempre, así que piensa antes de vaciar uno.}}`,
  'tips.capacity': `{fans, select, true {Un ${w.fan} lleno no admite nada: deja sitio en los ${w.fans} donde lo necesitarán las próximas ${w.cards}.} other {Un ${w.pile} lleno no admite nada: deja sitio en los ${w.piles} donde lo necesitarán las próximas ${w.cards}.}}`,
  'tips.draw': `Robando {draw} ${w.cards} cada vez, en cada ${w.pass} solo llegas a una de cada {draw} ${w.cards} del ${w.stock}; jugar una ${w.card} del ${w.waste} cambia las ${w.cards} a las que llegarás en la ${w.pass} siguiente.`,
  'tips.passes': `Las ${w.passes} por el ${w.stock} son limitadas: antes de dar la vuelta al ${w.waste}, asegúrate de haber aprovechado todas sus ${w.cards}.`,
  'tips.playBack': `{fans, select, true {Si te atascas, devolver una ${w.card} de una ${w.foundation} a los ${w.fans} puede desbloquear una ${w.move}.} other {Si te atascas, devolver una ${w.card} de una ${w.foundation} al ${w.tableau} puede desbloquear una ${w.move}.}}`,
};
