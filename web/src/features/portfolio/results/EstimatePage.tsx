import { Alert, Box, Card, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FigureCard } from '../../../ui/FigureCard.tsx';
import { formatAmount, formatNumber, formatSignificant, scopeColours } from '@cairn/shared/format';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PathLink } from '../../../app/PathLink.tsx';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { isMessageKey, translateKey } from '../../../i18n/translate.ts';
import { ArrowLeftIcon } from '../../../ui/icons.tsx';
import { estimateFigures, inputUnitOf, isReportedMethod, type EstimateAsset } from './estimateModel.ts';
import { estimateQueryOptions, type ResultsSnapshotKind } from './resultsQuery.ts';
import { formatShare } from './resultsModel.ts';
import { sectorName } from './sectorName.ts';

export interface EstimatePageProps {
  reportingUuid: string;
  /** The line's uuid in the snapshot, as the results' report link names it. */
  snapshotUuid: string;
  snapshot: ResultsSnapshotKind;
  /** The results page the back link returns to. */
  backHref: string;
}

const scopeKeys = {
  1: { name: 'portfolioResults.estimate.scope1', colour: scopeColours.ONE },
  2: { name: 'portfolioResults.estimate.scope2', colour: scopeColours.TWO },
  3: { name: 'portfolioResults.estimate.scope3', colour: scopeColours.THREE },
} as const;

/**
 * One asset's estimate or reported figures as the results used them (spec 3 section 2.1, the
 * estimate page and the external-report page): how they were obtained, the key figures and the
 * emissions by scope. Clients and staff read the same page; their routes say which snapshot.
 */
