import { hashPassword, verifyPassword } from '@cairn/functions/auth';
import { assetNameClaims, assets, investeeLinks, saveModule, subentities, usernameClaims, users, type Actor } from '@cairn/functions/data';
import { passwordProblems } from '@cairn/shared/validation';
import naf from '@socialgouv/codes-naf/index.json' with { type: 'json' };
import { demoAssets, demoInvestees, demoModules, demoUsers, uuidOf } from './demo.ts';
import { readSeedMarker, seedVersion, writeSeedMarker } from './marker.ts';
import { demoReportUuid } from './reports.ts';

export const defaultDemoPassword = 'Cairn-Demo-Login!';
const actor: Actor = 'system:seed';

interface Writable<Id, Input> {
  get(id: Id, options?: { consistent?: boolean }): Promise<unknown>;
  create(input: Input, actor: Actor): Promise<unknown>;
  update(id: Id, changes: Partial<Input>, actor: Actor): Promise<unknown>;
}

/** Creates the record, or brings an existing one back to its demo values. */
async function ensure<Id, Input>(entity: Writable<Id, Input>, id: Id, value: Input): Promise<void> {
  if (await entity.get(id, { consistent: true })) await entity.update(id, value as Partial<Input>, actor);
  else await entity.create(value, actor);
}

export interface SeedResult {
  logins: { username: string; role: string }[];
  password: string;
  /** True when this call wrote the demo data; false when an earlier start had written this version. */
  fresh: boolean;
  /** The seed version in the table (see `marker.ts`) and when it was written. */
  version: string;
  seededAt: string;
}

function demoLogins(): SeedResult['logins'] {
  return demoUsers.map((user) => ({
    username: user.username,
    role: user.isAdmin ? `staff, ${user.role}` : demoAssets.find((asset) => asset.key === user.assetKey)!.name,
  }));
}

/**
 * Seeds the demonstration tenants and users, once per seed version: when the table's marker
 * names the current version, nothing is written (a restart is not slowed by the catalogue and
 * the reports). Idempotent when it runs: uuids are derived from names, and a second run updates
 * what the first created. `force` (CAIRN_RESEED=1) runs it whatever the marker says. The demo
 * password comes from CAIRN_DEMO_PASSWORD when set; it must pass the platform's own password rules.
 */
