// The sandbox feed's leagues and teams (real names, made-up matches), and each team's
// strength, derived from its name so every machine and restart plays the same teams alike.
import type { SportCode } from '@talih/contracts/sport.ts';
import type { FeedLeague } from '../../../adapters/sports/port.ts';

export const SANDBOX_REF_PREFIX = 'sbx';

export interface LeagueDef extends FeedLeague {
  teams: string[];
}

const L = (
  sport: SportCode,
  ref: string,
  country: string,
  name: string,
  sort: number,
  teams: string[],
): LeagueDef => ({
  ref: `${SANDBOX_REF_PREFIX}:${ref}`,
  sport,
  country,
  name,
  sort,
  teams,
});

export const SANDBOX_LEAGUES: LeagueDef[] = [
  L('football', 'tr1', 'TR', 'Trendyol Süper Lig', 1, [
    'Galatasaray',
    'Fenerbahçe',
    'Beşiktaş',
    'Trabzonspor',
    'Başakşehir',
    'Samsunspor',
    'Göztepe',
    'Eyüpspor',
    'Kasımpaşa',
    'Antalyaspor',
    'Konyaspor',
    'Alanyaspor',
    'Çaykur Rizespor',
    'Gaziantep FK',
    'Kayserispor',
    'Kocaelispor',
  ]),
  L('football', 'tr2', 'TR', 'Trendyol 1. Lig', 2, [
    'Amedspor',
    'Bodrum FK',
    'Sakaryaspor',
    'Erzurumspor FK',
    'Pendikspor',
    'Bandırmaspor',
    'Manisa FK',
    'Boluspor',
    'Iğdır FK',
    'Keçiörengücü',
  ]),
  L('football', 'ucl', 'INT', 'UEFA Şampiyonlar Ligi', 3, [
    'Real Madrid',
    'Manchester City',
    'Bayern München',
    'Inter',
    'Paris Saint-Germain',
    'Arsenal',
    'Barcelona',
    'Galatasaray',
    'Benfica',
    'Juventus',
  ]),
  L('football', 'eng', 'GB', 'Premier League', 4, [
    'Arsenal',
    'Liverpool',
    'Manchester City',
    'Chelsea',
    'Tottenham',
    'Newcastle United',
    'Aston Villa',
    'Brighton',
  ]),
  L('football', 'esp', 'ES', 'LaLiga', 5, [
    'Real Madrid',
    'Barcelona',
    'Atlético Madrid',
    'Athletic Club',
    'Villarreal',
    'Real Sociedad',
    'Sevilla',
    'Real Betis',
  ]),
  L('football', 'ger', 'DE', 'Bundesliga', 6, [
    'Bayern München',
    'Borussia Dortmund',
    'Bayer Leverkusen',
    'RB Leipzig',
    'Eintracht Frankfurt',
    'VfB Stuttgart',
    'SC Freiburg',
    'VfL Wolfsburg',
  ]),
  L('basketball', 'bsl', 'TR', 'Basketbol Süper Ligi', 7, [
    'Anadolu Efes',
    'Fenerbahçe Beko',
    'Galatasaray MCT Technic',
    'Beşiktaş Fibabanka',
    'Türk Telekom',
    'Bahçeşehir Koleji',
    'Karşıyaka',
    'Tofaş',
  ]),
  L('basketball', 'euroleague', 'INT', 'EuroLeague', 8, [
    'Real Madrid',
    'Panathinaikos',
    'Olympiacos',
    'AS Monaco',
    'Barcelona',
    'Partizan',
    'Žalgiris',
    'Baskonia',
  ]),
  L('tennis', 'atp', 'INT', 'ATP Tour', 9, [
    'J. Sinner',
    'C. Alcaraz',
    'N. Djokovic',
    'A. Zverev',
    'D. Medvedev',
    'T. Fritz',
    'H. Rune',
    'C. Ruud',
  ]),
  L('tennis', 'wta', 'INT', 'WTA Tour', 10, [
    'A. Sabalenka',
    'I. Swiatek',
    'C. Gauff',
    'E. Rybakina',
    'J. Pegula',
    'J. Paolini',
    'Q. Zheng',
    'M. Andreeva',
  ]),
];

/** A team's strength from its name: the same on every machine and after every restart. */
export function strengthOf(team: string): number {
  let h = 2166136261;
  for (const ch of team) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return 0.75 + ((h >>> 0) % 60) / 100;
}
