import type { AssetExternalReport, AssetPage } from '@cairn/shared/assets/schemas';
import { files as fileLimits } from '@cairn/shared/constants';
import { formatEmissions } from '@cairn/shared/format';
import { labelsOf } from '@cairn/shared/labels';
import { Button, Card, HStack, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { callProcedure } from '../../api/client.ts';
import { uploadFile } from '../../api/files.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { externalReportFigures } from '../../features/externalReport/externalReportModel.ts';
import { ModuleStatusBadge } from '../../features/modules/ModuleStatusBadge.tsx';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useCanCall } from '../../auth/useCanCall.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { FileDrop } from '../../ui/fileDrop/FileDrop.tsx';
import type { FileRule } from '../../ui/fileDrop/fileChecks.ts';
import { useDiscardGuard } from '../../ui/form/useDiscardGuard.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { externalReportInputOf, externalReportValuesOf } from './externalReportForm.ts';
import { TextAreaField } from './formFields.tsx';

const route = getRouteApi('/app/staff/assets/$uuid/$');

/** The provider's document: a PDF, within the general upload limit. */
const pdfRule: FileRule = { kinds: ['application/pdf'], maxBytes: fileLimits.defaultMaxBytes };
const standards = ['GHG_PROTOCOL', 'BEGES', 'ISO_14064', 'OTHER'] as const;

/**
 * The External reports tab (spec 2: `tab=EXTERNAL&editReport={uuid}`): each external
 * carbon-footprint module with its report as the provider gave it, and the staff form that
 * records it, with the provider's PDF, in a side panel whose module is in the address.
 */
