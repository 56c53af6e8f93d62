import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { integrationEnvironment } from './cairnStack.ts';
import { readSettings } from './settings.ts';

const settingsOf = (context: Record<string, string>) => readSettings(new App({ context }).node);

describe('readSettings', () => {
  it('defaults to the dev stage', () => {
    expect(settingsOf({})).toEqual({ stage: 'dev', version: 'dev', mailFrom: 'Cairn <no-reply@example.com>', integrations: {} });
  });

  it('takes the stage, version and sender from context', () => {
    expect(settingsOf({ stage: 'staging', version: 'abc123', mailFrom: 'Cairn <hello@cairn.test>' })).toEqual({
      stage: 'staging',
      version: 'abc123',
      mailFrom: 'Cairn <hello@cairn.test>',
      integrations: {},
    });
  });

  it('refuses a stage that cannot name resources', () => {
    expect(() => settingsOf({ stage: 'Prod_1' })).toThrow('Context "stage" must be lower-case');
  });

  it('refuses to deploy prod with the placeholder sender', () => {
    expect(() => settingsOf({ stage: 'prod' })).toThrow('Context "mailFrom" is required for the prod stage');
  });
});

describe('the integrations of a deployment', () => {
  const hubspot = {
    hubspotApiUrl: 'https://api.hubapi.com',
    hubspotTokenSecretArn: 'arn:aws:secretsmanager:eu-west-3:123456789012:secret:cairn/hubspot-AbC123',
  };
  const clockify = {
    clockifyReportsUrl: 'https://reports.api.clockify.me/v1',
    clockifyWorkspaceId: '64a0f1a2b3d4e5f6a7b8c9d0',
    clockifyApiKeySecretArn: 'arn:aws:secretsmanager:eu-west-3:123456789012:secret:cairn/clockify-XyZ789',
  };

  const googlePlaces = { googlePlacesApiKeySecretArn: 'arn:aws:secretsmanager:eu-west-3:123456789012:secret:cairn/google-places-Qw3rTy' };

  it('connects none unless configured, and gives the handlers each setting under its variable', () => {
    expect(integrationEnvironment(settingsOf({}).integrations!)).toEqual({});
    expect(integrationEnvironment(settingsOf({ ...hubspot, ...clockify, clockifyTimeZone: 'Europe/Paris', ...googlePlaces }).integrations!)).toEqual({
      CAIRN_HUBSPOT_API_URL: 'https://api.hubapi.com',
      CAIRN_HUBSPOT_TOKEN_SECRET_ARN: hubspot.hubspotTokenSecretArn,
      CAIRN_CLOCKIFY_REPORTS_URL: 'https://reports.api.clockify.me/v1',
      CAIRN_CLOCKIFY_WORKSPACE_ID: clockify.clockifyWorkspaceId,
      CAIRN_CLOCKIFY_API_KEY_SECRET_ARN: clockify.clockifyApiKeySecretArn,
      CAIRN_CLOCKIFY_TIME_ZONE: 'Europe/Paris',
      CAIRN_GOOGLE_PLACES_API_KEY_SECRET_ARN: googlePlaces.googlePlacesApiKeySecretArn,
    });
  });

  it('refuses a service half configured, a URL that is not https and a credential that is not a secret', () => {
    expect(() => settingsOf({ hubspotApiUrl: hubspot.hubspotApiUrl })).toThrow('Context "hubspotTokenSecretArn" is required with "hubspotApiUrl"');
    expect(() => settingsOf({ clockifyReportsUrl: clockify.clockifyReportsUrl, clockifyWorkspaceId: clockify.clockifyWorkspaceId })).toThrow(
      'Contexts "clockifyWorkspaceId" and "clockifyApiKeySecretArn" are required with "clockifyReportsUrl"',
    );
    expect(() => settingsOf({ ...hubspot, hubspotApiUrl: 'http://api.hubapi.com' })).toThrow('Context "hubspotApiUrl" must be an https URL');
    expect(() => settingsOf({ ...hubspot, hubspotTokenSecretArn: 'pat-eu1-0000' })).toThrow('must be a Secrets Manager secret ARN');
    expect(() => settingsOf({ ...hubspot, hubspotStages: '[1]' })).toThrow('Context "hubspotStages" must be a JSON object');
    expect(() => settingsOf({ googlePlacesApiKeySecretArn: 'AIzaSyA-not-a-secret' })).toThrow('must be a Secrets Manager secret ARN');
    expect(() => settingsOf({ googlePlacesApiUrl: 'https://places.googleapis.com' })).toThrow('Context "googlePlacesApiKeySecretArn" is required with "googlePlacesApiUrl"');
    expect(() => settingsOf({ ...googlePlaces, googlePlacesApiUrl: 'http://places.googleapis.com' })).toThrow('Context "googlePlacesApiUrl" must be an https URL');
  });
});
