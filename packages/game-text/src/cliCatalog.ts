import type { Locale } from './locales.js';
import { type Catalogs, type MessageValues, translator } from './translator.js';

// The terminal game's own words (status line, notices, keys, command line), in ICU MessageFormat. Game text
// (rules, names, cards, refusals) is the game catalog's; both take their terms from the glossary.
const en = {
  'status.deal': 'deal {deal}',
  'status.stock': 'stock {count}',
  'status.redeals': '{left, plural, one {# redeal left} other {# redeals left}}',
  'status.redealsUnlimited': 'redeals unlimited',
  'status.score': 'score {score}/{max}',
  'status.moves': '{count, plural, one {# move} other {# moves}}',
  'status.time': 'time {time}',
  'status.won': 'Won!',
  'status.blocked': 'No moves left',
  'footer.board': '? keys · i rules · H hint · u undo · q quit',
  'footer.holding': '←/→ choose where to drop · Enter drop · Esc cancel',
  'footer.prompt': 'Enter start · Esc cancel',
  'footer.rules': '↑/↓ PgUp/PgDn scroll · Esc back',
  'footer.help': 'Press any key to go back',
  'pile.tableau': 'pile {n}',
  'pile.fan': 'fan {n}',
  'pile.foundation': 'foundation {n}',
  'pile.stock': 'stock',
  'pile.waste': 'waste',
  'pile.reserve': 'reserve',
  'notice.holding': 'Holding {card}: choose where to drop it.',
  'notice.holdingMany': 'Holding {card} and {more, plural, one {# card} other {# cards}} on it: choose where to drop them.',
  'notice.nowhere': '{card} has no place to go right now.',
  'notice.notACard': 'There is no card here to pick up.',
  'notice.hintMove': '{label}: move {card} from {from} to {to}.',
  'notice.hintDraw': '{label}: deal from the stock.',
  'notice.hintRedeal': '{label}: redeal.',
  'notice.hintNone': 'No hint: no move is left. Undo (u) or start a new game (n).',
  'notice.finishNone': 'Auto-finish needs a certain finish, and there is none yet.',
  'notice.finished': 'Finished automatically.',
  'notice.nothingToUndo': 'Nothing to undo.',
  'notice.nothingToRedo': 'Nothing to redo.',
  'notice.newGame': 'New game: deal {deal}.',
  'notice.restarted': 'Deal {deal} started again.',
  'notice.resumed': 'Saved game resumed.',
  'notice.won': 'You won in {time} with {moves, plural, one {# move} other {# moves}}! Press n for a new game.',
  'notice.blocked': 'No move can change this game any more: undo (u) or start a new game (n).',
  'notice.corruptSave': 'The saved game could not be read ({code}); it was moved to {file}. A new game has started.',
  'notice.corruptStats': 'The statistics could not be read ({code}); the file was moved to {file}.',
  'notice.saveFailed': 'The game could not be saved: {reason}',
  'notice.language': 'Language: English.',
  'notice.badDeal': 'Not a deal number: “{value}”. Use a whole number from 0 to 4294967295.',
  'hint.proven': 'Hint, proven (the solver found a win from here)',
  'hint.suggestion': 'Hint, a suggestion, not proven',
  'hint.checking': 'Hint, a suggestion (the solver is checking it…)',
  'verdict.thinking': 'thinking…',
  'verdict.won': 'can still be won',
  'verdict.lost': 'cannot be won any more',
  'verdict.unknown': 'not known yet',
  'verdict.seeking': 'looking for a winnable deal…',
  'notice.verdictOn': 'The status line now says whether this game can still be won (the solver searches after each move, knowing every card).',
  'notice.verdictOff': 'The status line no longer says whether the game can be won.',
  'notice.winnableExplained': 'Winnable deals only: new games (n) will be deals the solver has proved can be won, with every card known; you may still lose them.',
  'notice.winnableOn': 'Winnable deals only: on, from the next new game (n).',
  'notice.winnableOff': 'Winnable deals only: off.',
  'notice.seeking': 'Looking for a deal the solver can win… (Esc: stop and keep this game)',
  'notice.seekingBusy': 'Still looking for a winnable deal: a moment, or Esc to keep this game.',
  'notice.seekStopped': 'Stopped looking for a winnable deal; this game goes on.',
  'notice.winnableDeal': 'New game: deal {deal}, proved winnable by the solver.',
  'notice.winnableDealExplained': 'New game: deal {deal}. Winnable deals only: the solver has proved it can be won, with every card known; you may still lose it.',
  'notice.winnableNone': 'No winnable deal was found in time, so this is a normal deal: {deal}.',
  'help.verdict': 'v: on the status line, whether the game can still be won (the solver knows every card); on/off',
  'help.winnable': 'w: winnable deals only, for new games (deals the solver has proved can be won); on/off',
  'prompt.deal': 'Deal number: {value}',
  'tooSmall': 'The terminal is too small for {game}: enlarge it to at least {width}×{height} (it is {cols}×{rows}).',
  'help.title': 'Keys',
  'help.move': 'Arrows or h j k l: move over the piles and over the cards of a pile',
  'help.depth': '[ and ]: take more or fewer cards from the pile under the cursor',
  'help.select': 'Enter or Space: pick up the card under the cursor with the cards on it; drop them',
  'help.cycle': 'While holding: ←/→ (or h/l) go through the places the cards may go; Esc puts them back',
  'help.foundation': 'f: send the card under the cursor to its foundation',
  'help.draw': 'd, or Enter on the stock: deal from the stock, or redeal when it is empty',
  'help.undo': 'u: undo · r: redo (as far back as the deal)',
  'help.hint': 'H: hint; a proven move when the solver has found a win from here, else a suggestion',
  'help.auto': 'a: finish automatically, when only certain moves are left',
  'help.new': 'n: new game · R: restart this deal · g: choose a deal number',
  'help.rules': 'i: rules of this game',
  'help.lang': 'L: change the language (English, español, français)',
  'help.quit': 'q: quit; the game is saved after every move and resumed next time',
  'cli.usage': `Usage: solitaire [game] [options]

Games: {games} (default {default})

Options:
  --deal N            play deal number N (0 to 4294967295)
  --draw N            cards dealt from the stock at a time, when the game allows it
  --redeals N         redeals allowed: a number or "unlimited", when the game allows it
  --play-back yes|no, --kings-to-bottom yes|no   other rule options some games offer
  --lang en|es|fr     language (default: from LC_ALL, LC_MESSAGES or LANG)
  --ascii             plain ASCII cards (7H, TS) instead of suit symbols
  --winnable          only deals the solver has proved winnable (key w)
  --no-verdict        do not say if the game can still be won (key v)
  --list              list the games and their options
  --stats             print your statistics
  --version           print the version
  --help              print this help`,
  'cli.listOptions': 'options: {options}',
  'cli.listNoOptions': 'no options',
  'cli.statsNone': 'No games played yet.',
  'cli.statsCorrupt': 'The statistics file {file} cannot be read ({code}); the game will move it aside when it next starts.',
  'cli.statsHeader': 'game|played|won|win %|streak|best streak|best time',
  'error.unknownVariant': 'Unknown game “{name}”. Games: {games}.',
  'error.unknownFlag': 'Unknown option {flag}. See solitaire --help.',
  'error.missingValue': '{flag} needs a value.',
  'error.extraArgument': 'Only one game can be named; “{name}” is one too many.',
  'error.badDeal': '--deal needs a whole number from 0 to 4294967295, not “{value}”.',
  'error.badLang': '--lang must be one of {choices}, not “{value}”.',
  'error.optionNotOffered': '{game} has no option {flag}.',
  'error.optionValue': '{flag} for {game} must be one of {choices}, not “{value}”.',
  'error.notInteractive': 'solitaire needs an interactive terminal (stdin and stdout must be a TTY).',
  'error.storage': 'Cannot use the save folder {dir}: {reason}',
} as const;

