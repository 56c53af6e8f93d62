import { Badge, Button, DataList, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { PmdrReport, PmdrReportInvestee } from '@cairn/shared/calc/pmdr';
import { formatNumber } from '@cairn/shared/format';
import { PathLink } from '../../../app/PathLink.tsx';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ArrowLeftIcon } from '../../../ui/icons.tsx';
import { SidePanel } from '../../../ui/SidePanel.tsx';
import { statusColours, statusName, useNumber } from './reportKit.tsx';
import { panelInvestees, type PanelChoice } from './reportModel.ts';

/*
 * The 600 px right side panel (spec 3 section 2.4): what was clicked (a status, a flag, a fund, a
 * year) and its investees by name; an investee opens its own figures: status and flags, revenue,
 * total emissions, valuation, emissions per revenue, per fund its attribution factor and financed
 * emissions, and the way to its data collection. It closes on its button, the backdrop or Escape.
 */

/** What the panel shows: a list (`choice`), an investee of it, or, from a scatter, an investee alone. */
export interface PanelState {
  choice: PanelChoice | null;
  investeeUuid: string | null;
}

function titleOf(t: Translate, choice: PanelChoice, report: PmdrReport): string {
  switch (choice.kind) {
    case 'status':
      return statusName(t, choice.status);
    case 'flag':
      return t(`pmdr.flag.${choice.flag}`);
    case 'fund': {
      const fund = report.funds.find((each) => each.fundUuid === choice.fundUuid)?.name ?? '';
      return choice.status === null ? fund : `${fund} · ${statusName(t, choice.status)}`;
    }
    case 'year':
      return choice.status === null ? String(choice.year) : `${choice.year} · ${statusName(t, choice.status)}`;
  }
}

export function ReportPanel({
  state,
  report,
  investeePath,
  onChange,
}: {
  state: PanelState;
  /** The report the state reads: the shown year's, or a year's of the development. */
  report: PmdrReport;
  investeePath: (investeeUuid: string) => string;
  onChange: (state: PanelState) => void;
}) {
  const { t } = useI18n();
  const open = state.choice !== null || state.investeeUuid !== null;
  const listed = state.choice ? panelInvestees(state.choice, report) : [];
  const investee = state.investeeUuid === null ? undefined : report.investees.find((each) => each.investeeUuid === state.investeeUuid);
  const title = state.choice ? titleOf(t, state.choice, report) : (investee?.name ?? '');
  return (
    <SidePanel open={open} onClose={() => onChange({ choice: null, investeeUuid: null })} width="action" title={title} closeLabel={t('pmdrReport.panel.close')}>
      {investee ? (
        <Stack gap={4}>
          {state.choice ? (
            <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => onChange({ ...state, investeeUuid: null })}>
              <ArrowLeftIcon boxSize="4" />
              {t('pmdrReport.panel.back')}
            </Button>
          ) : null}
          <InvesteeFigures investee={investee} report={report} investeePath={investeePath} />
        </Stack>
      ) : (
        <Stack gap={3}>
          <Heading as="h3" size="sm">
            {t('pmdrReport.panel.assets')} ({listed.length})
          </Heading>
          {listed.length === 0 ? (
            <Text color="fg.muted">{t('pmdrReport.panel.none')}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap={1} m={0} p={0} aria-label={t('pmdrReport.panel.assets')}>
              {listed.map((each) => (
                <li key={each.investeeUuid}>
                  <Button size="sm" variant="ghost" onClick={() => onChange({ ...state, investeeUuid: each.investeeUuid })}>
                    {each.name}
                  </Button>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </SidePanel>
  );
}

/** The figures' labels in one column, the longest ('Total emissions of the chosen scopes') on one line. */
const labelWidth = '17rem';

function InvesteeFigures({ investee, report, investeePath }: { investee: PmdrReportInvestee; report: PmdrReport; investeePath: (investeeUuid: string) => string }) {
  const { t, language } = useI18n();
  const number = useNumber();
  const funds = new Map(report.funds.map((fund) => [fund.fundUuid, fund.name]));
  const flags = [
    investee.noPathwayToAlign ? t('pmdr.flag.noPathwayToAlign') : null,
    investee.enablerKind === 'ENABLER' ? t('pmdr.flag.decarbonizationEnabler') : investee.enablerKind === 'EMERGING' ? t('pmdr.flag.emergingEnabler') : null,
  ].filter((flag): flag is string => flag !== null);
  const figures: [string, string][] = [
    [t('pmdrReport.investee.turnover'), number(investee.turnoverEur / 1e6)],
    [t('pmdrReport.investee.emissions'), number(investee.emissionsKg / 1000)],
    [t('pmdrReport.investee.valuation'), number(investee.valuationEur / 1e6)],
    [t('pmdrReport.investee.intensity'), number(investee.emissionsPerRevenueTPerM)],
  ];
  return (
    <Stack gap={4}>
      <Heading as="h3" size="md">
        {investee.name}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel minW={labelWidth}>{t('pmdrReport.investee.status')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap={2}>
              <Badge variant="outline" borderColor={statusColours[investee.status]} color="fg">
                {statusName(t, investee.status)}
              </Badge>
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
        {flags.length > 0 ? (
          <DataList.Item>
            <DataList.ItemLabel minW={labelWidth}>{t('pmdrReport.investee.flags')}</DataList.ItemLabel>
            <DataList.ItemValue>{flags.join(', ')}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        {figures.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW={labelWidth}>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Table.Root size="sm" variant="outline">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg" mb={1}>
          {t('pmdrReport.investee.byFund')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('pmdrReport.data.fund')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('pmdrReport.investee.factor')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('pmdrReport.investee.financed')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {investee.lines.map((line) => (
            <Table.Row key={line.fundUuid}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {funds.get(line.fundUuid) ?? ''}
              </Table.Cell>
              <Table.Cell textAlign="end">{`${formatNumber(line.attributionFactor * 100, language)}\u00a0%`}</Table.Cell>
              <Table.Cell textAlign="end">{number(line.financedEmissionsKg / 1000)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Button asChild size="sm" colorPalette="teal" alignSelf="flex-start">
        <PathLink href={investeePath(investee.investeeUuid)}>{t('pmdrReport.investee.update')}</PathLink>
      </Button>
    </Stack>
  );
}
