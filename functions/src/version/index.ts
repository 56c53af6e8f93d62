import { config } from '../lib/config.ts';
import { defineProcedure } from '../lib/http/areas/version.ts';

export const handler = defineProcedure('version', async () => ({ version: config.version(), stage: config.stage() }));
