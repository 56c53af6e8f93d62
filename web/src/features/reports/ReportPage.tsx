import { Box, Button, Heading, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { formatEmissions } from '@cairn/shared/format';
import type { ReportView } from '@cairn/shared/schemas';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useDirtyGuard } from '../../ui/form/useDirtyGuard.tsx';
import { useCanCall } from '../../auth/useCanCall.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { toaster } from '../../ui/toaster.tsx';
import type { DashboardEditing } from './editing/EditingPanels.tsx';
import {
  addBenchmark,
  addManualEntry,
  draftFromView,
  draftInputOf,
  previewSnapshot,
  removeBenchmark,
  removeEntry,
  renameEntry,
  setRatios,
  toggleBenchmarkEntryHidden,
  type ReportDraft,
} from './editing/draftModel.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { ReportDashboard } from './dashboard/ReportDashboard.tsx';
import { useReportLinks } from './reportLinks.ts';

/**
 * `/carbon-footprint/$uuid/$reportUuid`: one report of a footprint, with its dashboard. Its route
 * reads the report first and says when it is missing or failed (router.tsx).
 */
export function ReportPage() {
  const { reportUuid } = useParams({ from: '/app/carbon-footprint/$uuid/$reportUuid' });
  return (
    <Box p={{ base: 4, md: 8 }} maxW="7xl" mx="auto">
      <ReportScreen reportUuid={reportUuid} showBackLink />
    </Box>
  );
}

/**
 * A report's header (name, year, switcher) and dashboard; also the footprint page's only report.
 * The route of the page it is on has read the report already (router.tsx); a failure to read it
 * again shows as that route's error.
 */
export function ReportScreen({ reportUuid, showBackLink }: { reportUuid: string; showBackLink: boolean }) {
  const report = useSuspenseQuery(queryOptionsFor('reportSnapshot.get', { reportUuid }));
  return <ReportContent view={report.data} showBackLink={showBackLink} />;
}

/** A draft being edited and whether it differs from the report it was made from. */
interface Editing {
  draft: ReportDraft;
  changed: boolean;
}

