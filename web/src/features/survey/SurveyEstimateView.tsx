import { Box, Button, Heading, HStack, Popover, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { referenceSentenceValues } from '@cairn/shared/calc/survey';
import { formatEmissions, formatNumber } from '@cairn/shared/format';
import type { CommuteType, EstimateCategory, EstimateFactor, SurveyEstimate } from '@cairn/shared/surveys/model';
import { useI18n } from '../../i18n/i18nContext.ts';
import { isMessageKey, translateKey, type Translate } from '../../i18n/translate.ts';
import { metricUnitShown, shownCategories } from './surveyModel.ts';

/**
 * A respondent's personal estimate (spec 2 "Employee survey screen"): per category its title, a
 * sentence with the value and the year, the figures behind it on demand (a toggletip a tap or
 * Enter opens, as a hover tooltip would be out of reach on a phone), and a description.
 */
export function SurveyEstimateView({
  estimate,
  factors,
  headingLevel = 2,
  title,
}: {
  estimate: SurveyEstimate;
  /** The catalogue values the reference sentences read (1.3 t by car, 117 kg of vegetarian lunches); left out without them. */
  factors?: Readonly<Record<string, EstimateFactor>>;
  headingLevel?: 2 | 3;
  title?: string;
}) {
  const { t, language } = useI18n();
  const categories = shownCategories(estimate);
  const description = descriptions(t, factors ? referenceSentenceValues(factors) : null, (kgCo2e) => formatEmissions(kgCo2e, language, { allowKg: true }).text);
  const sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <Stack gap={4}>
      <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="lg">
        {title ?? t('survey.result.title')}
      </Heading>
      {categories.length === 0 ? (
        <Text>{t('survey.result.nothing')}</Text>
      ) : (
        <Text fontWeight="semibold" data-testid="estimate-total">
          {t('survey.result.total', { value: formatEmissions(estimate.totalKgCo2e, language, { allowKg: true }).text, year: estimate.year })}
        </Text>
      )}
      <Stack as="ul" gap={3} listStyleType="none">
        {categories.map(({ category, kgCo2e, metrics, commuteType }) => (
          <Box as="li" key={category} borderWidth="1px" borderRadius="lg" bg="bg" p={4}>
            <Stack gap={2}>
              <HStack justify="space-between" align="flex-start" gap={2}>
                <Heading as={sub} size="md">
                  {t(`survey.result.${category}`)}
                </Heading>
                {metrics.length > 0 ? <MetricsToggle category={category} metrics={metrics} commuteType={commuteType} format={(value) => formatNumber(value, language)} /> : null}
              </HStack>
              <Text>{t(`survey.sentence.${category}`, { value: formatEmissions(kgCo2e, language, { allowKg: true }).text, year: estimate.year })}</Text>
              {description[category] ? (
                <Text textStyle="sm" color="fg.muted">
                  {description[category]}
                </Text>
              ) : null}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

/** Each category's description; the two with a reference figure only when the catalogue gives it (never a stale number). */
function descriptions(t: Translate, reference: ReturnType<typeof referenceSentenceValues> | null, emissions: (kgCo2e: number) => string): Record<EstimateCategory, string | null> {
  const car = reference?.carCommuteKgCo2ePerYear ?? null;
  const vegetarian = reference?.vegetarianLunchesKgCo2ePerYear ?? null;
  return {
    COMMUTING: car === null ? null : t('survey.description.COMMUTING', { value: emissions(car) }),
    BUSINESS_FLIGHTS: t('survey.description.BUSINESS_FLIGHTS'),
    WORKDAY_LUNCHES: vegetarian === null ? null : t('survey.description.WORKDAY_LUNCHES', { value: emissions(vegetarian) }),
    BUSINESS_TRAIN: t('survey.description.BUSINESS_TRAIN'),
    HOTEL_NIGHTS: t('survey.description.HOTEL_NIGHTS'),
  };
}

function MetricsToggle({
  category,
  metrics,
  commuteType,
  format,
}: {
  category: EstimateCategory;
  metrics: SurveyEstimate['categories'][number]['metrics'];
  commuteType: CommuteType | null;
  format: (value: number) => string;
}) {
  const { t } = useI18n();
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" minH="11" flexShrink={0}>
          {t('survey.result.details')}
          <VisuallyHidden>{` ${t('survey.result.detailsOf', { category: t(`survey.result.${category}`) })}`}</VisuallyHidden>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap={3} rowGap={1} textStyle="sm">
                {commuteType ? (
                  <Box display="contents">
                    <Text as="dt" color="fg.muted">
                      {t('survey.metric.commuteType')}
                    </Text>
                    <Text as="dd" fontWeight="medium" textAlign="end">
                      {t(`survey.commute.${commuteType}`)}
                    </Text>
                  </Box>
                ) : null}
                {metrics.map((metric) => {
                  const key = `survey.metric.${metric.metric}`;
                  const unit = metricUnitShown(metric.unit);
                  return (
                    <Box key={metric.metric} display="contents">
                      <Text as="dt" color="fg.muted">
                        {isMessageKey(key) ? translateKey(t, key) : metric.metric}
                      </Text>
                      <Text as="dd" fontWeight="medium" textAlign="end">
                        {format(metric.value)}
                        {unit ? `\u00a0${unit}` : ''}
                      </Text>
                    </Box>
                  );
                })}
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
