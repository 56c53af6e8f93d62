import { factorUnitLabel, gasUnits, isMonetaryQuality, sortValues } from '@cairn/shared/catalogue';
import { formatSignificant } from '@cairn/shared/format';
import {
  Badge,
  Box,
  Button,
  Code,
  DataList,
  Heading,
  HStack,
  IconButton,
  Link,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { Translate } from '../../i18n/translate.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { CopyIcon } from '../../ui/icons.tsx';
import { MarkdownView } from '../../ui/MarkdownField.tsx';
import { copyToClipboard } from '../../ui/copyToClipboard.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { toaster } from '../../ui/toaster.tsx';
import type { StoredFactor } from './factorForm/factorFormModel.ts';

/**
 * `/emission-factors/$uuid`: one factor with its value history and, for a combination, what it
 * reads. Its route reads the factor first and says when it is missing or failed (router.tsx).
 */
export function EmissionFactorDetailPage() {
  const { uuid } = useParams({ from: '/app/analyst/emission-factors/$uuid' });
  const factor = useSuspenseQuery(queryOptionsFor('emissionFactor.get', { uuid }));
  return <FactorDetail factor={factor.data} />;
}

function FactorDetail({ factor }: { factor: StoredFactor }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const units = useQuery(queryOptionsFor('unit.list', {}));
  const unit = units.data?.find((candidate) => candidate.uuid === factor.unitUuid);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const inUse = factor.usages.length > 0;
  const remove = useProcedureMutation('emissionFactor.delete', {
    // The deletion's invalidation reads this factor again and fails, which the page, still
    // holding the factor, does not show. Once the list is open the cached factor goes too, so
    // coming back (Back) reads it again and says it no longer exists.
    onSuccess: async () => {
      setConfirmingDelete(false);
      toaster.create({ type: 'success', title: t('catalogue.form.deleted') });
      await navigate({ to: '/emission-factors' });
      queryClient.removeQueries({ queryKey: queryOptionsFor('emissionFactor.get', { uuid: factor.uuid }).queryKey, exact: true });
    },
  });

  const copyName = () =>
    copyToClipboard(factor.name, { copied: t('catalogue.form.nameCopied'), failed: t('catalogue.form.copyFailed', { name: factor.name }) });

  const empty = t('catalogue.form.empty');
  const kind = isMonetaryQuality(factor.qualityPercentage) ? t('catalogue.form.monetary') : t('catalogue.form.physical');
  const unitText = unit ? `${unit.symbol} — ${language === 'fr' ? unit.labelFr : unit.labelEn}` : empty;
  const rows: [string, ReactNode][] = [
    [t('catalogue.form.clientNameEn'), factor.clientNameEn ?? empty],
    [t('catalogue.form.clientNameFr'), factor.clientNameFr ?? empty],
    [t('catalogue.form.family'), factor.family],
    [t('catalogue.form.group'), factor.group ?? empty],
    [t('catalogue.form.unit'), unitText],
    [t('catalogue.form.gas'), `${factor.gas} (${unit ? factorUnitLabel(factor.gas, unit) : gasUnits[factor.gas]})`],
    [t('catalogue.form.isMonetary'), t('catalogue.form.qualityValue', { kind, percentage: factor.qualityPercentage })],
    [t('catalogue.form.type'), factor.type === 'SIMPLE' ? t('catalogue.form.typeSIMPLE') : t('catalogue.form.typeCOMBINATION')],
  ];

  return (
    <Box p={{ base: 4, md: 6 }} maxW="6xl">
      <Stack gap={6}>
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap={3}>
          <HStack gap={2} minW={0}>
            <Heading as="h1" size="lg" wordBreak="break-word">
              {factor.name}
            </Heading>
            <IconButton size="xs" variant="ghost" aria-label={t('catalogue.form.copyName')} title={t('catalogue.form.copyName')} onClick={() => void copyName()}>
              <CopyIcon boxSize="4" />
            </IconButton>
          </HStack>
          <HStack gap={2}>
            <Button size="sm" variant="outline" onClick={() => void navigate({ to: '/emission-factors/$uuid/edit', params: { uuid: factor.uuid } })}>
              {t('catalogue.form.edit')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void navigate({ to: '/emission-factors/create', search: { duplicateFromUuid: factor.uuid } })}
            >
              {t('catalogue.form.duplicate')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={inUse}
              title={inUse ? t('catalogue.form.inUseNoDelete') : undefined}
              onClick={() => setConfirmingDelete(true)}
            >
              {t('catalogue.form.delete')}
            </Button>
          </HStack>
        </HStack>

        <DataList.Root orientation="horizontal" size="sm">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="14rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>

        {factor.type === 'COMBINATION' ? <CombinationDetail factor={factor} unitLabel={unit ? factorUnitLabel('CO2E', unit) : ''} /> : null}

        <Stack gap={3}>
          <Heading as="h2" size="md" id="value-history">
            {t('catalogue.form.values')}
          </Heading>
          <ValueHistoryTable factor={factor} labelledBy="value-history" />
        </Stack>

        <Stack gap={3}>
          <Heading as="h2" size="md">
            {t('catalogue.form.usages')}
          </Heading>
          <LinkList title="" links={factor.usages.map((usage) => usageLink(usage, t))} empty={t('catalogue.form.notInUse')} />
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('catalogue.form.deleteTitle')}
        body={t('catalogue.form.deleteBody', { name: factor.name })}
        cancelLabel={t('catalogue.form.keep')}
        confirmLabel={t('catalogue.form.delete')}
        pending={remove.isPending}
        error={remove.error ? errorMessageOf(remove.error, t) : null}
        onCancel={() => {
          setConfirmingDelete(false);
          remove.reset();
        }}
        onConfirm={() => remove.mutate({ uuid: factor.uuid })}
      />
    </Box>
  );
}

/** The history, open entry first; a private value a client cannot see shows 'Private source'. */
function ValueHistoryTable({ factor, labelledBy }: { factor: StoredFactor; labelledBy: string }) {
  const { t, language } = useI18n();
  if (factor.values.length === 0) return <Text color="fg.muted">{t('catalogue.form.noValues')}</Text>;
  const isCombination = factor.type === 'COMBINATION';
  const values: StoredFactor['values'] = sortValues<StoredFactor['values'][number]>(factor.values);
  return (
    <ScrollTable labelledBy={labelledBy}>
      <Table.Root size="sm" variant="line" whiteSpace="normal" minW="2xl">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('catalogue.form.untilColumn')}</Table.ColumnHeader>
            {isCombination ? null : <Table.ColumnHeader textAlign="end">{t('catalogue.form.value')}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t('catalogue.form.source')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('catalogue.form.sourceVersion')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('catalogue.form.sourceUrl')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('catalogue.form.comment')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('catalogue.form.isPublic')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {values.map((entry, index) => (
            <Table.Row key={`${entry.until ?? 'open'}-${index}`} verticalAlign="top">
              <Table.Cell>{entry.until ?? t('catalogue.form.now')}</Table.Cell>
              {isCombination ? null : (
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {typeof entry.value === 'number' ? formatSignificant(entry.value, language) : t('catalogue.form.privateSource')}
                </Table.Cell>
              )}
              <Table.Cell>{entry.source}</Table.Cell>
              <Table.Cell>{entry.sourceVersion}</Table.Cell>
              <Table.Cell maxW="16rem" wordBreak="break-all">
                {entry.sourceUrl ? (
                  <Link href={entry.sourceUrl} target="_blank" rel="noopener noreferrer" color="teal.fg">
                    {entry.sourceUrl}
                  </Link>
                ) : (
                  t('catalogue.form.empty')
                )}
              </Table.Cell>
              <Table.Cell minW="14rem" overflowWrap="anywhere">{entry.comment ? <MarkdownView source={entry.comment} /> : t('catalogue.form.empty')}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={entry.isPublic ? 'green' : 'gray'}>
                  {entry.isPublic ? t('catalogue.form.public') : t('catalogue.form.private')}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}

/** A combination's script, its computed value and the factors and hypotheses it reads, as links. */
function CombinationDetail({ factor, unitLabel }: { factor: Extract<StoredFactor, { type: 'COMBINATION' }>; unitLabel: string }) {
  const { t, language } = useI18n();
  const factors = useQuery(queryOptionsFor('emissionFactor.list', {}));
  const hypotheses = useQuery(queryOptionsFor('hypothesis.list', {}));
  const factorLinks = (factor.linkedEmissionFactorUuids ?? []).map((uuid) => ({
    uuid,
    name: factors.data?.find((candidate) => candidate.uuid === uuid)?.name ?? uuid,
    href: `/emission-factors/${uuid}`,
  }));
  const hypothesisLinks = (factor.linkedHypothesisUuids ?? []).map((uuid) => ({
    uuid,
    name: hypotheses.data?.find((candidate) => candidate.uuid === uuid)?.name ?? uuid,
    href: `/hypotheses/${uuid}`,
  }));
  const computed =
    typeof factor.computedValue === 'number'
      ? `${formatSignificant(factor.computedValue, language)} ${unitLabel}`.trim()
      : t('catalogue.form.notComputed');
  return (
    <Stack gap={3}>
      <Heading as="h2" size="md">
        {t('catalogue.form.script')}
      </Heading>
      <Code display="block" whiteSpace="pre-wrap" p={3} borderRadius="md">
        {factor.script}
      </Code>
      <HStack gap={2}>
        <Text fontWeight="medium">{t('catalogue.form.computedValue')}</Text>
        <Code>{computed}</Code>
      </HStack>
      <LinkList title={t('catalogue.form.linkedFactors')} links={factorLinks} />
      <LinkList title={t('catalogue.form.linkedHypotheses')} links={hypothesisLinks} />
    </Stack>
  );
}

/** Where a usage lives: a combination's own page, or the report under its carbon footprint. */
function usageLink(usage: StoredFactor['usages'][number], t: Translate) {
  const kind = usage.kind === 'REPORT' ? t('catalogue.form.usageReport') : t('catalogue.form.usageFactor');
  const href =
    usage.kind === 'REPORT' && usage.parentUuid
      ? `/carbon-footprints/${usage.parentUuid}?reportUuid=${encodeURIComponent(usage.uuid)}`
      : `/emission-factors/${usage.uuid}`;
  return { uuid: usage.uuid, name: `${kind} · ${usage.name}`, href };
}

function LinkList({ title, links, empty }: { title: string; links: { uuid: string; name: string; href: string }[]; empty?: string }) {
  const { t } = useI18n();
  return (
    <Stack gap={1}>
      {title ? <Text fontWeight="medium">{title}</Text> : null}
      {links.length === 0 ? (
        <Text color="fg.muted">{empty ?? t('catalogue.form.none')}</Text>
      ) : (
        <Wrap gap={3}>
          {links.map((link) => (
            <Link key={link.uuid} asChild color="teal.fg">
              <PathLink href={link.href}>{link.name}</PathLink>
            </Link>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
