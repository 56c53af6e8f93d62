import { hashPassword } from '@cairn/functions/auth';
import { assets, investeeLinks, saveModule, usernameClaims, users, type Stored, type UserRecord } from '@cairn/functions/data';
import type { ParsedEmissionFactorInput } from '@cairn/shared/catalogue';
import type { ModuleStatus, ModuleType, Role } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { useGateway } from './gateway.ts';

/*
 * Records for integration tests, written through the real data layer into the emulated
 * table. Names carry a random suffix so test files running in parallel never collide.
 */

export const testPassword = 'Integration-Test-Pass';
let passwordHash: Promise<string> | undefined;

/** Signs the user in through the gateway, as the web client does; answers the session token. */
export async function tokenOf(api: ReturnType<typeof useGateway>, username: string): Promise<string> {
  return (await api.call('user.login', { username, password: testPassword })).body.result.data.token;
}

export const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

export async function createAsset(options: { name?: string; isFinancialInstitution?: boolean; supplierEngagementOpen?: boolean } = {}) {
  return assets.create(
    {
      uuid: randomUUID(),
      name: options.name ?? unique('Asset'),
      type: 'COMPANY',
      isFinancialInstitution: options.isFinancialInstitution ?? false,
      supplierEngagementOpen: options.supplierEngagementOpen ?? false,
    },
    'test',
  );
}

export async function linkInvestee(institutionUuid: string, investeeUuid: string) {
  return investeeLinks.create({ institutionUuid, investeeUuid }, 'test');
}

export async function createUser(
  options: {
    assetUuid?: string | null;
    isAdmin?: boolean;
    role?: Role | null;
    subentityUuid?: string | null;
    username?: string;
    disabled?: boolean;
    firstName?: string;
    email?: string;
  } = {},
): Promise<Stored<UserRecord>> {
  passwordHash ??= hashPassword(testPassword);
  const uuid = randomUUID();
  const username = options.username ?? unique('user');
  const user = await users.create(
    {
      uuid,
      username,
      passwordHash: await passwordHash,
      isAdmin: options.isAdmin ?? false,
      role: options.role ?? null,
      assetUuid: options.assetUuid ?? null,
      subentityUuid: options.subentityUuid ?? null,
      disabled: options.disabled ?? false,
      firstName: options.firstName ?? 'Test',
      lastName: 'User',
      email: options.email ?? `${username}@example.org`,
    },
    'test',
  );
  await usernameClaims.create({ username, userUuid: uuid }, 'test');
  return user;
}

export async function createModule(
  assetUuid: string,
  options: { type?: ModuleType; status?: ModuleStatus; year?: number | null; subentityUuid?: string | null; consultantUuids?: string[]; accountManagerUuid?: string | null } = {},
) {
  return saveModule(
    {
      uuid: randomUUID(),
      type: options.type ?? 'CARBON_FOOTPRINT',
      status: options.status ?? 'DATA_COLLECTION',
      year: options.year === undefined ? 2024 : options.year,
      moduleName: unique('Module'),
      assetUuid,
      subentityUuid: options.subentityUuid ?? null,
      consultantUuids: options.consultantUuids ?? [],
      accountManagerUuid: options.accountManagerUuid ?? null,
    },
    'test',
  );
}

/**
 * A simple factor as an import stages it once parsed: one public value with no end year. The
 * parsed type carries the schema's brand, hence the cast.
 */
export function parsedSimpleFactor(name: string, unitUuid: string, { group = 'Test import', value = 0.1 } = {}): ParsedEmissionFactorInput {
  return {
    type: 'SIMPLE',
    name,
    clientNameEn: null,
    clientNameFr: null,
    family: 'ENERGY',
    group,
    unitUuid,
    gas: 'CO2E',
    isMonetary: false,
    qualityPercentage: 100,
    assetUuid: null,
    linkedSupplierUuid: null,
    values: [{ until: null, value, source: 'Test', sourceVersion: '1', sourceUrl: null, comment: null, isPublic: true }],
  } as unknown as ParsedEmissionFactorInput;
}
