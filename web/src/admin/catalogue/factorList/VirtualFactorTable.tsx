import type { Unit } from '@cairn/shared/catalogue';
import { Table } from '@chakra-ui/react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { FactorHeader, FactorRow, factorColumnCount } from './FactorTable.tsx';
import { bodySegments, estimatedRowHeightPx, overscanRows, withKeptRow, type ListedFactor } from './factorList.ts';

/**
 * An expanded group's rows in a scroll box of bounded height, where only the rows in view (and a
 * few around them) are in the page: a group of thousands of factors scrolls as smoothly as one of
 * ten. Rows differ in height (names and comments wrap), so each rendered row is measured; spacer
 * rows above and below stand for the others, keeping a real `<table>` with its column headers
 * sticky at the top of the box. The box is focusable, so the keyboard scrolls it, and the row
 * holding the focus stays rendered while it scrolls out of view.
 */
export function VirtualFactorTable({ factors, units, labelledBy }: { factors: readonly ListedFactor[]; units: ReadonlyMap<string, Unit>; labelledBy: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const count = factors.length;
  const rangeExtractor = useCallback((range: Range) => withKeptRow(defaultRangeExtractor(range), focusedIndex, count), [focusedIndex, count]);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeightPx,
    overscan: overscanRows,
    getItemKey: (index) => factors[index]?.uuid ?? index,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();

  const trackFocus = (event: FocusEvent<HTMLElement>) => {
    const row = event.target.closest<HTMLElement>('tr[data-index]');
    setFocusedIndex(row ? Number(row.dataset['index']) : null);
  };
  const forgetFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedIndex(null);
  };

  return (
    <Table.ScrollArea
      ref={scrollRef}
      borderWidth="1px"
      rounded="md"
      maxH="70vh"
      overflow="auto"
      overscrollBehavior="contain"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
      focusVisibleRing="outside"
      onFocus={trackFocus}
      onBlur={forgetFocus}
    >
      <Table.Root size="sm" tableLayout="fixed" minW="3xl" whiteSpace="normal" stickyHeader aria-rowcount={count + 1}>
        <FactorHeader rowIndexed />
        <Table.Body>
          {bodySegments(items, virtualizer.getTotalSize()).map((segment) => {
            if (segment.kind === 'spacer') {
              return (
                <tr key={segment.key} aria-hidden="true">
                  <td colSpan={factorColumnCount} style={{ height: `${segment.heightPx}px`, padding: 0, border: 'none' }} />
                </tr>
              );
            }
            const factor = factors[segment.index];
            if (!factor) return null;
            return (
              <FactorRow
                key={factor.uuid}
                ref={virtualizer.measureElement}
                data-index={segment.index}
                aria-rowindex={segment.index + 2}
                factor={factor}
                units={units}
              />
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
