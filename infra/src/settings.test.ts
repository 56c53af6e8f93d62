import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.ts';

const settingsOf = (context: Record<string, string>) => readSettings(new App({ context }).node);

describe('readSettings', () => {
  it('defaults to the dev stage', () => {
    expect(settingsOf({})).toEqual({ stage: 'dev', version: 'dev', mailFrom: 'Cairn <no-reply@example.com>' });
  });

  it('takes the stage, version and sender from context', () => {
    expect(settingsOf({ stage: 'staging', version: 'abc123', mailFrom: 'Cairn <hello@cairn.test>' })).toEqual({
      stage: 'staging',
      version: 'abc123',
      mailFrom: 'Cairn <hello@cairn.test>',
    });
  });

  it('refuses a stage that cannot name resources', () => {
    expect(() => settingsOf({ stage: 'Prod_1' })).toThrow('Context "stage" must be lower-case');
  });

  it('refuses to deploy prod with the placeholder sender', () => {
    expect(() => settingsOf({ stage: 'prod' })).toThrow('Context "mailFrom" is required for the prod stage');
  });
});
