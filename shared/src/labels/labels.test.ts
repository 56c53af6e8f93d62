import { describe, expect, it } from 'vitest';
import { moduleStatusesByType } from '../schemas/enums.ts';
import { enLabels } from './en.ts';
import { frLabels } from './fr.ts';
import {
  labelEnumNames,
  labelEnums,
  labelOf,
  labelsOf,
  resolveLabelLanguage,
  supportedLabelLanguages,
  type LabelEnumName,
  type LabelTable,
} from './index.ts';

/** Every (enumeration, value) pair of the registry, read from the zod enums themselves. */
const allPairs = labelEnumNames.flatMap((enumName) =>
  labelEnums[enumName].options.map((value: string) => [enumName, value] as const),
);

function rawLabel(table: LabelTable, enumName: LabelEnumName, value: string): string | undefined {
  const labels: Readonly<Record<string, string | undefined>> = table[enumName];
  return labels[value];
}

describe('label tables', () => {
  it('cover the enumerations of schemas/enums.ts and spec 1 section 3', () => {
    // 28 enumerations of the spec, the methane origin of a CH4 factor (fossil or not), a
    // question's answer and column types (spec 2) and an investee's reporting type (spec 3), and
    // the project tracking's two status lists and project kinds (spec 3 section 4), and supplier
    // engagement's six (spec 3 sections 3 and 4), its expenses' data sources and the figure
    // that gave an expense's emissions (the dashboard's card names it as the source).
    expect(labelEnumNames).toHaveLength(45);
    expect(labelEnums.operationalCategory.options).toHaveLength(14);
    expect(labelEnums.moduleStatus.options).toHaveLength(11);
    expect(labelEnums.projectStatus.options).toContain('FINISHED');
  });

  it('have a non-empty English and French label for every value', () => {
    for (const [enumName, value] of allPairs) {
      expect(rawLabel(enLabels, enumName, value), `en ${enumName}.${value}`).toMatch(/\S/);
      expect(rawLabel(frLabels, enumName, value), `fr ${enumName}.${value}`).toMatch(/\S/);
    }
  });

  it('have no label for a value outside the enumerations', () => {
    for (const table of [enLabels, frLabels]) {
      for (const enumName of labelEnumNames) {
        expect(Object.keys(table[enumName]).sort()).toEqual([...labelEnums[enumName].options].sort());
      }
    }
  });

  it('label every status a module type moves through', () => {
    for (const statuses of Object.values(moduleStatusesByType)) {
      for (const status of statuses) expect(labelOf('moduleStatus', status, 'fr')).not.toBe(status);
    }
  });
});

