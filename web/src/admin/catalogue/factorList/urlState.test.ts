import { describe, expect, it } from 'vitest';
import { noFilters } from './factorList.ts';
import { defaultView, parseFactorListSearch, searchOf, viewOf, withView, type FactorListView } from './urlState.ts';

const kwh = '00000000-0000-4000-8000-000000000001';

const fullView: FactorListView = {
  mode: 'semantic',
  search: 'gazole routier',
  filters: { type: 'COMBINATION', unitUuid: kwh, nature: 'PHYSICAL', family: 'Transport', source: 'ADEME', versioned: 'no' },
  sort: 'latestEdit',
};

describe('the emission-factor list in the address', () => {
  it('leaves the default view out of the address', () => {
    expect(searchOf(defaultView)).toEqual({});
    expect(viewOf({})).toEqual(defaultView);
    expect(viewOf(parseFactorListSearch({}))).toEqual(defaultView);
  });

  it('gives back the same view after a round trip', () => {
    expect(searchOf(fullView)).toEqual({
      mode: 'semantic',
      q: 'gazole routier',
      type: 'COMBINATION',
      unit: kwh,
      nature: 'PHYSICAL',
      family: 'Transport',
      source: 'ADEME',
      versioned: 'no',
      sort: 'latestEdit',
    });
    expect(viewOf(parseFactorListSearch({ ...searchOf(fullView) }))).toEqual(fullView);
  });

  it('keeps only the parameters that differ from the default', () => {
    const view: FactorListView = { ...defaultView, filters: { ...noFilters, family: 'Énergie' } };
    expect(searchOf(view)).toEqual({ family: 'Énergie' });
    expect(searchOf({ ...defaultView, search: '   ' })).toEqual({});
  });

  it('falls back to the default for values the page cannot show', () => {
    expect(
      parseFactorListSearch({
        mode: 'fuzzy',
        q: '',
        type: 'simple',
        unit: 'kWh',
        nature: 'BOTH',
        family: ['Transport'],
        source: '  ',
        versioned: true,
        sort: 'valueDesc',
      }),
    ).toEqual({});
    expect(parseFactorListSearch({ mode: 'exact', sort: 'default' })).toEqual({});
  });

  it('reads text the router parsed as a number or a boolean back as text', () => {
    expect(parseFactorListSearch({ q: 2023, family: true })).toEqual({ q: '2023', family: 'true' });
  });

  it('replaces its own parameters and keeps those of other routes', () => {
    const investeeUuid = '00000000-0000-4000-8000-000000000009';
    expect(withView({ investeeUuid, family: 'Transport', sort: 'oldestEdit' }, { ...defaultView, mode: 'semantic' })).toEqual({
      investeeUuid,
      mode: 'semantic',
    });
  });
});
