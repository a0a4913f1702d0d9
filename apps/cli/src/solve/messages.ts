import { compile } from '../i18n.js';
import type { Locale } from '../texts.js';
import { shown } from './echo.js';
import type { ProgressTexts } from './progress.js';

// The `solitaire solve` command's own text, in ICU MessageFormat (numbers arrive already formatted).
const en = {
  usage: `Usage: solitaire solve <game> [--deals 1-1000 | --deal-file FILE --set NAME] [--draw N] [--cap SECONDS]
       [--jobs N] [--memory MB] [--csv FILE] [--resume FILE]
Decides each deal with every card known: won, lost (no win exists) or unknown (the cap was reached).
  --deals       deal numbers: 7, 1-1000 or 1-10,42 (default 1-100; 10,000,000 at most)
  --deal-file   a JSON file of deal sets, each deal an id and its 52 cards in deal order, with --set
  --cap         seconds per deal (default 10)
  --jobs        solver threads, one deal each at a time (default and most: one per core, fewer if memory is short)
  --memory      transposition table cap per thread, in MB (default {defaultMemory}, at most {maxMemory})
  --csv         write deal,result,ms,nodes to FILE (FILE.part holds the deals finished so far)
  --resume      take the won and lost deals of FILE, a CSV of an earlier run, as they are; solve the rest
  game options as in play: {options}`,
  progressCount: '{done, number}/{total, number} deals',
  progressCountShort: '{done, number}/{total, number}',
  progressWon: '{won, number} won',
  progressLost: '{lost, number} lost',
  progressUnknown: '{unknown, number} unknown',
  progressElapsed: '{elapsed} elapsed',
  progressEta: 'about {eta} left',
  summaryDeals:
    '{game}: {total, plural, one {# deal} other {# deals}}, {won, number} won, {lost, number} ' +
    'lost, {unknown, number} unknown (cap {cap} s, {jobs, plural, one {# thread} other {# threads}})',
  summaryWinnable: 'Winnable, of the deals decided: {pct}% (95% interval {low}% to {high}%)',
  summaryWinnableNone: 'Winnable: no deal decided',
  summaryBounds: 'Counting unknown deals as lost, then as won: at least {low}%, at most {high}% (95%)',
  summaryWithin: 'Decided within 10 ms / 100 ms / 1 s / the cap: {a}% / {b}% / {c}% / {d}%',
  summaryTime: 'Time: {wall} s in all, {search} s of search, {nps} positions a second',
  summaryMemory: 'Peak memory: {rss} MB for the process, largest table {table} MB',
  csvWritten: 'Results written to {file}',
  resumed: '{count, plural, one {# deal} other {# deals}} decided earlier taken from {file}; the summary counts them',
  errBadResults: '{file} is not a results file of solitaire solve (line {line}: {reason})',
  errUnknownGame: 'unknown game "{name}" (games: {games})',
  errMissingGame: 'name a game (games: {games})',
  errUnknownFlag: 'unknown option {flag}',
  errMissingValue: '{flag} needs a value',
  errBadNumber: '{flag}: "{value}" is not a valid number',
  errNumberTooLarge: '{flag}: {value} is more than the most allowed, {max}',
  errBadDeals: '--deals: "{value}" is not a list of deal numbers such as 1-1000 or 3,7,9-12',
  errSetWithoutFile: '--set needs --deal-file',
  errFileWithoutSet: '--deal-file needs --set',
  errBothSources: 'give either --deals or --deal-file, not both',
  errReadFile: 'cannot read {file}: {reason}',
  errBadFile: '{file} is not a deal file: {reason}',
  errNoSet: '{file} has no set "{set}" (sets: {sets})',
  errBadDeck: 'deal {id} of {file} cannot be dealt for this game: {reason}',
  errOption: 'option {flag}: {reason}',
  errWriteFile: 'cannot write {file}: {reason}',
  errWorker: 'a solver thread failed: {reason}',
  usageMore: `  --nodes       positions per deal at most: the same answers on any machine (with no --cap, no time cap)
  --shard K/N   only every N-th deal of the list, starting at the K-th (K from 1 to N), for runs on N machines
Usage: solitaire solve merge FILE... [--csv FILE] [--summary FILE] [--incomplete]
  checks that the CSVs of the shards hold the same game, options and limits and do not contradict each other,
  writes them as one CSV (--csv) and prints the summary; refuses a set of shards with one missing
  --incomplete  merge the shards given even when some are missing (the summary and the CSV say which)`,
  errBadShard: '--shard: "{value}" is not K/N with K from 1 to N, such as 2/8',
  errMergeFlag: '{flag} does not apply to merge (only --csv, --summary and --incomplete do)',
  usageSummary: `  --summary FILE  also record the counts in FILE, the game's compact results file (JSON, one entry per set of
                options; for numbered deals only), as the rules pages and the README read them`,
  errSummaryNeedsNumbers: '--summary records numbered deals only, not a set of a deal file',
  errBadSummary: '{file} is not a results summary of solitaire solve ({code} at {where}); it is left as it is',
  errSummaryOtherGame: '{file} records {theirs}, not {ours}; it is left as it is',
  summaryWritten: 'Counts recorded in {file}',
  errMergeNoFiles: 'merge needs the CSV files to merge',
  errNoGameRecorded:
    '{file} does not record its game and options (line 1): it was written by an older ' +
    'solitaire solve and cannot be checked; solve its deals again',
  errOtherGame: '{file} holds deals of {theirs}, not of {ours} (line {line})',
  errOtherRun: '{file} records {field}={theirs}, but {ours} is asked (line {line}): the results do not belong together',
  errNewerFormat:
    '{file} is in results format {version}, newer than this solitaire solve reads ({known}) ' + '(line {line})',
  errContradiction:
    '{file} line {line}: deal {deal} is {outcome, select, won {won} lost {lost} other {unknown}} ' +
    'there, but {other, select, won {won} lost {lost} other {unknown}} in {otherFile} line {otherLine}',
  summaryDealsOf:
    '{game}: {total, plural, one {# deal} other {# deals}}, {won, number} won, {lost, number} ' +
    'lost, {unknown, number} unknown ({limit}, {by})',
  limitCap: 'cap {cap} s',
  limitNodes: 'at most {nodes} positions a deal',
  limitBoth: 'cap {cap} s, at most {nodes} positions a deal',
  byThreads: '{jobs, plural, one {# thread} other {# threads}}',
  byFiles: 'merged from {files, plural, one {# file} other {# files}}',
  errOutputUnwritable: 'cannot write {file}: {reason}; nothing was started',
  errWriteKept: 'cannot write {file}: {reason}; its rows are kept in {part}, in the order the deals ended',
  errSummaryNotRecorded: 'the counts could not be recorded in {file}: {reason}; they are printed above',
  errSameOutput: '--csv and --summary name the same file, {file}',
  writeProblem:
    '{why, select, noFolder {its folder {folder} does not exist} notFolder {{folder} is not a ' +
    'folder} denied {permission denied in {folder}} readOnly {{folder} is on a read-only file system} ' +
    'isFolder {it is a folder} noSpace {no space left on the device} other {{reason}}}',
  jobsByCores:
    '--jobs {asked}: this machine has {cores, plural, one {# core} other {# cores}}, ' +
    'so {threads, plural, one {# solver thread} other {# solver threads}}',
  jobsByMemory:
    '{threads, plural, one {# solver thread} other {# solver threads}} instead of {wanted, number}: ' +
    'each may take {perThread, number} MB (a table of {memory, number} MB and the search), and {free, number} ' +
    'MB are free',
  errMemoryTooLarge:
    '--memory {memory}: a solver thread may take {perThread, number} MB, ' +
    'more than the {total, number} MB of this machine',
  errTooManyDeals:
    '--deals names {count, number} deals, more than the {max, number} a run takes: split it ' + 'into several runs',
  errOnlyMerge: '{flag} applies to merge only',
  errShardsMissing:
    '{missingCount, plural, one {shard {missing} of {count} is missing} other {shards ' +
    '{missing} of {count} are missing}}: merge them all, or add --incomplete to merge these alone',
  errShardSplits:
    '{file} holds shard {theirs}, {otherFile} shard {ours}: shards of different splits cannot ' + 'be checked for gaps',
  errIncompleteSummary:
    '--summary records complete runs only, and {missingCount, plural, one {shard ' +
    '{missing} of {count} is missing} other {shards {missing} of {count} are missing}}',
  summaryShardsMissing:
    'Incomplete: {missingCount, plural, one {shard {missing} of {count} is missing} other {shards ' +
    '{missing} of {count} are missing}}; the counts are of the others',
  summarySearch: 'Time: {search} s of search, {nps} positions a second',
} as const;

