import * as z from 'zod';
import { Dashboard } from '../schemas/index.ts';
import { query } from './define.ts';

/** A client's dashboard: its asset's modules. */
export const dashboardProcedures = {
  'dashboard.get': query({
    access: 'client',
    tenancy: { rule: 'ownAssetOrInvestor', owner: 'asset', field: 'assetUuid' },
    summary: "An asset's modules and flags; an institution may ask for its investees.",
    input: z.object({ assetUuid: z.uuid().nullish(), subentityUuid: z.uuid().nullish() }).optional().default({}),
    output: Dashboard,
  }),
} as const;
