import { gameNames } from './gameNames.js';
import { capitalWords, words } from './glossary.js';
import { countWords, rankSelect, suitSelect } from './icuSelect.js';

// French: the words the game table needs (game names, card names, option labels, refusals), apart from the rules
// text so that an app can show a game without loading the rules;
// the suits' names are shared with the rules catalog (catalogFr.ts).

const rankWord = rankSelect('rank', {
  ace: 'as',
  two: 'deux',
  three: 'trois',
  four: 'quatre',
  five: 'cinq',
  six: 'six',
  seven: 'sept',
  eight: 'huit',
  nine: 'neuf',
  ten: 'dix',
  jack: 'valet',
  queen: 'dame',
  king: 'roi',
});
/** The suit's name, selected on the argument `arg` (shared with the rules catalog). */
export const suitWord = (arg: string) =>
  suitSelect(arg, { clubs: 'trèfle', diamonds: 'carreau', hearts: 'cœur', spades: 'pique' });

// Counts from one to ten in words, agreeing with the noun (une carte, un tour), capitalised to start a label.
const femNumbers = ['une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const nf = (arg: string) => countWords(arg, femNumbers);
const nm = (arg: string) => countWords(arg, ['un', ...femNumbers.slice(1)]);
const Nf = (arg: string) =>
  countWords(
    arg,
    femNumbers.map((x) => x.charAt(0).toUpperCase() + x.slice(1)),
  );

// The glossary's words (w) and the same capitalised (W).
const w = words.fr;
const W = capitalWords.fr;

/** French messages of the game table, by key. */
export const tableCatalogFr: Record<string, string> = {
  ...gameNames,
  'card.label': `${rankWord} de ${suitWord('suit')}`,
  'card.faceDown': `${w.card} face cachée`,

  'option.name.draw': `${W.cards} par ${w.draw}`,
  'option.name.redeals': `${W.redeals}`,
  'option.name.playBack': `Reprise des ${w.cards} des ${w.foundations}`,
  'option.name.kingsToBottom': `Rois à la ${w.deal}`,
  'option.name.suits': `${W.suits}`,
  'option.name.onKing': 'Sur un roi',
  'option.name.goal': 'But',
  'option.draw': `{value, plural, one {${W.toDraw} une ${w.card} à la fois} other {${W.toDraw} ${nf('value')} ${w.cards} à la fois}}`,
  'option.redeals': `{unlimited, select, true {${W.redeals} illimitées} other {{kind, select, turnWaste {{value, plural, =0 {Aucune ${w.redeal} (un seul ${w.pass})} one {Une ${w.redeal} (deux ${w.passes})} other {${Nf('value')} ${w.redeals} (${nm('passes')} ${w.passes})}}} other {{value, plural, =0 {Aucune ${w.redeal}} one {Une ${w.redeal}} other {${Nf('value')} ${w.redeals}}}}}}}`,
  'option.playBack': `{value, select, true {Les ${w.cards} des ${w.foundations} peuvent revenir en jeu} other {Les ${w.cards} des ${w.foundations} y restent}}`,
  'option.kingsToBottom': `{value, select, true {{fans, select, true {Les rois glissent au fond de leur ${w.fan}} other {Les rois glissent au fond de leur ${w.pile}}}} other {Les rois restent là où ils tombent}}`,
  'option.suits': `{value, plural, one {Une ${w.suit}} other {${Nf('value')} ${w.suits}}}`,
  'option.goal': `{value, select, allCards {Retirer toutes les ${w.cards}} acesLeft {Ne garder que les as} other {Vider le ${w.tableau}}}`,
  'option.onKing': `{value, select, nothing {Rien ne va sur un roi} ace {Le roi et l’as sont voisins} other {Seule une dame va sur un roi}}`,

  'refusal.ERR_MALFORMED_MOVE': `Ce ${w.move} n’est pas compris.`,
  'refusal.ERR_NO_SUCH_PILE': `Cette ${w.pile} n’existe pas dans ce jeu.`,
  'refusal.ERR_SAME_PILE': `Une ${w.card} ne peut pas être déplacée sur la ${w.pile} où elle se trouve déjà.`,
  'refusal.ERR_BAD_COUNT': `Cette ${w.pile} ne contient pas autant de ${w.cards} à déplacer.`,
  'refusal.ERR_EMPTY_SOURCE': `Cette ${w.pile} est vide\u00a0: il n’y a rien à déplacer.`,
  'refusal.ERR_NOT_A_SOURCE': `On ne peut pas prendre de ${w.cards} à cet endroit.`,
  'refusal.ERR_FACE_DOWN': `Une ${w.card} face cachée ne peut ni être déplacée ni recevoir de ${w.card}.`,
  'refusal.ERR_TOP_CARD_ONLY': `À cet endroit, seule la ${w.card} du dessus peut être déplacée, une ${w.card} à la fois.`,
  'refusal.ERR_NOT_A_RUN': `Ces ${w.cards} ne forment pas une ${w.run} qui puisse se déplacer d’un seul tenant.`,
  'refusal.ERR_NOT_ONE_SUIT': `Seule une ${w.run} d’une seule ${w.suit} se déplace d’un seul tenant.`,
  'refusal.ERR_RUN_TOO_LONG': `Cette ${w.run} est trop longue pour les ${w.cells} libres et les ${w.piles} vides.`,
  'refusal.ERR_CELL_FULL': `Cette ${w.cell} contient déjà une ${w.card}.`,
  'refusal.ERR_CELL_ONE_CARD': `Une ${w.cell} ne reçoit qu’une seule ${w.card}.`,
  'refusal.ERR_NO_PLAY_BACK': `Dans ce jeu, les ${w.cards} des ${w.foundations} ne peuvent pas revenir en jeu.`,
  'refusal.ERR_FOUNDATION_BASE_FIXED': `La ${w.card} de départ d’une ${w.foundation} y reste pendant toute la partie.`,
  'refusal.ERR_FOUNDATION_TO_FOUNDATION': `Une ${w.card} ne peut pas passer d’une ${w.foundation} à une autre.`,
  'refusal.ERR_NOT_A_TARGET': `On ne peut pas poser de ${w.cards} à cet endroit.`,
  'refusal.ERR_ONE_CARD_AT_A_TIME': `Les ${w.cards} vont sur les ${w.foundations} une par une.`,
  // The terminal's tests pin this sentence with a capital As; it is left for them to change together (see
  // review.test.ts).
  'refusal.ERR_FOUNDATION_NEEDS_ACE': `Une ${w.foundation} vide n’accepte qu’un As.`,
  'refusal.ERR_FOUNDATION_BASE_RANK': `Une ${w.foundation} vide n’accepte qu’une ${w.card} du rang de base.`,
  'refusal.ERR_WHOLE_PILE_ONLY': `On déplace la ${w.card} du dessus seule ou toute la ${w.pile}.`,
  'refusal.ERR_FOUNDATION_RUNS_ONLY': `Une ${w.foundation} ne prend qu’une ${w.run} complète, du roi à l’as d’une ${w.suit}, qui y monte seule.`,
  'refusal.ERR_FOUNDATION_SUIT': `Une ${w.foundation} n’accepte que des ${w.cards} de sa propre ${w.suit}.`,
  'refusal.ERR_FOUNDATION_COLOUR': `Sur une ${w.foundation}, le rouge et le noir doivent alterner.`,
  'refusal.ERR_FOUNDATION_RANK': `Une ${w.foundation} n’accepte que la ${w.card} de rang immédiatement supérieur à celle du dessus.`,
  'refusal.ERR_TABLEAU_RANK': `Cette ${w.card} n’a pas le bon rang pour aller à cet endroit.`,
  'refusal.ERR_TABLEAU_SUIT': `Cette ${w.card} doit être de la même ${w.suit} (cœur, carreau, trèfle ou pique) que celle qu’elle recouvre.`,
  'refusal.ERR_TABLEAU_COLOUR': `Cette ${w.card} doit être rouge sur une noire, ou noire sur une rouge.`,
  'refusal.ERR_PILE_FULL': `Cette ${w.pile} est pleine et n’accepte plus de ${w.card}.`,
  'refusal.ERR_EMPTY_NEEDS_KING': `Une ${w.pile} vide n’accepte qu’un roi, ou une ${w.run} qui commence par un roi.`,
  'refusal.ERR_EMPTY_PILE_CLOSED': `Une ${w.pile} vide le reste jusqu’à la fin de la partie.`,
  'refusal.ERR_NO_STOCK': `Ce jeu n’a pas de ${w.stock}.`,
  'refusal.ERR_STOCK_EMPTY': `Le ${w.stock} est vide.`,
  'refusal.ERR_DEAL_NEEDS_EVERY_PILE': `Le ${w.stock} ne distribue à nouveau que lorsque chaque ${w.pile} contient au moins une ${w.card}.`,
  'refusal.ERR_STOCK_NOT_EMPTY': `La ${w.waste} ne retourne au ${w.stock} qu’une fois le ${w.stock} épuisé.`,
  'refusal.ERR_NO_REDEAL': `Ce jeu ne permet aucune ${w.redeal}.`,
  'refusal.ERR_NO_REDEALS_LEFT': `Il ne reste plus de ${w.redeal}\u00a0: tous les ${w.passes} du ${w.stock} ont été faits.`,
  'refusal.ERR_NOTHING_TO_REDEAL': `Il ne reste aucune ${w.card} à ${w.toRedeal}.`,
  'refusal.ERR_CARD_COVERED': `Cette ${w.card} est encore couverte\u00a0: les ${w.cards} posées dessus doivent partir d’abord.`,
  'refusal.ERR_NO_BUILDING': `Aucune ${w.card} ne se pose sur une autre dans le ${w.tableau}.`,
  'refusal.ERR_NOTHING_ON_KING': `Rien ne se joue sur un roi à cet endroit.`,
  'refusal.ERR_DISCARDS_ONLY': `Les ${w.cards} n’arrivent sur cette ${w.pile} qu’en étant défaussées.`,
  'refusal.ERR_NO_DISCARD': `Dans ce jeu, on ne défausse pas de ${w.cards}.`,
  'refusal.ERR_NO_PAIRS': `Dans ce jeu, on ne retire pas de ${w.cards} par paires.`,
  'refusal.ERR_NO_HIGHER_CARD': `Une ${w.card} ne se défausse que si une ${w.card} plus haute de sa ${w.suit} est sur le dessus d’une autre ${w.pile}.`,
  'refusal.ERR_PAIR_TOTAL': `Seules deux ${w.cards} dont les valeurs font 13 (valet 11, dame 12), ou un roi seul, se retirent.`,
  'refusal.ERR_FOUNDATION_STEP': `Cette ${w.foundation} n’accepte qu’une ${w.card} d’un rang au-dessus ou au-dessous de celle du dessus.`,
};
