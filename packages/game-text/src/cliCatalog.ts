import type { Locale } from './locales.js';
import { capitalWords, hintMovePhrase, words } from './glossary.js';
import { type Catalogs, type MessageValues, translator } from './translator.js';

// The terminal game's own words (status line, notices, keys, command line), in ICU MessageFormat. Game text
// (rules, names, cards, refusals) is the game catalog's; both take their terms from the glossary:
// w.es.pile is Spanish's word for a tableau pile, W.es.pile the same capitalised.
const w = words;

// Why a write failed, by the system's error code: one message for every notice that reports it.
const writeFailureEn =
  '{code, select, ENOSPC {the disk is full} EDQUOT {the disk quota is used up} EFBIG {the file size limit was reached} ESHORTWRITE {the file could not be written whole} EACCES {permission denied} EPERM {permission denied} EROFS {the disk is read-only} ENOENT {the folder does not exist} ENOTDIR {a file stands where a folder should be} EISDIR {a folder stands where the file should be} EIO {the disk reported an error} other {the system refused ({code})}}';
const writeFailureEs =
  '{code, select, ENOSPC {el disco está lleno} EDQUOT {se agotó la cuota de disco} EFBIG {se alcanzó el tamaño máximo de archivo} ESHORTWRITE {no se pudo escribir el archivo entero} EACCES {permiso denegado} EPERM {permiso denegado} EROFS {el disco es de solo lectura} ENOENT {la carpeta no existe} ENOTDIR {hay un archivo donde debería haber una carpeta} EISDIR {hay una carpeta donde debería estar el archivo} EIO {el disco informó de un error} other {el sistema lo rechazó ({code})}}';
