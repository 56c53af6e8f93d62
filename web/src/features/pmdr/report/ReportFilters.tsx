import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { PmdrFilter } from '@cairn/shared/calc/pmdr';
import type { PmdrYearView } from '@cairn/shared/contract/pmdr';
import { labelOf, type Scope } from '@cairn/shared/labels';
import { useMemo } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { FilterPopover, PlainCheckbox } from '../../../ui/FilterPopover.tsx';
import { filterChoices, toggledKept, toggledScopes } from './reportModel.ts';

/*
 * The report's two filters (spec 3 section 2.4): the funds and assets kept (a popover 400 px
 * high, section 9) and the scopes summed (Scope 1, 2, 3). Both go through the engine's filter.
 */

const scopes: readonly Scope[] = ['ONE', 'TWO', 'THREE'];

export function ReportFilters({ year, filter, onChange }: { year: PmdrYearView; filter: PmdrFilter; onChange: (filter: PmdrFilter) => void }) {
  const { t, language } = useI18n();
  const choices = useMemo(() => filterChoices(year), [year]);
  const fundUuids = choices.funds.map((fund) => fund.uuid);
  const assetKeys = choices.assets.map((asset) => asset.key);
  const keptFunds = new Set(filter.fundUuids ?? fundUuids);
  const keptAssets = new Set(filter.assetUuids ?? assetKeys);
  const chosen =
    filter.fundUuids === null && filter.assetUuids === null
      ? t('pmdrReport.filter.all')
      : t('pmdrReport.filter.some', { funds: keptFunds.size, fundTotal: fundUuids.length, assets: keptAssets.size, assetTotal: assetKeys.length });
  const scopeNames = filter.scopes.map((scope) => labelOf('scope', scope, language).replace(/^\D+/, '')).join(', ');
  return (
    <HStack gap={3} wrap="wrap">
      <FilterPopover label={t('pmdrReport.filter.assets', { chosen })} placement="bottom-start" minW="xs" maxW="md" maxH="400px">
        <Stack gap={4}>
          {filter.fundUuids !== null || filter.assetUuids !== null ? (
            <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => onChange({ ...filter, fundUuids: null, assetUuids: null })}>
              {t('pmdrReport.filter.showAll')}
            </Button>
          ) : null}
          <Stack as="fieldset" gap={1}>
            <Text as="legend" fontWeight="semibold" textStyle="sm" mb={1}>
              {t('pmdrReport.filter.funds')}
            </Text>
            {choices.funds.map((fund) => (
              <PlainCheckbox
                key={fund.uuid}
                label={fund.name}
                checked={keptFunds.has(fund.uuid)}
                onChange={(checked) => onChange({ ...filter, fundUuids: toggledKept(fundUuids, filter.fundUuids, [fund.uuid], checked) })}
              />
            ))}
          </Stack>
          <Stack as="fieldset" gap={1}>
            <Text as="legend" fontWeight="semibold" textStyle="sm" mb={1}>
              {t('pmdrReport.filter.assetList')}
            </Text>
            {choices.assets.map((asset) => (
              <PlainCheckbox
                key={asset.key}
                label={asset.name}
                checked={keptAssets.has(asset.key)}
                onChange={(checked) => onChange({ ...filter, assetUuids: toggledKept(assetKeys, filter.assetUuids, [asset.key], checked) })}
              />
            ))}
          </Stack>
        </Stack>
      </FilterPopover>
      <FilterPopover label={t('pmdrReport.filter.scopes', { chosen: scopeNames })} placement="bottom-start">
        <Stack as="fieldset" gap={1}>
          {scopes.map((scope) => (
            <PlainCheckbox
              key={scope}
              label={labelOf('scope', scope, language)}
              checked={filter.scopes.includes(scope)}
              onChange={(checked) => onChange({ ...filter, scopes: toggledScopes(filter.scopes, scope, checked) })}
            />
          ))}
          {filter.scopes.length === 1 ? (
            <Text textStyle="xs" color="fg.muted" mt={1}>
              {t('pmdrReport.filter.lastScope')}
            </Text>
          ) : null}
        </Stack>
      </FilterPopover>
    </HStack>
  );
}
