import type { z } from 'zod';
import { catalogueMessages } from '../../catalogue/messages.ts';
import { invalidInput, type FieldIssue } from '../../errors.ts';
import { plainEntry, ReportEntry, ReportSnapshot } from '../../schemas/report.ts';
import { validationMessages } from '../../validation/index.ts';
import type { ReportEntryInput, ReportSettingsInput } from '../../schemas/reportApi.ts';
import type { SectorBenchmarkTable } from '../../schemas/sectorBenchmark.ts';
import { evaluateWithCatalogue, type CatalogueView } from '../catalogue/context.ts';
import { formulaErrorIssue } from '../formula/messages.ts';
import { parse } from '../formula/parse.ts';
import type { FormulaError } from '../formula/types.ts';
import { computeReport, defaultBasis } from './rollup.ts';

type EntryInput = z.output<typeof ReportEntryInput>;
type Settings = z.output<typeof ReportSettingsInput>;

export interface ComputedEntries {
  entries: ReportEntry[];
  emissionFactorUuids: string[];
  hypothesisUuids: string[];
}

/**
 * Evaluates every entry's formula with the catalogue values of `year` (`evaluateWithCatalogue`):
 * each entry gets its value and the factors and hypotheses that produced it (their values frozen
 * in the snapshot). Every problem of every entry comes back at once, each on its entry's field,
 * in one BAD_REQUEST; nothing is computed partly. `newUuid` names an entry that has no uuid yet.
 */
export function computeEntries(inputs: readonly EntryInput[], catalogue: CatalogueView, year: number, newUuid: () => string): ComputedEntries {
  const parsedScripts = new Map<string, ReturnType<typeof parse>>();
  const issues: FieldIssue[] = [];
  const entries: ReportEntry[] = [];
  const allFactors = new Set<string>();
  const allHypotheses = new Set<string>();
  inputs.forEach((input, index) => {
    const formulaIssue = (error: FormulaError) => issues.push(formulaErrorIssue(['entries', index, 'formula'], error));
    let value: number;
    let evaluated: Extract<ReturnType<typeof evaluateWithCatalogue>, { ok: true }> | null = null;
    if (input.formula === null) {
      if (input.value === null) {
        issues.push({ path: ['entries', index, 'value'], message: validationMessages.required });
        return;
      }
      value = input.value;
    } else {
      let parsed = parsedScripts.get(input.formula);
      if (!parsed) {
        parsed = parse(input.formula);
        parsedScripts.set(input.formula, parsed);
      }
      if (!parsed.ok) {
        formulaIssue(parsed.error);
        return;
      }
      const result = evaluateWithCatalogue(parsed.formula, catalogue, year, input.activityData?.value ?? null);
      if (!result.ok) {
        formulaIssue(result.error);
        return;
      }
      if (typeof result.value !== 'number') {
        issues.push({ path: ['entries', index, 'formula'], message: catalogueMessages.expectedNumber });
        return;
      }
      value = result.value;
      evaluated = result;
    }
    const factors = evaluated?.factors ?? [];
    const hypotheses = evaluated?.hypotheses ?? [];
    for (const factor of factors) allFactors.add(factor.uuid);
    for (const hypothesis of hypotheses) allHypotheses.add(hypothesis.uuid);
    const candidate = plainEntry({
      uuid: input.uuid ?? newUuid(),
      label: input.label,
      value,
      scope: input.scope,
      operationalCategory: input.operationalCategory,
      ghgCategory: input.ghgCategory,
      begesCategory: input.begesCategory,
      // An entry is as good as its weakest factor: a generic monetary factor makes it an estimate.
      qualityPercentage: input.qualityPercentage ?? Math.min(100, ...factors.map((factor) => factor.qualityPercentage)),
      group: input.group,
      explanation: input.explanation,
      emissionFactors: factors,
      hypotheses,
      activityData: input.activityData,
      type: input.type,
      electricityBasis: input.electricityBasis,
      formula: input.formula,
      ...(input.lines ? { lines: input.lines } : {}),
    });
    const checked = ReportEntry.safeParse(candidate);
    if (!checked.success) {
      for (const issue of checked.error.issues) issues.push({ path: ['entries', index, ...issue.path.map(String)], message: issue.message });
      return;
    }
    entries.push(checked.data);
  });
  if (issues.length) throw invalidInput(issues);
  return { entries, emissionFactorUuids: [...allFactors], hypothesisUuids: [...allHypotheses] };
}

/**
 * The full snapshot of a draft: its settings, its computed entries, total and ratios (kept at full
 * precision), and the sector averages its sector comparison uses.
 */
export function buildSnapshot(settings: Settings, entries: ReportEntry[], sectorBenchmarks: SectorBenchmarkTable): ReportSnapshot {
  const draft = { ...settings, entries, sectorBenchmarks, total: 0, ratios: { kgPerEmployee: null, kgPerTurnoverM: null }, publicUrl: null, files: [] };
  const rollup = computeReport(draft, { basis: defaultBasis(draft.electricityReporting) });
  return ReportSnapshot.parse({ ...draft, total: rollup.total, ratios: { kgPerEmployee: rollup.ratios.kgPerEmployee, kgPerTurnoverM: rollup.ratios.kgPerTurnoverM } });
}
