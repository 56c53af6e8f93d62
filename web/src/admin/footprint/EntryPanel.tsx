import { Button, HStack, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  begesCategoryInfo,
  ghgCategoriesOfScope,
  ghgCategoryInfo,
  labelOf,
  OperationalCategory,
  Scope,
} from '@cairn/shared/labels';
import { ElectricityBasis, ReportEntryType } from '@cairn/shared/schemas';
import type { FieldIssue } from '@cairn/shared/errors';
import { revalidateLogic, useStore } from '@tanstack/react-form';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage, localizeText } from '../../i18n/serverMessages.ts';
import type { PlainKey, Translate } from '../../i18n/translate.ts';
import type { DraftEntry } from '../../features/reports/editing/draftModel.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { differsIgnoringSpaces, fieldMessagesOf } from '../../ui/form/formFailure.ts';
import { useAppForm } from '../../ui/form/formKit.tsx';
import { useDiscardGuard } from '../../ui/form/useDiscardGuard.tsx';
import { MarkdownField } from '../../ui/MarkdownField.tsx';
import { SidePanel } from '../../ui/SidePanel.tsx';
import {
  allowsElectricityBasis,
  begesCategoriesOfScope,
  draftEntryOf,
  entryProblems,
  entryValuesOf,
  newEntryValues,
  withGhg,
  withScope,
  type EntryFormValues,
} from './entryForm.ts';
import { FormulaField, type FormulaCatalogue } from './FormulaField.tsx';

/** What the panel edits: a new entry (its uuid drawn when the panel opens) or one of the draft. */
export type EntryTarget = { kind: 'new'; uuid: string } | { kind: 'edit'; entry: DraftEntry };

interface EntryPanelProps {
  target: EntryTarget | null;
  catalogue: FormulaCatalogue;
  year: number;
  /** Groups already used in the draft, offered as the group is typed. */
  groups: readonly string[];
  /** What the last save said about this entry, until it is changed. */
  savedIssues: readonly FieldIssue[];
  readOnly: boolean;
  /** The value a delivered entry was stored with, shown under its formula. */
  frozenValueKg: number | null;
  onApply: (entry: DraftEntry) => void;
  onClose: () => void;
}

const methodKeys: Record<ReportEntryType, PlainKey> = {
  BOTH: 'adminFootprint.entry.methodBoth',
  GHG: 'adminFootprint.entry.methodGhg',
  BEGES: 'adminFootprint.entry.methodBeges',
};

const basisKeys: Record<ElectricityBasis, PlainKey> = {
  LOCATION: 'adminFootprint.entry.basisLocation',
  MARKET: 'adminFootprint.entry.basisMarket',
};

/**
 * The entry editor, in a side panel (spec 1's 600 px action panel): label, formula with its
 * live value, activity data, methods and categories, electricity basis where it applies, group,
 * explanation and quality. Applying puts the entry in the draft, which is saved as a whole.
 */
export function EntryPanel(props: EntryPanelProps) {
  const { t } = useI18n();
  const { target, onClose } = props;
  // The open form asks before closing when it holds changes; without one, the panel just closes.
  const closeRequest = useRef<(() => void) | null>(null);
  const title =
    target === null ? '' : target.kind === 'new' ? t('adminFootprint.entry.newTitle') : props.readOnly ? target.entry.label : t('adminFootprint.entry.editTitle', { label: target.entry.label });
  return (
    <SidePanel
      open={target !== null}
      onClose={() => (closeRequest.current ?? onClose)()}
      title={title}
      closeLabel={t('adminFootprint.entry.close')}
      width="action"
    >
      {target ? <EntryForm key={target.kind === 'new' ? target.uuid : target.entry.uuid} {...props} target={target} closeRequest={closeRequest} /> : null}
    </SidePanel>
  );
}

