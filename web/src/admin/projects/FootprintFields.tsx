import { Box, CheckboxGroup, Checkbox, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { canHideYear, offersMarketBased, type LanguageSupport, type ProjectMethodology } from '@cairn/shared/projects/creation';
import { useStore } from '@tanstack/react-form';
import { useI18n } from '../../i18n/i18nContext.ts';
import { GroupShell, useFieldContext, withFieldGroup } from '../../ui/form/formKit.tsx';

/** The values of a footprint's own fields, as its forms hold them. */
export interface FootprintValues {
  startDate: string;
  endDate: string;
  hideYear: boolean;
  languageSupport: string;
  methodologies: string[];
  marketBased: boolean;
}

/** The fields' names in a form that holds them under the same names (both project forms do). */
export const footprintFieldNames = {
  startDate: 'startDate',
  endDate: 'endDate',
  hideYear: 'hideYear',
  languageSupport: 'languageSupport',
  methodologies: 'methodologies',
  marketBased: 'marketBased',
} as const;

/**
 * A carbon footprint's fields (spec 2 "Project (staff)" and section 5): its period, languages,
 * hide-year switch (only with a module name), methodologies, and the market-based switch (only
 * with GHG). The same in the new-project dialog and the project's panel, which differ only in
 * the module name they go by and the languages they may offer.
 */
export const FootprintFields = withFieldGroup({
  defaultValues: { startDate: '', endDate: '', hideYear: false, languageSupport: 'EN', methodologies: ['GHG'], marketBased: false } as FootprintValues,
  props: { moduleName: '' as string | null, languages: [] as readonly LanguageSupport[] },
  render: function Render({ group, moduleName, languages }) {
    const { t } = useI18n();
    return (
      <>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <group.AppField name="startDate">{(field) => <field.TextField label={t('projects.field.startDate')} type="date" required />}</group.AppField>
          <group.AppField name="endDate">{(field) => <field.TextField label={t('projects.field.endDate')} type="date" required />}</group.AppField>
          <group.AppField name="languageSupport">
            {(field) => (
              <field.SelectField
                label={t('projects.field.languageSupport')}
                options={languages.map((language) => ({ value: language, label: t(`projects.field.language${language}`) }))}
              />
            )}
          </group.AppField>
          <Box alignSelf="center">
            {canHideYear(moduleName) ? (
              <group.AppField name="hideYear">{(field) => <field.SwitchField label={t('projects.field.hideYear')} />}</group.AppField>
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('projects.field.hideYearDisabled')}
              </Text>
            )}
          </Box>
        </SimpleGrid>
        <group.AppField name="methodologies">{() => <MethodologiesField />}</group.AppField>
        <group.Subscribe selector={(state) => state.values.methodologies}>
          {(methodologies) =>
            offersMarketBased(methodologies as ProjectMethodology[]) ? (
              <group.AppField name="marketBased">{(field) => <field.SwitchField label={t('projects.field.marketBased')} />}</group.AppField>
            ) : null
          }
        </group.Subscribe>
      </>
    );
  },
});

/** The methodologies (required) as checkboxes under their legend, bound to the field of the chosen ones. */
export function MethodologiesField() {
  const { t } = useI18n();
  const field = useFieldContext<string[]>();
  const value = useStore(field.store, (state) => state.value);
  return (
    <GroupShell label={t('projects.field.methodologies')} required>
      <CheckboxGroup value={value} onValueChange={(next) => field.handleChange(next)} name={field.name}>
        <HStack gap={6}>
          {(['GHG', 'BEGES'] as const).map((methodology) => (
            <Checkbox.Root key={methodology} value={methodology}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`projects.field.methodology${methodology}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </CheckboxGroup>
    </GroupShell>
  );
}
