import type { AssetUsers, ClientUser, ListedInvitation, Subentity } from '@cairn/shared/assets/schemas';

/*
 * The Users tab as plain data: an asset's accounts and the invitations not used yet, in one list
 * with a status each, and the empty invitation form.
 */

export type UserStatus = 'ACTIVE' | 'DISABLED' | 'PENDING' | 'EXPIRED';

export type UserRow =
  | { kind: 'user'; key: string; username: string; name: string | null; email: string | null; subentityName: string | null; status: 'ACTIVE' | 'DISABLED'; user: ClientUser }
  | { kind: 'invitation'; key: string; username: string; name: null; email: string | null; subentityName: string | null; status: 'PENDING' | 'EXPIRED'; invitation: ListedInvitation };

/**
 * Accounts first (active, then disabled), then invitations (pending, then expired), each group by
 * user name as people read it; a sub-entity by its name.
 */
export function userRows(data: AssetUsers, subentities: readonly Pick<Subentity, 'uuid' | 'name'>[], locale: string): UserRow[] {
  const subentityName = (uuid: string | null) => (uuid === null ? null : (subentities.find((subentity) => subentity.uuid === uuid)?.name ?? null));
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const rank: Record<UserStatus, number> = { ACTIVE: 0, DISABLED: 1, PENDING: 2, EXPIRED: 3 };
  const rows: UserRow[] = [
    ...data.users.map(
      (user): UserRow => ({
        kind: 'user',
        key: `user:${user.uuid}`,
        username: user.username,
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
        email: user.email,
        subentityName: subentityName(user.subentityUuid),
        status: user.disabled ? 'DISABLED' : 'ACTIVE',
        user,
      }),
    ),
    ...data.invitations.map(
      (invitation): UserRow => ({
        kind: 'invitation',
        key: `invitation:${invitation.username}`,
        username: invitation.username,
        name: null,
        email: invitation.email,
        subentityName: subentityName(invitation.subentityUuid),
        status: invitation.state,
        invitation,
      }),
    ),
  ];
  return rows.sort((a, b) => rank[a.status] - rank[b.status] || collator.compare(a.username, b.username));
}

export interface InviteValues {
  username: string;
  email: string;
  subentityUuid: string;
}

export const emptyInviteValues = (): InviteValues => ({ username: '', email: '', subentityUuid: '' });

/** `user.invite`'s input: no sub-entity is ''. */
export function inviteInputOf(values: InviteValues, assetUuid: string) {
  return { assetUuid, username: values.username, email: values.email, subentityUuid: values.subentityUuid === '' ? null : values.subentityUuid };
}
