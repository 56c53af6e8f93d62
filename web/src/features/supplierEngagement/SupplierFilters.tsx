import type { SupplierEngagementView } from '@cairn/shared/contract/suppliers';
import { labelOf, labelsOf } from '@cairn/shared/labels';
import { emailFiltersYear, unknownSbti, type SbtiFilterValue, type SupplierListFilters } from '@cairn/shared/supplier/list';
import type { EmailStatusGroup, SupplierTrackingStatus } from '@cairn/shared/supplier/status';
import { chakra, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { FilterPopover, PlainCheckbox } from '../../ui/FilterPopover.tsx';

/*
 * The supplier list's filters (spec 3 sections 2.6 and 9): group (several), SBTi (one), a filter
 * per tag name, and for `emailFiltersYear` the e-mail filters ('Emails sent' by template name,
 * 'Status', 'Last email status'). The client's list and staff's suppliers tab both show them, so
 * both offer the same choices; the rules that apply them are shared/src/supplier/list.ts's.
 */

export type SupplierEmailFilterChoices = Pick<SupplierListFilters, 'templateNames' | 'statuses' | 'lastEmailGroups'>;

export const noEmailFilterChoices: SupplierEmailFilterChoices = { templateNames: [], statuses: [], lastEmailGroups: [] };

/** Toggles one value in a list of chosen values. */
export function toggled<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? [...values.filter((each) => each !== value), value] : values.filter((each) => each !== value);
}

export interface SupplierEmailFiltersProps {
  /** The template names the asset's suppliers were sent (`sentTemplateNames`). */
  templateNames: readonly string[];
  choices: SupplierEmailFilterChoices;
  onChange: (choices: SupplierEmailFilterChoices) => void;
  /** Staff's tab has its own status filter, for every year: it leaves this one out. */
  withStatus?: boolean;
}

export function SupplierEmailFilters({ templateNames, choices, onChange, withStatus = true }: SupplierEmailFiltersProps) {
  const { t, language } = useI18n();
  const chosen = (count: number) => (count === 0 ? t('supplierEngagement.filter.all') : t('supplierEngagement.filter.some', { count }));
  return (
    <>
      <FilterPopover label={t('supplierEngagement.filter.templates', { chosen: chosen(choices.templateNames.length) })} placement="bottom-start">
        <Stack gap={2}>
          {templateNames.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {t('supplierEngagement.filter.noTemplate')}
            </Text>
          ) : null}
          {templateNames.map((name) => (
            <PlainCheckbox
              key={name}
              label={name}
              checked={choices.templateNames.includes(name)}
              onChange={(on) => onChange({ ...choices, templateNames: toggled(choices.templateNames, name, on) })}
            />
          ))}
        </Stack>
      </FilterPopover>
      {withStatus ? (
        <FilterPopover label={t('supplierEngagement.filter.status', { chosen: chosen(choices.statuses.length) })} placement="bottom-start">
          <Stack gap={2}>
            {labelsOf('supplierTrackingStatus', language).map(({ value, label }) => (
              <PlainCheckbox
                key={value}
                label={label}
                checked={choices.statuses.includes(value)}
                onChange={(on) => onChange({ ...choices, statuses: toggled<SupplierTrackingStatus>(choices.statuses, value, on) })}
              />
            ))}
          </Stack>
        </FilterPopover>
      ) : null}
      <FilterPopover label={t('supplierEngagement.filter.lastEmail', { chosen: chosen(choices.lastEmailGroups.length) })} placement="bottom-start">
        <Stack gap={2}>
          {labelsOf('emailStatusGroup', language).map(({ value, label }) => (
            <PlainCheckbox
              key={value}
              label={label}
              checked={choices.lastEmailGroups.includes(value)}
              onChange={(on) => onChange({ ...choices, lastEmailGroups: toggled<EmailStatusGroup>(choices.lastEmailGroups, value, on) })}
            />
          ))}
        </Stack>
      </FilterPopover>
    </>
  );
}

export interface SupplierFiltersProps {
  groups: SupplierEngagementView['groups'];
  /** The template names the asset's suppliers were sent (`sentTemplateNames`). */
  templateNames: readonly string[];
  year: number;
  filters: SupplierListFilters;
  onChange: (filters: SupplierListFilters) => void;
  tagOptions: { yearTags: Record<string, string[]>; expenseTags: Record<string, string[]> };
  /** Staff's tab has its own status filter, for every year: it leaves the e-mail filters' one out. */
  withStatus?: boolean;
}

export function SupplierFilters({ groups, templateNames, year, filters, onChange, tagOptions, withStatus = true }: SupplierFiltersProps) {
  const { t, language } = useI18n();
  const sbtiId = useId();
  const chosen = (count: number) => (count === 0 ? t('supplierEngagement.filter.all') : t('supplierEngagement.filter.some', { count }));
  const sbtiValues: readonly SbtiFilterValue[] = ['NONE', 'COMMITTED', 'TARGETS_SET', unknownSbti];
  const tagFilter = (kind: 'yearTags' | 'expenseTags', name: string, values: readonly string[]) => {
    const picked = filters[kind][name] ?? [];
    return (
      <FilterPopover key={`${kind}-${name}`} label={t(kind === 'yearTags' ? 'supplierEngagement.filter.yearTag' : 'supplierEngagement.filter.expenseTag', { name, chosen: chosen(picked.length) })} placement="bottom-start">
        <Stack gap={2}>
          {values.map((value) => (
            <PlainCheckbox
              key={value}
              label={value}
              checked={picked.includes(value)}
              onChange={(on) => onChange({ ...filters, [kind]: { ...filters[kind], [name]: toggled(picked, value, on) } })}
            />
          ))}
        </Stack>
      </FilterPopover>
    );
  };
  return (
    <Wrap gap={2} align="flex-end" role="group" aria-label={t('supplierEngagement.filter.label')}>
      <FilterPopover label={t('supplierEngagement.filter.group', { chosen: chosen(filters.groupUuids.length) })} placement="bottom-start">
        <Stack gap={2}>
          {groups.map((group) => (
            <PlainCheckbox
              key={group.uuid}
              label={group.name}
              checked={filters.groupUuids.includes(group.uuid)}
              onChange={(on) => onChange({ ...filters, groupUuids: toggled(filters.groupUuids, group.uuid, on) })}
            />
          ))}
        </Stack>
      </FilterPopover>
      <HStack gap={2}>
        <chakra.label htmlFor={sbtiId} textStyle="sm" fontWeight="medium">
          {t('supplierEngagement.filter.sbti')}
        </chakra.label>
        <NativeSelect.Root size="sm" w="auto">
          <NativeSelect.Field
            id={sbtiId}
            value={filters.sbti ?? ''}
            onChange={(event) => {
              const value = sbtiValues.find((each) => each === event.currentTarget.value) ?? null;
              onChange({ ...filters, sbti: value });
            }}
          >
            <option value="">{t('supplierEngagement.filter.anySbti')}</option>
            {sbtiValues.map((value) => (
              <option key={value} value={value}>
                {value === unknownSbti ? t('supplierEngagement.filter.unknownSbti') : labelOf('climateCommitment', value, language)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {Object.entries(tagOptions.yearTags).map(([name, values]) => tagFilter('yearTags', name, values))}
      {Object.entries(tagOptions.expenseTags).map(([name, values]) => tagFilter('expenseTags', name, values))}
      {year === emailFiltersYear ? <SupplierEmailFilters templateNames={templateNames} choices={filters} onChange={(choices) => onChange({ ...filters, ...choices })} withStatus={withStatus} /> : null}
    </Wrap>
  );
}
