import type { SessionUser } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import { assetOwner } from './owners/asset.ts';
import { resolveOwner } from './tenancy.ts';

const client = { uuid: 'u1', isAdmin: false, asset: { uuid: 'a1', name: 'Asset' } } as SessionUser;
const staff = { uuid: 'u2', isAdmin: true, asset: null } as SessionUser;

// The paths that decide without reading storage; the reads are proven by the access matrix.
describe('resolveOwner', () => {
  it('hands no object to a procedure that names none, and refuses a client a staff-only one', async () => {
    await expect(resolveOwner({ rule: 'caller' }, client, {}, { asset: assetOwner })).resolves.toBeNull();
    await expect(resolveOwner({ rule: 'everyone' }, null, {}, { asset: assetOwner })).resolves.toBeNull();
    await expect(resolveOwner({ rule: 'staffOnly' }, staff, {}, { asset: assetOwner })).resolves.toBeNull();
    await expect(resolveOwner({ rule: 'staffOnly' }, client, {}, { asset: assetOwner })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it("takes an asset left unnamed as the caller's own, but no other object", async () => {
    const dashboard = { rule: 'ownAssetOrInvestor', owner: 'asset', field: 'assetUuid' } as const;
    await expect(resolveOwner(dashboard, client, {}, { asset: assetOwner })).resolves.toBeNull();
    await expect(resolveOwner(dashboard, client, { assetUuid: 'a1' }, { asset: assetOwner })).resolves.toEqual({ uuid: 'a1' });
    await expect(resolveOwner(dashboard, staff, { assetUuid: 'a9' }, { asset: assetOwner })).resolves.toEqual({ uuid: 'a9' });
    await expect(resolveOwner({ rule: 'ownAsset', owner: 'report', field: 'uuid', hideDrafts: true }, client, {}, { asset: assetOwner })).rejects.toThrow(
      'The input names no report in uuid, which its tenancy requires',
    );
  });
});
