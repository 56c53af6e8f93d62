import { Box, Button, HStack, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ghgCategoryInfo, labelOf, Scope } from '@cairn/shared/labels';
import { ActionCardType, ActionParameterType } from '@cairn/shared/plans/actionCards';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import { useEffect, useRef } from 'react';
import { ApiError, queryOptionsFor } from '../../api/client.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../ui/form/FormDialog.tsx';
import { fieldMessagesOf } from '../../ui/form/formFailure.ts';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';
import { TextAreaField } from '../assets/formFields.tsx';
import { FormSection, StoredForm } from '../DialogFormParts.tsx';
import { ScriptEditor } from '../footprint/FormulaField.tsx';
import { ItemCard, ListErrors } from '../questions/OrderedItems.tsx';
import {
  actionCardInputOf,
  actionCardValuesOf,
  categoryAfterScope,
  categoryChoices,
  emptyActionCardValues,
  emptyFormulaRow,
  emptyParameterRow,
  hasUnsavedChanges,
  type ActionCardDetail,
} from './actionCardModel.ts';
import { Thumbnail } from './ImagesPage.tsx';

/** What the editor edits: a new card, or a listed one, read whole when the editor opens. */
export type ActionCardTarget = { kind: 'create' } | { kind: 'edit'; uuid: string; name: string };

/**
 * Creates or edits an action card in a large dialog: its texts, type and image, its parameters
 * (the values a consultant fills in per client) and its formulas over ef., hyp. and p.
 */
