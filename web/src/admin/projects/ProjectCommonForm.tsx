import { Button, HStack, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { labelOf } from '@cairn/shared/labels';
import { dropdownStatuses } from '@cairn/shared/projects/lifecycle';
import type { Project } from '@cairn/shared/projects/project';
import type { ProjectStatus } from '@cairn/shared/labels';
import { useStore } from '@tanstack/react-form';
import { editingLocation } from '@cairn/shared/editing/location';
import { useI18n } from '../../i18n/i18nContext.ts';
import { EditingField } from '../editing/EditingField.tsx';
import { FieldShell, useFieldContext } from '../../ui/form/formKit.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';
import type { ProjectEdits } from './ProjectPanel.tsx';

export interface CommonValues {
  status: string;
  frigo: boolean;
  moduleName: string;
  deadline: string;
  deliveryDate: string;
  notes: string;
  analystFeedback: string;
  clockifyId: string;
}

export const commonValuesOf = (project: Project): CommonValues => ({
  status: project.status,
  frigo: project.frigo,
  moduleName: project.moduleName ?? '',
  deadline: project.deadline ?? '',
  deliveryDate: project.deliveryDate ?? '',
  notes: project.notes ?? '',
  analystFeedback: project.analystFeedback ?? '',
  clockifyId: project.clockifyId ?? '',
});

/**
 * A project's notes field: a multi-line text in the kit's labelled shell, with the avatars of
 * the other staff editing the same notes beside its label. Rendered inside the field's `AppField`.
 */
export function ProjectNotesInput({ projectUuid, field, label, rows }: { projectUuid: string; field: string; label: string; rows?: number }) {
  return (
    <EditingField location={editingLocation('project', projectUuid, field)}>
      {(avatars) => (
        <FieldShell label={label} aside={avatars}>
          <TextAreaInput rows={rows} />
        </FieldShell>
      )}
    </EditingField>
  );
}

/** A multi-line text bound to a string value, in the kit's labelled shell. */
export function TextAreaInput({ rows = 3 }: { rows?: number | undefined }) {
  const field = useFieldContext<string>();
  const value = useStore(field.store, (state) => state.value);
  return <Textarea name={field.name} rows={rows} value={value} onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur} />;
}

/** The fields every project has: status, fridge, module name, dates, notes, feedback, time-tracker id. */
export function ProjectCommonForm({ project, edits, onReload }: { project: Project; edits: ProjectEdits; onReload: () => Promise<void> }) {
  const { t, language } = useI18n();
  const { form, formRef, dirty, saving, onSubmit, failure } = useProcedureForm({
    procedure: 'project.update',
    defaultValues: commonValuesOf(project),
    toInput: (values) => ({
      uuid: project.uuid,
      expectedVersion: edits.version.current,
      status: values.status as ProjectStatus,
      frigo: values.frigo,
      moduleName: values.moduleName,
      deadline: values.deadline || null,
      deliveryDate: values.deliveryDate || null,
      notes: values.notes,
      analystFeedback: values.analystFeedback,
      clockifyId: values.clockifyId,
    }),
    onSaved: (saved) => {
      edits.adopt(saved);
      toaster.create({ type: 'success', title: t('projects.panel.saved') });
    },
  });
  const conflict = failure?.error && 'code' in failure.error && failure.error.code === 'CONFLICT';

  return (
    <form.AppForm>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap={4}>
          <form.ErrorSummary conflict={t('projects.panel.conflict')} />
          {conflict ? (
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void onReload()}>
              {t('projects.panel.reload')}
            </Button>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <form.AppField name="status">
              {(field) => (
                <field.SelectField
                  label={t('projects.field.status')}
                  options={dropdownStatuses(project.status).map((status) => ({ value: status, label: labelOf('projectStatus', status, language) }))}
                />
              )}
            </form.AppField>
            <form.AppField name="moduleName">{(field) => <field.TextField label={t('projects.field.moduleName')} helper={t('projects.field.moduleNameHelp')} maxLength={200} />}</form.AppField>
            <form.AppField name="deadline">{(field) => <field.TextField label={t('projects.field.deadline')} type="date" />}</form.AppField>
            <form.AppField name="deliveryDate">{(field) => <field.TextField label={t('projects.field.deliveryDate')} type="date" />}</form.AppField>
            <form.AppField name="clockifyId">{(field) => <field.TextField label={t('projects.field.clockifyId')} maxLength={100} />}</form.AppField>
            <form.AppField name="frigo">{(field) => <field.SwitchField label={t('projects.field.frigo')} />}</form.AppField>
          </SimpleGrid>
          <form.AppField name="notes">{() => <ProjectNotesInput projectUuid={project.uuid} field="notes" label={t('projects.field.notes')} rows={4} />}</form.AppField>
          <form.AppField name="analystFeedback">{() => <ProjectNotesInput projectUuid={project.uuid} field="analystFeedback" label={t('projects.field.analystFeedback')} />}</form.AppField>
          <HStack justify="flex-end">
            <Button type="submit" size="sm" colorPalette="teal" loading={saving} disabled={!dirty}>
              {t('projects.panel.save')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </form.AppForm>
  );
}
