import { Input, Stack, Text } from '@chakra-ui/react';
import { canHideYear, languageSupports, offersMarketBased, type LanguageSupport, type ProjectMethodology } from '@cairn/shared/projects/creation';
import { isFootprintProject, staffProjectTypes, type StaffProjectType } from '@cairn/shared/projects/types';
import type { AssignableUser } from '@cairn/shared/projects/project';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../ui/form/FormDialog.tsx';
import { useFieldContext } from '../../ui/form/formKit.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';
import { useDebounced } from '../../ui/useDebounced.ts';
import { AssigneeList } from './AssigneeList.tsx';
import { FootprintFields, footprintFieldNames, MethodologiesField, type FootprintValues } from './FootprintFields.tsx';

interface CreateValues extends FootprintValues {
  type: string;
  assetUuid: string;
  moduleName: string;
  /** In order: the first is the main assignee. */
  assignedTo: string[];
  deadline: string;
  year: string;
}

const emptyValues: CreateValues = {
  type: 'CARBON_FOOTPRINT',
  assetUuid: '',
  moduleName: '',
  assignedTo: [],
  deadline: '',
  year: '',
  startDate: '',
  endDate: '',
  hideYear: false,
  languageSupport: 'EN',
  methodologies: ['GHG'],
  marketBased: false,
};

const yearTypes: readonly string[] = ['FINANCIAL_INSTITUTION_REPORTING', 'AUDIT', 'LIGHT_REVIEW'];

/** Opens a project for a client (spec 2 "Project dialog", creation fields and section 5 rules); the client's module comes with it. */
export function ProjectCreateDialog({ open, dealUuid, onClose, onCreated }: { open: boolean; dealUuid: string | null; onClose: () => void; onCreated: (uuid: string) => void }) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ mdDown: 'full', md: 'lg' }}>
      {open ? <CreateForm dealUuid={dealUuid} onClose={onClose} onCreated={onCreated} /> : null}
    </FormDialog>
  );
}

function CreateForm({ dealUuid, onClose, onCreated }: { dealUuid: string | null; onClose: () => void; onCreated: (uuid: string) => void }) {
  const { t } = useI18n();
  const staff = useQuery(queryOptionsFor('project.assignableUsers', {}));
  const [assetSearch, setAssetSearch] = useState('');
  const searched = useDebounced(assetSearch);
  const assets = useQuery(queryOptionsFor('asset.list', { search: searched || undefined, limit: 50 }));
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: 'project.create',
    defaultValues: emptyValues,
    toInput: (values) => {
      const footprint = isFootprintProject(values.type);
      return {
        type: values.type as StaffProjectType,
        assetUuid: values.assetUuid,
        moduleName: values.moduleName,
        assignedTo: values.assignedTo,
        deadline: values.deadline || null,
        year: yearTypes.includes(values.type) ? values.year : null,
        hubspotDealUuid: dealUuid,
        ...(footprint
          ? {
              startDate: values.startDate || null,
              endDate: values.endDate || null,
              hideYear: values.hideYear && canHideYear(values.moduleName),
              languageSupport: values.languageSupport as LanguageSupport,
              methodologies: values.methodologies as ProjectMethodology[],
              electricityReporting: values.marketBased && offersMarketBased(values.methodologies as ProjectMethodology[]) ? 'LOCATION_AND_MARKET' : 'LOCATION',
            }
          : { methodologies: values.type === 'AUDIT' ? (values.methodologies as ProjectMethodology[]) : [] }),
      };
    },
    onSaved: (project) => {
      toaster.create({ type: 'success', title: t('projects.create.created') });
      onCreated(project.uuid);
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  const assetOptions = (assets.data?.items ?? []).map((asset) => ({ value: asset.uuid, label: asset.name }));

  return (
    <form.AppForm>
      <DialogForm
        title={t('projects.create.title')}
        closeLabel={t('projects.panel.close')}
        cancelLabel={t('projects.panel.cancel')}
        saveLabel={t('projects.create.submit')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <form.ErrorSummary conflict={t('projects.create.conflict')} />
          <form.AppField name="type">
            {(field) => <field.SelectField label={t('projects.field.type')} required options={staffProjectTypes.map((type) => ({ value: type, label: t(`projects.type.${type}`) }))} />}
          </form.AppField>
          <Stack gap={2}>
            <Text as="label" textStyle="sm" fontWeight="medium" display="block">
              {t('projects.field.assetSearch')}
              <Input size="sm" mt={1} type="search" value={assetSearch} onChange={(event) => setAssetSearch(event.currentTarget.value)} />
            </Text>
            <form.AppField name="assetUuid">
              {(field) => <field.SelectField label={t('projects.field.asset')} required placeholder={t('projects.field.assetChoose')} options={assetOptions} />}
            </form.AppField>
            {assets.isSuccess && assetOptions.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                {t('projects.create.noAssets')}
              </Text>
            ) : null}
          </Stack>
          <form.AppField name="moduleName">{(field) => <field.TextField label={t('projects.field.moduleName')} helper={t('projects.field.moduleNameHelp')} maxLength={200} />}</form.AppField>
          <form.AppField name="assignedTo">
            {(field) => (
              <field.GroupShell label={t('projects.field.assignees')}>
                <AssigneesInput staff={staff.data ?? []} />
              </field.GroupShell>
            )}
          </form.AppField>
          <form.AppField name="deadline">{(field) => <field.TextField label={t('projects.field.deadline')} type="date" />}</form.AppField>
          <form.Subscribe selector={(state) => state.values}>
            {(values) => (
              <Stack gap={4}>
                {yearTypes.includes(values.type) ? (
                  <form.AppField name="year">{(field) => <field.TextField label={t('projects.field.year')} inputMode="numeric" maxLength={4} required />}</form.AppField>
                ) : null}
                {isFootprintProject(values.type) ? (
                  <FootprintFields form={form} fields={footprintFieldNames} moduleName={values.moduleName} languages={languageSupports} />
                ) : null}
                {values.type === 'AUDIT' ? (
                  <form.AppField name="methodologies">{() => <MethodologiesField />}</form.AppField>
                ) : null}
              </Stack>
            )}
          </form.Subscribe>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}

/** The team chosen with the project, bound to the form's ordered list of people. */
function AssigneesInput({ staff }: { staff: readonly AssignableUser[] }) {
  const field = useFieldContext<string[]>();
  const value = useStore(field.store, (state) => state.value);
  return <AssigneeList value={value} staff={staff} onChange={(next) => field.handleChange(next)} />;
}