export function EstimatePage({ reportingUuid, snapshotUuid, snapshot, backHref }: EstimatePageProps) {
  const { t, language } = useI18n();
  const { data } = useSuspenseQuery(estimateQueryOptions(reportingUuid, snapshotUuid, snapshot));
  const { asset } = data;
  const figures = estimateFigures(asset, data.employeeNumber);
  const notAvailable = t('portfolioResults.estimate.notAvailable');
  const tonnesText = (value: number | null) => (value === null ? notAvailable : `${formatNumber(value, language)} ${t('portfolioResults.units.tonnes')}`);
  const reported = isReportedMethod(asset.estimate?.method);

  return (
    <Box p={{ base: 4, md: 8 }} maxW="6xl" mx="auto">
      <Stack gap={8}>
        <Stack gap={3}>
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <PathLink href={backHref}>
              <ArrowLeftIcon boxSize="4" />
              {t('portfolioResults.page.back')}
            </PathLink>
          </Link>
          <Text color="fg.muted" textStyle="sm">
            {[t('portfolioResults.page.title'), String(data.year), asset.name].join(' · ')}
          </Text>
          <Stack gap={1}>
            <Heading as="h1" size="2xl">
              {t(reported ? 'portfolioResults.estimate.reportedTitle' : 'portfolioResults.estimate.title', { year: data.year })}
            </Heading>
            <Text fontSize="lg" fontWeight="medium">
              {asset.name}
            </Text>
            <Text color="fg.muted" textStyle="sm">
              {t('portfolioResults.estimate.fund', { fund: data.fundName })}
            </Text>
          </Stack>
        </Stack>

        <EstimateExplanation asset={asset} />

        <Stack as="section" gap={4} aria-labelledby="estimate-key-figures">
          <Heading as="h2" size="lg" id="estimate-key-figures">
            {t('portfolioResults.estimate.keyFigures')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            <FigureCard label={t('portfolioResults.estimate.total')} value={tonnesText(figures.totalT)} />
            <FigureCard
              label={t('portfolioResults.estimate.perRevenue')}
              value={figures.perRevenueT === null ? notAvailable : `${formatNumber(figures.perRevenueT, language)} ${t('portfolioResults.units.intensity')}`}
            />
            <FigureCard label={t('portfolioResults.estimate.perEmployee')} value={tonnesText(figures.perEmployeeT)} />
          </SimpleGrid>
        </Stack>

        <Stack as="section" gap={4} aria-labelledby="estimate-by-scope">
          <Heading as="h2" size="lg" id="estimate-by-scope">
            {t('portfolioResults.estimate.byScope')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            {figures.scopes.map((scope) => (
              <Card.Root key={scope.scope} borderLeftWidth="4px" borderLeftColor={scopeKeys[scope.scope].colour}>
                <Card.Body gap={1}>
                  <HStack justify="space-between">
                    <Text fontWeight="semibold">{t(scopeKeys[scope.scope].name)}</Text>
                    {scope.percent === null ? null : (
                      <Text color="fg.muted" textStyle="sm">
                        {formatShare(scope.percent, language)}
                      </Text>
                    )}
                  </HStack>
                  <Text fontSize="xl" fontWeight="bold">
                    {tonnesText(scope.tonnes)}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The info box: the method, the figures it read, its factors with unit and source, and its hypotheses. */
function EstimateExplanation({ asset }: { asset: EstimateAsset }) {
  const { t, language } = useI18n();
  const estimate = asset.estimate;
  // A key the catalogue words is said in the page's language (English when only English has it); any other shows as sent.
  const words = (key: string, params: Record<string, string | number> = {}, fallback = key) => (isMessageKey(key) ? translateKey(t, key, params) : fallback);
  // The sector intensity names its sector after a dot (`sectorIntensity.LOGISTICS`).
  const factorName = (name: string) => {
    const [base = name, sector] = name.split('.');
    if (base === 'sectorIntensity') {
      return t('portfolioResults.factor.sectorIntensity', { sector: sectorName(t, language, sector) });
    }
    return words(`portfolioResults.factor.${name}`, {}, name);
  };
  const inputValue = (name: string, value: number | null) => {
    if (value === null) return t('portfolioResults.estimate.notAvailable');
    switch (inputUnitOf(name)) {
      case 'euros':
        return formatAmount(value, language);
      case 'tonnes':
        return `${formatNumber(value / 1000, language)} ${t('portfolioResults.units.tonnes')}`;
      case 'intensity':
        return `${formatNumber(value, language)} ${t('portfolioResults.units.intensity')}`;
      case 'percent':
        return formatShare(value, language);
      case 'plain':
        return formatNumber(value, language);
    }
  };
  if (estimate === null) {
    return (
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('portfolioResults.estimate.howTitle')}</Alert.Title>
          <Alert.Description>{t('portfolioResults.estimate.noDetail')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const inputs = Object.entries(estimate.inputs);
  return (
    <Alert.Root status="info" variant="subtle" role="note">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('portfolioResults.estimate.howTitle')}</Alert.Title>
        <Alert.Description>
          <Stack gap={3} mt={2}>
            <Text>
              <Text as="span" fontWeight="semibold">
                {t('portfolioResults.estimate.method')}:{' '}
              </Text>
              {t(`portfolioResults.method.${estimate.method}`)}
            </Text>
            {inputs.length > 0 ? (
              <Stack gap={1}>
                <Text fontWeight="semibold">{t('portfolioResults.estimate.inputs')}</Text>
                <List.Root ps={5}>
                  {inputs.map(([name, value]) => (
                    <List.Item key={name}>
                      {words(`portfolioResults.input.${name}`, {}, name)}: {inputValue(name, value)}
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            ) : null}
            {estimate.factors.length > 0 ? (
              <Stack gap={1}>
                <Text fontWeight="semibold">{t('portfolioResults.estimate.factors')}</Text>
                <List.Root ps={5}>
                  {estimate.factors.map((factor) => (
                    <List.Item key={`${factor.name}-${factor.source}`}>
                      {factorName(factor.name)}: {formatSignificant(factor.value, language)} {factor.unit}
                      {factor.source ? ` (${t('portfolioResults.estimate.factorSource', { source: words(`portfolioResults.source.${factor.source}`, {}, factor.source) })})` : ''}
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            ) : null}
            {estimate.hypotheses.length > 0 ? (
              <Stack gap={1}>
                <Text fontWeight="semibold">{t('portfolioResults.estimate.hypotheses')}</Text>
                <List.Root ps={5}>
                  {estimate.hypotheses.map((hypothesis) => (
                    <List.Item key={`${hypothesis.key}-${JSON.stringify(hypothesis.params)}`}>{words(hypothesis.key, hypothesis.params)}</List.Item>
                  ))}
                </List.Root>
              </Stack>
            ) : null}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
