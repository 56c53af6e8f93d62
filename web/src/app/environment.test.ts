import { describe, expect, it } from 'vitest';
import { devOrigin, devUrlFor, environmentNotice } from './environment.ts';

describe('environmentNotice', () => {
  it('warns everyone outside production, naming the stage', () => {
    expect(environmentNotice('dev', null)).toEqual({ kind: 'nonProduction', stage: 'dev' });
    expect(environmentNotice('local', 'ANALYST')).toEqual({ kind: 'nonProduction', stage: 'local' });
    expect(environmentNotice('staging', 'DEV')).toEqual({ kind: 'nonProduction', stage: 'staging' });
  });

  it('reminds developers and product managers that they are in production', () => {
    expect(environmentNotice('prod', 'DEV')).toEqual({ kind: 'production', openInDev: true });
    expect(environmentNotice('prod', 'PRODUCT_MANAGER')).toEqual({ kind: 'production', openInDev: false });
  });

  it('shows nothing to anyone else in production', () => {
    for (const role of [null, undefined, 'ANALYST', 'SALES', 'ACCOUNTING'] as const) {
      expect(environmentNotice('prod', role)).toBeNull();
    }
  });

  it('waits for the stage', () => {
    expect(environmentNotice(undefined, 'DEV')).toBeNull();
  });
});

describe('devUrlFor', () => {
  it('opens the same path, query and fragment on the dev stage', () => {
    expect(devUrlFor({ pathname: '/carbon-footprint/abc', search: '?investeeUuid=x', hash: '#top' })).toBe(
      `${devOrigin}/carbon-footprint/abc?investeeUuid=x#top`,
    );
  });
});
