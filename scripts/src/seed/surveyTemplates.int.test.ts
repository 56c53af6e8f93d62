import { deleteSurveyQuestionTemplate, listSurveyTemplates, surveyQuestionTemplates, surveyTemplates, toSurveyTemplateDetail } from '@cairn/functions/data';
import { parse } from '@cairn/shared/calc/formula';
import { surveyFormulaFields } from '@cairn/shared/calc/survey';
import { surveyQuestionTypes, wellKnownQuestionNames } from '@cairn/shared/surveys/model';
import { surveyQuestionsFromTemplate } from '@cairn/shared/surveys/templates';
import { describe, expect, it } from 'vitest';
import { baseEmpreinteFactors } from '../catalogueImport/baseEmpreinte.ts';
import { demoSurveyQuestionTemplates, seedSurveyTemplates, surveyQuestionTemplateUuidOf, surveyTemplateUuidOf } from './surveyTemplates.ts';

describe('the demo survey catalogue', () => {
  it('asks every question type and every well-known custom question, with formulas over s.<name>', () => {
    expect(new Set(demoSurveyQuestionTemplates.map((question) => question.type))).toEqual(new Set(surveyQuestionTypes));
    const names = demoSurveyQuestionTemplates.map((question) => question.name);
    for (const name of Object.values(wellKnownQuestionNames)) expect(names).toContain(name);
    const formulas = demoSurveyQuestionTemplates.flatMap((question) => (question.formulaTemplates ?? []).map((formula) => ({ question: question.name, script: formula.eval })));
    expect(formulas.length).toBeGreaterThanOrEqual(7);
    for (const { question, script } of formulas) {
      const parsed = parse(script);
      expect(parsed.ok, script).toBe(true);
      // A custom question's formula reads its answer by the question's name; a standard question's, by the fields `s` gives it.
      const own = (name: unknown) => name === question || (typeof name === 'string' && Object.hasOwn(surveyFormulaFields, name));
      if (parsed.ok) expect(parsed.formula.references.some((reference) => reference.prefix === 's' && own(reference.path[0])), script).toBe(true);
    }
    // The car factors are Base Empreinte's, as the catalogue import names them.
    const imported = new Set(baseEmpreinteFactors().map((row) => row.name));
    expect(formulas.flatMap(({ script }) => [...script.matchAll(/ef\["(base-empreinte\.[^"]+)"\]/g)].map((match) => match[1]!)).every((name) => imported.has(name))).toBe(true);
  });

  it('is written once, with stable ids, the employee template in order, and keeps its questions from deletion', async () => {
    await seedSurveyTemplates('system:seed');
    await seedSurveyTemplates('system:seed');

    const employee = await surveyTemplates.require({ uuid: surveyTemplateUuidOf('Employee commuting and travel') }, { consistent: true });
    expect(employee).toMatchObject({ type: 'EMPLOYEE', version: 1 });
    const detail = await toSurveyTemplateDetail(employee);
    expect(detail.questions.slice(0, 3).map((question) => question.name)).toEqual(['workedDaysPerWeek', 'daysInOffice', 'remoteDaysPerWeek']);
    const rows = await listSurveyTemplates();
    expect(rows.find((row) => row.uuid === surveyTemplateUuidOf('Supplier'))).toMatchObject({ type: 'SUPPLIER', questionCount: 5 });

    // A new survey made from it copies its questions in order.
    const questions = await surveyQuestionTemplates.batchGet(employee.questionTemplateUuids.map((uuid) => ({ uuid })));
    const made = surveyQuestionsFromTemplate(employee, questions.flatMap((question) => (question ? [question] : [])));
    expect(made.ok && made.questions.map((question) => question.name)).toEqual(detail.questions.map((question) => question.name));

    const coffee = await surveyQuestionTemplates.require({ uuid: surveyQuestionTemplateUuidOf('coffeeCupsPerDay') });
    await expect(deleteSurveyQuestionTemplate(coffee.uuid, coffee.version)).rejects.toMatchObject({ code: 'CONFLICT', key: 'server.surveyQuestionTemplate.inUse' });
  });
});