export function AssetExternalReportsTab({ asset, editReport }: { asset: AssetPage; editReport: string | null }) {
  const { t, language } = useI18n();
  const navigate = route.useNavigate();
  const canSave = useCanCall('externalReport.save');
  const open = (moduleUuid: string | null) => void navigate({ search: (current) => ({ ...current, tab: 'EXTERNAL', editReport: moduleUuid ?? undefined }) });
  const editing = editReport === null ? null : (asset.externalReports.find((entry) => entry.moduleUuid === editReport) ?? null);

  if (asset.externalReports.length === 0) {
    return (
      <Card.Root mt={4}>
        <Card.Body>
          <Text color="fg.muted">{t('assets.external.empty')}</Text>
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Stack gap={4} mt={4}>
      {editReport !== null && editing === null ? <ErrorBox message={t('assets.external.notFound')} /> : null}
      <ScrollTable label={t('assets.tabs.external')}>
        <Table.Root size="sm" minW="2xl">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>{t('assets.external.colModule')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('assets.external.colProvider')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('assets.external.colTotal')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('assets.external.colStatus')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>{t('assets.external.colActions')}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {asset.externalReports.map((entry) => (
              <Table.Row key={entry.moduleUuid}>
                <Table.Cell>
                  <Text fontWeight="medium">{entry.moduleName}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {entry.year ?? '—'}
                  </Text>
                </Table.Cell>
                <Table.Cell>{entry.report ? entry.report.provider : <Text as="span" color="fg.muted">{t('assets.external.notRecorded')}</Text>}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {entry.report ? formatEmissions(externalReportFigures(entry.report).totalKgCo2e, language).text : '—'}
                </Table.Cell>
                <Table.Cell>
                  <ModuleStatusBadge status={entry.status} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {canSave ? (
                    <Button size="xs" variant="outline" colorPalette="teal" onClick={() => open(entry.moduleUuid)}>
                      {entry.report ? t('assets.external.edit') : t('assets.external.record')}
                      <VisuallyHidden>{t('assets.external.whose', { module: entry.moduleName })}</VisuallyHidden>
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollTable>
      {editing && canSave ? <ExternalReportPanel key={`${editing.moduleUuid}:${editing.report?.version ?? 0}`} asset={asset} entry={editing} onClose={() => open(null)} /> : null}
    </Stack>
  );
}

function ExternalReportPanel({ asset, entry, onClose }: { asset: AssetPage; entry: AssetExternalReport; onClose: () => void }) {
  const { t, language } = useI18n();
  const formId = `external-report-${entry.moduleUuid}`;
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: 'externalReport.save',
    defaultValues: externalReportValuesOf(entry),
    toInput: (values) => externalReportInputOf(values, entry.moduleUuid, entry.report?.version ?? null),
    onSaved: () => {
      toaster.create({ type: 'success', title: t('assets.external.saved') });
      setLeaving(true);
    },
  });
  // The panel closes by leaving its address (editReport), which the form's guard would stop
  // while the form holds changes: it leaves once they are saved, or put back when discarded.
  const [leaving, setLeaving] = useState(false);
  const { requestClose, dialog } = useDiscardGuard(dirty, () => {
    form.reset();
    setLeaving(true);
  });
  const left = useRef(false);
  useEffect(() => {
    if (!leaving || dirty || left.current) return;
    left.current = true;
    onClose();
  }, [leaving, dirty, onClose]);
  const reporting = useStore(form.store, (state) => state.values.electricityReporting);
  const document = useStore(form.store, (state) => state.values.file);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);

  // The document is stored under the asset as soon as it is chosen; saving then names it.
  const upload = async (file: File | null) => {
    setChosen(file);
    setUploadError(null);
    if (!file) return;
    setUploading(true);
    try {
      const token = browserTokenStore.read();
      const uploadUuid = await uploadFile('DOCUMENT', file, { token });
      const stored = await callProcedure('file.register', { uploadUuid, assetUuid: asset.uuid }, { token });
      form.setFieldValue('file', { uuid: stored.uuid, name: stored.name });
    } catch (error) {
      setUploadError(errorMessageOf(error instanceof Error ? error : new Error(String(error)), t));
      setChosen(null);
    } finally {
      setUploading(false);
    }
  };

  const tonnesHelp = t('assets.external.tonnesHelp');
  return (
    <SidePanel
      open
      onClose={() => (saving || uploading ? undefined : requestClose())}
      title={entry.report ? t('assets.external.editTitle') : t('assets.external.recordTitle')}
      subtitle={
        <Text textStyle="sm" color="fg.muted">
          {entry.moduleName}
        </Text>
      }
      closeLabel={t('assets.form.close')}
      width="action"
      footer={
        <HStack gap={2}>
          <Button variant="outline" onClick={requestClose} disabled={saving}>
            {t('assets.form.cancel')}
          </Button>
          <Button type="submit" form={formId} colorPalette="teal" loading={saving} disabled={uploading}>
            {t('assets.form.save')}
          </Button>
        </HStack>
      }
    >
      <form.AppForm>
        <form id={formId} ref={formRef} noValidate onSubmit={onSubmit}>
          <Stack gap={4}>
            <form.ErrorSummary conflict={t('assets.external.conflict')} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name="name">{(field) => <field.TextField label={t('assets.external.name')} required />}</form.AppField>
              <form.AppField name="year">{(field) => <field.TextField label={t('assets.external.year')} required inputMode="numeric" />}</form.AppField>
              <form.AppField name="provider">{(field) => <field.TextField label={t('assets.external.provider')} required />}</form.AppField>
              <form.AppField name="standard">
                {(field) => <field.SelectField label={t('assets.external.standard')} options={standards.map((value) => ({ value, label: t(`externalReport.standard.${value}`) }))} />}
              </form.AppField>
              <form.AppField name="electricityReporting">
                {(field) => <field.SelectField label={t('assets.external.electricityReporting')} options={labelsOf('electricityReporting', language)} />}
              </form.AppField>
              <form.AppField name="scope1">{(field) => <field.TextField label={t('assets.external.scope1')} helper={tonnesHelp} required inputMode="decimal" />}</form.AppField>
              {reporting !== 'MARKET' ? (
                <form.AppField name="scope2Location">
                  {(field) => <field.TextField label={t('assets.external.scope2Location')} helper={tonnesHelp} required inputMode="decimal" />}
                </form.AppField>
              ) : null}
              {reporting !== 'LOCATION' ? (
                <form.AppField name="scope2Market">
                  {(field) => <field.TextField label={t('assets.external.scope2Market')} helper={tonnesHelp} required inputMode="decimal" />}
                </form.AppField>
              ) : null}
              <form.AppField name="scope3">
                {(field) => <field.TextField label={t('assets.external.scope3')} helper={t('assets.external.scope3Help')} inputMode="decimal" />}
              </form.AppField>
              <form.AppField name="employeeNumber">{(field) => <field.TextField label={t('assets.external.employeeNumber')} inputMode="numeric" />}</form.AppField>
              <form.AppField name="turnover">{(field) => <field.TextField label={t('assets.external.turnover')} inputMode="decimal" />}</form.AppField>
              <form.AppField name="currency">
                {(field) => <field.SelectField label={t('assets.external.currency')} placeholder={t('assets.external.noCurrency')} options={labelsOf('currency', language)} />}
              </form.AppField>
            </SimpleGrid>
            <form.AppField name="disclaimer">{() => <TextAreaField label={t('assets.external.disclaimer')} helper={t('assets.external.disclaimerHelp')} />}</form.AppField>
            <Stack gap={2}>
              <Text fontWeight="medium" textStyle="sm">
                {t('assets.external.document')}
              </Text>
              {document ? (
                <HStack gap={2} justify="space-between" borderWidth="1px" rounded="md" px={3} py={2}>
                  <Text textStyle="sm" truncate>
                    {document.name}
                  </Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => {
                      form.setFieldValue('file', null);
                      setChosen(null);
                    }}
                  >
                    {t('assets.external.removeDocument')}
                    <VisuallyHidden> {document.name}</VisuallyHidden>
                  </Button>
                </HStack>
              ) : (
                <FileDrop label={t('assets.external.chooseDocument')} rule={pdfRule} file={chosen} disabled={uploading} onFileChange={(file) => void upload(file)} />
              )}
              {uploading ? (
                <Text textStyle="sm" color="fg.muted" role="status">
                  {t('assets.external.uploading')}
                </Text>
              ) : null}
              {uploadError ? <ErrorBox message={uploadError} /> : null}
            </Stack>
          </Stack>
        </form>
      </form.AppForm>
      {dialog}
    </SidePanel>
  );
}
