import { rankSelect, suitSelect } from './select.js';

// French. Terms: couleur (suit), fondation, tableau, talon (stock), défausse (waste), éventail (fan),
// donne / nouvelle donne (deal / redeal), passage (pass). Rank names carry their gender: l’As, la Dame, le Roi.
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

/** French messages, by key. */
export const fr: Record<string, string> = {
  'variant.athena': 'Athena',
  'variant.athenaAisleriot': 'Athena (Aisleriot)',
  'variant.shamrocks': 'Shamrocks',
  'variant.klondike': 'Klondike',
  'card.label': `${rankWord} de ${suitWord('suit')}`,
  'card.faceDown': 'carte face cachée',

  'option.name.draw': 'Cartes par donne',
  'option.name.redeals': 'Nouvelles donnes',
  'option.name.playBack': 'Reprise des cartes des fondations',
  'option.name.kingsToBottom': 'Rois à la donne',
  'option.draw': '{value, plural, one {Retourner une carte à la fois} other {Retourner # cartes à la fois}}',
  'option.redeals': '{unlimited, select, true {Nouvelles donnes illimitées} other {{kind, select, turnWaste {{value, plural, =0 {Aucune nouvelle donne (un seul passage)} one {Une nouvelle donne (deux passages)} other {# nouvelles donnes ({passes} passages)}}} other {{value, plural, =0 {Aucune nouvelle donne} one {Une nouvelle donne} other {# nouvelles donnes}}}}}}',
  'option.playBack': '{value, select, true {Les cartes des fondations peuvent revenir en jeu} other {Les cartes des fondations y restent}}',
  'option.kingsToBottom': '{value, select, true {Les Rois glissent au fond de leur pile} other {Les Rois restent là où ils tombent}}',

  'refusal.ERR_MALFORMED_MOVE': 'Ce coup n’est pas compris.',
  'refusal.ERR_NO_SUCH_PILE': 'Cette pile n’existe pas dans ce jeu.',
  'refusal.ERR_SAME_PILE': 'Une carte ne peut pas être déplacée sur la pile où elle se trouve déjà.',
  'refusal.ERR_BAD_COUNT': 'Cette pile ne contient pas autant de cartes à déplacer.',
  'refusal.ERR_EMPTY_SOURCE': 'Cette pile est vide\u00a0: il n’y a rien à déplacer.',
  'refusal.ERR_NOT_A_SOURCE': 'On ne peut pas prendre de cartes à cet endroit.',
  'refusal.ERR_FACE_DOWN': 'Une carte face cachée ne peut ni être déplacée ni recevoir de carte.',
  'refusal.ERR_TOP_CARD_ONLY': 'À cet endroit, seule la carte du dessus peut être déplacée, une carte à la fois.',
  'refusal.ERR_NOT_A_RUN': 'Ces cartes ne forment pas une suite qui puisse se déplacer d’un bloc.',
  'refusal.ERR_NO_PLAY_BACK': 'Dans ce jeu, les cartes des fondations ne peuvent pas revenir en jeu.',
  'refusal.ERR_FOUNDATION_TO_FOUNDATION': 'Une carte ne peut pas passer d’une fondation à une autre.',
  'refusal.ERR_NOT_A_TARGET': 'On ne peut pas poser de cartes à cet endroit.',
  'refusal.ERR_ONE_CARD_AT_A_TIME': 'Les cartes vont sur les fondations une par une.',
  'refusal.ERR_FOUNDATION_NEEDS_ACE': 'Une fondation vide n’accepte qu’un As.',
  'refusal.ERR_FOUNDATION_SUIT': 'Une fondation n’accepte que des cartes de sa propre couleur.',
  'refusal.ERR_FOUNDATION_COLOUR': 'Sur une fondation, le rouge et le noir doivent alterner.',
  'refusal.ERR_FOUNDATION_RANK': 'Une fondation n’accepte que la carte de rang immédiatement supérieur à celle du dessus.',
  'refusal.ERR_TABLEAU_RANK': 'Cette carte n’a pas le bon rang pour aller à cet endroit.',
  'refusal.ERR_TABLEAU_SUIT': 'Cette carte doit être de la même couleur (cœur, carreau, trèfle ou pique) que celle qu’elle recouvre.',
  'refusal.ERR_TABLEAU_COLOUR': 'Cette carte doit être d’une teinte opposée à celle qu’elle recouvre\u00a0: rouge sur noir, noir sur rouge.',
  'refusal.ERR_PILE_FULL': 'Cette pile est pleine et n’accepte plus de carte.',
  'refusal.ERR_EMPTY_NEEDS_KING': 'Seul un Roi, ou une suite commençant par un Roi, peut occuper une pile vide.',
  'refusal.ERR_EMPTY_PILE_CLOSED': 'Une pile vide le reste jusqu’à la fin de la partie.',
  'refusal.ERR_NO_STOCK': 'Ce jeu n’a pas de talon.',
  'refusal.ERR_STOCK_EMPTY': 'Le talon est vide.',
  'refusal.ERR_STOCK_NOT_EMPTY': 'La défausse ne retourne au talon qu’une fois le talon épuisé.',
  'refusal.ERR_NO_REDEAL': 'Ce jeu ne permet aucune nouvelle donne.',
  'refusal.ERR_NO_REDEALS_LEFT': 'Il ne reste plus de nouvelle donne\u00a0: tous les passages du talon ont été faits.',
  'refusal.ERR_NOTHING_TO_REDEAL': 'Il ne reste aucune carte à redistribuer.',

  'page.title': 'Comment jouer à {name}',
  'page.otherLanguages': 'Cette page dans d’autres langues',
  'page.allGames': 'Tous les jeux',
  'page.figure': 'La disposition de départ de {name}.',
  'page.ruleIdsNote': 'Les petits codes après chaque phrase désignent les règles qu’elle énonce dans la référence du projet.',
  'index.title': 'Jeux de patience\u00a0: les règles',
  'index.intro': 'Les règles de chaque jeu de la collection, écrites à partir des définitions mêmes qu’utilise le moteur de jeu.',
  'svg.stock': 'Talon',
  'svg.waste': 'Défausse',
  'svg.foundations': 'Fondations',
  'svg.reserve': 'Réserve',
  'svg.faceDown': 'face cachée',
  'svg.faceUp': 'face visible',

  'section.overview': 'Présentation',
  'section.goal': 'But du jeu',
  'section.layout': 'Mise en place',
  'section.foundations': 'Fondations',
  'section.tableau': '{fans, select, true {Éventails} other {Tableau}}',
  'section.stock': '{hasStock, select, true {Talon et défausse} other {Nouvelles donnes}}',
  'section.scoring': 'Score',
  'section.options': 'Options',
  'section.tips': 'Conseils',

  'overview.summary': '{fans, select, true {{name} est un jeu de patience pour un joueur\u00a0: toutes les cartes sont étalées face visible en {piles} petits éventails, et le but est de les monter sur {foundations} fondations.} other {{hasStock, select, true {{name} est un jeu de patience pour un joueur, avec un tableau de {piles} piles, un talon et {foundations} fondations à monter.} other {{name} est un jeu de patience pour un joueur, avec un tableau de {piles} piles et {foundations} fondations à monter.}}}}',
  'overview.deck': '{decks, plural, one {On y joue avec un jeu standard de {cards} cartes\u00a0: trèfle, carreau, cœur et pique, le cœur et le carreau étant rouges, chaque couleur allant de l’As (qui vaut un, la carte la plus basse) au Roi.} other {On y joue avec # jeux standard, soit {cards} cartes\u00a0: trèfle, carreau, cœur et pique, le cœur et le carreau étant rouges, chaque couleur allant de l’As (qui vaut un, la carte la plus basse) au Roi.}}',
  'overview.source': 'Ces règles suivent cette source\u00a0: «\u00a0{source}\u00a0».',

  'goal.win': 'La partie est gagnée quand les {cards} cartes sont sur les {foundations} fondations.',

  'layout.aces': 'Avant la donne, les {aces} As sont posés sur les fondations, un sur chacune.',
  'layout.rows': 'Le tableau compte {piles} piles de {perPile} cartes chacune, soit {total} cartes, distribuées en {rows} rangées\u00a0: chaque rangée pose une carte sur chaque pile, de gauche à droite.',
  'layout.row': '{face, select, up {La rangée {row} est distribuée face visible.} other {La rangée {row} est distribuée face cachée.}}',
  'layout.coveredFaceUp': 'Une carte face visible de la rangée {row} se trouve sous une carte face cachée\u00a0: on la voit et on peut en tenir compte, mais elle ne peut pas bouger tant qu’une carte face cachée la recouvre\u00a0; une fois cette carte retournée, elle se déplace comme toute autre carte face visible.',
  'layout.staircase': 'Le tableau compte {piles} piles de 1 à {piles} cartes (la première pile reçoit une carte, la deuxième deux, et ainsi de suite), soit {total} cartes. Seule la carte du dessus de chaque pile est face visible.',
  'layout.fans': '{shape, select, even {{whole, select, true {Tout le jeu est distribué face visible en {fans} éventails de {size} cartes.} other {{total} cartes sont distribuées face visible en {fans} éventails de {size} cartes.}}} other {{whole, select, true {Tout le jeu est distribué face visible en {fans} éventails\u00a0: {full} éventails de {size} cartes, puis un dernier éventail {last, plural, one {d’une seule carte} other {de # cartes}}.} other {{total} cartes sont distribuées face visible en {fans} éventails\u00a0: {full} éventails de {size} cartes, puis un dernier éventail {last, plural, one {d’une seule carte} other {de # cartes}}.}}}}',
  'layout.kingsToBottom': '{fans, select, true {Pendant la donne, chaque Roi qui tombe dans un éventail glisse au fond de cet éventail\u00a0: au départ, aucun Roi ne recouvre donc une autre carte. Un éventail qui reçoit plusieurs Rois les garde au fond, dans l’ordre où ils ont été distribués.} other {Pendant la donne, chaque Roi qui tombe dans une pile glisse au fond de cette pile\u00a0: au départ, aucun Roi ne recouvre donc une autre carte. Une pile qui reçoit plusieurs Rois les garde au fond, dans l’ordre où ils ont été distribués.}}',
  'layout.reserve': 'Ensuite, {reserve} cartes forment une réserve, face cachée sauf celle du dessus, qui est face visible et jouable. On ne peut jamais rien poser sur la réserve.',
  'layout.stock': 'Les {stock} cartes restantes forment le talon, face cachée. La défausse est vide au départ.',
  'layout.noStock': '{redeal, select, true {Toutes les cartes sont distribuées au départ\u00a0: il n’y a ni talon ni défausse.} other {Toutes les cartes sont distribuées au départ\u00a0: il n’y a ni talon, ni défausse, ni nouvelle donne.}}',

  'foundations.base': '{count, plural, one {Il y a une fondation. Une fondation vide accepte n’importe quel As.} other {Il y a # fondations. Une fondation vide accepte n’importe quel As.}}',
  'foundations.build': '{build, select, alternateColour {Une fondation accepte une carte de teinte opposée (rouge ou noire) et de rang exactement supérieur d’un à sa carte du dessus. Une fondation contient donc au plus {max} cartes, de l’As au Roi.} other {Une fondation accepte une carte de la même couleur et de rang exactement supérieur d’un à sa carte du dessus. Une fondation contient donc au plus {max} cartes, de l’As au Roi d’une même couleur.}}',
  'foundations.playBack': '{playBack, select, true {{fans, select, true {La carte du dessus d’une fondation reste en jeu\u00a0: elle peut revenir sur un éventail qui l’accepte selon les règles des éventails, mais jamais passer d’une fondation à une autre.} other {La carte du dessus d’une fondation reste en jeu\u00a0: elle peut revenir sur une pile du tableau qui l’accepte selon les règles du tableau, mais jamais passer d’une fondation à une autre.}}} other {Une carte posée sur une fondation y reste jusqu’à la fin de la partie.}}',
  'foundations.shortcut': 'Pour envoyer une carte sur la fondation qui l’accepte, s’il y en a une, double-cliquez dessus dans le jeu web ou appuyez sur une seule touche dans le jeu en terminal.',

  'tableau.rank': '{fans, select, true {{direction, select, down {Un éventail accepte une carte de rang exactement inférieur d’un à sa carte du dessus.} up {Un éventail accepte une carte de rang exactement supérieur d’un à sa carte du dessus.} other {Un éventail accepte une carte de rang supérieur ou inférieur d’un à sa carte du dessus.}}} other {{direction, select, down {Une pile du tableau accepte une carte de rang exactement inférieur d’un à sa carte du dessus.} up {Une pile du tableau accepte une carte de rang exactement supérieur d’un à sa carte du dessus.} other {Une pile du tableau accepte une carte de rang supérieur ou inférieur d’un à sa carte du dessus.}}}}',
  'tableau.suit': '{suit, select, alternateColour {La carte ajoutée doit être de teinte opposée\u00a0: rouge sur noir, noir sur rouge.} sameSuit {La carte ajoutée doit être de la même couleur que celle qu’elle recouvre.} other {Ni la couleur ni la teinte ne comptent.}}',
  'tableau.example': `{shape, select, anyRank {Par exemple, on peut poser n’importe quel {r1} sur le {onRank} de ${suitWord('onSuit')}.} anyTwoRanks {Par exemple, on peut poser n’importe quel {r1} ou n’importe quel {r2} sur le {onRank} de ${suitWord('onSuit')}.} oneCard {Par exemple, sur le {onRank} de ${suitWord('onSuit')}, seul le {r1} de ${suitWord('s1')} convient.} twoCards {Par exemple, sur le {onRank} de ${suitWord('onSuit')}, seuls le {r1} de ${suitWord('s1')} et le {r1} de ${suitWord('s2')} conviennent.} other {Par exemple, {count} cartes différentes conviennent sur le {onRank} de ${suitWord('onSuit')}.}}`,
  'tableau.wrap': '{wrap, select, true {Les rangs forment une boucle\u00a0: le Roi et l’As sont voisins.} other {Les rangs ne forment pas de boucle\u00a0: rien n’est au-dessous de l’As ni au-dessus du Roi.}}',
  'tableau.ends': `{ends, select, both {Ainsi, sur un Roi, ${onlyRank('kingTakes')} peut être posé, et sur un As, ${onlyRank('aceTakes')}.} king {Ainsi, sur un Roi on ne peut poser qu’${aRank('kingTakes')}, et sur un As rien du tout.} ace {Ainsi, sur un As on ne peut poser qu’${aRank('aceTakes')}, et sur un Roi rien du tout.} other {Ainsi, on ne peut rien poser ni sur un Roi ni sur un As.}}`,
  'tableau.moveUnit': '{unit, select, topCard {{fans, select, true {Seule la carte du dessus d’un éventail est jouable, et elle se déplace toujours seule, jamais en suite\u00a0: sur une fondation ou sur un autre éventail.} other {Seule la carte du dessus d’une pile est jouable, et elle se déplace toujours seule, jamais en suite\u00a0: sur une fondation ou sur une autre pile.}}} other {Une carte face visible peut être déplacée avec toutes les cartes posées sur elle, d’un seul bloc, pourvu que chaque carte du bloc puisse elle-même être posée sur la carte qui la précède.}}',
  'tableau.runStart': 'Les cartes face visible d’une pile ne forment pas forcément une seule suite, car la donne peut réunir des cartes visibles sans rapport entre elles\u00a0: un bloc ne peut commencer qu’à une carte à partir de laquelle le reste de la pile forme une telle suite.',
  'tableau.autoFlip': 'Une carte face cachée se retourne d’elle-même dès qu’elle devient la carte du dessus de sa pile.',
  'tableau.capacity': '{fans, select, true {{capacity, plural, one {Un éventail ne peut jamais contenir plus d’une carte\u00a0: un éventail d’une carte n’accepte rien.} other {Un éventail ne peut jamais contenir plus de # cartes\u00a0: un éventail de # cartes n’accepte rien.}}} other {{capacity, plural, one {Une pile ne peut jamais contenir plus d’une carte\u00a0: une pile d’une carte n’accepte rien.} other {Une pile ne peut jamais contenir plus de # cartes\u00a0: une pile de # cartes n’accepte rien.}}}}',
  'tableau.empty': '{policy, select, kingOnly {{unit, select, topCard {{fans, select, true {Un éventail vide n’accepte qu’un Roi.} other {Une pile vide n’accepte qu’un Roi.}}} other {Une pile vide n’accepte qu’un Roi, ou un bloc commençant par un Roi.}}} anyCard {{unit, select, topCard {{fans, select, true {Un éventail vide accepte n’importe quelle carte.} other {Une pile vide accepte n’importe quelle carte.}}} other {Une pile vide accepte n’importe quelle carte, ou n’importe quel bloc déplaçable.}}} other {{fans, select, true {Un éventail qui se vide reste vide jusqu’à la fin de la partie\u00a0: aucune carte ne peut y être posée.} other {Une pile qui se vide reste vide jusqu’à la fin de la partie\u00a0: aucune carte ne peut y être posée.}}}}',

  'stock.draw': '{draw, plural, one {Chaque donne du talon retourne une carte sur la défausse.} other {Chaque donne du talon retourne # cartes sur la défausse (moins s’il en reste moins), et seule celle du dessus est jouable.}}',
  'stock.waste': 'La carte du dessus de la défausse peut être jouée sur une pile du tableau ou sur une fondation. Le joueur ne pose jamais de carte sur la défausse ni sur le talon.',
  'stock.redeal': '{unlimited, select, true {Quand le talon est épuisé, toute la défausse est retournée pour former un nouveau talon, dans le même ordre\u00a0: la première carte distribuée revient donc la première. Les nouvelles donnes sont illimitées\u00a0: on peut passer le talon autant de fois qu’on le souhaite.} other {{limit, plural, =0 {Il n’y a pas de nouvelle donne\u00a0: le talon n’est distribué qu’une fois, en un seul passage, puis il reste vide.} one {Quand le talon est épuisé, toute la défausse est retournée pour former un nouveau talon, dans le même ordre\u00a0: la première carte distribuée revient donc la première. On ne peut le faire qu’une fois\u00a0: une nouvelle donne, soit deux passages du talon en tout. Après le dernier passage, le talon reste vide.} other {Quand le talon est épuisé, toute la défausse est retournée pour former un nouveau talon, dans le même ordre\u00a0: la première carte distribuée revient donc la première. On peut le faire # fois au plus\u00a0: # nouvelles donnes, soit {passes} passages du talon en tout. Après le dernier passage, le talon reste vide.}}}}',
  'stock.shuffle': '{fans, select, true {{unlimited, select, true {À tout moment, on peut ramasser les cartes restées dans les éventails, les mélanger et les redistribuer en éventails de {size}, le dernier éventail recevant ce qui reste. Ces nouvelles donnes sont illimitées.} other {{limit, plural, =0 {Les cartes restées dans les éventails ne sont jamais ramassées pour être redistribuées.} one {Une fois par partie, on peut ramasser les cartes restées dans les éventails, les mélanger et les redistribuer en éventails de {size}, le dernier éventail recevant ce qui reste\u00a0: c’est une nouvelle donne.} other {Jusqu’à # fois par partie, on peut ramasser les cartes restées dans les éventails, les mélanger et les redistribuer en éventails de {size}, le dernier éventail recevant ce qui reste\u00a0: ce sont # nouvelles donnes.}}}}} other {{unlimited, select, true {À tout moment, on peut ramasser les cartes restées sur le tableau, les mélanger et les redistribuer de la même façon. Ces nouvelles donnes sont illimitées.} other {{limit, plural, =0 {Les cartes du tableau ne sont jamais ramassées pour être redistribuées.} one {Une fois par partie, on peut ramasser les cartes restées sur le tableau, les mélanger et les redistribuer de la même façon\u00a0: c’est une nouvelle donne.} other {Jusqu’à # fois par partie, on peut ramasser les cartes restées sur le tableau, les mélanger et les redistribuer de la même façon\u00a0: ce sont # nouvelles donnes.}}}}}}',

  'scoring.scheme': '{scoring, select, foundationCards {Chaque carte sur les fondations rapporte un point, soit {max} points au plus. Une carte reprise d’une fondation emporte son point avec elle.} other {Aucun score n’est tenu\u00a0: une partie est simplement gagnée ou non.}}',

  'options.intro': '{count, plural, one {Un réglage peut être changé avant une partie\u00a0; les règles ci-dessus décrivent sa valeur par défaut.} other {# réglages peuvent être changés avant une partie\u00a0; les règles ci-dessus décrivent leurs valeurs par défaut.}}',
  'options.draw': '{value, plural, one {Cartes par donne\u00a0: le talon peut retourner une carte à la fois au lieu de {dflt}.} other {Cartes par donne\u00a0: le talon peut retourner # cartes à la fois au lieu de {dflt}.}}',
  'options.redeals': '{unlimited, select, true {Nouvelles donnes\u00a0: elles peuvent être illimitées.} other {{kind, select, turnWaste {{value, plural, =0 {Nouvelles donnes\u00a0: elles peuvent être supprimées, ce qui laisse un seul passage du talon.} one {Nouvelles donnes\u00a0: elles peuvent être limitées à une, soit deux passages du talon.} other {Nouvelles donnes\u00a0: elles peuvent être limitées à #, soit {passes} passages du talon.}}} other {{value, plural, =0 {Nouvelles donnes\u00a0: elles peuvent être supprimées.} one {Nouvelles donnes\u00a0: elles peuvent être limitées à une.} other {Nouvelles donnes\u00a0: elles peuvent être limitées à #.}}}}}}',
  'options.playBack': '{value, select, true {Reprise\u00a0: les cartes peuvent être autorisées à revenir des fondations.} other {Reprise\u00a0: les cartes peuvent rester sur les fondations pour de bon.}}',
  'options.kingsToBottom': '{value, select, true {Rois à la donne\u00a0: on peut les faire glisser au fond de leur pile.} other {Rois à la donne\u00a0: on peut les laisser là où ils tombent, sans les glisser au fond.}}',

  'tips.coveredFaceUp': 'Avant de jouer, regardez les cartes face visible cachées sous des cartes face cachée\u00a0: elles montrent ce qu’une pile offrira une fois dégagée.',
  'tips.kingOnly': 'Ne videz une pile que lorsqu’un Roi, ou un bloc commençant par un Roi, est prêt à s’y installer.',
  'tips.never': '{fans, select, true {Un éventail vidé est perdu pour de bon\u00a0: réfléchissez avant d’en vider un.} other {Une pile vidée est perdue pour de bon\u00a0: réfléchissez avant d’en vider une.}}',
  'tips.capacity': '{fans, select, true {Un éventail plein n’accepte rien\u00a0: gardez de la place sur les éventails là où les prochaines cartes en auront besoin.} other {Une pile pleine n’accepte rien\u00a0: gardez de la place sur les piles là où les prochaines cartes en auront besoin.}}',
  'tips.draw': 'En retournant {draw} cartes à la fois, on n’atteint qu’une carte du talon sur {draw} à chaque passage\u00a0; jouer une carte de la défausse change celles que l’on atteindra au passage suivant.',
  'tips.passes': 'Les passages du talon sont comptés\u00a0: avant de retourner la défausse, assurez-vous d’avoir utilisé toutes les cartes qu’elle offrait.',
  'tips.playBack': '{fans, select, true {Quand vous êtes bloqué, reprendre une carte d’une fondation peut libérer un coup sur les éventails.} other {Quand vous êtes bloqué, reprendre une carte d’une fondation peut libérer un coup sur le tableau.}}',
};
