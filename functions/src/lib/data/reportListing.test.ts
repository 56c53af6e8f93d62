import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** The one module that writes a report, each time with its listing, and this test, which names such writes. */
const allowed = new Set(['functions/src/lib/data/report.ts', 'functions/src/lib/data/reportListing.test.ts']);

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A write of the report entity itself (`reports.update(…)`, `reports.ops.replace(…)`…), which would skip its listing. */
const directWrite = /\breports\s*\.\s*(?:create|update|remove|add|ops)\b/;

describe('report writes', () => {
  it('all go through reportWrites or updateReport, so the staff list of reports follows every change', () => {
    const found = ['functions/src', 'events/src', 'scripts']
      .flatMap(sources)
      .filter((path) => !allowed.has(relative(root, join(root, path))))
      .flatMap((path) =>
        readFileSync(join(root, path), 'utf8')
          .split('\n')
          .flatMap((line, index) => (directWrite.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it('are found whichever way they are written', () => {
    for (const line of ['await reports.update({ uuid }, patch, actor);', 'reports.ops.replace(current, patch, actor)', 'reports .create(record, actor)']) {
      expect(directWrite.test(line), line).toBe(true);
    }
    for (const line of ['await reports.get({ uuid })', 'reportWrites.replace(current, patch, actor)', 'reportListings.ops.put(listing, actor)']) {
      expect(directWrite.test(line), line).toBe(false);
    }
  });
});
