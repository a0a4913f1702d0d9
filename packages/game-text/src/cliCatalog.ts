import type { Locale } from './locales.js';
import { capitalWords, words } from './glossary.js';
import { type Catalogs, type MessageValues, translator } from './translator.js';

// The terminal game's own words (status line, notices, keys, command line), in ICU MessageFormat. Game text
// (rules, names, cards, refusals) is the game catalog's; both take their terms from the glossary:
// w.es.pile is Spanish's word for a tableau pile, W.es.pile the same capitalised.
const w = words;
const W = capitalWords;

const en = {
  'status.deal': 'deal {deal}',
  'status.stock': `${w.en.stock} {count}`,
  'status.redeals': `{left, plural, one {# ${w.en.redeal} left} other {# ${w.en.redeals} left}}`,
  'status.redealsUnlimited': `${w.en.redeals} unlimited`,
  'status.score': 'score {score}/{max}',
  'status.moves': '{count, plural, one {# move} other {# moves}}',
  'status.time': 'time {time}',
  'status.won': 'Won!',
  'status.blocked': 'No moves left',
  'footer.board': `? keys · i rules · H ${w.en.hint} · u undo · q quit`,
  'footer.holding': '←/→ choose where to drop · Enter drop · Esc cancel',
  'footer.prompt': 'Enter start · Esc cancel',
  'footer.rules': '↑/↓ PgUp/PgDn scroll · Esc back',
  'footer.help': 'Press any key to go back',
  'pile.tableau': `${w.en.pile} {n}`,
  'pile.fan': `${w.en.fan} {n}`,
  'pile.foundation': `${w.en.foundation} {n}`,
  'pile.stock': `${w.en.stock}`,
  'pile.waste': `${w.en.waste}`,
  'pile.reserve': `${w.en.reserve}`,
  'notice.holding': 'Holding {card}: choose where to drop it.',
  'notice.holdingMany': `Holding {card} and {more, plural, one {# ${w.en.card}} other {# ${w.en.cards}}} on it: choose where to drop them.`,
  'notice.nowhere': '{card} has no place to go right now.',
  'notice.notACard': `There is no ${w.en.card} here to pick up.`,
  'notice.hintMove': '{label}: move {card} from {from} to {to}.',
  'notice.hintDraw': `{label}: draw from the ${w.en.stock}.`,
  'notice.hintRedeal': `{label}: ${w.en.redeal}.`,
  'notice.hintNone': `No ${w.en.hint}: no move is left. Undo (u) or start a new game (n).`,
  'notice.finishNone': 'Auto-finish needs a certain finish, and there is none yet.',
  'notice.finished': 'Finished automatically.',
  'notice.nothingToUndo': 'Nothing to undo.',
  'notice.nothingToRedo': 'Nothing to redo.',
  'notice.newGame': 'New game: deal {deal}.',
  'notice.restarted': 'Deal {deal} started again.',
  'notice.resumed': 'Saved game resumed.',
  'notice.won': 'You won in {time} with {moves, plural, one {# move} other {# moves}}! Press n for a new game.',
  'notice.blocked': 'No move can change this game any more: undo (u) or start a new game (n).',
  'notice.confirmAbandon': 'This game is in progress and would count as lost. Press y to leave it, Esc to keep playing.',
  'notice.abandonCancelled': 'The game goes on.',
  'notice.thinking': `Looking for a ${w.en.move}: the ${w.en.solver} is checking this position…`,
  'notice.corruptSave': 'The saved game could not be read ({code}); it was moved to {file}. A new game has started.',
  'notice.corruptStats': 'The statistics could not be read ({code}); the file was moved to {file}.',
  'notice.saveFailed': 'The game could not be saved: {reason}',
  'notice.language': 'Language: English.',
  'notice.badDeal': 'Not a deal number: “{value}”. Use a whole number from 0 to 4294967295.',
  'hint.proven': `${W.en.hint}, proven (the ${w.en.solver} found a win from here)`,
  'hint.suggestion': `${W.en.hint}, a suggestion, not proven`,
  'hint.checking': `${W.en.hint}, a suggestion (the ${w.en.solver} is checking it…)`,
  'verdict.thinking': 'thinking…',
  'verdict.won': 'can still be won',
  'verdict.lost': 'cannot be won any more',
  'verdict.unknown': 'not known yet',
  'verdict.seeking': 'looking for a winnable deal…',
  'notice.verdictOn': `The status line now says whether this game can still be won (the ${w.en.solver} searches after each move, knowing every ${w.en.card}).`,
  'notice.verdictOff': 'The status line no longer says whether the game can be won.',
  'notice.winnableExplained': `Winnable deals only: new games (n) will be deals the ${w.en.solver} has proved can be won, with every ${w.en.card} known; you may still lose them.`,
  'notice.winnableOn': 'Winnable deals only: on, from the next new game (n).',
  'notice.winnableOff': 'Winnable deals only: off.',
  'notice.seeking': `Looking for a deal the ${w.en.solver} can win… (Esc: stop and keep this game)`,
  'notice.seekingBusy': 'Still looking for a winnable deal: a moment, or Esc to keep this game.',
  'notice.seekStopped': 'Stopped looking for a winnable deal; this game goes on.',
  'notice.winnableDeal': `New game: deal {deal}, proved winnable by the ${w.en.solver}.`,
  'notice.winnableDealExplained': `New game: deal {deal}. Winnable deals only: the ${w.en.solver} has proved it can be won, with every ${w.en.card} known; you may still lose it.`,
  'notice.winnableNone': 'No winnable deal was found in time, so this is a normal deal: {deal}.',
  'help.verdict': `v: on the status line, whether the game can still be won (the ${w.en.solver} knows every ${w.en.card}); on/off`,
  'help.winnable': `w: winnable deals only, for new games (deals the ${w.en.solver} has proved can be won); on/off`,
  'prompt.deal': 'Deal number: {value}',
  'tooSmall': 'The terminal is too small for {game}: enlarge it to at least {width}×{height} (it is {cols}×{rows}).',
  'help.title': 'Keys',
  'help.move': `Arrows or h j k l: move over the ${w.en.piles} and over the ${w.en.cards} of a ${w.en.pile}`,
  'help.depth': `[ and ]: take more or fewer ${w.en.cards} from the ${w.en.pile} under the cursor`,
  'help.select': `Enter or Space: pick up the ${w.en.card} under the cursor with the ${w.en.cards} on it; drop them`,
  'help.cycle': `While holding: ←/→ (or h/l) go through the places the ${w.en.cards} may go; Esc puts them back`,
  'help.foundation': `f: send the ${w.en.card} under the cursor to its ${w.en.foundation}`,
  'help.draw': `d, or Enter on the ${w.en.stock}: draw from the ${w.en.stock}, or ${w.en.redeal} when it is empty`,
  'help.undo': 'u: undo · r: redo (as far back as the deal)',
  'help.hint': `H: ${w.en.hint}; a proven move when the ${w.en.solver} has found a win from here, else a suggestion · p: play the ${w.en.hint}`,
  'help.auto': 'a: finish automatically, when only certain moves are left',
  'help.new': 'n: new game · R: restart this deal · g: choose a deal number',
  'help.rules': 'i: rules of this game',
  'help.lang': 'L: change the language (English, español, français)',
  'help.quit': 'q: quit; the game is saved after every move and resumed next time',
  'cli.usage': `Usage: solitaire [game] [options]

Games: {games} (default {default})

Options:
  --deal N            play deal number N (0 to 4294967295)
  --draw N            ${w.en.cards} drawn from the ${w.en.stock} at a time, when the game allows it
  --redeals N         ${w.en.redeals} allowed: a number or "unlimited", when the game allows it
  --play-back yes|no, --kings-to-bottom yes|no   other rule options some games offer
  --lang en|es|fr     language (default: from LC_ALL, LC_MESSAGES or LANG)
  --ascii             plain ASCII ${w.en.cards} (7H, TS) instead of ${w.en.suit} symbols
  --winnable          only deals the ${w.en.solver} has proved winnable (key w)
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
  'status.deal': 'partida n.º {deal}',
  'status.stock': `${w.es.stock} {count}`,
  'status.redeals': `{left, plural, one {queda # ${w.es.redeal}} other {quedan # ${w.es.redeals}}}`,
  'status.redealsUnlimited': `${w.es.redeals} ilimitadas`,
  'status.score': 'puntos {score}/{max}',
  'status.moves': `{count, plural, one {# ${w.es.move}} other {# ${w.es.moves}}}`,
  'status.time': 'tiempo {time}',
  'status.won': '¡Ganada!',
  'status.blocked': `Sin ${w.es.moves}`,
  'footer.board': `? teclas · i reglas · H ${w.es.hint} · u deshacer · q salir`,
  'footer.holding': '←/→ elegir destino · Intro soltar · Esc cancelar',
  'footer.prompt': 'Intro empezar · Esc cancelar',
  'footer.rules': '↑/↓ RePág/AvPág desplazar · Esc volver',
  'footer.help': 'Pulse cualquier tecla para volver',
  'pile.tableau': `el ${w.es.pile} {n}`,
  'pile.fan': `el ${w.es.fan} {n}`,
  'pile.foundation': `la ${w.es.foundation} {n}`,
  'pile.stock': `el ${w.es.stock}`,
  'pile.waste': `el ${w.es.waste}`,
  'pile.reserve': `la ${w.es.reserve}`,
  'notice.holding': 'Tiene {card} en la mano: elija dónde soltarla.',
  'notice.holdingMany': `Tiene {card} y {more, plural, one {# ${w.es.card}} other {# ${w.es.cards}}} encima en la mano: elija dónde soltarlas.`,
  'notice.nowhere': '{card} no tiene adónde ir ahora.',
  'notice.notACard': `Aquí no hay ninguna ${w.es.card} que tomar.`,
  'notice.hintMove': '{label}: mover {card} desde {from} hasta {to}.',
  'notice.hintDraw': `{label}: ${w.es.toDraw} del ${w.es.stock}.`,
  'notice.hintRedeal': `{label}: ${w.es.toRedeal}.`,
  'notice.hintNone': `Sin ${w.es.hint}: no queda ninguna ${w.es.move}. Deshaga (u) o empiece otra partida (n).`,
  'notice.finishNone': 'Terminar solo necesita un final seguro, y todavía no lo hay.',
  'notice.finished': 'Terminada automáticamente.',
  'notice.nothingToUndo': 'No hay nada que deshacer.',
  'notice.nothingToRedo': 'No hay nada que rehacer.',
  'notice.newGame': `Partida nueva: ${w.es.deal} {deal}.`,
  'notice.restarted': `${W.es.deal} {deal} empezado de nuevo.`,
  'notice.resumed': 'Partida guardada recuperada.',
  'notice.won': `¡Ha ganado en {time} con {moves, plural, one {# ${w.es.move}} other {# ${w.es.moves}}}! Pulse n para otra partida.`,
  'notice.blocked': `Ya ninguna ${w.es.move} puede cambiar esta partida: deshaga (u) o empiece otra (n).`,
  'notice.confirmAbandon': 'Esta partida está en curso y contaría como perdida. Pulse y para dejarla, Esc para seguir jugando.',
  'notice.abandonCancelled': 'La partida sigue.',
  'notice.thinking': `Buscando una ${w.es.move}: el ${w.es.solver} estudia esta posición…`,
  'notice.corruptSave': 'No se pudo leer la partida guardada ({code}); se movió a {file}. Empieza una partida nueva.',
  'notice.corruptStats': 'No se pudieron leer las estadísticas ({code}); el archivo se movió a {file}.',
  'notice.saveFailed': 'No se pudo guardar la partida: {reason}',
  'notice.language': 'Idioma: español.',
  'notice.badDeal': `“{value}” no es un número de ${w.es.deal}. Use un número entero de 0 a 4294967295.`,
  'hint.proven': `${W.es.hint} probada (el ${w.es.solver} encontró cómo ganar desde aquí)`,
  'hint.suggestion': `${W.es.hint}, una sugerencia no probada`,
  'hint.checking': `${W.es.hint}, una sugerencia (el ${w.es.solver} la está comprobando…)`,
  'verdict.thinking': 'pensando…',
  'verdict.won': 'aún se puede ganar',
  'verdict.lost': 'ya no se puede ganar',
  'verdict.unknown': 'aún no se sabe',
  'verdict.seeking': `buscando un ${w.es.deal} ganable…`,
  'notice.verdictOn': `La línea de estado indica ahora si esta partida aún se puede ganar (el ${w.es.solver} busca tras cada ${w.es.move}, conociendo todas las ${w.es.cards}).`,
  'notice.verdictOff': 'La línea de estado ya no indica si la partida se puede ganar.',
  'notice.winnableExplained': `Solo ${w.es.deals} ganables: cada partida nueva (n) será un ${w.es.deal} que el ${w.es.solver} sabe ganar viendo todas las ${w.es.cards}; aún puede perderla.`,
  'notice.winnableOn': `Solo ${w.es.deals} ganables: activado, desde la próxima partida nueva (n).`,
  'notice.winnableOff': `Solo ${w.es.deals} ganables: desactivado.`,
  'notice.seeking': `Buscando un ${w.es.deal} que el ${w.es.solver} sepa ganar… (Esc: dejar de buscar y seguir con esta)`,
  'notice.seekingBusy': `Todavía se busca un ${w.es.deal} ganable: espere un momento, o pulse Esc para seguir con esta.`,
  'notice.seekStopped': `Se dejó de buscar un ${w.es.deal} ganable; esta partida continúa.`,
  'notice.winnableDeal': `Partida nueva: ${w.es.deal} {deal}, ganable según ha demostrado el ${w.es.solver}.`,
  'notice.winnableDealExplained': `Partida nueva: ${w.es.deal} {deal}. Solo ${w.es.deals} ganables: el ${w.es.solver} ha demostrado que se puede ganar, conociendo todas las ${w.es.cards}; aún puede perderla.`,
  'notice.winnableNone': `No se encontró a tiempo ninguna partida ganable; este es un ${w.es.deal} normal: {deal}.`,
  'help.verdict': `v: indicar si la partida aún se puede ganar (el ${w.es.solver} conoce todas las ${w.es.cards}, incluso boca abajo); activar o desactivar`,
  'help.winnable': `w: solo ${w.es.deals} ganables para las partidas nuevas (${w.es.deals} que el ${w.es.solver} ha demostrado ganables); activar o desactivar`,
  'prompt.deal': `Número de ${w.es.deal}: {value}`,
  'tooSmall': 'La terminal es demasiado pequeña para {game}: agrándela al menos a {width}×{height} (mide {cols}×{rows}).',
  'help.title': 'Teclas',
  'help.move': `Flechas o h j k l: moverse por los ${w.es.piles} y por las ${w.es.cards} de un ${w.es.pile}`,
  'help.depth': `[ y ]: tomar más o menos ${w.es.cards} del ${w.es.pile} bajo el cursor`,
  'help.select': `Intro o Espacio: tomar la ${w.es.card} bajo el cursor con las que tiene encima; soltarlas`,
  'help.cycle': `Con ${w.es.cards} en la mano: ←/→ (o h/l) recorren los sitios donde pueden ir; Esc las devuelve`,
  'help.foundation': `f: enviar la ${w.es.card} bajo el cursor a su ${w.es.foundation}`,
  'help.draw': `d, o Intro sobre el ${w.es.stock}: ${w.es.toDraw} del ${w.es.stock}, o darle la vuelta cuando está vacío`,
  'help.undo': `u: deshacer · r: rehacer (hasta el ${w.es.deal})`,
  'help.hint': `H: ${w.es.hint}; una ${w.es.move} probada si el ${w.es.solver} encontró cómo ganar desde aquí, si no una sugerencia · p: jugar la ${w.es.hint}`,
  'help.auto': `a: terminar automáticamente cuando solo quedan ${w.es.moves} seguras`,
  'help.new': `n: partida nueva · R: empezar de nuevo esta partida · g: elegir un número de ${w.es.deal}`,
  'help.rules': 'i: reglas de este juego',
  'help.lang': 'L: cambiar de idioma (English, español, français)',
  'help.quit': `q: salir; la partida se guarda tras cada ${w.es.move} y se recupera la próxima vez`,
  'cli.usage': `Uso: solitaire [juego] [opciones]

Juegos: {games} (por defecto {default})

Opciones:
  --deal N            jugar el ${w.es.deal} número N (de 0 a 4294967295)
  --draw N            ${w.es.cards} que se roban del ${w.es.stock} cada vez, si el juego lo permite
  --redeals N         ${w.es.redeals} permitidas: un número o "unlimited", si el juego lo permite
  --play-back yes|no, --kings-to-bottom yes|no   otras opciones de reglas de algunos juegos
  --lang en|es|fr     idioma (por defecto: según LC_ALL, LC_MESSAGES o LANG)
  --ascii             ${w.es.cards} en ASCII (7H, TS) en lugar de símbolos de ${w.es.suit}
  --winnable          solo ${w.es.deals} demostrados ganables (tecla w)
  --no-verdict        no indicar si aún se puede ganar (tecla v)
  --list              listar los juegos y sus opciones
  --stats             mostrar sus estadísticas
  --version           mostrar la versión
  --help              mostrar esta ayuda`,
  'cli.listOptions': 'opciones: {options}',
  'cli.listNoOptions': 'sin opciones',
  'cli.statsNone': 'Todavía no ha jugado ninguna partida.',
  'cli.statsCorrupt': 'No se puede leer el archivo de estadísticas {file} ({code}); el juego lo apartará la próxima vez que se inicie.',
  'cli.statsHeader': 'juego|partidas|ganadas|% ganadas|racha|mejor racha|mejor tiempo',
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
  'status.deal': `${w.fr.deal} {deal}`,
  'status.stock': `${w.fr.stock} {count}`,
  'status.redeals': `{left, plural, one {# ${w.fr.redeal} restante} other {# ${w.fr.redeals} restantes}}`,
  'status.redealsUnlimited': `${w.fr.redeals} illimitées`,
  'status.score': 'score {score}/{max}',
  'status.moves': `{count, plural, one {# ${w.fr.move}} other {# ${w.fr.moves}}}`,
  'status.time': 'temps {time}',
  'status.won': 'Gagné\u00a0!',
  'status.blocked': `Plus de ${w.fr.moves}`,
  'footer.board': `? touches · i règles · H ${w.fr.hint} · u annuler · q quitter`,
  'footer.holding': '←/→ choisir où poser · Entrée poser · Échap annuler',
  'footer.prompt': 'Entrée commencer · Échap annuler',
  'footer.rules': '↑/↓ PgPréc/PgSuiv défiler · Échap retour',
  'footer.help': 'Appuyez sur une touche pour revenir',
  'pile.tableau': `la ${w.fr.pile} {n}`,
  'pile.fan': `l’${w.fr.fan} {n}`,
  'pile.foundation': `la ${w.fr.foundation} {n}`,
  'pile.stock': `le ${w.fr.stock}`,
  'pile.waste': `la ${w.fr.waste}`,
  'pile.reserve': `la ${w.fr.reserve}`,
  'notice.holding': 'Vous tenez {card}\u00a0: choisissez où la poser.',
  'notice.holdingMany': `Vous tenez {card} et {more, plural, one {# ${w.fr.card}} other {# ${w.fr.cards}}} dessus\u00a0: choisissez où les poser.`,
  'notice.nowhere': '{card} ne peut aller nulle part pour l’instant.',
  'notice.notACard': `Il n’y a pas de ${w.fr.card} à prendre ici.`,
  'notice.hintMove': '{label}\u00a0: déplacer {card} de {from} vers {to}.',
  'notice.hintDraw': `{label}\u00a0: ${w.fr.toDraw} du ${w.fr.stock}.`,
  'notice.hintRedeal': `{label}\u00a0: ${w.fr.toRedeal}.`,
  'notice.hintNone': `Pas d’${w.fr.hint}\u00a0: il ne reste aucun ${w.fr.move}. Annulez (u) ou commencez une nouvelle partie (n).`,
  'notice.finishNone': 'La fin automatique demande une fin certaine, et il n’y en a pas encore.',
  'notice.finished': 'Terminé automatiquement.',
  'notice.nothingToUndo': 'Rien à annuler.',
  'notice.nothingToRedo': 'Rien à rétablir.',
  'notice.newGame': `Nouvelle partie\u00a0: ${w.fr.deal} {deal}.`,
  'notice.restarted': `${W.fr.deal} {deal} recommencée.`,
  'notice.resumed': 'Partie sauvegardée reprise.',
  'notice.won': `Gagné en {time} et {moves, plural, one {# ${w.fr.move}} other {# ${w.fr.moves}}}\u00a0! Appuyez sur n pour une nouvelle partie.`,
  'notice.blocked': `Plus aucun ${w.fr.move} ne peut changer cette partie\u00a0: annulez (u) ou commencez-en une nouvelle (n).`,
  'notice.confirmAbandon': 'Cette partie est en cours et compterait comme perdue. Appuyez sur y pour la quitter, sur Échap pour continuer.',
  'notice.abandonCancelled': 'La partie continue.',
  'notice.thinking': `Recherche d’un ${w.fr.move}\u00a0: le ${w.fr.solver} étudie cette position…`,
  'notice.corruptSave': 'La partie sauvegardée est illisible ({code})\u00a0; elle a été déplacée vers {file}. Une nouvelle partie commence.',
  'notice.corruptStats': 'Les statistiques sont illisibles ({code})\u00a0; le fichier a été déplacé vers {file}.',
  'notice.saveFailed': 'La partie n’a pas pu être sauvegardée\u00a0: {reason}',
  'notice.language': 'Langue\u00a0: français.',
  'notice.badDeal': `«\u00a0{value}\u00a0» n’est pas un numéro de ${w.fr.deal}. Utilisez un entier de 0 à 4294967295.`,
  'hint.proven': `${W.fr.hint} prouvé (le ${w.fr.solver} a trouvé une victoire à partir d’ici)`,
  'hint.suggestion': `${W.fr.hint}, une suggestion non prouvée`,
  'hint.checking': `${W.fr.hint}, une suggestion (le ${w.fr.solver} la vérifie…)`,
  'verdict.thinking': 'réflexion…',
  'verdict.won': 'peut encore être gagnée',
  'verdict.lost': 'ne peut plus être gagnée',
  'verdict.unknown': 'pas encore connu',
  'verdict.seeking': `recherche d’une ${w.fr.deal} gagnable…`,
  'notice.verdictOn': `La ligne d’état dit maintenant si cette partie peut encore être gagnée (le ${w.fr.solver} cherche après chaque ${w.fr.move}, en connaissant toutes les ${w.fr.cards}).`,
  'notice.verdictOff': 'La ligne d’état ne dit plus si la partie peut être gagnée.',
  'notice.winnableExplained': `${W.fr.deals} gagnables seulement\u00a0: chaque nouvelle partie (n) sera prouvée gagnable par le ${w.fr.solver}, toutes ${w.fr.cards} connues\u00a0; vous pouvez quand même la perdre.`,
  'notice.winnableOn': `${W.fr.deals} gagnables seulement\u00a0: activé, dès la prochaine nouvelle partie (n).`,
  'notice.winnableOff': `${W.fr.deals} gagnables seulement\u00a0: désactivé.`,
  'notice.seeking': `Recherche d’une ${w.fr.deal} que le ${w.fr.solver} sait gagner… (Échap\u00a0: arrêter et garder cette partie)`,
  'notice.seekingBusy': `Recherche d’une ${w.fr.deal} gagnable en cours\u00a0: un instant, ou Échap pour garder cette partie.`,
  'notice.seekStopped': `Recherche d’une ${w.fr.deal} gagnable arrêtée\u00a0; cette partie continue.`,
  'notice.winnableDeal': `Nouvelle partie\u00a0: ${w.fr.deal} {deal}, prouvée gagnable par le ${w.fr.solver}.`,
  'notice.winnableDealExplained': `Nouvelle partie\u00a0: ${w.fr.deal} {deal}. ${W.fr.deals} gagnables seulement\u00a0: le ${w.fr.solver} l’a prouvée gagnable, toutes ${w.fr.cards} connues\u00a0; vous pouvez quand même la perdre.`,
  'notice.winnableNone': `Aucune ${w.fr.deal} gagnable trouvée à temps\u00a0; voici une ${w.fr.deal} normale\u00a0: {deal}.`,
  'help.verdict': `v\u00a0: dire sur la ligne d’état si la partie peut encore être gagnée (le ${w.fr.solver} connaît toutes les ${w.fr.cards}, même face cachée)\u00a0; activer ou désactiver`,
  'help.winnable': `w\u00a0: ${w.fr.deals} gagnables seulement pour les nouvelles parties (prouvées gagnables par le ${w.fr.solver})\u00a0; activer ou désactiver`,
  'prompt.deal': `Numéro de ${w.fr.deal}\u00a0: {value}`,
  'tooSmall': 'Le terminal est trop petit pour {game}\u00a0: agrandissez-le à au moins {width}×{height} (il fait {cols}×{rows}).',
  'help.title': 'Touches',
  'help.move': `Flèches ou h j k l\u00a0: se déplacer sur les ${w.fr.piles} et sur les ${w.fr.cards} d’une ${w.fr.pile}`,
  'help.depth': `[ et ]\u00a0: prendre plus ou moins de ${w.fr.cards} de la ${w.fr.pile} sous le curseur`,
  'help.select': `Entrée ou Espace\u00a0: prendre la ${w.fr.card} sous le curseur avec celles qui la couvrent\u00a0; les poser`,
  'help.cycle': `En tenant des ${w.fr.cards}\u00a0: ←/→ (ou h/l) parcourent les places possibles\u00a0; Échap les remet`,
  'help.foundation': `f\u00a0: envoyer la ${w.fr.card} sous le curseur sur sa ${w.fr.foundation}`,
  'help.draw': `d, ou Entrée sur le ${w.fr.stock}\u00a0: ${w.fr.toDraw} du ${w.fr.stock}, ou ${w.fr.toRedeal} quand il est vide`,
  'help.undo': `u\u00a0: annuler · r\u00a0: rétablir (jusqu’à la ${w.fr.deal})`,
  'help.hint': `H\u00a0: ${w.fr.hint}\u00a0; un ${w.fr.move} prouvé si le ${w.fr.solver} a trouvé une victoire à partir d’ici, sinon une suggestion · p\u00a0: jouer l’${w.fr.hint}`,
  'help.auto': `a\u00a0: finir automatiquement quand seuls des ${w.fr.moves} sûrs restent`,
  'help.new': `n\u00a0: nouvelle partie · R\u00a0: recommencer cette ${w.fr.deal} · g\u00a0: choisir un numéro de ${w.fr.deal}`,
  'help.rules': 'i\u00a0: règles de ce jeu',
  'help.lang': 'L\u00a0: changer de langue (English, español, français)',
  'help.quit': `q\u00a0: quitter\u00a0; la partie est sauvegardée après chaque ${w.fr.move} et reprise la fois suivante`,
  'cli.usage': `Usage\u00a0: solitaire [jeu] [options]

Jeux\u00a0: {games} (par défaut {default})

Options\u00a0:
  --deal N            jouer la ${w.fr.deal} numéro N (de 0 à 4294967295)
  --draw N            ${w.fr.cards} tirées du ${w.fr.stock} à la fois, si le jeu le permet
  --redeals N         ${w.fr.redeals} permises\u00a0: un nombre ou "unlimited", si le jeu le permet
  --play-back yes|no, --kings-to-bottom yes|no   autres options de règles de certains jeux
  --lang en|es|fr     langue (par défaut\u00a0: selon LC_ALL, LC_MESSAGES ou LANG)
  --ascii             ${w.fr.cards} en ASCII (7H, TS) au lieu des symboles de ${w.fr.suit}
  --winnable          seulement des ${w.fr.deals} prouvées gagnables (touche w)
  --no-verdict        sans verdict du ${w.fr.solver} sur la ligne d’état (touche v)
  --list              lister les jeux et leurs options
  --stats             afficher vos statistiques
  --version           afficher la version
  --help              afficher cette aide`,
  'cli.listOptions': 'options\u00a0: {options}',
  'cli.listNoOptions': 'aucune option',
  'cli.statsNone': 'Aucune partie jouée pour l’instant.',
  'cli.statsCorrupt': 'Le fichier de statistiques {file} est illisible ({code})\u00a0; le jeu le mettra de côté à son prochain lancement.',
  'cli.statsHeader': 'jeu|jouées|gagnées|% gagnées|série|meilleure série|meilleur temps',
  'error.unknownVariant': 'Jeu inconnu\u00a0: «\u00a0{name}\u00a0». Jeux\u00a0: {games}.',
  'error.unknownFlag': 'Option inconnue\u00a0: {flag}. Voir solitaire --help.',
  'error.missingValue': '{flag} demande une valeur.',
  'error.extraArgument': 'Un seul jeu peut être nommé\u00a0; «\u00a0{name}\u00a0» est de trop.',
  'error.badDeal': '--deal demande un entier de 0 à 4294967295, pas «\u00a0{value}\u00a0».',
  'error.badLang': '--lang doit valoir {choices}, pas «\u00a0{value}\u00a0».',
  'error.optionNotOffered': '{game} n’a pas d’option {flag}.',
  'error.optionValue': '{flag} pour {game} doit valoir {choices}, pas «\u00a0{value}\u00a0».',
  'error.notInteractive': 'solitaire a besoin d’un terminal interactif (stdin et stdout doivent être des TTY).',
  'error.storage': 'Impossible d’utiliser le dossier de sauvegarde {dir}\u00a0: {reason}',
};

/** The terminal's catalogs, one per locale. */
export const cliCatalogs: Catalogs<CliMessageKey> = { en, es, fr };

/** Formats a terminal message. */
export const cliText = translator(cliCatalogs);

/** The terminal's translator bound to one locale. */
export type CliTranslate = (key: CliMessageKey, values?: MessageValues) => string;

/** Binds `cliText` to a locale. */
export const cliTranslator = (locale: Locale): CliTranslate => (key, values) => cliText(locale, key, values);
