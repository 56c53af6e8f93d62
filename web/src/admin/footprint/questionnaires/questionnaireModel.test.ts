import type { QuestionnaireView } from '@cairn/shared/questionnaires/questionnaire';
import { describe, expect, it } from 'vitest';
import {
  badgeOf,
  categoriesOf,
  createInputOf,
  labelOf,
  percentText,
  newQuestionnaireValues,
  settingsValuesOf,
  stateActionsOf,
  updateInputOf,
  withCategoryShown,
  withTemplate,
} from './questionnaireModel.ts';

const state = (isValidated: boolean, dataCollectionDone: boolean, clientValidationName: string | null = null) => ({ isValidated, dataCollectionDone, clientValidationName });

describe("a questionnaire row's state", () => {
  it('says ongoing while open, validated by the name the client signed with, closed once staff closed it', () => {
    expect(badgeOf(state(false, false))).toEqual({ kind: 'ONGOING' });
    expect(badgeOf(state(true, false, ' Marie Curie '))).toEqual({ kind: 'VALIDATED', name: 'Marie Curie' });
    expect(badgeOf(state(true, false, null))).toEqual({ kind: 'VALIDATED', name: null });
    expect(badgeOf(state(true, true, 'Marie Curie'))).toEqual({ kind: 'CLOSED' });
    expect(badgeOf(state(false, true))).toEqual({ kind: 'CLOSED' });
  });

  it('offers closing while open, reopening once closed, and both once validated', () => {
    expect(stateActionsOf(state(false, false))).toEqual(['close']);
    expect(stateActionsOf(state(true, false, 'Marie'))).toEqual(['close', 'reopen']);
    expect(stateActionsOf(state(true, true, 'Marie'))).toEqual(['reopen']);
    expect(stateActionsOf(state(false, true))).toEqual(['reopen']);
  });

  it('reads the French label in French when there is one', () => {
    expect(labelOf({ labelEn: 'Energy', labelFr: 'Énergie' }, 'fr')).toBe('Énergie');
    expect(labelOf({ labelEn: 'Energy', labelFr: null }, 'fr')).toBe('Energy');
    expect(labelOf({ labelEn: 'Energy', labelFr: 'Énergie' }, 'en')).toBe('Energy');
  });
});

describe("a template's categories", () => {
  it('lists each named category once, in the order the questions first meet it, without the uncategorised', () => {
    const questions = [{ category: 'Energy' }, { category: null }, { category: 'Transport' }, { category: 'Energy' }, { category: '  ' }, { category: 'Notes' }];
    expect(categoriesOf(questions)).toEqual(['Energy', 'Transport', 'Notes']);
    expect(categoriesOf([])).toEqual([]);
  });

  it('hides a category when its box is unticked and shows it again when ticked', () => {
    expect(withCategoryShown([], 'Transport', false)).toEqual(['Transport']);
    expect(withCategoryShown(['Transport', 'Energy'], 'Transport', true)).toEqual(['Energy']);
    expect(withCategoryShown(['Transport'], 'Transport', false)).toEqual(['Transport']);
  });
});

const sme = { uuid: '00000000-0000-4000-8000-0000000000a1', labelEn: 'Carbon footprint', labelFr: 'Bilan carbone' };
const office = { uuid: '00000000-0000-4000-8000-0000000000a2', labelEn: 'Office footprint', labelFr: null };
const consultant = '00000000-0000-4000-8000-0000000000c1';
const footprintUuid = '00000000-0000-4000-8000-0000000000f1';

describe('the new questionnaire form', () => {
  it("starts from the template's labels and the footprint's consultants, numbered, every category shown", () => {
    expect(newQuestionnaireValues([consultant], sme)).toEqual({
      templateUuid: sme.uuid,
      labelEn: 'Carbon footprint',
      labelFr: 'Bilan carbone',
      numberingEnabled: true,
      assignedTo: [consultant],
      hiddenCategories: [],
    });
    expect(newQuestionnaireValues([], null)).toMatchObject({ templateUuid: '', labelEn: '', labelFr: '', assignedTo: [] });
  });

  it("takes another template's labels unless they were typed, and forgets the categories hidden", () => {
    const filled = { ...newQuestionnaireValues([consultant], sme), hiddenCategories: ['Transport'] };
    expect(withTemplate(filled, sme, office)).toMatchObject({ templateUuid: office.uuid, labelEn: 'Office footprint', labelFr: '', hiddenCategories: [] });
    const typed = { ...filled, labelEn: 'Head office 2024' };
    expect(withTemplate(typed, sme, office)).toMatchObject({ labelEn: 'Head office 2024', labelFr: '' });
    expect(withTemplate(newQuestionnaireValues([], null), null, sme)).toMatchObject({ labelEn: 'Carbon footprint', labelFr: 'Bilan carbone' });
  });

  it('sends the hidden categories the template has, and nothing of another', () => {
    const values = { ...newQuestionnaireValues([consultant], sme), hiddenCategories: ['Transport', 'Gone'], numberingEnabled: false };
    expect(createInputOf(footprintUuid, values, ['Energy', 'Transport'])).toEqual({
      carbonFootprintUuid: footprintUuid,
      templateUuid: sme.uuid,
      labelEn: 'Carbon footprint',
      labelFr: 'Bilan carbone',
      numberingEnabled: false,
      assignedTo: [consultant],
      hiddenCategories: ['Transport'],
    });
  });
});

describe('the settings form', () => {
  const question = (category: string | null) => ({ category }) as QuestionnaireView['questions'][number];
  const view = {
    uuid: '00000000-0000-4000-8000-0000000000b1',
    version: 7,
    templateUuid: sme.uuid,
    labelEn: 'Carbon footprint',
    labelFr: null,
    numberingEnabled: false,
    assignedTo: [{ uuid: consultant }],
    hiddenCategories: ['Transport', 'Renamed since'],
    questions: [question('Energy'), question('Transport'), question(null)],
  } as unknown as QuestionnaireView;

  it('starts from the questionnaire as stored', () => {
    expect(settingsValuesOf(view)).toEqual({
      templateUuid: sme.uuid,
      labelEn: 'Carbon footprint',
      labelFr: '',
      numberingEnabled: false,
      assignedTo: [consultant],
      hiddenCategories: ['Transport'],
    });
  });

  it('saves over the version read', () => {
    const values = { ...settingsValuesOf(view), labelEn: 'Carbon footprint 2024', hiddenCategories: ['Energy'] };
    expect(updateInputOf(view, values)).toEqual({
      uuid: view.uuid,
      expectedVersion: 7,
      labelEn: 'Carbon footprint 2024',
      labelFr: '',
      numberingEnabled: false,
      assignedTo: [consultant],
      hiddenCategories: ['Energy'],
    });
  });
});

describe('a percentage', () => {
  it('is written the way each language writes it', () => {
    expect(percentText(40, 'en')).toBe('40%');
    // A no-break space before the sign, whichever of its widths the platform's ICU uses.
    expect(percentText(0, 'fr')).toMatch(/^0[\u00a0\u202f]%$/);
  });
});
