import { capitalWords, words } from './glossary.js';
import { rankSelect, suitSelect } from './icuSelect.js';

// French. The words come from the glossary (glossary.ts); the agreement around them (une pile vide, le talon,
// du tableau) is written here. Rank names carry their gender: l’As, la Dame, le Roi.
// Typography: a non-breaking space (U+00A0) before : ; ? and !, typographic apostrophe.

const rankWord = rankSelect('rank', {
  ace: 'as', two: 'deux', three: 'trois', four: 'quatre', five: 'cinq', six: 'six', seven: 'sept', eight: 'huit',
  nine: 'neuf', ten: 'dix', jack: 'valet', queen: 'dame', king: 'roi',
});
const suitWord = (arg: string) => suitSelect(arg, { clubs: 'trèfle', diamonds: 'carreau', hearts: 'cœur', spades: 'pique' });
const aRank = (arg: string) => rankSelect(arg, {
  ace: 'un As', two: 'un 2', three: 'un 3', four: 'un 4', five: 'un 5', six: 'un 6', seven: 'un 7', eight: 'un 8',
  nine: 'un 9', ten: 'un 10', jack: 'un Valet', queen: 'une Dame', king: 'un Roi',
});
// "seul" agrees with the card it names: seul un Roi, seule une Dame.
const onlyRank = (arg: string) => rankSelect(arg, {
  ace: 'seul un As', two: 'seul un 2', three: 'seul un 3', four: 'seul un 4', five: 'seul un 5', six: 'seul un 6',
  seven: 'seul un 7', eight: 'seul un 8', nine: 'seul un 9', ten: 'seul un 10', jack: 'seul un Valet',
  queen: 'seule une Dame', king: 'seul un Roi',
});

// The glossary's words (w) and the same capitalised (W).
const w = words.fr;
const W = capitalWords.fr;