/** A message key of the solve command. */
export type SolveMessageKey = keyof typeof en;

const es: Record<SolveMessageKey, string> = {
  usage: `Uso: solitaire solve <juego> [--deals 1-1000 | --deal-file ARCHIVO --set NOMBRE] [--draw N] [--cap SEGUNDOS]
       [--jobs N] [--memory MB] [--csv ARCHIVO] [--resume ARCHIVO]
Decide cada reparto viendo todas las cartas: ganado, perdido (no hay victoria posible) o desconocido (se agotó el límite).
  --deals       números de reparto: 7, 1-1000 o 1-10,42 (por defecto 1-100; como máximo 10.000.000)
  --deal-file   un archivo JSON de conjuntos de repartos, cada uno un id y sus 52 cartas en orden de reparto, con --set
  --cap         segundos por reparto (por defecto 10)
  --jobs        hilos de resolución, un reparto cada uno a la vez (por defecto y como máximo: uno por núcleo,
                menos si falta memoria)
  --memory      límite de la tabla de transposición por hilo, en MB (por defecto {defaultMemory}, como máximo {maxMemory})
  --csv         escribe deal,result,ms,nodes en ARCHIVO (ARCHIVO.part guarda los repartos ya resueltos)
  --resume      toma tal cual los repartos ganados y perdidos de ARCHIVO, el CSV de una ejecución anterior; resuelve el resto
  opciones del juego como al jugar: {options}`,
  progressCount: '{done, number}/{total, number} repartos',
  progressCountShort: '{done, number}/{total, number}',
  progressWon: '{won, plural, one {# ganado} other {# ganados}}',
  progressLost: '{lost, plural, one {# perdido} other {# perdidos}}',
  progressUnknown: '{unknown, plural, one {# desconocido} other {# desconocidos}}',
  progressElapsed: '{elapsed} transcurrido',
  progressEta: 'quedan unos {eta}',
  summaryDeals:
    '{game}: {total, plural, one {# reparto} other {# repartos}}, {won, plural, one {# ganado} ' +
    'other {# ganados}}, {lost, plural, one {# perdido} other {# perdidos}}, {unknown, plural, one {# ' +
    'desconocido} other {# desconocidos}} (límite {cap} s, {jobs, plural, one {# hilo} other {# hilos}})',
  summaryWinnable: 'Ganables, de los repartos decididos: {pct} % (intervalo del 95 %: de {low} % a {high} %)',
  summaryWinnableNone: 'Ganables: ningún reparto decidido',
  summaryBounds:
    'Contando los desconocidos como perdidos y luego como ganados: al menos {low} %, a lo sumo {high} ' + '% (95 %)',
  summaryWithin: 'Decididos en 10 ms / 100 ms / 1 s / el límite: {a} % / {b} % / {c} % / {d} %',
  summaryTime: 'Tiempo: {wall} s en total, {search} s de búsqueda, {nps} posiciones por segundo',
  summaryMemory: 'Memoria máxima: {rss} MB para el proceso, tabla más grande {table} MB',
  csvWritten: 'Resultados escritos en {file}',
  resumed:
    '{count, plural, one {# reparto decidido antes se toma} other {# repartos decididos antes se ' +
    'toman}} de {file}; el resumen los cuenta',
  errBadResults: '{file} no es un archivo de resultados de solitaire solve (línea {line}: {reason})',
  errUnknownGame: 'juego desconocido «{name}» (juegos: {games})',
  errMissingGame: 'indica un juego (juegos: {games})',
  errUnknownFlag: 'opción desconocida {flag}',
  errMissingValue: '{flag} necesita un valor',
  errBadNumber: '{flag}: «{value}» no es un número válido',
  errNumberTooLarge: '{flag}: {value} supera el máximo admitido, {max}',
  errBadDeals: '--deals: «{value}» no es una lista de números de reparto como 1-1000 o 3,7,9-12',
  errSetWithoutFile: '--set necesita --deal-file',
  errFileWithoutSet: '--deal-file necesita --set',
  errBothSources: 'indica --deals o --deal-file, no los dos',
  errReadFile: 'no se puede leer {file}: {reason}',
  errBadFile: '{file} no es un archivo de repartos: {reason}',
  errNoSet: '{file} no tiene el conjunto «{set}» (conjuntos: {sets})',
  errBadDeck: 'el reparto {id} de {file} no se puede repartir en este juego: {reason}',
  errOption: 'opción {flag}: {reason}',
  errWriteFile: 'no se puede escribir {file}: {reason}',
  errWorker: 'un hilo de resolución falló: {reason}',
  usageMore: `  --nodes       posiciones por reparto como máximo: las mismas respuestas en cualquier máquina (sin --cap, sin límite de tiempo)
  --shard K/N   solo uno de cada N repartos de la lista, empezando por el K-ésimo (K de 1 a N), para repartir el trabajo entre N máquinas
Uso: solitaire solve merge ARCHIVO... [--csv ARCHIVO] [--summary ARCHIVO] [--incomplete]
  comprueba que los CSV de las partes tienen el mismo juego, opciones y límites y no se contradicen,
  los escribe como un solo CSV (--csv) y muestra el resumen; rechaza un conjunto de partes al que le falte una
  --incomplete  une las partes dadas aunque falten otras (el resumen y el CSV dicen cuáles)`,
  errBadShard: '--shard: «{value}» no es K/N con K de 1 a N, como 2/8',
  errMergeFlag: '{flag} no se aplica a merge (solo --csv, --summary y --incomplete)',
  usageSummary: `  --summary ARCHIVO  anota también los totales en ARCHIVO, el resumen de resultados del juego (JSON, una entrada
                por juego de opciones; solo para repartos numerados), que leen las páginas de reglas y el README`,
  errSummaryNeedsNumbers: '--summary solo anota repartos numerados, no un conjunto de un archivo de repartos',
  errBadSummary: '{file} no es un resumen de resultados de solitaire solve ({code} en {where}); se deja como está',
  errSummaryOtherGame: '{file} corresponde a {theirs}, no a {ours}; se deja como está',
  summaryWritten: 'Totales anotados en {file}',
  errMergeNoFiles: 'merge necesita los archivos CSV que unir',
  errNoGameRecorded:
    '{file} no indica su juego ni sus opciones (línea 1): lo escribió una versión anterior ' +
    'de solitaire solve y no se puede comprobar; resuelva de nuevo sus repartos',
  errOtherGame: '{file} contiene repartos de {theirs}, no de {ours} (línea {line})',
  errOtherRun: '{file} indica {field}={theirs}, pero se pide {ours} (línea {line}): los resultados no corresponden',
  errNewerFormat:
    '{file} está en el formato de resultados {version}, más reciente que el que lee este ' +
    'solitaire solve ({known}) (línea {line})',
  errContradiction:
    '{file} línea {line}: el reparto {deal} figura como {outcome, select, won {ganado} lost {perdido} ' +
    'other {desconocido}}, pero como {other, select, won {ganado} lost {perdido} other {desconocido}} en {otherFile} ' +
    'línea {otherLine}',
  summaryDealsOf:
    '{game}: {total, plural, one {# reparto} other {# repartos}}, {won, plural, one {# ganado} ' +
    'other {# ganados}}, {lost, plural, one {# perdido} other {# perdidos}}, {unknown, plural, one {# ' +
    'desconocido} other {# desconocidos}} ({limit}, {by})',
  limitCap: 'límite {cap} s',
  limitNodes: 'como máximo {nodes} posiciones por reparto',
  limitBoth: 'límite {cap} s, como máximo {nodes} posiciones por reparto',
  byThreads: '{jobs, plural, one {# hilo} other {# hilos}}',
  byFiles: 'unidos de {files, plural, one {# archivo} other {# archivos}}',
  errOutputUnwritable: 'no se puede escribir {file}: {reason}; no se ha empezado nada',
  errWriteKept:
    'no se puede escribir {file}: {reason}; sus filas se conservan en {part}, en el orden en que ' +
    'terminaron los repartos',
  errSummaryNotRecorded: 'no se pudieron anotar los totales en {file}: {reason}; figuran más arriba',
  errSameOutput: '--csv y --summary indican el mismo archivo, {file}',
  writeProblem:
    '{why, select, noFolder {su carpeta {folder} no existe} notFolder {{folder} no es una ' +
    'carpeta} denied {permiso denegado en {folder}} readOnly {{folder} está en un sistema de archivos de ' +
    'solo lectura} isFolder {es una carpeta} noSpace {no queda espacio en el dispositivo} other {{reason}}}',
  jobsByCores:
    '--jobs {asked}: esta máquina tiene {cores, plural, one {# núcleo} other {# núcleos}}, ' +
    'así que {threads, plural, one {se usa # hilo} other {se usan # hilos}} de resolución',
  jobsByMemory:
    '{threads, plural, one {# hilo} other {# hilos}} de resolución en lugar de {wanted, number}: ' +
    'cada uno puede ocupar {perThread, number} MB (una tabla de {memory, number} MB y la búsqueda) y ' +
    'quedan {free, number} MB libres',
  errMemoryTooLarge:
    '--memory {memory}: un hilo de resolución puede ocupar {perThread, number} MB, más que ' +
    'los {total, number} MB de esta máquina',
  errTooManyDeals:
    '--deals indica {count, number} repartos, más de los {max, number} que admite una ' +
    'ejecución: repártalos en varias ejecuciones',
  errOnlyMerge: '{flag} solo se aplica a merge',
  errShardsMissing:
    '{missingCount, plural, one {falta la parte {missing} de {count}} other {faltan las ' +
    'partes {missing} de {count}}}: únalas todas, o añada --incomplete para unir solo estas',
  errShardSplits:
    '{file} contiene la parte {theirs} y {otherFile} la parte {ours}: no se puede comprobar si ' +
    'faltan partes de divisiones distintas',
  errIncompleteSummary:
    '--summary solo anota ejecuciones completas, y {missingCount, plural, one {falta la ' +
    'parte {missing} de {count}} other {faltan las partes {missing} de {count}}}',
  summaryShardsMissing:
    'Incompleto: {missingCount, plural, one {falta la parte {missing} de {count}} other {faltan ' +
    'las partes {missing} de {count}}}; los totales son de las demás',
  summarySearch: 'Tiempo: {search} s de búsqueda, {nps} posiciones por segundo',
};

