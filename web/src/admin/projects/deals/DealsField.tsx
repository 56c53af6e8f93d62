import { labelOf } from '@cairn/shared/labels';
import {
  Badge,
  Box,
  CloseButton,
  Combobox,
  createListCollection,
  Field,
  HStack,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { queryOptionsFor } from '../../../api/client.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { LoadFailed, LoadingLine } from '../time/QueryStates.tsx';
import { dealOptions, formatDealAmount, linkDeal, otherProjectCount, setSoldFor, unlinkDeal, type DealLink, type ListedDeal } from './dealsField.ts';

export interface DealsFieldProps {
  /** The deals the project is sold under, with the amount it is sold for when not the whole deal. */
  value: readonly DealLink[];
  onChange: (links: DealLink[]) => void;
  /** The project being edited, left out of "also sold under"; absent while creating one. */
  projectUuid?: string;
  /** Problems the form or the server found on the field, in the user's language. */
  errors?: readonly string[];
  disabled?: boolean;
}

/**
 * The deals of the project dialog (spec 2 "Project (staff)", section 5): each linked deal with
 * its stage, amount, lines and owner, and the amount this project is sold for (at least 0,
 * empty to follow the deal); a picker over `hubspotDeal.list` adds one. Controlled: the dialog
 * keeps the links, and `dealEdits` turns them into project.update's changes.
 */
export function DealsField({ value, onChange, projectUuid, errors = [], disabled = false }: DealsFieldProps) {
  const { t } = useI18n();
  const deals = useQuery(queryOptionsFor('hubspotDeal.list', {}));
  const byUuid = useMemo(() => new Map((deals.data ?? []).map((deal) => [deal.uuid, deal])), [deals.data]);

  return (
    <Field.Root invalid={errors.length > 0} disabled={disabled}>
      <Field.Label>{t('projectExtras.deals.label')}</Field.Label>
      <Stack gap={3} width="full">
        {deals.isPending ? <LoadingLine label={t('projectExtras.deals.loading')} /> : null}
        {deals.isError ? (
          <LoadFailed label={t('projectExtras.deals.loadFailed')} error={deals.error} retryLabel={t('projectExtras.deals.retry')} onRetry={() => void deals.refetch()} />
        ) : null}
        {deals.isSuccess && value.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('projectExtras.deals.none')}
          </Text>
        ) : null}
        {deals.isSuccess
          ? value.map((link) => (
              <LinkedDeal
                key={link.dealUuid}
                link={link}
                deal={byUuid.get(link.dealUuid)}
                projectUuid={projectUuid}
                disabled={disabled}
                onChange={(links) => onChange(links)}
                links={value}
              />
            ))
          : null}
        {deals.isSuccess ? <DealPicker deals={deals.data} links={value} disabled={disabled} onPick={(deal) => onChange(linkDeal(value, deal))} /> : null}
      </Stack>
      {errors.length > 0 ? <Field.ErrorText>{errors.join(' · ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}

interface LinkedDealProps {
  link: DealLink;
  deal: ListedDeal | undefined;
  links: readonly DealLink[];
  projectUuid: string | undefined;
  disabled: boolean;
  onChange: (links: DealLink[]) => void;
}

function LinkedDeal({ link, deal, links, projectUuid, disabled, onChange }: LinkedDealProps) {
  const { t, language } = useI18n();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<'expectedNumber' | 'mustBeZeroOrMore' | null>(null);
  const name = deal?.name ?? t('projectExtras.deals.unknownDeal');
  const remove = (
    <CloseButton size="xs" disabled={disabled} aria-label={t('projectExtras.deals.remove', { name })} onClick={() => onChange(unlinkDeal(links, link.dealUuid))} />
  );
  if (!deal) {
    return (
      <HStack borderWidth="1px" rounded="md" p={3} justify="space-between">
        <Text textStyle="sm" color="fg.muted">
          {name}
        </Text>
        {remove}
      </HStack>
    );
  }
  const dealAmount = formatDealAmount(deal.amount, deal.currency, language);
  const shown = draft ?? (link.customAmount === null ? '' : new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(link.customAmount));
  const commit = () => {
    if (draft === null) return;
    const sold = setSoldFor(links, deal, draft);
    if (!sold.ok) {
      setProblem(sold.problem);
      return;
    }
    setProblem(null);
    setDraft(null);
    onChange(sold.links);
  };
  const others = otherProjectCount(deal, projectUuid);
  const soldForId = `sold-for-${deal.uuid}`;
  return (
    <Box borderWidth="1px" rounded="md" p={3}>
      <Stack gap={2}>
        <HStack justify="space-between" align="flex-start" gap={2}>
          <Stack gap={1} minW={0}>
            <Text fontWeight="semibold" textStyle="sm">
              {deal.name}
            </Text>
            <HStack gap={2} wrap="wrap">
              <Badge colorPalette={deal.stage === 'CLOSED_WON' ? 'green' : deal.stage === 'CLOSED_LOST' ? 'red' : 'gray'} variant="subtle">
                {deal.stage ? labelOf('crmStage', deal.stage, language) : t('projectExtras.deals.noStage')}
              </Badge>
              <Text textStyle="xs" color="fg.muted">
                {t('projectExtras.deals.amount')} {dealAmount}
              </Text>
              {deal.owner ? (
                <Text textStyle="xs" color="fg.muted">
                  {t('projectExtras.deals.owner', { owner: deal.owner })}
                </Text>
              ) : null}
            </HStack>
          </Stack>
          {remove}
        </HStack>
        {deal.dealLines.length > 0 ? (
          <Box as="ul" textStyle="xs" color="fg.muted" ps={4} listStyleType="disc" aria-label={t('projectExtras.deals.lines', { count: deal.dealLines.length })}>
            {deal.dealLines.map((line, index) => (
              <li key={index}>
                {line.name} · {formatDealAmount(line.amount, deal.currency, language)}
              </li>
            ))}
          </Box>
        ) : null}
        {others > 0 ? (
          <Text textStyle="xs" color="fg.muted">
            {t('projectExtras.deals.alsoSoldUnder', { count: others })}
          </Text>
        ) : null}
        <Field.Root invalid={problem !== null} disabled={disabled} maxW="xs">
          <Field.Label textStyle="xs" htmlFor={soldForId}>
            {t('projectExtras.deals.soldFor')}
          </Field.Label>
          <Input
            id={soldForId}
            size="sm"
            inputMode="decimal"
            value={shown}
            placeholder={dealAmount}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              }
            }}
          />
          {problem ? (
            <Field.ErrorText>{problem === 'expectedNumber' ? t('validation.message.expectedNumber') : t('validation.message.mustBeZeroOrMore')}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('projectExtras.deals.soldForHelp', { amount: dealAmount })}</Field.HelperText>
          )}
        </Field.Root>
      </Stack>
    </Box>
  );
}

