import { currencySymbols } from '../../format/currency.ts';
import type { Language } from '../../schemas/enums.ts';
import { plainEntry, type ReportEntry, type SupplierExpenseSource } from '../../schemas/report.ts';
import { expenseFactorUuid, ghgCategoryOfExpense, isSupplierData, supplierFigureEmissions, type ExpenseEmissions } from '../../supplier/emissions.ts';
import type { Expense, SupplierClientView, SupplierYearData } from '../../supplier/model.ts';
import type { CatalogueFactor } from '../catalogue/context.ts';
import { evaluateFormula, type ParsedScripts } from './entries.ts';
import type { AnswersComputationOptions } from './fromAnswers.ts';

/*
 * A footprint's entries from its asset's supplier expenses of the report's year (spec 3 sections
 * 2.6 and 9, issue 20): one entry per expense that has emissions, in GHG Protocol scope 3
 * category 3.1 (opex: purchased goods and services) or 3.2 (capex: capital goods), by the rule of
 * `expenseEmissions` (a reviewed supplier figure, else the expense's factor, else its year's).
 *
 * - With a factor, the entry is the formula `q.activity * ef["<factor>"]` (a combination:
 *   `efc`), the activity being the amount in euros: the engine reads the factor's value for the
 *   report's year and keeps its trace (name, value or 'Private source', source and version), as
 *   for any entry; kgCO2e per euro × euros is kgCO2e.
 * - With a supplier's figure, the entry has no formula and no factor: its value is the figure's
 *   tonnes × 1000, and its source and explanation say which figure it was (data source, value,
 *   unit, year) and how it was applied; its quality is 100, primary data rather than a generic
 *   monetary estimate.
 * - The BEGES category is 4.1 (purchased goods) for opex, 4.2 (capital goods) for capex: an
 *   expense does not tell goods from services (BEGES 4.5), and one entry counts in both methods
 *   like the GHG category. The operational category is CONSUMABLES for opex, EQUIPMENT for capex.
 * - An expense without emissions (no supplier figure and no factor, or a factor outside the
 *   asset's catalogue or without a value for the year) gives no entry; it is counted in
 *   `leftOut` so the consultant knows the suppliers' total is incomplete.
 */

/** kgCO2e per tCO2e. */
const kgPerTonne = 1000;

/** What the computation needs of the asset's suppliers. */
export type SupplierForEntries = Pick<SupplierClientView, 'uuid' | 'name' | 'yearData'>;

export interface SupplierEntriesOptions extends AnswersComputationOptions {
  /** The factors the asset may use (shared, or its own), by uuid; an expense's other factor counts as missing. */
  readonly factorAllowed: (uuid: string) => boolean;
  readonly parsedScripts?: ParsedScripts;
}

export interface SupplierEntries {
  readonly entries: ReportEntry[];
  /** Expenses of the year without emissions, by supplier and expense name. */
  readonly leftOut: { supplierName: string; expenseName: string }[];
}

/** A catalogue name quoted for a formula: backslash and double quote escaped, as the parser reads them. */
const quoted = (name: string) => `"${name.replace(/[\\"]/g, (character) => `\\${character}`)}"`;

/** The formula of an expense under a catalogue factor: euros × kgCO2e per euro. */
export const supplierExpenseFormula = (factor: Pick<CatalogueFactor, 'name' | 'type'>) => `q.activity * ${factor.type === 'COMBINATION' ? 'efc' : 'ef'}[${quoted(factor.name)}]`;

const numberIn = (language: Language, value: number) => value.toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 6 });

/** The explanation of an entry from a supplier's figure, in the report's language. */
function figureExplanation(language: Language, source: SupplierExpenseSource): string {
  const figure = source.figure!;
  const typed = `${numberIn(language, figure.value)}${figure.unit ? ` ${figure.unit}` : ''}`;
  const year = figure.year === null ? '' : ` (${figure.year})`;
  const perEuro = source.kgPerEuro === null ? '' : numberIn(language, source.kgPerEuro);
  const amount = numberIn(language, source.amount);
  if (language === 'fr') {
    switch (source.basis) {
      case 'EXPENSE_FOOTPRINT':
        return `Donnée du fournisseur ${source.supplierName} : empreinte carbone de l’achat${year}, ${typed}, relue et jugée exploitable.`;
      case 'EXPENSE_INTENSITY':
        return `Méthode hybride : intensité carbone de l’entité du fournisseur ${source.supplierName}${year}, ${typed}, soit ${perEuro} kgCO2e/€, appliquée aux ${amount} € d’achat.`;
      default:
        return `Méthode hybride : intensité économique du fournisseur ${source.supplierName}${year}, ${typed}, soit ${perEuro} kgCO2e/€, appliquée aux ${amount} € d’achat.`;
    }
  }
  switch (source.basis) {
    case 'EXPENSE_FOOTPRINT':
      return `Supplier-specific data from ${source.supplierName}: the purchase's carbon footprint${year}, ${typed}, reviewed as exploitable.`;
    case 'EXPENSE_INTENSITY':
      return `Hybrid method: ${source.supplierName}'s business unit carbon intensity${year}, ${typed}, that is ${perEuro} kgCO2e/€, applied to the ${amount} € spent.`;
    default:
      return `Hybrid method: ${source.supplierName}'s economic intensity${year}, ${typed}, that is ${perEuro} kgCO2e/€, applied to the ${amount} € spent.`;
  }
}

