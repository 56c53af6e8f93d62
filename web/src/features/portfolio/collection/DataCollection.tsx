import { Alert, Box, Field, Heading, HStack, Link, List, Spinner, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import type { CollectDataInput, DataCollectionView, FundView, InvesteeFieldChange, InvesteeView } from '@cairn/shared/contract/portfolio';
import { textBounds } from '@cairn/shared/constants';
import type { FieldIssue } from '@cairn/shared/errors';
import { labelOf } from '@cairn/shared/labels';
import { typeChangeLoss, visibleColumns, type ColumnContext, type TypeField } from '@cairn/shared/portfolio/columns';
import { naceWarning as isHoldingCode } from '@cairn/shared/portfolio/validation';
import type { PortfolioReportType } from '@cairn/shared/portfolio/model';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { queryOptionsFor } from '../../../api/client.ts';
import { saveFile, uploadFile } from '../../../api/files.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { browserTokenStore } from '../../../auth/browserAuth.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { localizeMessage } from '../../../i18n/serverMessages.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ArrowLeftIcon } from '../../../ui/icons.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { AddAssetDialog, AddFundDialog, ImportDialog, ValidateDialog } from './dialogs.tsx';
import { atLineLimit, commentToStore, isEditable, issuePlace, issueStands, linesByFund, shouldSave, type FundLine } from './collectionModel.ts';
import { FundSection, type CollectionTab, type FundActions } from './FundSection.tsx';
import { useCollection, type CollectionWrite } from './useCollection.ts';

export interface DataCollectionProps {
  reportingUuid: string;
  tab: CollectionTab;
  onTabChange: (tab: CollectionTab) => void;
  /** Staff's preview (the admin route): everything read-only, whatever the collection's state. */
  preview: boolean;
}

/** What the column rules read of an investee beyond its type: its asset type, as typed for it or for its non-validated asset. */

const collect = (input: CollectDataInput): CollectionWrite => ({ procedure: 'portfolioEmissions.collectData', input });

/**
 * The portfolio-emissions questionnaire (spec 3 section 2.1, "Data-collection questionnaire"):
 * the client gives each fund's assets, their financial data and their activity data, field by
 * field (each saved when left), then submits the whole for validation in a name. Staff see it
 * read-only (`preview`), and so does everyone once the collection is validated or while it is
 * not open.
 */
export function DataCollection({ reportingUuid, tab, onTabChange, preview }: DataCollectionProps) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const { view, write, saving, reload } = useCollection(reportingUuid);
  const { reporting } = view;
  const editable = isEditable(reporting, preview);
  const lines = useMemo(() => linesByFund(view), [view]);
  // An extrapolation of an asset with a base-year report reads its base year and scopes from it: no cells for the scopes.
  const baseYearReports = useMemo(() => new Map(view.baseYearReports.map((report) => [report.assetUuid, report])), [view.baseYearReports]);
  const columnContext = useMemo(
    (): ColumnContext => ({
      assetTypeOf: (investee) => investee.assetType ?? investee.nonValidatedAsset?.type ?? null,
      hasBaseYearReport: (investee) => investee.assetUuid !== null && baseYearReports.has(investee.assetUuid),
    }),
    [baseYearReports],
  );
  const columns = useMemo(() => visibleColumns(view.investees, columnContext), [view.investees, columnContext]);
  const showBaseYearRevenue = useMemo(() => view.investees.some((investee) => investee.reportType === 'REVENUE_EXTRAPOLATION'), [view.investees]);
  const naces = useQuery({ ...queryOptionsFor('naces.list', {}), enabled: editable && columns.includes('nace') });
  const naceCodes = useMemo(() => (naces.data ? new Set(naces.data.map((item) => item.naceCode)) : null), [naces.data]);

  const [typeChange, setTypeChange] = useState<{ investee: InvesteeView; next: PortfolioReportType | null; loss: TypeField[] } | null>(null);
  const [deleting, setDeleting] = useState<{ line: FundLine; fund: FundView } | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const [addingTo, setAddingTo] = useState<FundView | null>(null);
  /** The last validation's refusal: its issues (listed while they stand), or its message when it named none. */
  const [refusal, setRefusal] = useState<{ issues: FieldIssue[]; message: string } | null>(null);

  const investeeOf = (current: DataCollectionView, uuid: string) => current.investees.find((investee) => investee.uuid === uuid);

  const actions: FundActions = {
    saveInvestee: async (investeeUuid, field, value) => {
      const result = await write((current) => {
        const investee = investeeOf(current, investeeUuid);
        // The cell that typed the value is the field's own (a number, a code, an option): the pair holds.
        return investee ? collect({ field, reportingUuid, investeeUuid, value, expectedVersion: investee.version } as InvesteeFieldChange) : null;
      });
      return result.ok;
    },
    saveOutstandingAmount: async (investmentUuid, value) => {
      const result = await write((current) => {
        const investment = current.investments.find((candidate) => candidate.uuid === investmentUuid);
        return investment ? collect({ field: 'outstandingAmount', reportingUuid, investmentUuid, value, expectedVersion: investment.version }) : null;
      });
      return result.ok;
    },
    chooseType: (investee, next) => {
      const loss = typeChangeLoss(investee, next);
      if (loss.length > 0) setTypeChange({ investee, next, loss });
      else void saveType(investee.uuid, next);
    },
    deleteLine: (line, fund) => setDeleting({ line, fund }),
    addFile: async (investeeUuid, file) => {
      let uploadUuid: string;
      try {
        uploadUuid = await uploadFile('DOCUMENT', file, { token: browserTokenStore.read() });
      } catch (error) {
        toaster.create({ type: 'error', title: t('portfolioCollection.page.saveFailed'), description: error instanceof Error ? errorMessageOf(error, t) : undefined });
        return false;
      }
      const result = await write((current) => {
        const investee = investeeOf(current, investeeUuid);
        return investee ? collect({ field: 'file', reportingUuid, investeeUuid, file: { action: 'CREATE', uploadUuid }, expectedVersion: investee.version }) : null;
      });
      return result.ok;
    },
    deleteFile: (investeeUuid, fileUuid) =>
      void write((current) => {
        const investee = investeeOf(current, investeeUuid);
        return investee ? collect({ field: 'file', reportingUuid, investeeUuid, file: { action: 'DELETE', fileUuid }, expectedVersion: investee.version }) : null;
      }),
    downloadFile: (file) =>
      void queryClient
        .fetchQuery(queryOptionsFor('file.download', { uuid: file.uuid }))
        .then((link) => saveFile(link))
        .catch((error: unknown) => toaster.create({ type: 'error', title: error instanceof Error ? errorMessageOf(error, t) : t('portfolioCollection.page.saveFailed') })),
    renameFund: async (fundUuid, name) => {
      const result = await write((current) => {
        const fund = current.funds.find((candidate) => candidate.uuid === fundUuid);
        return fund ? collect({ field: 'fundName', reportingUuid, fundUuid, newName: name, expectedVersion: fund.version }) : null;
      });
      return result.ok;
    },
    addAsset: (fund) => setAddingTo(fund),
  };

  async function saveType(investeeUuid: string, next: PortfolioReportType | null) {
    const result = await write((current) => {
      const investee = investeeOf(current, investeeUuid);
      return investee ? collect({ field: 'reportingType', reportingUuid, investeeUuid, portfolioEmissionsReportType: next, expectedVersion: investee.version }) : null;
    });
    return result.ok;
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeletePending(true);
    const result = await write(() => ({ procedure: 'portfolioEmissions.deleteInvestment', input: { reportingUuid, investmentUuid: deleting.line.investment.uuid } }));
    setDeletePending(false);
    if (result.ok || result.error === null) setDeleting(null);
  };

  // A NAF letter is upper-cased, as the list stores it (and the validation reads it).
  const checkNace = (code: string) => (naceCodes && !naceCodes.has(code.toUpperCase()) ? t('portfolioCollection.cell.invalidNace') : null);
  const naceWarning = (code: string | null) => (isHoldingCode(code) ? t('portfolioCollection.cell.holdingWarning') : null);
  const addDisabledReason = atLineLimit(view) ? t('portfolioCollection.asset.maxLines') : null;

  const validated = reporting.validationDate !== null && reporting.validationAuthor !== null;
  const day = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
  const typeName = (type: PortfolioReportType | null) => (type ? labelOf('portfolioReportType', type, language) : t('portfolioCollection.type.noType'));

  /** Says where a validation problem is: the asset it names and the column, when the path has them. */
  const describeIssue = (issue: FieldIssue): string => {
    const place = issuePlace(issue.path, view);
    const problem = localizeMessage(t, issue);
    // A reporting without any line is refused as a whole: its issue names the lines only.
    if (!place) return issue.path.length === 1 && issue.path[0] === 'investments' ? t('portfolioCollection.validation.noLine') : problem;
    return t('portfolioCollection.validation.issueOf', { asset: place.asset, field: place.column ? t(`portfolioCollection.column.${place.column}`) : '', problem });
  };
  /** The last refusal's problems still standing, the list shrinking as the client fills the questionnaire in. */
  const openIssues = refusal === null ? [] : refusal.issues.length === 0 ? [refusal.message] : refusal.issues.filter((issue) => issueStands(issue, view)).map(describeIssue);

  return (
    <Stack gap={6} p={{ base: 4, md: 6 }}>
      <Stack gap={2}>
        {preview ? null : (
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <RouterLink to="/portfolio-emissions">
              <ArrowLeftIcon boxSize="4" />
              {t('portfolioCollection.page.back')}
            </RouterLink>
          </Link>
        )}
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {t('portfolioCollection.page.title', { year: reporting.year })}
        </Heading>
        <Text color="fg.muted">{t('portfolioCollection.page.subtitle', { name: reporting.moduleName || reporting.assetName })}</Text>
        <Text whiteSpace="pre-line">{reporting.explanationLabel ?? t('portfolioCollection.page.explanation')}</Text>
        <Text textStyle="sm" fontWeight="medium">
          {t('portfolioCollection.page.boundaries', { name: reporting.assetName })}
        </Text>
      </Stack>

      {validated ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('portfolioCollection.page.validated', { date: day(reporting.validationDate!), author: reporting.validationAuthor! })}</Alert.Title>
            {preview ? null : <Alert.Description>{t('portfolioCollection.page.validatedNext')}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      ) : preview ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('portfolioCollection.page.preview')}</Alert.Title>
        </Alert.Root>
      ) : !reporting.dataCollectionOpened ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('portfolioCollection.page.notOpen')}</Alert.Title>
        </Alert.Root>
      ) : null}

      {editable ? (
        <HStack gap={2} wrap="wrap" justify="space-between">
          <HStack gap={2} wrap="wrap">
            <AddFundDialog reportingUuid={reportingUuid} write={write} />
            <ImportDialog reportingUuid={reportingUuid} onImported={reload} />
            <HStack role="status" gap={2} textStyle="sm" color="fg.muted">
              {saving ? (
                <>
                  <Spinner size="sm" colorPalette="teal" />
                  {t('portfolioCollection.page.saving')}
                </>
              ) : null}
            </HStack>
          </HStack>
          <ValidateDialog
            onValidate={async (author) => {
              setRefusal(null);
              const result = await write(() => ({ procedure: 'portfolioEmissions.validateDataCollection', input: { reportingUuid, validationAuthor: author } }), { quiet: true });
              if (!result.ok && result.error) setRefusal({ issues: result.error.issues, message: errorMessageOf(result.error, t) });
              return result.ok;
            }}
          />
        </HStack>
      ) : null}

      {openIssues.length > 0 ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('portfolioCollection.validation.issues')}</Alert.Title>
            <Alert.Description>
              <List.Root ps={5} maxH="48" overflowY="auto">
                {openIssues.map((issue, index) => (
                  <List.Item key={index}>{issue}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <Tabs.Root value={tab} onValueChange={(details) => onTabChange(details.value === 'activity-data' ? 'activity-data' : 'financial-data')} colorPalette="teal" variant="line">
        <Tabs.List aria-label={t('portfolioCollection.page.tabs')}>
          <Tabs.Trigger value="financial-data">{t('portfolioCollection.page.financialTab')}</Tabs.Trigger>
          <Tabs.Trigger value="activity-data">{t('portfolioCollection.page.activityTab')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={tab}>
          <Stack gap={8} pt={4}>
            {view.funds.length === 0 ? <Text color="fg.muted">{t('portfolioCollection.page.empty')}</Text> : null}
            {view.funds.map((fund) => (
              <FundSection
                key={fund.uuid}
                fund={fund}
                lines={lines.get(fund.uuid) ?? []}
                tab={tab}
                columns={columns}
                context={columnContext}
                showBaseYearRevenue={showBaseYearRevenue}
                paiFields={view.paiFields}
                allowedReportTypes={reporting.allowedReportTypes}
                editable={editable}
                addDisabledReason={addDisabledReason}
                checkNace={checkNace}
                naceWarning={naceWarning}
                sectorIntensityTPerM={view.sectorIntensityTPerM}
                baseYearReports={baseYearReports}
                actions={actions}
              />
            ))}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>

      <Comment value={reporting.clientComment} editable={editable} onSave={(comment) => write(() => collect({ field: 'comment', reportingUuid, comment })).then((result) => result.ok)} />

      <ConfirmDialog
        open={typeChange !== null}
        title={t('portfolioCollection.type.changeTitle')}
        body={
          typeChange ? (
            <Stack gap={2} as="span">
              <span>{t('portfolioCollection.type.changeBody', { asset: typeChange.investee.name, from: typeName(typeChange.investee.reportType), to: typeName(typeChange.next) })}</span>
              <List.Root as="ul" ps={5}>
                {typeChange.loss.map((loss) => (
                  <List.Item key={loss}>{t(`portfolioCollection.loss.${loss}`)}</List.Item>
                ))}
              </List.Root>
            </Stack>
          ) : null
        }
        cancelLabel={t('portfolioCollection.line.cancel')}
        confirmLabel={t('portfolioCollection.type.confirm')}
        onCancel={() => setTypeChange(null)}
        onConfirm={() => {
          if (!typeChange) return;
          setTypeChange(null);
          void saveType(typeChange.investee.uuid, typeChange.next);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('portfolioCollection.line.deleteTitle')}
        body={deleting ? t('portfolioCollection.line.deleteBody', { asset: deleting.line.investee.name, fund: deleting.fund.name }) : null}
        cancelLabel={t('portfolioCollection.line.cancel')}
        confirmLabel={t('portfolioCollection.line.deleteConfirm')}
        pending={deletePending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      {addingTo ? <AddAssetDialog fund={addingTo} view={view} reportingUuid={reportingUuid} write={write} onClose={() => setAddingTo(null)} /> : null}
    </Stack>
  );
}

/** The client's comment: saved when left if it changed, trimmed, an empty one stored as nothing. */
function Comment({ value, editable, onSave }: { value: string | null; editable: boolean; onSave: (comment: string | null) => Promise<boolean> }) {
  const { t } = useI18n();
  const [typing, setTyping] = useState<string | null>(null);
  const hintId = useId();
  if (!editable && value === null) return null;
  return (
    <Box maxW="3xl">
      <Field.Root>
        <Field.Label>{t('portfolioCollection.comment.label')}</Field.Label>
        {editable ? (
          <>
            <Textarea
              aria-describedby={hintId}
              value={typing ?? value ?? ''}
              rows={4}
              maxLength={textBounds.text}
              onChange={(event) => setTyping(event.target.value)}
              onBlur={() => {
                if (typing === null) return;
                const comment = commentToStore(typing);
                if (!shouldSave(value, comment)) {
                  setTyping(null);
                  return;
                }
                void onSave(comment).then(() => setTyping(null));
              }}
            />
            <Field.HelperText id={hintId}>{t('portfolioCollection.comment.hint')}</Field.HelperText>
          </>
        ) : (
          <Text whiteSpace="pre-line">{value}</Text>
        )}
      </Field.Root>
    </Box>
  );
}

