import { Button, Stack, Text } from '@chakra-ui/react';
import type { PortfolioDecarbonizationView } from '@cairn/shared/contract/portfolio';
import { useMemo } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { FilterPopover, PlainCheckbox } from '../../ui/FilterPopover.tsx';
import { toggledInvestments } from './dashboardSearch.ts';

/*
 * The dashboard's fund/investment filter (spec 3 section 2.2): the reporting's funds, each with
 * its investments, ticked when kept. A fund's box keeps or drops all of its investments at once
 * and shows a mixed state when only some are kept. Nothing ticked off means no filter.
 */

interface FundGroup {
  uuid: string;
  name: string;
  investments: { uuid: string; name: string }[];
}

/** The reporting's funds in its order, each with its lines by investee name; a fund without a line is left out. */
function groupsOf(view: PortfolioDecarbonizationView): FundGroup[] {
  const lines = view.projection.reporting.lines;
  return view.funds
    .map((fund) => ({
      uuid: fund.uuid,
      name: fund.name,
      investments: lines
        .filter((line) => line.fundUuid === fund.uuid)
        .map((line) => ({ uuid: line.investmentUuid, name: line.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((fund) => fund.investments.length > 0);
}

export function InvestmentFilter({ view, selected, onChange }: { view: PortfolioDecarbonizationView; selected: readonly string[]; onChange: (investments: string[]) => void }) {
  const { t } = useI18n();
  const groups = useMemo(() => groupsOf(view), [view]);
  const all = useMemo(() => groups.flatMap((fund) => fund.investments.map((investment) => investment.uuid)), [groups]);
  // Uuids the reporting does not hold (an old link) are no choice: with none left, every investment shows.
  const held = selected.filter((uuid) => all.includes(uuid));
  const kept = new Set(held.length === 0 ? all : held);
  const toggle = (uuids: readonly string[], checked: boolean) => onChange(toggledInvestments(all, held, uuids, checked));
  const label = kept.size === all.length ? t('portfolioDecarbonization.investments.all') : t('portfolioDecarbonization.investments.some', { count: kept.size, total: all.length });
  return (
    <FilterPopover label={t('portfolioDecarbonization.investments.chosen', { chosen: label })} placement="bottom-start" minW="xs" maxW="md" maxH="md">
      <Stack gap={4}>
        {held.length > 0 ? (
          <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => onChange([])}>
            {t('portfolioDecarbonization.investments.showAll')}
          </Button>
        ) : null}
        {groups.map((fund) => {
          const count = fund.investments.filter((investment) => kept.has(investment.uuid)).length;
          const uuids = fund.investments.map((investment) => investment.uuid);
          return (
            <Stack key={fund.uuid} as="fieldset" gap={1}>
              <Text as="legend" srOnly>
                {fund.name}
              </Text>
              <PlainCheckbox label={fund.name} bold checked={count === uuids.length} mixed={count > 0 && count < uuids.length} onChange={(checked) => toggle(uuids, checked)} />
              <Stack gap={1} ps={6}>
                {fund.investments.map((investment) => (
                  <PlainCheckbox key={investment.uuid} label={investment.name} checked={kept.has(investment.uuid)} onChange={(checked) => toggle([investment.uuid], checked)} />
                ))}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </FilterPopover>
  );
}
