import { Box, Button, Field, Heading, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { FundView, InvesteeField, InvesteeView } from '@cairn/shared/contract/portfolio';
import { assetSectors, assetTypes } from '@cairn/shared/assets/values';
import { formatNumber } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import type { AssetSector } from '@cairn/shared/schemas';
import { cellsOf, offeredReportTypes, paiColumnFields, scopeFieldOf, type ActivityColumn, type ColumnContext } from '@cairn/shared/portfolio/columns';
import { breaksEnergyPair, energyPartnerOf, type EnergyField } from '@cairn/shared/portfolio/validation';
import type { PortfolioReportType } from '@cairn/shared/portfolio/model';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { MessageKey } from '../../../i18n/translate.ts';
import { VirtualTable } from '../../../ui/dataTable/VirtualTable.tsx';
import { CellText, FilesCell, NumberCell, SelectCell, TextCell } from './cells.tsx';
import { formatShare, kgToTonnes, kwhToMwh, mwhToKwh, sharePercent, tonnesToKg, type FundLine } from './collectionModel.ts';
import { countryOptions } from './countries.ts';
import { PencilIcon, PlusIcon, TrashIcon } from './icons.tsx';

export type CollectionTab = 'financial-data' | 'activity-data';

/** What a fund's table does with the client's changes; the page sends them. */
export interface FundActions {
  saveInvestee: (investeeUuid: string, field: InvesteeField, value: number | string | boolean | null) => Promise<boolean>;
  saveOutstandingAmount: (investmentUuid: string, value: number | null) => Promise<boolean>;
  chooseType: (investee: InvesteeView, next: PortfolioReportType | null) => void;
  deleteLine: (line: FundLine, fund: FundView) => void;
  addFile: (investeeUuid: string, file: File) => Promise<boolean>;
  deleteFile: (investeeUuid: string, fileUuid: string) => void;
  downloadFile: (file: { uuid: string; name: string }) => void;
  renameFund: (fundUuid: string, name: string) => Promise<boolean>;
  addAsset: (fund: FundView) => void;
}

export interface FundSectionProps {
  fund: FundView;
  lines: readonly FundLine[];
  tab: CollectionTab;
  /** The activity columns some investee of the reporting asks for (`visibleColumns`). */
  columns: readonly ActivityColumn[];
  /** What the column rules read beyond the investee. */
  context: ColumnContext;
  /** Whether some investee is a revenue extrapolation, whose base-year revenue the financial tab asks. */
  showBaseYearRevenue: boolean;
  /** Whether the institution has a PAI module for the year: the activity tab then asks the SFDR energy figures and fossil-fuel flag. */
  paiFields: boolean;
  allowedReportTypes: readonly PortfolioReportType[];
  editable: boolean;
  /** Why 'Add an asset' is disabled, or null when it is not. */
  addDisabledReason: string | null;
  /** Checks a typed NACE code: its problem, or null. */
  checkNace: (code: string) => string | null;
  /** The warning a stored NACE code deserves (a holding's), or null. */
  naceWarning: (code: string | null) => string | null;
  /** Each sector's intensity (tCO2e per M€), the emission factor of a sectoral estimate's row. */
  sectorIntensityTPerM: Partial<Record<AssetSector, number>>;
  /** By asset: the earlier footprint an extrapolation reads its base year and scopes from. */
  baseYearReports: ReadonlyMap<string, { kind: 'CAIRN' | 'EXTERNAL'; year: number }>;
  actions: FundActions;
}

interface Column {
  id: string;
  header: string;
  width: string;
  cell: (line: FundLine) => ReactNode;
  /** Stays in view while the table scrolls sideways: the asset's name. */
  sticky?: boolean;
}

/** A sticky column's cell: on the table's background, above the cells scrolling under it. */
const stickyCell = { position: 'sticky', left: 0, bg: 'bg', zIndex: 1, borderRightWidth: '1px' } as const;

/** Rows measured before they render: a row of inputs is about this tall. */
const rowHeightPx = 56;

/**
 * One fund: its name (renamed with the pencil), its assets in a table whose rows render only
 * while in view (a fund of thousands of lines scrolls as one of ten), a delete button per line
 * and 'Add an asset'. The columns are the tab's, those of a typed cell only when some investee's
 * type asks for it; a cell its own type does not ask for stays empty.
 */
export function FundSection({ fund, lines, tab, columns, context, showBaseYearRevenue, paiFields, allowedReportTypes, editable, addDisabledReason, checkNace, naceWarning, sectorIntensityTPerM, baseYearReports, actions }: FundSectionProps) {
  const { t, language } = useI18n();
  const headingId = useId();
  const readOnly = !editable;
  const countries = useMemo(() => countryOptions(language), [language]);

  const notAsked = (
    <Text textStyle="sm" color="fg.subtle" aria-label={t('portfolioCollection.cell.notApplicable')}>
      {t('portfolioCollection.cell.none')}
    </Text>
  );
  /** A typed cell for the investee, or the mark of a cell its type does not ask for. */
  const typed = (cell: ActivityColumn, line: FundLine, render: () => ReactNode) => (cellsOf(line.investee, context).includes(cell) ? render() : notAsked);
  const shows = (column: ActivityColumn) => columns.includes(column);
  const label = (key: MessageKey, asset: string) => (t as (key: MessageKey, params: { asset: string }) => string)(key, { asset });
  const investeeNumber = (field: InvesteeField, key: MessageKey, line: FundLine, options: { year?: boolean } = {}) => (
    <NumberCell
      label={label(key, line.investee.name)}
      value={line.investee[field] as number | null}
      readOnly={readOnly}
      year={options.year}
      onCommit={(value) => actions.saveInvestee(line.investee.uuid, field, value)}
    />
  );
  const scopes = { 1: 'ONE', 2: 'TWO', 3: 'THREE' } as const;
  const scopeCell = (scope: 1 | 2 | 3) => (line: FundLine) =>
    typed(`scope${scope}`, line, () => {
      const field = scopeFieldOf(line.investee.reportType, scopes[scope]);
      const baseYear = field.startsWith('baseYear');
      return (
        <NumberCell
          label={label(`portfolioCollection.cell.${baseYear ? 'baseYearScope' : 'scope'}${scope}`, line.investee.name)}
          value={kgToTonnes(line.investee[field])}
          readOnly={readOnly}
          onCommit={(tonnes) => actions.saveInvestee(line.investee.uuid, field, tonnesToKg(tonnes))}
        />
      );
    });

  /** An energy figure, typed in MWh and stored in kWh; a renewable part over its total is refused before saving, either side. */
  const energyCell = (field: EnergyField, key: MessageKey) => (line: FundLine) => {
    const { partner, renewable } = energyPartnerOf(field);
    const check = (megawattHours: number | null) => {
      if (!breaksEnergyPair(line.investee, field, mwhToKwh(megawattHours))) return null;
      // As the cell shows it: every decimal typed (formatNumber rounds to the unit).
      const other = new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(kwhToMwh(line.investee[partner]) ?? 0);
      return renewable ? t('portfolioCollection.cell.renewableOverTotal', { total: other }) : t('portfolioCollection.cell.totalUnderRenewable', { renewable: other });
    };
    return (
      <NumberCell
        label={label(key, line.investee.name)}
        value={kwhToMwh(line.investee[field])}
        readOnly={readOnly}
        check={check}
        onCommit={(megawattHours) => actions.saveInvestee(line.investee.uuid, field, mwhToKwh(megawattHours))}
      />
    );
  };
  const fossilFuelCell = (line: FundLine) => {
    const flag = line.investee.isActiveInFossilFuelSector;
    return (
      <SelectCell
        label={label('portfolioCollection.cell.fossilFuel', line.investee.name)}
        value={flag === null ? null : flag ? 'YES' : 'NO'}
        readOnly={readOnly}
        options={[
          { value: 'YES', label: t('portfolioCollection.cell.yes') },
          { value: 'NO', label: t('portfolioCollection.cell.no') },
        ]}
        emptyLabel={t('portfolioCollection.cell.notSaid')}
        onChoose={(value) => void actions.saveInvestee(line.investee.uuid, paiColumnFields.fossilFuel, value === null ? null : value === 'YES')}
      />
    );
  };
  /** The SFDR adverse-impact columns, after the scopes (spec 3 section 3, PAI variant): every row has them. */
  const paiColumns: Column[] = paiFields
    ? [
        { id: 'energyConsumption', header: t('portfolioCollection.column.energyConsumption'), width: '9rem', cell: energyCell(paiColumnFields.energyConsumption, 'portfolioCollection.cell.energyConsumption') },
        {
          id: 'renewableEnergyConsumption',
          header: t('portfolioCollection.column.renewableEnergyConsumption'),
          width: '9rem',
          cell: energyCell(paiColumnFields.renewableEnergyConsumption, 'portfolioCollection.cell.renewableEnergyConsumption'),
        },
        { id: 'energyProduction', header: t('portfolioCollection.column.energyProduction'), width: '9rem', cell: energyCell(paiColumnFields.energyProduction, 'portfolioCollection.cell.energyProduction') },
        {
          id: 'renewableEnergyProduction',
          header: t('portfolioCollection.column.renewableEnergyProduction'),
          width: '9rem',
          cell: energyCell(paiColumnFields.renewableEnergyProduction, 'portfolioCollection.cell.renewableEnergyProduction'),
        },
        { id: 'fossilFuel', header: t('portfolioCollection.column.fossilFuel'), width: '10rem', cell: fossilFuelCell },
      ]
    : [];

  const assetColumn: Column = {
    id: 'asset',
    sticky: true,
    header: t('portfolioCollection.column.asset'),
    width: '10rem',
    cell: (line) => (
      <Text as="span" fontWeight="medium" textStyle="sm" overflowWrap="anywhere">
        {line.investee.name}
      </Text>
    ),
  };
  const financial: Column[] = [
    assetColumn,
    { id: 'revenue', header: t('portfolioCollection.column.revenue'), width: '9rem', cell: (line) => investeeNumber('turnover', 'portfolioCollection.cell.revenue', line) },
    ...(showBaseYearRevenue
      ? [
          {
            id: 'baseYearRevenue',
            header: t('portfolioCollection.column.baseYearRevenue'),
            width: '9rem',
            cell: (line: FundLine) => (line.investee.reportType === 'REVENUE_EXTRAPOLATION' ? investeeNumber('baseYearTurnover', 'portfolioCollection.cell.baseYearRevenue', line) : notAsked),
          },
        ]
      : []),
    {
      id: 'outstandingAmount',
      header: t('portfolioCollection.column.outstandingAmount'),
      width: '9rem',
      cell: (line) => (
        <NumberCell
          label={label('portfolioCollection.cell.outstandingAmount', line.investee.name)}
          value={line.investment.outstandingAmount}
          readOnly={readOnly}
          onCommit={(value) => actions.saveOutstandingAmount(line.investment.uuid, value)}
        />
      ),
    },
    {
      id: 'share',
      header: t('portfolioCollection.column.share'),
      width: '6rem',
      cell: (line) => <Text textStyle="sm">{formatShare(sharePercent(line.investment.outstandingAmount, line.investee.valuation), language, t('portfolioCollection.cell.notAvailable'))}</Text>,
    },
    { id: 'valuation', header: t('portfolioCollection.column.valuation'), width: '9rem', cell: (line) => investeeNumber('valuation', 'portfolioCollection.cell.valuation', line) },
  ];

  const typeLabel = (type: PortfolioReportType) => labelOf('portfolioReportType', type, language);
  const activity: Column[] = [
    assetColumn,
    {
      id: 'reportType',
      header: t('portfolioCollection.column.reportType'),
      width: '11rem',
      cell: (line) => {
        const current = line.investee.reportType;
        const offer = offeredReportTypes(allowedReportTypes, current);
        // One type allowed is no choice: it shows as text. A validated collection is read-only anyway.
        if (offer.fixed) return <CellText>{typeLabel(offer.fixed)}</CellText>;
        return (
          <SelectCell
            label={label('portfolioCollection.cell.reportType', line.investee.name)}
            value={current}
            readOnly={readOnly}
            options={offer.options.map((option) => ({ value: option.type, label: typeLabel(option.type), disabled: !option.selectable }))}
            emptyLabel={current === null ? t('portfolioCollection.cell.choose') : t('portfolioCollection.type.none')}
            onChoose={(next) => actions.chooseType(line.investee, next)}
          />
        );
      },
    },
    {
      id: 'assetType',
      header: t('portfolioCollection.column.assetType'),
      width: '9rem',
      cell: (line) => (
        <SelectCell
          label={label('portfolioCollection.cell.assetType', line.investee.name)}
          value={line.investee.assetType}
          readOnly={readOnly}
          options={assetTypes.map((type) => ({ value: type, label: labelOf('assetType', type, language) }))}
          onChoose={(value) => void actions.saveInvestee(line.investee.uuid, 'assetType', value)}
        />
      ),
    },
    {
      id: 'sector',
      header: t('portfolioCollection.column.sector'),
      width: '10rem',
      cell: (line) => (
        <SelectCell
          label={label('portfolioCollection.cell.sector', line.investee.name)}
          value={line.investee.sector}
          readOnly={readOnly}
          options={assetSectors.map((sector) => ({ value: sector, label: labelOf('sector', sector, language) }))}
          onChoose={(value) => void actions.saveInvestee(line.investee.uuid, 'sector', value)}
        />
      ),
    },
    ...(shows('location')
      ? [
          {
            id: 'mainLocation',
            header: t('portfolioCollection.column.mainLocation'),
            width: '10rem',
            cell: (line: FundLine) =>
              typed('location', line, () => (
                <SelectCell
                  label={label('portfolioCollection.cell.mainLocation', line.investee.name)}
                  value={line.investee.mainLocation}
                  readOnly={readOnly}
                  options={countries}
                  onChoose={(value) => void actions.saveInvestee(line.investee.uuid, 'mainLocation', value)}
                />
              )),
          },
        ]
      : []),
    ...(shows('emissionFactor')
      ? [
          {
            id: 'emissionFactor',
            header: t('portfolioCollection.column.emissionFactor'),
            width: '9rem',
            // Read, not typed: the sector's intensity the estimate multiplies the turnover by.
            cell: (line: FundLine) =>
              typed('emissionFactor', line, () => {
                const sector = line.investee.sector;
                const intensity = sector === null ? undefined : sectorIntensityTPerM[sector];
                return intensity === undefined ? (
                  <Text textStyle="sm" color="fg.muted">
                    {sector === null ? t('portfolioCollection.cell.emissionFactorNeedsSector') : t('portfolioCollection.cell.emissionFactorNone')}
                  </Text>
                ) : (
                  <Text textStyle="sm">{t('portfolioCollection.cell.emissionFactor', { value: formatNumber(intensity, language) })}</Text>
                );
              }),
          },
        ]
      : []),
    ...(shows('nace')
      ? [
          {
            id: 'naceCode',
            header: t('portfolioCollection.column.naceCode'),
            width: '8rem',
            cell: (line: FundLine) =>
              typed('nace', line, () => (
                <TextCell
                  label={label('portfolioCollection.cell.naceCode', line.investee.name)}
                  value={line.investee.naceCode}
                  readOnly={readOnly}
                  check={checkNace}
                  warning={naceWarning(line.investee.naceCode)}
                  onCommit={(value) => actions.saveInvestee(line.investee.uuid, 'naceCode', value)}
                />
              )),
          },
        ]
      : []),
    ...(shows('baseYear')
      ? [
          {
            id: 'baseYear',
            header: t('portfolioCollection.column.baseYear'),
            width: '9rem',
            cell: (line: FundLine) =>
              typed('baseYear', line, () => {
                // A base-year report gives the year (and the scopes, whose cells are gone): read, not typed.
                const report = line.investee.assetUuid === null ? undefined : baseYearReports.get(line.investee.assetUuid);
                if (report === undefined) return investeeNumber('baseYear', 'portfolioCollection.cell.baseYear', line, { year: true });
                return (
                  <Text textStyle="sm">
                    {t(report.kind === 'CAIRN' ? 'portfolioCollection.cell.baseYearCairnReport' : 'portfolioCollection.cell.baseYearExternalReport', { year: report.year })}
                  </Text>
                );
              }),
          },
        ]
      : []),
    ...(shows('fte')
      ? [
          {
            id: 'baseYearEmployees',
            header: t('portfolioCollection.column.baseYearEmployees'),
            width: '7rem',
            cell: (line: FundLine) => typed('fte', line, () => investeeNumber('baseYearEmployeeNumber', 'portfolioCollection.cell.baseYearEmployees', line)),
          },
          {
            id: 'employees',
            header: t('portfolioCollection.column.employees'),
            width: '7rem',
            cell: (line: FundLine) => typed('fte', line, () => investeeNumber('employeeNumber', 'portfolioCollection.cell.employees', line)),
          },
        ]
      : []),
    ...(shows('file')
      ? [
          {
            id: 'file',
            header: t('portfolioCollection.column.file'),
            width: '11rem',
            cell: (line: FundLine) =>
              typed('file', line, () => (
                <FilesCell
                  asset={line.investee.name}
                  files={line.investee.files}
                  readOnly={readOnly}
                  onAdd={(file) => actions.addFile(line.investee.uuid, file)}
                  onDelete={(fileUuid) => actions.deleteFile(line.investee.uuid, fileUuid)}
                  onDownload={actions.downloadFile}
                />
              )),
          },
        ]
      : []),
    ...([1, 2, 3] as const)
      .filter((scope) => shows(`scope${scope}`))
      .map((scope): Column => ({ id: `scope${scope}`, header: t(`portfolioCollection.column.scope${scope}`), width: '8rem', cell: scopeCell(scope) })),
    ...paiColumns,
  ];

  const shown = [...(tab === 'financial-data' ? financial : activity)];
  if (editable) {
    shown.push({
      id: 'actions',
      header: t('portfolioCollection.column.actions'),
      width: '5rem',
      cell: (line) => (
        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('portfolioCollection.line.delete', { asset: line.investee.name, fund: fund.name })} onClick={() => actions.deleteLine(line, fund)}>
          <TrashIcon boxSize="4" />
        </IconButton>
      ),
    });
  }
  const minWidth = `calc(${shown.map((column) => column.width).join(' + ')})`;

  return (
    <Stack as="section" gap={3}>
      <FundName fund={fund} headingId={headingId} editable={editable} onRename={(name) => actions.renameFund(fund.uuid, name)} lineCount={lines.length} />
      {lines.length === 0 ? (
        <Text color="fg.muted">{t('portfolioCollection.fund.empty')}</Text>
      ) : (
        <VirtualTable
          count={lines.length}
          rowKey={(index) => lines[index]!.investment.uuid}
          estimatedRowHeightPx={rowHeightPx}
          columnCount={shown.length}
          labelledBy={headingId}
          minW={minWidth}
          header={
            <Table.Header>
              <Table.Row>
                {shown.map((column) => (
                  <Table.ColumnHeader key={column.id} width={column.width} verticalAlign="bottom" {...(column.sticky ? { ...stickyCell, zIndex: 2 } : {})}>
                    {column.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
          }
          row={(index, props) => {
            const line = lines[index]!;
            return (
              <Table.Row key={line.investment.uuid} {...props}>
                {shown.map((column) => (
                  <Table.Cell key={column.id} verticalAlign="top" {...(column.sticky ? stickyCell : {})}>
                    {column.cell(line)}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          }}
        />
      )}
      {editable ? (
        <Box>
          <Button size="sm" variant="outline" colorPalette="teal" disabled={addDisabledReason !== null} onClick={() => actions.addAsset(fund)} aria-label={t('portfolioCollection.asset.addTo', { fund: fund.name })}>
            <PlusIcon boxSize="4" />
            {t('portfolioCollection.asset.add')}
          </Button>
          {addDisabledReason ? (
            <Text textStyle="sm" color="fg.muted" mt={1}>
              {addDisabledReason}
            </Text>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}

/** The fund's name as its heading; the pencil turns it into a field, saved with Enter or Save, refused blank. */
function FundName({ fund, headingId, editable, onRename, lineCount }: { fund: FundView; headingId: string; editable: boolean; onRename: (name: string) => Promise<boolean>; lineCount: number }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(fund.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setProblem(t('portfolioCollection.fund.required'));
      return;
    }
    if (trimmed === fund.name) {
      setEditing(false);
      return;
    }
    setSaving(true);
    const saved = await onRename(trimmed);
    setSaving(false);
    if (saved) setEditing(false);
  };
  if (editing) {
    return (
      <Stack asChild gap={2}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Heading as="h2" size="lg" id={headingId}>
            {fund.name}
          </Heading>
          <HStack gap={2} align="flex-start" wrap="wrap">
            <Field.Root invalid={problem !== null} required maxW="sm">
              <Field.Label>{t('portfolioCollection.fund.nameLabel')}</Field.Label>
              <Input
                size="sm"
                autoFocus
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setProblem(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setEditing(false);
                }}
              />
              {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
            </Field.Root>
            <HStack gap={2} alignSelf="flex-end">
              <Button size="sm" type="submit" colorPalette="teal" loading={saving}>
                {t('portfolioCollection.fund.save')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setEditing(false)} disabled={saving}>
                {t('portfolioCollection.fund.cancel')}
              </Button>
            </HStack>
          </HStack>
        </form>
      </Stack>
    );
  }
  return (
    <HStack gap={2} wrap="wrap">
      <Heading as="h2" size="lg" id={headingId} overflowWrap="anywhere">
        {fund.name}
      </Heading>
      {editable ? (
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('portfolioCollection.fund.rename', { name: fund.name })}
          onClick={() => {
            setName(fund.name);
            setProblem(null);
            setEditing(true);
          }}
        >
          <PencilIcon boxSize="4" />
        </IconButton>
      ) : null}
      <Text textStyle="sm" color="fg.muted">
        {t('portfolioCollection.page.lines', { count: lineCount })}
      </Text>
    </HStack>
  );
}
