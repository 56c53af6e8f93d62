import { Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { begesCategoryInfo, ghgCategoryInfo, labelOf, OperationalCategory, Scope, type BegesCategory, type GhgCategory } from '@cairn/shared/labels';
import { ElectricityBasis, ReportEntryType } from '@cairn/shared/schemas';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { fieldMessagesOf } from '../../ui/form/formFailure.ts';
import { withFieldGroup } from '../../ui/form/formKit.tsx';
import { TextAreaField } from '../assets/formFields.tsx';
import { FormSection } from '../DialogFormParts.tsx';
import { ScriptEditor } from '../footprint/FormulaField.tsx';
import { ItemCard, ListErrors } from './OrderedItems.tsx';
import {
  begesCategoriesOfScope,
  formulaWithGhg,
  formulaWithScope,
  ghgCategoriesOfScope,
  emptyFormulaRow,
  showsElectricityBase,
  type FormulaRow,
} from './questionTemplates/questionTemplateModel.ts';

const methodKeys: Record<ReportEntryType, PlainKey> = {
  BOTH: 'questionTemplates.dialog.methodBoth',
  GHG: 'questionTemplates.dialog.methodGhg',
  BEGES: 'questionTemplates.dialog.methodBeges',
};

const basisKeys: Record<ElectricityBasis, PlainKey> = {
  LOCATION: 'questionTemplates.dialog.basisLocation',
  MARKET: 'questionTemplates.dialog.basisMarket',
};

/** A scope's categories as choices, numbered as the methods number them, and the chosen one even when it is of another scope. */
function categoryOptions<C extends string>(categories: readonly C[], chosen: C | '', label: (category: C) => string): { value: string; label: string }[] {
  const offered = chosen === '' || categories.includes(chosen) ? categories : [...categories, chosen];
  return offered.map((category) => ({ value: category, label: label(category) }));
}

/**
 * A template's formula templates (spec 1 section 3 "Formula template"), in order: entry labels,
 * method, scope and categories (which follow the scope, as in a report entry), the electricity
 * base where it applies, a table split for a table question, the script and its explanation.
 * The same editor for a questionnaire's question templates and a survey's, which read their
 * answers differently (`help`, `scriptHelp`). `onAdd` names the new formula's first field, for
 * the form to focus it.
 */
export const FormulaTemplatesFields = withFieldGroup({
  defaultValues: { formulaTemplates: [] as FormulaRow[] },
  props: { table: false as boolean, help: '' as string, scriptHelp: '' as string, onAdd: (() => undefined) as (firstField: string) => void },
  render: function Render({ group, table, help, scriptHelp, onAdd }) {
    const { t, language } = useI18n();
    return (
        <FormSection title={t('questionTemplates.dialog.formulas')} help={help}>
          <group.AppField name="formulaTemplates" mode="array">
            {(formulas) => (
              <Stack gap={3}>
                <ListErrors errors={formulas.state.meta.errors} />
                {formulas.state.value.map((formula, index) => {
                  const number = index + 1;
                  const at = `formulaTemplates[${index}]` as const;
                  return (
                    <ItemCard
                      key={formula.key}
                      title={t('questionTemplates.dialog.formula', { number })}
                      index={index}
                      count={formulas.state.value.length}
                      labels={{
                        up: t('questionTemplates.dialog.moveFormulaUp', { number }),
                        down: t('questionTemplates.dialog.moveFormulaDown', { number }),
                        remove: t('questionTemplates.dialog.removeFormula', { number }),
                      }}
                      onMove={(to) => formulas.moveValue(index, to)}
                      onRemove={() => formulas.removeValue(index)}
                    >
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                        <group.AppField name={`${at}.labelEn`}>
                          {(field) => <field.TextField label={t('questionTemplates.dialog.formulaLabelEn')} required autoComplete="off" />}
                        </group.AppField>
                        <group.AppField name={`${at}.labelFr`}>
                          {(field) => <field.TextField label={t('questionTemplates.dialog.formulaLabelFr')} autoComplete="off" />}
                        </group.AppField>
                      </SimpleGrid>
                      {/* An array field re-renders on its length only: the formula's method, scope and categories are read here. */}
                      <group.Subscribe selector={(state) => state.values.formulaTemplates[index]}>
                        {(row) =>
                          row ? (
                            <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                              <group.AppField name={`${at}.type`}>
                                {(field) => (
                                  <field.SelectField
                                    label={t('questionTemplates.dialog.formulaMethod')}
                                    required
                                    options={ReportEntryType.options.map((option) => ({ value: option, label: t(methodKeys[option]) }))}
                                  />
                                )}
                              </group.AppField>
                              <group.AppField
                                name={`${at}.scope`}
                                listeners={{
                                  // The categories follow the scope, as in a report entry.
                                  onChange: ({ value }) => {
                                    const next = formulaWithScope(group.getFieldValue(at), value);
                                    group.setFieldValue(`${at}.ghg`, next.ghg);
                                    group.setFieldValue(`${at}.beges`, next.beges);
                                  },
                                }}
                              >
                                {(field) => (
                                  <field.SelectField
                                    label={t('questionTemplates.dialog.formulaScope')}
                                    required
                                    options={Scope.options.map((option) => ({ value: option, label: labelOf('scope', option, language) }))}
                                  />
                                )}
                              </group.AppField>
                              {row.type === 'BEGES' ? null : (
                                <group.AppField
                                  name={`${at}.ghg`}
                                  listeners={{ onChange: ({ value }) => group.setFieldValue(`${at}.beges`, formulaWithGhg(group.getFieldValue(at), value).beges) }}
                                >
                                  {(field) => (
                                    <field.SelectField
                                      label={t('questionTemplates.dialog.formulaGhgCategory')}
                                      required
                                      placeholder={t('questionTemplates.dialog.chooseCategory')}
                                      options={categoryOptions<GhgCategory>(
                                        ghgCategoriesOfScope(row.scope),
                                        row.ghg,
                                        (category) => `${ghgCategoryInfo[category].number} ${labelOf('ghgCategory', category, language)}`,
                                      )}
                                    />
                                  )}
                                </group.AppField>
                              )}
                              {row.type === 'GHG' ? null : (
                                <group.AppField name={`${at}.beges`}>
                                  {(field) => (
                                    <field.SelectField
                                      label={t('questionTemplates.dialog.formulaBegesCategory')}
                                      required
                                      placeholder={t('questionTemplates.dialog.chooseCategory')}
                                      options={categoryOptions<BegesCategory>(
                                        begesCategoriesOfScope(row.scope),
                                        row.beges,
                                        (category) => `${begesCategoryInfo[category].number} ${labelOf('begesCategory', category, language)}`,
                                      )}
                                    />
                                  )}
                                </group.AppField>
                              )}
                              <group.AppField name={`${at}.operationalCategory`}>
                                {(field) => (
                                  <field.SelectField
                                    label={t('questionTemplates.dialog.formulaOperationalCategory')}
                                    required
                                    options={OperationalCategory.options.map((option) => ({ value: option, label: labelOf('operationalCategory', option, language) }))}
                                  />
                                )}
                              </group.AppField>
                              {showsElectricityBase(row) ? (
                                <group.AppField name={`${at}.electricityBase`}>
                                  {(field) => (
                                    <field.SelectField
                                      label={t('questionTemplates.dialog.formulaElectricityBase')}
                                      helper={t('questionTemplates.dialog.formulaElectricityBaseHelp')}
                                      placeholder={t('questionTemplates.dialog.basisBoth')}
                                      options={ElectricityBasis.options.map((option) => ({ value: option, label: t(basisKeys[option]) }))}
                                    />
                                  )}
                                </group.AppField>
                              ) : null}
                            </SimpleGrid>
                          ) : null
                        }
                      </group.Subscribe>
                      {table ? (
                        <group.AppField name={`${at}.splitTable`}>
                          {(field) => <field.SwitchField label={t('questionTemplates.dialog.formulaSplitTable')} helper={t('questionTemplates.dialog.formulaSplitTableHelp')} />}
                        </group.AppField>
                      ) : null}
                      <group.AppField name={`${at}.eval`}>
                        {(field) => (
                          <ScriptEditor
                            name={field.name}
                            label={t('questionTemplates.dialog.formulaScript')}
                            helper={scriptHelp}
                            errors={fieldMessagesOf(field.state.meta.errors, t)}
                            required
                            value={field.state.value}
                            onChange={field.handleChange}
                            onBlur={field.handleBlur}
                          />
                        )}
                      </group.AppField>
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                        <group.AppField name={`${at}.explanationEn`}>
                          {() => <TextAreaField label={t('questionTemplates.dialog.formulaExplanationEn')} helper={t('questionTemplates.dialog.formulaExplanationHelp')} />}
                        </group.AppField>
                        <group.AppField name={`${at}.explanationFr`}>
                          {() => <TextAreaField label={t('questionTemplates.dialog.formulaExplanationFr')} helper={t('questionTemplates.dialog.formulaExplanationHelp')} />}
                        </group.AppField>
                      </SimpleGrid>
                    </ItemCard>
                  );
                })}
                <Box>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      onAdd(`formulaTemplates[${formulas.state.value.length}].labelEn`);
                      formulas.pushValue(emptyFormulaRow());
                    }}
                  >
                    {t('questionTemplates.dialog.addFormula')}
                  </Button>
                </Box>
              </Stack>
            )}
          </group.AppField>
        </FormSection>
    );
  },
});
