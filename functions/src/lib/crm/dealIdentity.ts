import { stableUuid } from '../stableUuid.ts';

/**
 * A deal's uuid from its CRM id: the same CRM deal gets the same uuid whether it came from an
 * import or from the CRM itself, so a new import or sync updates it in place and the projects
 * sold under it stay linked.
 */
export const dealUuidOf = (externalId: string): string => stableUuid('cairn-crm-deal', externalId.trim());
