import type { Unit } from '@cairn/shared/catalogue';
import { VirtualTable } from '../../../ui/dataTable/VirtualTable.tsx';
import { FactorHeader, FactorRow, factorColumnCount } from './FactorTable.tsx';
import { estimatedRowHeightPx, type ListedFactor } from './factorList.ts';

/** An expanded group's factors, virtualised: a group of thousands scrolls as smoothly as one of ten. */
export function VirtualFactorTable({ factors, units, labelledBy }: { factors: readonly ListedFactor[]; units: ReadonlyMap<string, Unit>; labelledBy: string }) {
  return (
    <VirtualTable
      count={factors.length}
      rowKey={(index) => factors[index]?.uuid ?? String(index)}
      estimatedRowHeightPx={estimatedRowHeightPx}
      columnCount={factorColumnCount}
      header={<FactorHeader rowIndexed />}
      labelledBy={labelledBy}
      row={(index, rowProps) => {
        const factor = factors[index];
        return factor ? <FactorRow key={factor.uuid} {...rowProps} factor={factor} units={units} /> : null;
      }}
    />
  );
}
