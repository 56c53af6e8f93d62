import { isStaff } from '@cairn/shared/access';
import type { SurveyAnswersPage } from '@cairn/shared/contract/surveys';
import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { SessionUser } from '@cairn/shared/schemas';
import { clientSeesAnswers } from '@cairn/shared/surveys/progress';
import { assets } from '../data/asset.ts';
import type { Stored } from '../data/entity.ts';
import { modules } from '../data/module.ts';
import { countsOf, type SurveyRecord } from '../data/survey.ts';
import { answersPageSurvey, questionnaireLabelsOf } from './view.ts';

/*
 * The client's reading of a survey's answers (spec 2 "Survey answers views"): staff always; the
 * survey's own client only when the survey shows its answers or has affiliations, otherwise the
 * answer of a survey that does not exist for it.
 */

export function requireAnswersVisible(survey: SurveyRecord, user: SessionUser): void {
  if (!isStaff(user) && !clientSeesAnswers(survey)) throw new AppError('NOT_FOUND', say('server.survey.answersHidden'));
}

/** The footprint's year and the company's name, as the form's title says them. */
export async function surveyContext(survey: Stored<SurveyRecord>): Promise<{ assetName: string; year: number }> {
  const [asset, footprint] = await Promise.all([assets.get({ uuid: survey.assetUuid }), modules.get({ uuid: survey.carbonFootprintUuid })]);
  // A footprint without a year (its name says what it covers) speaks of the survey's own year.
  return { assetName: asset?.name ?? '', year: footprint?.year ?? Number(survey.createdAt.slice(0, 4)) };
}

/** The survey as the answers views show it, with its counts and names read now. */
export async function readAnswersPageSurvey(survey: Stored<SurveyRecord>): Promise<SurveyAnswersPage['survey']> {
  const [counts, labels, context] = await Promise.all([countsOf(survey.uuid), questionnaireLabelsOf(survey.carbonFootprintUuid), surveyContext(survey)]);
  return answersPageSurvey(survey, counts, labels, context);
}
