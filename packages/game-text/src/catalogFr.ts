import { capitalWords, words } from './glossary.js';
import { choose, countWords, rankSelect } from './icuSelect.js';
import { suitWord } from './tableCatalogFr.js';

// French. The words come from the glossary (glossary.ts); the agreement around them (une pile vide, le talon,
// du tableau) is written here. Card names are common nouns, in lower case mid-sentence (l’as, la dame, le roi),
// and carry their gender. The rules are stated with « on »; where the page speaks to the player (tips, the
// shortcut) it says « vous ». Piles are built « en descendant », foundations « en montant ».
// Typography: a non-breaking space (U+00A0) before : ; ? and !, typographic apostrophe.

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
    jack: 'un valet',
    queen: 'une dame',
    king: 'un roi',
  });

// Counts in words from one to ten, figures above, agreeing with the noun: une carte, un éventail.
const femNumbers = ['une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
const nf = (arg: string) => countWords(arg, femNumbers);
const nm = (arg: string) => countWords(arg, ['un', ...femNumbers.slice(1)]);
const Nm = (arg: string) => countWords(arg, ['Un', ...femNumbers.slice(1).map(cap)]);
const ord = (arg: string) =>
  countWords(arg, [
    'première',
    'deuxième',
    'troisième',
    'quatrième',
    'cinquième',
    'sixième',
    'septième',
    'huitième',
    'neuvième',
    'dixième',
  ]);

// The sources a page names, in the form that follows « celles de » / « d’après ».
const sources = {
  onlinePage: 'la page de règles en ligne dont est partie cette collection',
  aisleriot: 'GNOME Aisleriot',
  pysolfc: 'PySolFC',
  solitaireGg: 'solitaire.gg',
  prettyGoodSolitaire: 'Pretty Good Solitaire',
  parlett: 'le Penguin Book of Patience de David Parlett',
  moreheadMottSmith: 'Morehead et Mott-Smith',
  wikipedia: 'Wikipédia',
  microsoft: 'Microsoft FreeCell pour Windows',
  microsoftSpider: 'Microsoft Spider Solitaire pour Windows',
  fcSolve: 'Freecell Solver',
  jerryBryan: 'Jerry Bryan',
  microsoftCollection: 'Microsoft Solitaire Collection',
  blackHoleSolver: 'le Black Hole Solver de Shlomi Fish',
  playsolitaireIo: 'playsolitaire.io',
};
const src = (arg: string) => choose(arg, sources);
const Src = (arg: string) =>
  choose(arg, {
    ...sources,
    onlinePage: 'La page de règles en ligne dont est partie cette collection',
    parlett: 'Le Penguin Book of Patience de David Parlett',
    microsoft: 'Microsoft FreeCell pour Windows',
  });

// The glossary's words (w) and the same capitalised (W).
const w = words.fr;
const W = capitalWords.fr;

// A card named by the arguments `rank` and `suit`, with its article: « l’as de pique », « la dame de cœur ».
const theCard = `${rankSelect('rank', {
  ace: 'l’as',
  two: 'le 2',
  three: 'le 3',
  four: 'le 4',
  five: 'le 5',
  six: 'le 6',
  seven: 'le 7',
  eight: 'le 8',
  nine: 'le 9',
  ten: 'le 10',
  jack: 'le valet',
  queen: 'la dame',
  king: 'le roi',
})} de ${suitWord('suit')}`;
// What a card played onto the one foundation may not do at the ends of the ranks, after « quelle que soit la couleur ».
const stepEnds = `{wrap, select, true {, le roi et l’as se suivant} other {{kingStops, select, true {, et rien sur un roi} other {, sans jamais passer du roi à l’as}}}}`;
// Whatever the stock (and its waste) still hold when the table is cleared.
const leftOver = `{waste, select, true {quoi qu’il reste dans le ${w.stock} et la ${w.waste}} other {quoi qu’il reste dans le ${w.stock}}}`;

// The deal of a rows layout, said once; each branch of layout.rows adds how the rows are faced.
const rowsDeal = `Le ${w.tableau} est distribué en ${nf('rows')} rangées sur ${nf('piles')} ${w.piles}, une ${w.card} par ${w.pile} et par rangée, de gauche à droite{short, plural, =0 {\u00a0: chaque ${w.pile} reçoit ainsi ${nf('perPile')} ${w.cards}, soit {total} en tout.} other {, jusqu’à la dernière ${w.card}\u00a0: les ${nf('long')} premières ${w.piles} en reçoivent ${nf('perPile')} et les ${nf('short')} dernières ${nf('fewer')}, soit {total} en tout.}}`;
// What a pile starts with in the index line: its cards (fewer on the last piles of a deal that runs out) and faces.
const startsWith = `{perPile, plural, one {une seule ${w.card}{down, plural, =0 {, face visible} other {, face cachée}}} other {${nf('perPile')} ${w.cards}{short, plural, =0 {} other { (les ${nf('short')} dernières, ${nf('fewer')})}}, {down, plural, =0 {toutes face visible} other {dont ${nf('down')} face cachée}}}}`;
// Said after a rows deal's pile contents when the deal slides each pile's Kings beneath its other cards.
const kingsUnder = `{kings, select, true {\u00a0; les rois qui s’y trouvent passent au fond de leur ${w.pile}} other {}}`;
// What an empty pile takes, where the index line has room to say so (after « sans tenir compte de la couleur »).
const emptyRule = `{empty, select, never {, et une ${w.pile} vidée reste vide} kingOnly {, et seul un roi peut occuper une ${w.pile} vidée} other {}}`;
// Turning the waste over: the same cards, not shuffled, come back in the order they were first drawn.
const turnOver = `Quand le ${w.stock} est épuisé, on peut faire une ${w.redeal}\u00a0: la ${w.waste} est retournée d’un seul geste, sans être mélangée, et redevient le ${w.stock}, si bien que ses ${w.cards} reviennent dans l’ordre où elles ont été tirées.`;
// A choice of a setting, marked when it is the one the page describes.
const byDefault = (phrase: string) => `{current, select, true {${phrase} (par défaut)} other {${phrase}}}`;
// The linked game's name after « de » and « que », elided before a vowel: d’Athena, qu’Athena, de Klondike.
const deOther = '{otherVowel, select, true {d’{other}} other {de {other}}}';
const queOther = '{otherVowel, select, true {qu’{other}} other {que {other}}}';
// How a game redeals, as the first half of a sentence about this game, from the arguments prefixed `p`.
const gathered = (times: string) => `les ${w.cards} peuvent être ramassées, mélangées et redistribuées ${times}`;
const redealHere = (p: string) =>
  `{${p}Kind, select, turnWaste {{${p}Unlimited, select, true {Ici, les ${w.redeals} sont illimitées} other {{${p}Limit, plural, =0 {Ici, il n’y a pas de ${w.redeal}} one {Ici, une seule ${w.redeal} est permise} other {Ici, ${nf(`${p}Limit`)} ${w.redeals} au plus sont permises}}}}} shuffleTableau {{${p}Unlimited, select, true {Ici, ${gathered('autant de fois qu’on le souhaite')}} other {{${p}Limit, plural, =0 {Ici, il n’y a pas de ${w.redeal}} one {Ici, ${gathered('une fois')}} other {Ici, ${gathered(`jusqu’à ${nf(`${p}Limit`)} fois`)}}}}}} other {Ici, il n’y a pas de ${w.redeal}}}`;
// The same for the other game, as the second half: "…, alors qu’elles sont illimitées dans {other}."
const redealThere = (p: string) =>
  `{${p}Kind, select, turnWaste {{${p}Unlimited, select, true {alors qu’elles sont illimitées dans {other}} other {{${p}Limit, plural, =0 {alors ${queOther} n’en permet aucune} one {alors ${queOther} n’en permet qu’une} other {alors ${queOther} en permet jusqu’à ${nf(`${p}Limit`)}}}}}} shuffleTableau {{${p}Unlimited, select, true {alors que dans {other} ${gathered('autant de fois qu’on le souhaite')}} other {{${p}Limit, plural, =0 {alors que dans {other} il n’y a pas de ${w.redeal}} one {alors que dans {other} ${gathered('une fois')}} other {alors que dans {other} ${gathered(`jusqu’à ${nf(`${p}Limit`)} fois`)}}}}}} other {alors que dans {other} il n’y a pas de ${w.redeal}}}`;

// Both apps say so when no move can change the game any more (the terminal's notice, the web game's status line).
// How a deal of piles of their own sizes faces its cards (`pilesFaces` in describe.ts), after the card count.
const pileFaces = choose('faces', {
  allUp: ', toutes face visible',
  topUp: `, et seule celle du dessus de chaque ${w.pile} est face visible`,
  firstDown: `, {down, plural, one {celle du dessous face cachée} other {les ${nf('down')} du dessous face cachée}} {downPiles, plural, one {dans la première} other {dans les ${nf('downPiles')} premières}}`,
  mixed: ', dont certaines face cachée',
});
// From the fewest cards a pile gets, elided before « une »: « d’une à huit », « de cinq à six ».
const fromMin = `{min, plural, one {d’une} other {de ${nf('min')}}}`;
const told = 'Le jeu web comme le jeu en terminal le signalent quand cela arrive.';

/** French messages, by key. */
export const catalogFr: Record<string, string> = {
  'page.title': 'Comment jouer à {name}',
  'page.otherLanguages': 'Cette page dans d’autres langues',
  'page.allGames': 'Tous les jeux',
  'page.figure': 'La disposition de départ de {name}.',
  'index.title': 'Réussites\u00a0: les règles',
  'index.intro':
    'Les règles de chaque jeu de la collection, écrites à partir des définitions mêmes qu’utilise le moteur de jeu.',
  'svg.stock': `${W.stock}`,
  'svg.waste': `${W.waste}`,
  'svg.foundations': `${W.foundations}`,
  'svg.reserve': `${W.reserve}`,
  'svg.faceDown': 'face cachée',
  'svg.faceUp': 'face visible',

  'section.overview': 'Présentation',
  'section.goal': 'But du jeu',
  'section.layout': 'Mise en place',
  'section.foundations': `{kind, select, single {${W.foundation}} higherOfSuit {Cartes écartées} rankSum {Paires} other {${W.foundations}}}`,
  'section.tableau': `{fans, select, true {${W.fans}} other {${W.tableau}}}`,
  'section.stock': `{hasStock, select, true {{waste, select, false {${W.stock}} other {${W.stock} et ${w.waste}}}} other {${W.redeals}}}`,
  'section.scoring': 'Score',
  'section.tips': 'Conseils',
  'section.variations': 'Variantes',
  'section.related': 'Jeux apparentés',
  'section.about': 'Sources et histoire',

  'overview.intro': choose(
    'family',
    {
      klondike:
        '{head, select, true {{name} est la réussite qui donne son nom à la famille Klondike.} other {{name} est une réussite de la famille Klondike.}}',
      canfield: `{head, select, true {{name} est la réussite qui donne son nom à la famille Canfield.} other {{name} est une réussite de la famille Canfield.}}`,
      yukon: `{head, select, true {{name} est la réussite qui donne son nom à la famille Yukon.} other {{name} est une réussite de la famille Yukon.}}`,
      fortyThieves: `{head, select, true {{name} est la réussite qui donne son nom à la famille Forty Thieves.} other {{name} est une réussite de la famille Forty Thieves.}}`,
      bakersDozen: `{head, select, true {{name} est la réussite qui donne son nom à la famille Baker’s Dozen.} other {{name} est une réussite de la famille Baker’s Dozen.}}`,
      freecell: `{head, select, true {{name} est la plus connue des réussites qui se jouent avec des ${w.cells} libres.} other {{name} est une réussite de la famille des jeux à ${w.cells} libres.}}`,
      fan: `{head, select, true {{name} («\u00a0éventail\u00a0» en anglais) est la réussite qui donne son nom à la famille des jeux distribués en petits ${w.fans}.} other {{name} est une réussite de la famille des jeux distribués en petits ${w.fans}.}}`,
      spider: `{head, select, true {{name} («\u00a0araignée\u00a0» en anglais) est la réussite qui donne son nom à la famille Spider.} other {{name} est une réussite de la famille Spider.}}`,
      golf: `{head, select, true {{name} est la réussite qui donne son nom à la famille Golf.} other {{name} est une réussite de la famille Golf.}}`,
      pyramid: `{head, select, true {{name} («\u00a0pyramide\u00a0» en anglais) est la réussite qui donne son nom à la famille Pyramid.} other {{name} est une réussite de la famille Pyramid.}}`,
    },
    '{name} est une réussite.',
  ),
  'summary.rows': `{decks, plural, one {Au départ, chacune des ${nf('piles')} ${w.piles} reçoit ${startsWith}${kingsUnder}.} other {Avec ${nm('decks')} jeux, chacune des ${nf('piles')} ${w.piles} reçoit au départ ${startsWith}${kingsUnder}.}}`,
  'summary.piles': `{decks, plural, one {{spread, select, even {Au départ, chacune des ${nf('piles')} ${w.piles} reçoit ${nf('max')} ${w.cards}${pileFaces}.} twoSizes {Au départ, les ${nf('piles')} ${w.piles} reçoivent ${nf('min')} ou ${nf('max')} ${w.cards}${pileFaces}.} other {Au départ, les ${nf('piles')} ${w.piles} reçoivent ${fromMin} à ${nf('max')} ${w.cards}${pileFaces}.}}} other {{spread, select, even {Avec ${nm('decks')} jeux, chacune des ${nf('piles')} ${w.piles} reçoit au départ ${nf('max')} ${w.cards}${pileFaces}.} twoSizes {Avec ${nm('decks')} jeux, les ${nf('piles')} ${w.piles} reçoivent au départ ${nf('min')} ou ${nf('max')} ${w.cards}${pileFaces}.} other {Avec ${nm('decks')} jeux, les ${nf('piles')} ${w.piles} reçoivent au départ ${fromMin} à ${nf('max')} ${w.cards}${pileFaces}.}}}}`,
  'summary.runs': `Chaque ${w.run} du roi à l’as dans une même ${w.suit} quitte le ${w.tableau} pour une ${w.foundation} dès qu’elle est complète\u00a0; aucune ${w.card} seule n’y va jamais.`,
  'summary.stockRow': `{rows, plural, =0 {Les ${nf('rest')} dernières ${w.cards} attendent dans le ${w.stock}, pour être distribuées sur les ${nf('rest')} premières ${w.piles} quand le joueur le décide.} other {{needsEveryPile, select, true {Chaque fois que le ${w.stock} distribue, il pose une ${w.card} sur chaque ${w.pile}, et jamais tant qu’une ${w.pile} est vide.} other {Chaque fois que le ${w.stock} distribue, il pose une ${w.card} sur chaque ${w.pile}.}}}}`,
  'summary.cells': `{dealt, plural, =0 {À côté des ${w.foundations} se trouvent ${nf('cells')} ${w.cells} libres, qui reçoivent chacune une seule ${w.card}.} other {À côté des ${w.foundations} se trouvent ${nf('cells')} ${w.cells} libres, qui reçoivent chacune une seule ${w.card}\u00a0; la ${w.deal} en remplit ${nf('dealt')}.}}`,
  'summary.staircase': `{extraUp, plural, =0 {Au départ, les ${nf('piles')} ${w.piles} reçoivent d’une à ${nf('piles')} ${w.cards}, et seule celle du dessus de chaque ${w.pile} est face visible.} other {Au départ, les ${nf('piles')} ${w.piles} reçoivent d’une à ${nf('piles')} ${w.cards}, et seule celle du dessus de chaque ${w.pile} est face visible\u00a0; toutes sauf la première reçoivent ensuite ${nf('extraUp')} ${w.cards} de plus, face visible.}}`,
  'summary.fans': `{aces, select, card {Toutes les ${w.cards} sauf celle qui commence la ${w.foundation} sont étalées face visible en ${nm('fans')} ${w.fans} de ${nf('size')}.} true {Les as commencent sur les ${w.foundations}, et les autres ${w.cards} sont étalées face visible en ${nm('fans')} ${w.fans} de ${nf('size')}.} other {Toutes les ${w.cards} sont étalées face visible en ${nm('fans')} ${w.fans} de ${nf('size')} au plus.}}`,
  'summary.reserve': `{refill, select, true {Une ${w.reserve} de ${nf('reserve')} ${w.cards} attend à côté, sa ${w.card} du dessus en jeu, et remplit toute ${w.pile} qui se vide.} other {Une ${w.reserve} de ${nf('reserve')} ${w.cards} attend à côté, sa ${w.card} du dessus en jeu.}}`,
  'summary.base': `{wrap, select, true {Les ${w.foundations} partent du rang de la première ${w.card} distribuée, qui change d’une ${w.deal} à l’autre, et passent du roi à l’as.} other {Les ${w.foundations} partent du rang de la première ${w.card} distribuée, qui change d’une ${w.deal} à l’autre.}}`,
  'summary.build': choose(
    'build',
    {
      down_alternateColour: `{foundations, select, alternateColour {Les ${w.piles} se construisent en descendant et les ${w.foundations} en montant, toujours en alternant le rouge et le noir.} other {Les ${w.piles} se construisent en descendant, en alternant le rouge et le noir.}}`,
      down_sameSuit: `{fans, select, true {Chaque ${w.fan} se construit en descendant dans la même ${w.suit}, une ${w.card} à la fois.} other {{moveUnit, select, topCard {Les ${w.piles} se construisent en descendant dans la même ${w.suit}, une ${w.card} à la fois.} other {Les ${w.piles} se construisent en descendant dans la même ${w.suit}.}}}}`,
      down_any: `{moveUnit, select, topCard {Les ${w.piles} se construisent en descendant sans tenir compte de la ${w.suit}, une ${w.card} à la fois${emptyRule}.} suitedRun {Les ${w.piles} se construisent en descendant sans tenir compte de la ${w.suit}, mais seule une ${w.run} d’une même ${w.suit} se déplace d’un seul tenant${emptyRule}.} other {Les ${w.piles} se construisent en descendant sans tenir compte de la ${w.suit}${emptyRule}.}}`,
      upOrDown_any: `{capacity, plural, =0 {Les ${w.fans} acceptent une ${w.card} d’un rang immédiatement supérieur ou inférieur, quelle que soit sa ${w.suit}.} other {Les ${w.fans} acceptent une ${w.card} d’un rang immédiatement supérieur ou inférieur, quelle que soit sa ${w.suit}, et contiennent ${nf('capacity')} ${w.cards} au plus.}}`,
    },
    `Le ${w.tableau} se construit par rangs, comme expliqué plus bas.`,
  ),
  'summary.stock': `{unlimited, select, true {{draw, plural, one {On tire les ${w.cards} du ${w.stock} une à une, avec autant de ${w.redeals} qu’on le souhaite.} other {On tire les ${w.cards} du ${w.stock} ${nf('draw')} par ${nf('draw')}, avec autant de ${w.redeals} qu’on le souhaite.}}} other {{passes, plural, one {{draw, plural, one {On tire les ${w.cards} du ${w.stock} une à une, en un seul ${w.pass}.} other {On tire les ${w.cards} du ${w.stock} ${nf('draw')} par ${nf('draw')}, en un seul ${w.pass}.}}} other {{draw, plural, one {On tire les ${w.cards} du ${w.stock} une à une, en ${nm('passes')} ${w.passes} au total.} other {On tire les ${w.cards} du ${w.stock} ${nf('draw')} par ${nf('draw')}, en ${nm('passes')} ${w.passes} au total.}}}}}}`,
  'summary.noStock': `{unlimited, select, true {Il n’y a pas de ${w.stock}, mais les ${w.fans} peuvent être ramassés, mélangés et redistribués autant de fois qu’on le souhaite.} other {{shuffles, plural, =0 {Il n’y a ni ${w.stock} ni ${w.redeal}.} one {Il n’y a pas de ${w.stock}, mais les ${w.fans} peuvent être ramassés, mélangés et redistribués une fois.} other {Il n’y a pas de ${w.stock}, mais les ${w.fans} peuvent être ramassés, mélangés et redistribués jusqu’à ${nf('shuffles')} fois.}}}}`,
  'summary.scoring': `{scoring, select, foundationCards {Chaque ${w.card} posée sur les ${w.foundations} rapporte un point.} runBonus {Le score part de {start}, perd un point par ${w.move} et gagne {perRun} par ${w.run} complète.} other {Le score récompense les séries de ${w.cards} jouées depuis le ${w.tableau}.}}`,
  'overview.deck': `{suits, plural, one {On y joue avec {cards} ${w.cards} d’une seule ${w.suit}, le pique\u00a0: les treize ${w.cards} de pique, de l’as, la plus basse, jusqu’au roi, y figurent ${nf('copies')} fois.} =2 {On y joue avec {cards} ${w.cards} en deux ${w.suits} seulement, le pique, qui est noir, et le cœur, qui est rouge\u00a0: les treize ${w.cards} de chaque ${w.suit}, de l’as, la plus basse, jusqu’au roi, y figurent ${nf('copies')} fois.} other {{decks, plural, one {On y joue avec un jeu standard de {cards} ${w.cards} en quatre ${w.suits}\u00a0: le trèfle et le pique sont noirs, le carreau et le cœur rouges, et chaque ${w.suit} va de l’as, la ${w.card} la plus basse, jusqu’au roi.} other {On y joue avec ${nm('decks')} jeux standard mélangés, soit {cards} ${w.cards}, en quatre ${w.suits}\u00a0: le trèfle et le pique sont noirs, le carreau et le cœur rouges, et chaque ${w.suit} va de l’as, la ${w.card} la plus basse, jusqu’au roi.}}}}`,

  'goal.win': `{removal, select, true {La partie est gagnée quand les {cards} ${w.cards} ont été retirées, celles du ${w.stock} et de la ${w.waste} comprises.} other {{foundations, plural, =1 {La partie est gagnée quand les {cards} ${w.cards} sont sur la ${w.foundation}.} other {La partie est gagnée quand les {cards} ${w.cards} sont sur les ${nf('foundations')} ${w.foundations}.}}}}`,
  'goal.runs': `La partie est gagnée quand les ${nf('foundations')} ${w.runs} de treize ${w.cards}, chacune du roi à l’as dans une même ${w.suit}, ont quitté le ${w.tableau} pour les ${w.foundations}.`,
  'goal.lost': `{stock, select, true {{redeal, select, turnWaste {{unlimited, select, true {Comme les ${w.redeals} sont illimitées, la partie n’est perdue que lorsqu’aucune ${w.card} ne peut bouger et qu’un nouveau ${w.pass} de ${w.stock} n’apporterait rien. ${told}} other {La partie est perdue quand aucune ${w.card} ne peut bouger, que le ${w.stock} n’a plus rien à offrir et qu’il ne reste aucune ${w.redeal}. ${told}}}} other {La partie est perdue quand aucune ${w.card} ne peut bouger et que le ${w.stock} n’a plus rien à offrir. ${told}}}} other {{redeal, select, shuffleTableau {{unlimited, select, true {La partie est perdue quand aucune ${w.card} ne peut bouger et que les ${w.redeals} n’apportent plus rien. ${told}} other {La partie est perdue quand aucune ${w.card} ne peut bouger et qu’il ne reste aucune ${w.redeal}. ${told}}}} other {La partie est perdue quand plus aucune ${w.card} ne peut bouger. ${told}}}}}`,

  'layout.aces': `Avant la ${w.deal}, les ${nm('aces')} as sont posés sur les ${w.foundations}, un sur chacune.`,
  // A single row gives each pile one card: said without rows or totals.
  'layout.rows': `{rows, plural, one {Chacune des ${nf('piles')} ${w.piles} du ${w.tableau} reçoit une seule ${w.card}{faces, select, allDown {, face cachée} other {, face visible}}.} other {${choose(
    'faces',
    {
      alternateDown: `${rowsDeal} La première rangée est face cachée, la deuxième face visible, et ainsi de suite en alternance.`,
      alternateUp: `${rowsDeal} La première rangée est face visible, la deuxième face cachée, et ainsi de suite en alternance.`,
      allUp: `${rowsDeal} Toutes les rangées sont face visible.`,
      allDown: `${rowsDeal} Toutes les rangées sont face cachée.`,
      mixed: `${rowsDeal} Les rangées {items} sont face cachée et les autres face visible.`,
    },
  )}}}`,
  'layout.rowNumber': '{row}',
  'layout.rowSize': `${nf('size')}`,
  'layout.piles': `{groups, plural, one {Chacune des ${nf('piles')} ${w.piles} du ${w.tableau} reçoit {size, plural, one {une seule ${w.card}} other {${nf('size')} ${w.cards}}}, soit {total} en tout.} other {De gauche à droite, les ${nf('piles')} ${w.piles} du ${w.tableau} reçoivent {items}, soit {total} ${w.cards} en tout.}}`,
  'layout.pileGroup': `{position, select, first {{count, plural, one {{size, plural, one {une ${w.card}} other {${nf('size')} ${w.cards}}} pour la première} other {{size, plural, one {une ${w.card}} other {${nf('size')} ${w.cards}}} chacune pour les ${nf('count')} premières}}} rest {${nf('size')} chacune pour les ${nf('count')} autres} other {{count, plural, one {${nf('size')} pour la ${ord('pile')}} other {${nf('size')} chacune pour les ${nf('count')} suivantes}}}}`,
  'layout.pileFaces': choose('faces', {
    allUp: `Toutes les ${w.cards} sont distribuées face visible.`,
    topUp: `Seule la ${w.card} du dessus de chaque ${w.pile} est face visible\u00a0; les autres sont face cachée en dessous.`,
    firstDown: `{downPiles, plural, one {Dans la première ${w.pile}} other {Dans chacune des ${nf('downPiles')} premières ${w.piles}}}, {down, plural, one {la ${w.card} du dessous est face cachée} other {les ${nf('down')} ${w.cards} du dessous sont face cachée}}\u00a0; toutes les autres sont face visible.`,
    mixed: `Certaines ${w.cards} sont distribuées face cachée, comme le montre l’image\u00a0; celle du dessus de chaque ${w.pile} est face visible.`,
  }),
  'layout.coveredFaceUp': `Les ${w.cards} de la ${ord('row')} rangée sont face visible mais se trouvent sous les ${w.cards} face cachée de la ${ord('coverRow')}\u00a0: on les voit et on peut en tenir compte, mais aucune ne peut bouger tant qu’une ${w.card} face cachée la recouvre. Une fois cette ${w.card} du dessus retournée, la ${w.card} du dessous se déplace comme toute autre ${w.card} face visible.`,
  'layout.staircase': `Les ${nf('piles')} ${w.piles} du ${w.tableau} reçoivent d’une à ${nf('piles')} ${w.cards} (la première une, la deuxième deux, et ainsi de suite), soit {total} ${w.cards}, et seule la ${w.card} du dessus de chaque ${w.pile} est face visible.`,
  'layout.extraUp': `Puis ${nf('extraUp')} rangées de plus sont distribuées face visible, une ${w.card} par rangée sur chaque ${w.pile} sauf la première, soit {total} ${w.cards} en tout.`,
  'layout.fans': `{shape, select, even {{whole, select, true {Tout le jeu est distribué face visible en ${nm('fans')} ${w.fans} de ${nf('size')} ${w.cards}.} other {Les {total} autres ${w.cards} sont étalées face visible en ${nm('fans')} ${w.fans} de ${nf('size')} ${w.cards}.}}} other {{whole, select, true {Tout le jeu est distribué face visible en ${nm('fans')} ${w.fans}\u00a0: ${nm('full')} de ${nf('size')} ${w.cards}, puis un dernier ${w.fan} {last, plural, one {d’une seule ${w.card}} other {de ${nf('last')} ${w.cards}}}.} other {Les {total} autres ${w.cards} sont étalées face visible en ${nm('fans')} ${w.fans}\u00a0: ${nm('full')} de ${nf('size')} ${w.cards}, puis un dernier ${w.fan} {last, plural, one {d’une seule ${w.card}} other {de ${nf('last')} ${w.cards}}}.}}}}`,
  'layout.kingsToBottom': `{fans, select, true {Pendant la ${w.deal}, chaque roi qui tombe dans un ${w.fan} est glissé sous les ${w.cards} déjà présentes, au fond de cet ${w.fan}\u00a0: au début de la partie, aucun roi ne recouvre donc une ${w.card} autre qu’un roi. Un ${w.fan} qui reçoit plusieurs rois les garde au fond, dans l’ordre où ils sont arrivés.} other {Pendant la ${w.deal}, chaque roi qui tombe dans une ${w.pile} est glissé sous les ${w.cards} déjà présentes, au fond de cette ${w.pile}\u00a0: au début de la partie, aucun roi ne recouvre donc une ${w.card} autre qu’un roi. Une ${w.pile} qui reçoit plusieurs rois les garde au fond, dans l’ordre où ils sont arrivés.}}`,
  'layout.baseCard': `{single, select, true {Une ${w.card} est retournée face visible pour commencer la ${w.foundation}\u00a0: c’est la première ${w.card} sur laquelle on construit, quel que soit son rang.} other {D’abord, une ${w.card} est retournée face visible et posée sur une ${w.foundation}\u00a0: son rang est le rang de base de cette ${w.deal}.}}`,
  'layout.reserve': `Ensuite, ${nf('reserve')} ${w.cards} sont mises de côté en ${w.reserve}, face cachée sauf celle du dessus, qui est face visible et jouable. On ne peut jamais rien poser sur la ${w.reserve}.`,
  'layout.stock': `{waste, select, false {Les ${nf('stock')} ${w.cards} restantes forment le ${w.stock}, face cachée\u00a0; il n’y a pas de ${w.waste}.} other {Les {stock} ${w.cards} restantes forment le ${w.stock}, face cachée, et la ${w.waste}, à côté, est vide au départ.}}`,
  'layout.cells': `{dealt, plural, =0 {À côté des ${w.foundations} se trouvent ${nf('cells')} ${w.cells} libres, vides au départ.} other {Les ${nf('dealt')} ${w.cards} restantes vont dans ${nf('dealt')} des ${nf('cells')} ${w.cells} libres placées à côté des ${w.foundations}\u00a0; les autres sont vides au départ.}}`,
  'layout.numbering': choose('scheme', {
    microsoft: `Les ${w.deals} sont numérotées comme dans le FreeCell de Microsoft pour Windows\u00a0: la ${w.deal} #11982 d’ici contient les mêmes ${w.cards} que la partie #11982 de là-bas, et que dans tout autre programme qui suit cette numérotation.`,
  }),
  'layout.noStock': `{redeal, select, true {Toutes les ${w.cards} sont distribuées au départ\u00a0: il n’y a ni ${w.stock} ni ${w.waste}.} other {Toutes les ${w.cards} sont distribuées au départ\u00a0: il n’y a ni ${w.stock}, ni ${w.waste}, ni ${w.redeal}.}}`,

  'foundations.runs': `Il y a ${nf('count')} ${w.foundations}, et aucune ${w.card} seule n’y va jamais. Une ${w.run} de treize ${w.cards}, du roi à l’as et toute d’une même ${w.suit}, quitte le ${w.tableau} d’un seul tenant pour une ${w.foundation} vide dès qu’elle est complète sur le dessus d’une ${w.pile}, par le ${w.move} ou la distribution du ${w.stock} qui l’a complétée.`,
  'foundations.runsStay': `Une ${w.run} arrivée sur une ${w.foundation} y reste jusqu’à la fin de la partie\u00a0; le joueur ne pose ni ne reprend jamais lui-même de ${w.cards} sur les ${w.foundations}.`,
  'foundations.base': `{base, select, dealt {{count, plural, one {Il y a une ${w.foundation}, commencée par la première ${w.card} distribuée.} other {Il y a ${nf('count')} ${w.foundations}. La première ${w.card} distribuée en commence une, et son rang est le rang de base\u00a0: une ${w.foundation} vide n’accepte qu’une ${w.card} de ce rang, de n’importe quelle ${w.suit}.}}} other {{aces, select, true {{count, plural, one {Il y a une ${w.foundation}, qui porte un as dès le départ.} other {Il y a ${nf('count')} ${w.foundations}, qui portent chacune un as dès le départ.}}} other {{count, plural, one {Il y a une ${w.foundation}, qui accepte n’importe quel as tant qu’elle est vide.} other {Il y a ${nf('count')} ${w.foundations}, et une ${w.foundation} vide accepte n’importe quel as.}}}}}}`,
  'foundations.build': `{build, select, alternateColour {{wrap, select, true {Une ${w.foundation} accepte la ${w.card} d’un rang immédiatement supérieur à celui de sa ${w.card} du dessus, rouge sur une noire ou noire sur une rouge, et passe du roi à l’as\u00a0: elle contient donc au plus {max} ${w.cards}, du rang de base au rang qui le précède.} other {Une ${w.foundation} accepte la ${w.card} d’un rang immédiatement supérieur à celui de sa ${w.card} du dessus, rouge sur une noire ou noire sur une rouge\u00a0: elle contient donc au plus {max} ${w.cards}, d’un as à un roi.}}} other {{wrap, select, true {Une ${w.foundation} accepte la ${w.card} d’un rang immédiatement supérieur à celui de sa ${w.card} du dessus, de la même ${w.suit}, et passe du roi à l’as\u00a0: elle contient donc au plus {max} ${w.cards}, toute une ${w.suit}, du rang de base au roi puis de l’as au rang qui précède celui de base.} other {Une ${w.foundation} accepte la ${w.card} d’un rang immédiatement supérieur à celui de sa ${w.card} du dessus, de la même ${w.suit}\u00a0: elle contient donc au plus {max} ${w.cards}, de l’as au roi d’une même ${w.suit}.}}}}`,
  'foundations.playBack': `{playBack, select, true {{fans, select, true {La ${w.card} du dessus d’une ${w.foundation} reste en jeu\u00a0: elle peut revenir sur un ${w.fan} qui l’accepte selon les règles des ${w.fans}, mais jamais passer d’une ${w.foundation} à une autre.} other {La ${w.card} du dessus d’une ${w.foundation} reste en jeu\u00a0: elle peut revenir sur une ${w.pile} du ${w.tableau} qui l’accepte selon les règles du ${w.tableau}, mais jamais passer d’une ${w.foundation} à une autre.}}} other {Une ${w.card} posée sur une ${w.foundation} y reste jusqu’à la fin de la partie.}}`,
  'foundations.shortcut': `{single, select, true {Pour envoyer directement une ${w.card} sur la ${w.foundation}, double-cliquez dessus dans le jeu web, ou appuyez sur la touche f\u00a0: dans le jeu web, sur la ${w.card} qui a le focus\u00a0; dans le jeu en terminal, sur la ${w.card} placée sous le curseur.} other {Pour envoyer directement une ${w.card} sur une ${w.foundation} qui l’accepte, double-cliquez dessus dans le jeu web, ou appuyez sur la touche f\u00a0: dans le jeu web, sur la ${w.card} qui a le focus\u00a0; dans le jeu en terminal, sur la ${w.card} placée sous le curseur.}}`,
  'foundations.baseFixed': `{aces, select, true {Les as posés sur les ${w.foundations} au départ ne les quittent jamais.} other {La première ${w.card} de chaque ${w.foundation} ne la quitte jamais, même quand les ${w.cards} posées dessus peuvent revenir en jeu.}}`,

  'tableau.rank': `{fans, select, true {{direction, select, down {Un ${w.fan} accepte une ${w.card} d’un rang immédiatement inférieur à celui de sa ${w.card} du dessus.} up {Un ${w.fan} accepte une ${w.card} d’un rang immédiatement supérieur à celui de sa ${w.card} du dessus.} other {Un ${w.fan} accepte une ${w.card} d’un rang immédiatement supérieur ou inférieur à celui de sa ${w.card} du dessus.}}} other {{direction, select, down {Une ${w.pile} du ${w.tableau} accepte une ${w.card} d’un rang immédiatement inférieur à celui de sa ${w.card} du dessus.} up {Une ${w.pile} du ${w.tableau} accepte une ${w.card} d’un rang immédiatement supérieur à celui de sa ${w.card} du dessus.} other {Une ${w.pile} du ${w.tableau} accepte une ${w.card} d’un rang immédiatement supérieur ou inférieur à celui de sa ${w.card} du dessus.}}}}`,
  'tableau.suit': `{suit, select, alternateColour {La ${w.card} ajoutée doit être rouge sur une noire, ou noire sur une rouge.} sameSuit {La ${w.card} ajoutée doit être de la même ${w.suit} que celle qu’elle recouvre.} other {La ${w.suit} de la ${w.card} ne compte pas, le rouge ou le noir non plus.}}`,
  'tableau.example': `{shape, select, anyRank {Par exemple, on peut poser n’importe quel {r1} sur le {onRank} de ${suitWord('onSuit')}.} anyTwoRanks {Par exemple, on peut poser n’importe quel {r1} ou n’importe quel {r2} sur le {onRank} de ${suitWord('onSuit')}.} oneCard {Par exemple, sur le {onRank} de ${suitWord('onSuit')}, seul le {r1} de ${suitWord('s1')} convient.} twoCards {Par exemple, sur le {onRank} de ${suitWord('onSuit')}, seuls le {r1} de ${suitWord('s1')} et le {r1} de ${suitWord('s2')} conviennent.} other {Par exemple, {count} ${w.cards} différentes conviennent sur le {onRank} de ${suitWord('onSuit')}.}}`,
  'tableau.wrap':
    '{wrap, select, true {Les rangs forment une boucle\u00a0: le roi et l’as sont voisins.} other {Les rangs ne forment pas de boucle\u00a0: rien n’est au-dessous de l’as ni au-dessus du roi.}}',
  'tableau.ends': `{ends, select, both {Ainsi, sur un roi, on ne peut poser qu’${aRank('kingTakes')}, et sur un as, qu’${aRank('aceTakes')}.} king {Ainsi, sur un roi, on ne peut poser qu’${aRank('kingTakes')}, et sur un as, rien du tout.} ace {Ainsi, sur un as, on ne peut poser qu’${aRank('aceTakes')}, et sur un roi, rien du tout.} other {Ainsi, on ne peut rien poser ni sur un roi ni sur un as.}}`,
  'tableau.cells': `Chaque ${w.cell} libre reçoit une seule ${w.card}, de n’importe quelle ${w.suit} et de n’importe quel rang. La ${w.card} du dessus d’une ${w.pile} peut aller dans une ${w.cell} vide, et la ${w.card} d’une ${w.cell} peut aller sur une ${w.pile} ou sur une ${w.foundation} qui l’accepte\u00a0; on ne construit jamais rien sur une ${w.cell}.`,
  'tableau.moveUnit': `{moveUnit, select, suitedRun {Une ${w.card} face visible ne peut emporter les ${w.cards} posées sur elle que si elles forment ensemble une ${w.run} d’une même ${w.suit}\u00a0: chaque ${w.card} d’un rang inférieur à celle du dessous, et toutes de la même ${w.suit}. Là où une ${w.run} construite sur une ${w.pile} change de ${w.suit}, seules les ${w.cards} posées au-dessus du dernier changement de ${w.suit} se déplacent ensemble.} cardOrPile {D’une ${w.pile}, on déplace soit la ${w.card} du dessus seule, soit la ${w.pile} entière d’un seul tenant, sur une ${w.pile} qui accepte sa ${w.card} du dessous\u00a0; jamais une partie seulement.} faceUpGroup {Toute ${w.card} face visible peut être soulevée avec toutes les ${w.cards} posées au-dessus, qu’elles se suivent ou non\u00a0: seule la plus basse du groupe doit convenir là où elle va.} carriedRun {{emptyPiles, select, true {À proprement parler, les ${w.cards} se déplacent une à une, mais une ${w.run} (des ${w.cards} dont chacune pourrait être posée sur celle du dessous) peut se déplacer d’un seul tenant si les ${w.cells} vides et les ${w.piles} vides permettraient de la faire passer ${w.card} par ${w.card}\u00a0: au plus une ${w.card} de plus qu’il n’y a de ${w.cells} vides, et deux fois plus pour chaque ${w.pile} vide autre que celle d’arrivée. Avec quatre ${w.cells} vides et aucune ${w.pile} vide, cela fait cinq ${w.cards}\u00a0; avec en plus une ${w.pile} vide, dix, ou cinq si elles vont dans cette ${w.pile} vide.} other {À proprement parler, les ${w.cards} se déplacent une à une, mais une ${w.run} (des ${w.cards} dont chacune pourrait être posée sur celle du dessous) peut se déplacer d’un seul tenant si les ${w.cells} vides permettraient de la faire passer ${w.card} par ${w.card}\u00a0: au plus une ${w.card} de plus qu’il n’y a de ${w.cells} vides. Les ${w.piles} vides n’aident pas, puisqu’elles n’acceptent que des rois.}}} topCard {{fans, select, true {Seule la ${w.card} du dessus d’un ${w.fan} est jouable, et elle se déplace toujours seule, jamais au sein d’une ${w.run}\u00a0: sur une ${w.foundation} ou sur un autre ${w.fan}.} other {Seule la ${w.card} du dessus d’une ${w.pile} est jouable, et elle se déplace toujours seule, jamais au sein d’une ${w.run}\u00a0: sur une ${w.foundation} ou sur une autre ${w.pile}.}}} other {Une ${w.card} face visible peut être déplacée avec toutes les ${w.cards} posées sur elle, pourvu qu’elles forment une ${w.run}\u00a0: chacune pourrait elle-même être posée sur la ${w.card} située juste en dessous.}}`,
  'tableau.runStart': `Les ${w.cards} face visible d’une ${w.pile} ne forment pas forcément une seule ${w.run}, car la ${w.deal} peut réunir des ${w.cards} visibles sans rapport entre elles\u00a0: une ${w.run} ne peut commencer qu’à une ${w.card} à partir de laquelle tout le haut de la ${w.pile} forme une ${w.run}.`,
  'tableau.autoFlip': `Une ${w.card} face cachée se retourne d’elle-même dès qu’elle devient la ${w.card} du dessus de sa ${w.pile}.`,
  'tableau.capacity': `{fans, select, true {{capacity, plural, one {Un ${w.fan} ne peut jamais contenir plus d’une ${w.card}\u00a0: un ${w.fan} d’une ${w.card} n’accepte rien.} other {Un ${w.fan} ne peut jamais contenir plus de ${nf('capacity')} ${w.cards}\u00a0: un ${w.fan} de ${nf('capacity')} ${w.cards} n’accepte rien.}}} other {{capacity, plural, one {Une ${w.pile} ne peut jamais contenir plus d’une ${w.card}\u00a0: une ${w.pile} d’une ${w.card} n’accepte rien.} other {Une ${w.pile} ne peut jamais contenir plus de ${nf('capacity')} ${w.cards}\u00a0: une ${w.pile} de ${nf('capacity')} ${w.cards} n’accepte rien.}}}}`,
  'tableau.empty': `{policy, select, kingOnly {{moveUnit, select, cardOrPile {Une ${w.pile} vide n’accepte qu’un roi, ou une ${w.pile} entière dont la ${w.card} du dessous est un roi.} faceUpGroup {Une ${w.pile} vide n’accepte qu’un roi, avec tout ce qui est posé dessus.} topCard {{fans, select, true {Un ${w.fan} vide n’accepte qu’un roi.} other {Une ${w.pile} vide n’accepte qu’un roi.}}} other {Une ${w.pile} vide n’accepte qu’un roi, ou une ${w.run} commençant par un roi.}}} anyCard {{moveUnit, select, cardOrPile {Une ${w.pile} vide accepte n’importe quelle ${w.card}, ou une ${w.pile} entière déplacée d’un seul tenant.} faceUpGroup {Une ${w.pile} vide accepte n’importe quelle ${w.card} face visible, avec tout ce qui est posé dessus.} topCard {{fans, select, true {Un ${w.fan} vide accepte n’importe quelle ${w.card}.} other {Une ${w.pile} vide accepte n’importe quelle ${w.card}.}}} other {Une ${w.pile} vide accepte n’importe quelle ${w.card}, ou n’importe quelle ${w.run} déplaçable.}}} other {{table, select, true {Une place du ${w.tableau} qui se vide reste vide\u00a0: aucune ${w.card} ne vient jamais l’occuper.} other {{fans, select, true {Un ${w.fan} qui se vide reste vide jusqu’à la fin de la partie\u00a0: aucune ${w.card} ne peut y être posée.} other {Une ${w.pile} qui se vide reste vide jusqu’à la fin de la partie\u00a0: aucune ${w.card} ne peut y être posée.}}}}}}`,
  'tableau.reserveRefill': `Tant que la ${w.reserve} contient des ${w.cards}, une ${w.pile} qui se vide est aussitôt remplie, d’elle-même, par la ${w.card} du dessus de la ${w.reserve}, et la ${w.card} suivante de la ${w.reserve} se retourne face visible\u00a0; ce n’est qu’une fois la ${w.reserve} épuisée qu’une ${w.pile} vide attend que le joueur la remplisse.`,
  'tableau.reserveNoRefill': `La ${w.reserve} ne remplit jamais d’elle-même une ${w.pile} vide\u00a0: c’est le joueur qui choisit ce qui s’y pose.`,

  'stock.draw': `{draw, plural, one {Chaque ${w.draw} retourne la ${w.card} du dessus du ${w.stock} sur la ${w.waste}.} other {Chaque ${w.draw} retourne les ${nf('draw')} ${w.cards} du dessus du ${w.stock} sur la ${w.waste} (moins s’il en reste moins), et seule celle qui arrive sur le dessus est jouable.}}`,
  'stock.row': `{rows, plural, =0 {Quand le joueur le décide, le ${w.stock} distribue ses ${nf('rest')} ${w.cards} face visible, une sur chacune des ${nf('rest')} premières ${w.piles}{needsEveryPile, select, true {, mais pas tant qu’une ${w.pile} est vide.} other {, même sur une ${w.pile} vide.}}} other {Quand le joueur le décide, le ${w.stock} distribue une rangée\u00a0: une ${w.card} face visible sur chacune des ${nf('piles')} ${w.piles}, de la première à la dernière. Ses ${nf('stock')} ${w.cards} font ${nf('rows')} {rows, plural, one {rangée} other {rangées}}{rest, plural, =0 {.} other {, et les ${nf('rest')} dernières vont sur les ${nf('rest')} premières ${w.piles}.}} {needsEveryPile, select, true {Le ${w.stock} ne distribue pas tant qu’une ${w.pile} est vide\u00a0: il faut d’abord les remplir toutes, avec n’importe quelle ${w.card} ou ${w.run}.} other {Il distribue même sur une ${w.pile} vide.}}}}`,
  'stock.waste': `{removal, select, true {{stockTop, select, true {La ${w.card} du dessus de la ${w.waste} est libre elle aussi, tout comme la prochaine ${w.card} du ${w.stock}, celle que le prochain ${w.draw} retournerait\u00a0: {total, plural, =13 {l’une et l’autre peuvent être retirées avec une autre ${w.card} libre dont le rang fait 13 avec le sien, y compris l’une avec l’autre, ou seules si c’est un roi.} other {l’une et l’autre peuvent être retirées avec une autre ${w.card} libre dont le rang fait {total} avec le sien, y compris l’une avec l’autre.}} Le joueur ne pose jamais de ${w.card} sur la ${w.waste} ni sur le ${w.stock}.} other {La ${w.card} du dessus de la ${w.waste} est libre elle aussi\u00a0: {total, plural, =13 {elle peut être retirée avec une ${w.card} libre du ${w.tableau} dont le rang fait 13 avec le sien, ou sans autre ${w.card} si c’est un roi.} other {elle peut être retirée avec une ${w.card} libre du ${w.tableau} dont le rang fait {total} avec le sien.}} Le joueur ne pose jamais de ${w.card} sur la ${w.waste} ni sur le ${w.stock}.}}} other {La ${w.card} du dessus de la ${w.waste} peut être jouée sur une ${w.pile} du ${w.tableau} ou sur une ${w.foundation}. Le joueur ne pose jamais de ${w.card} sur la ${w.waste} ni sur le ${w.stock}.}}`,
  'stock.redeal': `{unlimited, select, true {${turnOver} Les ${w.redeals} sont illimitées.} other {{limit, plural, =0 {Il n’y a pas de ${w.redeal}\u00a0: une fois épuisé, le ${w.stock} reste vide.} one {${turnOver} Elle n’est permise qu’une fois\u00a0: une ${w.redeal}, soit deux ${w.passes} de ${w.stock} au total.} =2 {${turnOver} Elle est permise deux fois\u00a0: deux ${w.redeals}, soit trois ${w.passes} de ${w.stock} au total.} other {${turnOver} Elle est permise jusqu’à ${nf('limit')} fois\u00a0: ${nf('limit')} ${w.redeals}, soit ${nm('passes')} ${w.passes} de ${w.stock} au total.}}}}`,
  'stock.shuffle': `{fans, select, true {{unlimited, select, true {À tout moment, on peut ramasser les ${w.cards} restées dans les ${w.fans}, les mélanger et les ${w.toRedeal} en ${w.fans} de ${nf('size')}, le dernier ${w.fan} recevant ce qui reste. Ces ${w.redeals} sont illimitées.} other {{limit, plural, =0 {Les ${w.cards} restées dans les ${w.fans} ne sont jamais ramassées\u00a0: il n’y a pas de ${w.redeal}.} one {Une fois par partie, on peut ramasser les ${w.cards} restées dans les ${w.fans}, les mélanger et les ${w.toRedeal} en ${w.fans} de ${nf('size')}, le dernier ${w.fan} recevant ce qui reste.} =2 {Deux fois par partie, on peut ramasser les ${w.cards} restées dans les ${w.fans}, les mélanger et les ${w.toRedeal} en ${w.fans} de ${nf('size')}, le dernier ${w.fan} recevant ce qui reste.} other {Jusqu’à ${nf('limit')} fois par partie, on peut ramasser les ${w.cards} restées dans les ${w.fans}, les mélanger et les ${w.toRedeal} en ${w.fans} de ${nf('size')}, le dernier ${w.fan} recevant ce qui reste.}}}}} other {{unlimited, select, true {À tout moment, on peut ramasser les ${w.cards} restées sur le ${w.tableau}, les mélanger et les ${w.toRedeal} de la même façon. Ces ${w.redeals} sont illimitées.} other {{limit, plural, =0 {Les ${w.cards} restées sur le ${w.tableau} ne sont jamais ramassées\u00a0: il n’y a pas de ${w.redeal}.} one {Une fois par partie, on peut ramasser les ${w.cards} restées sur le ${w.tableau}, les mélanger et les ${w.toRedeal} de la même façon.} =2 {Deux fois par partie, on peut ramasser les ${w.cards} restées sur le ${w.tableau}, les mélanger et les ${w.toRedeal} de la même façon.} other {Jusqu’à ${nf('limit')} fois par partie, on peut ramasser les ${w.cards} restées sur le ${w.tableau}, les mélanger et les ${w.toRedeal} de la même façon.}}}}}}`,

  'scoring.scheme': `{scoring, select, foundationCards {Chaque ${w.card} sur les ${w.foundations} rapporte un point, soit {max} points au plus. Une ${w.card} reprise d’une ${w.foundation} emporte son point avec elle.} runBonus {Le score part de {start} points. Chaque ${w.move} joué coûte un point, y compris une rangée distribuée depuis le ${w.stock}, et chaque ${w.run} complète qui arrive sur une ${w.foundation} en rapporte {perRun}. Annuler un ${w.move} rend ce qu’il a coûté ou rapporté.} streak {La ${w.deal} coûte ${nm('perCard')} points pour chacune des {offTable} ${w.cards} qui ne vont pas au ${w.tableau}, si bien que le score part de {charge} points au-dessous de zéro. Chaque ${w.card} jouée du ${w.tableau} sur la ${w.foundation} rapporte un point de plus que la précédente\u00a0; une ${w.card} retournée depuis le ${w.stock} interrompt la série, et la ${w.card} suivante du ${w.tableau} ne rapporte plus qu’un point. Chaque ${w.card} de la rangée du haut qui s’en va rapporte {topRow} points, et {allTop} de plus quand il n’en reste aucune. Annuler un ${w.move} retire ses points.} other {Aucun score n’est tenu\u00a0: une partie est simplement gagnée ou perdue.}}`,

  'tips.coveredFaceUp': `Avant de jouer, regardez les ${w.cards} face visible recouvertes par des ${w.cards} face cachée\u00a0: elles montrent ce qu’une ${w.pile} offrira une fois dégagée.`,
  'tips.deepPiles': `Travaillez d’abord les ${w.piles} qui cachent le plus de ${w.cards}\u00a0: chaque ${w.card} retournée là ouvre davantage le jeu qu’une ${w.card} d’une ${w.pile} courte.`,
  'tips.upOrDown': `{fans, select, true {Puisqu’une ${w.card} peut aller sur une ${w.card} d’un rang immédiatement supérieur ou inférieur, vous pouvez souvent l’écarter puis la ramener pour atteindre ce qu’elle couvre\u00a0: vérifiez d’abord quels ${w.fans} ont encore de la place.} other {Puisqu’une ${w.card} peut aller sur une ${w.card} d’un rang immédiatement supérieur ou inférieur, vous pouvez souvent l’écarter puis la ramener pour atteindre ce qu’elle couvre\u00a0: vérifiez d’abord quelles ${w.piles} ont encore de la place.}}`,
  'tips.acesUp': `Les as sont déjà sur les ${w.foundations}\u00a0: chaque 2 dégagé peut y monter aussitôt. Cherchez donc d’abord les 2 les plus enfouis.`,
  'tips.kingsToBottom': `{fans, select, true {Comme les rois commencent au fond de leur ${w.fan}, aucun roi n’enterre une ${w.card} plus basse\u00a0: ce qui bloque un ${w.fan}, c’est une ${w.card} haute posée sur de plus basses.} other {Comme les rois commencent au fond de leur ${w.pile}, aucun roi n’enterre une ${w.card} plus basse\u00a0: ce qui bloque une ${w.pile}, c’est une ${w.card} haute posée sur de plus basses.}}`,
  'tips.kingOnly': `{fans, select, true {Un ${w.fan} vide n’accepte qu’un roi seul\u00a0: ne videz un ${w.fan} que lorsqu’un roi attend sur le dessus d’un autre ${w.fan}, prêt à s’y installer.} other {{moveUnit, select, topCard {Une ${w.pile} vide n’accepte qu’un roi\u00a0: ne videz une ${w.pile} que lorsqu’un roi est prêt à s’y installer.} faceUpGroup {Une ${w.pile} vide n’accepte qu’un roi, avec tout ce qui est posé dessus\u00a0: ne videz une ${w.pile} que lorsqu’un tel roi est prêt à s’y installer.} other {Une ${w.pile} vide n’accepte qu’un roi ou une ${w.run} commençant par un roi\u00a0: ne videz une ${w.pile} que lorsqu’un tel roi est prêt à s’y installer.}}}}`,
  'tips.never': `{fans, select, true {Un ${w.fan} vidé est perdu pour de bon\u00a0: réfléchissez avant d’en vider un.} other {Une ${w.pile} vidée est perdue pour de bon\u00a0: réfléchissez avant d’en vider une.}}`,
  'tips.suitBlock': `{fans, select, true {Une ${w.card} posée sur une ${w.card} plus basse de sa propre ${w.suit} bloque cette ${w.suit} tant qu’elle ne bouge pas\u00a0: libérez d’abord ces ${w.cards}, et ne construisez pas sur un ${w.fan} qui cache une ${w.card} plus basse de la même ${w.suit}.} other {Une ${w.card} posée sur une ${w.card} plus basse de sa propre ${w.suit} bloque cette ${w.suit} tant qu’elle ne bouge pas\u00a0: libérez d’abord ces ${w.cards}, et ne construisez pas sur une ${w.pile} qui cache une ${w.card} plus basse de la même ${w.suit}.}}`,
  'tips.capacity': `{fans, select, true {Un ${w.fan} plein n’accepte rien\u00a0: gardez de la place dans les ${w.fans} où les prochaines ${w.cards} en auront besoin.} other {Une ${w.pile} pleine n’accepte rien\u00a0: gardez de la place dans les ${w.piles} où les prochaines ${w.cards} en auront besoin.}}`,
  'tips.wrap': `Comme un roi peut aller sur un as et un as sur un roi, une ${w.run} peut continuer d’un bout des rangs à l’autre\u00a0: cherchez les constructions qui franchissent cette limite.`,
  'tips.faceUpGroup': `Comme un groupe se déplace, qu’il se suive ou non, vous pouvez dégager d’un seul ${w.move} toutes les ${w.cards} posées sur une ${w.card} face cachée\u00a0: cherchez le groupe dont la plus basse trouve une place et qui découvre le plus.`,
  'tips.cells': `{emptyPiles, select, true {Gardez les ${w.cells} libres vides aussi longtemps que possible\u00a0: chaque ${w.card} qui y attend raccourcit les ${w.runs} que vous pouvez déplacer, et une ${w.pile} vide vaut plus encore, puisqu’elle les double.} other {Gardez les ${w.cells} libres vides aussi longtemps que possible\u00a0: chaque ${w.card} qui y attend raccourcit les ${w.runs} que vous pouvez déplacer, et comme seul un roi peut occuper une ${w.pile} vide, une ${w.card} mise dans une ${w.cell} risque de n’avoir nulle part où aller pendant longtemps.}}`,
  'tips.manyCells': `Avec ${nf('cells')} ${w.cells} libres, bien des ${w.cards} peuvent attendre en même temps\u00a0: profitez-en pour dégager tôt les ${w.cards} basses, mais n’oubliez pas que les ${w.runs} déplaçables raccourcissent à chaque ${w.cell} remplie.`,
  'tips.cellsDealt': `Les ${nf('dealt')} ${w.cards} distribuées dans les ${w.cells} sont en jeu dès le départ\u00a0: les en sortir tôt vous rend les ${w.cells}, dont les longues ${w.runs} ont besoin.`,
  'tips.reserve': `Mettez tôt la ${w.reserve} en jeu\u00a0: seule sa ${w.card} du dessus peut bouger, et chaque ${w.card} jouée depuis la ${w.reserve} découvre la suivante.`,
  'tips.openSpace': `{fans, select, true {N’importe quelle ${w.card} peut aller sur un ${w.fan} vide\u00a0: gardez-en un libre aussi longtemps que possible, c’est le seul endroit où une ${w.card} gênante peut attendre.} other {N’importe quelle ${w.card} peut aller sur une ${w.pile} vide, et les ${w.cards} se déplacent une à une\u00a0: gardez une ${w.pile} vide aussi longtemps que possible, c’est le seul endroit où une ${w.card} gênante peut attendre, et ne la remplissez que pour dégager ce dont vous avez besoin.}}`,
  'tips.singlePass': `Il n’y a qu’un seul ${w.pass} de ${w.stock}\u00a0: chaque ${w.card} tirée recouvre la précédente sur la ${w.waste}, alors avant de ${w.toDraw} de nouveau, jouez les ${w.moves} qui pourraient prendre la ${w.card} du dessus de la ${w.waste}.`,
  'tips.baseRank': `Repérez le rang de base dès la ${w.deal}\u00a0: les ${w.cards} d’un rang en dessous sont les dernières que chaque ${w.foundation} acceptera, gardez-les là où elles ne bloquent rien.`,
  'tips.reserveRefill': `Chaque ${w.pile} que vous videz est aussitôt remplie depuis la ${w.reserve}\u00a0: vider une ${w.pile}, vers une ${w.foundation} ou sur une autre ${w.pile}, est le moyen le plus rapide d’épuiser la ${w.reserve}.`,
  'tips.shallowPiles': `Chaque ${w.pile} ne compte que ${nf('depth')} ${w.cards} à la donne\u00a0: videz tôt une ${w.pile} dont toutes les ${w.cards} trouvent vite une place, car une ${w.pile} vide accepte n’importe quelle ${w.card}.`,
  'tips.twoDecks': `{copies, plural, =2 {Chaque ${w.card} a une jumelle\u00a0: quand l’une ne peut pas bouger, cherchez l’autre avant de renoncer à une construction.} other {Chaque ${w.card} figure ${nf('copies')} fois\u00a0: quand l’une ne peut pas bouger, cherchez les autres avant de renoncer à une construction.}}`,
  'tips.oneSuitRuns': `Construisez dans la même ${w.suit} chaque fois que vous avez le choix\u00a0: une ${w.card} d’une autre ${w.suit} convient tout autant, mais les ${w.cards} posées dessus ne bougeront plus avec celles du dessous, et seule une ${w.run} d’une même ${w.suit} atteint une ${w.foundation}.`,
  'tips.completeRuns': `Une ${w.run} ne part que lorsque les treize ${w.cards} d’une ${w.suit} sont en ordre sur une même ${w.pile}\u00a0: réunissez une ${w.suit} après l’autre plutôt que plusieurs à moitié, et chaque ${w.run} qui part vous laisse de la place.`,
  'tips.rowDeal': `{rows, plural, =0 {Les ${nf('rest')} ${w.cards} du ${w.stock} recouvriront les ${nf('rest')} premières ${w.piles}\u00a0: distribuez-les quand elles gênent le moins, avant de construire longuement sur ces ${w.piles} ou quand elles ne comptent plus.} other {{needsEveryPile, select, true {Avant de distribuer une rangée, jouez tous les ${w.moves} utiles\u00a0: les nouvelles ${w.cards} tombent sur chaque ${w.pile} et peuvent recouvrir une ${w.run} que vous comptiez déplacer. Une ${w.pile} vide doit être remplie avant que le ${w.stock} distribue, alors servez-vous-en d’abord pour ranger des ${w.runs}.} other {{discards, select, true {Avant de distribuer une rangée, écartez tout ce que vous pouvez\u00a0: les nouvelles ${w.cards} tombent sur chaque ${w.pile} et peuvent recouvrir une ${w.card} qui aurait pu partir.} other {Avant de distribuer une rangée, jouez tous les ${w.moves} utiles\u00a0: les nouvelles ${w.cards} tombent sur chaque ${w.pile} et peuvent recouvrir une ${w.run} que vous comptiez déplacer.}}}}}}`,
  'tips.draw': `En tirant ${nf('draw')} ${w.cards} à la fois, vous n’atteignez qu’une ${w.card} du ${w.stock} sur ${nf('draw')} à chaque ${w.pass}\u00a0; chaque ${w.card} jouée depuis la ${w.waste} change celles que vous atteindrez au ${w.pass} suivant.`,
  'tips.passes': `Les ${w.passes} de ${w.stock} sont comptés\u00a0: avant de faire une ${w.redeal}, assurez-vous d’avoir utilisé toutes les ${w.cards} que la ${w.waste} offrait.`,
  'tips.shuffle': `{fans, select, true {Ne redistribuez que lorsqu’il ne reste plus de ${w.move} utile\u00a0: le mélange défait ce que vous avez construit sur les ${w.fans} autant que ce qui les bloquait.} other {Ne redistribuez que lorsqu’il ne reste plus de ${w.move} utile\u00a0: le mélange défait ce que vous avez construit sur le ${w.tableau} autant que ce qui le bloquait.}}`,
  'tips.playBack': `{scored, select, true {Quand vous êtes bloqué, reprendre une ${w.card} d’une ${w.foundation} peut libérer un ${w.move} sur le ${w.tableau}, mais cette ${w.card} perd son point jusqu’à ce qu’elle y remonte.} other {{fans, select, true {Quand vous êtes bloqué, reprendre une ${w.card} d’une ${w.foundation} peut libérer un ${w.move} sur les ${w.fans}.} other {Quand vous êtes bloqué, reprendre une ${w.card} d’une ${w.foundation} peut libérer un ${w.move} sur le ${w.tableau}.}}}}`,

  'variations.intro': `{count, plural, one {Un réglage peut être changé avant une partie\u00a0; les règles ci-dessus décrivent sa valeur par défaut.} other {${Nm('count')} réglages peuvent être changés avant une partie\u00a0; les règles ci-dessus décrivent leurs valeurs par défaut.}}`,
  'variations.setting': choose('option', {
    draw: `${W.cards} par ${w.draw}\u00a0: {items}.`,
    redeals: `${W.redeals}\u00a0: {items}.`,
    playBack: `Reprise des ${w.cards} des ${w.foundations}\u00a0: {items}.`,
    kingsToBottom: `Rois à la ${w.deal}\u00a0: {items}.`,
    suits: `${W.suits}\u00a0: {items}.`,
    onKing: `Ce que la ${w.foundation} accepte sur un roi\u00a0: {items}.`,
    goal: 'Ce qui fait gagner la partie\u00a0: {items}.',
  }),
  'variations.choice': choose('option', {
    draw: byDefault(`{value, plural, one {une ${w.card}} other {${nf('value')} ${w.cards}}}`),
    redeals: byDefault(
      `{unlimited, select, true {illimitées} other {{value, plural, =0 {aucune} other {${nf('value')}}}}}`,
    ),
    playBack: byDefault('{value, select, true {permise} other {interdite}}'),
    kingsToBottom: byDefault(
      `{value, select, true {{fans, select, true {glissés au fond de leur ${w.fan}} other {glissés au fond de leur ${w.pile}}}} other {laissés là où ils tombent}}`,
    ),
    suits: byDefault(
      `{value, plural, one {une ${w.suit} (pique)} =2 {deux ${w.suits} (pique et cœur)} other {${nf('value')} ${w.suits}}}`,
    ),
    goal: byDefault(
      `{value, select, allCards {toutes les ${w.cards} retirées, celles du ${w.stock} et de la ${w.waste} comprises} acesLeft {les quatre as seuls restants} other {le ${w.tableau} vidé, quoi qu’il reste dans le ${w.stock} et la ${w.waste}}}`,
    ),
    onKing: byDefault(
      '{value, select, nothing {rien du tout} ace {un as, le roi et l’as comptant alors comme voisins dans les deux sens} other {une dame seulement}}',
    ),
  }),
  'variations.notPlayed': choose('note', {
    lucieMerci: `On ne joue pas ici le «\u00a0merci\u00a0», un ${w.move} supplémentaire permis après la dernière ${w.redeal}, qui tire une seule ${w.card} enfouie de son ${w.fan} pour la mettre en jeu. ${Src('source')} l’autorisent.`,
    shamrocksSwap: `On ne joue pas ici la règle de ${src('source')} pour les rois, où un roi distribué au-dessus d’autres ${w.cards} échange sa place avec la ${w.card} la plus proche du fond de son ${w.fan} qui ne soit pas un roi. Dans ce jeu, le roi glisse au fond et les autres ${w.cards} gardent leur ordre.`,
    athenaDrawOne: `${Src('source')} propose aussi une version d’Athena qui tire une ${w.card} à la fois\u00a0; ici, c’est un réglage du même jeu et non un jeu à part.`,
    athenaPysolUnlimited: `L’Athena de ${src('source')} tire aussi une ${w.card} à la fois, mais avec des ${w.redeals} illimitées\u00a0: ici, c’est Athena avec le réglage d’une ${w.card} par ${w.draw}.`,
    klondikeVegas: `On ne joue pas ici le score «\u00a0Vegas\u00a0», où l’on achète les ${w.cards} pour une mise et où chaque ${w.card} posée sur les ${w.foundations} en rembourse une part (${src('source')} le propose sous le nom de Vegas Klondike).`,
    klondikeLimitedPasses: `Le ${w.draw} par trois et un nombre limité de ${w.redeals}, fréquents ailleurs, sont ici des réglages\u00a0: le Klondike de ${src('source')}, par exemple, permet deux ${w.redeals} quand on tire une ${w.card} à la fois.`,
    minervaPlayBack: `Dans ${src('source')}, les ${w.cards} des ${w.foundations} peuvent revenir en jeu\u00a0; ici, c’est le réglage de reprise, désactivé par défaut.`,
  }),

  'related.like': `{count, plural, =0 {{name} se joue exactement comme {other}.} one {{name} se joue comme {other}, à un point près.} =2 {{name} se joue comme {other}, à deux points près.} =3 {{name} se joue comme {other}, à trois points près.} other {{name}, cousine ${deOther}, s’en distingue sur ${nm('count')} points.}}`,
  'related.diff.decks': `{decks, plural, one {On y joue avec un seul jeu, alors ${queOther} en utilise ${nm('otherDecks')}.} other {On y joue avec ${nm('decks')} jeux, {otherDecks, plural, one {alors ${queOther} n’en utilise qu’un} other {alors ${queOther} en utilise ${nm('otherDecks')}}}.}}`,
  'related.diff.suits': `{suits, plural, one {Ses ${w.cards} sont toutes des piques, alors que celles ${deOther} sont en {otherSuits, plural, =2 {deux ${w.suits}} other {quatre ${w.suits}}}.} =2 {Ses ${w.cards} sont en deux ${w.suits}, pique et cœur, alors que celles ${deOther} sont en {otherSuits, plural, one {une seule} other {quatre}}.} other {Ses ${w.cards} sont en quatre ${w.suits}, alors que celles ${deOther} sont en {otherSuits, plural, one {une seule} other {deux}}.}}`,
  'related.diff.piles': `{fans, select, true {On y compte ${nm('piles')} ${w.fans}, contre ${nm('otherPiles')} dans {other}.} other {Son ${w.tableau} compte ${nf('piles')} ${w.piles}, contre ${nf('otherPiles')} dans {other}.}}`,
  'related.diff.deal': choose('deal', {
    rows: `{otherDeal, select, staircase {Ses ${w.piles} sont distribuées en ${nf('rows')} rangées égales, face cachée et face visible en alternance, au lieu de l’escalier ${deOther}.} other {{rows, plural, one {Ses ${w.piles} ne reçoivent qu’une ${w.card} chacune à la ${w.deal}, autrement que dans {other}.} other {Ses ${w.piles} sont distribuées en ${nf('rows')} rangées, autrement que dans {other}.}}}}`,
    staircase: `{extraUp, plural, =0 {{otherDeal, select, rows {Ses ${w.piles} sont distribuées en escalier, une ${w.card} de plus sur chaque ${w.pile} et seule celle du dessus face visible, au lieu des rangées égales ${deOther}.} other {Ses ${w.piles} sont distribuées en escalier, autrement que dans {other}.}}} other {Ses ${w.piles} reçoivent l’escalier ${deOther}, puis ${nf('extraUp')} rangées de plus face visible sur toutes sauf la première.}}`,
    fans: `Ses ${w.fans} reçoivent ${nf('size')} ${w.cards} chacun, autrement que dans {other}.`,
    piles: `{even, select, true {Ses ${w.piles} reçoivent ${nf('max')} ${w.cards} chacune, {down, select, true {dont certaines face cachée} other {toutes face visible}}, autrement que dans {other}.} other {Ses ${w.piles} reçoivent ${fromMin} à ${nf('max')} ${w.cards}, {down, select, true {dont certaines face cachée} other {toutes face visible}}, autrement que dans {other}.}}`,
  }),
  'related.diff.aces': `{aces, select, true {Les as commencent sur les ${w.foundations} et ne les quittent jamais, alors ${queOther} les distribue avec les autres ${w.cards}.} other {{fixed, select, true {Les as des ${w.foundations} ne les quittent jamais, contrairement à {other}.} other {Les as sont distribués avec les autres ${w.cards}, alors ${queOther} les pose d’emblée sur les ${w.foundations}.}}}}`,
  'related.diff.cells': `{cells, plural, =0 {Il n’y a pas de ${w.cells} libres, alors ${queOther} en a ${nf('otherCells')}.} other {{dealt, plural, =0 {On y trouve ${nf('cells')} ${w.cells} libres, toutes vides au départ, contre ${nf('otherCells')} dans {other}{otherDealt, plural, =0 {} other {, dont ${nf('otherDealt')} remplies par la ${w.deal}}}.} other {On y trouve ${nf('cells')} ${w.cells} libres, dont ${nf('dealt')} remplies par la ${w.deal}, contre ${nf('otherCells')} dans {other}{otherDealt, plural, =0 {, toutes vides au départ} other {, dont ${nf('otherDealt')} remplies}}.}}}}`,
  'related.diff.numbering': choose('numbering', {
    microsoft: `Ses ${w.deals} sont numérotées comme dans le FreeCell de Microsoft, alors ${queOther} suit le mélange propre à cette collection.`,
    seeded: `Ses ${w.deals} suivent le mélange propre à cette collection, alors ${queOther} les numérote comme le FreeCell de Microsoft.`,
  }),
  'related.diff.reserve': `{reserve, plural, =0 {Il n’y a pas de ${w.reserve}, alors ${queOther} met ${nf('otherReserve')} ${w.cards} de côté.} other {Une ${w.reserve} de ${nf('reserve')} ${w.cards} est mise de côté, seule sa ${w.card} du dessus en jeu, ce ${queOther} ne fait pas.}}`,
  'related.diff.kingsToBottom': `{value, select, true {{fans, select, true {Les rois glissent au fond de leur ${w.fan} pendant la ${w.deal}, ce ${queOther} ne fait pas.} other {Les rois glissent au fond de leur ${w.pile} pendant la ${w.deal}, ce ${queOther} ne fait pas.}}} other {Les rois restent là où ils tombent, alors ${queOther} les glisse au fond.}}`,
  'related.diff.foundationBuild': `{build, select, alternateColour {{otherBuild, select, sameSuit {Ses ${w.foundations} se montent en alternant le rouge et le noir, alors que celles ${deOther} se montent par ${w.suit}.} other {Ses ${w.foundations} se montent en alternant le rouge et le noir, {otherBuild, select, sameSuit {alors que celles ${deOther} se montent par ${w.suit}.} alternateColour {alors que celles ${deOther} alternent le rouge et le noir.} rankStep {alors ${queOther} n’a qu’une ${w.foundation}, montée ou descendue d’un rang quelle que soit la ${w.suit}.} other {{otherBy, select, higherOfSuit {alors que dans {other} une ${w.card} est écartée quand une plus haute de sa ${w.suit} est sur le dessus d’une autre ${w.pile}.} other {alors que dans {other} les ${w.cards} quittent le jeu par paires qui font {otherTotal}.}}}}}}} rankStep {Ses ${w.cards} vont sur une ${w.foundation} unique, montée ou descendue d’un rang quelle que soit la ${w.suit}, {otherBuild, select, sameSuit {alors que celles ${deOther} se montent par ${w.suit}.} alternateColour {alors que celles ${deOther} alternent le rouge et le noir.} rankStep {alors ${queOther} n’a qu’une ${w.foundation}, montée ou descendue d’un rang quelle que soit la ${w.suit}.} other {{otherBy, select, higherOfSuit {alors que dans {other} une ${w.card} est écartée quand une plus haute de sa ${w.suit} est sur le dessus d’une autre ${w.pile}.} other {alors que dans {other} les ${w.cards} quittent le jeu par paires qui font {otherTotal}.}}}}} discard {{by, select, higherOfSuit {Une ${w.card} y est écartée quand une plus haute de sa ${w.suit} est sur le dessus d’une autre ${w.pile}, {otherBuild, select, sameSuit {alors que celles ${deOther} se montent par ${w.suit}.} alternateColour {alors que celles ${deOther} alternent le rouge et le noir.} rankStep {alors ${queOther} n’a qu’une ${w.foundation}, montée ou descendue d’un rang quelle que soit la ${w.suit}.} other {{otherBy, select, higherOfSuit {alors que dans {other} une ${w.card} est écartée quand une plus haute de sa ${w.suit} est sur le dessus d’une autre ${w.pile}.} other {alors que dans {other} les ${w.cards} quittent le jeu par paires qui font {otherTotal}.}}}}} other {Les ${w.cards} y quittent le jeu par paires qui font {total}, {otherBuild, select, sameSuit {alors que celles ${deOther} se montent par ${w.suit}.} alternateColour {alors que celles ${deOther} alternent le rouge et le noir.} rankStep {alors ${queOther} n’a qu’une ${w.foundation}, montée ou descendue d’un rang quelle que soit la ${w.suit}.} other {{otherBy, select, higherOfSuit {alors que dans {other} une ${w.card} est écartée quand une plus haute de sa ${w.suit} est sur le dessus d’une autre ${w.pile}.} other {alors que dans {other} les ${w.cards} quittent le jeu par paires qui font {otherTotal}.}}}}}}} other {{otherBuild, select, alternateColour {Ses ${w.foundations} se montent par ${w.suit}, alors que celles ${deOther} alternent le rouge et le noir.} other {Ses ${w.foundations} se montent par ${w.suit}, {otherBuild, select, sameSuit {alors que celles ${deOther} se montent par ${w.suit}.} alternateColour {alors que celles ${deOther} alternent le rouge et le noir.} rankStep {alors ${queOther} n’a qu’une ${w.foundation}, montée ou descendue d’un rang quelle que soit la ${w.suit}.} other {{otherBy, select, higherOfSuit {alors que dans {other} une ${w.card} est écartée quand une plus haute de sa ${w.suit} est sur le dessus d’une autre ${w.pile}.} other {alors que dans {other} les ${w.cards} quittent le jeu par paires qui font {otherTotal}.}}}}}}}}`,
  'related.diff.playBack': `{playBack, select, true {Les ${w.cards} peuvent revenir des ${w.foundations} en jeu, ce ${queOther} interdit.} other {Les ${w.cards} posées sur les ${w.foundations} y restent, alors ${queOther} les laisse revenir en jeu.}}`,
  // Each difference is one sentence: this game's way, then the other's after « alors que ».
  'related.diff.tableauBuild': `${choose(
    'build',
    {
      down_alternateColour: `Ses ${w.piles} se construisent en descendant, en alternant le rouge et le noir`,
      down_sameSuit: `{fans, select, true {Ses ${w.fans} se construisent en descendant dans la même ${w.suit}} other {Ses ${w.piles} se construisent en descendant dans la même ${w.suit}}}`,
      down_alternateColour_wrap: `Ses ${w.piles} se construisent en descendant, en alternant le rouge et le noir, un roi allant sur un as`,
      down_any_wrap: `Ses ${w.piles} se construisent en descendant, quelle que soit la ${w.suit}, un roi allant sur un as`,
      upOrDown_any: `{fans, select, true {Ses ${w.fans} acceptent une ${w.card} d’un rang immédiatement supérieur ou inférieur, quelle que soit sa ${w.suit}} other {Ses ${w.piles} acceptent une ${w.card} d’un rang immédiatement supérieur ou inférieur, quelle que soit sa ${w.suit}}}`,
      down_any: `{fans, select, true {Ses ${w.fans} se construisent en descendant sans tenir compte de la ${w.suit}} other {Ses ${w.piles} se construisent en descendant sans tenir compte de la ${w.suit}}}`,
      none_any: `{fans, select, true {On ne pose jamais de ${w.card} sur ses ${w.fans}} other {On ne pose jamais de ${w.card} sur ses ${w.piles}}}`,
    },
    'Il se construit à sa façon, décrite plus haut',
  )}, ${choose(
    'otherBuild',
    {
      down_alternateColour: 'alors que dans {other} on construit en descendant, en alternant le rouge et le noir.',
      down_sameSuit: `alors que dans {other} on construit en descendant dans la même ${w.suit}.`,
      down_alternateColour_wrap: 'alors que dans {other} on construit en descendant, en alternant le rouge et le noir.',
      down_any_wrap: `alors que dans {other} on construit en descendant, quelle que soit la ${w.suit}.`,
      upOrDown_any: `alors que dans {other} on pose une ${w.card} d’un rang immédiatement supérieur ou inférieur, quelle que soit sa ${w.suit}.`,
      down_any: `alors que dans {other} on construit en descendant sans tenir compte de la ${w.suit}.`,
      none_any: `alors que dans {other} on ne pose jamais une ${w.card} sur une autre.`,
    },
    'alors que dans {other} on construit autrement.',
  )}`,
  'related.diff.completeRuns': `{runs, select, true {Ses ${w.foundations} ne reçoivent que des ${w.runs} complètes, du roi à l’as dans une même ${w.suit}, alors que celles ${deOther} se montent une ${w.card} à la fois.} other {Ses ${w.foundations} se montent une ${w.card} à la fois, alors que celles ${deOther} ne reçoivent que des ${w.runs} complètes.}}`,
  'related.diff.oneSuitRuns': `{oneSuit, select, true {Plusieurs ${w.cards} ne se déplacent ensemble qu’en ${w.run} d’une même ${w.suit}, une limite ${queOther} n’a pas.} other {La ${w.suit} des ${w.cards} ne limite pas ce qui se déplace, alors que dans {other} plusieurs ${w.cards} ne se déplacent ensemble qu’en ${w.run} d’une même ${w.suit}.}}`,
  'related.diff.stockTarget': `{target, select, tableau {{otherTarget, select, none {Son ${w.stock} distribue des ${w.cards} sur les ${w.piles}, alors ${queOther} n’a pas de ${w.stock}.} foundation {Son ${w.stock} distribue des ${w.cards} sur les ${w.piles}, alors que celui ${deOther} se retourne sur sa ${w.foundation}.} other {Son ${w.stock} distribue des ${w.cards} sur les ${w.piles}, alors que dans {other} on le tire sur la ${w.waste}.}}} foundation {{otherTarget, select, none {Son ${w.stock} se retourne sur la ${w.foundation}, alors ${queOther} n’a pas de ${w.stock}.} tableau {Son ${w.stock} se retourne sur la ${w.foundation}, alors que celui ${deOther} distribue des ${w.cards} sur les ${w.piles}.} other {Son ${w.stock} se retourne sur la ${w.foundation}, alors que dans {other} on le tire sur la ${w.waste}.}}} waste {{otherTarget, select, foundation {On tire le ${w.stock} sur la ${w.waste}, alors que celui ${deOther} se retourne sur sa ${w.foundation}.} other {On tire le ${w.stock} sur la ${w.waste}, alors que celui ${deOther} distribue des ${w.cards} sur les ${w.piles}.}}} other {{otherTarget, select, foundation {Il n’y a pas de ${w.stock}, alors que celui ${deOther} se retourne sur sa ${w.foundation}.} other {Il n’y a pas de ${w.stock}, alors que celui ${deOther} distribue des ${w.cards} sur les ${w.piles}.}}}}`,
  'related.diff.capacity': `{capacity, plural, =0 {{fans, select, true {Ses ${w.fans} n’ont pas de limite de taille, contrairement à ceux ${deOther}.} other {Ses ${w.piles} n’ont pas de limite de taille, contrairement à celles ${deOther}.}}} other {{fans, select, true {Un ${w.fan} contient ${nf('capacity')} ${w.cards} au plus, une limite ${queOther} n’a pas.} other {Une ${w.pile} contient ${nf('capacity')} ${w.cards} au plus, une limite ${queOther} n’a pas.}}}}`,
  'related.diff.whenEmpty': `${choose('policy', {
    kingOnly: `{fans, select, true {Un ${w.fan} vide accepte un roi} other {Une ${w.pile} vide accepte un roi}}`,
    anyCard: `{fans, select, true {Un ${w.fan} vide accepte n’importe quelle ${w.card}} other {Une ${w.pile} vide accepte n’importe quelle ${w.card}}}`,
    never: `{fans, select, true {Un ${w.fan} vidé reste vide pour de bon} other {Une ${w.pile} vidée reste vide pour de bon}}`,
  })}, ${choose('otherPolicy', {
    kingOnly: 'alors que dans {other} la place vide accepte un roi.',
    anyCard: `alors que dans {other} la place vide accepte n’importe quelle ${w.card}.`,
    never: 'alors que dans {other} la place vide le reste pour de bon.',
  })}`,
  'related.diff.draw': `{draw, plural, =0 {Il n’y a pas de ${w.stock}, alors ${queOther} en a un.} one {{otherDraw, plural, =0 {Il y a un ${w.stock}, qu’on tire une ${w.card} à la fois et ${queOther} n’a pas.} other {On tire une ${w.card} à la fois du ${w.stock}, contre ${nf('otherDraw')} dans {other}.}}} other {{otherDraw, plural, =0 {Il y a un ${w.stock}, qu’on tire ${nf('draw')} ${w.cards} à la fois et ${queOther} n’a pas.} one {On tire ${nf('draw')} ${w.cards} à la fois du ${w.stock}, contre une dans {other}.} other {On tire ${nf('draw')} ${w.cards} à la fois du ${w.stock}, contre ${nf('otherDraw')} dans {other}.}}}}`,
  'related.diff.redeal': `${redealHere('redeal')}, ${redealThere('otherRedeal')}.`,
  'related.diff.scoring': `{scoring, select, foundationCards {On y compte un point par ${w.card} posée sur les ${w.foundations}, ce ${queOther} ne fait pas.} runBonus {On y tient un score qui part de {start}, perd un point par ${w.move} et gagne {perRun} par ${w.run} complète, ce ${queOther} ne fait pas.} streak {On y tient un score des séries de ${w.cards} jouées depuis le ${w.tableau}, ce ${queOther} ne fait pas.} other {{otherScoring, select, foundationCards {On n’y compte pas de points, alors ${queOther} en donne un par ${w.card} posée sur les ${w.foundations}.} other {On n’y tient pas de score, alors ${queOther} en tient un.}}}}`,
  'related.diff.table': `{peaks, plural, =0 {Ses ${w.cards} sont en ${w.piles} côte à côte, alors que celles ${deOther} se chevauchent en {otherPeaks, plural, one {une pyramide} other {${nm('otherPeaks')} pics}}.} one {Ses ${w.cards} se chevauchent en une pyramide, {otherPeaks, plural, =0 {alors que celles ${deOther} sont en ${w.piles} côte à côte.} other {alors que celles ${deOther} se chevauchent en ${nm('otherPeaks')} pics.}}} other {Ses ${w.cards} se chevauchent en ${nm('peaks')} pics, {otherPeaks, plural, =0 {alors que celles ${deOther} sont en ${w.piles} côte à côte.} one {alors que celles ${deOther} se chevauchent en une pyramide.} other {alors que celles ${deOther} se chevauchent en ${nm('otherPeaks')} pics.}}}}`,
  'related.diff.startCard': `{start, select, card {Sa ${w.foundation} commence par ${theCard}, alors que celle ${deOther} commence par la première ${w.card} distribuée.} other {Sa ${w.foundation} commence par la première ${w.card} distribuée, alors que celle ${deOther} commence par une ${w.card} posée avant la ${w.deal}.}}`,
  'related.diff.foundationWrap': `${choose('ends', { wrap: `Sur sa ${w.foundation}, le roi et l’as se suivent`, kingStops: `Sur sa ${w.foundation}, rien ne va sur un roi`, queen: `Sur sa ${w.foundation}, seule une dame va sur un roi` })}, ${choose('otherEnds', { wrap: `alors que celle ${deOther} passe du roi à l’as.`, kingStops: `alors que sur celle ${deOther} rien ne va sur un roi.`, queen: `alors que sur celle ${deOther} seule une dame va sur un roi.` })}`,
  'related.diff.goal': `${choose('goal', { allCards: `La partie n’est gagnée qu’une fois toutes les ${w.cards} jouées`, tableauCleared: `La partie est gagnée dès que son ${w.tableau} est dégagé, quoi qu’il reste dans le ${w.stock}`, acesLeft: `La partie est gagnée quand il ne reste que les as` })}, ${choose('otherGoal', { allCards: `alors que dans {other} elle ne l’est qu’une fois toutes les ${w.cards} jouées.`, tableauCleared: `alors que dans {other} elle l’est dès que le ${w.tableau} est dégagé.`, acesLeft: `alors que dans {other} elle l’est quand il ne reste que les as.` })}`,
  'related.family': choose('family', {
    klondike: 'Autres jeux de la famille Klondike dans cette collection\u00a0: {items}.',
    fan: `Autres jeux distribués en ${w.fans} dans cette collection\u00a0: {items}.`,
    canfield: `Autres jeux de la famille Canfield dans cette collection\u00a0: {items}.`,
    yukon: `Autres jeux de la famille Yukon dans cette collection\u00a0: {items}.`,
    fortyThieves: `Autres jeux de la famille Forty Thieves dans cette collection\u00a0: {items}.`,
    bakersDozen: `Autres jeux de la famille Baker’s Dozen dans cette collection\u00a0: {items}.`,
    freecell: `Autres jeux à ${w.cells} libres dans cette collection\u00a0: {items}.`,
    spider: `Autres jeux de la famille Spider dans cette collection\u00a0: {items}.`,
    golf: `Autres jeux de la famille Golf dans cette collection\u00a0: {items}.`,
    pyramid: `Autres jeux de la famille Pyramid dans cette collection\u00a0: {items}.`,
  }),
  'related.member': '{other}',
  'family.klondike': 'La famille Klondike',
  'family.klondike.about': `Sept ${w.piles} ou plus, distribuées en partie face cachée et construites en descendant, en alternant le rouge et le noir, avec un ${w.stock} dont on retourne les ${w.cards} sur une ${w.waste}.`,
  'family.canfield': `La famille Canfield`,
  'family.canfield.about': `Une ${w.reserve} qui remplit les ${w.piles} à mesure qu’elles se vident, un ${w.stock} retourné sur une ${w.waste}, et des ${w.foundations} qui partent du rang d’une ${w.card} distribuée et passent du roi à l’as.`,
  'family.yukon': `La famille Yukon`,
  'family.yukon.about': `L’escalier de Klondike avec le reste du jeu distribué face visible par-dessus, sans ${w.stock}, et toute ${w.card} face visible libre de se déplacer avec les ${w.cards} posées au-dessus.`,
  'family.fortyThieves': `La famille Forty Thieves`,
  'family.fortyThieves.about': `Deux jeux et huit ${w.foundations}, des rangées de ${w.piles} face visible construites en descendant, des ${w.cards} déplacées une à une ou en courtes ${w.runs}, et un ${w.stock} retourné sur la ${w.waste}, le plus souvent en un seul ${w.pass}.`,
  'family.bakersDozen': `La famille Baker’s Dozen`,
  'family.bakersDozen.about': `Tout le jeu distribué face visible en ${w.piles} courtes, sans ${w.stock} ni ${w.waste}, des ${w.cards} posées une à une en descendant les unes sur les autres, et des ${w.piles} vides difficiles ou impossibles à remplir.`,
  'family.freecell': `Les jeux à ${w.cells} libres`,
  'family.freecell.about': `Toutes les ${w.cards} face visible sur des ${w.piles} ouvertes, des ${w.cells} libres qui gardent chacune une ${w.card} un moment, sans ${w.stock} ni ${w.waste}.`,
  'family.spider': `La famille Spider`,
  'family.spider.about': `Des ${w.runs} du roi à l’as dans une même ${w.suit} réunies sur les ${w.piles}, des ${w.foundations} qui ne reçoivent que ces ${w.runs} complètes et, le plus souvent, un ${w.stock} qui distribue une ${w.card} sur chaque ${w.pile}.`,
  'family.fan': `Les jeux distribués en ${w.fans}`,
  'family.fan.about': `Toutes les ${w.cards} face visible en petits ${w.fans} de trois, seule la ${w.card} du dessus de chaque ${w.fan} en jeu, sans ${w.stock} ni ${w.waste}.`,

  'summary.table': `{peaks, plural, one {{faces, select, allUp {Les {total} ${w.cards} du ${w.tableau} forment une pyramide de ${nf('rows')} rangées qui se chevauchent, toutes face visible.} other {Les {total} ${w.cards} du ${w.tableau} forment une pyramide de ${nf('rows')} rangées qui se chevauchent, seule la rangée du bas face visible.}}} other {{faces, select, allUp {Les {total} ${w.cards} du ${w.tableau} forment ${nm('peaks')} pics côte à côte, sur ${nf('rows')} rangées qui se chevauchent, toutes face visible.} other {Les {total} ${w.cards} du ${w.tableau} forment ${nm('peaks')} pics côte à côte, sur ${nf('rows')} rangées qui se chevauchent, seule la rangée du bas face visible.}}}}`,
  'summary.single': `{build, select, rankStep {{start, select, card {Les ${w.cards} passent {fans, select, true {des ${w.fans}} other {du ${w.tableau}}} sur une ${w.foundation} unique, commencée par ${theCard}, un rang au-dessus ou au-dessous de sa ${w.card} du dessus, quelle que soit la ${w.suit}${stepEnds}.} other {Les ${w.cards} passent {fans, select, true {des ${w.fans}} other {du ${w.tableau}}} sur une ${w.foundation} unique, commencée par la première ${w.card} distribuée, un rang au-dessus ou au-dessous de sa ${w.card} du dessus, quelle que soit la ${w.suit}${stepEnds}.}}} other {{by, select, higherOfSuit {La ${w.card} du dessus d’une ${w.pile} est écartée du jeu tant qu’une ${w.card} plus haute de sa ${w.suit}, l’as étant la plus haute, est sur le dessus d’une autre ${w.pile}{empty, select, anyCard {\u00a0; toute ${w.card} du dessus peut aller sur une ${w.pile} vide} other {}}.} other {Deux ${w.cards} libres dont les rangs font {total} au total quittent le jeu ensemble{total, plural, =13 {, et un roi s’en va seul} other {}}.}}}}`,
  'summary.stockTurn': `Le ${w.stock} se retourne une ${w.card} à la fois sur la ${w.foundation}, en un seul ${w.pass}.`,
  'goal.cleared': `{table, select, true {{peaks, plural, one {La partie est gagnée dès que la pyramide est dégagée, ${leftOver}.} other {La partie est gagnée dès que les ${nm('peaks')} pics sont dégagés, ${leftOver}.}}} other {{fans, select, true {La partie est gagnée dès que les ${nm('piles')} ${w.fans} sont vidés, ${leftOver}.} other {La partie est gagnée dès que les ${nf('piles')} ${w.piles} sont vidées, ${leftOver}.}}}}`,
  'goal.acesLeft': `La partie est gagnée quand le ${w.stock} est entièrement distribué et qu’il ne reste sur les ${w.piles} que les ${nm('aces')} as, toutes les autres ${w.cards} écartées.`,
  'layout.startCard': `Avant la ${w.deal}, on sort ${theCard} du paquet pour commencer la ${w.foundation}, face visible.`,
  'layout.table': `{peaks, plural, one {Les {total} ${w.cards} du ${w.tableau} sont distribuées en une pyramide de ${nf('rows')} rangées, d’une ${w.card} en haut à ${nf('bottom')} en bas, chaque rangée ayant une ${w.card} de plus que celle du dessus.} other {Les {total} ${w.cards} du ${w.tableau} sont distribuées en ${nm('peaks')} pics côte à côte, sur ${nf('rows')} rangées de {items} ${w.cards} du haut vers le bas\u00a0; la rangée du bas relie les pics.}} {covers, plural, =0 {Chaque ${w.card} au-dessus de la rangée du bas est en partie recouverte par les ${w.cards} de la rangée suivante qui la chevauchent.} one {Chaque ${w.card} au-dessus de la rangée du bas est en partie recouverte par une ${w.card} de la rangée suivante.} other {Chaque ${w.card} au-dessus de la rangée du bas est en partie recouverte par ${nf('covers')} ${w.cards} de la rangée suivante.}} {faces, select, allUp {Toutes sont distribuées face visible.} other {Seule la rangée du bas est distribuée face visible\u00a0; les autres ${w.cards} sont face cachée.}}`,
  'foundations.single': `{start, select, card {Il n’y a qu’une ${w.foundation}, commencée par ${theCard}.} other {Il n’y a qu’une ${w.foundation}, commencée par la première ${w.card} distribuée, quel que soit son rang.}}`,
  'foundations.step': `Elle accepte une ${w.card} d’un rang au-dessus ou d’un rang au-dessous de sa ${w.card} du dessus, quelle que soit la ${w.suit}\u00a0: sur un 7, n’importe quel 6 ou n’importe quel 8. {wrap, select, true {Le roi et l’as se suivent\u00a0: sur un roi peuvent aller une dame ou un as, et sur un as un 2 ou un roi.} other {{kingStops, select, true {Rien ne peut aller sur un roi, et seul un 2 peut aller sur un as.} other {Les rangs ne bouclent pas\u00a0: seule une dame peut aller sur un roi, et seul un 2 sur un as.}}}}`,
  'foundations.removal': `{by, select, higherOfSuit {La ${w.card} du dessus d’une ${w.pile} peut être écartée du jeu tant que la ${w.card} du dessus d’une autre ${w.pile} est plus haute et de la même ${w.suit}\u00a0; ici l’as passe au-dessus du roi, comme la plus haute ${w.card} de sa ${w.suit}. Par exemple, le 9 de cœur peut partir tant que le valet de cœur est sur le dessus d’une autre ${w.pile}. Aucune ${w.card} ne dépasse l’as\u00a0: un as n’est donc jamais écarté.} other {{total, plural, =13 {Deux ${w.cards} libres dont les rangs font 13 au total sont retirées ensemble, l’as comptant 1, le valet 11 et la dame 12\u00a0: un as va avec une dame, un 2 avec un valet, un 3 avec un 10, et ainsi de suite jusqu’à un 6 avec un 7. Le roi vaut 13 à lui seul\u00a0: un roi libre est retiré seul.} other {Deux ${w.cards} libres dont les rangs font {total} au total sont retirées ensemble, l’as comptant 1, le valet 11, la dame 12 et le roi 13.}}}}`,
  'foundations.removed': `{by, select, step {Une ${w.card} posée sur la ${w.foundation} y reste jusqu’à la fin de la partie.} other {{by, select, higherOfSuit {Les ${w.cards} écartées quittent le jeu pour de bon\u00a0: aucune ne revient.} other {Les ${w.cards} retirées quittent le jeu pour de bon\u00a0: aucune ne revient.}}}}`,
  'tableau.noBuild': `{build, select, rankStep {{fans, select, true {On ne pose jamais de ${w.card} sur un ${w.fan}\u00a0: la ${w.card} du dessus d’un ${w.fan} ne peut aller que sur la ${w.foundation}, une à la fois.} other {{table, select, true {On ne pose jamais une ${w.card} sur une autre\u00a0: une ${w.card} libre du ${w.tableau} ne peut aller que sur la ${w.foundation}, une à la fois.} other {On ne pose jamais de ${w.card} sur une ${w.pile}\u00a0: la ${w.card} du dessus d’une ${w.pile} ne peut aller que sur la ${w.foundation}, une à la fois.}}}}} other {{by, select, higherOfSuit {On ne pose jamais une ${w.card} sur une autre\u00a0: la ${w.card} du dessus d’une ${w.pile} ne la quitte que pour être écartée{empty, select, anyCard { ou pour aller sur une ${w.pile} vide} other {}}, une à la fois.} other {{table, select, true {On ne pose jamais une ${w.card} sur une autre\u00a0: les ${w.cards} du ${w.tableau} ne le quittent qu’une fois retirées{total, plural, =13 {, par paires ou un roi seul} other {, par paires}}.} other {On ne pose jamais une ${w.card} sur une autre\u00a0: les ${w.cards} ne quittent les ${w.piles} qu’une fois retirées{total, plural, =13 {, par paires ou un roi seul} other {, par paires}}.}}}}}}`,
  'tableau.free': `{faces, select, bottomUp {{peaks, plural, one {Seule une ${w.card} libre de la pyramide peut être jouée\u00a0: une ${w.card} qu’aucune ${w.card} de la rangée du dessous ne recouvre plus.} other {Seule une ${w.card} libre des pics peut être jouée\u00a0: une ${w.card} qu’aucune ${w.card} de la rangée du dessous ne recouvre plus.}} Au départ, seules les ${nf('bottom')} ${w.cards} de la rangée du bas sont libres, et chaque ${w.card} qui part peut en libérer une au-dessus. Une ${w.card} face cachée se retourne dès qu’elle est libre.} other {{peaks, plural, one {Seule une ${w.card} libre de la pyramide peut être jouée\u00a0: une ${w.card} qu’aucune ${w.card} de la rangée du dessous ne recouvre plus.} other {Seule une ${w.card} libre des pics peut être jouée\u00a0: une ${w.card} qu’aucune ${w.card} de la rangée du dessous ne recouvre plus.}} Au départ, seules les ${nf('bottom')} ${w.cards} de la rangée du bas sont libres, et chaque ${w.card} qui part peut en libérer une au-dessus.}}`,
  'stock.turn': `À tout moment, on peut retourner la ${w.card} du dessus du ${w.stock} sur la ${w.foundation}, quel que soit son rang\u00a0: elle recouvre la ${w.card} du dessus de la ${w.foundation} et devient celle sur laquelle on construit. Il n’y a pas de ${w.waste}, et aucune ${w.card} ne retourne jamais dans le ${w.stock}.`,
  'tips.chain': `{wrap, select, kingStops {Cherchez la chaîne la plus longue avant de jouer\u00a0: chaque ${w.card} posée sur la ${w.foundation} décide des rangs qui peuvent suivre. Quand deux ${w.cards} conviennent, prenez celle qui mène le plus loin. Sur la ${w.foundation}, rien ne suit un roi et seul un 2 suit un as\u00a0: gardez les rois pour quand rien d’autre ne convient.} wrap {Cherchez la chaîne la plus longue avant de jouer\u00a0: chaque ${w.card} posée sur la ${w.foundation} décide des rangs qui peuvent suivre. Quand deux ${w.cards} conviennent, prenez celle qui mène le plus loin, sans oublier que les rangs passent du roi à l’as.} other {Cherchez la chaîne la plus longue avant de jouer\u00a0: chaque ${w.card} posée sur la ${w.foundation} décide des rangs qui peuvent suivre. Quand deux ${w.cards} conviennent, prenez celle qui mène le plus loin. Un roi ou un as sur la ${w.foundation} ne laisse qu’un seul rang possible.}}`,
  'tips.stockTurn': `Ne retournez une ${w.card} du ${w.stock} que lorsque rien d’autre ne convient\u00a0: elle coupe la chaîne en cours, et ses ${nf('stock')} ${w.cards} doivent durer toute la partie.`,
  'tips.uncover': `Quand deux ${w.cards} conviennent, jouez celle qui libère une ${w.card} face cachée\u00a0: chaque ${w.card} retournée est une chance de plus de continuer.`,
  'tips.higherOfSuit': `Un as n’est jamais écarté\u00a0: posé sur d’autres ${w.cards}, il les bloque tant qu’il ne bouge pas. Envoyez tôt les as sur les ${w.piles} vides. Une ${w.card} haute sur le dessus d’une ${w.pile} mérite d’y rester, car elle permet d’écarter les ${w.cards} plus basses de sa ${w.suit}.`,
  'tips.pairs': `{waste, select, true {Quand une ${w.card} peut faire la paire avec plusieurs autres, choisissez celle qui libère le plus\u00a0: une ${w.card} du ${w.tableau} peut en découvrir d’autres, alors que la ${w.waste} repasse au ${w.pass} suivant.} other {Quand une ${w.card} peut faire la paire avec plusieurs autres, choisissez celle qui libère le plus de ${w.cards}.}}`,
  'family.golf': `La famille Golf`,
  'family.golf.about': `Des ${w.piles} face visible dont les ${w.cards} du dessus ne vont qu’à un seul endroit\u00a0: une ${w.foundation} unique, montée ou descendue d’un rang quelle que soit la ${w.suit}, ou hors du jeu.`,
  'family.pyramid': `La famille Pyramid`,
  'family.pyramid.about': `Des ${w.cards} distribuées en rangées qui se chevauchent, chacune libre une fois parties celles qui la recouvrent, jouées par paires ou sur une ${w.foundation} unique.`,

  'about.follows': `Les sources divergent sur {items}\u00a0; ces règles sont celles de ${src('source')}.`,
  'about.followsOnly': `Ces règles sont écrites d’après ${src('source')}.`,
  'about.point': choose('point', {
    draw: `le nombre de ${w.cards} par ${w.draw}`,
    redeals: `le nombre de ${w.redeals}`,
    scoring: 'le score',
    playBack: `la reprise des ${w.cards} des ${w.foundations}`,
    kingsToBottom: `le sort des rois à la ${w.deal}`,
    reserve: `la ${w.reserve}`,
    emptyPile: `{fans, select, true {ce qu’accepte un ${w.fan} vide} other {ce qu’accepte une ${w.pile} vide}}`,
    foundationBuild: `{foundations, plural, one {la façon de monter la ${w.foundation}} other {la façon de monter les ${w.foundations}}}`,
    dealShape: `les ${w.piles} qui reçoivent les ${w.cards} en plus à la ${w.deal}`,
    completeRuns: `le moment où une ${w.run} complète monte sur une ${w.foundation}`,
    goal: `les ${w.cards} qui doivent être parties pour gagner`,
  }),
  'about.origin': choose('note', {
    athenaGoddess: `D’après ${src('source')}, le jeu doit son nom à Athéna (Athena en anglais), la déesse grecque de la sagesse.`,
    minervaGoddess:
      'Le nom est celui de Minerve (Minerva en latin), la déesse romaine identifiée à l’Athéna des Grecs\u00a0; le jeu est bien un cousin d’Athena.',
    klondikeRegion:
      'Le nom est celui du Klondike, la région du Yukon, au Canada, célèbre pour sa ruée vers l’or de la fin des années 1890.',
    shamrocksClover: `D’après ${src('source')}, le nom vient de la disposition\u00a0: les petits ${w.fans} de trois ${w.cards} évoquent les trois feuilles d’un trèfle (shamrock en anglais).`,
    lucieFrench: 'Le nom est français, et les sources anglaises le gardent tel quel.',
    bakersDozenThirteen: `En anglais, une «\u00a0baker’s dozen\u00a0» (la douzaine du boulanger) compte treize\u00a0: autant que de ${w.piles} à la donne.`,
  }),
  'about.otherNames': `{adds, select, true {${Src('source')} y ajoute {items}.} other {{count, plural, one {Dans ${src('source')}, la réussite {name} porte aussi le nom de {items}.} other {Dans ${src('source')}, la réussite {name} porte aussi les noms de {items}.}}}}`,
  'about.name': '«\u00a0{name}\u00a0»',
  'about.history': choose('note', {
    athenaInventor: `${Src('source')} attribue l’invention d’Athena à Thomas Warfield, l’auteur de Pretty Good Solitaire\u00a0; cette attribution porte sur le jeu lui-même, non sur les règles exactes suivies ici.`,
    lucieOld: `D’après ${src('source')}, La Belle Lucie est un classique ancien et le plus connu des jeux distribués en petits ${w.fans}.`,
    klondikeClassic: `${Src('source')} présente Klondike comme le jeu d’origine dont descendent Athena et ses cousins\u00a0; Athena, Minerva et Bureau gardent sa façon de construire et changent sa ${w.deal}.`,
    lucieCadogan: `D’après ${src('source')}, le jeu vient de France et Lady Adelaide Cadogan l’a publié pour la première fois en anglais en 1870.`,
    klondikeCanfield: `D’après ${src('source')}, les livres britanniques ont longtemps appelé ce jeu Canfield, un nom qui désigne aux États-Unis un autre jeu, appelé Demon au Royaume-Uni.`,
    shamrocksCousin: `${Src('source')} a deux jeux de ce nom\u00a0: son Shamrocks laisse les rois là où ils tombent (le réglage ci-dessus), et son Shamrocks II les déplace à la ${w.deal}, mais autrement que ce jeu (voir Variantes).`,
    freecellPlato: `Selon ${src('source')}, Paul Alfille a écrit le premier FreeCell sur ordinateur en 1978, sur le système d’enseignement PLATO\u00a0; la version livrée par Microsoft avec Windows en a fait l’une des réussites les plus jouées.`,
    freecellWindows: `${Src('source')} relève que, des 32\u202f000 ${w.deals} numérotées de la première version de Microsoft, une seule, la partie #11982, ne peut pas être gagnée.`,
    bakersGameGardner: `Selon ${src('source')}, Baker’s Game est le plus ancien des deux\u00a0: Martin Gardner l’a décrit en 1968 et l’a nommé d’après C. L. Baker, et FreeCell est Baker’s Game construit en alternant les couleurs rouge et noire plutôt que par ${w.suit}.`,
    canfieldDemon: `D’après ${src('source')}, le jeu apparaît pour la première fois en Angleterre en 1891, dans un livre de Mary Whitmore Jones, sous le nom de Demon Patience, qu’il porte encore au Royaume-Uni.`,
    canfieldCasino: `${Src('source')} rattache le nom américain à Richard A. Canfield, qui tenait un casino à Saratoga Springs dans les années 1890, où le joueur payait une partie et recevait une somme pour chaque ${w.card} posée sur les ${w.foundations}\u00a0; il se peut que le jeu pratiqué là ait en fait été Klondike.`,
    spiderClassic: `${Src('source')} range Spider parmi les réussites classiques, une réussite qui demande beaucoup de décisions.`,
  }),
  'about.sources': '{count, plural, one {Source citée ici\u00a0: {items}.} other {Sources citées ici\u00a0: {items}.}}',
  'about.source': choose('source', { ...sources, moreheadMottSmith: 'le livre de Morehead et Mott-Smith' }),
};