/** A terminal message key. */
export type CliMessageKey = keyof typeof en;

const es: Record<CliMessageKey, string> = {
  'status.deal': 'partida {deal}',
  'status.stock': 'mazo {count}',
  'status.redeals': '{left, plural, one {queda # repartida} other {quedan # repartidas}}',
  'status.redealsUnlimited': 'repartidas ilimitadas',
  'status.score': 'puntos {score}/{max}',
  'status.moves': '{count, plural, one {# jugada} other {# jugadas}}',
  'status.time': 'tiempo {time}',
  'status.won': '¡Ganada!',
  'status.blocked': 'Sin jugadas',
  'footer.board': '? teclas · i reglas · H pista · u deshacer · q salir',
  'footer.holding': '←/→ elegir destino · Intro soltar · Esc cancelar',
  'footer.prompt': 'Intro empezar · Esc cancelar',
  'footer.rules': '↑/↓ RePág/AvPág desplazar · Esc volver',
  'footer.help': 'Pulse cualquier tecla para volver',
  'pile.tableau': 'la pila {n}',
  'pile.fan': 'el abanico {n}',
  'pile.foundation': 'la fundación {n}',
  'pile.stock': 'el mazo',
  'pile.waste': 'el descarte',
  'pile.reserve': 'la reserva',
  'notice.holding': 'Tiene {card} en la mano: elija dónde soltarla.',
  'notice.holdingMany': 'Tiene {card} y {more, plural, one {# carta} other {# cartas}} encima en la mano: elija dónde soltarlas.',
  'notice.nowhere': '{card} no tiene adónde ir ahora.',
  'notice.notACard': 'Aquí no hay ninguna carta que tomar.',
  'notice.hintMove': '{label}: mover {card} de {from} a {to}.',
  'notice.hintDraw': '{label}: robar del mazo.',
  'notice.hintRedeal': '{label}: volver a repartir.',
  'notice.hintNone': 'Sin pista: no queda ninguna jugada. Deshaga (u) o empiece otra partida (n).',
  'notice.finishNone': 'Terminar solo necesita un final seguro, y todavía no lo hay.',
  'notice.finished': 'Terminada automáticamente.',
  'notice.nothingToUndo': 'No hay nada que deshacer.',
  'notice.nothingToRedo': 'No hay nada que rehacer.',
  'notice.newGame': 'Partida nueva: número {deal}.',
  'notice.restarted': 'Partida {deal} empezada de nuevo.',
  'notice.resumed': 'Partida guardada recuperada.',
  'notice.won': '¡Ha ganado en {time} con {moves, plural, one {# jugada} other {# jugadas}}! Pulse n para otra partida.',
  'notice.blocked': 'Ya ninguna jugada puede cambiar esta partida: deshaga (u) o empiece otra (n).',
  'notice.corruptSave': 'No se pudo leer la partida guardada ({code}); se movió a {file}. Empieza una partida nueva.',
  'notice.corruptStats': 'No se pudieron leer las estadísticas ({code}); el archivo se movió a {file}.',
  'notice.saveFailed': 'No se pudo guardar la partida: {reason}',
  'notice.language': 'Idioma: español.',
  'notice.badDeal': '“{value}” no es un número de partida. Use un número entero de 0 a 4294967295.',
  'hint.proven': 'Pista probada (el solucionador encontró cómo ganar desde aquí)',
  'hint.suggestion': 'Pista, una sugerencia no probada',
  'hint.checking': 'Pista, una sugerencia (el solucionador la está comprobando…)',
  'verdict.thinking': 'pensando…',
  'verdict.won': 'aún se puede ganar',
  'verdict.lost': 'ya no se puede ganar',
  'verdict.unknown': 'aún no se sabe',
  'verdict.seeking': 'buscando una partida ganable…',
  'notice.verdictOn': 'La línea de estado indica ahora si esta partida aún se puede ganar (el solucionador busca tras cada jugada, conociendo todas las cartas).',
  'notice.verdictOff': 'La línea de estado ya no indica si la partida se puede ganar.',
  'notice.winnableExplained': 'Solo partidas ganables: las nuevas (n) serán repartos que el solucionador ha demostrado ganables, conociendo todas las cartas; aún puede perderlas.',
  'notice.winnableOn': 'Solo partidas ganables: activado, desde la próxima partida nueva (n).',
  'notice.winnableOff': 'Solo partidas ganables: desactivado.',
  'notice.seeking': 'Buscando una partida que el solucionador sepa ganar… (Esc: dejar de buscar y seguir con esta)',
  'notice.seekingBusy': 'Todavía se busca una partida ganable: espere un momento, o pulse Esc para seguir con esta.',
  'notice.seekStopped': 'Se dejó de buscar una partida ganable; esta partida continúa.',
  'notice.winnableDeal': 'Partida nueva: número {deal}, ganable según ha demostrado el solucionador.',
  'notice.winnableDealExplained': 'Partida nueva: número {deal}. Solo partidas ganables: el solucionador ha demostrado que se puede ganar, conociendo todas las cartas; aún puede perderla.',
  'notice.winnableNone': 'No se encontró a tiempo ninguna partida ganable; esta es una partida normal: número {deal}.',
  'help.verdict': 'v: indicar si la partida aún se puede ganar (el solucionador conoce todas las cartas, incluso boca abajo); activar o desactivar',
  'help.winnable': 'w: solo partidas ganables para las partidas nuevas (repartos que el solucionador ha demostrado ganables); activar o desactivar',
  'prompt.deal': 'Número de partida: {value}',
  'tooSmall': 'La terminal es demasiado pequeña para {game}: agrándela al menos a {width}×{height} (mide {cols}×{rows}).',
  'help.title': 'Teclas',
  'help.move': 'Flechas o h j k l: moverse por las pilas y por las cartas de una pila',
  'help.depth': '[ y ]: tomar más o menos cartas de la pila bajo el cursor',
  'help.select': 'Intro o Espacio: tomar la carta bajo el cursor con las que tiene encima; soltarlas',
  'help.cycle': 'Con cartas en la mano: ←/→ (o h/l) recorren los sitios donde pueden ir; Esc las devuelve',
  'help.foundation': 'f: enviar la carta bajo el cursor a su fundación',
  'help.draw': 'd, o Intro sobre el mazo: robar del mazo, o volver a repartir cuando está vacío',
  'help.undo': 'u: deshacer · r: rehacer (hasta el reparto)',
  'help.hint': 'H: pista; una jugada probada si el solucionador encontró cómo ganar desde aquí, si no una sugerencia',
  'help.auto': 'a: terminar automáticamente cuando solo quedan jugadas seguras',
  'help.new': 'n: partida nueva · R: empezar de nuevo esta partida · g: elegir un número de partida',
  'help.rules': 'i: reglas de este juego',
  'help.lang': 'L: cambiar de idioma (English, español, français)',
  'help.quit': 'q: salir; la partida se guarda tras cada jugada y se recupera la próxima vez',
  'cli.usage': `Uso: solitaire [juego] [opciones]

Juegos: {games} (por defecto {default})

Opciones:
  --deal N            jugar la partida número N (de 0 a 4294967295)
  --draw N            cartas que se roban del mazo cada vez, si el juego lo permite
  --redeals N         repartidas permitidas: un número o "unlimited", si el juego lo permite
  --play-back yes|no, --kings-to-bottom yes|no   otras opciones de reglas de algunos juegos
  --lang en|es|fr     idioma (por defecto: según LC_ALL, LC_MESSAGES o LANG)
  --ascii             cartas en ASCII (7H, TS) en lugar de símbolos de palo
  --winnable          solo partidas demostradas ganables (tecla w)
  --no-verdict        no indicar si aún se puede ganar (tecla v)
  --list              listar los juegos y sus opciones
  --stats             mostrar sus estadísticas
  --version           mostrar la versión
  --help              mostrar esta ayuda`,
  'cli.listOptions': 'opciones: {options}',
  'cli.listNoOptions': 'sin opciones',
  'cli.statsNone': 'Todavía no ha jugado ninguna partida.',
  'cli.statsCorrupt': 'No se puede leer el archivo de estadísticas {file} ({code}); el juego lo apartará la próxima vez que se inicie.',
  'cli.statsHeader': 'juego|jugadas|ganadas|% ganadas|racha|mejor racha|mejor tiempo',
  'error.unknownVariant': 'Juego desconocido: “{name}”. Juegos: {games}.',
  'error.unknownFlag': 'Opción desconocida: {flag}. Vea solitaire --help.',
  'error.missingValue': '{flag} necesita un valor.',
  'error.extraArgument': 'Solo se puede nombrar un juego; “{name}” sobra.',
  'error.badDeal': '--deal necesita un número entero de 0 a 4294967295, no “{value}”.',
  'error.badLang': '--lang debe ser uno de {choices}, no “{value}”.',
  'error.optionNotOffered': '{game} no tiene la opción {flag}.',
  'error.optionValue': '{flag} en {game} debe ser uno de {choices}, no “{value}”.',
  'error.notInteractive': 'solitaire necesita una terminal interactiva (stdin y stdout deben ser una TTY).',
  'error.storage': 'No se puede usar la carpeta de guardado {dir}: {reason}',
};

