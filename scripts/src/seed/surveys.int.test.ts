import { answersOf, countsOf, surveys } from '@cairn/functions/data';
import { footprintEmployeeSurveys } from '@cairn/functions/survey/answered';
import { describe, expect, it } from 'vitest';
import { uuidOf } from './demo.ts';
import { demoProjectModuleUuid } from './projects.ts';
import { demoSurveys, demoSurveyUuid, seedSurveys } from './surveys.ts';
import { seedSurveyTemplates } from './surveyTemplates.ts';

const actor = 'system:seed';

describe('the demo employee surveys', () => {
  it('are written once, from the demo template, with their answers counted by site', async () => {
    await seedSurveyTemplates(actor);
    await seedSurveys(actor);
    await seedSurveys(actor);

    const open = await surveys.require({ uuid: demoSurveyUuid('client-2025') }, { consistent: true });
    expect(open).toMatchObject({ open: true, type: 'EMPLOYEE', carbonFootprintUuid: demoProjectModuleUuid('client-cf-2025'), assetUuid: uuidOf.asset('client'), targetPopulation: 192, version: 1 });
    expect(open.affiliations.map((affiliation) => affiliation.customName?.en)).toEqual(['Valence head office', 'Saint-Rambert-d’Albon depot', 'Drivers on the road']);
    expect(open.questions.map((question) => question.name)).toContain('commute');
    const answers = await answersOf(open.uuid);
    expect(answers).toHaveLength(120);
    const counts = await countsOf(open.uuid);
    expect(counts.total).toBe(120);
    expect(Object.values(counts.byAffiliation).reduce((total, count) => total + count, 0)).toBe(120);
    for (const affiliation of open.affiliations) expect(counts.byAffiliation[affiliation.uuid]).toBe(answers.filter((answer) => answer.affiliationUuid === affiliation.uuid).length);

    const closed = await surveys.require({ uuid: demoSurveyUuid('client-2024') }, { consistent: true });
    expect(closed).toMatchObject({ open: false, dataCollectionDone: true });
  });

  it('give the delivered reports their survey sections', async () => {
    const { answered, results } = await footprintEmployeeSurveys(uuidOf.module('client-cf-2024'), 2024, 'en');
    const demo = demoSurveys.find((survey) => survey.key === 'client-2024')!;
    expect(answered).toHaveLength(1);
    expect(results).toEqual([expect.objectContaining({ uuid: demoSurveyUuid('client-2024'), label: 'Employee survey 2024', nbAnswers: 139, employeeNumber: 188 })]);
    expect(demo.targets.reduce((total, target) => total + target, 0)).toBe(188);
    // Every answer has a mode among those the demo draws, so the commute entries cover most of them.
    expect(results[0]!.commuteEntries.reduce((total, entry) => total + entry.numberOfAnswers, 0)).toBeGreaterThan(100);
  });
});
