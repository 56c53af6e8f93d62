import { pcafScoreByReportType } from '@cairn/shared/calc/portfolio/pcaf';
import type { ReportingView } from '@cairn/shared/contract/portfolio';
import { labelOf, labelsOf } from '@cairn/shared/labels';
import { FundArticle, LabelPosition, ReportingFileType } from '@cairn/shared/portfolio/model';
import { Box, Button, chakra, Heading, HStack, Link, NativeSelect, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { ApiError, applyInvalidations, callProcedure, queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { saveFile, uploadFile } from '../../api/files.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { ChoiceSelect } from '../../ui/LabelledSelect.tsx';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useCanCall } from '../../auth/useCanCall.ts';
import { ModuleStatusBadge } from '../../features/modules/ModuleStatusBadge.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { CardSection } from '../../ui/Section.tsx';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { FileDrop } from '../../ui/fileDrop/FileDrop.tsx';
import { uploadRule } from '../../ui/fileDrop/fileChecks.ts';
import { useDirtyGuard } from '../../ui/form/useDirtyGuard.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { formatDay } from '../../ui/formatDay.ts';
import { toaster } from '../../ui/toaster.tsx';
import { CheckboxGroupField, TextAreaField } from '../assets/formFields.tsx';
import {
  collectionStateOf,
  reportingPaths,
  settingsInputOf,
  settingsIssueAliases,
  settingsKeyOf,
  settingsValuesOf,
  type CollectionStep,
} from './reportingModel.ts';

const documentRule = uploadRule('DOCUMENT');

const stepLabels: Record<CollectionStep, PlainKey> = {
  openDataCollection: 'portfolioStaff.step.openDataCollection',
  closeDataCollection: 'portfolioStaff.step.closeDataCollection',
  confirmValidation: 'portfolioStaff.step.confirmValidation',
  reopenValidation: 'portfolioStaff.step.reopenValidation',
  completeResults: 'portfolioStaff.step.completeResults',
  deliver: 'portfolioStaff.step.deliver',
};
const stepDone: Record<CollectionStep, PlainKey> = {
  openDataCollection: 'portfolioStaff.done.openDataCollection',
  closeDataCollection: 'portfolioStaff.done.closeDataCollection',
  confirmValidation: 'portfolioStaff.done.confirmValidation',
  reopenValidation: 'portfolioStaff.done.reopenValidation',
  completeResults: 'portfolioStaff.done.completeResults',
  deliver: 'portfolioStaff.done.deliver',
};
const fileTypeLabels: Record<ReportingFileType, PlainKey> = {
  PORTFOLIO_EMISSIONS_PROVIDED: 'portfolioStaff.fileType.PORTFOLIO_EMISSIONS_PROVIDED',
  PORTFOLIO_EMISSIONS_CUSTOM_DELIVERABLE: 'portfolioStaff.fileType.PORTFOLIO_EMISSIONS_CUSTOM_DELIVERABLE',
};

/** The reporting's update, answering the new reporting into the page's copy before the refetch. */
function useReportingUpdate(reportingUuid: string) {
  const queryClient = useQueryClient();
  const { queryKey } = queryOptionsFor('financialInstitutionReporting.get', { reportingUuid });
  return useProcedureMutation('financialInstitutionReporting.update', {
    onSuccess: (view) => queryClient.setQueryData(queryKey, view),
    // A version someone else saved: read theirs, so the next try starts from it.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT') void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** What a failed change says: a conflict in the page's words, anything else as the server put it. */
function useFailureText() {
  const { t } = useI18n();
  return (error: Error | null) => (error === null ? null : error instanceof ApiError && error.code === 'CONFLICT' ? t('portfolioStaff.page.conflict') : errorMessageOf(error, t));
}

/**
 * `/financial-institution-reportings/$uuid`: a portfolio-emissions reporting as its consultants
 * run it. Its year, institution and status; where the data collection stands with the step it
 * offers next; the settings of the client's questionnaire; what staff set of each fund and the
 * investees' PCAF scores; the files given to the client or received; links to the questionnaire
 * and the results, which their own pages show. The route has read the reporting; analysts change
 * it, other staff read it.
 */
export function ReportingPage({ reportingUuid: uuid }: { reportingUuid: string }) {
  const { t } = useI18n();
  const { data: reporting } = useSuspenseQuery(queryOptionsFor('financialInstitutionReporting.get', { reportingUuid: uuid }));
  const canChange = useCanCall('financialInstitutionReporting.update');

  return (
    <Box p={{ base: 4, md: 8 }} maxW="6xl" mx="auto">
      <Stack gap={6}>
        <Stack gap={2}>
          <HStack gap={3} wrap="wrap">
            <Heading as="h1" size="2xl">
              {t('portfolioStaff.page.title', { year: reporting.year })}
            </Heading>
            <ModuleStatusBadge status={reporting.status} />
          </HStack>
          <Text color="fg.muted">{[reporting.assetName, reporting.moduleName].filter(Boolean).join(' · ')}</Text>
          {canChange ? null : <Text textStyle="sm">{t('portfolioStaff.page.readOnly')}</Text>}
        </Stack>
        <ReportingLinks reporting={reporting} />
        <CollectionSection reporting={reporting} canChange={canChange} />
        <SettingsSection key={settingsKeyOf(reporting)} reporting={reporting} canChange={canChange} />
        <FundsSection reporting={reporting} canChange={canChange} />
        <InvesteesSection reporting={reporting} canChange={canChange} />
        <FilesSection reporting={reporting} canChange={canChange} />
      </Stack>
    </Box>
  );
}

/** The questionnaire and the results, on their own pages, and the spreadsheet the client is offered. */
function ReportingLinks({ reporting }: { reporting: ReportingView }) {
  const { t } = useI18n();
  const paths = reportingPaths(reporting.uuid);
  const delivered = reporting.status === 'DELIVERED';
  return (
    <Box as="nav" aria-label={t('portfolioStaff.links.title')}>
      <HStack as="ul" listStyleType="none" m={0} p={0} gap={5} wrap="wrap">
        <li>
          <Link asChild colorPalette="teal">
            <PathLink href={paths.questionnaire}>{t('portfolioStaff.links.questionnaire')}</PathLink>
          </Link>
        </li>
        <li>
          <Link asChild colorPalette="teal">
            <PathLink href={paths.preview}>{t('portfolioStaff.links.preview')}</PathLink>
          </Link>
        </li>
        {delivered ? (
          <li>
            <Link asChild colorPalette="teal">
              <PathLink href={paths.delivered}>{t('portfolioStaff.links.delivered')}</PathLink>
            </Link>
          </li>
        ) : null}
        {delivered ? (
          <li>
            <Link asChild colorPalette="teal">
              <PathLink href={paths.pai}>{t('portfolioStaff.links.pai')}</PathLink>
            </Link>
          </li>
        ) : null}
        {delivered ? (
          <li>
            <Link asChild colorPalette="teal">
              <PathLink href={paths.decarbonization}>{t('portfolioStaff.links.decarbonization')}</PathLink>
            </Link>
          </li>
        ) : null}
        {reporting.pmdrStatus === null ? null : (
          <li>
            <Link asChild colorPalette="teal">
              <PathLink href={paths.pmdr}>{t('portfolioStaff.links.pmdr')}</PathLink>
            </Link>
          </li>
        )}
        {reporting.googleSheetUrl ? (
          <li>
            <Link href={reporting.googleSheetUrl} target="_blank" rel="noopener noreferrer" colorPalette="teal">
              {t('portfolioStaff.links.spreadsheet')}
            </Link>
          </li>
        ) : null}
      </HStack>
    </Box>
  );
}

/** Where the data collection stands, who validated it and when, and the steps it offers; Reopen and Deliver ask first. */
function CollectionSection({ reporting, canChange }: { reporting: ReportingView; canChange: boolean }) {
  const { t, language } = useI18n();
  const update = useReportingUpdate(reporting.uuid);
  const failureText = useFailureText();
  const [asking, setAsking] = useState<'deliver' | 'reopenValidation' | null>(null);
  const { state, steps } = collectionStateOf(reporting);
  const day = (instant: string | null) => (instant ? formatDay(instant, language) : '');

  const take = (step: CollectionStep) =>
    update.mutate(
      { reportingUuid: reporting.uuid, expectedVersion: reporting.version, change: { action: step } },
      {
        onSuccess: () => {
          setAsking(null);
          toaster.create({ type: 'success', title: t(stepDone[step]) });
        },
      },
    );
  const stateText =
    state === 'confirmed'
      ? t('portfolioStaff.collectionState.confirmed', { date: day(reporting.validationConfirmedAt), name: reporting.validationConfirmedByName ?? '' })
      : state === 'delivered'
        ? t('portfolioStaff.collectionState.delivered', { date: day(reporting.deliveredAt) })
        : t(`portfolioStaff.collectionState.${state}`);
  const error = asking ? null : failureText(update.error);

  return (
    <CardSection title={t('portfolioStaff.collection.title')}>
      <Stack gap={4}>
        <Text role="status">{stateText}</Text>
        {reporting.validationDate ? (
          <Text textStyle="sm" color="fg.muted">
            {t('portfolioStaff.collection.clientValidated', { date: day(reporting.validationDate), author: reporting.validationAuthor ?? '' })}
          </Text>
        ) : null}
        {reporting.clientComment ? (
          <Stack gap={1}>
            <Text textStyle="sm" fontWeight="medium">
              {t('portfolioStaff.collection.clientComment')}
            </Text>
            <Text textStyle="sm" whiteSpace="pre-wrap">
              {reporting.clientComment}
            </Text>
          </Stack>
        ) : null}
        {canChange ? (
          <HStack gap={3} wrap="wrap">
            {steps.map((step, index) => (
              <Button
                key={step}
                size="sm"
                colorPalette="teal"
                variant={index === 0 ? 'solid' : 'outline'}
                loading={update.isPending && update.variables?.change.action === step}
                disabled={update.isPending}
                onClick={() => (step === 'deliver' || step === 'reopenValidation' ? setAsking(step) : take(step))}
              >
                {step === 'deliver' && state === 'delivered' ? t('portfolioStaff.step.deliverAgain') : t(stepLabels[step])}
              </Button>
            ))}
          </HStack>
        ) : null}
        {error ? <ErrorBox message={error} /> : null}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'deliver' ? 'portfolioStaff.deliver.title' : 'portfolioStaff.reopen.title')}
        body={t(asking === 'deliver' ? 'portfolioStaff.deliver.body' : 'portfolioStaff.reopen.body')}
        cancelLabel={t('portfolioStaff.confirm.cancel')}
        confirmLabel={t(asking === 'deliver' ? 'portfolioStaff.step.deliver' : 'portfolioStaff.step.reopenValidation')}
        confirmPalette={asking === 'deliver' ? 'teal' : 'red'}
        pending={update.isPending}
        error={asking ? failureText(update.error) : null}
        onCancel={() => {
          setAsking(null);
          update.reset();
        }}
        onConfirm={() => (asking ? take(asking) : undefined)}
      />
    </CardSection>
  );
}

/**
 * The settings of the client's questionnaire, saved together. The form is keyed by the saved
 * settings (`settingsKeyOf`), so a step of the collection taken meanwhile keeps what is typed,
 * and it sends the version the page holds at the time.
 */
function SettingsSection({ reporting, canChange }: { reporting: ReportingView; canChange: boolean }) {
  const { t, language } = useI18n();
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: 'financialInstitutionReporting.update',
    defaultValues: settingsValuesOf(reporting),
    toInput: (values) => settingsInputOf(values, reporting),
    issueAliases: settingsIssueAliases,
    onSaved: () => toaster.create({ type: 'success', title: t('portfolioStaff.settings.saved') }),
  });
  const guard = useDirtyGuard(dirty);

  return (
    <CardSection title={t('portfolioStaff.settings.title')}>
      <form.AppForm>
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('portfolioStaff.settings.title')}>
          <chakra.fieldset disabled={!canChange} border={0} p={0} m={0} minW={0}>
            <Stack gap={5}>
              <form.ErrorSummary conflict={t('portfolioStaff.page.conflict')} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
                <form.AppField name="allowedAssetTypes">
                  {() => <CheckboxGroupField label={t('portfolioStaff.settings.allowedAssetTypes')} options={labelsOf('assetType', language)} empty="" />}
                </form.AppField>
                <form.AppField name="allowedReportTypes">
                  {() => <CheckboxGroupField label={t('portfolioStaff.settings.allowedReportTypes')} options={labelsOf('portfolioReportType', language)} empty="" />}
                </form.AppField>
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
                <form.AppField name="maxLinesNumber">
                  {(field) => <field.TextField label={t('portfolioStaff.settings.maxLinesNumber')} helper={t('portfolioStaff.settings.maxLinesNumberHelp')} inputMode="numeric" />}
                </form.AppField>
                <form.AppField name="googleSheetUrl">
                  {(field) => <field.TextField label={t('portfolioStaff.settings.googleSheetUrl')} helper={t('portfolioStaff.settings.googleSheetUrlHelp')} inputMode="url" />}
                </form.AppField>
                <form.AppField name="standalone">
                  {(field) => <field.SwitchField label={t('portfolioStaff.settings.standalone')} helper={t('portfolioStaff.settings.standaloneHelp')} />}
                </form.AppField>
                <form.AppField name="showMaterialityMap">{(field) => <field.SwitchField label={t('portfolioStaff.settings.showMaterialityMap')} />}</form.AppField>
              </SimpleGrid>
              <form.AppField name="explanationLabel">
                {() => <TextAreaField label={t('portfolioStaff.settings.explanationLabel')} helper={t('portfolioStaff.settings.explanationLabelHelp')} />}
              </form.AppField>
              <form.AppField name="notes">{() => <TextAreaField label={t('portfolioStaff.settings.notes')} rows={4} />}</form.AppField>
              {canChange ? (
                <HStack justify="flex-end">
                  <Button type="submit" colorPalette="teal" loading={saving}>
                    {t('portfolioStaff.settings.save')}
                  </Button>
                </HStack>
              ) : null}
            </Stack>
          </chakra.fieldset>
        </form>
        {guard}
      </form.AppForm>
    </CardSection>
  );
}