describe('labelOf', () => {
  it('uses the French wording', () => {
    expect(labelOf('moduleStatus', 'DELIVERED', 'fr')).toBe('Livré');
    expect(labelOf('projectStatus', 'FINISHED', 'fr')).toBe('Livré');
    expect(labelOf('scope', 'ONE', 'fr')).toBe('Scope 1');
    expect(labelOf('moduleType', 'CARBON_FOOTPRINT', 'fr')).toBe('Bilan carbone');
    expect(labelOf('targetScope', 'SCOPE_1_AND_2', 'fr')).toBe('Scopes 1 et 2');
    expect(labelOf('temperatureTarget', 'ONE_POINT_FIVE', 'fr')).toBe('1,5\u00a0°C');
    expect(labelOf('crmStage', 'CLOSED_LOST', 'fr')).toBe('Autre solution choisie');
  });

  it('shows the finished project step as delivered in English', () => {
    expect(labelOf('projectStatus', 'FINISHED', 'en')).toBe('Delivered');
    expect(labelOf('crmStage', 'DISCOVERY', 'en')).toBe('In contact');
  });

  it('falls back to English for an unknown language', () => {
    expect(labelOf('moduleStatus', 'DELIVERED', 'xx')).toBe('Delivered');
    expect(labelOf('role', 'SALES', '')).toBe('Sales');
  });

  it('falls back to English per value for a partial table', () => {
    expect(labelOf('moduleType', 'DECARBONIZATION_PLAN', 'de')).toBe('Dekarbonisierungsplan');
    expect(labelOf('moduleStatus', 'DELIVERED', 'de')).toBe('Delivered');
    // Portuguese names the euro but not the Canadian dollar, whose name differs by country.
    expect(labelOf('currency', 'EURO', 'pt')).toBe('Euro');
    expect(labelOf('currency', 'CANADIAN_DOLLAR', 'pt')).toBe('Canadian dollar');
    expect(labelOf('scope', 'TWO', 'ro')).toBe('Scope 2');
  });

  it('reads the primary subtag of a BCP 47 tag', () => {
    expect(labelOf('moduleStatus', 'ONGOING', 'fr-CA')).toBe('En cours');
    expect(labelOf('scope', 'THREE', 'es-MX')).toBe('Alcance 3');
    expect(labelOf('scope', 'ONE', 'zh-Hant')).toBe('范围1');
  });

  it('has module types, roles and scopes in German, Spanish, Italian, Portuguese and Dutch', () => {
    for (const language of ['de', 'es', 'it', 'pt', 'nl']) {
      const english = ['CARBON_FOOTPRINT', 'DECARBONIZATION_PLAN', 'PROJECT_MANAGEMENT'] as const;
      for (const moduleType of english) {
        expect(labelOf('moduleType', moduleType, language)).not.toBe(labelOf('moduleType', moduleType, 'en'));
      }
      for (const role of labelEnums.role.options) expect(labelOf('role', role, language)).toMatch(/\S/);
      expect(labelOf('role', 'ACCOUNTING', language)).not.toBe('Accounting');
    }
    expect(labelOf('scope', 'ONE', 'es')).toBe('Alcance 1');
    expect(labelOf('scope', 'ONE', 'pt')).toBe('Âmbito 1');
    expect(labelOf('scope', 'ONE', 'de')).toBe('Scope 1');
  });

  it('shows an unknown value as itself', () => {
    expect(labelOf('moduleStatus', 'ARCHIVED' as 'DELIVERED', 'fr')).toBe('ARCHIVED');
  });

  it('restricts values to the named enumeration', () => {
    // @ts-expect-error FINISHED is a project status, not a module status.
    expect(labelOf('moduleStatus', 'FINISHED', 'en')).toBe('FINISHED');
  });
});

describe('labelsOf', () => {
  it('lists every value in enumeration order with its label', () => {
    expect(labelsOf('level', 'fr')).toEqual([
      { value: 'LOW', label: 'Faible' },
      { value: 'MEDIUM', label: 'Moyen' },
      { value: 'HIGH', label: 'Élevé' },
    ]);
    expect(labelsOf('scope', 'ja').map((option) => option.label)).toEqual(['スコープ1', 'スコープ2', 'スコープ3']);
  });

  it('lists the fourteen operational categories', () => {
    const options = labelsOf('operationalCategory', 'en');
    expect(options).toHaveLength(14);
    expect(options[0]).toEqual({ value: 'TRAVELS', label: 'Travel' });
  });
});

describe('supported languages', () => {
  it('are the twelve of spec 1 section 1, English first', () => {
    const languages = ['en', 'fr', 'pt', 'de', 'es', 'it', 'ro', 'ja', 'nl', 'zh', 'sk', 'pl'];
    expect(supportedLabelLanguages).toEqual(languages);
  });

  it('resolve tags to a supported language, English otherwise', () => {
    expect(resolveLabelLanguage('FR')).toBe('fr');
    expect(resolveLabelLanguage('pt_BR')).toBe('pt');
    expect(resolveLabelLanguage('sv')).toBe('en');
    expect(resolveLabelLanguage('')).toBe('en');
  });
});
