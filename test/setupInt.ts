import { inject } from 'vitest';
import { useCairnSettings, useEmulatorEndpoints } from '../scripts/src/local/awsEnvironment.ts';

/*
 * Runs in every integration-test worker before its test files: the handlers and the data layer
 * read everything from the environment, exactly as in Lambda.
 */
useEmulatorEndpoints(inject('embeddedEmulators') ? inject('awsEndpoints') : {});
useCairnSettings({
  table: inject('tableName'),
  bucket: inject('bucketName'),
  jwtSecret: 'integration-tests-signing-secret-not-for-anything-else',
  stage: 'test',
  mailFrom: 'no-reply@cairn.test',
  sesConfigurationSet: 'cairn-test',
});