/** French messages, by key. */
export const catalogFr: Record<string, string> = {
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
  'card.faceDown': `${w.card} face cachée`,

  'option.name.draw': `${W.cards} par ${w.draw}`,
  'option.name.redeals': `${W.redeals}`,
  'option.name.playBack': `Reprise des ${w.cards} des ${w.foundations}`,
  'option.name.kingsToBottom': `Rois à la ${w.deal}`,
  'option.draw': `{value, plural, one {${W.toDraw} une ${w.card} à la fois} other {${W.toDraw} # ${w.cards} à la fois}}`,
  'option.redeals': `{unlimited, select, true {${W.redeals} illimitées} other {{kind, select, turnWaste {{value, plural, =0 {Aucune ${w.redeal} (un seul ${w.pass})} one {Une ${w.redeal} (deux ${w.passes})} other {# ${w.redeals} ({passes} ${w.passes})}}} other {{value, plural, =0 {Aucune ${w.redeal}} one {Une ${w.redeal}} other {# ${w.redeals}}}}}}}`,
  'option.playBack': `{value, select, true {Les ${w.cards} des ${w.foundations} peuvent revenir en jeu} other {Les ${w.cards} des ${w.foundations} y restent}}`,
  'option.kingsToBottom': `{value, select, true {Les Rois glissent au fond de leur ${w.pile}} other {Les Rois restent là où ils tombent}}`,

  'refusal.ERR_MALFORMED_MOVE': `Ce ${w.move} n’est pas compris.`,
  'refusal.ERR_NO_SUCH_PILE': `Cette ${w.pile} n’existe pas dans ce jeu.`,
  'refusal.ERR_SAME_PILE': `Une ${w.card} ne peut pas être déplacée sur la ${w.pile} où elle se trouve déjà.`,
  'refusal.ERR_BAD_COUNT': `Cette ${w.pile} ne contient pas autant de ${w.cards} à déplacer.`,
  'refusal.ERR_EMPTY_SOURCE': `Cette ${w.pile} est vide\u00a0: il n’y a rien à déplacer.`,
  'refusal.ERR_NOT_A_SOURCE': `On ne peut pas prendre de ${w.cards} à cet endroit.`,
  'refusal.ERR_FACE_DOWN': `Une ${w.card} face cachée ne peut ni être déplacée ni recevoir de ${w.card}.`,
  'refusal.ERR_TOP_CARD_ONLY': `À cet endroit, seule la ${w.card} du dessus peut être déplacée, une ${w.card} à la fois.`,
  'refusal.ERR_NOT_A_RUN': `Ces ${w.cards} ne forment pas une suite qui puisse se déplacer d’un bloc.`,
  'refusal.ERR_NO_PLAY_BACK': `Dans ce jeu, les ${w.cards} des ${w.foundations} ne peuvent pas revenir en jeu.`,
  'refusal.ERR_FOUNDATION_BASE_FIXED': `La ${w.card} de départ d’une ${w.foundation} y reste pendant toute la partie.`,
  'refusal.ERR_FOUNDATION_TO_FOUNDATION': `Une ${w.card} ne peut pas passer d’une ${w.foundation} à une autre.`,
  'refusal.ERR_NOT_A_TARGET': `On ne peut pas poser de ${w.cards} à cet endroit.`,
  'refusal.ERR_ONE_CARD_AT_A_TIME': `Les ${w.cards} vont sur les ${w.foundations} une par une.`,
  'refusal.ERR_FOUNDATION_NEEDS_ACE': `Une ${w.foundation} vide n’accepte qu’un As.`,
  'refusal.ERR_FOUNDATION_SUIT': `Une ${w.foundation} n’accepte que des ${w.cards} de sa propre ${w.suit}.`,
  'refusal.ERR_FOUNDATION_COLOUR': `Sur une ${w.foundation}, le rouge et le noir doivent alterner.`,
  'refusal.ERR_FOUNDATION_RANK': `Une ${w.foundation} n’accepte que la ${w.card} de rang immédiatement supérieur à celle du dessus.`,
  'refusal.ERR_TABLEAU_RANK': `Cette ${w.card} n’a pas le bon rang pour aller à cet endroit.`,
  'refusal.ERR_TABLEAU_SUIT': `Cette ${w.card} doit être de la même ${w.suit} (cœur, carreau, trèfle ou pique) que celle qu’elle recouvre.`,
  'refusal.ERR_TABLEAU_COLOUR': `Cette ${w.card} doit être d’une teinte opposée à celle qu’elle recouvre\u00a0: rouge sur noir, noir sur rouge.`,
  'refusal.ERR_PILE_FULL': `Cette ${w.pile} est pleine et n’accepte plus de ${w.card}.`,
  'refusal.ERR_EMPTY_NEEDS_KING': `Une ${w.pile} vide ne reçoit qu’un Roi, ou un bloc dont la première ${w.card} est un Roi.`,
  'refusal.ERR_EMPTY_PILE_CLOSED': `Une ${w.pile} vide le reste jusqu’à la fin de la partie.`,
  'refusal.ERR_NO_STOCK': `Ce jeu n’a pas de ${w.stock}.`,
  'refusal.ERR_STOCK_EMPTY': `Le ${w.stock} est vide.`,
  'refusal.ERR_STOCK_NOT_EMPTY': `La ${w.waste} ne retourne au ${w.stock} qu’une fois le ${w.stock} épuisé.`,
  'refusal.ERR_NO_REDEAL': `Ce jeu ne permet aucune ${w.redeal}.`,
  'refusal.ERR_NO_REDEALS_LEFT': `Il ne reste plus de ${w.redeal}\u00a0: tous les ${w.passes} du ${w.stock} ont été faits.`,
  'refusal.ERR_NOTHING_TO_REDEAL': `Il ne reste aucune ${w.card} à ${w.toRedeal}.`,

  'page.title': 'Comment jouer à {name}',
  'page.otherLanguages': 'Cette page dans d’autres langues',
  'page.allGames': 'Tous les jeux',
  'page.figure': 'La disposition de départ de {name}.',
  'page.ruleIdsNote': 'Les petits codes après chaque phrase désignent les règles qu’elle énonce dans la référence du projet.',
  'index.title': 'Jeux de patience\u00a0: les règles',
  'index.intro': 'Les règles de chaque jeu de la collection, écrites à partir des définitions mêmes qu’utilise le moteur de jeu.',
  'svg.stock': `${W.stock}`,
  'svg.waste': `${W.waste}`,
  'svg.foundations': `${W.foundations}`,
  'svg.reserve': `${W.reserve}`,
  'svg.faceDown': 'face cachée',
  'svg.faceUp': 'face visible',

  'section.overview': 'Présentation',
  'section.goal': 'But du jeu',
  'section.layout': 'Mise en place',
  'section.foundations': `${W.foundations}`,
  'section.tableau': `{fans, select, true {${W.fans}} other {${W.tableau}}}`,
  'section.stock': `{hasStock, select, true {${W.stock} et ${w.waste}} other {${W.redeals}}}`,
  'section.scoring': 'Score',
  'section.options': 'Options',
  'section.tips': 'Conseils',

  'overview.summary': `{fans, select, true {{name} est un jeu de patience pour un joueur\u00a0: les ${w.cards} sont étalées face visible en {piles} petits ${w.fans}, et le but est de les monter toutes sur {foundations} ${w.foundations}.} other {{hasStock, select, true {{name} est un jeu de patience pour un joueur, avec un ${w.tableau} de {piles} ${w.piles}, un ${w.stock} et {foundations} ${w.foundations} à monter.} other {{name} est un jeu de patience pour un joueur, avec un ${w.tableau} de {piles} ${w.piles} et {foundations} ${w.foundations} à monter.}}}}`,
  'overview.deck': `{decks, plural, one {On y joue avec un jeu standard de {cards} ${w.cards}\u00a0: trèfle, carreau, cœur et pique, le cœur et le carreau étant rouges, chaque ${w.suit} allant de l’As (qui vaut un, la ${w.card} la plus basse) au Roi.} other {On y joue avec # jeux standard, soit {cards} ${w.cards}\u00a0: trèfle, carreau, cœur et pique, le cœur et le carreau étant rouges, chaque ${w.suit} allant de l’As (qui vaut un, la ${w.card} la plus basse) au Roi.}}`,
  'overview.source': 'Là où les sources divergent, ces règles suivent {source}.',

  'goal.win': `La partie est gagnée quand les {cards} ${w.cards} sont sur les {foundations} ${w.foundations}.`,

  'layout.aces': `Avant la ${w.deal}, les {aces} As sont posés sur les ${w.foundations}, un sur chacune.`,
  'layout.rows': `Le ${w.tableau} compte {piles} ${w.piles} de {perPile} ${w.cards} chacune, soit {total} ${w.cards}, distribuées en {rows} rangées\u00a0: chaque rangée pose une ${w.card} sur chaque ${w.pile}, de gauche à droite.`,
  'layout.row': '{face, select, up {La rangée {row} est distribuée face visible.} other {La rangée {row} est distribuée face cachée.}}',
  'layout.coveredFaceUp': `Une ${w.card} face visible de la rangée {row} se trouve sous une ${w.card} face cachée\u00a0: on la voit et on peut en tenir compte, mais elle ne peut pas bouger tant qu’une ${w.card} face cachée la recouvre\u00a0; une fois cette ${w.card} retournée, elle se déplace comme toute autre ${w.card} face visible.`,
  'layout.staircase': `Le ${w.tableau} compte {piles} ${w.piles} de 1 à {piles} ${w.cards} (la première ${w.pile} reçoit une ${w.card}, la deuxième deux, et ainsi de suite), soit {total} ${w.cards}. Seule la ${w.card} du dessus de chaque ${w.pile} est face visible.`,
  'layout.fans': `{shape, select, even {{whole, select, true {Tout le jeu est distribué face visible en {fans} ${w.fans} de {size} ${w.cards}.} other {{total} ${w.cards} sont distribuées face visible en {fans} ${w.fans} de {size} ${w.cards}.}}} other {{whole, select, true {Tout le jeu est distribué face visible en {fans} ${w.fans}\u00a0: {full} ${w.fans} de {size} ${w.cards}, puis un dernier ${w.fan} {last, plural, one {d’une seule ${w.card}} other {de # ${w.cards}}}.} other {{total} ${w.cards} sont distribuées face visible en {fans} ${w.fans}\u00a0: {full} ${w.fans} de {size} ${w.cards}, puis un dernier ${w.fan} {last, plural, one {d’une seule ${w.card}} other {de # ${w.cards}}}.}}}}`,
  'layout.kingsToBottom': `{fans, select, true {Pendant la ${w.deal}, chaque Roi qui tombe dans un ${w.fan} glisse au fond de cet ${w.fan}\u00a0: au départ, aucun Roi ne recouvre donc une autre ${w.card}. Un ${w.fan} qui reçoit plusieurs Rois les garde au fond, dans l’ordre où ils ont été distribués.} other {Pendant la ${w.deal}, chaque Roi qui tombe dans une ${w.pile} glisse au fond de cette ${w.pile}\u00a0: au départ, aucun Roi ne recouvre donc une autre ${w.card}. Une ${w.pile} qui reçoit plusieurs Rois les garde au fond, dans l’ordre où ils ont été distribués.}}`,
  'layout.reserve': `Ensuite, {reserve} ${w.cards} forment une ${w.reserve}, face cachée sauf celle du dessus, qui est face visible et jouable. On ne peut jamais rien poser sur la ${w.reserve}.`,
  'layout.stock': `Les {stock} ${w.cards} restantes forment le ${w.stock}, face cachée. La ${w.waste} est vide au départ.`,
  'layout.noStock': `{redeal, select, true {Toutes les ${w.cards} sont distribuées au départ\u00a0: il n’y a ni ${w.stock} ni ${w.waste}.} other {Toutes les ${w.cards} sont distribuées au départ\u00a0: il n’y a ni ${w.stock}, ni ${w.waste}, ni ${w.redeal}.}}`,

  'foundations.base': `{count, plural, one {Il y a une ${w.foundation}. Une ${w.foundation} vide accepte n’importe quel As.} other {Il y a # ${w.foundations}. Une ${w.foundation} vide accepte n’importe quel As.}}`,
  'foundations.build': `{build, select, alternateColour {Une ${w.foundation} accepte une ${w.card} de teinte opposée (rouge ou noire) et de rang exactement supérieur d’un à sa ${w.card} du dessus. Une ${w.foundation} contient donc au plus {max} ${w.cards}, de l’As au Roi.} other {Une ${w.foundation} accepte une ${w.card} de la même ${w.suit} et de rang exactement supérieur d’un à sa ${w.card} du dessus. Une ${w.foundation} contient donc au plus {max} ${w.cards}, de l’As au Roi d’une même ${w.suit}.}}`,
  'foundations.playBack': `{playBack, select, true {{fans, select, true {La ${w.card} du dessus d’une ${w.foundation} reste en jeu\u00a0: elle peut revenir sur un ${w.fan} qui l’accepte selon les règles des ${w.fans}, mais jamais passer d’une ${w.foundation} à une autre.} other {La ${w.card} du dessus d’une ${w.foundation} reste en jeu\u00a0: elle peut revenir sur une ${w.pile} du ${w.tableau} qui l’accepte selon les règles du ${w.tableau}, mais jamais passer d’une ${w.foundation} à une autre.}}} other {Une ${w.card} posée sur une ${w.foundation} y reste jusqu’à la fin de la partie.}}`,
  'foundations.shortcut': `Pour envoyer une ${w.card} sur la ${w.foundation} qui l’accepte, s’il y en a une, double-cliquez dessus dans le jeu web ou appuyez sur une seule touche dans le jeu en terminal.`,
  'foundations.baseFixed': `{aces, select, true {Les As posés sur les ${w.foundations} au départ ne les quittent jamais.} other {La première ${w.card} de chaque ${w.foundation} ne la quitte jamais, même quand les ${w.cards} posées dessus peuvent revenir en jeu.}}`,

  'tableau.rank': `{fans, select, true {{direction, select, down {Un ${w.fan} accepte une ${w.card} de rang exactement inférieur d’un à sa ${w.card} du dessus.} up {Un ${w.fan} accepte une ${w.card} de rang exactement supérieur d’un à sa ${w.card} du dessus.} other {Un ${w.fan} accepte une ${w.card} de rang supérieur ou inférieur d’un à sa ${w.card} du dessus.}}} other {{direction, select, down {Une ${w.pile} du ${w.tableau} accepte une ${w.card} de rang exactement inférieur d’un à sa ${w.card} du dessus.} up {Une ${w.pile} du ${w.tableau} accepte une ${w.card} de rang exactement supérieur d’un à sa ${w.card} du dessus.} other {Une ${w.pile} du ${w.tableau} accepte une ${w.card} de rang supérieur ou inférieur d’un à sa ${w.card} du dessus.}}}}`,
  'tableau.suit': `{suit, select, alternateColour {La ${w.card} ajoutée doit être de teinte opposée\u00a0: rouge sur noir, noir sur rouge.} sameSuit {La ${w.card} ajoutée doit être de la même ${w.suit} que celle qu’elle recouvre.} other {Ni la ${w.suit} ni la teinte ne comptent.}}`,
  'tableau.example': `{shape, select, anyRank {Par exemple, on peut poser n’importe quel {r1} sur le {onRank} de ${suitWord('onSuit')}.} anyTwoRanks {Par exemple, on peut poser n’importe quel {r1} ou n’importe quel {r2} sur le {onRank} de ${suitWord('onSuit')}.} oneCard {Par exemple, sur le {onRank} de ${suitWord('onSuit')}, seul le {r1} de ${suitWord('s1')} convient.} twoCards {Par exemple, sur le {onRank} de ${suitWord('onSuit')}, seuls le {r1} de ${suitWord('s1')} et le {r1} de ${suitWord('s2')} conviennent.} other {Par exemple, {count} ${w.cards} différentes conviennent sur le {onRank} de ${suitWord('onSuit')}.}}`,
  'tableau.wrap': '{wrap, select, true {Les rangs forment une boucle\u00a0: le Roi et l’As sont voisins.} other {Les rangs ne forment pas de boucle\u00a0: rien n’est au-dessous de l’As ni au-dessus du Roi.}}',
  'tableau.ends': `{ends, select, both {Ainsi, sur un Roi, ${onlyRank('kingTakes')} peut être posé, et sur un As, ${onlyRank('aceTakes')}.} king {Ainsi, sur un Roi on ne peut poser qu’${aRank('kingTakes')}, et sur un As rien du tout.} ace {Ainsi, sur un As on ne peut poser qu’${aRank('aceTakes')}, et sur un Roi rien du tout.} other {Ainsi, on ne peut rien poser ni sur un Roi ni sur un As.}}`,
  'tableau.moveUnit': `{unit, select, topCard {{fans, select, true {Seule la ${w.card} du dessus d’un ${w.fan} est jouable, et elle se déplace toujours seule, jamais en suite\u00a0: sur une ${w.foundation} ou sur un autre ${w.fan}.} other {Seule la ${w.card} du dessus d’une ${w.pile} est jouable, et elle se déplace toujours seule, jamais en suite\u00a0: sur une ${w.foundation} ou sur une autre ${w.pile}.}}} other {Une ${w.card} face visible peut être déplacée avec toutes les ${w.cards} posées sur elle, d’un seul bloc, pourvu que chaque ${w.card} du bloc puisse elle-même être posée sur la ${w.card} située juste dessous.}}`,
  'tableau.runStart': `Les ${w.cards} face visible d’une ${w.pile} ne forment pas forcément une seule suite, car la ${w.deal} peut réunir des ${w.cards} visibles sans rapport entre elles\u00a0: un bloc ne peut commencer qu’à une ${w.card} à partir de laquelle le reste de la ${w.pile} forme une telle suite.`,
  'tableau.autoFlip': `Une ${w.card} face cachée se retourne d’elle-même dès qu’elle devient la ${w.card} du dessus de sa ${w.pile}.`,
  'tableau.capacity': `{fans, select, true {{capacity, plural, one {Un ${w.fan} ne peut jamais contenir plus d’une ${w.card}\u00a0: un ${w.fan} d’une ${w.card} n’accepte rien.} other {Un ${w.fan} ne peut jamais contenir plus de # ${w.cards}\u00a0: un ${w.fan} de # ${w.cards} n’accepte rien.}}} other {{capacity, plural, one {Une ${w.pile} ne peut jamais contenir plus d’une ${w.card}\u00a0: une ${w.pile} d’une ${w.card} n’accepte rien.} other {Une ${w.pile} ne peut jamais contenir plus de # ${w.cards}\u00a0: une ${w.pile} de # ${w.cards} n’accepte rien.}}}}`,
  'tableau.empty': `{policy, select, kingOnly {{unit, select, topCard {{fans, select, true {Un ${w.fan} vide n’accepte qu’un Roi.} other {Une ${w.pile} vide n’accepte qu’un Roi.}}} other {Une ${w.pile} vide n’accepte qu’un Roi, ou un bloc commençant par un Roi.}}} anyCard {{unit, select, topCard {{fans, select, true {Un ${w.fan} vide accepte n’importe quelle ${w.card}.} other {Une ${w.pile} vide accepte n’importe quelle ${w.card}.}}} other {Une ${w.pile} vide accepte n’importe quelle ${w.card}, ou n’importe quel bloc déplaçable.}}} other {{fans, select, true {Un ${w.fan} qui se vide reste vide jusqu’à la fin de la partie\u00a0: aucune ${w.card} ne peut y être posée.} other {Une ${w.pile} qui se vide reste vide jusqu’à la fin de la partie\u00a0: aucune ${w.card} ne peut y être posée.}}}}`,
  'tableau.reserveNoRefill': `La ${w.reserve} ne remplit jamais d’elle-même une ${w.pile} vide\u00a0: c’est vous qui choisissez ce qui s’y pose.`,

  'stock.draw': `{draw, plural, one {Chaque ${w.draw} du ${w.stock} retourne une ${w.card} sur la ${w.waste}.} other {Chaque ${w.draw} du ${w.stock} retourne # ${w.cards} sur la ${w.waste} (moins s’il en reste moins), et seule celle du dessus est jouable.}}`,
  'stock.waste': `La ${w.card} du dessus de la ${w.waste} peut être jouée sur une ${w.pile} du ${w.tableau} ou sur une ${w.foundation}. Le joueur ne pose jamais de ${w.card} sur la ${w.waste} ni sur le ${w.stock}.`,
  'stock.redeal': `{unlimited, select, true {Quand le ${w.stock} est épuisé, toute la ${w.waste} est retournée pour former un nouveau ${w.stock}, dans le même ordre\u00a0: la première ${w.card} distribuée revient donc la première. Les ${w.redeals} sont illimitées\u00a0: on peut passer le ${w.stock} autant de fois qu’on le souhaite.} other {{limit, plural, =0 {Il n’y a pas de ${w.redeal}\u00a0: le ${w.stock} n’est distribué qu’une fois, en un seul ${w.pass}, puis il reste vide.} one {Quand le ${w.stock} est épuisé, toute la ${w.waste} est retournée pour former un nouveau ${w.stock}, dans le même ordre\u00a0: la première ${w.card} distribuée revient donc la première. On ne peut le faire qu’une fois\u00a0: une ${w.redeal}, soit deux ${w.passes} du ${w.stock} en tout. Après le dernier ${w.pass}, le ${w.stock} reste vide.} =2 {Quand le ${w.stock} est épuisé, toute la ${w.waste} est retournée pour former un nouveau ${w.stock}, dans le même ordre\u00a0: la première ${w.card} distribuée revient donc la première. On peut le faire deux fois au plus\u00a0: deux ${w.redeals}, soit trois ${w.passes} du ${w.stock} en tout. Après le dernier ${w.pass}, le ${w.stock} reste vide.} other {Quand le ${w.stock} est épuisé, toute la ${w.waste} est retournée pour former un nouveau ${w.stock}, dans le même ordre\u00a0: la première ${w.card} distribuée revient donc la première. On peut le faire # fois au plus\u00a0: # ${w.redeals}, soit {passes} ${w.passes} du ${w.stock} en tout. Après le dernier ${w.pass}, le ${w.stock} reste vide.}}}}`,
  'stock.shuffle': `{fans, select, true {{unlimited, select, true {À tout moment, on peut ramasser les ${w.cards} restées dans les ${w.fans}, les mélanger et les ${w.toRedeal} en ${w.fans} de {size}, le dernier ${w.fan} recevant ce qui reste. Ces ${w.redeals} sont illimitées.} other {{limit, plural, =0 {Les ${w.cards} restées dans les ${w.fans} ne sont jamais ramassées pour être redistribuées.} one {Une fois par partie, on peut ramasser les ${w.cards} restées dans les ${w.fans}, les mélanger et les ${w.toRedeal} en ${w.fans} de {size}, le dernier ${w.fan} recevant ce qui reste\u00a0: c’est une ${w.redeal}.} =2 {Deux fois par partie, on peut ramasser les ${w.cards} restées dans les ${w.fans}, les mélanger et les ${w.toRedeal} en ${w.fans} de {size}, le dernier ${w.fan} recevant ce qui reste\u00a0: ce sont deux ${w.redeals}.} other {Jusqu’à # fois par partie, on peut ramasser les ${w.cards} restées dans les ${w.fans}, les mélanger et les ${w.toRedeal} en ${w.fans} de {size}, le dernier ${w.fan} recevant ce qui reste\u00a0: ce sont # ${w.redeals}.}}}}} other {{unlimited, select, true {À tout moment, on peut ramasser les ${w.cards} restées sur le ${w.tableau}, les mélanger et les ${w.toRedeal} de la même façon. Ces ${w.redeals} sont illimitées.} other {{limit, plural, =0 {Les ${w.cards} du ${w.tableau} ne sont jamais ramassées pour être redistribuées.} one {Une fois par partie, on peut ramasser les ${w.cards} restées sur le ${w.tableau}, les mélanger et les ${w.toRedeal} de la même façon\u00a0: c’est une ${w.redeal}.} =2 {Deux fois par partie, on peut ramasser les ${w.cards} restées sur le ${w.tableau}, les mélanger et les ${w.toRedeal} de la même façon\u00a0: ce sont deux ${w.redeals}.} other {Jusqu’à # fois par partie, on peut ramasser les ${w.cards} restées sur le ${w.tableau}, les mélanger et les ${w.toRedeal} de la même façon\u00a0: ce sont # ${w.redeals}.}}}}}}`,

  'scoring.scheme': `{scoring, select, foundationCards {Chaque ${w.card} sur les ${w.foundations} rapporte un point, soit {max} points au plus. Une ${w.card} reprise d’une ${w.foundation} emporte son point avec elle.} other {Aucun score n’est tenu\u00a0: une partie est simplement gagnée ou non.}}`,

  'options.intro': '{count, plural, one {Un réglage peut être changé avant une partie\u00a0; les règles ci-dessus décrivent sa valeur par défaut.} other {# réglages peuvent être changés avant une partie\u00a0; les règles ci-dessus décrivent leurs valeurs par défaut.}}',
  'options.draw': `{value, plural, one {${W.cards} par ${w.draw}\u00a0: on peut ${w.toDraw} du ${w.stock} une ${w.card} à la fois au lieu de {dflt}.} other {${W.cards} par ${w.draw}\u00a0: on peut ${w.toDraw} du ${w.stock} # ${w.cards} à la fois au lieu de {dflt}.}}`,
  'options.redeals': `{unlimited, select, true {${W.redeals}\u00a0: elles peuvent être illimitées.} other {{kind, select, turnWaste {{value, plural, =0 {${W.redeals}\u00a0: elles peuvent être supprimées, ce qui laisse un seul ${w.pass} du ${w.stock}.} one {${W.redeals}\u00a0: elles peuvent être limitées à une, soit deux ${w.passes} du ${w.stock}.} other {${W.redeals}\u00a0: elles peuvent être limitées à #, soit {passes} ${w.passes} du ${w.stock}.}}} other {{value, plural, =0 {${W.redeals}\u00a0: elles peuvent être supprimées.} one {${W.redeals}\u00a0: elles peuvent être limitées à une.} other {${W.redeals}\u00a0: elles peuvent être limitées à #.}}}}}}`,
  'options.playBack': `{value, select, true {Reprise\u00a0: les ${w.cards} peuvent être autorisées à revenir des ${w.foundations}.} other {Reprise\u00a0: les ${w.cards} peuvent rester sur les ${w.foundations} pour de bon.}}`,
  'options.kingsToBottom': `{value, select, true {Rois à la ${w.deal}\u00a0: on peut les faire glisser au fond de leur ${w.pile}.} other {Rois à la ${w.deal}\u00a0: on peut les laisser là où ils tombent, sans les glisser au fond.}}`,

  'tips.coveredFaceUp': `Avant de jouer, regardez les ${w.cards} face visible cachées sous des ${w.cards} face cachée\u00a0: elles montrent ce qu’une ${w.pile} offrira une fois dégagée.`,
  'tips.kingOnly': `Ne videz une ${w.pile} que lorsqu’un Roi, ou un bloc commençant par un Roi, est prêt à s’y installer.`,
  'tips.never': `{fans, select, true {Un ${w.fan} vidé est perdu pour de bon\u00a0: réfléchissez avant d’en vider un.} other {Une ${w.pile} vidée est perdue pour de bon\u00a0: réfléchissez avant d’en vider une.}}`,
  'tips.capacity': `{fans, select, true {Un ${w.fan} plein n’accepte rien\u00a0: gardez de la place sur les ${w.fans} là où les prochaines ${w.cards} en auront besoin.} other {Une ${w.pile} pleine n’accepte rien\u00a0: gardez de la place sur les ${w.piles} là où les prochaines ${w.cards} en auront besoin.}}`,
  'tips.draw': `En tirant {draw} ${w.cards} à la fois, on n’atteint qu’une ${w.card} du ${w.stock} sur {draw} à chaque ${w.pass}\u00a0; jouer une ${w.card} de la ${w.waste} change celles que l’on atteindra au ${w.pass} suivant.`,
  'tips.passes': `Les ${w.passes} du ${w.stock} sont comptés\u00a0: avant de retourner la ${w.waste}, assurez-vous d’avoir utilisé toutes les ${w.cards} qu’elle offrait.`,
  'tips.playBack': `{fans, select, true {Quand vous êtes bloqué, reprendre une ${w.card} d’une ${w.foundation} peut libérer un ${w.move} sur les ${w.fans}.} other {Quand vous êtes bloqué, reprendre une ${w.card} d’une ${w.foundation} peut libérer un ${w.move} sur le ${w.tableau}.}}`,
};