function ReportContent({ view, showBackLink }: { view: ReportView; showBackLink: boolean }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The editing variant is for those who may save a draft, on a draft: a delivered snapshot never changes.
  const links = useReportLinks();
  const canEdit = useCanCall('report.save') && view.report.status === 'DRAFT' && !links.readOnly;
  const [editing, setEditing] = useState<Editing | null>(null);
  const discardDialog = useDirtyGuard(editing?.changed === true);
  const draft = editing?.draft ?? null;
  const preview = useMemo(() => (draft ? previewSnapshot(view.snapshot, draft) : null), [draft, view.snapshot]);
  const change = (edit: (draft: ReportDraft) => ReportDraft) => setEditing((current) => (current ? { draft: edit(current.draft), changed: true } : current));
  const editingControls: DashboardEditing = {
    renameEntry: (uuid, label) => change((current) => renameEntry(current, uuid, label)),
    removeEntry: (uuid) => change((current) => removeEntry(current, uuid)),
    addManualEntry: (entry) => change((current) => addManualEntry(current, { ...entry, uuid: crypto.randomUUID() })),
    setRatios: (ratios) => change((current) => setRatios(current, ratios)),
    addBenchmark: (ratio) => change((current) => addBenchmark(current, ratio)),
    removeBenchmark: (index) => change((current) => removeBenchmark(current, index)),
    toggleBenchmarkEntryHidden: (benchmarkIndex, entryIndex) => change((current) => toggleBenchmarkEntryHidden(current, benchmarkIndex, entryIndex)),
  };
  const save = useProcedureMutation('report.save', {
    onSuccess: () => {
      setEditing(null);
      toaster.create({ type: 'success', title: t('reports.edit.saved') });
    },
    // A failure (a CONFLICT among them) shows the server's message in the app's mutation toast.
  });
  const submit = async (current: ReportDraft) => {
    try {
      // The comparison notes are not edited here; they travel back as they are stored.
      const comparison = await queryClient.fetchQuery(queryOptionsFor('reportComparison.get.client', { reportUuid: current.uuid }));
      save.mutate(
        draftInputOf(current, {
          comparisonCategoryComments: comparison.comparisonCategoryComments,
          comparisonEntries: comparison.comparisonEntries,
          comparisonSummary: comparison.comparisonSummary,
        }),
      );
    } catch (error) {
      toaster.create({ type: 'error', title: t('reports.edit.saveFailed'), description: error instanceof Error ? errorMessageOf(error, t) : undefined });
    }
  };
  const footprintUuid = view.carbonFootprint.uuid;
  const back = links.back({ carbonFootprintUuid: footprintUuid, moduleName: view.carbonFootprint.moduleName });
  const reports = [view.report, ...view.siblings.filter((sibling) => sibling.uuid !== view.report.uuid)].sort(
    (a, b) => b.year - a.year || a.name.localeCompare(b.name, language),
  );
  return (
    <Stack gap={8}>
      {discardDialog}
      <Stack gap={3}>
        {showBackLink ? (
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <PathLink href={back.href}>
              <ArrowLeftIcon boxSize="4" />
              {back.label.kind === 'footprint' ? t('reports.report.back', { name: back.label.name }) : t('reports.report.backToPortfolio')}
            </PathLink>
          </Link>
        ) : null}
        <HStack justify="space-between" align="flex-end" wrap="wrap" gap={3}>
          <Stack gap={0}>
            {/* Inside its footprint's page, whose title is the footprint's, the report is a section. */}
            <Heading as={showBackLink ? 'h1' : 'h2'} size={showBackLink ? '2xl' : 'xl'}>
              {view.report.name}
            </Heading>
            <Text color="fg.muted">{t('reports.report.subtitle', { asset: view.assetName, year: view.report.year })}</Text>
          </Stack>
          <HStack gap={3} wrap="wrap">
            {canEdit && !editing ? (
              <Button size="sm" colorPalette="teal" variant="outline" onClick={() => setEditing({ draft: draftFromView(view), changed: false })}>
                {t('reports.edit.start')}
              </Button>
            ) : null}
            {reports.length > 1 ? (
              <NativeSelect.Root size="sm" width="auto" minW="60">
                <NativeSelect.Field
                  aria-label={t('reports.report.switcher')}
                  value={view.report.uuid}
                  onChange={(event) => void navigate({ href: links.report(footprintUuid, event.currentTarget.value) })}
                >
                  {reports.map((one) => (
                    <option key={one.uuid} value={one.uuid}>
                      {`${one.name} (${one.year}) — ${formatEmissions(one.total, language).text}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : null}
          </HStack>
        </HStack>
      </Stack>
      <ReportDashboard
        key={view.report.uuid}
        view={preview ? { ...view, snapshot: preview } : view}
        mode="client"
        editing={editing ? editingControls : undefined}
      />
      {draft ? (
        <HStack
          position="sticky"
          bottom={0}
          zIndex="sticky"
          wrap="wrap"
          gap={4}
          px={4}
          py={3}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          role="region"
          aria-label={t('reports.edit.editing')}
        >
          {/* Actions first: the app's toasts appear at the bottom right. */}
          <HStack gap={2}>
            <Button size="sm" colorPalette="teal" disabled={editing?.changed !== true} loading={save.isPending} onClick={() => void submit(draft)}>
              {t('reports.edit.save')}
            </Button>
            <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => setEditing(null)}>
              {editing?.changed ? t('reports.edit.discard') : t('reports.edit.stop')}
            </Button>
          </HStack>
          <Text fontWeight="medium">{editing?.changed ? t('reports.edit.unsaved') : t('reports.edit.noChanges')}</Text>
        </HStack>
      ) : null}
    </Stack>
  );
}
