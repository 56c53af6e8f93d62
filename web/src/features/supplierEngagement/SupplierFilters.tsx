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

type SupplierEmailFilterChoices = Pick<SupplierListFilters, 'templateNames' | 'statuses' | 'lastEmailGroups'>;

/** Toggles one value in a list of chosen values. */
function toggled<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? [...values.filter((each) => each !== value), value] : values.filter((each) => each !== value);
}

interface SupplierEmailFiltersProps {
  /** The template names the asset's suppliers were sent (`sentTemplateNames`). */
  templateNames: readonly string[];
  choices: SupplierEmailFilterChoices;
  onChange: (choices: SupplierEmailFilterChoices) => void;
  /** Staff's tab has its own status filter, for every year: it leaves this one out. */
  withStatus?: boolean;
}

/**
 * A filter of several values: a button naming how many are chosen, opening their checkboxes.
 * `options` empty shows `empty` instead.
 */
function CheckboxFilter<T extends string>({ label, options, chosen, onChange, empty }: { label: string; options: readonly { value: T; label: string }[]; chosen: readonly T[]; onChange: (chosen: T[]) => void; empty?: string }) {
  return (
    <FilterPopover label={label} placement="bottom-start">
      <Stack gap={2}>
        {options.length === 0 && empty ? (
          <Text textStyle="sm" color="fg.muted">
            {empty}
          </Text>
        ) : null}
        {options.map((option) => (
          <PlainCheckbox key={option.value} label={option.label} checked={chosen.includes(option.value)} onChange={(on) => onChange(toggled(chosen, option.value, on))} />
        ))}
      </Stack>
    </FilterPopover>
  );
}

const plainOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** 'All', or how many values are chosen, for a filter's button. */
function useChosenText() {
  const { t } = useI18n();
  return (count: number) => (count === 0 ? t('supplierEngagement.filter.all') : t('supplierEngagement.filter.some', { count }));
}

function SupplierEmailFilters({ templateNames, choices, onChange, withStatus = true }: SupplierEmailFiltersProps) {
  const { t, language } = useI18n();
  const chosen = useChosenText();
  return (
    <>
      <CheckboxFilter
        label={t('supplierEngagement.filter.templates', { chosen: chosen(choices.templateNames.length) })}
        options={plainOptions(templateNames)}
        chosen={choices.templateNames}
        onChange={(templateNames) => onChange({ ...choices, templateNames })}
        empty={t('supplierEngagement.filter.noTemplate')}
      />
      {withStatus ? (
        <CheckboxFilter<SupplierTrackingStatus>
          label={t('supplierEngagement.filter.status', { chosen: chosen(choices.statuses.length) })}
          options={labelsOf('supplierTrackingStatus', language)}
          chosen={choices.statuses}
          onChange={(statuses) => onChange({ ...choices, statuses })}
        />
      ) : null}
      <CheckboxFilter<EmailStatusGroup>
        label={t('supplierEngagement.filter.lastEmail', { chosen: chosen(choices.lastEmailGroups.length) })}
        options={labelsOf('emailStatusGroup', language)}
        chosen={choices.lastEmailGroups}
        onChange={(lastEmailGroups) => onChange({ ...choices, lastEmailGroups })}
      />
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
  const chosen = useChosenText();
  const sbtiValues: readonly SbtiFilterValue[] = ['NONE', 'COMMITTED', 'TARGETS_SET', unknownSbti];
  const tagFilter = (kind: 'yearTags' | 'expenseTags', name: string, values: readonly string[]) => {
    const picked = filters[kind][name] ?? [];
    return (
      <CheckboxFilter
        key={`${kind}-${name}`}
        label={t(kind === 'yearTags' ? 'supplierEngagement.filter.yearTag' : 'supplierEngagement.filter.expenseTag', { name, chosen: chosen(picked.length) })}
        options={plainOptions(values)}
        chosen={picked}
        onChange={(values) => onChange({ ...filters, [kind]: { ...filters[kind], [name]: values } })}
      />
    );
  };
  return (
    <Wrap gap={2} align="flex-end" role="group" aria-label={t('supplierEngagement.filter.label')}>
      <CheckboxFilter
        label={t('supplierEngagement.filter.group', { chosen: chosen(filters.groupUuids.length) })}
        options={groups.map((group) => ({ value: group.uuid, label: group.name }))}
        chosen={filters.groupUuids}
        onChange={(groupUuids) => onChange({ ...filters, groupUuids })}
      />
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
