import { modules, saveModule, subentities } from '../lib/data/index.ts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createUser, linkInvestee, testPassword } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';

const api = useGateway();

async function tokenOf(username: string): Promise<string> {
  const { body } = await api.call('user.login', { username, password: testPassword });
  return body.result.data.token;
}

describe('dashboard.get and tenancy', () => {
  const world = {} as {
    company: { uuid: string };
    institution: { uuid: string };
    investee: { uuid: string };
    stranger: { uuid: string };
    companyModule: { uuid: string };
    investeeModule: { uuid: string };
    investeeExternal: { uuid: string };
    tokens: Record<'company' | 'institution' | 'investee' | 'analyst' | 'sales', string>;
    consultant: { uuid: string };
    consultantUsername: string;
  };

  beforeAll(async () => {
    const [company, institution, investee, stranger] = await Promise.all([
      createAsset({ name: 'Dashboard Company', supplierEngagementOpen: true }),
      createAsset({ name: 'Dashboard Fund', isFinancialInstitution: true }),
      createAsset({ name: 'Dashboard Investee' }),
      createAsset({ name: 'Dashboard Stranger' }),
    ]);
    await linkInvestee(institution.uuid, investee.uuid);
    const consultant = await createUser({ isAdmin: true, role: 'ANALYST', firstName: 'Camille', email: 'camille@example.org' });
    const manager = await createUser({ isAdmin: true, role: 'SALES', firstName: 'Julien' });
    const companyModule = await createModule(company.uuid, { consultantUuids: [consultant.uuid], accountManagerUuid: manager.uuid });
    await createModule(company.uuid, { type: 'DECARBONIZATION_PLAN', status: 'PREPARE_WORKSHOP_2', year: 2025 });
    await createModule(institution.uuid, { type: 'PORTFOLIO_EMISSIONS', status: 'FE_COMPLETED' });
    const investeeModule = await createModule(investee.uuid, { type: 'CARBON_FOOTPRINT', status: 'FCF_COMPLETED' });
    const investeeExternal = await createModule(investee.uuid, { type: 'EXTERNAL_CARBON_FOOTPRINT', status: 'DELIVERED' });
    await createModule(stranger.uuid);
    const [companyUser, institutionUser, investeeUser, analyst, sales] = await Promise.all([
      createUser({ assetUuid: company.uuid }),
      createUser({ assetUuid: institution.uuid }),
      createUser({ assetUuid: investee.uuid }),
      createUser({ isAdmin: true, role: 'ANALYST' }),
      createUser({ isAdmin: true, role: 'SALES' }),
    ]);
    Object.assign(world, {
      company,
      institution,
      investee,
      stranger,
      companyModule,
      investeeModule,
      investeeExternal,
      consultant,
      consultantUsername: consultant.username,
      tokens: {
        company: await tokenOf(companyUser.username),
        institution: await tokenOf(institutionUser.username),
        investee: await tokenOf(investeeUser.username),
        analyst: await tokenOf(analyst.username),
        sales: await tokenOf(sales.username),
      },
    });
  });

  it("answers a client's own modules, flags and contacts", async () => {
    const { status, body } = await api.call('dashboard.get', {}, world.tokens.company);
    expect(status).toBe(200);
    const dashboard = body.result.data;
    expect(dashboard).toMatchObject({ isFinancialInstitution: false, supplierEngagementOpen: true, assetName: 'Dashboard Company' });
    expect(dashboard.modules.map((m: { type: string }) => m.type)).toEqual(['CARBON_FOOTPRINT', 'DECARBONIZATION_PLAN']);
    const footprint = dashboard.modules.find((m: { uuid: string }) => m.uuid === world.companyModule.uuid);
    expect(footprint).toMatchObject({ status: 'DATA_COLLECTION', year: 2024, assetName: 'Dashboard Company' });
    expect(footprint.contacts.map((c: { kind: string; firstName: string }) => [c.kind, c.firstName])).toEqual([
      ['ACCOUNT_MANAGER', 'Julien'],
      ['CLIMATE_CONSULTANT', 'Camille'],
    ]);
  });

  it('refuses a client asking for another asset, whoever owns it', async () => {
    for (const assetUuid of [world.institution.uuid, world.investee.uuid, world.stranger.uuid]) {
      const { status, body } = await api.call('dashboard.get', { assetUuid }, world.tokens.company);
      expect(status).toBe(403);
      expect(body.error.code).toBe('FORBIDDEN');
    }
  });

  it("lets an institution read its investee's dashboard, and only its investees'", async () => {
    const own = await api.call('dashboard.get', {}, world.tokens.institution);
    expect(own.body.result.data.isFinancialInstitution).toBe(true);
    const investee = await api.call('dashboard.get', { assetUuid: world.investee.uuid }, world.tokens.institution);
    expect(investee.status).toBe(200);
    expect(investee.body.result.data.assetName).toBe('Dashboard Investee');
    // The investee's external report (another provider's document) is not offered to the investor.
    expect(investee.body.result.data.modules.map((m: { uuid: string }) => m.uuid)).toEqual([world.investeeModule.uuid]);
    const ownView = await api.call('dashboard.get', {}, world.tokens.investee);
    expect(ownView.body.result.data.modules.map((m: { uuid: string }) => m.uuid).sort()).toEqual([world.investeeModule.uuid, world.investeeExternal.uuid].sort());
    expect((await api.call('dashboard.get', { assetUuid: world.stranger.uuid }, world.tokens.institution)).status).toBe(403);
  });

  it("opens a PAI module on the portfolio-emissions reporting of its asset and year", async () => {
    const institution = await createAsset({ name: 'Dashboard PAI Fund', isFinancialInstitution: true });
    const reporting = await createModule(institution.uuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DELIVERED', year: 2024 });
    const pai2024 = await createModule(institution.uuid, { type: 'PAI', status: 'DATA_COLLECTION', year: 2024 });
    const pai2023 = await createModule(institution.uuid, { type: 'PAI', status: 'DATA_COLLECTION', year: 2023 });
    const user = await createUser({ assetUuid: institution.uuid });
    const modules = (await api.call('dashboard.get', {}, await tokenOf(user.username))).body.result.data.modules as { uuid: string; reportingUuid: string | null }[];
    expect(modules.find((module) => module.uuid === pai2024.uuid)?.reportingUuid).toBe(reporting.uuid);
    // No reporting of 2023: the module says none.
    expect(modules.find((module) => module.uuid === pai2023.uuid)?.reportingUuid).toBeNull();
    expect(modules.find((module) => module.uuid === reporting.uuid)?.reportingUuid).toBeNull();
  });

  it('opens a portfolio decarbonization module on the portfolio-emissions reporting of its asset and year', async () => {
    const institution = await createAsset({ name: 'Dashboard Decarbonization Fund', isFinancialInstitution: true });
    const reporting = await createModule(institution.uuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DELIVERED', year: 2024 });
    const pd2024 = await createModule(institution.uuid, { type: 'PORTFOLIO_DECARBONIZATION', status: 'ONGOING', year: 2024 });
    const pd2023 = await createModule(institution.uuid, { type: 'PORTFOLIO_DECARBONIZATION', status: 'DELIVERED', year: 2023 });
    const user = await createUser({ assetUuid: institution.uuid });
    const modules = (await api.call('dashboard.get', {}, await tokenOf(user.username))).body.result.data.modules as { uuid: string; reportingUuid: string | null }[];
    expect(modules.find((module) => module.uuid === pd2024.uuid)?.reportingUuid).toBe(reporting.uuid);
    expect(modules.find((module) => module.uuid === pd2023.uuid)?.reportingUuid).toBeNull();
  });

  it('does not let an investee read its investor', async () => {
    expect((await api.call('dashboard.get', { assetUuid: world.institution.uuid }, world.tokens.investee)).status).toBe(403);
  });

  it('lets staff read any asset', async () => {
    const { status, body } = await api.call('dashboard.get', { assetUuid: world.stranger.uuid }, world.tokens.sales);
    expect(status).toBe(200);
    expect(body.result.data.assetName).toBe('Dashboard Stranger');
  });

  it("answers a staff member's own assignments across clients when no asset is named", async () => {
    const consultantToken = await tokenOf(world.consultantUsername);
    const { body } = await api.call('dashboard.get', {}, consultantToken);
    expect(body.result.data.assetName).toBeNull();
    expect(body.result.data.modules.map((m: { uuid: string; assetName: string }) => [m.uuid, m.assetName])).toEqual([
      [world.companyModule.uuid, 'Dashboard Company'],
    ]);
    // Unassigning removes the module from the list, in the same write.
    await saveModule({ ...(await modules.require({ uuid: world.companyModule.uuid })), consultantUuids: [] }, 'test');
    expect((await api.call('dashboard.get', {}, consultantToken)).body.result.data.modules).toEqual([]);
    const unassigned = await api.call('dashboard.get', {}, world.tokens.analyst);
    expect(unassigned.body.result.data).toEqual({ modules: [], isFinancialInstitution: false, supplierEngagementOpen: false, assetName: null });
  });

  it('answers NOT_FOUND for an asset that does not exist (staff) and FORBIDDEN to a client', async () => {
    expect((await api.call('dashboard.get', { assetUuid: randomUUID() }, world.tokens.analyst)).status).toBe(404);
    expect((await api.call('dashboard.get', { assetUuid: randomUUID() }, world.tokens.company)).status).toBe(403);
  });

  it('rejects a malformed asset id with a field issue', async () => {
    const { status, body } = await api.call('dashboard.get', { assetUuid: 'not-a-uuid' }, world.tokens.company);
    expect(status).toBe(400);
    expect(body.error.issues[0].path).toEqual(['assetUuid']);
  });

  it('limits a user bound to a subentity to its modules and the asset-wide ones', async () => {
    const asset = await createAsset({ name: 'Group With Sites' });
    const [lyon, lille] = await Promise.all(
      ['Lyon', 'Lille'].map((name) => subentities.create({ uuid: randomUUID(), assetUuid: asset.uuid, name }, 'test')),
    );
    const whole = await createModule(asset.uuid, { year: 2023 });
    const lyonModule = await createModule(asset.uuid, { subentityUuid: lyon!.uuid });
    await createModule(asset.uuid, { subentityUuid: lille!.uuid });
    const siteUser = await createUser({ assetUuid: asset.uuid, subentityUuid: lyon!.uuid });
    const token = await tokenOf(siteUser.username);
    const { body } = await api.call('dashboard.get', {}, token);
    expect(body.result.data.modules.map((m: { uuid: string }) => m.uuid).sort()).toEqual([whole.uuid, lyonModule.uuid].sort());
    expect((await api.call('dashboard.get', { subentityUuid: lille!.uuid }, token)).status).toBe(403);
  });

  it('answers Invalid token without a token', async () => {
    const { status, body } = await api.call('dashboard.get', {});
    expect(status).toBe(401);
    expect(body.error.message).toBe('Invalid token');
  });
});
