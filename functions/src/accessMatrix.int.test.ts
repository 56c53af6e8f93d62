import { procedureNames, procedures, type Access } from '@cairn/shared/contract';
import type { Role } from '@cairn/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createUser, testPassword } from '../../test/fixtures.ts';
import { useGateway } from '../../test/gateway.ts';

/*
 * Every procedure of the contract, called by every kind of caller: the pipeline must refuse
 * those its access level excludes before it reads any input. New procedures join the matrix
 * by being declared. Cross-tenant refusals are proven per procedure, beside each handler.
 */

const api = useGateway();

type Caller = 'anonymous' | 'client' | Role;
const callers: Caller[] = ['anonymous', 'client', 'SALES', 'ACCOUNTING', 'ANALYST', 'DEV', 'PRODUCT_MANAGER'];

function allowed(access: Access, caller: Caller): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'client':
      return caller !== 'anonymous';
    case 'staff':
      return caller !== 'anonymous' && caller !== 'client';
    case 'analyst':
      return caller === 'ANALYST' || caller === 'DEV' || caller === 'PRODUCT_MANAGER';
  }
}

describe('access matrix', () => {
  const tokens = new Map<Caller, string>();

  beforeAll(async () => {
    const asset = await createAsset();
    const users = await Promise.all(
      callers
        .filter((caller) => caller !== 'anonymous')
        .map(async (caller) => [
          caller,
          caller === 'client' ? await createUser({ assetUuid: asset.uuid }) : await createUser({ isAdmin: true, role: caller as Role }),
        ] as const),
    );
    for (const [caller, user] of users) {
      tokens.set(caller, (await api.call('user.login', { username: user.username, password: testPassword })).body.result.data.token);
    }
  });

  // Signing out ends the callers' sessions, so it goes last.
  const order = [...procedureNames.filter((name) => name !== 'user.logout'), 'user.logout' as const];
  for (const name of order) {
    const { access } = procedures[name];
    it(`${name} (${access})`, async () => {
      for (const caller of callers) {
        // Input left out: a refusal must come before validation, whatever was sent.
        const { status, body } = await api.call(name, undefined, tokens.get(caller));
        if (allowed(access, caller)) {
          expect([401, 403], `${caller} should reach ${name}`).not.toContain(status);
        } else if (caller === 'anonymous') {
          expect({ status, error: body.error }).toEqual({ status: 401, error: { message: 'Invalid token', key: 'validation.message.invalidToken', code: 'UNAUTHORIZED' } });
        } else {
          expect({ caller, status, code: body.error?.code }).toEqual({ caller, status: 403, code: 'FORBIDDEN' });
        }
      }
    });
  }
});
