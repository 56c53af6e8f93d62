import { labelsOf } from '@cairn/shared/labels';
import type { SupplierListFilters } from '@cairn/shared/supplier/list';
import type { EmailStatusGroup, SupplierTrackingStatus } from '@cairn/shared/supplier/status';
import { Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { FilterPopover, PlainCheckbox } from '../../ui/FilterPopover.tsx';

/*
 * The supplier list's e-mail filters (spec 3 sections 2.6 and 9: 'Emails sent' by template name,
 * 'Status', 'Last email status'), shown by the client's list and by staff's suppliers tab so both
 * offer the same choices; the rules that apply them are shared/src/supplier/list.ts's. The pages
 * show them only for `emailFiltersYear`.
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
