import { Box } from '@chakra-ui/react';
import type { CommuteLabels, SurveyAnswerView, SurveyClientView, SurveyCountry } from '@cairn/shared/surveys/model';
import { useState } from 'react';
import { SurveyFields, useSurveyAppForm } from './SurveyFields.tsx';
import { formValuesOf } from './surveyModel.ts';

export interface SurveyAnswerReadOnlyProps {
  survey: SurveyClientView;
  answer: SurveyAnswerView;
  /** The remote-work countries; null while unknown, when a country shows by its code. */
  countries: readonly SurveyCountry[] | null;
  commuteLabels?: CommuteLabels;
}

/**
 * A stored answer in the survey's own form, read-only (spec 2 "Survey answers views"): an
 * affiliation or option the survey no longer has says 'NOT FOUND', a country missing from the
 * list 'COUNTRY NOT FOUND'. For the client's answers views and the staff's.
 */
export function SurveyAnswerReadOnly({ survey, answer, countries, commuteLabels = {} }: SurveyAnswerReadOnlyProps) {
  const [values] = useState(() => formValuesOf(answer));
  const form = useSurveyAppForm(values);
  return (
    <form.AppForm>
      {/* Disabled so nothing changes, but drawn at full strength: the answer is there to be read. */}
      <Box css={{ '& :is(input, select, textarea):disabled': { opacity: 1, cursor: 'default' } }}>
        <SurveyFields form={form} survey={survey} countries={countries} commuteLabels={commuteLabels} readOnly />
      </Box>
    </form.AppForm>
  );
}