const fr: Record<SolveMessageKey, string> = {
  usage: `Usage : solitaire solve <jeu> [--deals 1-1000 | --deal-file FICHIER --set NOM] [--draw N] [--cap SECONDES]
       [--jobs N] [--memory Mo] [--csv FICHIER] [--resume FICHIER]
Tranche chaque donne en voyant toutes les cartes : gagnée, perdue (aucune victoire possible) ou inconnue (limite atteinte).
  --deals       numéros de donne : 7, 1-1000 ou 1-10,42 (par défaut 1-100 ; 10 000 000 au plus)
  --deal-file   un fichier JSON de lots de donnes, chacune un id et ses 52 cartes dans l’ordre de la donne, avec --set
  --cap         secondes par donne (par défaut 10)
  --jobs        fils de résolution, une donne chacun à la fois (par défaut et au plus : un par cœur,
                moins si la mémoire manque)
  --memory      plafond de la table de transposition par fil, en Mo (par défaut {defaultMemory}, au plus {maxMemory})
  --csv         écrit deal,result,ms,nodes dans FICHIER (FICHIER.part garde les donnes déjà traitées)
  --resume      reprend telles quelles les donnes gagnées et perdues de FICHIER, le CSV d’une exécution antérieure ; résout les autres
  options du jeu comme pour jouer : {options}`,
  progressCount: '{done, number}/{total, number} donnes',
  progressCountShort: '{done, number}/{total, number}',
  progressWon: '{won, plural, one {# gagnée} other {# gagnées}}',
  progressLost: '{lost, plural, one {# perdue} other {# perdues}}',
  progressUnknown: '{unknown, plural, one {# inconnue} other {# inconnues}}',
  progressElapsed: '{elapsed} écoulées',
  progressEta: 'encore environ {eta}',
  summaryDeals:
    '{game} : {total, plural, one {# donne} other {# donnes}}, {won, plural, one {# gagnée} other {# ' +
    'gagnées}}, {lost, plural, one {# perdue} other {# perdues}}, {unknown, plural, one {# inconnue} ' +
    'other {# inconnues}} (limite {cap} s, {jobs, plural, one {# fil} other {# fils}})',
  summaryWinnable: 'Gagnables, parmi les donnes tranchées : {pct} % (intervalle à 95 % : de {low} % à {high} %)',
  summaryWinnableNone: 'Gagnables : aucune donne tranchée',
  summaryBounds:
    'En comptant les inconnues comme perdues puis comme gagnées : au moins {low} %, au plus {high} ' + '% (95 %)',
  summaryWithin: 'Tranchées en 10 ms / 100 ms / 1 s / la limite : {a} % / {b} % / {c} % / {d} %',
  summaryTime: 'Durée : {wall} s en tout, {search} s de recherche, {nps} positions par seconde',
  summaryMemory: 'Mémoire maximale : {rss} Mo pour le processus, plus grande table {table} Mo',
  csvWritten: 'Résultats écrits dans {file}',
  resumed:
    '{count, plural, one {# donne décidée auparavant est reprise} other {# donnes décidées auparavant ' +
    'sont reprises}} de {file} ; le résumé les compte',
  errBadResults: '{file} n’est pas un fichier de résultats de solitaire solve (ligne {line} : {reason})',
  errUnknownGame: 'jeu inconnu « {name} » (jeux : {games})',
  errMissingGame: 'nommez un jeu (jeux : {games})',
  errUnknownFlag: 'option inconnue {flag}',
  errMissingValue: '{flag} attend une valeur',
  errBadNumber: '{flag} : « {value} » n’est pas un nombre valide',
  errNumberTooLarge: '{flag} : {value} dépasse le maximum admis, {max}',
  errBadDeals: '--deals : « {value} » n’est pas une liste de numéros de donne comme 1-1000 ou 3,7,9-12',
  errSetWithoutFile: '--set demande --deal-file',
  errFileWithoutSet: '--deal-file demande --set',
  errBothSources: 'donnez --deals ou --deal-file, pas les deux',
  errReadFile: 'impossible de lire {file} : {reason}',
  errBadFile: '{file} n’est pas un fichier de donnes : {reason}',
  errNoSet: '{file} n’a pas de lot « {set} » (lots : {sets})',
  errBadDeck: 'la donne {id} de {file} ne peut pas être distribuée pour ce jeu : {reason}',
  errOption: 'option {flag} : {reason}',
  errWriteFile: 'impossible d’écrire {file} : {reason}',
  errWorker: 'un fil de résolution a échoué : {reason}',
  usageMore: `  --nodes       positions par donne au plus : les mêmes réponses sur toute machine (sans --cap, pas de limite de temps)
  --shard K/N   une donne sur N de la liste seulement, à partir de la K-ième (K de 1 à N), pour répartir le travail sur N machines
Usage : solitaire solve merge FICHIER... [--csv FICHIER] [--summary FICHIER] [--incomplete]
  vérifie que les CSV des parties portent le même jeu, les mêmes options et limites et ne se contredisent pas,
  les écrit en un seul CSV (--csv) et affiche le résumé ; refuse un ensemble de parties auquel il en manque une
  --incomplete  réunit les parties données même s’il en manque (le résumé et le CSV disent lesquelles)`,
  errBadShard: '--shard : « {value} » n’est pas K/N avec K de 1 à N, comme 2/8',
  errMergeFlag: '{flag} ne s’applique pas à merge (seuls --csv, --summary et --incomplete s’appliquent)',
  usageSummary: `  --summary FICHIER  note aussi les totaux dans FICHIER, le résumé des résultats du jeu (JSON, une entrée par
                jeu d’options ; donnes numérotées seulement), que lisent les pages de règles et le README`,
  errSummaryNeedsNumbers: '--summary ne note que des donnes numérotées, pas un lot d’un fichier de donnes',
  errBadSummary: '{file} n’est pas un résumé de résultats de solitaire solve ({code} à {where}) ; il reste tel quel',
  errSummaryOtherGame: '{file} porte sur {theirs}, pas sur {ours} ; il reste tel quel',
  summaryWritten: 'Totaux notés dans {file}',
  errMergeNoFiles: 'merge attend les fichiers CSV à réunir',
  errNoGameRecorded:
    '{file} n’indique ni son jeu ni ses options (ligne 1) : il a été écrit par une version ' +
    'antérieure de solitaire solve et ne peut pas être vérifié ; résolvez ses donnes à nouveau',
  errOtherGame: '{file} contient des donnes de {theirs}, pas de {ours} (ligne {line})',
  errOtherRun:
    '{file} indique {field}={theirs}, mais {ours} est demandé (ligne {line}) : les résultats ne ' + 'vont pas ensemble',
  errNewerFormat:
    '{file} est au format de résultats {version}, plus récent que celui que lit ce solitaire ' +
    'solve ({known}) (ligne {line})',
  errContradiction:
    '{file} ligne {line} : la donne {deal} y est {outcome, select, won {gagnée} lost {perdue} ' +
    'other {inconnue}}, mais {other, select, won {gagnée} lost {perdue} other {inconnue}} dans {otherFile} ' +
    'ligne {otherLine}',
  summaryDealsOf:
    '{game} : {total, plural, one {# donne} other {# donnes}}, {won, plural, one {# gagnée} ' +
    'other {# gagnées}}, {lost, plural, one {# perdue} other {# perdues}}, {unknown, plural, one {# ' +
    'inconnue} other {# inconnues}} ({limit}, {by})',
  limitCap: 'limite {cap} s',
  limitNodes: 'au plus {nodes} positions par donne',
  limitBoth: 'limite {cap} s, au plus {nodes} positions par donne',
  byThreads: '{jobs, plural, one {# fil} other {# fils}}',
  byFiles: 'réunies de {files, plural, one {# fichier} other {# fichiers}}',
  errOutputUnwritable: 'impossible d’écrire {file} : {reason} ; rien n’a été commencé',
  errWriteKept:
    'impossible d’écrire {file} : {reason} ; ses lignes sont gardées dans {part}, dans l’ordre où ' +
    'les donnes se sont terminées',
  errSummaryNotRecorded: 'les totaux n’ont pas pu être notés dans {file} : {reason} ; ils sont affichés plus haut',
  errSameOutput: '--csv et --summary désignent le même fichier, {file}',
  writeProblem:
    '{why, select, noFolder {son dossier {folder} n’existe pas} notFolder {{folder} n’est pas un ' +
    'dossier} denied {permission refusée dans {folder}} readOnly {{folder} est sur un système de fichiers ' +
    'en lecture seule} isFolder {c’est un dossier} noSpace {plus de place sur le périphérique} other {{reason}}}',
  jobsByCores:
    '--jobs {asked} : cette machine a {cores, plural, one {# cœur} other {# cœurs}}, ' +
    'donc {threads, plural, one {# fil} other {# fils}} de résolution',
  jobsByMemory:
    '{threads, plural, one {# fil} other {# fils}} de résolution au lieu de {wanted, number} : ' +
    'chacun peut occuper {perThread, number} Mo (une table de {memory, number} Mo et la recherche), ' +
    'et {free, number} Mo sont libres',
  errMemoryTooLarge:
    '--memory {memory} : un fil de résolution peut occuper {perThread, number} Mo, plus que ' +
    'les {total, number} Mo de cette machine',
  errTooManyDeals:
    '--deals désigne {count, number} donnes, plus que les {max, number} qu’accepte une ' +
    'exécution : répartissez-les sur plusieurs exécutions',
  errOnlyMerge: '{flag} ne s’applique qu’à merge',
  errShardsMissing:
    '{missingCount, plural, one {la partie {missing} sur {count} manque} other {les parties {missing} ' +
    'sur {count} manquent}} : réunissez-les toutes, ou ajoutez --incomplete pour réunir celles-ci seules',
  errShardSplits:
    '{file} contient la partie {theirs}, {otherFile} la partie {ours} : impossible de vérifier ' +
    'qu’il ne manque rien entre des découpages différents',
  errIncompleteSummary:
    '--summary ne note que des exécutions complètes, et {missingCount, plural, one {la ' +
    'partie {missing} sur {count} manque} other {les parties {missing} sur {count} manquent}}',
  summaryShardsMissing:
    'Incomplet : {missingCount, plural, one {la partie {missing} sur {count} manque} ' +
    'other {les parties {missing} sur {count} manquent}} ; les totaux portent sur les autres',
  summarySearch: 'Durée : {search} s de recherche, {nps} positions par seconde',
};

