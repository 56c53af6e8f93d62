import { Button, HStack, Popover, Portal, SegmentGroup, Stack, Table, Text } from '@chakra-ui/react';
import type { PortfolioResultsView } from '@cairn/shared/contract/portfolio';
import type { ReactNode } from 'react';
import { callProcedure } from '../../../api/client.ts';
import { portfolioScopeChoices, type PortfolioScopeChoice } from './resultsSearch.ts';
import { browserTokenStore } from '../../../auth/browserAuth.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { PlainKey } from '../../../i18n/translate.ts';
import { DownloadMenu as KitDownloadMenu } from '../../../ui/DownloadMenu.tsx';
import { FilterPopover, PlainCheckbox } from '../../../ui/FilterPopover.tsx';
import { GlossaryList } from '../../../ui/GlossaryList.tsx';
import { toggledFunds, type ResultsFund, type ResultsSnapshot } from './resultsModel.ts';

/** The funds the header's filter keeps: ticking none again shows them all. */
export function FundFilter({ funds, selected, onChange }: { funds: readonly ResultsFund[]; selected: readonly string[]; onChange: (fundUuids: string[]) => void }) {
  const { t } = useI18n();
  // No filter shows every fund: each is ticked.
  const chosen = new Set(selected.length === 0 ? funds.map((fund) => fund.uuid) : selected);
  const label = chosen.size === funds.length ? t('portfolioResults.header.allFunds') : t('portfolioResults.header.someFunds', { count: chosen.size });
  const toggle = (uuid: string, checked: boolean) => onChange(toggledFunds(funds.map((fund) => fund.uuid), selected, uuid, checked));
  return (
    <FilterPopover label={t('portfolioResults.header.fundsChosen', { chosen: label })}>
      <Stack as="fieldset" gap={2}>
        <Text as="legend" fontWeight="semibold" textStyle="sm" mb={2}>
          {t('portfolioResults.header.funds')}
        </Text>
        {funds.map((fund) => (
          <PlainCheckbox key={fund.uuid} label={fund.name} checked={chosen.has(fund.uuid)} onChange={(checked) => toggle(fund.uuid, checked)} />
        ))}
      </Stack>
    </FilterPopover>
  );
}

/** Scopes 1+2 or 1+2+3: the server counts the chosen scopes in every figure. */
export function ScopeSelection({ value, onChange }: { value: PortfolioScopeChoice; onChange: (choice: PortfolioScopeChoice) => void }) {
  const { t } = useI18n();
  return (
    <SegmentGroup.Root
      size="sm"
      value={value}
      aria-label={t('portfolioResults.header.scopes')}
      onValueChange={(details) => {
        const choice = portfolioScopeChoices.find((each) => each === details.value);
        if (choice) onChange(choice);
      }}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={portfolioScopeChoices.map((choice) => ({ value: choice, label: t(`portfolioResults.header.${choice}`) }))} />
    </SegmentGroup.Root>
  );
}

const glossary: readonly { term: PlainKey; text: PlainKey }[] = [
  { term: 'portfolioResults.definitions.tco2eTerm', text: 'portfolioResults.definitions.tco2e' },
  { term: 'portfolioResults.definitions.outstandingTerm', text: 'portfolioResults.definitions.outstanding' },
  { term: 'portfolioResults.definitions.evicTerm', text: 'portfolioResults.definitions.evic' },
  { term: 'portfolioResults.definitions.attributionTerm', text: 'portfolioResults.definitions.attribution' },
  { term: 'portfolioResults.definitions.financedTerm', text: 'portfolioResults.definitions.financed' },
  { term: 'portfolioResults.definitions.revenueIntensityTerm', text: 'portfolioResults.definitions.revenueIntensity' },
  { term: 'portfolioResults.definitions.investmentIntensityTerm', text: 'portfolioResults.definitions.investmentIntensity' },
  { term: 'portfolioResults.definitions.waciTerm', text: 'portfolioResults.definitions.waci' },
  { term: 'portfolioResults.definitions.pcafTerm', text: 'portfolioResults.definitions.pcaf' },
  { term: 'portfolioResults.definitions.dataQualityTerm', text: 'portfolioResults.definitions.dataQuality' },
];

/** The PCAF scores and the data options each stands for (spec 3 section 2.1). */
const pcafRows: readonly { score: number; options: PlainKey }[] = [
  { score: 1, options: 'portfolioResults.definitions.score1' },
  { score: 2, options: 'portfolioResults.definitions.score2' },
  { score: 3, options: 'portfolioResults.definitions.score3' },
  { score: 4, options: 'portfolioResults.definitions.score4' },
  { score: 5, options: 'portfolioResults.definitions.score5' },
];

/** The glossary of the figures and the PCAF table, behind a 'Definitions' button. */
export function DefinitionsPopover() {
  const { t } = useI18n();
  return (
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('portfolioResults.header.definitions')}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="min(36rem, 92vw)" maxH="70vh" overflowY="auto">
            <Popover.Body>
              <Stack gap={4}>
                <Text fontWeight="semibold">{t('portfolioResults.definitions.title')}</Text>
                <GlossaryList dense entries={glossary.map(({ term, text }) => ({ term: t(term), text: t(text) }))} />
                <Table.Root size="sm" variant="outline">
                  <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg">
                    {t('portfolioResults.definitions.pcafTable')}
                  </Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('portfolioResults.definitions.score')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('portfolioResults.definitions.options')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {pcafRows.map((row) => (
                      <Table.Row key={row.score}>
                        <Table.Cell fontWeight="semibold">{row.score}</Table.Cell>
                        <Table.Cell>{t(row.options)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/**
 * 'Download documents': the results workbook of the snapshot shown, each file the consultants
 * attached to the reporting (by uuid, through `file.download`), and the spreadsheet view when
 * the reporting has one.
 */
export function DownloadMenu({
  reportingUuid,
  snapshot,
  files,
  googleSheetUrl,
}: {
  reportingUuid: string;
  snapshot: ResultsSnapshot;
  files: PortfolioResultsView['reporting']['files'];
  googleSheetUrl: string | null;
}) {
  const { t } = useI18n();
  const options = () => ({ token: browserTokenStore.read() });
  return (
    <KitDownloadMenu
      label={t('portfolioResults.header.download')}
      items={[
        { key: 'results', label: t('portfolioResults.header.resultsFile'), download: () => callProcedure('portfolioEmissions.download', { reportingUuid, snapshot }, options()) },
        ...files.map((file) => ({ key: file.uuid, label: file.name, download: () => callProcedure('file.download', { uuid: file.uuid }, options()) })),
      ]}
      link={googleSheetUrl ? { label: t('portfolioResults.header.viewOnSpreadsheet'), href: googleSheetUrl } : null}
      failedTitle={t('portfolioResults.header.downloadFailed')}
    />
  );
}

/** The header's controls side by side, wrapping on narrow screens. */
export function HeaderControls({ children }: { children: ReactNode }) {
  return (
    <HStack gap={2} wrap="wrap" justify="flex-end">
      {children}
    </HStack>
  );
}
