import { chakra, Table } from '@chakra-ui/react';
import { lineIcon } from '../icons.tsx';
import { ariaSortOf, nextSort, type SortDirection, type TableSort } from './tableSort.ts';

const SortAscendingIcon = lineIcon('SortAscendingIcon', <path d="m7 14 5-5 5 5" />);
const SortDescendingIcon = lineIcon('SortDescendingIcon', <path d="m7 10 5 5 5-5" />);
const UnsortedIcon = lineIcon('UnsortedIcon', <path d="m8 9 4-4 4 4M8 15l4 4 4-4" />);

export interface SortableColumnHeaderProps<C extends string> extends Omit<Table.ColumnHeaderProps, 'children' | 'onClick' | 'aria-sort'> {
  column: C;
  /** The column's name, which is also its button's. */
  label: string;
  /** The table's sort, from the address (`sortOf`); null in its default order. */
  sort: TableSort<C> | null;
  /** Writes the next sort into the address (`searchOfSort`). */
  onSort: (next: TableSort<C>) => void;
  /** The direction a first click sorts in; descending suits a column read largest first. */
  firstDirection?: SortDirection;
}

/**
 * A column header that sorts the table: a button (Enter, Space or a click) that sorts by its column,
 * then turns the order around, with `aria-sort` on the sorted column's header, as screen readers
 * expect to find it. The arrow shows the direction to sighted users; it is not read out.
 */
export function SortableColumnHeader<C extends string>({ column, label, sort, onSort, firstDirection = 'asc', textAlign, ...headerProps }: SortableColumnHeaderProps<C>) {
  const direction = sort?.column === column ? sort.direction : null;
  const Arrow = direction === 'asc' ? SortAscendingIcon : direction === 'desc' ? SortDescendingIcon : UnsortedIcon;
  return (
    <Table.ColumnHeader aria-sort={ariaSortOf(sort, column)} textAlign={textAlign} {...headerProps}>
      <chakra.button
        type="button"
        display="inline-flex"
        alignItems="center"
        gap={1}
        // A right-aligned (numeric) column keeps its arrow on the inner side, by the figures.
        flexDirection={textAlign === 'end' ? 'row-reverse' : 'row'}
        font="inherit"
        color="inherit"
        textAlign="inherit"
        borderRadius="sm"
        cursor="pointer"
        _hover={{ color: 'fg' }}
        focusVisibleRing="outside"
        onClick={() => onSort(nextSort(sort, column, firstDirection))}
      >
        {label}
        <Arrow boxSize="4" color={direction === null ? 'fg.subtle' : 'fg'} flexShrink={0} />
      </chakra.button>
    </Table.ColumnHeader>
  );
}
