import { factorUnitLabel, type Unit } from '@cairn/shared/catalogue';
import { formatNumber, formatSignificant } from '@cairn/shared/format';
import { Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { copyToClipboard } from '../../../ui/copyToClipboard.ts';
import { lineIcon } from '../../../ui/icons.tsx';
import { NameCell } from '../CatalogueFrame.tsx';
import { factorCurrentEntry, factorSourceLabel, factorValue, type ListedFactor } from './factorList.ts';

export const PencilIcon = lineIcon(
  'PencilIcon',
  <>
    <path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5z" />
    <path d="m15 5 4 4" />
  </>,
);

/** The rows of a group's preview (or of semantic results): Name, Value, Unit, Source, Details & comments. */
export function FactorTable({ factors, units, scores }: { factors: readonly ListedFactor[]; units: ReadonlyMap<string, Unit>; scores?: ReadonlyMap<string, number> }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" tableLayout="fixed" minW="3xl" whiteSpace="normal">
        <FactorHeader scored={scores !== undefined} />
        <Table.Body>
          {factors.map((factor) => (
            <FactorRow key={factor.uuid} factor={factor} units={units} score={scores ? (scores.get(factor.uuid) ?? 0) : undefined} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The column headers; `scored` adds the Score column of semantic results, `rowIndexed` numbers
 * the row for a virtualised table (where the rows carry their place in the whole list).
 */
export function FactorHeader({ scored = false, rowIndexed = false }: { scored?: boolean; rowIndexed?: boolean }) {
  const { t } = useI18n();
  return (
    <Table.Header>
      <Table.Row bg="bg.subtle" aria-rowindex={rowIndexed ? 1 : undefined}>
        <Table.ColumnHeader w="34%">{t('catalogue.factors.colName')}</Table.ColumnHeader>
        <Table.ColumnHeader w="11%" textAlign="end">
          {t('catalogue.factors.colValue')}
        </Table.ColumnHeader>
        <Table.ColumnHeader w="12%">{t('catalogue.factors.colUnit')}</Table.ColumnHeader>
        <Table.ColumnHeader w="17%">{t('catalogue.factors.colSource')}</Table.ColumnHeader>
        <Table.ColumnHeader>{t('catalogue.factors.colDetails')}</Table.ColumnHeader>
        {scored ? (
          <Table.ColumnHeader w="8%" textAlign="end">
            {t('catalogue.factors.colScore')}
          </Table.ColumnHeader>
        ) : null}
      </Table.Row>
    </Table.Header>
  );
}

/** Columns of a table without the Score column, for spacer cells that span a row. */
export const factorColumnCount = 5;

type RowProps = ComponentProps<typeof Table.Row>;

/** One factor's row; extra props (a measuring ref, a row index) go to the `<tr>`. */
export function FactorRow({ factor, units, score, ...rowProps }: { factor: ListedFactor; units: ReadonlyMap<string, Unit>; score?: number } & RowProps) {
  const { t, language } = useI18n();
  const value = factorValue(factor);
  const unit = units.get(factor.unitUuid);
  const clientName = language === 'fr' ? factor.clientNameFr : factor.clientNameEn;
  const comment = factorCurrentEntry(factor)?.comment ?? '';
  const detailPath: string = `/emission-factors/${factor.uuid}`;
  return (
    <Table.Row {...rowProps}>
      <Table.Cell>
        <NameCell
          copyLabel={t('catalogue.factors.copyName', { name: factor.name })}
          onCopy={() => void copyToClipboard(factor.name, { copied: t('catalogue.factors.nameCopied'), failed: t('catalogue.factors.copyFailed') })}
          clientName={clientName}
        >
          <Link asChild display="inline" fontWeight="medium" color="teal.fg" overflowWrap="anywhere">
            <RouterLink to={detailPath}>{factor.name}</RouterLink>
          </Link>
        </NameCell>
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {value === null ? '–' : formatSignificant(value, language)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{unit ? factorUnitLabel(factor.gas, unit) : ''}</Table.Cell>
      <Table.Cell>
        <Text lineClamp={2}>{factorSourceLabel(factor)}</Text>
      </Table.Cell>
      <Table.Cell>
        <Text lineClamp={2} color="fg.muted" title={comment}>
          {comment}
        </Text>
      </Table.Cell>
      {score !== undefined ? (
        <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
          {formatNumber(score, language)}
        </Table.Cell>
      ) : null}
    </Table.Row>
  );
}
