import { procedures } from '@cairn/shared/contract';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { procedureArea } from './procedure.ts';

const { prepareAnswer } = procedureArea({ version: procedures.version, 'user.logout': procedures['user.logout'] });

describe('prepareAnswer', () => {
  it('checks the answer against the contract and keeps only what it declares, as the pipeline serialises it', () => {
    const answer = prepareAnswer('version', { version: 'v1', stage: 'test', secret: 'dropped' } as never);
    expect(JSON.parse(gunzipSync(answer.gzipBody).toString('utf8'))).toEqual({ result: { data: { version: 'v1', stage: 'test' } } });
  });

  it('refuses an answer outside the contract, and a mutation', () => {
    expect(() => prepareAnswer('version', { version: 1 } as never)).toThrow(/version answered outside its contract/);
    expect(() => prepareAnswer('user.logout', { success: true } as never)).toThrow(/only a query's answer can be prepared/);
  });
});

describe('procedureArea', () => {
  it("refuses a procedure its area does not declare, at compile time and at run time", () => {
    const area = procedureArea({ version: procedures.version });
    // @ts-expect-error user.get is not in this area.
    expect(() => area.defineProcedure('user.get', async () => ({}) as never)).toThrow('user.get is not declared in this area of the contract');
  });
});
