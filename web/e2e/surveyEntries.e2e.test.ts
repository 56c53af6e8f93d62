/**
 * From employees' answers to the footprint (spec 2 "Employee survey section of the dashboard",
 * section 5 "Survey formulas"): on a footprint of its own, the demo's `analyst` makes a survey
 * from the demo's "Employee commuting and travel" template for a staff of 20; three employees
 * answer it through the API; the consultant computes the draft's entries and finds the
 * commuting by car extrapolated to the 20 employees, and the dashboard's survey section counting
 * the three answers; a fourth answer arrives, the consultant computes again, and the section
 * counts four. Car worked values: each answer's round trips a week × 2 × one-way km × 46 weeks ×
 * the catalogue's combustion-car fuel factor, averaged over the answers, × 20.
 */
import { randomUUID } from 'node:crypto';
import { valueForYear } from '@cairn/shared/catalogue';
import { formatEmissions } from '@cairn/shared/format';
import { describe, expect, it } from 'vitest';
import { reportTab } from './flows.ts';
import { animationsSettled, call, demoPassword, screenshot, signIn, toast, useBrowser } from './helpers.ts';

const browser = useBrowser();
const serverWait = { timeout: 30_000 };
const reportYear = 2024;
const carFuel = 'base-empreinte.car.thermal.fuel';

const emissions = (kg: number) => formatEmissions(kg, 'en', { allowKg: true }).text.replace(/\s+/g, ' ');

/** One employee who drives `km` one way on `trips` round trips a week, in the office as many days. */
const driver = (trips: number, km: number) => ({
  daysInOfficePerWeek: trips,
  commuteRoundTripsPerWeek: trips,
  commuteType: 'CAR' as const,
  carType: 'GASOLINE' as const,
  commuteDistance: km,
  countryElectricity: trips < 5 ? 'FR' : null,
  workdayLunchesWithMeatPerWeek: 2,
  customQuestions: { workedDaysPerWeek: 5, remoteDaysPerWeek: 5 - trips, trainHoursPerYear: 0, hotelNightsPerYear: 0, coffeeCupsPerDay: 2, teaCupsPerDay: 0, computerScreens: 1, professionalSmartphone: false },
});

describe('the employee survey in the footprint', () => {
  it('extrapolates the answers into entries and the dashboard’s survey section, and counts a new answer once computed again', async () => {
    const tag = randomUUID().slice(0, 8);
    const token = (await call('user.login', { username: 'analyst', password: demoPassword() }, null)).token;
    // Another consultant than the analyst, so her own list of modules stays as the staff test expects.
    const consultant = await call('user.login', { username: 'pm', password: demoPassword() }, null);
    const fuel = (await call('emissionFactor.list', { search: carFuel }, token)).find((factor) => factor.name === carFuel);
    const fuelPerKm = fuel?.type === 'SIMPLE' ? valueForYear(fuel.values, reportYear)?.value : undefined;
    expect(typeof fuelPerKm).toBe('number');

    const asset = await call('asset.create', { name: `Cartonnerie ${tag}`, type: 'COMPANY', language: 'en' }, token);
    const moduleName = 'Carbon footprint 2024';
    const project = await call(
      'project.create',
      { type: 'CARBON_FOOTPRINT', assetUuid: asset.uuid, moduleName, assignedTo: [consultant.user.uuid], methodologies: ['GHG'], startDate: '2024-01-01', endDate: '2024-12-31' },
      token,
    );
    const footprintUuid = project.moduleUuid ?? '';
    const template = (await call('surveyTemplate.list', {}, token)).find((row) => row.name === 'Employee commuting and travel');
    expect(template, 'the demo survey template').toBeTruthy();
    const created = await call('survey.create', { carbonFootprintUuid: footprintUuid, templateUuid: template!.uuid }, token);
    const { uuid, version, carbonFootprintUuid: _footprint, type: _type, dataCollectionDone: _done, nbTotal: _total, createdAt: _created, affiliations: _affiliations, ...settings } = created;
    await call('survey.update', { ...settings, uuid, expectedVersion: version, open: true, targetPopulation: 20, affiliations: [] }, token);

    const answers = [driver(5, 10), driver(3, 20), driver(2, 5)];
    for (const answer of answers) await call('surveyAnswer.create', { surveyUuid: uuid, answers: answer }, null);
    const carKg = (list: typeof answers) => (list.reduce((sum, each) => sum + each.commuteRoundTripsPerWeek * 2 * each.commuteDistance * 46 * fuelPerKm!, 0) / list.length) * 20;

    // The consultant's empty draft, then 'Compute entries'.
    const staff = await browser.newPage();
    await signIn(staff, 'analyst');
    await staff.goto(`/carbon-footprints/${footprintUuid}`);
    await staff.getByRole('heading', { level: 1, name: moduleName, exact: true }).waitFor();
    await staff.getByRole('tab', { name: 'Reporting', exact: true }).click();
    await staff.getByRole('button', { name: 'New draft report', exact: true }).click();
    const draft = staff.getByRole('dialog', { name: 'New draft report', exact: true });
    await draft.getByRole('button', { name: 'Create the draft', exact: true }).click();
    await toast(staff, `Draft “${moduleName}” created`).waitFor();
    await staff.getByRole('button', { name: 'Compute entries', exact: true }).click();
    const entries = staff.getByRole('region', { name: 'Entries', exact: true });
    const carRow = entries.getByRole('row').filter({ hasText: 'Commuting by car' });
    await carRow.getByText(emissions(carKg(answers)), { exact: true }).waitFor();
    await carRow.getByText('extrapolated from the employee survey').waitFor();
    await animationsSettled(staff);
    await screenshot(staff, '01-survey-entries');

    // The draft's dashboard: the survey section counts the three answers for 20 employees.
    await reportTab(staff, moduleName, 'Preview').click();
    const responses = staff.getByText('Responses', { exact: true }).locator('..');
    await responses.getByText('3', { exact: true }).waitFor();
    await animationsSettled(staff);
    await screenshot(staff, '02-survey-section');

    // A fourth answer, computed again: the section counts it, the car entry follows.
    const fourth = driver(5, 30);
    await call('surveyAnswer.create', { surveyUuid: uuid, answers: fourth }, null);
    await reportTab(staff, moduleName, 'Entries').click();
    await staff.getByRole('button', { name: 'Compute entries', exact: true }).click();
    await carRow.getByText(emissions(carKg([...answers, fourth])), { exact: true }).waitFor();
    const reportUuid = new URL(staff.url()).searchParams.get('reportUuid') ?? '';
    await expect.poll(async () => (await call('reportSnapshot.get', { reportUuid }, token)).snapshot.employeeSurveys[0]?.nbAnswers, serverWait).toBe(4);
    await reportTab(staff, moduleName, 'Preview').click();
    await staff.getByText('Responses', { exact: true }).locator('..').getByText('4', { exact: true }).waitFor();
    await staff.close();
  });
});