function DealPicker({ deals, links, disabled, onPick }: { deals: readonly ListedDeal[]; links: readonly DealLink[]; disabled: boolean; onPick: (deal: ListedDeal) => void }) {
  const { t, language } = useI18n();
  const [search, setSearch] = useState('');
  const options = useMemo(() => dealOptions(deals, links, search), [deals, links, search]);
  const collection = useMemo(() => createListCollection({ items: options, itemToString: (deal) => deal.name, itemToValue: (deal) => deal.uuid }), [options]);
  return (
    <Combobox.Root
      collection={collection}
      inputValue={search}
      onInputValueChange={(details) => setSearch(details.inputValue)}
      value={[]}
      onValueChange={(details) => {
        const deal = details.items[0];
        if (deal) onPick(deal);
        setSearch('');
      }}
      selectionBehavior="clear"
      openOnClick
      disabled={disabled}
      size="sm"
      width="full"
    >
      <Combobox.Label textStyle="xs">{t('projectExtras.deals.add')}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={t('projectExtras.deals.search')} />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      {/* Not portalled: the field sits in the project dialog, whose focus trap would hold the list out. */}
      <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{t('projectExtras.deals.noMatch')}</Combobox.Empty>
            {collection.items.map((deal) => (
              <Combobox.Item key={deal.uuid} item={deal}>
                <Stack gap={0}>
                  <Text textStyle="sm">{deal.name}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {[formatDealAmount(deal.amount, deal.currency, language), deal.stage ? labelOf('crmStage', deal.stage, language) : null, deal.owner]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