/** The solve command's catalogs, by locale. */
export const solveCatalogs: Readonly<Record<Locale, Readonly<Record<SolveMessageKey, string>>>> = { en, es, fr };

/** Values a message interpolates. */
export type SolveValues = Readonly<Record<string, string | number>>;

/**
 * The message `key` in `locale`. Text values are shown escaped and bounded (`shown`): they are file names, flags,
 * lines and fields of files, which may come from another host.
 */
export const say = (locale: Locale, key: SolveMessageKey, values: SolveValues = {}): string =>
  compile(
    solveCatalogs[locale][key],
    locale,
  )(Object.fromEntries(Object.entries(values).map(([name, v]) => [name, typeof v === 'string' ? shown(v) : v])));

/** A refusal's message in `locale`: a write problem (`why`) is said in its words instead of the system's. */
export const sayRefusal = (locale: Locale, key: SolveMessageKey, values: SolveValues): string =>
  say(locale, key, 'why' in values ? { ...values, reason: say(locale, 'writeProblem', values) } : values);

/** The phrases of the progress line in `locale`, from the run's figures (durations already written out). */
export const progressTexts = (
  locale: Locale,
  v: {
    readonly done: number;
    readonly total: number;
    readonly won: number;
    readonly lost: number;
    readonly unknown: number;
    readonly elapsed: string;
    readonly eta: string;
  },
): ProgressTexts => ({
  count: say(locale, 'progressCount', v),
  shortCount: say(locale, 'progressCountShort', v),
  won: say(locale, 'progressWon', v),
  lost: say(locale, 'progressLost', v),
  unknown: say(locale, 'progressUnknown', v),
  elapsed: say(locale, 'progressElapsed', v),
  eta: say(locale, 'progressEta', v),
});
