import { Table } from '@chakra-ui/react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { bodySegments, overscanRows, withKeptRow } from './virtualRows.ts';

/** What a row renderer gets: the props its `<tr>` must carry for the table to measure and number it. */
export interface VirtualRowProps {
  ref: (element: HTMLTableRowElement | null) => void;
  'data-index': number;
  'aria-rowindex': number;
}

export interface VirtualTableProps {
  count: number;
  /** A stable key per row (the entity's uuid), so a row keeps its measured height when the list changes. */
  rowKey: (index: number) => string;
  /** A row's height before it is measured, in CSS pixels. */
  estimatedRowHeightPx: number;
  columnCount: number;
  /** The header row(s), in a `<Table.Header>`: it stays at the top of the box while the rows scroll. */
  header: ReactNode;
  row: (index: number, props: VirtualRowProps) => ReactNode;
  /** The id of the heading that names the table, for the scroll box's region. */
  labelledBy: string;
  minW?: string;
}

/**
 * Rows in a scroll box of bounded height, where only the rows in view (and a few around them)
 * are in the page: a list of thousands scrolls as smoothly as one of ten. Rows differ in height
 * (text wraps), so each rendered row is measured; spacer rows above and below stand for the
 * others, keeping a real `<table>` with its column headers sticky at the top of the box. The box
 * is focusable, so the keyboard scrolls it, and the row holding the focus stays rendered while
 * it scrolls out of view.
 */
export function VirtualTable({ count, rowKey, estimatedRowHeightPx, columnCount, header, row, labelledBy, minW = '3xl' }: VirtualTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => withKeptRow(defaultRangeExtractor(range), focusedIndex, count), [focusedIndex, count]);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeightPx,
    overscan: overscanRows,
    getItemKey: rowKey,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();

  const trackFocus = (event: FocusEvent<HTMLElement>) => {
    const focusedRow = event.target.closest<HTMLElement>('tr[data-index]');
    setFocusedIndex(focusedRow ? Number(focusedRow.dataset['index']) : null);
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
      <Table.Root size="sm" tableLayout="fixed" minW={minW} whiteSpace="normal" stickyHeader aria-rowcount={count + 1}>
        {header}
        <Table.Body>
          {bodySegments(items, virtualizer.getTotalSize()).map((segment) => {
            if (segment.kind === 'spacer') {
              return (
                <tr key={segment.key} aria-hidden="true">
                  <td colSpan={columnCount} style={{ height: `${segment.heightPx}px`, padding: 0, border: 'none' }} />
                </tr>
              );
            }
            return row(segment.index, { ref: virtualizer.measureElement, 'data-index': segment.index, 'aria-rowindex': segment.index + 2 });
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