/** The reporting's files: the data the client provided and the custom deliverables, added as DOCUMENT uploads, downloaded, removed. */
function FilesSection({ reporting, canChange }: { reporting: ReportingView; canChange: boolean }) {
  const { t } = useI18n();
  const update = useReportingUpdate(reporting.uuid);
  const failureText = useFailureText();
  const typeId = useId();
  const [type, setType] = useState<ReportingFileType>('PORTFOLIO_EMISSIONS_PROVIDED');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ReportingView['files'][number] | null>(null);

  const add = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    setUploading(true);
    try {
      const uploadUuid = await uploadFile('DOCUMENT', file, { token: browserTokenStore.read() });
      await update.mutateAsync({ reportingUuid: reporting.uuid, expectedVersion: reporting.version, change: { action: 'addFile', uploadUuid, type } });
      toaster.create({ type: 'success', title: t('portfolioStaff.files.added') });
    } catch (error) {
      setProblem(failureText(error instanceof Error ? error : new Error(String(error))));
    } finally {
      setUploading(false);
    }
  };
  const download = async (fileUuid: string) => {
    setProblem(null);
    try {
      saveFile(await callProcedure('file.download', { uuid: fileUuid }, { token: browserTokenStore.read() }));
    } catch (error) {
      setProblem(failureText(error instanceof Error ? error : new Error(String(error))));
    }
  };
  const remove = (fileUuid: string) =>
    update.mutate(
      { reportingUuid: reporting.uuid, expectedVersion: reporting.version, change: { action: 'removeFile', fileUuid } },
      {
        onSuccess: () => {
          setRemoving(null);
          toaster.create({ type: 'success', title: t('portfolioStaff.files.removed') });
        },
      },
    );

  return (
    <CardSection title={t('portfolioStaff.files.title')}>
      <Stack gap={4}>
        {reporting.files.length === 0 ? (
          <Text color="fg.muted">{t('portfolioStaff.files.empty')}</Text>
        ) : (
          <ScrollTable label={t('portfolioStaff.files.title')}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('portfolioStaff.files.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('portfolioStaff.files.type')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <VisuallyHidden>{t('portfolioStaff.files.actions')}</VisuallyHidden>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {reporting.files.map((file) => (
                  <Table.Row key={file.uuid}>
                    <Table.Cell wordBreak="break-word">{file.name}</Table.Cell>
                    <Table.Cell>{t(fileTypeLabels[file.type])}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack gap={1} justify="flex-end">
                        <Button size="xs" variant="ghost" onClick={() => void download(file.uuid)}>
                          {t('portfolioStaff.files.download')}
                          <VisuallyHidden> {file.name}</VisuallyHidden>
                        </Button>
                        {canChange ? (
                          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(file)}>
                            {t('portfolioStaff.files.remove')}
                            <VisuallyHidden> {file.name}</VisuallyHidden>
                          </Button>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollTable>
        )}
        {canChange ? (
          <Stack gap={3} maxW="lg">
            <Stack gap={1}>
              <chakra.label htmlFor={typeId} textStyle="sm" fontWeight="medium">
                {t('portfolioStaff.files.newType')}
              </chakra.label>
              <NativeSelect.Root size="sm" disabled={uploading}>
                <NativeSelect.Field id={typeId} value={type} onChange={(event) => setType(ReportingFileType.parse(event.currentTarget.value))}>
                  {ReportingFileType.options.map((value) => (
                    <option key={value} value={value}>
                      {t(fileTypeLabels[value])}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Stack>
            <FileDrop label={t('portfolioStaff.files.choose')} rule={documentRule} file={null} disabled={uploading} onFileChange={(file) => void add(file)} />
            {uploading ? (
              <Text textStyle="sm" color="fg.muted" role="status">
                {t('portfolioStaff.files.uploading')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {problem ? <ErrorBox message={problem} /> : null}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t('portfolioStaff.files.removeTitle')}
        body={t('portfolioStaff.files.removeBody', { name: removing?.name ?? '' })}
        cancelLabel={t('portfolioStaff.confirm.cancel')}
        confirmLabel={t('portfolioStaff.files.remove')}
        pending={update.isPending}
        error={removing ? failureText(update.error) : null}
        onCancel={() => {
          setRemoving(null);
          update.reset();
        }}
        onConfirm={() => (removing ? remove(removing.uuid) : undefined)}
      />
    </CardSection>
  );
}

/**
 * The reporting's funds with what staff set of each: its SFDR article (the PAI pages name it) and
 * where the materiality map writes its name. Each choice is saved as it is made, on the
 * reporting's version.
 */
function FundsSection({ reporting, canChange }: { reporting: ReportingView; canChange: boolean }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const collection = useQuery(queryOptionsFor('portfolioEmissions.getDataCollection', { reportingUuid: reporting.uuid }));
  const update = useReportingUpdate(reporting.uuid);
  const failure = useFailureText();
  // A change sends both of the fund's choices: the next one waits for the funds read again, or it would send the other choice as it was.
  const [refreshing, setRefreshing] = useState(false);
  const save = (fund: { uuid: string; article: FundArticle | null; materialityMapLabelPosition: LabelPosition }) =>
    update.mutate(
      { reportingUuid: reporting.uuid, expectedVersion: reporting.version, change: { action: 'fund', fundUuid: fund.uuid, article: fund.article, materialityMapLabelPosition: fund.materialityMapLabelPosition } },
      {
        onSuccess: () => {
          setRefreshing(true);
          void queryClient.invalidateQueries({ queryKey: queryOptionsFor('portfolioEmissions.getDataCollection', { reportingUuid: reporting.uuid }).queryKey }).finally(() => setRefreshing(false));
        },
      },
    );
  const funds = collection.data?.funds ?? [];
  return (
    <QuestionnaireTable
      title={t('portfolioStaff.funds.title')}
      state={collection.isPending ? 'loading' : funds.length === 0 ? 'empty' : 'ready'}
      loading={t('portfolioStaff.funds.loading')}
      empty={t('portfolioStaff.funds.empty')}
      headers={[t('portfolioStaff.funds.name'), t('portfolioStaff.funds.articleHeader'), t('portfolioStaff.funds.positionHeader')]}
      failures={[collection.isError ? failure(collection.error) : null, update.isError ? failure(update.error) : null]}
    >
                {funds.map((fund) => (
                  <Table.Row key={fund.uuid}>
                    <Table.Cell>{fund.name}</Table.Cell>
                    <Table.Cell>
                      <ChoiceSelect
                        ariaLabel={t('portfolioStaff.funds.articleOf', { fund: fund.name })}
                        value={fund.article ?? ''}
                        disabled={!canChange || update.isPending || refreshing}
                        options={[{ value: '', label: t('portfolioStaff.fundArticle.none') }, ...FundArticle.options.map((value) => ({ value, label: labelOf('fundArticle', value, language) }))]}
                        onChange={(value) => save({ ...fund, article: value === '' ? null : FundArticle.parse(value) })}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <ChoiceSelect
                        ariaLabel={t('portfolioStaff.funds.positionOf', { fund: fund.name })}
                        value={fund.materialityMapLabelPosition}
                        disabled={!canChange || update.isPending || refreshing}
                        options={LabelPosition.options.map((value) => ({ value, label: labelOf('labelPosition', value, language) }))}
                        onChange={(value) => save({ ...fund, materialityMapLabelPosition: LabelPosition.parse(value) })}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
    </QuestionnaireTable>
  );
}

/** The scores staff may give an investee instead of the automatic one (spec 3 section 7: an integer 1 to 5). */
const pcafScores = [1, 2, 3, 4, 5] as const;

/**
 * The reporting's investees with the PCAF score staff may set on each (spec 3 section 7,
 * "pcafScore (admin schema)"): "Automatic" leaves the score the reporting type implies, a number
 * replaces it in the results and their weighted averages. Saved as chosen, on the reporting's
 * version; the questionnaire and the results read again afterwards.
 */
function InvesteesSection({ reporting, canChange }: { reporting: ReportingView; canChange: boolean }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const collection = useQuery(queryOptionsFor('portfolioEmissions.getDataCollection', { reportingUuid: reporting.uuid }));
  const update = useReportingUpdate(reporting.uuid);
  const failure = useFailureText();
  // The next choice waits for the questionnaire and the results read again, so each select shows what is stored.
  const [refreshing, setRefreshing] = useState(false);
  const save = (investeeUuid: string, pcafScore: number | null) =>
    update.mutate(
      { reportingUuid: reporting.uuid, expectedVersion: reporting.version, change: { action: 'investeePcafScore', investeeUuid, pcafScore } },
      {
        onSuccess: () => {
          setRefreshing(true);
          void applyInvalidations(queryClient, ['portfolioEmissions.getDataCollection', 'portfolioEmissions.get']).finally(() => setRefreshing(false));
        },
      },
    );
  // By name, so staff find a company in a list of tens.
  const investees = [...(collection.data?.investees ?? [])].sort((a, b) => a.name.localeCompare(b.name, language));
  return (
    <QuestionnaireTable
      title={t('portfolioStaff.investees.title')}
      note={t('portfolioStaff.investees.explanation')}
      state={collection.isPending ? 'loading' : investees.length === 0 ? 'empty' : 'ready'}
      loading={t('portfolioStaff.investees.loading')}
      empty={t('portfolioStaff.investees.empty')}
      headers={[t('portfolioStaff.investees.name'), t('portfolioStaff.investees.typeHeader'), t('portfolioStaff.investees.scoreHeader')]}
      failures={[collection.isError ? failure(collection.error) : null, update.isError ? failure(update.error) : null]}
    >
                {investees.map((investee) => (
                  <Table.Row key={investee.uuid}>
                    <Table.Cell wordBreak="break-word">{investee.name}</Table.Cell>
                    <Table.Cell>{investee.reportType === null ? t('portfolioStaff.investees.noType') : labelOf('portfolioReportType', investee.reportType, language)}</Table.Cell>
                    <Table.Cell>
                      <ChoiceSelect
                        ariaLabel={t('portfolioStaff.investees.scoreOf', { investee: investee.name })}
                        value={investee.pcafScore === null ? '' : String(investee.pcafScore)}
                        disabled={!canChange || update.isPending || refreshing}
                        minW="44"
                        options={[
                          {
                            value: '',
                            label:
                              investee.reportType === null
                                ? t('portfolioStaff.investees.automatic')
                                : t('portfolioStaff.investees.automaticScore', { score: pcafScoreByReportType[investee.reportType] }),
                          },
                          ...pcafScores.map((score) => ({ value: String(score), label: String(score) })),
                        ]}
                        onChange={(value) => save(investee.uuid, value === '' ? null : Number(value))}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
    </QuestionnaireTable>
  );
}

interface QuestionnaireTableProps {
  title: string;
  /** A line under the title, saying what the section sets. */
  note?: string;
  state: 'loading' | 'empty' | 'ready';
  loading: string;
  empty: string;
  headers: readonly string[];
  /** The read's and the last save's failures, each said under the table when there is one. */
  failures: readonly (string | null)[];
  /** The table's rows. */
  children: ReactNode;
}

/** A section listing what the client's questionnaire holds (its funds, its investees) with what staff set on each. */
function QuestionnaireTable({ title, note, state, loading, empty, headers, failures, children }: QuestionnaireTableProps) {
  return (
    <CardSection title={title}>
      <Stack gap={4}>
        {note === undefined ? null : (
          <Text textStyle="sm" color="fg.muted">
            {note}
          </Text>
        )}
        {state === 'loading' ? (
          <Text role="status" color="fg.muted">
            {loading}
          </Text>
        ) : state === 'empty' ? (
          <Text>{empty}</Text>
        ) : (
          <ScrollTable>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {headers.map((header) => (
                    <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>{children}</Table.Body>
            </Table.Root>
          </ScrollTable>
        )}
        {failures.map((failure, index) => (failure === null ? null : <ErrorBox key={index} message={failure} />))}
      </Stack>
    </CardSection>
  );
}
