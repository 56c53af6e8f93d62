import { randomUUID } from 'node:crypto';
import { createAsset, toAsset } from '../lib/assets/store.ts';
import { defineProcedure } from '../lib/http/areas/assets.ts';

/** Creates a client asset and claims its name, in one transaction. */
export const handler = defineProcedure('asset.create', async (input, { user }) => toAsset(await createAsset(randomUUID(), input, user.uuid)));