export function ActionCardDialog({ target, onClose }: { target: ActionCardTarget | null; onClose: () => void }) {
  return (
    <FormDialog open={target !== null} onClose={onClose} size={{ mdDown: 'full', md: 'xl' }} scrollBehavior="inside">
      {target?.kind === 'create' ? <ActionCardForm key="create" card={null} onClose={onClose} /> : null}
      {target?.kind === 'edit' ? <StoredCardForm key={target.uuid} target={target} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function StoredCardForm({ target, onClose }: { target: Extract<ActionCardTarget, { kind: 'edit' }>; onClose: () => void }) {
  const { t } = useI18n();
  const detail = useQuery(queryOptionsFor('actionCard.get', { uuid: target.uuid }));
  return (
    <StoredForm
      detail={detail}
      labels={{
        title: t('actionCards.dialog.editTitle', { name: target.name }),
        close: t('actionCards.dialog.close'),
        retry: t('actionCards.dialog.retry'),
        loading: t('actionCards.dialog.loading'),
      }}
      form={(loaded: ActionCardDetail) => <ActionCardForm card={loaded} onClose={onClose} />}
    />
  );
}

function ActionCardForm({ card, onClose }: { card: ActionCardDetail | null; onClose: () => void }) {
  const { t, language } = useI18n();
  const images = useQuery(queryOptionsFor('image.list', {}));
  const { form, formRef, failure, dirty, saving, onSubmit } = useProcedureForm({
    procedure: card ? 'actionCard.update' : 'actionCard.create',
    defaultValues: card ? actionCardValuesOf(card) : emptyActionCardValues(),
    toInput: (values) => (card ? { ...actionCardInputOf(values), uuid: card.uuid, expectedVersion: card.version } : actionCardInputOf(values)),
    isChanged: hasUnsavedChanges,
    onSaved: () => {
      toaster.create({ type: 'success', title: card ? t('actionCards.dialog.updated') : t('actionCards.dialog.created') });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  const staleEdit = failure?.error instanceof ApiError && failure.error.code === 'CONFLICT';
  const imageUuid = useStore(form.store, (state) => state.values.imageUuid);

  // 'Add a parameter' and 'Add a formula' move the focus to the new row's first field.
  const parameterCount = useStore(form.store, (state) => state.values.parameters.length);
  const formulaCount = useStore(form.store, (state) => state.values.formulas.length);
  const focusAdded = useRef<string | null>(null);
  useEffect(() => {
    const name = focusAdded.current;
    if (name === null) return;
    focusAdded.current = null;
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [parameterCount, formulaCount, formRef]);

  // The stored image stays offered even when the library's answer does not list it (deleted meanwhile).
  const imageOptions = [
    ...(images.data ?? []).map((image) => ({ value: image.uuid, label: image.name })),
    ...(imageUuid !== '' && images.data && !images.data.some((image) => image.uuid === imageUuid) ? [{ value: imageUuid, label: imageUuid }] : []),
  ];

  return (
    <form.AppForm>
      <DialogForm
        title={card ? t('actionCards.dialog.editTitle', { name: card.nameEn }) : t('actionCards.dialog.createTitle')}
        closeLabel={t('actionCards.dialog.close')}
        cancelLabel={t('actionCards.dialog.cancel')}
        saveLabel={t('actionCards.dialog.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={7}>
          <form.ErrorSummary {...(staleEdit ? { conflict: t('actionCards.dialog.conflict') } : {})} />

          <FormSection title={t('actionCards.dialog.action')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name="nameEn">{(field) => <field.TextField label={t('actionCards.dialog.nameEn')} required autoComplete="off" />}</form.AppField>
              <form.AppField name="nameFr">{(field) => <field.TextField label={t('actionCards.dialog.nameFr')} autoComplete="off" />}</form.AppField>
              <form.AppField name="operationalCategoryEn">
                {(field) => <field.TextField label={t('actionCards.dialog.operationalCategoryEn')} autoComplete="off" />}
              </form.AppField>
              <form.AppField name="operationalCategoryFr">
                {(field) => <field.TextField label={t('actionCards.dialog.operationalCategoryFr')} autoComplete="off" />}
              </form.AppField>
              <form.AppField name="type">
                {(field) => (
                  <field.SelectField
                    label={t('actionCards.dialog.type')}
                    required
                    options={ActionCardType.options.map((type) => ({ value: type, label: t(`actionCards.type.${type}`) }))}
                  />
                )}
              </form.AppField>
              <HStack gap={3} align="flex-end">
                <Box flex={1} minW={0}>
                  <form.AppField name="imageUuid">
                    {(field) => (
                      <field.SelectField
                        label={t('actionCards.dialog.image')}
                        helper={t('actionCards.dialog.imageHelp')}
                        placeholder={t('actionCards.dialog.noImage')}
                        options={imageOptions}
                        moreErrors={images.isError ? [t('actionCards.dialog.imagesFailed')] : []}
                      />
                    )}
                  </form.AppField>
                </Box>
                {imageUuid !== '' ? <Thumbnail uuid={imageUuid} size={14} alt={t('actionCards.dialog.imageAlt')} /> : null}
              </HStack>
            </SimpleGrid>
            <form.AppField name="description">{() => <TextAreaField label={t('actionCards.dialog.description')} rows={3} />}</form.AppField>
            <form.AppField name="baselineScenario">{() => <TextAreaField label={t('actionCards.dialog.baselineScenario')} rows={3} />}</form.AppField>
          </FormSection>

          <Separator />
          <FormSection title={t('actionCards.dialog.parameters')} help={t('actionCards.dialog.parametersHelp')}>
            <form.AppField name="parameters" mode="array">
              {(parameters) => (
                <Stack gap={3}>
                  <ListErrors errors={parameters.state.meta.errors} />
                  {parameters.state.value.map((parameter, index) => {
                    const number = index + 1;
                    const at = `parameters[${index}]` as const;
                    return (
                      <ItemCard
                        key={parameter.key}
                        title={t('actionCards.dialog.parameter', { number })}
                        index={index}
                        count={parameters.state.value.length}
                        labels={{
                          up: t('actionCards.dialog.moveParameterUp', { number }),
                          down: t('actionCards.dialog.moveParameterDown', { number }),
                          remove: t('actionCards.dialog.removeParameter', { number }),
                        }}
                        onMove={(to) => parameters.moveValue(index, to)}
                        onRemove={() => parameters.removeValue(index)}
                      >
                        <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
                          <form.AppField name={`${at}.name`}>
                            {(field) => (
                              <field.TextField
                                label={t('actionCards.dialog.parameterName')}
                                helper={t('actionCards.dialog.parameterNameHelp')}
                                required
                                autoComplete="off"
                                spellCheck={false}
                                fontFamily="mono"
                              />
                            )}
                          </form.AppField>
                          <form.AppField name={`${at}.type`}>
                            {(field) => (
                              <field.SelectField
                                label={t('actionCards.dialog.parameterType')}
                                required
                                options={ActionParameterType.options.map((type) => ({ value: type, label: t(`actionCards.dialog.parameterType${type}`) }))}
                              />
                            )}
                          </form.AppField>
                          <form.AppField name={`${at}.label`}>{(field) => <field.TextField label={t('actionCards.dialog.parameterLabel')} required autoComplete="off" />}</form.AppField>
                          <form.AppField name={`${at}.hint`}>{(field) => <field.TextField label={t('actionCards.dialog.parameterHint')} autoComplete="off" />}</form.AppField>
                          <form.AppField name={`${at}.unit`}>{(field) => <field.TextField label={t('actionCards.dialog.parameterUnit')} autoComplete="off" />}</form.AppField>
                          <form.Subscribe selector={(state) => state.values.parameters[index]?.type}>
                            {(type) =>
                              type === 'TEXT' ? (
                                <form.AppField name={`${at}.valueText`}>
                                  {(field) => <field.TextField label={t('actionCards.dialog.parameterDefault')} autoComplete="off" />}
                                </form.AppField>
                              ) : (
                                <form.AppField name={`${at}.valueNumber`}>
                                  {(field) => <field.TextField label={t('actionCards.dialog.parameterDefault')} inputMode="decimal" autoComplete="off" />}
                                </form.AppField>
                              )
                            }
                          </form.Subscribe>
                        </SimpleGrid>
                      </ItemCard>
                    );
                  })}
                  <Box>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        focusAdded.current = `parameters[${parameters.state.value.length}].name`;
                        parameters.pushValue(emptyParameterRow());
                      }}
                    >
                      {t('actionCards.dialog.addParameter')}
                    </Button>
                  </Box>
                </Stack>
              )}
            </form.AppField>
          </FormSection>

          <Separator />
          <FormSection title={t('actionCards.dialog.formulas')} help={t('actionCards.dialog.formulasHelp')}>
            <form.AppField name="formulas" mode="array">
              {(formulas) => (
                <Stack gap={3}>
                  <ListErrors errors={formulas.state.meta.errors} />
                  {formulas.state.value.map((formula, index) => {
                    const number = index + 1;
                    const at = `formulas[${index}]` as const;
                    return (
                      <ItemCard
                        key={formula.key}
                        title={t('actionCards.dialog.formula', { number })}
                        index={index}
                        count={formulas.state.value.length}
                        labels={{
                          up: t('actionCards.dialog.moveFormulaUp', { number }),
                          down: t('actionCards.dialog.moveFormulaDown', { number }),
                          remove: t('actionCards.dialog.removeFormula', { number }),
                        }}
                        onMove={(to) => formulas.moveValue(index, to)}
                        onRemove={() => formulas.removeValue(index)}
                      >
                        <Stack gap={3}>
                          <form.AppField name={`${at}.label`}>{(field) => <field.TextField label={t('actionCards.dialog.formulaLabel')} required autoComplete="off" />}</form.AppField>
                          <form.Subscribe selector={(state) => state.values.formulas[index]}>
                            {(row) =>
                              row ? (
                                <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                                  <form.AppField
                                    name={`${at}.scope`}
                                    listeners={{ onChange: ({ value }) => form.setFieldValue(`${at}.ghgCategory`, categoryAfterScope(value, form.getFieldValue(`${at}.ghgCategory`))) }}
                                  >
                                    {(field) => (
                                      <field.SelectField
                                        label={t('actionCards.dialog.formulaScope')}
                                        required
                                        options={Scope.options.map((scope) => ({ value: scope, label: labelOf('scope', scope, language) }))}
                                      />
                                    )}
                                  </form.AppField>
                                  <form.AppField name={`${at}.ghgCategory`}>
                                    {(field) => (
                                      <field.SelectField
                                        label={t('actionCards.dialog.formulaGhgCategory')}
                                        required
                                        placeholder={t('actionCards.dialog.chooseCategory')}
                                        options={categoryChoices(row.scope, row.ghgCategory).map((category) => ({
                                          value: category,
                                          label: `${ghgCategoryInfo[category].number} ${labelOf('ghgCategory', category, language)}`,
                                        }))}
                                      />
                                    )}
                                  </form.AppField>
                                </SimpleGrid>
                              ) : null
                            }
                          </form.Subscribe>
                          <form.AppField name={`${at}.expression`}>
                            {(field) => (
                              <ScriptEditor
                                name={field.name}
                                label={t('actionCards.dialog.formulaExpression')}
                                helper={t('actionCards.dialog.formulaExpressionHelp')}
                                required
                                errors={fieldMessagesOf(field.state.meta.errors, t)}
                                value={field.state.value}
                                onChange={(script) => field.handleChange(script)}
                                onBlur={field.handleBlur}
                              />
                            )}
                          </form.AppField>
                        </Stack>
                      </ItemCard>
                    );
                  })}
                  <Box>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        focusAdded.current = `formulas[${formulas.state.value.length}].label`;
                        formulas.pushValue(emptyFormulaRow());
                      }}
                    >
                      {t('actionCards.dialog.addFormula')}
                    </Button>
                  </Box>
                </Stack>
              )}
            </form.AppField>
          </FormSection>
          {images.isPending ? (
            <Text srOnly role="status">
              {t('actionCards.dialog.loading')}
            </Text>
          ) : null}
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}