const writeFailureFr =
  '{code, select, ENOSPC {le disque est plein} EDQUOT {le quota de disque est épuisé} EFBIG {la taille maximale de fichier est atteinte} ESHORTWRITE {le fichier n’a pas pu être écrit en entier} EACCES {permission refusée} EPERM {permission refusée} EROFS {le disque est en lecture seule} ENOENT {le dossier n’existe pas} ENOTDIR {un fichier se trouve là où devrait être un dossier} EISDIR {un dossier se trouve là où devrait être le fichier} EIO {le disque a signalé une erreur} other {le système a refusé ({code})}}';
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
  'footer.help': '↑/↓ PgUp/PgDn scroll · any other key: back',
  'pile.tableau': `${w.en.pile} {n}`,
  'pile.fan': `${w.en.fan} {n}`,
  'pile.cell': `${w.en.cell} {n}`,
  'pile.foundation': `${w.en.foundation} {n}`,
  'pile.stock': `${w.en.stock}`,
  'pile.waste': `${w.en.waste}`,
  'pile.reserve': `${w.en.reserve}`,
  'notice.holding': 'Holding {card}: choose where to drop it.',
  'notice.holdingMany': `Holding {card} and {more, plural, one {# ${w.en.card}} other {# ${w.en.cards}}} on it: choose where to drop them.`,
  'notice.nowhere': '{card} has no place to go right now.',
  'notice.notACard': `There is no ${w.en.card} here to pick up.`,
  'notice.covered': `{card} lies under a face-down ${w.en.card}: it can move once the ${w.en.cards} on it are gone.`,
  'notice.hintMove': `{label}: ${hintMovePhrase('en')}.`,
  'notice.hintDraw': `{label}: draw from the ${w.en.stock}.`,
  'notice.hintRedeal': `{label}: ${w.en.redeal}.`,
  'notice.hintNone': `No ${w.en.hint}: no move takes this game anywhere new. Undo (u) or start a new game (n).`,
  'notice.hintLost': `No ${w.en.hint}: this game cannot be won any more, and no move takes it anywhere new. Undo (u) or start a new game (n).`,
  'notice.hintWon': 'The game is won: there is nothing left to play.',
  'notice.finishNone': 'Auto-finish needs a certain finish, and there is none yet.',
  'notice.finished': 'Finished automatically.',
  'notice.nothingToUndo': 'Nothing to undo.',
  'notice.nothingToRedo': 'Nothing to redo.',
  'notice.newGame': 'New game: deal {deal}.',
  'notice.restarted': 'Deal {deal} started again.',
  'notice.resumed': 'Saved game resumed.',
  'notice.won': 'You won in {time} with {moves, plural, one {# move} other {# moves}}! Press n for a new game.',
  'notice.blocked': 'No move can change this game any more: undo (u) or start a new game (n).',
  'notice.confirmAbandon':
    'This game is in progress and would count as lost. Press y to leave it, Esc to keep playing.',
  'notice.abandonCancelled': 'The game goes on.',
  'notice.thinking': `Looking for a ${w.en.move}: the ${w.en.solver} is checking this position…`,
  'notice.corruptSave': 'The saved game could not be read ({code}); it was moved to {file}. A new game has started.',
  'notice.corruptPick':
    'Saved game resumed, but not which deal of the day or rating it was ({code}): its win counts as a plain deal.',
  'notice.corruptStats': 'The statistics could not be read ({code}); the file was moved to {file}.',
  'notice.saveFailed': `The game could not be saved: ${writeFailureEn}`,
  'notice.saveOtherCopy':
    'Another copy of the game had saved this game since; its game was kept in {file}, and this one goes on being saved.',
  'notice.noStateDir':
    'No home folder is set (HOME is empty), so nothing is saved: set HOME or XDG_STATE_HOME to keep games and statistics.',
  'notice.statsFailed': `The statistics could not be written: ${writeFailureEn}`,
  'notice.wonAssisted':
    "Won with the solver's help in {moves, plural, one {# move} other {# moves}}: it counts as an assisted game, not a win. Press n for a new game.",
  'notice.language': 'Language: English.',
  'notice.badDeal': 'Not a deal number: “{value}”. Use a whole number from 0 to 4294967295.',
  'hint.proven': `${W.en.hint}, proven (the ${w.en.solver} found a win from here)`,
  'hint.suggestion': `${W.en.hint}, a suggestion, not proven`,
  'hint.checking': `${W.en.hint}, a suggestion (the ${w.en.solver} is checking it…)`,
  'verdict.thinking': 'thinking…',
  'verdict.won': 'can still be won',
  'verdict.lost': 'cannot be won any more',
  'verdict.lostDeal': 'this deal cannot be won',
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
  tooSmall: 'The terminal is too small for {game}: enlarge it to at least {width}×{height} (it is {cols}×{rows}).',
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
  'help.mouse': `Mouse: click a ${w.en.card} to pick it up, then click where it goes, or drag it there; click the ${w.en.stock} to draw; double-click a ${w.en.card} to send it to its ${w.en.foundation}`,
  'help.settings': `o: settings (automatic ${w.en.moves}, confirmations, language, colours)`,
  'help.legendTitle': 'Marks on the board',
  'help.legendCursor': '{mark}: the cursor',
  'help.legendHeld': `{mark}: ${w.en.cards} picked up, waiting to be dropped`,
  'help.legendHint': `{mark}: the ${w.en.hint}: the ${w.en.cards} to move and where they go`,
  'help.legendCovered': `{mark}: a face-up ${w.en.card} under a face-down one; it waits until the ${w.en.cards} on it are gone`,
  'help.legendBack': `{mark}: a face-down ${w.en.card}`,
  'help.legendEmpty': `{mark}: an empty ${w.en.pile}`,
  'help.legendCount': `A number beside the ${w.en.reserve}: the ${w.en.cards} it holds`,
  'help.legendMore': `+n at the start of a ${w.en.fan}: n more ${w.en.cards} under the ones shown`,
  'help.legendFoldDown': `{mark} in a ${w.en.pile} too tall for the screen: n face-down ${w.en.cards} folded into one line`,
  'help.legendFold': `+n in a ${w.en.pile} too tall for the screen: n ${w.en.cards} folded into one line; the cursor unfolds the ${w.en.card} it is on`,
  'settings.title': 'Settings',
  'settings.autoFoundations': `Move ${w.en.cards} to the ${w.en.foundations} by themselves`,
  'settings.confirmAbandon': 'Ask before leaving a game in progress',
  'settings.language': 'Language',
  'settings.theme': 'Colours',
  'settings.on': 'on',
  'settings.off': 'off',
  'settings.theme.dark': 'dark background',
  'settings.theme.light': 'light background',
  'settings.theme.mono': 'no colour',
  'settings.noColorEnv': 'NO_COLOR is set: no colours whatever this setting says',
  'footer.settings': '↑/↓ choose · Enter or ←/→ change · Esc back',
  'notice.corruptSettings':
    'The settings could not be read ({code}); the file was moved to {file}. The defaults apply.',
  'notice.settingsFailed': `The settings could not be saved: ${writeFailureEn}`,
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
  --daily             play the deal of the day (key t), proved winnable
  --date YYYY-MM-DD   the day whose deal of the day --daily plays (default: today; an
                      earlier day is practice, a later one is not out yet)
  --list              list the games and their options
  --stats             print your statistics
  --version           print the version
  --help              print this help`,
  'cli.listOptions': 'options: {options}',
  'cli.listNoOptions': 'no options',
  'cli.statsNone': 'No games played yet.',
  'cli.statsCorrupt':
    'The statistics file {file} cannot be read ({code}); the game will move it aside when it next starts.',
  'cli.statsHeader': 'game|played|won|win %|with help|streak|best streak|best time|daily streak|best daily',
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
  'notice.showMeOn': `Show me: the ${w.en.solver} plays its win one ${w.en.move} at a time. Press any key to take over.`,
  'notice.showMeStopped': 'Show me stopped: your turn, from this position.',
  'notice.showMeNone': `Nothing to show: the ${w.en.solver} has found no win from this position.`,
  'notice.rewinding': 'Looking back through your moves for the last position that could still be won… (Esc: stop)',
  'notice.rewindStopped': 'Stopped looking back; the game stays where it is.',
  'notice.backToWinnable':
    '{count, plural, one {Back # move, to the last position that can still be won.} other {Back # moves, to the last position that can still be won.}}',
  'notice.backNone': `No earlier position of this game is proven winnable by the ${w.en.solver}.`,
  'notice.stillWinnable': 'This game can still be won from here: there is nothing to take back.',
  'notice.seekingDaily': 'Looking for the deal of the day… (Esc: stop and keep this game)',
  'notice.seekingRated': `Looking for {value, select, easy {an easy} medium {a medium} hard {a hard} other {a}} deal the ${w.en.solver} can win… (Esc: stop and keep this game)`,
  'notice.dailyDeal':
    'Deal of the day for {day}: deal {deal}, proved winnable, {value, select, easy {easy} medium {medium} hard {hard} other {not rated}}.',
  'notice.dailyPractice': `Deal of the day for {day}: deal {deal}, proved winnable, {value, select, easy {easy} medium {medium} hard {hard} other {not rated}}. Another day’s deal is practice: its win counts for no streak.`,
  'notice.dailyFuture': `The deal of the day for {day} is not out yet; this game goes on.`,
  'status.practice': 'practice',
  'notice.ratedDeal': `New game: deal {deal}, {value, select, easy {easy} medium {medium} hard {hard} other {not rated}}, proved winnable by the ${w.en.solver}.`,
  'notice.dailyNone': 'No deal of the day could be proved winnable for {day}; this game goes on.',
  'notice.ratedNone':
    'No deal rated {value, select, easy {easy} medium {medium} hard {hard} other {not rated}} was proved winnable in time; this game goes on.',
  'verdict.picking': 'looking for a deal…',
  'verdict.showing': 'showing the win…',
  'verdict.rewinding': 'looking back…',
  'status.rating': '{value, select, easy {easy} medium {medium} hard {hard} other {not rated}}',
  'status.daily': 'deal of the day {day}',
  'help.showMe': `s: show me: the ${w.en.solver} plays its win from here, one ${w.en.move} at a time; any key takes over`,
  'help.back': 'b: back to the last position that could still be won (undoes as many moves as needed)',
  'help.deals': 'm: deal menu: an easy, medium or hard deal, or the deal of the day · t: the deal of the day',
  'menu.title': 'Deals',
  'menu.note': `Every deal here is proved winnable by the ${w.en.solver}, knowing every ${w.en.card}; its rating comes from how hard the ${w.en.solver} worked.`,
  'menu.easy': '1: an easy deal',
  'menu.medium': '2: a medium deal',
  'menu.hard': '3: a hard deal',
  'menu.daily': 't: the deal of the day ({day}), the same for every player',
  'menu.number': 'g: a deal by its number',
  'footer.menu': '1 2 3 t g choose · Esc back',
  'error.badDate': '--date needs a day written YYYY-MM-DD, not “{value}”.',
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
  'footer.help': '↑/↓ RePág/AvPág desplazar · cualquier otra tecla: volver',
  'pile.tableau': `el ${w.es.pile} {n}`,
  'pile.fan': `el ${w.es.fan} {n}`,
  'pile.cell': `la ${w.es.cell} {n}`,
  'pile.foundation': `la ${w.es.foundation} {n}`,
  'pile.stock': `el ${w.es.stock}`,
  'pile.waste': `el ${w.es.waste}`,
  'pile.reserve': `la ${w.es.reserve}`,
  'notice.holding': 'Tienes {card} en la mano: elige dónde soltarla.',
  'notice.holdingMany': `Tienes {card} y {more, plural, one {# ${w.es.card}} other {# ${w.es.cards}}} encima en la mano: elige dónde soltarlas.`,
  'notice.nowhere': '{card} no tiene adónde ir ahora.',
  'notice.notACard': `Aquí no hay ninguna ${w.es.card} que tomar.`,
  'notice.covered': `{card} está debajo de una ${w.es.card} boca abajo: podrá moverse cuando se vayan las ${w.es.cards} que tiene encima.`,
  'notice.hintMove': `{label}: ${hintMovePhrase('es')}.`,
  'notice.hintDraw': `{label}: ${w.es.toDraw} del ${w.es.stock}.`,
  'notice.hintRedeal': `{label}: ${w.es.toRedeal}.`,
  'notice.hintNone': `Sin ${w.es.hint}: ninguna ${w.es.move} lleva esta partida a una posición nueva. Deshaz (u) o empieza otra partida (n).`,
  'notice.hintLost': `Sin ${w.es.hint}: esta partida ya no se puede ganar y ninguna ${w.es.move} la lleva a una posición nueva. Deshaz (u) o empieza otra partida (n).`,
  'notice.hintWon': 'La partida está ganada: no queda nada por jugar.',
  'notice.finishNone': 'Terminar solo necesita un final seguro, y todavía no lo hay.',
  'notice.finished': 'Terminada automáticamente.',
  'notice.nothingToUndo': 'No hay nada que deshacer.',
  'notice.nothingToRedo': 'No hay nada que rehacer.',
  'notice.newGame': `Partida nueva: ${w.es.deal} {deal}.`,
  'notice.restarted': `${W.es.deal} {deal} empezado de nuevo.`,
  'notice.resumed': 'Partida guardada recuperada.',
  'notice.won': `¡Has ganado en {time} con {moves, plural, one {# ${w.es.move}} other {# ${w.es.moves}}}! Pulsa n para otra partida.`,
  'notice.blocked': `Ya ninguna ${w.es.move} puede cambiar esta partida: deshaz (u) o empieza otra (n).`,
  'notice.confirmAbandon':
    'Esta partida está en curso y contaría como perdida. Pulsa y para dejarla, Esc para seguir jugando.',
  'notice.abandonCancelled': 'La partida sigue.',
  'notice.thinking': `Buscando una ${w.es.move}: el ${w.es.solver} estudia esta posición…`,
  'notice.corruptSave':
    'No se pudo leer la partida guardada ({code}); se movió a {file}. Ha empezado una partida nueva.',
  'notice.corruptPick': `Partida guardada recuperada, pero no de qué ${w.es.deal} del día o valoración se trataba ({code}): ganarla cuenta como un ${w.es.deal} normal.`,
  'notice.corruptStats': 'No se pudieron leer las estadísticas ({code}); el archivo se movió a {file}.',
  'notice.saveFailed': `No se pudo guardar la partida: ${writeFailureEs}`,
  'notice.saveOtherCopy':
    'Otra copia del juego había guardado esta partida mientras tanto; su partida se conservó en {file}, y esta se sigue guardando.',
  'notice.noStateDir':
    'No hay carpeta personal (HOME está vacía), así que no se guarda nada: define HOME o XDG_STATE_HOME para conservar partidas y estadísticas.',
  'notice.statsFailed': `No se pudieron escribir las estadísticas: ${writeFailureEs}`,
  'notice.wonAssisted': `Ganada con ayuda del ${w.es.solver} en {moves, plural, one {# ${w.es.move}} other {# ${w.es.moves}}}: cuenta como partida asistida, no como victoria. Pulsa n para otra partida.`,
  'notice.language': 'Idioma: español.',
  'notice.badDeal': `“{value}” no es un número de ${w.es.deal}. Usa un número entero de 0 a 4294967295.`,
  'hint.proven': `${W.es.hint} probada (el ${w.es.solver} encontró cómo ganar desde aquí)`,
  'hint.suggestion': `${W.es.hint}, una sugerencia no probada`,
  'hint.checking': `${W.es.hint}, una sugerencia (el ${w.es.solver} la está comprobando…)`,
  'verdict.thinking': 'pensando…',
  'verdict.won': 'aún se puede ganar',
  'verdict.lost': 'ya no se puede ganar',
  'verdict.lostDeal': 'reparto sin solución',
  'verdict.unknown': 'aún no se sabe',
  'verdict.seeking': `buscando un ${w.es.deal} ganable…`,
  'notice.verdictOn': `La línea de estado indica ahora si esta partida aún se puede ganar (el ${w.es.solver} busca tras cada ${w.es.move}, conociendo todas las ${w.es.cards}).`,
  'notice.verdictOff': 'La línea de estado ya no indica si la partida se puede ganar.',
  'notice.winnableExplained': `Solo ${w.es.deals} ganables: cada partida nueva (n) será un ${w.es.deal} que el ${w.es.solver} sabe ganar viendo todas las ${w.es.cards}; aún puedes perderla.`,
  'notice.winnableOn': `Solo ${w.es.deals} ganables: activado, desde la próxima partida nueva (n).`,
  'notice.winnableOff': `Solo ${w.es.deals} ganables: desactivado.`,
  'notice.seeking': `Buscando un ${w.es.deal} que el ${w.es.solver} sepa ganar… (Esc: dejar de buscar y seguir con esta)`,
  'notice.seekingBusy': `Todavía se busca un ${w.es.deal} ganable: espera un momento, o pulsa Esc para seguir con esta.`,
  'notice.seekStopped': `Se dejó de buscar un ${w.es.deal} ganable; esta partida continúa.`,
  'notice.winnableDeal': `Partida nueva: ${w.es.deal} {deal}, ganable según ha demostrado el ${w.es.solver}.`,
  'notice.winnableDealExplained': `Partida nueva: ${w.es.deal} {deal}. Solo ${w.es.deals} ganables: el ${w.es.solver} ha demostrado que es ganable, conociendo todas las ${w.es.cards}; aún puedes perderla.`,
  'notice.winnableNone': `No se encontró a tiempo ninguna partida ganable; este es un ${w.es.deal} normal: {deal}.`,
  'help.verdict': `v: indicar si la partida aún se puede ganar (el ${w.es.solver} conoce todas las ${w.es.cards}, incluso boca abajo); activar o desactivar`,
  'help.winnable': `w: solo ${w.es.deals} ganables para las partidas nuevas (${w.es.deals} que el ${w.es.solver} ha demostrado ganables); activar o desactivar`,
  'prompt.deal': `Número de ${w.es.deal}: {value}`,
  tooSmall: 'La terminal es demasiado pequeña para {game}: agrándala al menos a {width}×{height} (mide {cols}×{rows}).',
  'help.title': 'Teclas',
  'help.move': `Flechas o h j k l: moverse por los ${w.es.piles} y por las ${w.es.cards} de un ${w.es.pile}`,
  'help.depth': `[ y ]: tomar más o menos ${w.es.cards} del ${w.es.pile} bajo el cursor`,
  'help.select': `Intro o Espacio: tomar la ${w.es.card} bajo el cursor con las que tiene encima; soltarlas`,
  'help.cycle': `Con ${w.es.cards} en la mano: ←/→ (o h/l) recorren los sitios donde pueden ir; Esc las devuelve`,
  'help.foundation': `f: enviar la ${w.es.card} bajo el cursor a su ${w.es.foundation}`,
  'help.draw': `d, o Intro sobre el ${w.es.stock}: ${w.es.toDraw} del ${w.es.stock}, o ${w.es.toRedeal} cuando está vacío`,
  'help.undo': `u: deshacer · r: rehacer (hasta el ${w.es.deal})`,
  'help.hint': `H: ${w.es.hint}; una ${w.es.move} probada si el ${w.es.solver} encontró cómo ganar desde aquí, si no una sugerencia · p: jugar la ${w.es.hint}`,
  'help.auto': `a: terminar automáticamente cuando solo quedan ${w.es.moves} seguras`,
  'help.new': `n: partida nueva · R: empezar de nuevo esta partida · g: elegir un número de ${w.es.deal}`,
  'help.rules': 'i: reglas de este juego',
  'help.lang': 'L: cambiar de idioma (English, español, français)',
  'help.quit': `q: salir; la partida se guarda tras cada ${w.es.move} y se recupera la próxima vez`,
  'help.mouse': `Ratón: clic en una ${w.es.card} para tomarla y clic donde va, o arrastrarla hasta allí; clic en el ${w.es.stock} para ${w.es.toDraw}; doble clic en una ${w.es.card} para enviarla a su ${w.es.foundation}`,
  'help.settings': `o: ajustes (${w.es.moves} automáticas, confirmaciones, idioma, colores)`,
  'help.legendTitle': 'Marcas del tablero',
  'help.legendCursor': '{mark}: el cursor',
  'help.legendHeld': `{mark}: ${w.es.cards} tomadas, a la espera de soltarlas`,
  'help.legendHint': `{mark}: la ${w.es.hint}: las ${w.es.cards} que hay que mover y adónde van`,
  'help.legendCovered': `{mark}: una ${w.es.card} boca arriba bajo otra boca abajo; espera a que se vayan las que tiene encima`,
  'help.legendBack': `{mark}: una ${w.es.card} boca abajo`,
  'help.legendEmpty': `{mark}: un ${w.es.pile} vacío`,
  'help.legendCount': `Un número junto a la ${w.es.reserve}: las ${w.es.cards} que contiene`,
  'help.legendMore': `+n al principio de un ${w.es.fan}: n ${w.es.cards} más debajo de las que se ven`,
  'help.legendFoldDown': `{mark} en un ${w.es.pile} demasiado alto para la pantalla: n ${w.es.cards} boca abajo plegadas en una línea`,
  'help.legendFold': `+n en un ${w.es.pile} demasiado alto para la pantalla: n ${w.es.cards} plegadas en una línea; el cursor despliega la ${w.es.card} en la que está`,
  'settings.title': 'Ajustes',
  'settings.autoFoundations': `Llevar solas las ${w.es.cards} a las ${w.es.foundations}`,
  'settings.confirmAbandon': 'Preguntar antes de dejar una partida empezada',
  'settings.language': 'Idioma',
  'settings.theme': 'Colores',
  'settings.on': 'sí',
  'settings.off': 'no',
  'settings.theme.dark': 'fondo oscuro',
  'settings.theme.light': 'fondo claro',
  'settings.theme.mono': 'sin color',
  'settings.noColorEnv': 'NO_COLOR está definida: sin colores, diga lo que diga este ajuste',
  'footer.settings': '↑/↓ elegir · Intro o ←/→ cambiar · Esc volver',
  'notice.corruptSettings':
    'No se pudieron leer los ajustes ({code}); el archivo se movió a {file}. Se usan los valores por defecto.',
  'notice.settingsFailed': `No se pudieron guardar los ajustes: ${writeFailureEs}`,
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
  --daily             jugar el ${w.es.deal} del día (tecla t), demostrado ganable
  --date AAAA-MM-DD   el día cuyo ${w.es.deal} juega --daily (por omisión: hoy; un día
                      anterior es práctica, uno posterior aún no ha salido)
  --list              listar los juegos y sus opciones
  --stats             mostrar tus estadísticas
  --version           mostrar la versión
  --help              mostrar esta ayuda`,
  'cli.listOptions': 'opciones: {options}',
  'cli.listNoOptions': 'sin opciones',
  'cli.statsNone': 'Todavía no has jugado ninguna partida.',
  'cli.statsCorrupt':
    'No se puede leer el archivo de estadísticas {file} ({code}); el juego lo apartará la próxima vez que se inicie.',
  'cli.statsHeader':
    'juego|partidas|ganadas|% ganadas|con ayuda|racha|mejor racha|mejor tiempo|racha del día|mejor del día',
  'error.unknownVariant': 'Juego desconocido: “{name}”. Juegos: {games}.',
  'error.unknownFlag': 'Opción desconocida: {flag}. Consulta solitaire --help.',
  'error.missingValue': '{flag} necesita un valor.',
  'error.extraArgument': 'Solo se puede nombrar un juego; “{name}” sobra.',
  'error.badDeal': '--deal necesita un número entero de 0 a 4294967295, no “{value}”.',
  'error.badLang': '--lang debe ser uno de {choices}, no “{value}”.',
  'error.optionNotOffered': '{game} no tiene la opción {flag}.',
  'error.optionValue': '{flag} en {game} debe ser uno de {choices}, no “{value}”.',
  'error.notInteractive': 'solitaire necesita una terminal interactiva (stdin y stdout deben ser una TTY).',
  'error.storage': 'No se puede usar la carpeta de guardado {dir}: {reason}',
  'notice.showMeOn': `Muéstrame: el ${w.es.solver} juega su partida ganadora ${w.es.move} a ${w.es.move}. Pulsa cualquier tecla para seguir tú.`,
  'notice.showMeStopped': 'Muéstrame detenido: te toca a ti, desde esta posición.',
  'notice.showMeNone': `No hay nada que mostrar: el ${w.es.solver} no ha encontrado cómo ganar desde esta posición.`,
  'notice.rewinding': `Buscando entre tus ${w.es.moves} la última posición que aún se podía ganar… (Esc: parar)`,
  'notice.rewindStopped': 'Búsqueda hacia atrás detenida; la partida sigue donde estaba.',
  'notice.backToWinnable': `{count, plural, one {# ${w.es.move} atrás, a la última posición que aún se puede ganar.} other {# ${w.es.moves} atrás, a la última posición que aún se puede ganar.}}`,
  'notice.backNone': `El ${w.es.solver} no ha demostrado que se pueda ganar ninguna posición anterior de esta partida.`,
  'notice.stillWinnable': 'Esta partida aún se puede ganar desde aquí: no hay nada que deshacer.',
  'notice.seekingDaily': `Buscando el ${w.es.deal} del día… (Esc: parar y seguir con esta partida)`,
  'notice.seekingRated': `Buscando un ${w.es.deal} {value, select, easy {fácil} medium {intermedio} hard {difícil} other {}} que el ${w.es.solver} sepa ganar… (Esc: parar y seguir con esta partida)`,
  'notice.dailyDeal': `${W.es.deal} del día {day}: ${w.es.deal} {deal}, demostrado ganable, {value, select, easy {fácil} medium {intermedio} hard {difícil} other {sin valorar}}.`,
  'notice.dailyPractice': `${W.es.deal} del día {day}: ${w.es.deal} {deal}, demostrado ganable, {value, select, easy {fácil} medium {intermedio} hard {difícil} other {sin valorar}}. Es práctica: el ${w.es.deal} de otro día no cuenta para ninguna racha.`,
  'notice.dailyFuture': `El ${w.es.deal} del día del {day} aún no ha salido; esta partida sigue.`,
  'status.practice': 'práctica',
  'notice.ratedDeal': `Partida nueva: ${w.es.deal} {deal}, {value, select, easy {fácil} medium {intermedio} hard {difícil} other {sin valorar}}, demostrado ganable por el ${w.es.solver}.`,
  'notice.dailyNone': `No se pudo demostrar ganable ningún ${w.es.deal} del día para el {day}; esta partida sigue.`,
  'notice.ratedNone': `No se demostró a tiempo ningún ${w.es.deal} ganable con la valoración {value, select, easy {fácil} medium {intermedio} hard {difícil} other {sin valorar}}; esta partida sigue.`,
  'verdict.picking': `buscando un ${w.es.deal}…`,
  'verdict.showing': 'mostrando cómo ganar…',
  'verdict.rewinding': 'buscando hacia atrás…',
  'status.rating': '{value, select, easy {fácil} medium {intermedio} hard {difícil} other {sin valorar}}',
  'status.daily': `${w.es.deal} del día {day}`,
  'help.showMe': `s: muéstrame: el ${w.es.solver} juega su partida ganadora desde aquí, ${w.es.move} a ${w.es.move}; cualquier tecla te devuelve el control`,
  'help.back': `b: volver a la última posición que aún se podía ganar (deshace las ${w.es.moves} necesarias)`,
  'help.deals': `m: menú de ${w.es.deals}: uno fácil, intermedio o difícil, o el ${w.es.deal} del día · t: el ${w.es.deal} del día`,
  'menu.title': `${W.es.deals}`,
  'menu.note': `El ${w.es.solver} ha demostrado que cada ${w.es.deal} de este menú se puede ganar, conociendo todas las ${w.es.cards}; su valoración sale del esfuerzo que le costó.`,
  'menu.easy': `1: un ${w.es.deal} fácil`,
  'menu.medium': `2: un ${w.es.deal} intermedio`,
  'menu.hard': `3: un ${w.es.deal} difícil`,
  'menu.daily': `t: el ${w.es.deal} del día ({day}), el mismo para todos`,
  'menu.number': `g: un ${w.es.deal} por su número`,
  'footer.menu': '1 2 3 t g elegir · Esc volver',
  'error.badDate': '--date necesita un día escrito AAAA-MM-DD, no «{value}».',
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
  'footer.help': '↑/↓ PgPréc/PgSuiv défiler · toute autre touche\u00a0: retour',
  'pile.tableau': `la ${w.fr.pile} {n}`,
  'pile.fan': `l’${w.fr.fan} {n}`,
  'pile.cell': `la ${w.fr.cell} {n}`,
  'pile.foundation': `la ${w.fr.foundation} {n}`,
  'pile.stock': `le ${w.fr.stock}`,
  'pile.waste': `la ${w.fr.waste}`,
  'pile.reserve': `la ${w.fr.reserve}`,
  'notice.holding': 'Vous tenez {card}\u00a0: choisissez où la poser.',
  'notice.holdingMany': `Vous tenez {card} et {more, plural, one {# ${w.fr.card}} other {# ${w.fr.cards}}} dessus\u00a0: choisissez où les poser.`,
  'notice.nowhere': '{card} ne peut aller nulle part pour l’instant.',
  'notice.notACard': `Il n’y a pas de ${w.fr.card} à prendre ici.`,
  'notice.covered': `{card} est sous une ${w.fr.card} face cachée\u00a0: elle pourra bouger une fois parties les ${w.fr.cards} qui la couvrent.`,
  'notice.hintMove': `{label}\u00a0: ${hintMovePhrase('fr')}.`,
  'notice.hintDraw': `{label}\u00a0: ${w.fr.toDraw} du ${w.fr.stock}.`,
  'notice.hintRedeal': `{label}\u00a0: ${w.fr.toRedeal}.`,
  'notice.hintNone': `Pas d’${w.fr.hint}\u00a0: aucun ${w.fr.move} ne mène cette partie vers une position nouvelle. Annulez (u) ou commencez une nouvelle partie (n).`,
  'notice.hintLost': `Pas d’${w.fr.hint}\u00a0: cette partie ne peut plus être gagnée, et aucun ${w.fr.move} ne la mène vers une position nouvelle. Annulez (u) ou commencez une nouvelle partie (n).`,
  'notice.hintWon': 'La partie est gagnée\u00a0: il ne reste rien à jouer.',
  'notice.finishNone': 'La fin automatique demande une fin certaine, et il n’y en a pas encore.',
  'notice.finished': 'Terminé automatiquement.',
  'notice.nothingToUndo': 'Rien à annuler.',
  'notice.nothingToRedo': 'Rien à rétablir.',
  'notice.newGame': `Nouvelle partie\u00a0: ${w.fr.deal} {deal}.`,
  'notice.restarted': `${W.fr.deal} {deal} recommencée.`,
  'notice.resumed': 'Partie sauvegardée reprise.',
  'notice.won': `Gagné en {time} et {moves, plural, one {# ${w.fr.move}} other {# ${w.fr.moves}}}\u00a0! Appuyez sur n pour une nouvelle partie.`,
  'notice.blocked': `Plus aucun ${w.fr.move} ne peut changer cette partie\u00a0: annulez (u) ou commencez-en une nouvelle (n).`,
  'notice.confirmAbandon':
    'Cette partie est en cours et compterait comme perdue. Appuyez sur y pour la quitter, sur Échap pour continuer.',
  'notice.abandonCancelled': 'La partie continue.',
  'notice.thinking': `Recherche d’un ${w.fr.move}\u00a0: le ${w.fr.solver} étudie cette position…`,
  'notice.corruptSave':
    'La partie sauvegardée est illisible ({code})\u00a0; elle a été déplacée vers {file}. Une nouvelle partie commence.',
  'notice.corruptPick': `Partie sauvegardée reprise, mais pas la ${w.fr.deal} du jour ou le classement qu’elle était ({code})\u00a0: la gagner compte comme une ${w.fr.deal} ordinaire.`,
  'notice.corruptStats': 'Les statistiques sont illisibles ({code})\u00a0; le fichier a été déplacé vers {file}.',
  'notice.saveFailed': `La partie n’a pas pu être sauvegardée\u00a0: ${writeFailureFr}`,
  'notice.saveOtherCopy':
    'Une autre copie du jeu avait sauvegardé cette partie entre-temps\u00a0; sa partie a été conservée dans {file}, et celle-ci continue d’être sauvegardée.',
  'notice.noStateDir':
    'Aucun dossier personnel n’est défini (HOME est vide)\u00a0: rien n’est sauvegardé. Définissez HOME ou XDG_STATE_HOME pour garder parties et statistiques.',
  'notice.statsFailed': `Les statistiques n’ont pas pu être écrites\u00a0: ${writeFailureFr}`,
  'notice.wonAssisted': `Gagnée avec l’aide du ${w.fr.solver} en {moves, plural, one {# ${w.fr.move}} other {# ${w.fr.moves}}}\u00a0: elle compte comme partie assistée, pas comme victoire. Appuyez sur n pour une nouvelle partie.`,
  'notice.language': 'Langue\u00a0: français.',
  'notice.badDeal': `«\u00a0{value}\u00a0» n’est pas un numéro de ${w.fr.deal}. Utilisez un entier de 0 à 4294967295.`,
  'hint.proven': `${W.fr.hint} prouvé (le ${w.fr.solver} a trouvé une victoire à partir d’ici)`,
  'hint.suggestion': `${W.fr.hint}, une suggestion non prouvée`,
  'hint.checking': `${W.fr.hint}, une suggestion (le ${w.fr.solver} la vérifie…)`,
  'verdict.thinking': 'réflexion…',
  'verdict.won': 'peut encore être gagnée',
  'verdict.lost': 'ne peut plus être gagnée',
  'verdict.lostDeal': 'donne sans solution',
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
  tooSmall:
    'Le terminal est trop petit pour {game}\u00a0: agrandissez-le à au moins {width}×{height} (il fait {cols}×{rows}).',
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
  'help.mouse': `Souris\u00a0: cliquer sur une ${w.fr.card} pour la prendre, puis là où elle va, ou l’y faire glisser\u00a0; cliquer sur le ${w.fr.stock} pour ${w.fr.toDraw}\u00a0; double-cliquer sur une ${w.fr.card} pour l’envoyer sur sa ${w.fr.foundation}`,
  'help.settings': `o\u00a0: réglages (${w.fr.moves} automatiques, confirmations, langue, couleurs)`,
  'help.legendTitle': 'Marques sur la table',
  'help.legendCursor': '{mark}\u00a0: le curseur',
  'help.legendHeld': `{mark}\u00a0: ${w.fr.cards} prises, en attente d’être posées`,
  'help.legendHint': `{mark}\u00a0: l’${w.fr.hint}\u00a0: les ${w.fr.cards} à déplacer et leur destination`,
  'help.legendCovered': `{mark}\u00a0: une ${w.fr.card} face visible sous une ${w.fr.card} face cachée\u00a0; elle attend que celles qui la couvrent soient parties`,
  'help.legendBack': `{mark}\u00a0: une ${w.fr.card} face cachée`,
  'help.legendEmpty': `{mark}\u00a0: une ${w.fr.pile} vide`,
  'help.legendCount': `Un nombre à côté de la ${w.fr.reserve}\u00a0: les ${w.fr.cards} qu’elle contient`,
  'help.legendMore': `+n au début d’un ${w.fr.fan}\u00a0: n ${w.fr.cards} de plus sous celles qu’on voit`,
  'help.legendFoldDown': `{mark} dans une ${w.fr.pile} trop haute pour l’écran\u00a0: n ${w.fr.cards} face cachée repliées sur une ligne`,
  'help.legendFold': `+n dans une ${w.fr.pile} trop haute pour l’écran\u00a0: n ${w.fr.cards} repliées sur une ligne\u00a0; le curseur déplie la ${w.fr.card} où il se trouve`,
  'settings.title': 'Réglages',
  'settings.autoFoundations': `Envoyer d’elles-mêmes les ${w.fr.cards} sur les ${w.fr.foundations}`,
  'settings.confirmAbandon': 'Demander avant de quitter une partie commencée',
  'settings.language': 'Langue',
  'settings.theme': 'Couleurs',
  'settings.on': 'oui',
  'settings.off': 'non',
  'settings.theme.dark': 'fond sombre',
  'settings.theme.light': 'fond clair',
  'settings.theme.mono': 'sans couleur',
  'settings.noColorEnv': 'NO_COLOR est définie\u00a0: pas de couleurs, quel que soit ce réglage',
  'footer.settings': '↑/↓ choisir · Entrée ou ←/→ changer · Échap revenir',
  'notice.corruptSettings':
    'Les réglages sont illisibles ({code})\u00a0; le fichier a été déplacé vers {file}. Les valeurs par défaut s’appliquent.',
  'notice.settingsFailed': `Les réglages n’ont pas pu être enregistrés\u00a0: ${writeFailureFr}`,
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
  --daily             jouer la ${w.fr.deal} du jour (touche t), prouvée gagnable
  --date AAAA-MM-JJ   le jour dont --daily joue la ${w.fr.deal} (par défaut\u00a0: aujourd’hui\u00a0;
                      un jour passé est un entraînement, un jour à venir n’est pas sorti)
  --list              lister les jeux et leurs options
  --stats             afficher vos statistiques
  --version           afficher la version
  --help              afficher cette aide`,
  'cli.listOptions': 'options\u00a0: {options}',
  'cli.listNoOptions': 'aucune option',
  'cli.statsNone': 'Aucune partie jouée pour l’instant.',
  'cli.statsCorrupt':
    'Le fichier de statistiques {file} est illisible ({code})\u00a0; le jeu le mettra de côté à son prochain lancement.',
  'cli.statsHeader':
    'jeu|jouées|gagnées|% gagnées|avec aide|série|meilleure série|meilleur temps|série du jour|meilleure du jour',
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
  'notice.showMeOn': `Montre-moi\u00a0: le ${w.fr.solver} joue sa partie gagnante ${w.fr.move} par ${w.fr.move}. Appuyez sur une touche pour reprendre la main.`,
  'notice.showMeStopped': 'Montre-moi arrêté\u00a0: à vous de jouer, depuis cette position.',
  'notice.showMeNone': `Rien à montrer\u00a0: le ${w.fr.solver} n’a trouvé aucun gain depuis cette position.`,
  'notice.rewinding': `Recherche parmi vos ${w.fr.moves} de la dernière position encore gagnable… (Échap\u00a0: arrêter)`,
  'notice.rewindStopped': 'Recherche en arrière arrêtée\u00a0; la partie reste où elle est.',
  'notice.backToWinnable': `{count, plural, one {# ${w.fr.move} en arrière, à la dernière position encore gagnable.} other {# ${w.fr.moves} en arrière, à la dernière position encore gagnable.}}`,
  'notice.backNone': `Le ${w.fr.solver} n’a prouvé gagnable aucune position antérieure de cette partie.`,
  'notice.stillWinnable': 'Cette partie peut encore être gagnée d’ici\u00a0: rien à reprendre.',
  'notice.seekingDaily': `Recherche de la ${w.fr.deal} du jour… (Échap\u00a0: arrêter et garder cette partie)`,
  'notice.seekingRated': `Recherche d’une ${w.fr.deal} {value, select, easy {facile} medium {moyenne} hard {difficile} other {}} que le ${w.fr.solver} sait gagner… (Échap\u00a0: arrêter et garder cette partie)`,
  'notice.dailyDeal': `${W.fr.deal} du jour du {day}\u00a0: ${w.fr.deal} {deal}, prouvée gagnable, {value, select, easy {facile} medium {moyenne} hard {difficile} other {non classée}}.`,
  'notice.dailyPractice': `${W.fr.deal} du jour du {day}\u00a0: ${w.fr.deal} {deal}, prouvée gagnable, {value, select, easy {facile} medium {moyenne} hard {difficile} other {non classée}}. C’est de l’entraînement\u00a0: la ${w.fr.deal} d’un autre jour ne compte pour aucune série.`,
  'notice.dailyFuture': `La ${w.fr.deal} du jour du {day} n’est pas encore sortie\u00a0; cette partie continue.`,
  'status.practice': 'entraînement',
  'notice.ratedDeal': `Nouvelle partie\u00a0: ${w.fr.deal} {deal}, {value, select, easy {facile} medium {moyenne} hard {difficile} other {non classée}}, prouvée gagnable par le ${w.fr.solver}.`,
  'notice.dailyNone': `Aucune ${w.fr.deal} du jour n’a pu être prouvée gagnable pour le {day}\u00a0; cette partie continue.`,
  'notice.ratedNone': `Aucune ${w.fr.deal} classée {value, select, easy {facile} medium {moyenne} hard {difficile} other {non classée}} n’a été prouvée gagnable à temps\u00a0; cette partie continue.`,
  'verdict.picking': `recherche d’une ${w.fr.deal}…`,
  'verdict.showing': 'démonstration du gain…',
  'verdict.rewinding': 'recherche en arrière…',
  'status.rating': '{value, select, easy {facile} medium {moyenne} hard {difficile} other {non classée}}',
  'status.daily': `${w.fr.deal} du jour {day}`,
  'help.showMe': `s\u00a0: montre-moi\u00a0: le ${w.fr.solver} joue sa partie gagnante d’ici, ${w.fr.move} par ${w.fr.move}\u00a0; une touche vous rend la main`,
  'help.back': `b\u00a0: retour à la dernière position encore gagnable (annule autant de ${w.fr.moves} qu’il faut)`,
  'help.deals': `m\u00a0: menu des ${w.fr.deals}\u00a0: facile, moyenne ou difficile, ou la ${w.fr.deal} du jour · t\u00a0: la ${w.fr.deal} du jour`,
  'menu.title': `${W.fr.deals}`,
  'menu.note': `Le ${w.fr.solver} a prouvé que chaque ${w.fr.deal} de ce menu peut être gagnée, toutes ${w.fr.cards} connues\u00a0; son classement vient de l’effort qu’elle lui a coûté.`,
  'menu.easy': `1\u00a0: une ${w.fr.deal} facile`,
  'menu.medium': `2\u00a0: une ${w.fr.deal} moyenne`,
  'menu.hard': `3\u00a0: une ${w.fr.deal} difficile`,
  'menu.daily': `t\u00a0: la ${w.fr.deal} du jour ({day}), la même pour tous`,
  'menu.number': `g\u00a0: une ${w.fr.deal} par son numéro`,
  'footer.menu': '1 2 3 t g choisir · Échap retour',
  'error.badDate': '--date attend un jour écrit AAAA-MM-JJ, pas «\u00a0{value}\u00a0».',
};

/** The terminal's catalogs, one per locale. */
export const cliCatalogs: Catalogs<CliMessageKey> = { en, es, fr };

/** Formats a terminal message. */
export const cliText = translator(cliCatalogs);

/** The terminal's translator bound to one locale. */
export type CliTranslate = (key: CliMessageKey, values?: MessageValues) => string;

/** Binds `cliText` to a locale. */
export const cliTranslator =
  (locale: Locale): CliTranslate =>
  (key, values) =>
    cliText(locale, key, values);
