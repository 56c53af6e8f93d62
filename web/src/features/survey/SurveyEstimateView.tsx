import { Box, Button, Heading, HStack, Popover, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatEmissions } from '@cairn/shared/format';
import type { EstimateCategory, SurveyEstimate } from '@cairn/shared/surveys/model';
import { useI18n } from '../../i18n/i18nContext.ts';
import { isMessageKey, translateKey } from '../../i18n/translate.ts';
import { shownCategories } from './surveyModel.ts';

/**
 * A respondent's personal estimate (spec 2 "Employee survey screen"): per category its title, a
 * sentence with the value and the year, the figures behind it on demand (a toggletip a tap or
 * Enter opens, as a hover tooltip would be out of reach on a phone), and a description.
 */
export function SurveyEstimateView({ estimate, headingLevel = 2, title }: { estimate: SurveyEstimate; headingLevel?: 2 | 3; title?: string }) {
  const { t, language } = useI18n();
  const categories = shownCategories(estimate);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
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
        {categories.map(({ category, kgCo2e, metrics }) => (
          <Box as="li" key={category} borderWidth="1px" borderRadius="lg" bg="bg" p={4}>
            <Stack gap={2}>
              <HStack justify="space-between" align="flex-start" gap={2}>
                <Heading as={sub} size="md">
                  {t(`survey.result.${category}`)}
                </Heading>
                {metrics.length > 0 ? <MetricsToggle category={category} metrics={metrics} format={(value) => number.format(value)} /> : null}
              </HStack>
              <Text>{t(`survey.sentence.${category}`, { value: formatEmissions(kgCo2e, language, { allowKg: true }).text, year: estimate.year })}</Text>
              <Text textStyle="sm" color="fg.muted">
                {t(`survey.description.${category}`)}
              </Text>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function MetricsToggle({ category, metrics, format }: { category: EstimateCategory; metrics: SurveyEstimate['categories'][number]['metrics']; format: (value: number) => string }) {
  const { t } = useI18n();
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" minH="11" flexShrink={0}>
          {t('survey.result.details')}
          <VisuallyHidden>{t('survey.result.detailsOf', { category: t(`survey.result.${category}`) })}</VisuallyHidden>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap={3} rowGap={1} textStyle="sm">
                {metrics.map((metric) => {
                  const key = `survey.metric.${metric.metric}`;
                  return (
                    <Box key={metric.metric} display="contents">
                      <Text as="dt" color="fg.muted">
                        {isMessageKey(key) ? translateKey(t, key) : metric.metric}
                      </Text>
                      <Text as="dd" fontWeight="medium" textAlign="end">
                        {format(metric.value)} {metric.unit}
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