/** The explanation of an entry from a factor, in the report's language. */
function factorExplanation(language: Language, source: SupplierExpenseSource): string {
  const amount = numberIn(language, source.amount);
  if (source.dataSource === 'HYBRID') {
    return language === 'fr'
      ? `Méthode hybride : facteur établi à partir des données du fournisseur ${source.supplierName}, appliqué aux ${amount} € d’achat.`
      : `Hybrid method: a factor made from ${source.supplierName}'s own figures, applied to the ${amount} € spent.`;
  }
  return language === 'fr'
    ? `Ratio monétaire générique appliqué aux ${amount} € d’achat auprès de ${source.supplierName}.`
    : `Spend-based method: a generic monetary factor applied to the ${amount} € spent with ${source.supplierName}.`;
}

/** The supplier's figure an emission came from, as typed; null for a factor. */
function figureOf(emissions: Pick<ExpenseEmissions, 'basis'>, expense: Expense, yearData: Pick<SupplierYearData, 'year' | 'economicIntensity'>): SupplierExpenseSource['figure'] {
  const answer = expense.supplierAnswer;
  if ((emissions.basis === 'EXPENSE_FOOTPRINT' || emissions.basis === 'EXPENSE_INTENSITY') && answer?.value != null) {
    return { value: answer.value, unit: answer.unit, year: answer.year };
  }
  if (emissions.basis === 'ECONOMIC_INTENSITY' && yearData.economicIntensity) {
    return { value: yearData.economicIntensity.value, unit: `kgCO2e/${currencySymbols[yearData.economicIntensity.currency]}`, year: yearData.year };
  }
  return null;
}

/** Every expense of the report's year of the suppliers, as entries (see the top of this file). */
export function entriesFromSuppliers(suppliers: readonly SupplierForEntries[], options: SupplierEntriesOptions): SupplierEntries {
  const byUuid = new Map<string, CatalogueFactor>([...options.catalogue.factors.values()].map((factor) => [factor.uuid, factor]));
  const parsedScripts = options.parsedScripts ?? new Map();
  const entries: ReportEntry[] = [];
  const leftOut: SupplierEntries['leftOut'] = [];
  for (const supplier of suppliers) {
    const yearData = supplier.yearData.find((data) => data.year === options.year);
    if (!yearData) continue;
    for (const expense of yearData.expenses) {
      const factorUuid = expenseFactorUuid(expense, yearData);
      const factor = factorUuid !== null && options.factorAllowed(factorUuid) ? byUuid.get(factorUuid) : undefined;
      // The supplier's reviewed figure first; else the factor, whose value for the year the formula engine reads.
      const emissions: (Omit<ExpenseEmissions, 'emissionsT'> & { emissionsT: number | null }) | null =
        supplierFigureEmissions(expense, yearData) ??
        (factor
          ? {
              emissionsT: null,
              dataSource: isSupplierData({ family: factor.family ?? null }) ? 'HYBRID' : 'SPEND_BASED',
              basis: isSupplierData({ family: factor.family ?? null }) ? 'SUPPLIER_FACTOR' : 'GENERIC_FACTOR',
              kgPerEuro: null,
            }
          : null);
      if (!emissions) {
        leftOut.push({ supplierName: supplier.name, expenseName: expense.name });
        continue;
      }
      const category = ghgCategoryOfExpense(expense);
      const capex = category === '3.2';
      const source: SupplierExpenseSource = {
        supplierUuid: supplier.uuid,
        supplierName: supplier.name,
        expenseUuid: expense.uuid,
        expenseName: expense.name,
        amount: expense.amount,
        dataSource: emissions.dataSource,
        basis: emissions.basis,
        figure: figureOf(emissions, expense, yearData),
        kgPerEuro: emissions.kgPerEuro,
      };
      const label = `${supplier.name} – ${expense.name}`;
      const placed = {
        uuid: options.newUuid(),
        label,
        scope: 'THREE' as const,
        operationalCategory: capex ? ('EQUIPMENT' as const) : ('CONSUMABLES' as const),
        ghgCategory: capex ? ('CAPITAL_GOODS' as const) : ('PURCHASED_GOODS_AND_SERVICES' as const),
        begesCategory: capex ? ('BEGES_4_2' as const) : ('BEGES_4_1' as const),
        type: 'BOTH' as const,
        group: supplier.name,
        activityData: { value: expense.amount, unit: { labelEn: '€', labelFr: '€' } },
        source: {
          questionnaireUuid: null,
          surveyUuid: null,
          questionUuid: null,
          questionLabelEn: label,
          questionLabelFr: null,
          formulaTemplateUuid: null,
          lines: null,
          columnUuids: [],
          activity: { value: expense.amount, unit: '€' },
          supplierExpense: source,
        },
      };
      if (emissions.emissionsT !== null || !factor) {
        entries.push(plainEntry({ ...placed, value: (emissions.emissionsT ?? 0) * kgPerTonne, qualityPercentage: 100, explanation: figureExplanation(options.language, source) }));
        continue;
      }
      const formula = supplierExpenseFormula(factor);
      const evaluated = evaluateFormula(formula, expense.amount, options.catalogue, options.year, parsedScripts);
      if (!evaluated.ok) {
        leftOut.push({ supplierName: supplier.name, expenseName: expense.name });
        continue;
      }
      entries.push(
        plainEntry({
          ...placed,
          value: evaluated.value,
          // As for any entry made with a formula: as good as its weakest factor.
          qualityPercentage: Math.min(100, ...evaluated.factors.map((read) => read.qualityPercentage)),
          explanation: factorExplanation(options.language, source),
          emissionFactors: evaluated.factors,
          hypotheses: evaluated.hypotheses,
          formula,
        }),
      );
    }
  }
  return { entries, leftOut };
}
