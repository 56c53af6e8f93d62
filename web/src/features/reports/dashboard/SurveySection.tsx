import { Alert, Box, Card, Heading, HStack, NativeSelect, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { formatNumber } from '@cairn/shared/format';
import type { EmployeeSurveyResult } from '@cairn/shared/schemas';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { PlainKey } from '../../../i18n/translate.ts';
import { BarChart, GroupedPercentChart, histogramHeightPx } from './charts.tsx';
import { answerRatePercent, commuteShares, formatPercent, type CommuteGroup } from './dashboardModel.ts';

const groupKeys: Record<CommuteGroup, PlainKey> = {
  PUBLIC_TRANSPORT: 'reports.survey.modePublicTransport',
  CAR: 'reports.survey.modeCar',
  BIKE_WALK: 'reports.survey.modeBikeWalk',
  CARPOOLING: 'reports.survey.modeCarpooling',
  MOTORISED_TWO_WHEEL: 'reports.survey.modeTwoWheel',
};

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stat.Root size="sm">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{children}</Stat.ValueText>
    </Stat.Root>
  );
}

/** The employee survey's results (spec 2 "Employee survey section of the dashboard"). */
export function SurveySection({ surveys }: { surveys: readonly EmployeeSurveyResult[] }) {
  const { t, language } = useI18n();
  const [selected, setSelected] = useState(0);
  const survey = surveys[Math.min(selected, surveys.length - 1)];
  if (!survey) return null;
  const number = (value: number | null) => (value === null ? '—' : formatNumber(value, language));
  const share = (ratio: number | null) => (ratio === null ? '—' : formatPercent(ratio * 100, language));
  const rate = answerRatePercent(survey);
  const shares = commuteShares(survey);

  return (
    <Stack gap={4}>
      {surveys.length >= 2 ? (
        <NativeSelect.Root size="sm" maxW="sm">
          <NativeSelect.Field aria-label={t('reports.survey.picker')} value={String(selected)} onChange={(event) => setSelected(Number(event.currentTarget.value))}>
            {surveys.map((one, index) => (
              <option key={one.uuid} value={index}>
                {one.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      <Alert.Root status="warning" size="sm">
        <Alert.Indicator />
        <Alert.Description>{t('reports.survey.respondentsOnly')}</Alert.Description>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={3}>
        <Figure label={t('reports.survey.employees')}>{number(survey.employeeNumber)}</Figure>
        <Figure label={t('reports.survey.responses')}>{number(survey.nbAnswers)}</Figure>
        <Figure label={t('reports.survey.answerRate')}>{rate === null ? '—' : formatPercent(rate, language)}</Figure>
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
        <FigureCard title={t('reports.survey.workingHabits')}>
          <Figure label={t('reports.survey.remoteDays')}>{number(survey.averageRemoteDaysPerWeek)}</Figure>
          <Figure label={t('reports.survey.officeDays')}>{number(survey.averageDaysInOfficePerWeek)}</Figure>
          <Figure label={t('reports.survey.smartphone')}>{share(survey.professionalSmartphoneRatio)}</Figure>
          <Figure label={t('reports.survey.screens')}>{number(survey.computerScreensRatio)}</Figure>
        </FigureCard>
        <FigureCard title={t('reports.survey.travel')}>
          <Figure label={t('reports.survey.shortHaul')}>{number(survey.flights.short.count)}</Figure>
          <Figure label={t('reports.survey.mediumHaul')}>{number(survey.flights.medium.count)}</Figure>
          <Figure label={t('reports.survey.longHaul')}>{number(survey.flights.long.count)}</Figure>
          <Figure label={t('reports.survey.trainHours')}>{number(survey.numberOfTrainHours)}</Figure>
          <Figure label={t('reports.survey.hotelNights')}>{number(survey.numberOfHotelNights)}</Figure>
        </FigureCard>
        <FigureCard title={t('reports.survey.meals')}>
          <Figure label={t('reports.survey.vegetarian')}>{share(survey.vegetarianMealsRatio)}</Figure>
          <Figure label={t('reports.survey.coffee')}>{number(survey.averageDailyCoffeeCups)}</Figure>
          <Figure label={t('reports.survey.tea')}>{number(survey.averageDailyTeaCups)}</Figure>
        </FigureCard>
      </SimpleGrid>

      <Heading as="h3" size="sm">
        {t('reports.survey.commuting')}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
        <Stack gap={2}>
          <HStack justify="space-between">
            <Text fontWeight="medium">{t('reports.survey.distanceHistogram')}</Text>
            <Text color="fg.muted" textStyle="sm">
              {t('reports.survey.median', { km: number(survey.commuteKmsMedian) })}
            </Text>
          </HStack>
          <BarChart
            data={survey.commuteKmsDistribution.map((bucket) => ({ label: bucket.label, value: bucket.value * 100 }))}
            unit={t('reports.survey.employeesAxis')}
            height={histogramHeightPx}
            ariaLabel={t('reports.survey.distanceHistogram')}
          />
        </Stack>
        <Stack gap={2}>
          <Text fontWeight="medium">{t('reports.survey.sharesTitle')}</Text>
          <GroupedPercentChart
            labels={shares.map((one) => t(groupKeys[one.group]))}
            series={[
              { label: t('reports.survey.shareEmployees'), values: shares.map((one) => one.employeesPercent) },
              { label: t('reports.survey.shareEmissions'), values: shares.map((one) => one.emissionsPercent) },
            ]}
            height={histogramHeightPx}
            ariaLabel={t('reports.survey.sharesTitle')}
          />
          <Box>
            <Text textStyle="xs" color="fg.muted">
              {t('reports.survey.excludedModes')}
            </Text>
          </Box>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** A titled card of survey figures, one per line. */
function FigureCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={2}>{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
