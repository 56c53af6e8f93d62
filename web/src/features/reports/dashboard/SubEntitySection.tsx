import { Button, Checkbox, CheckboxGroup, Fieldset, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { formatEmissions, formatPercentages } from '@cairn/shared/format';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { BarChart } from './charts.tsx';
import { pickSubEntities, subEntityLabelRotation, ungroupedKey, type SubEntityTotal } from './dashboardModel.ts';

/** A checkbox value is never empty, so the ungrouped entries' key '' gets a prefix like every group. */
const checkboxValue = (key: string) => `group:${key}`;
const keyOfCheckbox = (value: string) => value.slice('group:'.length);

/** Each sub-entity's total and share, and a picker of the ones the chart shows (all by default). */
export function SubEntitySection({ totals }: { totals: readonly SubEntityTotal[] }) {
  const { t, language } = useI18n();
  // null follows whatever groups the shown electricity view has: all of them.
  const [picked, setPicked] = useState<string[] | null>(null);
  const shown = pickSubEntities(totals, picked);
  const shares = formatPercentages(
    totals.map((total) => total.valueKg),
    language,
  );
  const labelOf = (key: string) => (key === ungroupedKey ? t('reports.dashboard.subEntityOther') : key);
  const checked = (picked ?? totals.map((total) => total.key)).map(checkboxValue);
  const rotation = subEntityLabelRotation(shown.length);

  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={6} alignItems="start">
      <BarChart
        data={shown.map((total) => ({ label: labelOf(total.key), value: total.valueKg / 1_000, tone: total.key === ungroupedKey ? undefined : 'company' }))}
        unit={t('reports.dashboard.subEntityUnit')}
        smallText={shown.length >= 5}
        height={280}
        labelRotation={rotation}
        wrapLabels={rotation === null}
        ariaLabel={t('reports.dashboard.subEntities')}
      />
      <Fieldset.Root size="sm">
        <HStack justify="space-between" gap={2}>
          <Fieldset.Legend fontWeight="medium">{t('reports.dashboard.subEntityPicker')}</Fieldset.Legend>
          {picked !== null && picked.length < totals.length ? (
            <Button size="xs" variant="ghost" onClick={() => setPicked(null)}>
              {t('reports.dashboard.subEntityAll')}
            </Button>
          ) : null}
        </HStack>
        <CheckboxGroup value={checked} onValueChange={(values: string[]) => setPicked(values.map(keyOfCheckbox))} name="subEntities">
          <Fieldset.Content>
            {totals.map((total, index) => (
              <Checkbox.Root key={total.key} value={checkboxValue(total.key)} alignItems="flex-start">
                <Checkbox.HiddenInput />
                <Checkbox.Control mt={0.5} />
                <Checkbox.Label flex="1">
                  <Stack gap={0}>
                    <Text>{labelOf(total.key)}</Text>
                    {total.key === ungroupedKey ? (
                      <Text textStyle="xs" color="fg.muted" fontWeight="normal">
                        {t('reports.dashboard.subEntityOtherHint')}
                      </Text>
                    ) : null}
                    <Text textStyle="xs" color="fg.muted" fontWeight="normal">
                      {t('reports.dashboard.subEntityShare', {
                        value: formatEmissions(total.valueKg, language, { allowKg: true }).text,
                        share: shares[index]?.text ?? '',
                      })}
                    </Text>
                  </Stack>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Fieldset.Content>
        </CheckboxGroup>
      </Fieldset.Root>
    </Grid>
  );
}
