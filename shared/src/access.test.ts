import { describe, expect, it } from 'vitest';
import { allows, authorize, canCall, isAnalystLevel, isStaff, reaches, seesDrafts, type Ownership, type Tenancy, type Tenant } from './access.ts';
import * as z from 'zod';
import { query, type Access } from './contract/define.ts';
import { AppError } from './errors.ts';
import { roles, type Role } from './schemas/enums.ts';

type CallerName = 'anonymous' | 'client' | 'staff without a role' | Role;
const callerNames: CallerName[] = ['anonymous', 'client', 'staff without a role', ...roles];

function caller(name: CallerName) {
  if (name === 'anonymous') return null;
  if (name === 'client') return { isAdmin: false, role: null };
  return { isAdmin: true, role: name === 'staff without a role' ? null : name };
}

/** Who passes each access level, written out caller by caller rather than derived. */
const admitted: Record<Access, CallerName[]> = {
  public: ['anonymous', 'client', 'staff without a role', 'ANALYST', 'SALES', 'ACCOUNTING', 'DEV', 'PRODUCT_MANAGER'],
  client: ['client', 'staff without a role', 'ANALYST', 'SALES', 'ACCOUNTING', 'DEV', 'PRODUCT_MANAGER'],
  staff: ['staff without a role', 'ANALYST', 'SALES', 'ACCOUNTING', 'DEV', 'PRODUCT_MANAGER'],
  analyst: ['ANALYST', 'DEV', 'PRODUCT_MANAGER'],
};

const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? { code: error.code, message: error.message } : error;
  }
};

describe('authorize and canCall', () => {
  for (const access of Object.keys(admitted) as Access[]) {
    it(`admit exactly ${access}'s callers, and refuse the others as the API answers`, () => {
      expect(callerNames.filter((name) => allows(access, caller(name)))).toEqual(admitted[access]);
      expect(callerNames.filter((name) => canCall({ access }, caller(name)))).toEqual(admitted[access]);
      for (const name of callerNames) {
        const expected = admitted[access].includes(name)
          ? null
          : name === 'anonymous'
            ? { code: 'UNAUTHORIZED', message: 'Invalid token' }
            : { code: 'FORBIDDEN', message: 'You do not have access to this resource' };
        expect({ name, refused: refusal(() => authorize(access, caller(name))) }).toEqual({ name, refused: expected });
      }
    });
  }

  it('never lets a client with a staff role through as staff', () => {
    expect(isStaff({ isAdmin: false })).toBe(false);
    expect(isAnalystLevel({ isAdmin: false, role: 'ANALYST' })).toBe(false);
    expect(allows('analyst', { isAdmin: false, role: 'DEV' })).toBe(false);
  });

  it('shows drafts to staff only', () => {
    expect(callerNames.filter((name) => seesDrafts(caller(name)))).toEqual(admitted.staff);
  });
});

describe('a tenancy in the contract', () => {
  it('names a field of the input, or does not compile', () => {
    const byReport = z.object({ reportUuid: z.uuid() });
    const declared = query({
      access: 'client',
      tenancy: { rule: 'ownAsset', owner: 'report', field: 'reportUuid', hideDrafts: true },
      summary: 'A report.',
      input: byReport,
      output: z.object({}),
    });
    expect(declared.tenancy).toEqual({ rule: 'ownAsset', owner: 'report', field: 'reportUuid', hideDrafts: true });
    query({
      access: 'client',
      // @ts-expect-error `uuid` is not a field of this input.
      tenancy: { rule: 'ownAsset', owner: 'report', field: 'uuid' },
      summary: 'A report, misdeclared.',
      input: byReport,
      output: z.object({}),
    });
  });
});