/** Problems by field as the form's errors, in the user's language; nothing when there are none. */
function errorsOf(values: EntryFormValues, t: Translate) {
  const fields = Object.fromEntries(Object.entries(entryProblems(values)).map(([field, message]) => [field, localizeText(t, message)]));
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

function EntryForm({
  target,
  catalogue,
  year,
  groups,
  savedIssues,
  readOnly,
  frozenValueKg,
  onApply,
  onClose,
  closeRequest,
}: EntryPanelProps & { target: EntryTarget; closeRequest: RefObject<(() => void) | null> }) {
  const { t, language } = useI18n();
  const [initial] = useState(() => (target.kind === 'edit' ? entryValuesOf(target.entry) : newEntryValues()));
  const form = useAppForm({
    defaultValues: initial,
    canSubmitWhenInvalid: true,
    // Checked when applied, then at each change until it is applied.
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => errorsOf(value, t) },
    onSubmit: ({ value }) => {
      if (Object.keys(entryProblems(value)).length > 0) return;
      const uuid = target.kind === 'new' ? target.uuid : target.entry.uuid;
      onApply(draftEntryOf(value, uuid, target.kind === 'edit' ? target.entry : undefined));
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const dirty = !readOnly && differsIgnoringSpaces(initial, values);
  const { requestClose, dialog } = useDiscardGuard(dirty, onClose);
  // Escape, the backdrop and the close button ask first too, through the panel.
  useLayoutEffect(() => {
    closeRequest.current = readOnly ? null : requestClose;
    return () => {
      closeRequest.current = null;
    };
  });
  // Computed from a questionnaire: its activity, formula and value are the answer's, kept by the save.
  const computedFrom = target.kind === 'edit' ? target.entry.source : null;
  const groupListId = `entry-groups-${target.kind === 'new' ? target.uuid : target.entry.uuid}`;
  const savedMessages = savedIssues.map((issue) => localizeMessage(t, issue));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {dialog}
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap={5} pb={4}>
          {savedMessages.length > 0 ? <ErrorBox message={t('adminFootprint.entry.savedProblem', { message: savedMessages.join(' · ') })} /> : null}
          <form.AppField name="label">{(field) => <field.TextField label={t('adminFootprint.entry.label')} required autoComplete="off" />}</form.AppField>

          {computedFrom ? (
            <Text color="fg.muted" textStyle="sm">
              {t('adminFootprint.entry.computed', {
                question: language === 'fr' ? (computedFrom.questionLabelFr ?? computedFrom.questionLabelEn) : computedFrom.questionLabelEn,
              })}
            </Text>
          ) : (
            <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
            <form.AppField name="activityValue">
              {(field) => <field.TextField label={t('adminFootprint.entry.activity')} helper={t('adminFootprint.entry.activityHelp')} inputMode="decimal" />}
            </form.AppField>
            <form.AppField name="activityUnitEn">{(field) => <field.TextField label={t('adminFootprint.entry.unitEn')} />}</form.AppField>
            <form.AppField name="activityUnitFr">{(field) => <field.TextField label={t('adminFootprint.entry.unitFr')} />}</form.AppField>
          </SimpleGrid>

          <form.AppField name="source">
            {(field) => (
              <Stack gap={1}>
                <Text textStyle="sm" fontWeight="medium" id={`${groupListId}-source`}>
                  {t('adminFootprint.entry.source')}
                </Text>
                <SegmentGroup.Root
                  size="sm"
                  value={field.state.value}
                  aria-labelledby={`${groupListId}-source`}
                  onValueChange={(details) => {
                    if (details.value === 'FORMULA' || details.value === 'TYPED') field.handleChange(details.value);
                  }}
                >
                  <SegmentGroup.Indicator />
                  <SegmentGroup.Items
                    items={[
                      { value: 'FORMULA', label: t('adminFootprint.entry.sourceFormula') },
                      { value: 'TYPED', label: t('adminFootprint.entry.sourceTyped') },
                    ]}
                  />
                </SegmentGroup.Root>
              </Stack>
            )}
          </form.AppField>

          {values.source === 'FORMULA' ? (
            <form.AppField name="formula">
              {(field) => (
                <FormulaField
                  formula={field.state.value}
                  activity={values.activityValue}
                  catalogue={catalogue}
                  year={year}
                  errors={fieldMessagesOf(field.state.meta.errors, t)}
                  readOnly={readOnly}
                  frozenValueKg={frozenValueKg}
                  onChange={field.handleChange}
                />
              )}
            </form.AppField>
          ) : (
            <form.AppField name="valueKg">
              {(field) => <field.TextField label={t('adminFootprint.entry.valueKg')} helper={t('adminFootprint.entry.valueKgHelp')} required inputMode="decimal" />}
            </form.AppField>
          )}

            </>
          )}

          <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
            <form.AppField name="method">
              {(field) => (
                <field.SelectField
                  label={t('adminFootprint.entry.method')}
                  options={ReportEntryType.options.map((option) => ({ value: option, label: t(methodKeys[option]) }))}
                />
              )}
            </form.AppField>
            <form.AppField
              name="scope"
              listeners={{
                onChange: ({ value }) => {
                  const next = withScope(form.state.values, value);
                  form.setFieldValue('ghg', next.ghg);
                  form.setFieldValue('beges', next.beges);
                },
              }}
            >
              {(field) => (
                <field.SelectField
                  label={t('adminFootprint.entry.scope')}
                  options={Scope.options.map((option) => ({ value: option, label: labelOf('scope', option, language) }))}
                />
              )}
            </form.AppField>
            {values.method === 'BEGES' ? null : (
              <form.AppField name="ghg" listeners={{ onChange: ({ value }) => form.setFieldValue('beges', withGhg(form.state.values, value).beges) }}>
                {(field) => (
                  <field.SelectField
                    label={t('adminFootprint.entry.ghgCategory')}
                    required
                    placeholder={t('adminFootprint.entry.chooseCategory')}
                    options={ghgCategoriesOfScope(values.scope).map((option) => ({
                      value: option,
                      label: `${ghgCategoryInfo[option].number} ${labelOf('ghgCategory', option, language)}`,
                    }))}
                  />
                )}
              </form.AppField>
            )}
            {values.method === 'GHG' ? null : (
              <form.AppField name="beges">
                {(field) => (
                  <field.SelectField
                    label={t('adminFootprint.entry.begesCategory')}
                    required
                    placeholder={t('adminFootprint.entry.chooseCategory')}
                    options={begesCategoriesOfScope(values.scope).map((option) => ({
                      value: option,
                      label: `${begesCategoryInfo[option].number} ${labelOf('begesCategory', option, language)}`,
                    }))}
                  />
                )}
              </form.AppField>
            )}
            <form.AppField name="operational">
              {(field) => (
                <field.SelectField
                  label={t('adminFootprint.entry.operationalCategory')}
                  options={OperationalCategory.options.map((option) => ({ value: option, label: labelOf('operationalCategory', option, language) }))}
                />
              )}
            </form.AppField>
            {allowsElectricityBasis(values) ? (
              <form.AppField name="electricityBasis">
                {(field) => (
                  <field.SelectField
                    label={t('adminFootprint.entry.electricityBasis')}
                    helper={t('adminFootprint.entry.electricityBasisHelp')}
                    placeholder={t('adminFootprint.entry.basisBoth')}
                    options={ElectricityBasis.options.map((option) => ({ value: option, label: t(basisKeys[option]) }))}
                  />
                )}
              </form.AppField>
            ) : null}
          </SimpleGrid>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
            <form.AppField name="group">
              {(field) => <field.TextField label={t('adminFootprint.entry.group')} helper={t('adminFootprint.entry.groupHelp')} list={groupListId} autoComplete="off" />}
            </form.AppField>
            <form.AppField name="quality">
              {(field) => <field.TextField label={t('adminFootprint.entry.quality')} helper={t('adminFootprint.entry.qualityHelp')} inputMode="numeric" />}
            </form.AppField>
          </SimpleGrid>
          <datalist id={groupListId}>
            {groups.map((group) => (
              <option key={group} value={group} />
            ))}
          </datalist>

          <form.AppField name="explanation">
            {(field) => (
              <MarkdownField
                label={t('adminFootprint.entry.explanation')}
                helper={t('adminFootprint.entry.explanationHelp')}
                name="explanation"
                value={field.state.value}
                errors={fieldMessagesOf(field.state.meta.errors, t)}
                onChange={field.handleChange}
              />
            )}
          </form.AppField>
        </Stack>
      </fieldset>
      <HStack gap={3} justify="flex-end" position="sticky" bottom={0} bg="bg.panel" py={3} borderTopWidth="1px">
        {readOnly ? (
          <Button variant="outline" onClick={onClose}>
            {t('adminFootprint.entry.close')}
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={requestClose}>
              {t('adminFootprint.entry.cancel')}
            </Button>
            <Button type="submit" colorPalette="teal">
              {target.kind === 'new' ? t('adminFootprint.entry.add') : t('adminFootprint.entry.apply')}
            </Button>
          </>
        )}
      </HStack>
    </form>
  );
}
