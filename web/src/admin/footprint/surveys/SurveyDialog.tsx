import { Button, Checkbox, Dialog, HStack, SegmentGroup, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { messages } from '@cairn/shared/errors';
import type { CarbonFootprintStaff, Language } from '@cairn/shared/schemas';
import type { SurveyDetail, SurveySummary } from '@cairn/shared/surveys/model';
import type { SurveyTemplateRow } from '@cairn/shared/surveys/templates';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, queryOptionsFor } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { mailLinkPlaceholder, surveyLabelOf } from '../../../features/surveys/surveyModel.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { DialogForm, FormDialog, FormDialogHeader, useDialogFormClose } from '../../../ui/form/FormDialog.tsx';
import { FieldShell, useFieldContext } from '../../../ui/form/formKit.tsx';
import { useProcedureForm } from '../../../ui/form/useProcedureForm.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { FormSection, StoredForm } from '../../DialogFormParts.tsx';
import { AffiliationsEditor } from './AffiliationsEditor.tsx';
import { QuestionsEditor } from './QuestionsEditor.tsx';
import { createInputOf, duplicateValuesOf, newSurveyValues, type CreateValues } from './surveyCreate.ts';
import { hasUnsavedChanges, surveyUpdateInputOf, surveyValuesOf, type SurveyValues } from './surveyForm.ts';

export type SurveyDialogTarget = { kind: 'create' } | { kind: 'duplicate'; source: SurveySummary } | { kind: 'settings'; uuid: string };

/**
 * Creates a survey on the footprint (custom, or from a survey template), duplicates one, or
 * changes one's settings and questions. A new or duplicated survey opens in its settings next,
 * where staff set its affiliations and questions and open it.
 */
export function SurveyDialog({ target, footprint, onClose }: { target: SurveyDialogTarget | null; footprint: CarbonFootprintStaff; onClose: () => void }) {
  const [opened, setOpened] = useState<string | null>(null);
  const shown: SurveyDialogTarget | null = opened ? { kind: 'settings', uuid: opened } : target;
  const close = () => {
    setOpened(null);
    onClose();
  };
  return (
    <FormDialog open={shown !== null} onClose={close} size={{ mdDown: 'full', md: shown?.kind === 'settings' ? 'xl' : 'lg' }} scrollBehavior="inside">
      {shown?.kind === 'create' ? <CreateLoader footprint={footprint} onClose={close} onCreated={setOpened} /> : null}
      {shown?.kind === 'duplicate' ? <DuplicateForm key={shown.source.uuid} source={shown.source} onClose={close} onCreated={setOpened} /> : null}
      {shown?.kind === 'settings' ? <SettingsLoader key={shown.uuid} uuid={shown.uuid} footprint={footprint} onClose={close} /> : null}
    </FormDialog>
  );
}

