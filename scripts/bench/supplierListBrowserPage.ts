import { labelOf } from '@cairn/shared/labels';
import { abbreviateAmount } from '@cairn/shared/supplier/dashboard';
import { filterSupplierList, supplierListEntry, supplierSearch, totalExpenses } from '@cairn/shared/supplier/list';
import type { SupplierClientView } from '@cairn/shared/supplier/model';
import { supplierTrackingStatus, type SupplierTrackingStatus } from '@cairn/shared/supplier/status';
import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { filters, keystrokes, plainList, syntheticSuppliers, year } from './supplierListData.ts';

/*
 * The page of the browser bench of the supplier list (supplierListBrowser.ts), bundled and run
 * in Chromium: each keystroke filters the 5,000 suppliers, then React draws the rows a virtual
 * list of 600 px at 41 px a row draws (15 in view, 10 around) and the browser lays the page out.
 * The subject filters with the shared rules over entries prepared once; the baseline with the
 * rules inline on the raw suppliers. Both draw the same rows the same way.
 */

interface Row {
  uuid: string;
  name: string;
  status: SupplierTrackingStatus;
  amount: number;
}

/** The page's globals, typed here: the scripts are checked without the DOM's library. */
const page = globalThis as unknown as { document: { getElementById: (id: string) => unknown; body: { offsetHeight: number } } };

const rowHeight = 41;
const drawnRows = 25;

function List({ rows, count }: { rows: readonly Row[]; count: number }) {
  return h(
    'div',
    { role: 'list', style: { position: 'relative', height: `${count * rowHeight}px` } },
    rows.slice(0, drawnRows).map((row, index) => {
      const { value, unit } = abbreviateAmount(row.amount);
      return h(
        'a',
        { key: row.uuid, role: 'listitem', href: `#${row.uuid}`, style: { position: 'absolute', top: 0, left: 0, right: 0, height: `${rowHeight}px`, transform: `translateY(${index * rowHeight}px)`, display: 'flex', gap: '12px' } },
        h('span', { style: { flex: 1 } }, row.name),
        h('span', null, labelOf('supplierTrackingStatus', row.status, 'en')),
        h('span', null, `${value} ${unit}`),
      );
    }),
  );
}

const suppliers: SupplierClientView[] = syntheticSuppliers();
const byUuid = new Map(suppliers.map((supplier) => [supplier.uuid, supplier]));
const entries = suppliers.map((supplier) => supplierListEntry(supplier, year));
const root = createRoot(page.document.getElementById('root') as Parameters<typeof createRoot>[0]);

/** Draws the rows and has the browser lay them out, as a keystroke's frame would. */
function draw(rows: readonly Row[], count: number): void {
  flushSync(() => root.render(h(List, { rows, count })));
  void page.document.body.offsetHeight;
}

function prepared(search: string): string[] {
  const shown = filterSupplierList(entries, supplierSearch(search), filters, year).entries;
  draw(
    shown.slice(0, drawnRows).map((entry) => ({ uuid: entry.supplier.uuid, name: entry.supplier.name, status: entry.status, amount: entry.totalExpenses })),
    shown.length,
  );
  return shown.map((entry) => entry.supplier.uuid);
}

function plain(search: string): string[] {
  const { uuids } = plainList(suppliers, search);
  const rows = uuids.slice(0, drawnRows).map((uuid) => {
    const supplier = byUuid.get(uuid)!;
    return { uuid, name: supplier.name, status: supplierTrackingStatus(supplier, year), amount: totalExpenses(supplier.yearData.find((data) => data.year === year)) };
  });
  draw(rows, uuids.length);
  return uuids;
}

/** Runs both over the keystrokes in alternation, the order rotating each round; answers each run's ms. */
function run(warmup: number, rounds: number): { agree: boolean; shown: number; plainMs: number[]; preparedMs: number[] } {
  const agree = keystrokes.every((search) => prepared(search).join() === plain(search).join());
  const subjects = [() => keystrokes.forEach(plain), () => keystrokes.forEach(prepared)];
  for (let i = 0; i < warmup; i += 1) subjects.forEach((subject) => subject());
  const durations: number[][] = [[], []];
  for (let round = 0; round < rounds; round += 1) {
    for (let turn = 0; turn < subjects.length; turn += 1) {
      const index = (round + turn) % subjects.length;
      const started = performance.now();
      subjects[index]!();
      durations[index]!.push(performance.now() - started);
    }
  }
  return { agree, shown: prepared(keystrokes[keystrokes.length - 1]!).length, plainMs: durations[0]!, preparedMs: durations[1]! };
}

Object.assign(globalThis, { supplierListBench: { run } });