export async function seed({ force = process.env.CAIRN_RESEED === '1' }: { force?: boolean } = {}): Promise<SeedResult> {
  const password = process.env.CAIRN_DEMO_PASSWORD || defaultDemoPassword;
  const problems = passwordProblems(password);
  if (problems.length) throw new Error(`CAIRN_DEMO_PASSWORD does not meet the password rules: ${problems.join(', ')}`);
  const version = await seedVersion(password);
  const marker = force ? null : await readSeedMarker();
  if (marker?.version === version) return { logins: demoLogins(), password, fresh: false, version, seededAt: marker.seededAt };

  const nafCodes = new Set((naf as { id: string }[]).map((entry) => entry.id));
  for (const asset of demoAssets) {
    for (const code of asset.naceCodes) if (!nafCodes.has(code)) throw new Error(`Unknown activity code ${code} for ${asset.name}`);
    const { key, prescribers, subentities: sites, ...fields } = asset;
    const uuid = uuidOf.asset(key);
    await ensure(assets, { uuid }, { uuid, ...fields, prescriberUuids: prescribers.map(uuidOf.asset), validated: true, currency: 'EURO' as const });
    // Asset names are unique by their claims, as when staff create an asset.
    await ensure(assetNameClaims, { name: asset.name }, { name: asset.name, assetUuid: uuid });
    for (const name of sites) await ensure(subentities, { uuid: uuidOf.subentity(key, name) }, { uuid: uuidOf.subentity(key, name), assetUuid: uuid, name });
  }
  for (const [institution, investees] of Object.entries(demoInvestees)) {
    for (const investee of investees) {
      const link = { institutionUuid: uuidOf.asset(institution), investeeUuid: uuidOf.asset(investee) };
      if (!(await investeeLinks.get(link))) await investeeLinks.create(link, actor);
    }
  }

  const hash = await hashPassword(password);
  for (const { assetKey, ...demo } of demoUsers) {
    const uuid = uuidOf.user(demo.username);
    const existing = await users.get({ uuid }, { consistent: true });
    const keepHash = existing?.passwordHash && (await verifyPassword(password, existing.passwordHash));
    const record = {
      uuid,
      ...demo,
      salesRepresentative: demo.salesRepresentative ?? false,
      assetUuid: assetKey ? uuidOf.asset(assetKey) : null,
      subentityUuid: null,
      disabled: false,
      passwordHash: keepHash ? existing.passwordHash : hash,
    };
    await ensure(users, { uuid }, record);
    await ensure(usernameClaims, { username: demo.username }, { username: demo.username, userUuid: uuid });
  }

  for (const { key, assetKey, consultants, accountManager, actionCounts, comparedReportYear, ...module } of demoModules) {
    const uuid = uuidOf.module(key);
    await saveModule({
      uuid,
      ...module,
      assetUuid: uuidOf.asset(assetKey),
      subentityUuid: null,
      consultantUuids: consultants.map(uuidOf.user),
      accountManagerUuid: accountManager ? uuidOf.user(accountManager) : null,
      actionCounts: actionCounts ?? null,
      reportUuid: comparedReportYear ? demoReportUuid(comparedReportYear) : null,
    }, actor);
  }

  await (await import('../catalogueImport/index.ts')).importCatalogue(actor); // the reference catalogue, idempotent
  await (await import('./sectors.ts')).seedSectorBenchmarks(actor); // the spec's sector averages, an analyst's edit kept
  await (await import('./selectLists.ts')).seedSelectLists(actor); // the select lists question templates offer, an analyst's edit kept
  await (await import('./questionTemplates.ts')).seedQuestionTemplates(actor); // the question templates, on those lists, an analyst's edit kept
  await (await import('./questionnaireTemplates.ts')).seedQuestionnaireTemplates(actor); // the SME questionnaire template, on those question templates
  await (await import('./surveyTemplates.ts')).seedSurveyTemplates(actor); // the survey questions and the employee and supplier survey templates, an analyst's edit kept
  await (await import('./surveys.ts')).seedSurveys(actor); // the client's employee surveys and their answers, before the reports read them
  await (await import('./reports.ts')).seedReports(actor); // the client's reports, computed from the catalogue
  await (await import('./draftReport.ts')).seedDraftReport(actor); // a draft for staff to edit, never overwritten
  await (await import('./investeeReport.ts')).seedInvesteeReport(actor); // the cheese dairy's delivered footprint, which the institution's CAIRN line reads
  await (await import('./externalReports.ts')).seedExternalReports(actor); // the workshop's footprint made by another provider
  await (await import('./projects.ts')).seedProjects(actor); // the consultancy's book of projects, owning the modules above
  await (await import('./projects.ts')).seedProjectTracking(actor); // the institution's tracking of its investees' projects
  await (await import('./portfolio.ts')).seedPortfolio(actor); // the institution's financed emissions: 2024 delivered, 2025 collecting, on the reports and sector averages above
  await (await import('./actionCards.ts')).seedActionCards(actor); // the library of action cards, on the catalogue's factors, an analyst's edit kept
  await (await import('./plans.ts')).seedPlans(actor); // the client's plan and the bakery's trajectory, their actions made from the cards
  await (await import('./questionnaires.ts')).seedQuestionnaires(actor); // the data collections of the client's 2025 and the bakery's 2024 footprints
  await (await import('./reportListings.ts')).ensureReportListings(actor); // the staff list's items of reports stored before it
  await (await import('./suppliers.ts')).seedSuppliers(actor); // the client's suppliers, their forms and e-mails, their expenses on the catalogue's factors
  await (await import('./deals.ts')).seedDealsAndTime(actor); // the deals sold and the hours logged, for the staff projects
  // Last: a seed stopped half-way leaves no marker, and the next start seeds again.
  const seededAt = new Date().toISOString();
  await writeSeedMarker({ version, seededAt });
  return { logins: demoLogins(), password, fresh: true, version, seededAt };
}
