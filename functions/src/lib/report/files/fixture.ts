import { blankReportSettings, plainEntry, type Language, type ReportEmissionFactor, type ReportEntry, type ReportSnapshot } from '@cairn/shared/schemas';

/*
 * A small delivered report for the tests of the report files, built by hand so that its totals
 * can be worked out on paper (see workbooks.test.ts). Seven entries over the three scopes, both
 * electricity views (one market-based and one location-based electricity entry), one factor from
 * a private source (value withheld), one generic monetary estimate, a hypothesis and lines.
 *
 * kgCO2e by entry:
 *   gas boiler         scope 1   50,000 kWh × 0.227          = 11,350
 *   company cars       scope 1    8,000 L   × 2.51           = 20,080
 *   electricity MARKET scope 2  200,000 kWh × 0.012          =  2,400
 *   electricity LOC.   scope 2  200,000 kWh × 0.052          = 10,400
 *   laptops            scope 3       40 u   × private factor =  6,240
 *   consulting         scope 3  150,000 €   × 0.11           = 16,500 (quality 40 %)
 *   flights            scope 3  120,000 km  × 0.187          = 22,440
 */

const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const words = {
  en: {
    boiler: 'Gas boiler, head office',
    cars: 'Company cars',
    electricityMarket: 'Electricity, green supply contract',
    electricityLocation: 'Electricity, grid average',
    laptops: 'Laptops',
    consulting: 'Consulting services',
    flights: 'Business flights',
    noteTitle: 'Scope of the assessment',
    note: 'The assessment covers the head office in Lyon and the Paris sales office. Figures are in tonnes of CO2 equivalent.',
  },
  fr: {
    boiler: 'Chaudière gaz, siège',
    cars: 'Véhicules de société',
    electricityMarket: 'Électricité, contrat vert',
    electricityLocation: 'Électricité, moyenne du réseau',
    laptops: 'Ordinateurs portables',
    consulting: 'Prestations de conseil',
    flights: "Déplacements en avion",
    noteTitle: 'Périmètre du bilan',
    note: "Le bilan couvre le siège de Lyon et l'agence commerciale de Paris. Les résultats sont en tonnes d'équivalent CO2.",
  },
} as const;

function factor(n: number, fields: Partial<ReportEmissionFactor> & Pick<ReportEmissionFactor, 'name' | 'value' | 'unit'>): ReportEmissionFactor {
  return {
    uuid: uuid(n),
    clientNameEn: null,
    clientNameFr: null,
    gas: 'CO2E',
    source: 'ADEME Base Empreinte',
    sourceVersion: '23.2',
    isPublic: true,
    qualityPercentage: 100,
    ...fields,
  };
}

function entry(
  n: number,
  fields: Partial<ReportEntry> & Pick<ReportEntry, 'label' | 'value' | 'scope' | 'operationalCategory' | 'ghgCategory' | 'begesCategory'>,
): ReportEntry {
  return plainEntry({ uuid: uuid(n), ...fields });
}

const kWh = { labelEn: 'kWh', labelFr: 'kWh' };

