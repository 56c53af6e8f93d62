import { fileProcedures } from '@cairn/shared/contract/files';
import { assetOwner } from '../../owners/asset.ts';
import { storedFileOwner } from '../../owners/storedFile.ts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of stored files and uploads. */
export const { defineProcedure, prepareAnswer } = procedureArea(fileProcedures, { storedFile: storedFileOwner, asset: assetOwner });