const fr: Record<CliMessageKey, string> = {
  'status.deal': 'donne {deal}',
  'status.stock': 'talon {count}',
  'status.redeals': '{left, plural, one {# redistribution restante} other {# redistributions restantes}}',
  'status.redealsUnlimited': 'redistributions illimitées',
  'status.score': 'score {score}/{max}',
  'status.moves': '{count, plural, one {# coup} other {# coups}}',
  'status.time': 'temps {time}',
  'status.won': 'Gagné !',
  'status.blocked': 'Plus de coups',
  'footer.board': '? touches · i règles · H indice · u annuler · q quitter',
  'footer.holding': '←/→ choisir où poser · Entrée poser · Échap annuler',
  'footer.prompt': 'Entrée commencer · Échap annuler',
  'footer.rules': '↑/↓ PgPréc/PgSuiv défiler · Échap retour',
  'footer.help': 'Appuyez sur une touche pour revenir',
  'pile.tableau': 'la pile {n}',
  'pile.fan': 'l’éventail {n}',
  'pile.foundation': 'la fondation {n}',
  'pile.stock': 'le talon',
  'pile.waste': 'le rebut',
  'pile.reserve': 'la réserve',
  'notice.holding': 'Vous tenez {card} : choisissez où la poser.',
  'notice.holdingMany': 'Vous tenez {card} et {more, plural, one {# carte} other {# cartes}} dessus : choisissez où les poser.',
  'notice.nowhere': '{card} ne peut aller nulle part pour l’instant.',
  'notice.notACard': 'Il n’y a pas de carte à prendre ici.',
  'notice.hintMove': '{label} : déplacer {card} de {from} vers {to}.',
  'notice.hintDraw': '{label} : piocher dans le talon.',
  'notice.hintRedeal': '{label} : redistribuer.',
  'notice.hintNone': 'Pas d’indice : il ne reste aucun coup. Annulez (u) ou commencez une nouvelle partie (n).',
  'notice.finishNone': 'La fin automatique demande une fin certaine, et il n’y en a pas encore.',
  'notice.finished': 'Terminé automatiquement.',
  'notice.nothingToUndo': 'Rien à annuler.',
  'notice.nothingToRedo': 'Rien à rétablir.',
  'notice.newGame': 'Nouvelle partie : donne {deal}.',
  'notice.restarted': 'Donne {deal} recommencée.',
  'notice.resumed': 'Partie sauvegardée reprise.',
  'notice.won': 'Gagné en {time} et {moves, plural, one {# coup} other {# coups}} ! Appuyez sur n pour une nouvelle partie.',
  'notice.blocked': 'Plus aucun coup ne peut changer cette partie : annulez (u) ou commencez-en une nouvelle (n).',
  'notice.corruptSave': 'La partie sauvegardée est illisible ({code}) ; elle a été déplacée vers {file}. Une nouvelle partie commence.',
  'notice.corruptStats': 'Les statistiques sont illisibles ({code}) ; le fichier a été déplacé vers {file}.',
  'notice.saveFailed': 'La partie n’a pas pu être sauvegardée : {reason}',
  'notice.language': 'Langue : français.',
  'notice.badDeal': '« {value} » n’est pas un numéro de donne. Utilisez un entier de 0 à 4294967295.',
  'hint.proven': 'Indice prouvé (le solveur a trouvé une victoire à partir d’ici)',
  'hint.suggestion': 'Indice, une suggestion non prouvée',
  'hint.checking': 'Indice, une suggestion (le solveur la vérifie…)',
  'verdict.thinking': 'réflexion…',
  'verdict.won': 'peut encore être gagnée',
  'verdict.lost': 'ne peut plus être gagnée',
  'verdict.unknown': 'pas encore connu',
  'verdict.seeking': 'recherche d’une donne gagnable…',
  'notice.verdictOn': 'La ligne d’état dit maintenant si cette partie peut encore être gagnée (le solveur cherche après chaque coup, en connaissant toutes les cartes).',
  'notice.verdictOff': 'La ligne d’état ne dit plus si la partie peut être gagnée.',
  'notice.winnableExplained': 'Donnes gagnables seulement : chaque nouvelle partie (n) sera prouvée gagnable par le solveur, toutes cartes connues ; vous pouvez quand même la perdre.',
  'notice.winnableOn': 'Donnes gagnables seulement : activé, dès la prochaine nouvelle partie (n).',
  'notice.winnableOff': 'Donnes gagnables seulement : désactivé.',
  'notice.seeking': 'Recherche d’une donne que le solveur sait gagner… (Échap : arrêter et garder cette partie)',
  'notice.seekingBusy': 'Recherche d’une donne gagnable en cours : un instant, ou Échap pour garder cette partie.',
  'notice.seekStopped': 'Recherche d’une donne gagnable arrêtée ; cette partie continue.',
  'notice.winnableDeal': 'Nouvelle partie : donne {deal}, prouvée gagnable par le solveur.',
  'notice.winnableDealExplained': 'Nouvelle partie : donne {deal}. Donnes gagnables seulement : le solveur l’a prouvée gagnable, toutes cartes connues ; vous pouvez quand même la perdre.',
  'notice.winnableNone': 'Aucune donne gagnable trouvée à temps ; voici une donne normale : {deal}.',
  'help.verdict': 'v : dire sur la ligne d’état si la partie peut encore être gagnée (le solveur connaît toutes les cartes, même face cachée) ; activer ou désactiver',
  'help.winnable': 'w : donnes gagnables seulement pour les nouvelles parties (prouvées gagnables par le solveur) ; activer ou désactiver',
  'prompt.deal': 'Numéro de donne : {value}',
  'tooSmall': 'Le terminal est trop petit pour {game} : agrandissez-le à au moins {width}×{height} (il fait {cols}×{rows}).',
  'help.title': 'Touches',
  'help.move': 'Flèches ou h j k l : se déplacer sur les piles et sur les cartes d’une pile',
  'help.depth': '[ et ] : prendre plus ou moins de cartes de la pile sous le curseur',
  'help.select': 'Entrée ou Espace : prendre la carte sous le curseur avec celles qui la couvrent ; les poser',
  'help.cycle': 'En tenant des cartes : ←/→ (ou h/l) parcourent les places possibles ; Échap les remet',
  'help.foundation': 'f : envoyer la carte sous le curseur sur sa fondation',
  'help.draw': 'd, ou Entrée sur le talon : piocher, ou redistribuer quand il est vide',
  'help.undo': 'u : annuler · r : rétablir (jusqu’à la donne)',
  'help.hint': 'H : indice ; un coup prouvé si le solveur a trouvé une victoire à partir d’ici, sinon une suggestion',
  'help.auto': 'a : finir automatiquement quand seuls des coups sûrs restent',
  'help.new': 'n : nouvelle partie · R : recommencer cette donne · g : choisir un numéro de donne',
  'help.rules': 'i : règles de ce jeu',
  'help.lang': 'L : changer de langue (English, español, français)',
  'help.quit': 'q : quitter ; la partie est sauvegardée après chaque coup et reprise la fois suivante',
  'cli.usage': `Usage : solitaire [jeu] [options]

Jeux : {games} (par défaut {default})

Options :
  --deal N            jouer la donne numéro N (de 0 à 4294967295)
  --draw N            cartes piochées à la fois dans le talon, si le jeu le permet
  --redeals N         redistributions permises : un nombre ou "unlimited", si le jeu le permet
  --play-back yes|no, --kings-to-bottom yes|no   autres options de règles de certains jeux
  --lang en|es|fr     langue (par défaut : selon LC_ALL, LC_MESSAGES ou LANG)
  --ascii             cartes en ASCII (7H, TS) au lieu des symboles de couleur
  --winnable          seulement des donnes prouvées gagnables (touche w)
  --no-verdict        sans verdict du solveur sur la ligne d’état (touche v)
  --list              lister les jeux et leurs options
  --stats             afficher vos statistiques
  --version           afficher la version
  --help              afficher cette aide`,
  'cli.listOptions': 'options : {options}',
  'cli.listNoOptions': 'aucune option',
  'cli.statsNone': 'Aucune partie jouée pour l’instant.',
  'cli.statsCorrupt': 'Le fichier de statistiques {file} est illisible ({code}) ; le jeu le mettra de côté à son prochain lancement.',
  'cli.statsHeader': 'jeu|jouées|gagnées|% gagnées|série|meilleure série|meilleur temps',
  'error.unknownVariant': 'Jeu inconnu : « {name} ». Jeux : {games}.',
  'error.unknownFlag': 'Option inconnue : {flag}. Voir solitaire --help.',
  'error.missingValue': '{flag} demande une valeur.',
  'error.extraArgument': 'Un seul jeu peut être nommé ; « {name} » est de trop.',
  'error.badDeal': '--deal demande un entier de 0 à 4294967295, pas « {value} ».',
  'error.badLang': '--lang doit valoir {choices}, pas « {value} ».',
  'error.optionNotOffered': '{game} n’a pas d’option {flag}.',
  'error.optionValue': '{flag} pour {game} doit valoir {choices}, pas « {value} ».',
  'error.notInteractive': 'solitaire a besoin d’un terminal interactif (stdin et stdout doivent être des TTY).',
  'error.storage': 'Impossible d’utiliser le dossier de sauvegarde {dir} : {reason}',
};

/** The terminal's catalogs, one per locale. */
export const cliCatalogs: Catalogs<CliMessageKey> = { en, es, fr };

/** Formats a terminal message. */
export const cliText = translator(cliCatalogs);

/** The terminal's translator bound to one locale. */
export type CliTranslate = (key: CliMessageKey, values?: MessageValues) => string;

/** Binds `cliText` to a locale. */
export const cliTranslator = (locale: Locale): CliTranslate => (key, values) => cliText(locale, key, values);
