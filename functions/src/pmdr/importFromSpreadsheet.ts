import { readUpload, takeUpload } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/pmdr.ts';
import { loadCollection } from '../lib/portfolio/collection.ts';
import { assertNoImport } from '../lib/portfolio/importJournal.ts';
import { checkPmdrImport, pmdrImportKindOf, writePmdrImport } from '../lib/pmdr/import.ts';

/**
 * Imports a filled PMDR template: every error of the file at once and nothing written, or the
 * file written (lib/pmdr/import.ts). Who may write is who may save the PMDR form: a client of the
 * institution or staff (the pipeline's tenancy), whatever the portfolio-emissions collection's
 * state, since a standalone reporting is the client's own and a linked one takes answers only.
 * The upload is used up either way.
 */
export const handler = defineProcedure('pmdr.importFromSpreadsheet', async ({ uploadUuid }, { user, owner, notifyAsset }) => {
  const state = await loadCollection(owner, user.uuid);
  assertNoImport(state.reporting);
  const kind = pmdrImportKindOf(state);
  const upload = await takeUpload(user.uuid, uploadUuid, ['PORTFOLIO_IMPORT']);
  const checked = await checkPmdrImport(await readUpload(upload), state, user);
  if (!checked.ok) return { result: 'Errors' as const, kind, errors: checked.errors };
  const investees = await writePmdrImport(state, checked.plan, user.uuid);
  notifyAsset(owner.assetUuid);
  return { result: 'Success' as const, kind, investees };
});