describe('reaches', () => {
  const own = 'a0000000-0000-4000-8000-000000000001';
  const investee = 'a0000000-0000-4000-8000-000000000002';
  const other = 'a0000000-0000-4000-8000-000000000003';
  const institution: Tenant = { uuid: 'u1', isAdmin: false, asset: { uuid: own, name: 'Institution' } };
  const staff: Tenant = { uuid: 'u2', isAdmin: true, asset: null };
  const investorOf = async (institutionUuid: string, investeeUuid: string) => institutionUuid === own && investeeUuid === investee;

  type Case = [tenant: string, user: Tenant, owned: Ownership, expected: boolean];
  const asked = (tenancy: Tenancy, cases: Case[]) =>
    Promise.all(cases.map(async ([tenant, user, owned]) => [tenant, await reaches(tenancy, user, owned, investorOf)]));
  const expectedOf = (cases: Case[]) => cases.map(([tenant, , , expected]) => [tenant, expected]);

  const delivered = (assetUuid: string): Ownership => ({ assetUuid, status: 'DELIVERED' });
  const draft = (assetUuid: string): Ownership => ({ assetUuid, status: 'DRAFT' });

  const rules: [Tenancy, Case[]][] = [
    [
      { rule: 'ownAsset', owner: 'externalReport', field: 'uuid' },
      [
        ['own asset', institution, { assetUuid: own }, true],
        ['investee', institution, { assetUuid: investee }, false],
        ['other asset', institution, { assetUuid: other }, false],
        ['staff', staff, { assetUuid: other }, true],
        ['nobody', null, { assetUuid: own }, false],
      ],
    ],
    [
      { rule: 'ownAssetOrInvestor', owner: 'carbonFootprint', field: 'uuid' },
      [
        ['own asset', institution, { assetUuid: own }, true],
        ['investee', institution, { assetUuid: investee }, true],
        ['other asset', institution, { assetUuid: other }, false],
        ['staff', staff, { assetUuid: other }, true],
      ],
    ],
    [
      { rule: 'ownAsset', owner: 'report', field: 'uuid', hideDrafts: true },
      [
        ['own delivered', institution, delivered(own), true],
        ['own draft', institution, draft(own), false],
        ['investee delivered', institution, delivered(investee), false],
        ['staff draft', staff, draft(other), true],
      ],
    ],
    [
      { rule: 'ownAssetOrInvestor', owner: 'report', field: 'reportUuid', hideDrafts: true },
      [
        ['own delivered', institution, delivered(own), true],
        ['own draft', institution, draft(own), false],
        ['investee delivered', institution, delivered(investee), true],
        ['investee draft', institution, draft(investee), false],
        ['other delivered', institution, delivered(other), false],
        ['staff draft', staff, draft(other), true],
      ],
    ],
    [
      { rule: 'ownAssetOrShared', owner: 'emissionFactor', field: 'uuid' },
      [
        ['shared entry', institution, { assetUuid: null }, true],
        ['own entry', institution, { assetUuid: own }, true],
        ["investee's entry", institution, { assetUuid: investee }, false],
        ['staff', staff, { assetUuid: other }, true],
      ],
    ],
    [
      { rule: 'creator', owner: 'importJob', field: 'jobUuid' },
      [
        ['creator', institution, { assetUuid: null, createdBy: 'u1' }, true],
        ['staff, not the creator', staff, { assetUuid: null, createdBy: 'u1' }, false],
      ],
    ],
    [
      { rule: 'publicLink', owner: 'report', field: 'reportUuid' },
      [
        ['shared delivered', null, { ...delivered(other), isPublic: true }, true],
        ['unshared delivered', null, { ...delivered(other), isPublic: false }, false],
        ['draft with a link, even for its staff', staff, { ...draft(other), isPublic: true }, false],
      ],
    ],
    [
      { rule: 'staffOnly' },
      [
        ['staff', staff, { assetUuid: other }, true],
        ['client', institution, { assetUuid: own }, false],
      ],
    ],
    [
      { rule: 'supplierToken', owner: 'supplier', field: 'token' },
      [
        ['anyone with the current token', null, { assetUuid: own, tokenMatches: true }, true],
        ['staff without it', staff, { assetUuid: own, tokenMatches: false }, false],
        ['the own asset without it', institution, { assetUuid: own }, false],
      ],
    ],
  ];

  for (const [tenancy, cases] of rules) {
    it(`${tenancy.rule}${'hideDrafts' in tenancy && tenancy.hideDrafts ? ' hiding drafts' : ''} of ${'owner' in tenancy ? tenancy.owner : 'nothing'}`, async () => {
      expect(await asked(tenancy, cases)).toEqual(expectedOf(cases));
    });
  }

  it('asks about an investee only when the answer decides', async () => {
    const asks: string[] = [];
    const counting = async (institutionUuid: string, investeeUuid: string) => (asks.push(investeeUuid), investorOf(institutionUuid, investeeUuid));
    const tenancy: Tenancy = { rule: 'ownAssetOrInvestor', owner: 'report', field: 'reportUuid', hideDrafts: true };
    await reaches(tenancy, institution, delivered(own), counting);
    await reaches(tenancy, staff, delivered(investee), counting);
    await reaches(tenancy, institution, draft(investee), counting);
    expect(asks).toEqual([]);
    await reaches(tenancy, institution, delivered(investee), counting);
    expect(asks).toEqual([investee]);
  });
});
