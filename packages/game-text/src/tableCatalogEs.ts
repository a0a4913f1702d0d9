import { gameNames } from './gameNames.js';
import { capitalWords, words } from './glossary.js';
import { countWords, rankSelect, suitSelect } from './icuSelect.js';

// Spanish: the words the game table needs (game names, card names, option labels, refusals), apart from the rules
// text so that an app can show a game without loading the rules;
// the count words and the suits' names are shared with the rules catalog (catalogEs.ts).

const rankWord = rankSelect('rank', {
  ace: 'as',
  two: 'dos',
  three: 'tres',
  four: 'cuatro',
  five: 'cinco',
  six: 'seis',
  seven: 'siete',
  eight: 'ocho',
  nine: 'nueve',
  ten: 'diez',
  jack: 'jota',
  queen: 'reina',
  king: 'rey',
});
/** The suit's name, selected on the argument `arg` (shared with the rules catalog). */
export const suitWord = (arg: string) =>
  suitSelect(arg, { clubs: 'tréboles', diamonds: 'diamantes', hearts: 'corazones', spades: 'picas' });
/** Counts from one to ten in words, feminine (una carta). */
export const femNumbers = ['una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];
/** A count in words agreeing with a feminine noun, figures above ten. */
export const nf = (arg: string) => countWords(arg, femNumbers);
// The same, capitalised to start a sentence.
const Nf = (arg: string) =>
  countWords(
    arg,
    femNumbers.map((x) => x.charAt(0).toUpperCase() + x.slice(1)),
  );

// The glossary's words (w) and the same capitalised (W).
const w = words.es;
const W = capitalWords.es;

/** Spanish messages of the game table, by key. */
export const tableCatalogEs: Record<string, string> = {
  ...gameNames,
  'card.label': `${rankWord} de ${suitWord('suit')}`,
  'card.faceDown': `${w.card} boca abajo`,

  'option.name.draw': `${W.cards} por ${w.draw}`,
  'option.name.redeals': `${W.redeals}`,
  'option.name.playBack': `Devolver ${w.cards} desde las ${w.foundations}`,
  'option.name.kingsToBottom': `Reyes en el ${w.deal}`,
  'option.name.suits': `${W.suits}`,
  'option.name.onKing': 'Sobre un rey',
  'option.name.goal': 'Objetivo',
  'option.draw': `{value, plural, one {${W.toDraw} de una en una} other {${W.toDraw} de ${nf('value')} en ${nf('value')}}}`,
  'option.redeals': `{unlimited, select, true {${W.redeals} ilimitadas} other {{kind, select, turnWaste {{value, plural, =0 {Sin ${w.redeals} (una sola ${w.pass})} one {Una ${w.redeal} (dos ${w.passes})} other {${Nf('value')} ${w.redeals} (${nf('passes')} ${w.passes})}}} other {{value, plural, =0 {Sin ${w.redeals}} one {Una ${w.redeal}} other {${Nf('value')} ${w.redeals}}}}}}}`,
  'option.playBack': `{value, select, true {Las ${w.cards} de las ${w.foundations} pueden volver al juego} other {Las ${w.cards} de las ${w.foundations} no se mueven}}`,
  'option.kingsToBottom': `{value, select, true {{fans, select, true {Los reyes se deslizan al fondo de su ${w.fan}} other {Los reyes se deslizan al fondo de su ${w.pile}}}} other {Los reyes se quedan donde caen}}`,
  'option.suits': `{value, plural, one {Un ${w.suit}} other {${Nf('value')} ${w.suits}}}`,
  'option.goal': `{value, select, allCards {Retirar todas las ${w.cards}} acesLeft {Quedarse solo con los ases} other {Vaciar el ${w.tableau}}}`,
  'option.onKing': `{value, select, nothing {Nada va sobre un rey} ace {El rey y el as son vecinos} other {Sobre un rey solo va una reina}}`,

  'refusal.ERR_MALFORMED_MOVE': `No se entiende esa ${w.move}.`,
  'refusal.ERR_NO_SUCH_PILE': `Ese ${w.pile} no existe en este juego.`,
  'refusal.ERR_SAME_PILE': `No se puede mover una ${w.card} al ${w.pile} en el que ya está.`,
  'refusal.ERR_BAD_COUNT': `Ese ${w.pile} no tiene tantas ${w.cards} para mover.`,
  'refusal.ERR_EMPTY_SOURCE': `Ese ${w.pile} está vacío: no hay nada que mover.`,
  'refusal.ERR_NOT_A_SOURCE': `De ahí no se pueden sacar ${w.cards}.`,
  'refusal.ERR_FACE_DOWN': `Una ${w.card} boca abajo no se puede mover ni recibir otra encima.`,
  'refusal.ERR_TOP_CARD_ONLY': `Desde ahí solo se puede mover la ${w.card} de encima, de una en una.`,
  'refusal.ERR_NOT_A_RUN': `Esas ${w.cards} no forman una ${w.run} que pueda moverse entera.`,
  'refusal.ERR_NOT_ONE_SUIT': `Solo se mueve entera una ${w.run} de un único ${w.suit}.`,
  'refusal.ERR_RUN_TOO_LONG': `Esa ${w.run} es demasiado larga para las ${w.cells} libres y los ${w.piles} vacíos.`,
  'refusal.ERR_CELL_FULL': `Esa ${w.cell} ya tiene una ${w.card}.`,
  'refusal.ERR_CELL_ONE_CARD': `En una ${w.cell} cabe una sola ${w.card}.`,
  'refusal.ERR_NO_PLAY_BACK': `En este juego, las ${w.cards} de las ${w.foundations} no pueden volver al juego.`,
  'refusal.ERR_FOUNDATION_BASE_FIXED': `La ${w.card} con la que empieza una ${w.foundation} se queda en ella toda la partida.`,
  'refusal.ERR_FOUNDATION_TO_FOUNDATION': `Una ${w.card} no puede pasar de una ${w.foundation} a otra.`,
  'refusal.ERR_NOT_A_TARGET': `Ahí no se pueden poner ${w.cards}.`,
  'refusal.ERR_ONE_CARD_AT_A_TIME': `Las ${w.cards} van a las ${w.foundations} de una en una.`,
  'refusal.ERR_FOUNDATION_NEEDS_ACE': `Una ${w.foundation} vacía solo admite un as.`,
  'refusal.ERR_FOUNDATION_BASE_RANK': `Una ${w.foundation} vacía solo admite una ${w.card} del valor de base.`,
  'refusal.ERR_WHOLE_PILE_ONLY': `Solo se mueve la ${w.card} de encima o todo el ${w.pile} a la vez.`,
  'refusal.ERR_FOUNDATION_RUNS_ONLY': `Una ${w.foundation} solo recibe una ${w.run} completa, del rey al as de un mismo ${w.suit}, y esta sube sola.`,
  'refusal.ERR_FOUNDATION_SUIT': `Una ${w.foundation} solo admite ${w.cards} de su propio ${w.suit}.`,
  'refusal.ERR_FOUNDATION_COLOUR': `En una ${w.foundation}, los colores deben alternarse.`,
  'refusal.ERR_FOUNDATION_RANK': `Una ${w.foundation} solo admite la ${w.card} inmediatamente superior a la de encima.`,
  'refusal.ERR_TABLEAU_RANK': `Esa ${w.card} no tiene el valor adecuado para ir ahí.`,
  'refusal.ERR_TABLEAU_SUIT': `Esa ${w.card} debe ser del mismo ${w.suit} que la ${w.card} sobre la que va.`,
  'refusal.ERR_TABLEAU_COLOUR': `Esa ${w.card} debe ser del color contrario al de la ${w.card} sobre la que va.`,
  'refusal.ERR_PILE_FULL': `Ese ${w.pile} está lleno y no admite más ${w.cards}.`,
  'refusal.ERR_EMPTY_NEEDS_KING': `Solo un rey, o una ${w.run} encabezada por un rey, puede ocupar un ${w.pile} vacío.`,
  'refusal.ERR_EMPTY_PILE_CLOSED': `Un ${w.pile} vacío queda vacío el resto de la partida.`,
  'refusal.ERR_NO_STOCK': `Este juego no tiene ${w.stock}.`,
  'refusal.ERR_STOCK_EMPTY': `El ${w.stock} está vacío.`,
  'refusal.ERR_DEAL_NEEDS_EVERY_PILE': `El ${w.stock} solo reparte de nuevo cuando cada ${w.pile} tiene alguna ${w.card}.`,
  'refusal.ERR_STOCK_NOT_EMPTY': `El ${w.waste} solo vuelve al ${w.stock} cuando el ${w.stock} se ha agotado.`,
  'refusal.ERR_NO_REDEAL': `Este juego no permite ${w.redeals}.`,
  'refusal.ERR_NO_REDEALS_LEFT': `No quedan ${w.redeals}: ya se han hecho todas las ${w.passes} por el ${w.stock}.`,
  'refusal.ERR_NOTHING_TO_REDEAL': `No quedan ${w.cards} para una ${w.redeal}.`,
  'refusal.ERR_CARD_COVERED': `Esa ${w.card} aún está cubierta: antes deben irse las ${w.cards} que tiene encima.`,
  'refusal.ERR_NO_BUILDING': `En el ${w.tableau} no se puede poner una ${w.card} sobre otra.`,
  'refusal.ERR_NOTHING_ON_KING': `Ahí no se puede jugar nada sobre un rey.`,
  'refusal.ERR_DISCARDS_ONLY': `Las ${w.cards} solo llegan a ese ${w.pile} descartándolas.`,
  'refusal.ERR_NO_DISCARD': `En este juego no se descartan ${w.cards}.`,
  'refusal.ERR_NO_PAIRS': `En este juego no se retiran ${w.cards} por parejas.`,
  'refusal.ERR_NO_HIGHER_CARD': `Una ${w.card} solo se descarta si una ${w.card} más alta de su ${w.suit} está encima de otro ${w.pile}.`,
  'refusal.ERR_PAIR_TOTAL': `Solo se retiran dos ${w.cards} cuyos valores suman 13 (la jota 11, la reina 12), o un rey solo.`,
  'refusal.ERR_FOUNDATION_STEP': `Esa ${w.foundation} solo admite una ${w.card} de un valor más o de un valor menos que la de encima.`,
};
