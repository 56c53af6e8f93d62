import type { CommuteType, SurveyQuestionType, SurveyType } from '@cairn/shared/surveys/model';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';

/*
 * The labels of the survey enumerations the staff's survey pages show, in the interface's
 * language: each value names its catalogue key, so a value without one does not compile.
 */

const questionTypeKeys: Record<SurveyQuestionType, PlainKey> = {
  COMMUTE_DAYS_PER_WEEK: 'surveyQuestions.type.COMMUTE_DAYS_PER_WEEK',
  COMMUTE_ROUND_TRIPS_PER_WEEK: 'surveyQuestions.type.COMMUTE_ROUND_TRIPS_PER_WEEK',
  COMMUTE_DISTANCE: 'surveyQuestions.type.COMMUTE_DISTANCE',
  REMOTE_COUNTRY: 'surveyQuestions.type.REMOTE_COUNTRY',
  FLIGHTS: 'surveyQuestions.type.FLIGHTS',
  MEALS: 'surveyQuestions.type.MEALS',
  PRODUCTS_TABLE: 'surveyQuestions.type.PRODUCTS_TABLE',
  COMPANY_CARBON_INTENSITY: 'surveyQuestions.type.COMPANY_CARBON_INTENSITY',
  AVERAGE_PRODUCT_CARBON_INTENSITY: 'surveyQuestions.type.AVERAGE_PRODUCT_CARBON_INTENSITY',
  NUMERIC: 'surveyQuestions.type.NUMERIC',
  TEXT: 'surveyQuestions.type.TEXT',
  YES_NO: 'surveyQuestions.type.YES_NO',
  SELECT: 'surveyQuestions.type.SELECT',
  MULTI_SELECT: 'surveyQuestions.type.MULTI_SELECT',
  FILES: 'surveyQuestions.type.FILES',
};

const commuteKeys: Record<CommuteType, PlainKey> = {
  PUBLIC_TRANSPORTATION: 'surveyQuestions.commute.PUBLIC_TRANSPORTATION',
  CAR: 'surveyQuestions.commute.CAR',
  CARPOOLING: 'surveyQuestions.commute.CARPOOLING',
  COMPANY_CAR: 'surveyQuestions.commute.COMPANY_CAR',
  MOTORBIKE: 'surveyQuestions.commute.MOTORBIKE',
  SCOOTER: 'surveyQuestions.commute.SCOOTER',
  ELECTRIC_BIKE: 'surveyQuestions.commute.ELECTRIC_BIKE',
  BIKE: 'surveyQuestions.commute.BIKE',
  WALK: 'surveyQuestions.commute.WALK',
  OTHER: 'surveyQuestions.commute.OTHER',
};

const surveyKindKeys: Record<SurveyType, PlainKey> = {
  EMPLOYEE: 'surveyTemplates.kind.EMPLOYEE',
  SUPPLIER: 'surveyTemplates.kind.SUPPLIER',
};

export function useSurveyTypeLabel(): (type: SurveyQuestionType) => string {
  const { t } = useI18n();
  return (type) => t(questionTypeKeys[type]);
}

export function useCommuteTypeLabel(): (type: CommuteType) => string {
  const { t } = useI18n();
  return (type) => t(commuteKeys[type]);
}

export function useSurveyKindLabel(): (type: SurveyType) => string {
  const { t } = useI18n();
  return (type) => t(surveyKindKeys[type]);
}
