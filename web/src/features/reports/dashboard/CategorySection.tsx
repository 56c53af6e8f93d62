import { Box, Button, HStack, NativeSelect, SegmentGroup, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { categoryViews, numberedCategoryName, scopes, type CategoryRow, type CategoryView, type ReportRollup } from '@cairn/shared/calc/report';
import { formatEmissions, formatPercentages } from '@cairn/shared/format';
import { labelOf, type Scope } from '@cairn/shared/labels';
import type { ReportSnapshot } from '@cairn/shared/schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ChevronRightIcon } from '../../../ui/icons.tsx';
import type { DashboardEditing } from '../editing/EditingPanels.tsx';
import { EntryEditButtons, EntryRenameField } from '../editing/EntryEditControls.tsx';
import { ChartEmpty } from './charts.tsx';
import type { Figure } from './dashboardModel.ts';
import { EntryTraceView } from './FigureDrawer.tsx';

const viewKeys = {
  OPERATIONAL: 'reports.dashboard.viewOperational',
  BEGES: 'reports.dashboard.viewBeges',
  GHG: 'reports.dashboard.viewGhg',
  SCOPE: 'reports.dashboard.viewScope',
} as const;

/**
 * Emissions by category in one of four views, filtered by scope, each row opening to its
 * entries; with `editing`, each entry can be renamed or removed.
 */
export function CategorySection({
  snapshot,
  rollup,
  view,
  onViewChange,
  scope,
  onScopeChange,
  onExplain,
  editing,
}: {
  snapshot: ReportSnapshot;
  rollup: ReportRollup;
  view: CategoryView;
  onViewChange: (view: CategoryView) => void;
  scope: Scope | null;
  onScopeChange: (scope: Scope | null) => void;
  onExplain: (figure: Figure) => void;
  editing?: DashboardEditing | undefined;
}) {
  const { t, language } = useI18n();
  const breakdown = rollup.byCategory[view];
  const rowShares = formatPercentages(breakdown.rows.map((row) => row.value), language);
  const entriesByUuid = new Map(snapshot.entries.map((entry) => [entry.uuid, entry]));
  return (
    <Stack gap={4}>
      <HStack gap={3} wrap="wrap" justify="space-between">
        <SegmentGroup.Root
          size="sm"
          value={view}
          onValueChange={(details) => {
            const next = categoryViews.find((candidate) => candidate === details.value);
            if (next) onViewChange(next);
          }}
          aria-label={t('reports.dashboard.categoryView')}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={categoryViews.map((candidate) => ({ value: candidate, label: t(viewKeys[candidate]) }))} />
        </SegmentGroup.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t('reports.dashboard.scopeFilter')}
            value={scope ?? ''}
            onChange={(event) => onScopeChange(scopes.find((candidate) => candidate === event.currentTarget.value) ?? null)}
          >
            <option value="">{t('reports.dashboard.allScopes')}</option>
            {scopes.map((candidate) => (
              <option key={candidate} value={candidate}>
                {labelOf('scope', candidate, language)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {breakdown.rows.length === 0 ? (
        <ChartEmpty height={120} />
      ) : (
        <Stack gap={0} borderWidth="1px" borderRadius="md" divideY="1px">
          {breakdown.rows.map((row, index) => (
            <CategoryRowView
              key={row.category}
              percentText={rowShares[index]?.text ?? ''}
              view={view}
              row={row}
              onExplain={onExplain}
              entryOf={(uuid) => entriesByUuid.get(uuid)}
              editing={editing}
            />
          ))}
          <HStack justify="space-between" px={3} py={2} bg="bg.muted" fontWeight="semibold">
            <Text>{t('reports.dashboard.categoryTotal')}</Text>
            <Text>{formatEmissions(breakdown.total, language).text}</Text>
          </HStack>
        </Stack>
      )}
      {breakdown.rows.some((row) => row.hasGenericMonetary) ? (
        <Text textStyle="xs" color="fg.muted">
          {t('reports.dashboard.genericFootnote')}
        </Text>
      ) : null}
    </Stack>
  );
}

function CategoryRowView({
  view,
  row,
  percentText,
  onExplain,
  entryOf,
  editing,
}: {
  view: CategoryView;
  row: CategoryRow;
  percentText: string;
  onExplain: (figure: Figure) => void;
  entryOf: (uuid: string) => ReportSnapshot['entries'][number] | undefined;
  editing: DashboardEditing | undefined;
}) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(false);
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const label = numberedCategoryName(view, row.category, language);
  return (
    <Box>
      <HStack gap={2} px={2} py={1}>
        <Button variant="ghost" size="sm" flex="1" justifyContent="flex-start" aria-expanded={open} onClick={() => setOpen((value) => !value)} whiteSpace="normal" textAlign="start" h="auto" py={2}>
          <ChevronRightIcon boxSize="4" transform={open ? 'rotate(90deg)' : undefined} transition="transform 0.15s" />
          <Text fontWeight="medium">
            {label}
            {row.hasGenericMonetary ? ' *' : ''}
          </Text>
        </Button>
        <Box w="120px" h="2" bg="bg.muted" borderRadius="full" overflow="hidden" display={{ base: 'none', md: 'block' }} aria-hidden>
          <Box h="full" bg="teal.solid" w={`${row.percent}%`} />
        </Box>
        <Text w="12" textAlign="end" color="fg.muted" textStyle="sm">
          {percentText}
        </Text>
        <Button
          size="sm"
          variant="outline"
          minW="28"
          onClick={() => onExplain({ kind: 'CATEGORY', view, category: row.category })}
        >
          {formatEmissions(row.value, language).text}
          <VisuallyHidden>{t('reports.dashboard.explainFigure', { figure: label })}</VisuallyHidden>
        </Button>
      </HStack>
      {open ? (
        <Stack gap={0} pl={8} pr={2} pb={2}>
          {row.entries.map((rowEntry) => {
            const entry = entryOf(rowEntry.uuid);
            const entryOpen = openEntry === rowEntry.uuid;
            return (
              <Box key={rowEntry.uuid} borderTopWidth="1px">
                <HStack gap={2} py={1}>
                  {editing && renaming === rowEntry.uuid ? (
                    <EntryRenameField label={rowEntry.label} onDone={() => setRenaming(null)} onRename={(label) => editing.renameEntry(rowEntry.uuid, label)} />
                  ) : (
                    <Button
                      variant="ghost"
                      size="xs"
                      flex="1"
                      justifyContent="flex-start"
                      aria-expanded={entryOpen}
                      onClick={() => setOpenEntry(entryOpen ? null : rowEntry.uuid)}
                      whiteSpace="normal"
                      textAlign="start"
                      h="auto"
                      py={1}
                    >
                      <ChevronRightIcon boxSize="3" transform={entryOpen ? 'rotate(90deg)' : undefined} />
                      <Text>
                        {rowEntry.label}
                        {rowEntry.isGenericMonetary ? ' *' : ''}
                      </Text>
                    </Button>
                  )}
                  {editing ? <EntryEditButtons uuid={rowEntry.uuid} label={rowEntry.label} editing={editing} onRename={() => setRenaming(rowEntry.uuid)} /> : null}
                  <Button
                    size="xs"
                    variant="ghost"
                    minW="24"
                    onClick={() => onExplain({ kind: 'ENTRY', uuid: rowEntry.uuid })}
                  >
                    {formatEmissions(rowEntry.value, language, { allowKg: true }).text}
                    <VisuallyHidden>{t('reports.dashboard.explainFigure', { figure: rowEntry.label })}</VisuallyHidden>
                  </Button>
                </HStack>
                {entryOpen && entry ? (
                  <Box pl={6} pb={3}>
                    <EntryTraceView entry={entry} />
                  </Box>
                ) : null}
              </Box>
            );
          })}
          {row.hiddenEntryCount > 0 ? (
            <Text textStyle="sm" color="fg.muted" pt={2}>
              {t('reports.drawer.moreEntries', { count: row.hiddenEntryCount })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