/** The hand-built report, its texts in `language`. */
export function reportFixture(language: Language = 'en'): ReportSnapshot {
  const w = words[language];
  const gas = factor(101, { name: 'Natural gas (combustion)', clientNameEn: 'Natural gas', clientNameFr: 'Gaz naturel', value: 0.227, unit: 'kgCO₂e/kWh' });
  const diesel = factor(102, { name: 'Diesel (B7)', value: 2.51, unit: 'kgCO₂e/L' });
  const green = factor(103, { name: 'Electricity, renewable supply contract', value: 0.012, unit: 'kgCO₂e/kWh' });
  const grid = factor(104, { name: 'Electricity, France, average mix', value: 0.052, unit: 'kgCO₂e/kWh' });
  const laptop = factor(105, {
    name: 'Laptop, 14 inches',
    value: null,
    isPublic: false,
    unit: 'kgCO₂e/unit',
    source: 'Negaoctet',
    sourceVersion: '2024',
  });
  const consulting = factor(106, { name: 'Consulting services (monetary)', value: 0.11, unit: 'kgCO₂e/€', qualityPercentage: 40 });
  const flight = factor(107, { name: 'Plane, medium haul, with contrails', value: 0.187, unit: 'kgCO₂e/passenger.km' });
  const tripLength = { uuid: uuid(201), name: 'Average trip length', clientNameEn: null, value: 1_500, unit: 'km', source: 'Travel agency statement' };

  const entries: ReportEntry[] = [
    entry(1, {
      label: w.boiler,
      value: 11_350,
      scope: 'ONE',
      operationalCategory: 'BUILDING',
      ghgCategory: 'STATIONARY_COMBUSTION',
      begesCategory: 'BEGES_1_1',
      emissionFactors: [gas],
      activityData: { value: 50_000, unit: kWh },
      formula: 'consumption * factor',
    }),
    entry(2, {
      label: w.cars,
      value: 20_080,
      scope: 'ONE',
      operationalCategory: 'TRAVELS',
      ghgCategory: 'MOBILE_COMBUSTION',
      begesCategory: 'BEGES_1_2',
      emissionFactors: [diesel],
      activityData: { value: 8_000, unit: { labelEn: 'L', labelFr: 'L' } },
      formula: 'litres * factor',
      lines: [
        { label: 'Fleet A', value: 12_550, activityValue: 5_000 },
        { label: 'Fleet B', value: 7_530, activityValue: 3_000 },
      ],
    }),
    entry(3, {
      label: w.electricityMarket,
      value: 2_400,
      scope: 'TWO',
      operationalCategory: 'BUILDING',
      ghgCategory: 'PURCHASED_ELECTRICITY',
      begesCategory: 'BEGES_2_1',
      electricityBasis: 'MARKET',
      type: 'GHG',
      emissionFactors: [green],
      activityData: { value: 200_000, unit: kWh },
      formula: 'consumption * factor',
    }),
    entry(4, {
      label: w.electricityLocation,
      value: 10_400,
      scope: 'TWO',
      operationalCategory: 'BUILDING',
      ghgCategory: 'PURCHASED_ELECTRICITY',
      begesCategory: 'BEGES_2_1',
      electricityBasis: 'LOCATION',
      emissionFactors: [grid],
      activityData: { value: 200_000, unit: kWh },
      formula: 'consumption * factor',
    }),
    entry(5, {
      label: w.laptops,
      value: 6_240,
      scope: 'THREE',
      operationalCategory: 'IT',
      ghgCategory: 'CAPITAL_GOODS',
      begesCategory: 'BEGES_4_2',
      emissionFactors: [laptop],
      activityData: { value: 40, unit: { labelEn: 'unit', labelFr: 'unité' } },
      formula: 'count * factor',
    }),
    entry(6, {
      label: w.consulting,
      value: 16_500,
      scope: 'THREE',
      operationalCategory: 'SERVICES',
      ghgCategory: 'PURCHASED_GOODS_AND_SERVICES',
      begesCategory: 'BEGES_4_5',
      qualityPercentage: 40,
      emissionFactors: [consulting],
      activityData: { value: 150_000, unit: { labelEn: '€', labelFr: '€' } },
      formula: 'spend * factor',
    }),
    entry(7, {
      label: w.flights,
      value: 22_440,
      scope: 'THREE',
      operationalCategory: 'TRAVELS',
      ghgCategory: 'BUSINESS_TRAVEL',
      begesCategory: 'BEGES_3_5',
      emissionFactors: [flight],
      hypotheses: [tripLength],
      activityData: { value: 120_000, unit: { labelEn: 'passenger.km', labelFr: 'passager.km' } },
      formula: 'trips * tripLength * factor',
      lines: [
        { label: 'Paris – Lisbon', value: 11_220, activityValue: 60_000 },
        { label: 'Lyon – Madrid', value: 11_220, activityValue: 60_000 },
      ],
    }),
  ];

  const companyName = language === 'fr' ? 'Ateliers Dupré SAS' : 'Dupré Workshops Ltd';
  return {
    ...blankReportSettings({ name: language === 'fr' ? 'Bilan carbone 2024' : 'Carbon footprint 2024', year: 2024, companyName }),
    period: null,
    electricityReporting: 'LOCATION_AND_MARKET',
    entries,
    activityDataQualityPercentage: 87,
    notes: [
      { uuid: uuid(301), title: w.noteTitle, items: [{ content: w.note, image: null }], includeIn: ['A4', 'SLIDES'] },
      { uuid: uuid(302), title: 'Slides only', items: [{ content: 'Not in the A4 document.', image: null }], includeIn: ['SLIDES'] },
    ],
    publicUrl: null,
    files: [],
    keyFigures: [
      { uuid: uuid(401), label: 'Floor area', ratioSuffix: 'per m²', unit: 'm²', value: 2_000, attributionFactor: 1 },
    ],
    employeeNumber: 25,
    turnover: 5_000_000,
    ratios: { kgPerEmployee: 3_160, kgPerTurnoverM: 15_800 },
    language,
    headquarters: 'Lyon',
    total: 79_010,
  };
}

/**
 * The fixture with `extra` more scope 3 entries spread over several categories, for layouts
 * that must run over several pages. Extra entry k is worth 100 × k kgCO2e.
 */
export function largeReportFixture(language: Language = 'en', extra = 60): ReportSnapshot {
  const base = reportFixture(language);
  const categories = [
    { ghgCategory: 'PURCHASED_GOODS_AND_SERVICES', begesCategory: 'BEGES_4_1', operationalCategory: 'RAW_MATERIALS' },
    { ghgCategory: 'UPSTREAM_TRANSPORTATION_AND_DISTRIBUTION', begesCategory: 'BEGES_3_1', operationalCategory: 'TRANSPORT_OF_GOODS' },
    { ghgCategory: 'WASTE_GENERATED_IN_OPERATIONS', begesCategory: 'BEGES_4_3', operationalCategory: 'WASTE' },
    { ghgCategory: 'EMPLOYEE_COMMUTING', begesCategory: 'BEGES_3_3', operationalCategory: 'TRAVELS' },
  ] as const;
  const more = Array.from({ length: extra }, (_, index) => {
    const k = index + 1;
    const category = categories[index % categories.length]!;
    return entry(1_000 + k, {
      label: `${language === 'fr' ? 'Poste' : 'Entry'} ${String(k)}`,
      value: 100 * k,
      scope: 'THREE',
      ...category,
      emissionFactors: [factor(2_000 + k, { name: `Factor ${String(k)}`, value: 0.5, unit: 'kgCO₂e/kg' })],
      activityData: { value: 200 * k, unit: { labelEn: 'kg', labelFr: 'kg' } },
    });
  });
  return { ...base, entries: [...base.entries, ...more] };
}
