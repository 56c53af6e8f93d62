import type { Language } from '../schemas/enums.ts';
import type { CommuteType } from '../schemas/report.ts';
import type { CarType, CustomAnswer, PublicTransportType, ScooterType, StoredFlightLine, SurveyAnswerFields, SurveyQuestion } from './model.ts';

/*
 * A survey's answers as the rows of a spreadsheet (`surveyAnswer.download`): one line per answer,
 * newest first, and one column per question, headed by its label in the language asked, after
 * the date and the affiliation (when the survey has affiliations) and before the estimate. A
 * question whose answer has several parts (a commute, flights, products) is said in one cell;
 * numbers stay numbers. Pure, so its wording is tested here.
 */

type Labels<T extends string> = Record<T, Record<Language, string>>;

export const commuteTypeLabels: Labels<CommuteType> = {
  PUBLIC_TRANSPORTATION: { en: 'Public transport', fr: 'Transports en commun' },
  CAR: { en: 'Car', fr: 'Voiture' },
  CARPOOLING: { en: 'Carpooling', fr: 'Covoiturage' },
  COMPANY_CAR: { en: 'Company car', fr: 'Voiture de fonction' },
  MOTORBIKE: { en: 'Motorbike', fr: 'Moto' },
  SCOOTER: { en: 'Scooter', fr: 'Scooter' },
  ELECTRIC_BIKE: { en: 'Electric bike', fr: 'Vélo électrique' },
  BIKE: { en: 'Bike', fr: 'Vélo' },
  WALK: { en: 'Walk', fr: 'Marche' },
  OTHER: { en: 'Other', fr: 'Autre' },
};

const carTypeLabels: Labels<CarType> = {
  GASOLINE: { en: 'petrol', fr: 'essence' },
  DIESEL: { en: 'diesel', fr: 'diesel' },
  HYBRID_ELECTRIC: { en: 'hybrid', fr: 'hybride' },
  FULL_ELECTRIC: { en: 'electric', fr: 'électrique' },
  LPG: { en: 'LPG', fr: 'GPL' },
  NGV: { en: 'natural gas', fr: 'GNV' },
};

const scooterTypeLabels: Labels<ScooterType> = { GASOLINE: { en: 'petrol', fr: 'essence' }, ELECTRIC: { en: 'electric', fr: 'électrique' } };
const publicTransportLabels: Labels<PublicTransportType> = { BUS: { en: 'bus', fr: 'bus' }, SUBWAY: { en: 'subway', fr: 'métro' }, OTHER: { en: 'other', fr: 'autre' } };

const words = {
  date: { en: 'Date', fr: 'Date' },
  affiliation: { en: 'Affiliation', fr: 'Affiliation' },
  total: { en: 'Estimate (kgCO2e per year)', fr: 'Estimation (kgCO2e par an)' },
  yes: { en: 'Yes', fr: 'Oui' },
  no: { en: 'No', fr: 'Non' },
  oneWay: { en: 'one way', fr: 'aller simple' },
  roundTrip: { en: 'return', fr: 'aller-retour' },
  notFound: { en: 'NOT FOUND', fr: 'NOT FOUND' },
  countryNotFound: { en: 'COUNTRY NOT FOUND', fr: 'COUNTRY NOT FOUND' },
} satisfies Record<string, Record<Language, string>>;

export interface SheetAnswer extends SurveyAnswerFields {
  flightsTableData: StoredFlightLine[];
  commuteKilometers: number | null;
  estimate: { totalKgCo2e: number };
  createdAt: string;
}

export interface SheetSurvey {
  questions: readonly Pick<SurveyQuestion, 'name' | 'type' | 'labelEn' | 'labelFr' | 'options' | 'commuteLabels'>[];
  affiliations: readonly { uuid: string; name: { en: string; fr: string | null } }[];
}

export type Cell = string | number | null;

const inLanguage = (text: { en: string; fr: string | null }, language: Language) => (language === 'fr' ? (text.fr ?? text.en) : text.en);
const numberText = (value: number, language: Language) => value.toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 });

