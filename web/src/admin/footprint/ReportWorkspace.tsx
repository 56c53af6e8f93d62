import { Alert, Box, Button, Card, Heading, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { catalogueView } from '@cairn/shared/calc/catalogue';
import type { FieldIssue } from '@cairn/shared/errors';
import { formatEmissions } from '@cairn/shared/format';
import type { CarbonFootprintStaff, ComputeEntriesResult, ReportView } from '@cairn/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState } from 'react';
import { ApiError, queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { reportTabs, type ReportTab } from '../../app/routeSearch.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { draftFromView, type DraftEntry } from '../../features/reports/editing/draftModel.ts';
import { ReportDashboard } from '../../features/reports/dashboard/ReportDashboard.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { differsIgnoringSpaces } from '../../ui/form/formFailure.ts';
import { useDiscardGuard, type GuardedLocation } from '../../ui/form/useDiscardGuard.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { EntriesTable } from './EntriesTable.tsx';
import { EntryPanel, type EntryTarget } from './EntryPanel.tsx';
import type { FormulaCatalogue } from './FormulaField.tsx';
import { ReportStatusBadge } from './ReportStatusBadge.tsx';
import { newRowKey, SettingsTab, useSettingsForm } from './SettingsTab.tsx';
import { settingsOf, settingsProblems, settingsValuesOf, type SettingsValues } from './settingsForm.ts';
import {
  draftPreview,
  entriesChanged,
  evaluateEntries,
  failingEntries,
  placeSaveIssues,
  saveInputOf,
  withEntry,
  withoutEntry,
  type EntryEvaluations,
  type PlacedIssues,
} from './reportWorkspace.ts';

const tabKeys: Record<ReportTab, PlainKey> = {
  ENTRIES: 'adminFootprint.report.tabEntries',
  SETTINGS: 'adminFootprint.report.tabSettings',
  PREVIEW: 'adminFootprint.report.tabPreview',
};

interface ReportWorkspaceProps {
  footprint: CarbonFootprintStaff;
  reportUuid: string;
}

/**
 * The report the address names, read for staff (drafts included), then built or read in its
 * workspace. A reload after a conflict starts the workspace again from what is stored.
 */
export function ReportWorkspace({ footprint, reportUuid }: ReportWorkspaceProps) {
  const { t } = useI18n();
  const report = useQuery(queryOptionsFor('reportSnapshot.get', { reportUuid }));
  // Bumped to start the workspace again from the stored report (after a conflict, at the user's choice).
  const [generation, setGeneration] = useState(0);
  // What the last 'Compute entries' did, kept here: the workspace starts again from the draft it saved.
  const [computed, setComputed] = useState<{ reportUuid: string; result: ComputeEntriesResult } | null>(null);
  if (report.isPending) {
    return (
      <HStack gap={3} color="fg.muted" role="status" py={6}>
        <Spinner size="sm" />
        <Text>{t('adminFootprint.report.loading')}</Text>
      </HStack>
    );
  }
  const missing = report.isError && report.error instanceof ApiError && report.error.code === 'NOT_FOUND';
  if (missing || (report.data && report.data.carbonFootprint.uuid !== footprint.uuid)) {
    return <ErrorBox message={t('adminFootprint.report.notFound')} />;
  }
  if (report.isError) {
    return (
      <Stack gap={3} align="flex-start">
        <ErrorBox message={errorMessageOf(report.error, t)} />
        <Button size="sm" variant="outline" onClick={() => void report.refetch()}>
          {t('adminFootprint.report.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Workspace
      key={generation}
      view={report.data}
      footprint={footprint}
      reload={async () => {
        await report.refetch();
        setGeneration((current) => current + 1);
      }}
      computed={computed?.reportUuid === reportUuid ? computed.result : null}
      onComputed={(result) => setComputed(result ? { reportUuid, result } : null)}
    />
  );
}

/** The catalogue every formula reads, for the live values: loaded once, shared with the catalogue pages' cache. */
function useFormulaCatalogue(enabled: boolean): FormulaCatalogue {
  const { t } = useI18n();
  const factors = useQuery({ ...queryOptionsFor('emissionFactor.list', {}), enabled });
  const hypotheses = useQuery({ ...queryOptionsFor('hypothesis.list', {}), enabled });
  const units = useQuery({ ...queryOptionsFor('unit.list', {}), enabled });
  const view = useMemo(
    () => (factors.data && hypotheses.data && units.data ? catalogueView({ factors: factors.data, hypotheses: hypotheses.data, units: units.data }) : null),
    [factors.data, hypotheses.data, units.data],
  );
  const failed = factors.error ?? hypotheses.error ?? units.error;
  const failure = failed ? errorMessageOf(failed, t) : null;
  // One object while nothing changes: every entry is evaluated again when it does.
  return useMemo(
    (): FormulaCatalogue => (view ? { state: 'ready', view } : failure !== null ? { state: 'failed', message: failure } : { state: 'loading' }),
    [view, failure],
  );
}

/** A delivered entry's stored value, for its panel. */
function frozenValueOf(panel: EntryTarget | null, evaluations: EntryEvaluations | null): number | null {
  if (panel?.kind !== 'edit') return null;
  const evaluation = evaluations?.get(panel.entry.uuid);
  return evaluation?.ok ? evaluation.entry.value : null;
}

/** Why the last save did not go through; the draft stays in memory whatever it was. */
type SaveProblem =
  | { kind: 'settings' }
  | { kind: 'entries'; count: number }
  | { kind: 'stale' }
  | { kind: 'delivered' }
  | { kind: 'refused'; placed: PlacedIssues; message: string }
  | { kind: 'failed'; message: string };

const noIssues: ReadonlyMap<string, FieldIssue[]> = new Map();

const reportUuidOf = (search: unknown) => (typeof search === 'object' && search !== null ? (search as { reportUuid?: unknown }).reportUuid : undefined);

/** Leaving the page, or opening another report, leaves the draft; its own tabs do not. */
const leavesDraft = (current: GuardedLocation, next: GuardedLocation) =>
  current.pathname !== next.pathname || reportUuidOf(current.search) !== reportUuidOf(next.search);

interface Saved {
  version: number;
  entries: readonly DraftEntry[];
  values: SettingsValues;
}

interface WorkspaceProps {
  view: ReportView;
  footprint: CarbonFootprintStaff;
  reload: () => Promise<void>;
  /** What the last computation from the questionnaires did, until it is closed. */
  computed: ComputeEntriesResult | null;
  onComputed: (result: ComputeEntriesResult | null) => void;
}

function Workspace({ view, footprint, reload, computed, onComputed }: WorkspaceProps) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = useSearch({ from: '/app/analyst/carbon-footprints/$uuid' });
  const reportTab = search.reportTab ?? 'ENTRIES';
  const headingId = useId();
  const entriesHeadingId = useId();

  // Read once: from here on the draft lives in memory until it is saved or given up.
  const [start] = useState(() => {
    const draft = draftFromView(view);
    return { draft, values: settingsValuesOf(draft.settings, newRowKey) };
  });
  const [saved, setSaved] = useState<Saved>({ version: start.draft.expectedVersion, entries: start.draft.entries, values: start.values });
  const [entries, setEntries] = useState<readonly DraftEntry[]>(start.draft.entries);
  const form = useSettingsForm(start.values);
  const values = useStore(form.store, (state) => state.values);
  const problems = useMemo(() => settingsProblems(values), [values]);
  const settings = useMemo(() => (Object.keys(problems).length === 0 ? settingsOf(values, start.draft.settings) : null), [problems, values, start]);
  // The year the values are read for: the settings' while a typed one is wrong.
  const lastGood = useRef(start.draft.settings);
  if (settings) lastGood.current = settings;
  const year = lastGood.current.year;

  const dirty = entriesChanged(saved.entries, entries) || differsIgnoringSpaces(saved.values, values);
  // A delivered report reads only. One delivered elsewhere while this page holds changes stays
  // open with them: its save then says why it cannot go through, and nothing typed is lost.
  const readOnly = view.report.status === 'DELIVERED' && !dirty;

  const catalogue = useFormulaCatalogue(!readOnly);
  const evaluations: EntryEvaluations | null = useMemo(() => {
    // A delivered report is what was stored: its values are frozen, never evaluated again.
    if (readOnly) return new Map(view.snapshot.entries.map((entry) => [entry.uuid, { ok: true as const, entry }]));
    return catalogue.state === 'ready' ? evaluateEntries(entries, catalogue.view, year, view.snapshot.entries) : null;
  }, [readOnly, view.snapshot.entries, catalogue, entries, year]);
  const preview = useMemo(() => {
    if (readOnly) return { snapshot: view.snapshot, leftOut: [] };
    return settings && evaluations ? draftPreview(view.snapshot, settings, entries, evaluations) : null;
  }, [readOnly, view.snapshot, settings, evaluations, entries]);

  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [savedIssues, setSavedIssues] = useState<ReadonlyMap<string, FieldIssue[]>>(noIssues);
  const [panel, setPanel] = useState<EntryTarget | null>(null);
  const [delivering, setDelivering] = useState(false);
  const [discarding, setDiscarding] = useState(false);

  const guard = useDiscardGuard(dirty, undefined, { leaves: leavesDraft });

  const save = useProcedureMutation('report.save', { meta: { inlineErrors: true } });
  const deliver = useProcedureMutation('report.deliver', { meta: { inlineErrors: true } });
  const compute = useProcedureMutation('report.computeEntries', { meta: { inlineErrors: true } });
  const [computeError, setComputeError] = useState<string | null>(null);

  /** Computes the saved draft's entries from the questionnaires (one save on the server), then starts again from it. */
  const computeEntries = async () => {
    setComputeError(null);
    try {
      const result = await compute.mutateAsync({ reportUuid: view.report.uuid, expectedVersion: saved.version });
      onComputed(result);
      await reload();
    } catch (error) {
      setComputeError(error instanceof Error ? errorMessageOf(error, t) : String(error));
    }
  };

  const selectTab = (next: ReportTab) =>
    void navigate({ to: '/carbon-footprints/$uuid', params: { uuid: footprint.uuid }, search: { ...search, reportTab: next }, replace: true });

  const changeEntries = (next: readonly DraftEntry[], touched?: string) => {
    setEntries(next);
    if (touched && savedIssues.has(touched)) setSavedIssues(new Map([...savedIssues].filter(([uuid]) => uuid !== touched)));
  };

  /** Sends the draft as it stands, from `version`; everything it holds stays in memory whatever the answer. */
  const submit = async (version: number) => {
    if (!settings) {
      setProblem({ kind: 'settings' });
      void form.validateAllFields('change');
      selectTab('SETTINGS');
      return;
    }
    const failing = evaluations ? failingEntries(entries, evaluations) : [];
    if (failing.length > 0) {
      setProblem({ kind: 'entries', count: failing.length });
      selectTab('ENTRIES');
      return;
    }
    const sent = entries;
    const sentValues = values;
    try {
      // The comparison notes are not edited here: they go back as they are stored now.
      const comparison = await queryClient.fetchQuery({ ...queryOptionsFor('reportComparison.get.client', { reportUuid: view.report.uuid }), staleTime: 0 });
      const answer = await save.mutateAsync(
        saveInputOf({ uuid: view.report.uuid, version, carbonFootprintUuid: footprint.uuid }, settings, sent, {
          comparisonCategoryComments: comparison.comparisonCategoryComments,
          comparisonEntries: comparison.comparisonEntries,
          comparisonSummary: comparison.comparisonSummary,
        }),
      );
      setSaved({ version: answer.version, entries: sent, values: sentValues });
      setSavedIssues(noIssues);
      setProblem(null);
      toaster.create({ type: 'success', title: t('adminFootprint.save.saved') });
    } catch (error) {
      setProblem(saveProblemOf(error, sent));
      if (error instanceof ApiError && error.code === 'BAD_REQUEST') setSavedIssues(placeSaveIssues(error.issues, sent).entries);
    }
  };

  function saveProblemOf(error: unknown, sent: readonly DraftEntry[]): SaveProblem {
    if (error instanceof ApiError && error.code === 'CONFLICT') return error.key === 'server.report.delivered' ? { kind: 'delivered' } : { kind: 'stale' };
    if (error instanceof ApiError && error.code === 'BAD_REQUEST' && error.issues.length > 0) {
      return { kind: 'refused', placed: placeSaveIssues(error.issues, sent), message: errorMessageOf(error, t) };
    }
    return { kind: 'failed', message: error instanceof Error ? errorMessageOf(error, t) : String(error) };
  }

  /** Keeps this draft over the one saved meanwhile: saved again from the version stored now. */
  const overwrite = async () => {
    try {
      const latest = await queryClient.fetchQuery({ ...queryOptionsFor('reportSnapshot.get', { reportUuid: view.report.uuid }), staleTime: 0 });
      if (latest.report.status === 'DELIVERED') {
        setProblem({ kind: 'delivered' });
        return;
      }
      await submit(latest.report.version);
    } catch (error) {
      setProblem({ kind: 'failed', message: error instanceof Error ? errorMessageOf(error, t) : String(error) });
    }
  };

  const discardChanges = () => {
    setEntries(saved.entries);
    form.reset(saved.values);
    setSavedIssues(noIssues);
    setProblem(null);
    setDiscarding(false);
  };

  const groups = useMemo(() => [...new Set(entries.flatMap((entry) => (entry.group ? [entry.group] : [])))].sort(), [entries]);
  const failingCount = evaluations && !readOnly ? failingEntries(entries, evaluations).length : 0;
  const settingsInvalid = !readOnly && settings === null;
  const total = preview ? formatEmissions(preview.snapshot.total, language).text : null;

  return (
    <Stack as="section" gap={5} aria-labelledby={headingId}>
      {guard.dialog}
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap={4}>
        <Stack gap={1}>
          <HStack gap={3} wrap="wrap">
            <Heading as="h2" size="xl" id={headingId}>
              {view.report.name}
            </Heading>
            <ReportStatusBadge status={view.report.status} />
          </HStack>
          <Text color="fg.muted">
            {t('adminFootprint.report.summary', { year: view.report.year, count: entries.length })}
            {total ? ` · ${t('adminFootprint.report.total', { total })}` : ''}
          </Text>
        </Stack>
        {readOnly ? (
          <Text color="fg.muted" maxW="md">
            {t('adminFootprint.report.deliveredNote')}
          </Text>
        ) : (
          <Stack gap={1} align="flex-end">
            <Button colorPalette="teal" variant="outline" disabled={dirty} onClick={() => setDelivering(true)}>
              {t('adminFootprint.deliver.button')}
            </Button>
            {dirty ? (
              <Text textStyle="xs" color="fg.muted">
                {t('adminFootprint.deliver.saveFirst')}
              </Text>
            ) : null}
          </Stack>
        )}
      </HStack>

      {problem ? <SaveProblemBox problem={problem} saving={save.isPending} onOverwrite={() => void overwrite()} onReload={() => void reload()} /> : null}

      <Tabs.Root
        value={reportTab}
        onValueChange={(details) => {
          const next = reportTabs.find((candidate) => candidate === details.value);
          if (next) selectTab(next);
        }}
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-labelledby={headingId}>
          {reportTabs.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(tabKeys[value])}
              {value === 'ENTRIES' && failingCount > 0 ? (
                <Text as="span" color="fg.error">{` (${t('adminFootprint.report.problems', { count: failingCount })})`}</Text>
              ) : null}
              {value === 'SETTINGS' && settingsInvalid ? <Text as="span" color="fg.error">{` (${t('adminFootprint.report.toFix')})`}</Text> : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="ENTRIES">
          <Stack gap={4} pt={2}>
            <HStack justify="space-between" wrap="wrap" gap={3}>
              <Heading as="h3" size="md" id={entriesHeadingId}>
                {t('adminFootprint.entries.title')}
              </Heading>
              {readOnly ? null : (
                <Stack gap={1} align="flex-end">
                  <HStack gap={2}>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={compute.isPending}
                      loadingText={t('adminFootprint.compute.running')}
                      disabled={dirty}
                      onClick={() => void computeEntries()}
                    >
                      {t('adminFootprint.compute.button')}
                    </Button>
                    <Button size="sm" colorPalette="teal" onClick={() => setPanel({ kind: 'new', uuid: crypto.randomUUID() })}>
                      {t('adminFootprint.entries.new')}
                    </Button>
                  </HStack>
                  {dirty ? (
                    <Text textStyle="xs" color="fg.muted">
                      {t('adminFootprint.compute.saveFirst')}
                    </Text>
                  ) : null}
                </Stack>
              )}
            </HStack>
            {computeError ? <ErrorBox message={computeError} /> : null}
            {computed ? <ComputeSummary result={computed} onClose={() => onComputed(null)} /> : null}
            {catalogue.state === 'failed' && !readOnly ? <ErrorBox message={t('adminFootprint.entry.catalogueFailed', { message: catalogue.message })} /> : null}
            {entries.length === 0 ? (
              <Card.Root variant="outline">
                <Card.Body>
                  <Text color="fg.muted">{readOnly ? t('adminFootprint.entries.noneDelivered') : t('adminFootprint.entries.none')}</Text>
                </Card.Body>
              </Card.Root>
            ) : (
              <EntriesTable
                entries={entries}
                evaluations={evaluations}
                savedIssues={savedIssues}
                readOnly={readOnly}
                labelledBy={entriesHeadingId}
                onOpen={(entry) => setPanel({ kind: 'edit', entry })}
                onRemove={(entry) => changeEntries(withoutEntry(entries, entry.uuid), entry.uuid)}
              />
            )}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="SETTINGS">
          <SettingsTab form={form} base={start.draft.settings} readOnly={readOnly} />
        </Tabs.Content>
        <Tabs.Content value="PREVIEW">
          <Box pt={2}>
            <PreviewTab
              view={view}
              preview={preview}
              settingsInvalid={settingsInvalid}
              catalogue={catalogue}
              onSettings={() => selectTab('SETTINGS')}
            />
          </Box>
        </Tabs.Content>
      </Tabs.Root>

      {readOnly ? null : (
        <SaveBar
          dirty={dirty}
          saving={save.isPending}
          onSave={() => void submit(saved.version)}
          onDiscard={() => setDiscarding(true)}
        />
      )}

      <EntryPanel
        target={panel}
        catalogue={catalogue}
        year={year}
        groups={groups}
        savedIssues={panel?.kind === 'edit' ? (savedIssues.get(panel.entry.uuid) ?? []) : []}
        readOnly={readOnly}
        frozenValueKg={frozenValueOf(panel, evaluations)}
        onApply={(entry) => {
          changeEntries(withEntry(entries, entry), entry.uuid);
          setPanel(null);
        }}
        onClose={() => setPanel(null)}
      />
      <ConfirmDialog
        open={discarding}
        title={t('adminFootprint.save.discardTitle')}
        body={t('adminFootprint.save.discardBody')}
        cancelLabel={t('adminFootprint.save.keep')}
        confirmLabel={t('adminFootprint.save.discard')}
        onCancel={() => setDiscarding(false)}
        onConfirm={discardChanges}
      />
      <ConfirmDialog
        open={delivering}
        title={t('adminFootprint.deliver.title', { name: view.report.name })}
        body={t('adminFootprint.deliver.body', { asset: footprint.asset.name })}
        cancelLabel={t('adminFootprint.deliver.cancel')}
        confirmLabel={t('adminFootprint.deliver.confirm')}
        pending={deliver.isPending}
        error={deliver.error ? errorMessageOf(deliver.error, t) : null}
        onCancel={() => {
          setDelivering(false);
          deliver.reset();
        }}
        onConfirm={() =>
          deliver.mutate(
            { uuid: view.report.uuid },
            {
              onSuccess: () => {
                setDelivering(false);
                toaster.create({ type: 'success', title: t('adminFootprint.deliver.done', { name: view.report.name }) });
              },
            },
          )
        }
      />
    </Stack>
  );
}

function SaveProblemBox({ problem, saving, onOverwrite, onReload }: { problem: SaveProblem; saving: boolean; onOverwrite: () => void; onReload: () => void }) {
  const { t } = useI18n();
  const [confirmingReload, setConfirmingReload] = useState(false);
  let title: string;
  let body: string | null = null;
  let actions = null;
  switch (problem.kind) {
    case 'settings':
      title = t('adminFootprint.save.settingsProblem');
      break;
    case 'entries':
      title = t('adminFootprint.save.entriesProblem', { count: problem.count });
      break;
    case 'stale':
      title = t('adminFootprint.save.staleTitle');
      body = t('adminFootprint.save.staleBody');
      actions = (
        <HStack gap={2} wrap="wrap">
          <Button size="sm" colorPalette="teal" loading={saving} onClick={onOverwrite}>
            {t('adminFootprint.save.overwrite')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirmingReload(true)}>
            {t('adminFootprint.save.loadTheirs')}
          </Button>
        </HStack>
      );
      break;
    case 'delivered':
      title = t('adminFootprint.save.deliveredTitle');
      body = t('adminFootprint.save.deliveredBody');
      actions = (
        <Button size="sm" variant="outline" onClick={() => setConfirmingReload(true)}>
          {t('adminFootprint.save.loadDelivered')}
        </Button>
      );
      break;
    case 'refused': {
      title = t('adminFootprint.save.refused');
      const other = [...problem.placed.settings, ...problem.placed.other].map((issue) => localizeMessage(t, issue));
      body = problem.placed.entries.size > 0 ? t('adminFootprint.save.refusedEntries', { count: problem.placed.entries.size }) : problem.message;
      if (other.length > 0) body = `${body} ${other.join(' · ')}`;
      break;
    }
    case 'failed':
      title = t('adminFootprint.save.failed');
      body = problem.message;
      break;
  }
  return (
    <Alert.Root status={problem.kind === 'stale' || problem.kind === 'delivered' ? 'warning' : 'error'} role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap={2}>
        <Alert.Title>{title}</Alert.Title>
        {body ? <Alert.Description>{body}</Alert.Description> : null}
        {actions}
      </Alert.Content>
      <ConfirmDialog
        open={confirmingReload}
        title={t('adminFootprint.save.loadTitle')}
        body={t('adminFootprint.save.loadBody')}
        cancelLabel={t('adminFootprint.save.keep')}
        confirmLabel={t('adminFootprint.save.loadConfirm')}
        onCancel={() => setConfirmingReload(false)}
        onConfirm={() => {
          setConfirmingReload(false);
          onReload();
        }}
      />
    </Alert.Root>
  );
}

/** The draft's bar, at the bottom of the view while the draft is open: whether it holds unsaved changes, Save and Discard. */
function SaveBar({ dirty, saving, onSave, onDiscard }: { dirty: boolean; saving: boolean; onSave: () => void; onDiscard: () => void }) {
  const { t } = useI18n();
  return (
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
      aria-label={t('adminFootprint.save.region')}
    >
      <HStack gap={2}>
        <Button
          size="sm"
          colorPalette="teal"
          loading={saving}
          aria-busy={saving}
          onClick={() => {
            // Never disabled while it works (the focus stays on it): a second press waits for the first.
            if (!saving) onSave();
          }}
        >
          {t('adminFootprint.save.save')}
        </Button>
        <Button size="sm" variant="outline" disabled={!dirty || saving} onClick={onDiscard}>
          {t('adminFootprint.save.discard')}
        </Button>
      </HStack>
      <Text fontWeight="medium" role="status">
        {dirty ? t('adminFootprint.save.unsaved') : t('adminFootprint.save.clean')}
      </Text>
    </HStack>
  );
}

function PreviewTab({
  view,
  preview,
  settingsInvalid,
  catalogue,
  onSettings,
}: {
  view: ReportView;
  preview: { snapshot: ReportView['snapshot']; leftOut: readonly DraftEntry[] } | null;
  settingsInvalid: boolean;
  catalogue: FormulaCatalogue;
  onSettings: () => void;
}) {
  const { t } = useI18n();
  if (settingsInvalid) {
    return (
      <Alert.Root status="warning" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('adminFootprint.preview.settingsFirst')}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={onSettings}>
          {t('adminFootprint.preview.openSettings')}
        </Button>
      </Alert.Root>
    );
  }
  if (!preview) {
    if (catalogue.state === 'failed') return <ErrorBox message={t('adminFootprint.entry.catalogueFailed', { message: catalogue.message })} />;
    return (
      <HStack gap={3} color="fg.muted" role="status">
        <Spinner size="sm" />
        <Text>{t('adminFootprint.preview.computing')}</Text>
      </HStack>
    );
  }
  const report = { uuid: view.report.uuid, name: preview.snapshot.name, year: preview.snapshot.year, status: view.report.status };
  return (
    <Stack gap={6}>
      {view.report.status === 'DRAFT' ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('adminFootprint.preview.draftNote')}</Alert.Title>
            {preview.leftOut.length > 0 ? (
              <Alert.Description>
                {t('adminFootprint.preview.leftOut', { count: preview.leftOut.length, labels: preview.leftOut.map((entry) => entry.label).join(', ') })}
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <ReportDashboard key={view.report.uuid} view={{ report, assetName: view.assetName, snapshot: preview.snapshot }} mode="preview" />
    </Stack>
  );
}

/** What 'Compute entries' did: entries created, refreshed and removed, supplier expenses left out, and each formula that failed with its message. */
function ComputeSummary({ result, onClose }: { result: ComputeEntriesResult; onClose: () => void }) {
  const { t } = useI18n();
  const counts = [
    t('adminFootprint.compute.created', { count: result.created }),
    t('adminFootprint.compute.refreshed', { count: result.refreshed }),
    ...(result.removed > 0 ? [t('adminFootprint.compute.removed', { count: result.removed })] : []),
  ];
  const leftOut = result.supplierExpensesLeftOut;
  return (
    <Alert.Root status={result.failures.length > 0 ? 'warning' : 'success'} role="status">
      <Alert.Content>
        <Alert.Title>{t('adminFootprint.compute.title')}</Alert.Title>
        <Alert.Description>
          <Stack gap={1}>
            <Text>{counts.join(' · ')}</Text>
            {leftOut > 0 ? <Text>{t('adminFootprint.compute.suppliersLeftOut', { count: leftOut })}</Text> : null}
            {result.failures.length === 0 ? (
              <Text>{t('adminFootprint.compute.noFailure')}</Text>
            ) : (
              <>
                <Text>{t('adminFootprint.compute.failures', { count: result.failures.length })}</Text>
                <Box as="ul" ps={5} listStyleType="disc">
                  {result.failures.map((failure, index) => {
                    const message = localizeMessage(t, { message: failure.message, key: failure.key, params: failure.params });
                    const names = { question: failure.questionLabel, formula: failure.formulaLabel, message };
                    return (
                      <li key={`${failure.formulaTemplateUuid}-${failure.lineNumber ?? 0}-${index}`}>
                        {failure.lineNumber === null
                          ? t('adminFootprint.compute.failure', names)
                          : t('adminFootprint.compute.failureOnLine', { ...names, line: failure.lineNumber })}
                      </li>
                    );
                  })}
                </Box>
              </>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="ghost" onClick={onClose}>
        {t('adminFootprint.compute.close')}
      </Button>
    </Alert.Root>
  );
}
