import { Box, Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { offersMarketBased, allowedLanguageSupports, type LanguageSupport, type ProjectMethodology } from '@cairn/shared/projects/creation';
import type { AssignableUser, Project } from '@cairn/shared/projects/project';
import { isFootprintProject } from '@cairn/shared/projects/types';
import { ApiError, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { FootprintFields, footprintFieldNames, type FootprintValues } from './FootprintFields.tsx';
import { ProjectNotesInput } from './ProjectCommonForm.tsx';
import type { ProjectEdits } from './ProjectPanel.tsx';
import { cardProcedureOf, reviewerProcedureOf } from './projectPanelModel.ts';
import { personName } from './projectListModel.ts';

interface CardValues extends FootprintValues {
  onboardingNotes: string;
  deliveryNotes: string;
  year: string;
  dataReceivedAt: string;
  reviewCompletedAt: string;
}

const valuesOf = (project: Project): CardValues => ({
  startDate: project.startDate ?? '',
  endDate: project.endDate ?? '',
  hideYear: project.hideYear,
  languageSupport: project.languageSupport ?? 'EN',
  methodologies: [...project.methodologies],
  marketBased: project.electricityReporting === 'LOCATION_AND_MARKET',
  onboardingNotes: project.onboardingNotes ?? '',
  deliveryNotes: project.deliveryNotes ?? '',
  year: project.year === null ? '' : String(project.year),
  dataReceivedAt: project.dataReceivedAt ?? '',
  reviewCompletedAt: project.reviewCompletedAt ?? '',
});

const isFootprint = (project: Project) => isFootprintProject(project.type);

/** The fields of a project's kind, saved through its module's card (spec 2 "Project (staff)"), and its reviewer. */
export function ProjectCardForm({ project, staff, edits, onReload }: { project: Project; staff: readonly AssignableUser[]; edits: ProjectEdits; onReload: () => Promise<void> }) {
  const { t } = useI18n();
  const type = project.type === 'GENERIC' ? null : project.type;
  const { form, formRef, dirty, saving, onSubmit, failure } = useProcedureForm({
    procedure: type ? cardProcedureOf(type) : 'carbonFootprint.card.update',
    defaultValues: valuesOf(project),
    toInput: (values) => {
      const base = { implementationUuid: project.uuid, expectedVersion: edits.version.current };
      if (isFootprint(project)) {
        return {
          ...base,
          startDate: values.startDate || null,
          endDate: values.endDate || null,
          hideYear: values.hideYear,
          languageSupport: values.languageSupport as LanguageSupport,
          methodologies: values.methodologies as ProjectMethodology[],
          electricityReporting: values.marketBased && offersMarketBased(values.methodologies as ProjectMethodology[]) ? 'LOCATION_AND_MARKET' : 'LOCATION',
          onboardingNotes: values.onboardingNotes,
          deliveryNotes: values.deliveryNotes,
        };
      }
      const year = values.year ? Number(values.year) : undefined;
      if (project.type === 'FINANCIAL_INSTITUTION_REPORTING') {
        return { ...base, year, dataReceivedAt: values.dataReceivedAt || null, reviewCompletedAt: values.reviewCompletedAt || null } as never;
      }
      if (project.type === 'LIGHT_REVIEW' || project.type === 'AUDIT') return { ...base, year } as never;
      return base as never;
    },
    onSaved: (saved) => {
      edits.adopt(saved as Project);
      toaster.create({ type: 'success', title: t('projects.panel.saved') });
    },
  });
  const conflict = failure?.error instanceof ApiError && failure.error.code === 'CONFLICT';
  const moduleName = project.moduleName;
  const hasFields = isFootprint(project) || project.type === 'FINANCIAL_INSTITUTION_REPORTING' || project.type === 'LIGHT_REVIEW' || project.type === 'AUDIT';

  return (
    <Stack gap={4}>
      <ReviewerField project={project} staff={staff} edits={edits} />
      {hasFields ? (
        <form.AppForm>
          <form ref={formRef} onSubmit={onSubmit} noValidate>
            <Stack gap={4}>
              <form.ErrorSummary conflict={t('projects.panel.conflict')} />
              {conflict ? (
                <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void onReload()}>
                  {t('projects.panel.reload')}
                </Button>
              ) : null}
              {isFootprint(project) ? (
                <>
                  <FootprintFields form={form} fields={footprintFieldNames} moduleName={moduleName} languages={allowedLanguageSupports(project.languageSupport)} />
                  <form.AppField name="onboardingNotes">{() => <ProjectNotesInput projectUuid={project.uuid} field="onboardingNotes" label={t('projects.field.onboardingNotes')} />}</form.AppField>
                  <form.AppField name="deliveryNotes">{() => <ProjectNotesInput projectUuid={project.uuid} field="deliveryNotes" label={t('projects.field.deliveryNotes')} />}</form.AppField>
                </>
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                  <form.AppField name="year">{(field) => <field.TextField label={t('projects.field.year')} inputMode="numeric" maxLength={4} />}</form.AppField>
                  {project.type === 'FINANCIAL_INSTITUTION_REPORTING' ? (
                    <>
                      <form.AppField name="dataReceivedAt">{(field) => <field.TextField label={t('projects.field.dataReceivedAt')} type="date" />}</form.AppField>
                      <form.AppField name="reviewCompletedAt">{(field) => <field.TextField label={t('projects.field.reviewCompletedAt')} type="date" />}</form.AppField>
                    </>
                  ) : null}
                </SimpleGrid>
              )}
              <HStack justify="flex-end">
                <Button type="submit" size="sm" colorPalette="teal" loading={saving} disabled={!dirty}>
                  {t('projects.panel.save')}
                </Button>
              </HStack>
            </Stack>
          </form>
        </form.AppForm>
      ) : null}
    </Stack>
  );
}

/** The reviewer of a footprint or an institution's reporting: saved at once; the server's note comes back as an information toast. */
function ReviewerField({ project, staff, edits }: { project: Project; staff: readonly AssignableUser[]; edits: ProjectEdits }) {
  const { t } = useI18n();
  const procedure = reviewerProcedureOf(project.type);
  const mutation = useProcedureMutation(procedure ?? 'carbonFootprint.card.setReviewer', { meta: { inlineErrors: true } });
  if (!procedure) return null;
  const choose = async (reviewByUuid: string | null) => {
    try {
      const answer = await mutation.mutateAsync({ uuid: project.uuid, reviewByUuid });
      edits.adopt(answer.project);
      if (answer.error) toaster.create({ type: 'info', title: errorMessageOf(new ApiError('BAD_REQUEST', answer.error), t) });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessageOf(error as Error, t) });
    }
  };
  return (
    <Box maxW="sm">
      <LabelledSelect
        label={t('projects.field.reviewer')}
        value={project.reviewByUuid ?? ''}
        emptyLabel={t('projects.field.noReviewer')}
        disabled={mutation.isPending}
        options={staff
          .filter((user) => !user.disabled || user.uuid === project.reviewByUuid)
          .map((user) => ({ value: user.uuid, label: user.disabled ? t('projects.field.inactive', { name: personName(user) }) : personName(user) }))}
        onChange={(chosen) => void choose(chosen || null)}
      />
    </Box>
  );
}
