import { Badge, Box, Button, Code, DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { numberedCategoryName, type ReportRollup } from '@cairn/shared/calc/report';
import { formatEmissions, formatNumber, formatSignificant } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import type { ReportEntry, ReportSnapshot } from '@cairn/shared/schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { MarkdownView } from '../../../ui/MarkdownField.tsx';
import { SidePanel } from '../../../ui/SidePanel.tsx';
import { entryTrace, explainFigure, type Figure } from './dashboardModel.ts';

/** The name of a figure, as the drawer's subtitle says it. */
export function useFigureName(snapshot: ReportSnapshot): (figure: Figure) => string {
  const { t, language } = useI18n();
  return (figure) => {
    switch (figure.kind) {
      case 'TOTAL':
        return t('reports.dashboard.totalEmissions');
      case 'SCOPE':
        return labelOf('scope', figure.scope, language);
      case 'CATEGORY':
        return numberedCategoryName(figure.view, figure.category, language);
      case 'ENTRY':
        return snapshot.entries.find((entry) => entry.uuid === figure.uuid)?.label ?? '';
    }
  };
}

/** 'How this figure is computed': the entries behind a figure, each with its trace. */
export function FigureDrawer({
  snapshot,
  rollup,
  figure,
  onClose,
}: {
  snapshot: ReportSnapshot;
  rollup: ReportRollup;
  figure: Figure | null;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const figureName = useFigureName(snapshot);
  const explanation = figure ? explainFigure(snapshot, rollup, figure) : null;
  return (
    <SidePanel
      open={figure !== null}
      onClose={onClose}
      width="compact"
      title={t('reports.drawer.title')}
      closeLabel={t('reports.drawer.close')}
      subtitle={
        explanation ? (
          <Text color="fg.muted" textStyle="sm">
            {figureName(explanation.figure)}
            {explanation.valueKg === null ? null : ` — ${formatEmissions(explanation.valueKg, language, { allowKg: true }).text}`}
          </Text>
        ) : null
      }
    >
      {explanation === null ? null : explanation.entries.length === 0 ? (
        <Text color="fg.muted">{t('reports.drawer.noEntries')}</Text>
      ) : explanation.figure.kind === 'ENTRY' ? (
        <EntryTraceView entry={explanation.entries[0]!} />
      ) : (
        <Stack gap={3}>
          <Text textStyle="sm">{t('reports.drawer.madeOf', { count: explanation.entries.length + explanation.hiddenEntryCount })}</Text>
          {explanation.entries.map((entry) => (
            <DrawerEntry key={entry.uuid} entry={entry} />
          ))}
          {explanation.hiddenEntryCount > 0 ? (
            <Text color="fg.muted" textStyle="sm">
              {t('reports.drawer.moreEntries', { count: explanation.hiddenEntryCount })}
            </Text>
          ) : null}
        </Stack>
      )}
    </SidePanel>
  );
}

function DrawerEntry({ entry }: { entry: ReportEntry }) {
  const { language } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <Box borderWidth="1px" borderRadius="md">
      <Button
        variant="ghost"
        w="full"
        justifyContent="space-between"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        fontWeight="normal"
        h="auto"
        py={2}
        whiteSpace="normal"
        textAlign="start"
      >
        <Text>{entry.label}</Text>
        <Text fontWeight="semibold" flexShrink={0}>
          {formatEmissions(entry.value, language, { allowKg: true }).text}
        </Text>
      </Button>
      {open ? (
        <Box px={3} pb={3}>
          <EntryTraceView entry={entry} />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Which value of a history the report used, and through which combination: a 2023 report shows
 * e.g. 'Value valid up to 2023, through combination ev-use'. Older snapshots lack both: nothing shown.
 */
function ValueOrigin({ validUntil, via }: { validUntil?: number | null; via?: string | null }) {
  const { t } = useI18n();
  if (validUntil === undefined && !via) return null;
  return (
    <Text color="fg.muted">
      {validUntil === undefined ? null : validUntil === null ? t('reports.drawer.currentValue') : t('reports.drawer.validUntil', { year: String(validUntil) })}
      {validUntil !== undefined && via ? ' · ' : null}
      {via ? t('reports.drawer.via', { name: via }) : null}
    </Text>
  );
}

/** How one entry was computed: activity data, formula, factors, hypotheses, explanation and lines. */
export function EntryTraceView({ entry }: { entry: ReportEntry }) {
  const { t, language } = useI18n();
  const trace = entryTrace(entry, language);
  const number = (value: number) => formatNumber(value, language);
  return (
    <Stack gap={4} textStyle="sm">
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('reports.drawer.value')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatEmissions(entry.value, language, { allowKg: true }).text}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('reports.drawer.activityData')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {trace.activity ? `${number(trace.activity.value)}\u00a0${trace.activity.unit}` : t(trace.withheld ? 'reports.drawer.withheld' : 'reports.drawer.none')}
          </DataList.ItemValue>
        </DataList.Item>
        {trace.question ? (
          <DataList.Item>
            <DataList.ItemLabel>{t('reports.drawer.question')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {trace.question.lines === null
                ? t('reports.drawer.questionWhole', { question: trace.question.label })
                : t(trace.question.lineCount === 1 ? 'reports.drawer.questionLine' : 'reports.drawer.questionLines', { question: trace.question.label, lines: trace.question.lines })}
            </DataList.ItemValue>
          </DataList.Item>
        ) : null}
      </DataList.Root>

      <Stack gap={1}>
        <Heading as="h3" size="xs">
          {t('reports.drawer.formula')}
        </Heading>
        {trace.formula ? (
          <Code display="block" whiteSpace="pre-wrap" p={2} fontFamily="mono">
            {trace.formula}
          </Code>
        ) : (
          <Text color="fg.muted">{t(trace.withheld ? 'reports.drawer.withheld' : 'reports.drawer.noFormula')}</Text>
        )}
      </Stack>

      <Stack gap={1}>
        <Heading as="h3" size="xs">
          {t('reports.drawer.factors')}
        </Heading>
        {trace.factors.length === 0 ? (
          <Text color="fg.muted">{t('reports.drawer.none')}</Text>
        ) : (
          trace.factors.map((factor) => (
            <Box key={factor.uuid} borderLeftWidth="3px" borderColor="teal.muted" pl={2}>
              <Text fontWeight="medium">{factor.name}</Text>
              <Text>
                {factor.value === null ? (
                  <Badge colorPalette="gray">{t('reports.drawer.privateSource')}</Badge>
                ) : (
                  `${formatSignificant(factor.value, language)}\u00a0${factor.unit}`
                )}
              </Text>
              <Text color="fg.muted">{t('reports.drawer.source', { source: factor.source, version: factor.sourceVersion })}</Text>
              <ValueOrigin validUntil={factor.validUntil} via={factor.via} />
            </Box>
          ))
        )}
      </Stack>

      <Stack gap={1}>
        <Heading as="h3" size="xs">
          {t('reports.drawer.hypotheses')}
        </Heading>
        {trace.hypotheses.length === 0 ? (
          <Text color="fg.muted">{t('reports.drawer.none')}</Text>
        ) : (
          trace.hypotheses.map((hypothesis) => (
            <Box key={hypothesis.uuid} borderLeftWidth="3px" borderColor="orange.muted" pl={2}>
              <Text fontWeight="medium">{hypothesis.name}</Text>
              <Text>{`${formatSignificant(hypothesis.value, language)}\u00a0${hypothesis.unit}`}</Text>
              <Text color="fg.muted">{t('reports.drawer.hypothesisSource', { source: hypothesis.source })}</Text>
              <ValueOrigin validUntil={hypothesis.validUntil} via={hypothesis.via} />
            </Box>
          ))
        )}
      </Stack>

      {trace.explanation ? (
        <Stack gap={1}>
          <Heading as="h3" size="xs">
            {t('reports.drawer.explanation')}
          </Heading>
          <MarkdownView source={trace.explanation} />
        </Stack>
      ) : null}

      {trace.lines.length > 0 ? (
        <Stack gap={1}>
          <Heading as="h3" size="xs">
            {t('reports.drawer.lines')}
          </Heading>
          <Table.Root size="sm">
            <Table.Body>
              {trace.lines.map((line, index) => (
                <Table.Row key={index}>
                  <Table.Cell>{line.label}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {line.activityValue === null ? '' : `${number(line.activityValue)}\u00a0${trace.activity?.unit ?? ''}`}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatEmissions(line.value, language, { allowKg: true }).text}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {trace.hiddenLineCount > 0 ? (
            <Text color="fg.muted">{t('reports.drawer.moreLines', { count: trace.hiddenLineCount })}</Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
