import { describe, expect, it } from 'vitest';
import { fieldIssuesOf } from '../errors.ts';
import { actionFormulaIssues, ActionCardInput, compareByEnglishName, matchesActionCardSearch } from './actionCards.ts';

/** LED lighting: a number parameter and a formula over a factor and it, as an analyst files it. */
const ledCard = (overrides: Record<string, unknown> = {}) => ({
  nameEn: 'Switch to LED lighting',
  nameFr: 'Passer à l’éclairage LED',
  type: 'QUANTITATIVE',
  parameters: [{ name: 'kWhSaved', type: 'NUMBER', label: 'Electricity saved', unit: 'kWh', valueNumber: 12000, valueText: 'ignored' }],
  formulas: [{ label: 'Electricity avoided', scope: 'TWO', ghgCategory: 'PURCHASED_ELECTRICITY', expression: '-ef.electricity_fr * p.kWhSaved' }],
  ...overrides,
});

const issuesOf = (input: unknown) => {
  const parsed = ActionCardInput.safeParse(input);
  return parsed.success ? [] : fieldIssuesOf(parsed.error).map(({ path, key }) => ({ path: path.join('.'), key }));
};

describe('an action card’s formulas', () => {
  it('accept ef., hyp. and the card’s own p. names', () => {
    expect(actionFormulaIssues('ef.x * p.y + hyp["GWP100-CH4"]', new Set(['y']), ['e'])).toEqual([]);
    expect(issuesOf(ledCard())).toEqual([]);
  });

  it('refuse a p. name that is no parameter of the card, naming each once', () => {
    const [issue] = actionFormulaIssues('ef.x * p.z + p.z + p["w"] * p.y', new Set(['y']), ['formulas', 0, 'expression']);
    expect(issue).toMatchObject({ path: ['formulas', 0, 'expression'], key: 'validation.message.unknownActionParameter', params: { names: 'p.z, p.w' } });
    expect(issue?.message).toBe('Not a parameter of this card: p.z, p.w');
  });

  it('refuse what a questionnaire or a survey reads, and a script that does not parse', () => {
    expect(actionFormulaIssues('q.litres * ef.x', new Set(), ['e'])).toMatchObject([{ key: 'validation.message.actionFormulaPrefix' }]);
    expect(actionFormulaIssues('s.hours * 2', new Set(), ['e'])).toMatchObject([{ key: 'validation.message.actionFormulaPrefix' }]);
    expect(actionFormulaIssues('ef.x * (', new Set(), ['e'])).toHaveLength(1);
  });

  it('put each problem on its field: script, category outside its scope, repeated or invalid parameter names', () => {
    expect(
      issuesOf(
        ledCard({
          parameters: [
            { name: 'kWhSaved', type: 'NUMBER', label: 'Saved' },
            { name: 'kWhSaved', type: 'TEXT', label: 'Again' },
            { name: '2fast', type: 'NUMBER', label: 'Bad name' },
          ],
          formulas: [
            { label: 'Typo', scope: 'TWO', ghgCategory: 'PURCHASED_ELECTRICITY', expression: 'ef.x * p.kWhSavd' },
            { label: 'Wrong scope', scope: 'ONE', ghgCategory: 'BUSINESS_TRAVEL', expression: 'ef.x' },
          ],
        }),
      ),
    ).toEqual([
      { path: 'parameters.2.name', key: 'validation.message.formulaName' },
      { path: 'parameters.1.name', key: 'validation.message.duplicateParameterName' },
      { path: 'formulas.0.expression', key: 'validation.message.unknownActionParameter' },
      { path: 'formulas.1.ghgCategory', key: 'validation.message.categoryOutsideScope' },
    ]);
  });

  it('keeps a parameter’s default of its own type only', () => {
    const parsed = ActionCardInput.parse(
      ledCard({ parameters: [{ name: 'kWhSaved', type: 'NUMBER', label: 'Saved', valueNumber: 5, valueText: 'x' }, { name: 'supplier', type: 'TEXT', label: 'Supplier', valueNumber: 3, valueText: ' Enercoop ' }] }),
    );
    expect(parsed.parameters.map(({ valueNumber, valueText }) => ({ valueNumber, valueText }))).toEqual([
      { valueNumber: 5, valueText: null },
      { valueNumber: null, valueText: 'Enercoop' },
    ]);
  });

  it('bounds its lists', () => {
    const parameters = Array.from({ length: 31 }, (_, index) => ({ name: `p${index}`, type: 'NUMBER', label: 'x' }));
    expect(issuesOf(ledCard({ parameters, formulas: [] }))).toEqual([{ path: 'parameters', key: 'validation.message.tooLong' }]);
  });
});

describe('the action card search', () => {
  const card = { nameEn: 'Switch to LED lighting', nameFr: 'Passer à l’éclairage LED', operationalCategoryEn: 'Buildings', operationalCategoryFr: 'Bâtiments' };

  it('finds a card by either name or its operational category, case and accents aside', () => {
    expect(matchesActionCardSearch(card, 'ECLAIRAGE')).toBe(true);
    expect(matchesActionCardSearch(card, 'batiment')).toBe(true);
    expect(matchesActionCardSearch(card, '  led ')).toBe(true);
    expect(matchesActionCardSearch(card, 'fleet')).toBe(false);
    expect(matchesActionCardSearch(card, undefined)).toBe(true);
  });

  it('orders cards by English name as people read it', () => {
    expect(['Route 10', 'route 2', 'Électricité', 'Avion'].map((nameEn) => ({ nameEn })).sort(compareByEnglishName).map(({ nameEn }) => nameEn)).toEqual([
      'Avion',
      'Électricité',
      'route 2',
      'Route 10',
    ]);
  });
});
