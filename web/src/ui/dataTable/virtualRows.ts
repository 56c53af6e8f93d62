/*
 * The pure part of a virtualised table (VirtualTable.tsx): which rows to render and the spacers
 * that stand for the others, so the scroll height is that of the whole list.
 */

/** Rows rendered beyond those in view, above and below, so a fast scroll shows no blank. */
export const overscanRows = 8;

/** A rendered row's place in the scrolled list, in CSS pixels from the top of the first row. */
export interface PlacedRow {
  index: number;
  start: number;
  end: number;
}

/** What a virtualised table body holds: the rendered rows and, between them, spacers of the height of the rows left out. */
export type BodySegment = { kind: 'row'; index: number } | { kind: 'spacer'; key: string; heightPx: number };

/**
 * The body of a virtualised table: a spacer for the rows above, the rendered rows with a spacer
 * wherever they are not contiguous (a kept focused row far from the view), a spacer for the rows
 * below, so the scroll height is that of the whole list. Zero-height spacers are left out.
 */
export function bodySegments(rows: readonly PlacedRow[], totalHeightPx: number): BodySegment[] {
  const segments: BodySegment[] = [];
  let reachedPx = 0;
  for (const row of [...rows].sort((a, b) => a.index - b.index)) {
    if (row.start > reachedPx) segments.push({ kind: 'spacer', key: `before-${row.index}`, heightPx: row.start - reachedPx });
    segments.push({ kind: 'row', index: row.index });
    reachedPx = Math.max(reachedPx, row.end);
  }
  if (totalHeightPx > reachedPx) segments.push({ kind: 'spacer', key: 'after', heightPx: totalHeightPx - reachedPx });
  return segments;
}

/** The indexes to render: those in view, plus the row holding the focus so that scrolling never drops it. */
export function withKeptRow(indexes: readonly number[], kept: number | null, count: number): number[] {
  if (kept === null || kept < 0 || kept >= count || indexes.includes(kept)) return [...indexes];
  return [...indexes, kept].sort((a, b) => a - b);
}
