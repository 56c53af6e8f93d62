import { describe, expect, it } from 'vitest';
import { answerSheetRows, type SheetAnswer, type SheetSurvey } from './answerSheet.ts';
import { SurveyAnswerFields } from './model.ts';

const lyon = '6f1c2a1e-3b4d-4c5e-8f90-0a1b2c3d4e5f';

const survey: SheetSurvey = {
  affiliations: [{ uuid: lyon, name: { en: 'Lyon site', fr: 'Site de Lyon' } }],
  questions: [
    { name: 'days', type: 'COMMUTE_DAYS_PER_WEEK', labelEn: 'Days in office', labelFr: 'Jours au bureau', options: [], commuteLabels: {} },
    { name: 'commute', type: 'COMMUTE_DISTANCE', labelEn: 'Commute', labelFr: null, options: [], commuteLabels: { OTHER: { en: 'Shuttle', fr: 'Navette' } } },
    { name: 'country', type: 'REMOTE_COUNTRY', labelEn: 'Remote country', labelFr: 'Pays du télétravail', options: [], commuteLabels: {} },
    { name: 'flights', type: 'FLIGHTS', labelEn: 'Flights', labelFr: 'Vols', options: [], commuteLabels: {} },
    {
      name: 'tools',
      type: 'MULTI_SELECT',
      labelEn: 'Tools',
      labelFr: 'Outils',
      options: [
        { id: 'pc', labelEn: 'Laptop', labelFr: 'Portable' },
        { id: 'phone', labelEn: 'Phone', labelFr: null },
      ],
      commuteLabels: {},
    },
  ],
};

const answer = (fields: Record<string, unknown>, createdAt: string): SheetAnswer => ({
  ...SurveyAnswerFields.parse(fields),
  flightsTableData: [],
  commuteKilometers: null,
  estimate: { totalKgCo2e: 1234.567 },
  createdAt,
  ...(fields.flightsTableData ? { flightsTableData: fields.flightsTableData as SheetAnswer['flightsTableData'] } : {}),
  ...(typeof fields.commuteKilometers === 'number' ? { commuteKilometers: fields.commuteKilometers } : {}),
});

describe('the answers sheet', () => {
  const answers = [
    answer({ daysInOfficePerWeek: 2, commuteType: 'OTHER', commuteDistance: 12, commuteKilometers: 12, countryElectricity: 'XZ' }, '2026-03-01T08:00:00.000Z'),
    answer(
      {
        affiliationUuid: lyon,
        daysInOfficePerWeek: 4,
        countryElectricity: 'DE',
        customQuestions: { tools: ['pc', 'gone'] },
        flightsTableData: [{ from: 'CDG', to: 'LYS', roundTrip: true, number: 2, km: 392.4, fromName: 'Paris CDG', toName: 'Lyon' }],
      },
      '2026-03-02T08:00:00.000Z',
    ),
  ];

  it('heads one column per question in the language asked, between the date with the affiliation and the estimate', () => {
    expect(answerSheetRows(survey, answers, 'fr', () => null)[0]).toEqual(['Date', 'Affiliation', 'Jours au bureau', 'Commute', 'Pays du télétravail', 'Vols', 'Outils', 'Estimation (kgCO2e par an)']);
    expect(answerSheetRows(survey, answers, 'en', () => null)[0]![2]).toBe('Days in office');
  });

  it('says each answer in French, newest first, numbers kept as numbers and unknown choices as NOT FOUND', () => {
    const names: Record<string, string> = { DE: 'Allemagne' };
    const [, newest, oldest] = answerSheetRows(survey, answers, 'fr', (code) => names[code] ?? null);
    expect(newest).toEqual(['2026-03-02', 'Site de Lyon', 4, null, 'Allemagne', 'CDG → LYS, aller-retour × 2 (392,4 km)', 'Portable, NOT FOUND', 1234.6]);
    expect(oldest).toEqual(['2026-03-01', null, 2, 'Navette — 12 km', 'COUNTRY NOT FOUND', null, null, 1234.6]);
  });
});
