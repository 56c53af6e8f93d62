import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { withFieldGroup } from '../../ui/form/formKit.tsx';
import { commuteLabelValues, commuteTypes } from './commuteLabels.ts';
import { useCommuteTypeLabel } from './surveyLabels.ts';

/**
 * The commute question's custom mode labels (spec 2 "Survey definition", `commuteLabels`): each
 * mode by its own name with an English and a French input, blank to keep that name. The same
 * fields in a survey question template and in a survey's own questions; `size` follows the
 * form around them.
 */
export const CommuteLabelsFields = withFieldGroup({
  defaultValues: { commuteLabels: commuteLabelValues() },
  props: { size: 'md' as 'sm' | 'md' },
  render: function Render({ group, size }) {
    const { t } = useI18n();
    const commuteLabel = useCommuteTypeLabel();
    return (
      <Stack gap={3}>
        {commuteTypes.map((mode) => (
          <Box key={mode} role="group" aria-label={commuteLabel(mode)} borderBottomWidth="1px" pb={3}>
            <Text fontWeight="medium" textStyle="sm" mb={2} aria-hidden="true">
              {commuteLabel(mode)}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
              <group.AppField name={`commuteLabels.${mode}.en`}>
                {(field) => <field.TextField label={t('surveyQuestions.dialog.commuteLabelEn', { mode: commuteLabel(mode) })} autoComplete="off" size={size} />}
              </group.AppField>
              <group.AppField name={`commuteLabels.${mode}.fr`}>
                {(field) => <field.TextField label={t('surveyQuestions.dialog.commuteLabelFr', { mode: commuteLabel(mode) })} autoComplete="off" size={size} />}
              </group.AppField>
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
    );
  },
});
