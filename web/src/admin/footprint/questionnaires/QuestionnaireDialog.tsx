import { Box, Button, Checkbox, Dialog, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AssignableUser } from '@cairn/shared/projects/project';
import type { QuestionnaireView } from '@cairn/shared/questionnaires/questionnaire';
import type { QuestionnaireTemplateRow } from '@cairn/shared/questionnaires/questionnaireTemplateCatalogue';
import type { CarbonFootprintStaff } from '@cairn/shared/schemas';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryOptionsFor } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ChosenList } from '../../../ui/ChosenList.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { DialogForm, FormDialog, FormDialogHeader, useDialogFormClose } from '../../../ui/form/FormDialog.tsx';
import { useFieldContext } from '../../../ui/form/formKit.tsx';
import { useProcedureForm } from '../../../ui/form/useProcedureForm.ts';
import { LabelledSelect } from '../../../ui/LabelledSelect.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { personName } from '../../projects/projectListModel.ts';
import {
  categoriesOf,
  createInputOf,
  labelOf,
  newQuestionnaireValues,
  settingsValuesOf,
  updateInputOf,
  withCategoryShown,
  withTemplate,
  type QuestionnaireValues,
  type TemplateLabels,
} from './questionnaireModel.ts';

export type QuestionnaireDialogTarget = { kind: 'create' } | { kind: 'settings'; uuid: string };

/**
 * Creates a questionnaire on the footprint from a template, or changes one's settings: its
 * labels, numbering, assigned consultants and the categories its client sees. The template is
 * chosen once, at creation: the questionnaire is a copy of its questions.
 */
export function QuestionnaireDialog({ target, footprint, onClose }: { target: QuestionnaireDialogTarget | null; footprint: CarbonFootprintStaff; onClose: () => void }) {
  return (
    <FormDialog open={target !== null} onClose={onClose} size={{ mdDown: 'full', md: 'lg' }} scrollBehavior="inside">
      {target?.kind === 'create' ? <CreateLoader footprint={footprint} onClose={onClose} /> : null}
      {target?.kind === 'settings' ? <SettingsLoader key={target.uuid} uuid={target.uuid} onClose={onClose} /> : null}
    </FormDialog>
  );
}