function CreateLoader({ footprint, onClose, onCreated }: { footprint: CarbonFootprintStaff; onClose: () => void; onCreated: (uuid: string) => void }) {
  const { t } = useI18n();
  const templates = useQuery(queryOptionsFor('surveyTemplate.list', {}));
  // A catalogue that cannot be read leaves the custom survey: the failure is said, not blocking.
  if (templates.isPending) {
    return (
      <>
        <FormDialogHeader title={t('adminSurveys.dialog.createTitle')} closeLabel={t('adminSurveys.dialog.close')} />
        <Dialog.Body>
          <Text role="status" color="fg.muted">
            {t('adminSurveys.dialog.templatesLoading')}
          </Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            {t('adminSurveys.dialog.cancel')}
          </Button>
        </Dialog.Footer>
      </>
    );
  }
  return (
    <CreateForm
      footprint={footprint}
      templates={templates.data ?? []}
      templatesError={templates.isError ? errorMessageOf(templates.error, t) : null}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}

function CreateForm({
  footprint,
  templates,
  templatesError,
  onClose,
  onCreated,
}: {
  footprint: CarbonFootprintStaff;
  templates: readonly SurveyTemplateRow[];
  templatesError: string | null;
  onClose: () => void;
  onCreated: (uuid: string) => void;
}) {
  const { t, language } = useI18n();
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: 'survey.create',
    defaultValues: newSurveyValues(),
    toInput: (values: CreateValues) => createInputOf(footprint.uuid, values),
    onSaved: (saved) => {
      toaster.create({ type: 'success', title: t('adminSurveys.dialog.created', { name: surveyLabelOf(saved, language) }) });
      onCreated(saved.uuid);
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  const source = useStore(form.store, (state) => state.values.source);
  // The input is either a template or a custom survey: refused whole, the contract would name no
  // field. What each needs is checked here first, on the field shown (the other is not mounted).
  const requiredOf = (value: string) => (value.trim() === '' ? t('validation.message.required') : undefined);
  return (
    <form.AppForm>
      <DialogForm
        title={t('adminSurveys.dialog.createTitle')}
        closeLabel={t('adminSurveys.dialog.close')}
        cancelLabel={t('adminSurveys.dialog.cancel')}
        saveLabel={t('adminSurveys.dialog.create')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <form.ErrorSummary />
          <form.AppField name="source">
            {(field) => (
              <field.GroupShell label={t('adminSurveys.dialog.source')}>
                <SegmentGroup.Root name={field.name} value={field.state.value} onValueChange={(details) => field.handleChange(details.value === 'template' ? 'template' : 'custom')}>
                  <SegmentGroup.Indicator />
                  <SegmentGroup.Items
                    items={[
                      { value: 'custom', label: t('adminSurveys.dialog.sourceCustom') },
                      { value: 'template', label: t('adminSurveys.dialog.sourceTemplate') },
                    ]}
                  />
                </SegmentGroup.Root>
              </field.GroupShell>
            )}
          </form.AppField>
          {source === 'template' ? (
            <>
              {templatesError ? <ErrorBox message={templatesError} /> : null}
              {templates.length === 0 && !templatesError ? (
                <Text textStyle="sm" color="fg.muted">
                  {t('adminSurveys.dialog.noTemplate')}
                </Text>
              ) : null}
              <form.AppField name="templateUuid" validators={{ onSubmit: ({ value }) => requiredOf(value) }}>
                {(field) => (
                  <field.SelectField
                    label={t('adminSurveys.dialog.template')}
                    helper={t('adminSurveys.dialog.templateHelp')}
                    required
                    placeholder={t('adminSurveys.dialog.templateChoose')}
                    options={templates.map((template) => ({ value: template.uuid, label: template.name }))}
                  />
                )}
              </form.AppField>
            </>
          ) : (
            <>
              <form.AppField name="type">
                {(field) => (
                  <field.SelectField
                    label={t('adminSurveys.dialog.type')}
                    required
                    options={[
                      { value: 'EMPLOYEE', label: t('adminSurveys.type.employee') },
                      { value: 'SUPPLIER', label: t('adminSurveys.type.supplier') },
                    ]}
                  />
                )}
              </form.AppField>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                <form.AppField name="labelEn" validators={{ onSubmit: ({ value }) => requiredOf(value) }}>
                  {(field) => <field.TextField label={t('adminSurveys.dialog.labelEn')} required autoComplete="off" maxLength={200} />}
                </form.AppField>
                <form.AppField name="labelFr">{(field) => <field.TextField label={t('adminSurveys.dialog.labelFr')} autoComplete="off" maxLength={200} />}</form.AppField>
              </SimpleGrid>
            </>
          )}
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}

function DuplicateForm({ source, onClose, onCreated }: { source: SurveySummary; onClose: () => void; onCreated: (uuid: string) => void }) {
  const { t, language } = useI18n();
  const name = surveyLabelOf(source, language);
  // Each label in its own language (French falls back to English until its messages have loaded).
  const [values] = useState(() =>
    duplicateValuesOf(source, {
      en: (label) => translatorFor('en')('adminSurveys.dialog.copyOf', { label }),
      fr: (label) => translatorFor('fr')('adminSurveys.dialog.copyOf', { label }),
    }),
  );
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: 'survey.duplicate',
    defaultValues: values,
    toInput: (typed) => ({ sourceSurveyUuid: source.uuid, labelEn: typed.labelEn, labelFr: typed.labelFr }),
    onSaved: (saved) => {
      toaster.create({ type: 'success', title: t('adminSurveys.dialog.duplicated', { name: surveyLabelOf(saved, language) }) });
      onCreated(saved.uuid);
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  return (
    <form.AppForm>
      <DialogForm
        title={t('adminSurveys.dialog.duplicateTitle', { name })}
        closeLabel={t('adminSurveys.dialog.close')}
        cancelLabel={t('adminSurveys.dialog.cancel')}
        saveLabel={t('adminSurveys.dialog.duplicate')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <Text textStyle="sm" color="fg.muted">
            {t('adminSurveys.dialog.duplicateHelp')}
          </Text>
          <form.ErrorSummary />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <form.AppField name="labelEn">{(field) => <field.TextField label={t('adminSurveys.dialog.labelEn')} required autoComplete="off" maxLength={200} />}</form.AppField>
            <form.AppField name="labelFr">{(field) => <field.TextField label={t('adminSurveys.dialog.labelFr')} autoComplete="off" maxLength={200} />}</form.AppField>
          </SimpleGrid>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}

function SettingsLoader({ uuid, footprint, onClose }: { uuid: string; footprint: CarbonFootprintStaff; onClose: () => void }) {
  const { t } = useI18n();
  const detail = useQuery(queryOptionsFor('survey.get', { uuid }));
  return (
    <StoredForm
      detail={detail}
      labels={{ title: t('adminSurveys.dialog.settingsTitle'), close: t('adminSurveys.dialog.close'), retry: t('adminSurveys.list.retry'), loading: t('adminSurveys.dialog.loading') }}
      form={(survey) => <SettingsForm survey={survey} footprint={footprint} onClose={onClose} />}
    />
  );
}

export type SurveySettingsForm = ReturnType<typeof useProcedureForm<'survey.update', SurveyValues>>['form'];

function SettingsForm({ survey, footprint, onClose }: { survey: SurveyDetail; footprint: CarbonFootprintStaff; onClose: () => void }) {
  const { t, language } = useI18n();
  const { form, formRef, failure, dirty, saving, onSubmit } = useProcedureForm({
    procedure: 'survey.update',
    defaultValues: surveyValuesOf(survey),
    toInput: (values) => surveyUpdateInputOf(survey, values),
    isChanged: hasUnsavedChanges,
    onSaved: (saved) => {
      toaster.create({ type: 'success', title: t('adminSurveys.dialog.saved', { name: surveyLabelOf(saved, language) }) });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  // Only a stale version gets the box's words: removing an affiliation that has answers is a
  // CONFLICT too, and the server's own message says that one.
  const staleEdit = failure?.error instanceof ApiError && failure.error.code === 'CONFLICT' && failure.error.message === messages.staleWrite;
  const pair = (name: 'mail' | 'intro' | 'footer' | 'affiliationLabel' | 'affiliationSubtitle', labels: { en: string; fr: string }, multiline: boolean) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
      <form.AppField name={`${name}.en`}>{(field) => (multiline ? <TextAreaField label={labels.en} /> : <field.TextField label={labels.en} autoComplete="off" maxLength={200} />)}</form.AppField>
      <form.AppField name={`${name}.fr`}>{(field) => (multiline ? <TextAreaField label={labels.fr} /> : <field.TextField label={labels.fr} autoComplete="off" maxLength={200} />)}</form.AppField>
    </SimpleGrid>
  );
  return (
    <form.AppForm>
      <DialogForm
        title={t('adminSurveys.dialog.settingsTitleOf', { name: surveyLabelOf(survey, language) })}
        closeLabel={t('adminSurveys.dialog.close')}
        cancelLabel={t('adminSurveys.dialog.cancel')}
        saveLabel={t('adminSurveys.dialog.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={8}>
          <form.ErrorSummary {...(staleEdit ? { conflict: t('adminSurveys.dialog.conflict') } : {})} />
          <FormSection title={t('adminSurveys.settings.general')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name="labelEn">{(field) => <field.TextField label={t('adminSurveys.dialog.labelEn')} required autoComplete="off" maxLength={200} />}</form.AppField>
              <form.AppField name="labelFr">{(field) => <field.TextField label={t('adminSurveys.dialog.labelFr')} autoComplete="off" maxLength={200} />}</form.AppField>
            </SimpleGrid>
            <Text textStyle="sm" color="fg.muted">
              {t('adminSurveys.settings.typeIs', { type: survey.type === 'SUPPLIER' ? t('adminSurveys.type.supplier') : t('adminSurveys.type.employee') })}
            </Text>
            <form.AppField name="open">{(field) => <field.SwitchField label={t('adminSurveys.settings.open')} helper={t('adminSurveys.settings.openHelp')} />}</form.AppField>
            <form.AppField name="dataCollectionDone">
              {(field) => <field.SwitchField label={t('adminSurveys.settings.dataCollectionDone')} helper={t('adminSurveys.settings.dataCollectionDoneHelp')} />}
            </form.AppField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name="targetPopulation">
                {(field) => <field.TextField label={t('adminSurveys.settings.targetPopulation')} helper={t('adminSurveys.settings.targetPopulationHelp')} inputMode="numeric" autoComplete="off" />}
              </form.AppField>
              <form.AppField name="fteWorkedDaysPerWeek">
                {(field) => <field.TextField label={t('adminSurveys.settings.workedDays')} helper={t('adminSurveys.settings.workedDaysHelp')} inputMode="decimal" autoComplete="off" />}
              </form.AppField>
            </SimpleGrid>
            <form.AppField name="supportedLanguages">
              {(field) => (
                <field.GroupShell label={t('adminSurveys.settings.languages')} helper={t('adminSurveys.settings.languagesHelp')}>
                  <LanguageBoxes />
                </field.GroupShell>
              )}
            </form.AppField>
          </FormSection>

          <FormSection title={t('adminSurveys.settings.answers')}>
            <form.AppField name="showAnswersToClient">
              {(field) => <field.SwitchField label={t('adminSurveys.settings.showAnswers')} helper={t('adminSurveys.settings.showAnswersHelp')} />}
            </form.AppField>
            <form.AppField name="notifyOnNewAnswer">
              {(field) => <field.SwitchField label={t('adminSurveys.settings.notify')} helper={t('adminSurveys.settings.notifyHelp')} />}
            </form.AppField>
            {survey.type === 'SUPPLIER' ? (
              <form.AppField name="noAvailableDataCheckbox">
                {(field) => <field.SwitchField label={t('adminSurveys.settings.noData')} helper={t('adminSurveys.settings.noDataHelp')} />}
              </form.AppField>
            ) : null}
          </FormSection>

          <FormSection title={t('adminSurveys.settings.texts')} help={t('adminSurveys.settings.textsHelp')}>
            {pair('intro', { en: t('adminSurveys.settings.introEn'), fr: t('adminSurveys.settings.introFr') }, true)}
            {pair('footer', { en: t('adminSurveys.settings.footerEn'), fr: t('adminSurveys.settings.footerFr') }, true)}
          </FormSection>

          <FormSection title={t('adminSurveys.settings.mail')} help={t('adminSurveys.settings.mailHelp', { link: mailLinkPlaceholder })}>
            {pair('mail', { en: t('adminSurveys.settings.mailEn'), fr: t('adminSurveys.settings.mailFr') }, true)}
          </FormSection>

          <FormSection title={t('adminSurveys.settings.affiliations')} help={t('adminSurveys.settings.affiliationsHelp')}>
            {pair('affiliationLabel', { en: t('adminSurveys.settings.affiliationLabelEn'), fr: t('adminSurveys.settings.affiliationLabelFr') }, false)}
            {pair('affiliationSubtitle', { en: t('adminSurveys.settings.affiliationSubtitleEn'), fr: t('adminSurveys.settings.affiliationSubtitleFr') }, false)}
            <AffiliationsEditor form={form} footprint={footprint} />
          </FormSection>

          <FormSection title={t('adminSurveys.settings.questions')} help={t('adminSurveys.settings.questionsHelp')}>
            <QuestionsEditor form={form} formRef={formRef} />
          </FormSection>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}

/** A multi-line text bound to a string value (an intro, a mail). */
export function TextAreaField({ label, helper }: { label: string; helper?: string }) {
  const field = useFieldContext<string>();
  const value = useStore(field.store, (state) => state.value);
  return (
    <FieldShell label={label} helper={helper}>
      <Textarea name={field.name} value={value} rows={4} maxLength={5000} onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur} />
    </FieldShell>
  );
}

const languageNames: Record<Language, 'adminSurveys.settings.languageEn' | 'adminSurveys.settings.languageFr'> = {
  en: 'adminSurveys.settings.languageEn',
  fr: 'adminSurveys.settings.languageFr',
};

/** One box per language the form may be answered in; English always is (spec 2: en required). */
function LanguageBoxes() {
  const { t } = useI18n();
  const field = useFieldContext<Language[]>();
  const chosen = useStore(field.store, (state) => state.value);
  return (
    <HStack gap={6} wrap="wrap">
      {(Object.keys(languageNames) as Language[]).map((language) => (
        <Checkbox.Root
          key={language}
          colorPalette="teal"
          checked={language === 'en' || chosen.includes(language)}
          readOnly={language === 'en'}
          onCheckedChange={(details) => {
            if (language === 'en') return;
            const others = chosen.filter((each) => each !== language);
            field.handleChange(details.checked === true ? [...others, language] : others);
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t(languageNames[language])}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </HStack>
  );
}
