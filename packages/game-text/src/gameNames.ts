/**
 * The games' names, proper names that every language keeps as they are (the French and Spanish pages say
 * "Klondike", not a translation), so each table catalog takes them from here.
 */
export const gameNames: Readonly<Record<string, string>> = {
  'variant.athena': 'Athena',
  'variant.minerva': 'Minerva',
  'variant.bureau': 'Bureau',
  'variant.fan': 'Fan',
  'variant.laBelleLucie': 'La Belle Lucie',
  'variant.trefoil': 'Trefoil',
  'variant.athenaAisleriot': 'Athena (Aisleriot)',
  'variant.shamrocks': 'Shamrocks',
  'variant.klondike': 'Klondike',
  'variant.freeCell': 'FreeCell',
  'variant.bakersGame': 'Baker’s Game',
  'variant.eightOff': 'Eight Off',
  'variant.seahavenTowers': 'Seahaven Towers',
  'variant.yukon': 'Yukon',
  'variant.russianSolitaire': 'Russian Solitaire',
  'variant.canfield': 'Canfield',
  'variant.fortyThieves': 'Forty Thieves',
  'variant.limited': 'Limited',
  'variant.bakersDozen': 'Baker’s Dozen',
  'variant.portugueseSolitaire': 'Portuguese Solitaire',
  'variant.rainbow': 'Rainbow',
  'variant.spider': 'Spider',
  'variant.spiderette': 'Spiderette',
  'variant.willOTheWisp': 'Will o’ the Wisp',
  'variant.simpleSimon': 'Simple Simon',
  'variant.scorpion': 'Scorpion',
};