/** The dialog while what its form starts from loads, or when that failed. */
function Waiting({ title, error, onClose }: { title: string; error: string | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <>
      <FormDialogHeader title={title} closeLabel={t('adminQuestionnaires.dialog.close')} />
      <Dialog.Body>
        {error ? (
          <ErrorBox message={error} />
        ) : (
          <Stack gap={3} role="status" aria-label={t('adminQuestionnaires.dialog.loading')}>
            <Skeleton height="10" />
            <Skeleton height="10" />
            <Skeleton height="24" />
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('adminQuestionnaires.dialog.cancel')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

function CreateLoader({ footprint, onClose }: { footprint: CarbonFootprintStaff; onClose: () => void }) {
  const { t } = useI18n();
  const templates = useQuery(queryOptionsFor('questionnaireTemplate.list', {}));
  if (!templates.isSuccess) {
    return <Waiting title={t('adminQuestionnaires.dialog.createTitle')} error={templates.isError ? errorMessageOf(templates.error, t) : null} onClose={onClose} />;
  }
  return <CreateForm footprint={footprint} templates={templates.data} onClose={onClose} />;
}

function CreateForm({ footprint, templates, onClose }: { footprint: CarbonFootprintStaff; templates: readonly QuestionnaireTemplateRow[]; onClose: () => void }) {
  const { t, language } = useI18n();
  // The only template there is needs no choosing: its labels are filled in at once.
  const [firstTemplate] = useState<TemplateLabels | null>(() => (templates.length === 1 ? templates[0]! : null));
  const chosenTemplate = useRef(firstTemplate);
  const categories = useRef<string[]>([]);
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: 'questionnaire.create',
    defaultValues: newQuestionnaireValues(footprint.consultantUuids, firstTemplate),
    toInput: (values) => createInputOf(footprint.uuid, values, categories.current),
    onSaved: (saved) => {
      toaster.create({ type: 'success', title: t('adminQuestionnaires.dialog.created', { name: labelOf(saved, language) }) });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  const templateUuid = useStore(form.store, (state) => state.values.templateUuid);
  const detail = useQuery({ ...queryOptionsFor('questionnaireTemplate.get', { uuid: templateUuid }), enabled: templateUuid !== '' });
  categories.current = detail.data ? categoriesOf(detail.data.questions) : [];

  const chooseTemplate = (uuid: string) => {
    const next = templates.find((template) => template.uuid === uuid) ?? null;
    const values = withTemplate(form.state.values, chosenTemplate.current, next);
    chosenTemplate.current = next;
    form.setFieldValue('labelEn', values.labelEn);
    form.setFieldValue('labelFr', values.labelFr);
    form.setFieldValue('hiddenCategories', values.hiddenCategories);
  };

  return (
    <form.AppForm>
      <DialogForm
        title={t('adminQuestionnaires.dialog.createTitle')}
        closeLabel={t('adminQuestionnaires.dialog.close')}
        cancelLabel={t('adminQuestionnaires.dialog.cancel')}
        saveLabel={t('adminQuestionnaires.dialog.create')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <form.ErrorSummary />
          {templates.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {t('adminQuestionnaires.dialog.noTemplate')}
            </Text>
          ) : null}
          <form.AppField name="templateUuid" listeners={{ onChange: ({ value }) => chooseTemplate(value) }}>
            {(field) => (
              <field.SelectField
                label={t('adminQuestionnaires.dialog.template')}
                helper={t('adminQuestionnaires.dialog.templateHelp')}
                required
                placeholder={firstTemplate ? undefined : t('adminQuestionnaires.dialog.templateChoose')}
                options={templates.map((template) => ({ value: template.uuid, label: template.name }))}
              />
            )}
          </form.AppField>
          <SettingsFields
            form={form}
            categories={categories.current}
            categoriesState={templateUuid === '' ? 'none' : detail.isPending ? 'loading' : detail.isError ? 'failed' : 'ready'}
            categoriesError={detail.isError ? errorMessageOf(detail.error, t) : null}
          />
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}

function SettingsLoader({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const { t } = useI18n();
  const questionnaire = useQuery(queryOptionsFor('questionnaire.get', { uuid }));
  if (!questionnaire.isSuccess) {
    return (
      <Waiting
        title={t('adminQuestionnaires.dialog.settingsTitle')}
        error={questionnaire.isError ? t('adminQuestionnaires.dialog.loadFailed') : null}
        onClose={onClose}
      />
    );
  }
  return <SettingsForm view={questionnaire.data} onClose={onClose} />;
}

function SettingsForm({ view: loaded, onClose }: { view: QuestionnaireView; onClose: () => void }) {
  const { t, language } = useI18n();
  // The version read when the dialog opened: a colleague's save meanwhile must answer CONFLICT,
  // not be overwritten because the live channel refreshed the questionnaire under the form.
  const [view] = useState(loaded);
  const [categories] = useState(() => categoriesOf(view.questions));
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: 'questionnaire.update',
    defaultValues: settingsValuesOf(view),
    toInput: (values) => updateInputOf(view, values),
    onSaved: (saved) => {
      toaster.create({ type: 'success', title: t('adminQuestionnaires.dialog.saved', { name: labelOf(saved, language) }) });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  return (
    <form.AppForm>
      <DialogForm
        title={t('adminQuestionnaires.dialog.settingsTitle')}
        closeLabel={t('adminQuestionnaires.dialog.close')}
        cancelLabel={t('adminQuestionnaires.dialog.cancel')}
        saveLabel={t('adminQuestionnaires.dialog.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <form.ErrorSummary conflict={t('adminQuestionnaires.dialog.conflict')} />
          <SettingsFields form={form} categories={categories} categoriesState="ready" categoriesError={null} />
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}

/** Creation and settings hold the same values: the shared fields read and write only those. */
type QuestionnaireForm = ReturnType<typeof useProcedureForm<'questionnaire.update', QuestionnaireValues>>['form'];

/** What creation and settings share: labels, numbering, consultants, categories shown. */
function SettingsFields({
  form,
  categories,
  categoriesState,
  categoriesError,
}: {
  form: QuestionnaireForm;
  categories: readonly string[];
  categoriesState: 'none' | 'loading' | 'failed' | 'ready';
  categoriesError: string | null;
}) {
  const { t } = useI18n();
  const staff = useQuery(queryOptionsFor('project.assignableUsers', {}));
  const shared = form;
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <shared.AppField name="labelEn">{(field) => <field.TextField label={t('adminQuestionnaires.dialog.labelEn')} required autoComplete="off" maxLength={200} />}</shared.AppField>
        <shared.AppField name="labelFr">{(field) => <field.TextField label={t('adminQuestionnaires.dialog.labelFr')} autoComplete="off" maxLength={200} />}</shared.AppField>
      </SimpleGrid>
      <shared.AppField name="numberingEnabled">
        {(field) => <field.SwitchField label={t('adminQuestionnaires.dialog.numbering')} helper={t('adminQuestionnaires.dialog.numberingHelp')} />}
      </shared.AppField>
      <shared.AppField name="assignedTo">
        {(field) => (
          <field.GroupShell label={t('adminQuestionnaires.dialog.consultants')} helper={t('adminQuestionnaires.dialog.consultantsHelp')} required>
            <ConsultantsInput staff={staff.data ?? []} />
          </field.GroupShell>
        )}
      </shared.AppField>
      {categoriesState === 'none' ? null : (
        <shared.AppField name="hiddenCategories">
          {(field) => (
            <field.GroupShell label={t('adminQuestionnaires.dialog.categories')} helper={t('adminQuestionnaires.dialog.categoriesHelp')}>
              {categoriesState === 'loading' ? (
                <Text textStyle="sm" color="fg.muted" role="status">
                  {t('adminQuestionnaires.dialog.categoriesLoading')}
                </Text>
              ) : categoriesState === 'failed' ? (
                <ErrorBox message={categoriesError ?? ''} />
              ) : (
                <CategoryBoxes categories={categories} />
              )}
            </field.GroupShell>
          )}
        </shared.AppField>
      )}
    </>
  );
}

/** One box per category, ticked while the client sees it; bound to the list of hidden ones. */
function CategoryBoxes({ categories }: { categories: readonly string[] }) {
  const { t } = useI18n();
  const field = useFieldContext<string[]>();
  const hidden = useStore(field.store, (state) => state.value);
  if (categories.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t('adminQuestionnaires.dialog.noCategory')}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {categories.map((category) => (
        <Checkbox.Root
          key={category}
          colorPalette="teal"
          checked={!hidden.includes(category)}
          onCheckedChange={(details) => field.handleChange(withCategoryShown(hidden, category, details.checked === true))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{category}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}

/** The consultants chosen, each removable, and a select adding any active staff member not on it. */
function ConsultantsInput({ staff }: { staff: readonly AssignableUser[] }) {
  const { t } = useI18n();
  const field = useFieldContext<string[]>();
  const value = useStore(field.store, (state) => state.value);
  const people = new Map(staff.map((user) => [user.uuid, user]));
  const nameOf = (uuid: string) => {
    const user = people.get(uuid);
    if (!user) return uuid.slice(0, 8);
    return user.disabled ? t('adminQuestionnaires.dialog.inactive', { name: personName(user) }) : personName(user);
  };
  const candidates = staff.filter((user) => !user.disabled && !value.includes(user.uuid));
  return (
    <Stack gap={2}>
      <ChosenList
        label={t('adminQuestionnaires.dialog.consultants')}
        onRemove={(removed) => field.handleChange(value.filter((uuid) => uuid !== removed))}
        items={value.map((uuid) => {
          const name = nameOf(uuid);
          return { key: uuid, removeLabel: t('adminQuestionnaires.dialog.removeConsultant', { name }), content: <Text>{name}</Text> };
        })}
      />
      <Box maxW="sm">
        <LabelledSelect
          label={t('adminQuestionnaires.dialog.addConsultant')}
          value=""
          emptyLabel="—"
          options={candidates.map((user) => ({ value: user.uuid, label: personName(user) }))}
          onChange={(chosen) => chosen && field.handleChange([...value, chosen])}
        />
      </Box>
    </Stack>
  );
}
