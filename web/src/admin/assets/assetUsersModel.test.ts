import { describe, expect, it } from 'vitest';
import { emptyInviteValues, inviteInputOf, userRows } from './assetUsersModel.ts';

const site = { uuid: '0b6d9a3e-1c2f-4e5a-8b7c-6d5e4f3a2b1c', name: 'Plateforme de Valence' };
const user = (username: string, disabled = false, subentityUuid: string | null = null) => ({
  uuid: `uuid-${username}`,
  username,
  firstName: username === 'claire' ? 'Claire' : null,
  lastName: username === 'claire' ? 'Martin' : null,
  email: `${username}@example.com`,
  subentityUuid,
  disabled,
  version: 1,
});
const invitation = (username: string, state: 'PENDING' | 'EXPIRED') => ({
  username,
  email: `${username}@example.com`,
  subentityUuid: null,
  invitedAt: '2025-03-01T09:00:00.000Z',
  expiresAt: '2025-03-15T09:00:00.000Z',
  state,
});

describe('the users tab', () => {
  it('lists active accounts, then disabled ones, then pending and expired invitations, each by name', () => {
    const rows = userRows(
      { users: [user('zoé'), user('marc', true), user('claire', false, site.uuid), user('Élodie')], invitations: [invitation('yann', 'EXPIRED'), invitation('bruno', 'PENDING')] },
      [site],
      'fr',
    );
    expect(rows.map((row) => `${row.username} ${row.status}`)).toEqual([
      'claire ACTIVE',
      'Élodie ACTIVE',
      'zoé ACTIVE',
      'marc DISABLED',
      'bruno PENDING',
      'yann EXPIRED',
    ]);
    expect(rows[0]).toMatchObject({ name: 'Claire Martin', subentityName: 'Plateforme de Valence', kind: 'user' });
    expect(rows[1]).toMatchObject({ name: null, subentityName: null });
  });

  it('invites with no sub-entity as null', () => {
    expect(inviteInputOf({ ...emptyInviteValues(), username: 'claire', email: 'claire@example.com' }, site.uuid)).toEqual({
      assetUuid: site.uuid,
      username: 'claire',
      email: 'claire@example.com',
      subentityUuid: null,
    });
    expect(inviteInputOf({ username: 'claire', email: 'c@example.com', subentityUuid: site.uuid }, site.uuid).subentityUuid).toBe(site.uuid);
  });
});
