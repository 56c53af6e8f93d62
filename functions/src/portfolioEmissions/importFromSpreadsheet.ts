import { readUpload, takeUpload } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { assertMayCollect, collectionView, loadCollection } from '../lib/portfolio/collection.ts';
import { checkImport, writeImport } from '../lib/portfolio/import.ts';

/**
 * Imports a filled questionnaire template: every error of the file at once and nothing written,
 * or the file's funds, lines and investees written over the questionnaire (lib/portfolio/import.ts).
 * Only while the caller may change the questionnaire; the upload is used up either way.
 */
export const handler = defineProcedure('portfolioEmissions.importFromSpreadsheet', async ({ uploadUuid }, { user, owner, notifyAsset }) => {
  const state = await loadCollection(owner, user.uuid);
  assertMayCollect(user, state.reporting);
  const upload = await takeUpload(user.uuid, uploadUuid, ['PORTFOLIO_IMPORT']);
  const bytes = await readUpload(upload);
  const view = await collectionView(state);
  const checked = checkImport(bytes, view);
  if (!checked.ok) return { result: 'Errors' as const, errors: checked.errors };
  const investmentLines = await writeImport(state, view, checked.plan, user.uuid);
  notifyAsset(owner.assetUuid);
  return { result: 'Success' as const, investmentLines };
});