function commuteCell(question: SheetSurvey['questions'][number], answer: SheetAnswer, language: Language): Cell {
  if (answer.commuteType === null) return null;
  const custom = question.commuteLabels[answer.commuteType];
  const mode = answer.commuteType === 'OTHER' && answer.otherCommuteType ? answer.otherCommuteType : custom ? inLanguage(custom, language) : commuteTypeLabels[answer.commuteType][language];
  const detail =
    answer.carType && ['CAR', 'CARPOOLING', 'COMPANY_CAR'].includes(answer.commuteType)
      ? carTypeLabels[answer.carType][language]
      : answer.scooterType && answer.commuteType === 'SCOOTER'
        ? scooterTypeLabels[answer.scooterType][language]
        : answer.publicTransportType && answer.commuteType === 'PUBLIC_TRANSPORTATION'
          ? publicTransportLabels[answer.publicTransportType][language]
          : null;
  const distance = answer.commuteKilometers === null ? null : `${numberText(answer.commuteKilometers, language)} km`;
  return [detail ? `${mode} (${detail})` : mode, distance].filter(Boolean).join(' — ');
}

function customCell(question: SheetSurvey['questions'][number], value: CustomAnswer | undefined, language: Language): Cell {
  if (value === undefined || value === null) return null;
  const option = (id: string) => {
    const found = question.options.find((candidate) => candidate.id === id);
    return found ? inLanguage({ en: found.labelEn, fr: found.labelFr }, language) : words.notFound[language];
  };
  switch (question.type) {
    case 'YES_NO':
      return value === true ? words.yes[language] : value === false ? words.no[language] : null;
    case 'SELECT':
      return typeof value === 'string' ? option(value) : null;
    case 'MULTI_SELECT':
      return Array.isArray(value) ? value.map(option).join(', ') : null;
    default:
      return typeof value === 'number' || typeof value === 'string' ? value : null;
  }
}

function questionCell(question: SheetSurvey['questions'][number], answer: SheetAnswer, language: Language, countryName: (code: string) => string | null): Cell {
  switch (question.type) {
    case 'COMMUTE_DAYS_PER_WEEK':
      return answer.daysInOfficePerWeek;
    case 'COMMUTE_ROUND_TRIPS_PER_WEEK':
      return answer.commuteRoundTripsPerWeek;
    case 'COMMUTE_DISTANCE':
      return commuteCell(question, answer, language);
    case 'REMOTE_COUNTRY':
      return answer.countryElectricity === null ? null : (countryName(answer.countryElectricity) ?? words.countryNotFound[language]);
    case 'FLIGHTS':
      return answer.flightsTableData.length === 0
        ? null
        : answer.flightsTableData
            .map((flight) => `${flight.from} → ${flight.to}, ${(flight.roundTrip ? words.roundTrip : words.oneWay)[language]} × ${flight.number} (${numberText(flight.km, language)} km)`)
            .join('; ');
    case 'MEALS':
      return answer.workdayLunchesWithMeatPerWeek;
    case 'PRODUCTS_TABLE':
      return answer.products.length === 0
        ? null
        : answer.products.map((product) => `${product.name}: ${numberText(product.value, language)} ${product.unit}${product.year ? ` (${product.year})` : ''}`).join('; ');
    case 'COMPANY_CARBON_INTENSITY':
      return answer.economicIntensity === null ? null : `${numberText(answer.economicIntensity, language)} ${answer.economicIntensityCurrency}`;
    case 'AVERAGE_PRODUCT_CARBON_INTENSITY':
      return answer.productAverageValue === null ? null : `${numberText(answer.productAverageValue, language)} ${answer.productAverageUnit ?? ''}`.trim();
    case 'FILES':
      return (answer.files[question.name] ?? []).map((file) => file.name).join(', ') || null;
    default:
      return customCell(question, answer.customQuestions[question.name], language);
  }
}

/** The sheet's rows: the header line, then one line per answer, newest first. */
export function answerSheetRows(survey: SheetSurvey, answers: readonly SheetAnswer[], language: Language, countryName: (code: string) => string | null): Cell[][] {
  const withAffiliation = survey.affiliations.length > 0;
  const affiliationNames = new Map(survey.affiliations.map((affiliation) => [affiliation.uuid, inLanguage(affiliation.name, language)]));
  const header: Cell[] = [
    words.date[language],
    ...(withAffiliation ? [words.affiliation[language]] : []),
    ...survey.questions.map((question) => inLanguage({ en: question.labelEn, fr: question.labelFr }, language)),
    words.total[language],
  ];
  const lines = [...answers]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((answer): Cell[] => [
      answer.createdAt.slice(0, 10),
      ...(withAffiliation ? [answer.affiliationUuid === null ? null : (affiliationNames.get(answer.affiliationUuid) ?? words.notFound[language])] : []),
      ...survey.questions.map((question) => questionCell(question, answer, language, countryName)),
      Math.round(answer.estimate.totalKgCo2e * 10) / 10,
    ]);
  return [header, ...lines];
}
