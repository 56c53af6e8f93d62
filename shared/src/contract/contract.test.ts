import { describe, expect, expectTypeOf, it } from 'vitest';
import { defaultRuntime, maxTimeoutSeconds, procedureNames, procedures, type InvalidatedName, type QueryName } from './index.ts';
import { misnamedInvalidations } from './invalidations.ts';

describe('invalidations', () => {
  it('name only queries of the contract', () => {
    expect(misnamedInvalidations(procedures)).toEqual([]);
  });

  it('are found when misspelt or naming a mutation', () => {
    const contract = {
      'thing.get': { kind: 'query', invalidates: [] },
      'thing.save': { kind: 'mutation', invalidates: ['thing.get', 'thing.gett', 'thing.save'] },
    } as const;
    expect(misnamedInvalidations(contract)).toEqual([
      { mutation: 'thing.save', name: 'thing.gett', problem: 'no such procedure' },
      { mutation: 'thing.save', name: 'thing.save', problem: 'a mutation' },
    ]);
  });

  it('keep their literal names, so a misspelt one does not compile', () => {
    // Widened to string, the check in index.ts would let any name through.
    expectTypeOf<string>().not.toExtend<InvalidatedName>();
    expectTypeOf<InvalidatedName>().toExtend<QueryName>();
    expectTypeOf<(typeof procedures)['settings.update']['invalidates'][number]>().toEqualTypeOf<'user.get' | 'dashboard.get'>();
    // The check index.ts makes on the whole contract, given one misspelt name.
    // @ts-expect-error 'user.gett' is no query: the property it requires is missing.
    const check: Record<Exclude<InvalidatedName | 'user.gett', QueryName>, never> = {};
    expect(check).toEqual({});
  });
});

describe('runtime needs', () => {
  it('default to 1 GB and 28 s, and never exceed what the HTTP API waits for', () => {
    expect(procedures.version.runtime).toEqual({ memoryMb: 1024, timeoutSeconds: 28 });
    for (const name of procedureNames) {
      const { runtime } = procedures[name];
      expect(runtime.timeoutSeconds, name).toBeLessThanOrEqual(maxTimeoutSeconds);
      expect(runtime.memoryMb, name).toBeGreaterThanOrEqual(defaultRuntime.memoryMb);
    }
  });

  it('give the procedures that build spreadsheets and PDFs more memory, keeping the default timeout', () => {
    for (const name of ['emissionFactor.batchImport', 'import.status', 'report.deliver', 'report.pdf.download'] as const) {
      expect(procedures[name].runtime, name).toEqual({ memoryMb: 2048, timeoutSeconds: defaultRuntime.timeoutSeconds });
    }
  });
});
