import { Stack, Text } from '@chakra-ui/react';
import type { PmdrFilter } from '@cairn/shared/calc/pmdr';
import type { PmdrClientView } from '@cairn/shared/contract/pmdr';
import { useDeferredValue, useMemo, useState, type JSX } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { WarningList } from '../../../ui/WarningList.tsx';
import { AttributionChart } from './AttributionChart.tsx';
import { CategorisationChart } from './CategorisationChart.tsx';
import { ReportFilters } from './ReportFilters.tsx';
import { ReportPanel, type PanelState } from './ReportPanel.tsx';
import { developmentOf, openingFilter, reportOfYear, type PanelChoice } from './reportModel.ts';
import { DevelopmentChart, FundAlignmentChart } from './StackedStatusChart.tsx';
import { StatusScatterChart } from './StatusScatterChart.tsx';

/*
 * The PMDR report of one year (spec 3 section 2.4): the roadmap's intro, the filters, the
 * five-status categorisation with its flag tiles, the scatter of assets by status, the
 * development over years, the alignment by fund and the attribution factor against emissions,
 * each with its data to copy; a click opens the side panel. Every figure is the engine's
 * (`pmdrReport`, `pmdrDevelopment`, through reportModel.ts), computed in the browser from the
 * view, so a filter change needs no request. The caller shows it only for a year whose report is
 * available and whose collection is complete.
 */

const closed: PanelState = { choice: null, investeeUuid: null };

export function PmdrReport({ view, year, investeePath }: { view: PmdrClientView; year: number; investeePath: (investeeUuid: string) => string }): JSX.Element {
  const { t } = useI18n();
  // The filter names the shown year's funds: another year starts from every fund, asset and scope.
  const [chosen, setChosen] = useState<{ year: number; filter: PmdrFilter }>({ year, filter: openingFilter });
  const [panel, setPanel] = useState<PanelState & { year: number }>({ ...closed, year });
  const filter = useDeferredValue(chosen.year === year ? chosen.filter : openingFilter);
  const yearView = view.years.find((each) => each.year === year);
  const report = useMemo(() => reportOfYear(view, year, filter, year), [view, year, filter]);
  const development = useMemo(() => developmentOf(view, year, filter), [view, year, filter]);
  const shownPanel = panel.year === year ? panel : { ...closed, year };
  // A year's bar lists that year's investees: the panel reads that year's report.
  const panelYear = shownPanel.choice?.kind === 'year' ? shownPanel.choice.year : year;
  const panelReport = useMemo(() => (panelYear === year ? report : reportOfYear(view, year, filter, panelYear)), [panelYear, year, report, view, filter]);
  if (!yearView || !report) return <Text color="fg.muted">{t('pmdrReport.empty.none')}</Text>;
  const openChoice = (choice: PanelChoice) => setPanel({ choice, investeeUuid: null, year });
  const openInvestee = (investeeUuid: string) => setPanel({ choice: null, investeeUuid, year });
  return (
    <Stack gap={6}>
      <Text maxW="prose">{t('pmdrReport.intro.text')}</Text>
      <ReportFilters year={yearView} filter={chosen.year === year ? chosen.filter : openingFilter} onChange={(next) => setChosen({ year, filter: next })} />
      <WarningList
        title={t('pmdrReport.excluded.title', { count: report.excluded.length })}
        items={report.excluded.map((each) => ({ key: each.investeeUuid, content: `${each.name}: ${each.missing.map((reason) => t(`pmdr.missingData.${reason}`)).join(', ')}` }))}
      />
      {report.investees.length === 0 ? (
        <Text color="fg.muted">{t('pmdrReport.empty.none')}</Text>
      ) : (
        <>
          <CategorisationChart report={report} onOpen={openChoice} />
          <StatusScatterChart report={report} onInvestee={openInvestee} />
          {development ? <DevelopmentChart years={development} onOpen={openChoice} /> : null}
          <FundAlignmentChart funds={report.funds} onOpen={openChoice} />
          <AttributionChart report={report} onInvestee={openInvestee} />
        </>
      )}
      {panelReport ? <ReportPanel state={shownPanel} report={panelReport} investeePath={investeePath} onChange={(next) => setPanel({ ...next, year })} /> : null}
    </Stack>
  );
}
