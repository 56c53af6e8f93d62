import { describe, expect, it } from 'vitest';
import { InviteInput } from './schemas.ts';
import { invitationEmail, invitationExpiry, invitationState, registrationLink, usernamePattern } from './invitations.ts';

// 2025-03-01T09:00:00Z
const issuedAt = 1_740_819_600;

describe('invitation expiry', () => {
  it('lasts fourteen days from its issue', () => {
    expect(invitationExpiry(issuedAt)).toBe(issuedAt + 14 * 24 * 3600);
    expect(new Date(invitationExpiry(issuedAt) * 1000).toISOString()).toBe('2025-03-15T09:00:00.000Z');
  });

  it('is pending before its expiry, expired from that second on, used once its account exists', () => {
    const expiresAt = invitationExpiry(issuedAt);
    expect(invitationState({ usedAt: null, expiresAt }, expiresAt - 1)).toBe('PENDING');
    expect(invitationState({ usedAt: null, expiresAt }, expiresAt)).toBe('EXPIRED');
    expect(invitationState({ usedAt: '2025-03-02T10:00:00.000Z', expiresAt }, expiresAt + 100)).toBe('USED');
  });
});

describe('the registration link', () => {
  it("is the app's /register with the token and the user name, encoded", () => {
    expect(registrationLink('https://app.cairn.example', 'tok_En-1', 'claire.martin')).toBe('https://app.cairn.example/register?token=tok_En-1&username=claire.martin');
    expect(registrationLink('http://127.0.0.1:5173/', 'a+b', 'éloïse@site')).toBe('http://127.0.0.1:5173/register?token=a%2Bb&username=%C3%A9lo%C3%AFse%40site');
  });

  it('keeps only the origin of what it is given', () => {
    expect(registrationLink('https://app.cairn.example/assets/x?tab=USERS', 't', 'u')).toBe('https://app.cairn.example/register?token=t&username=u');
  });
});

describe('user names', () => {
  it('take letters of any script, digits and . _ - @ +, never a space', () => {
    for (const name of ['claire.martin', 'Éloïse_2', 'ops+cairn@example.com', '李雷']) expect(usernamePattern.test(name), name).toBe(true);
    for (const name of ['claire martin', 'a/b', 'x?y', '']) expect(usernamePattern.test(name), name).toBe(false);
    expect(InviteInput.safeParse({ assetUuid: '5b0c2f7e-8a4d-4c1b-9f3e-2d6a7b8c9d0e', username: 'claire martin', email: 'c@example.com' }).error?.issues[0]?.message).toBe(
      'Use letters, digits and . _ - @ only, without spaces',
    );
  });

  it('needs a valid e-mail address', () => {
    const attempt = (email: string) => InviteInput.safeParse({ assetUuid: '5b0c2f7e-8a4d-4c1b-9f3e-2d6a7b8c9d0e', username: 'claire', email }).error?.issues.map((issue) => issue.message);
    expect(attempt('')).toEqual(['Required']);
    expect(attempt('claire@')).toEqual(['Invalid email']);
    expect(attempt(' claire@example.com ')).toBeUndefined();
  });
});

describe('the invitation e-mail', () => {
  const input = {
    assetName: 'Transports <Vallée> & Fils',
    username: 'claire',
    link: 'https://app.cairn.example/register?token=abc&username=claire',
    expiresAt: invitationExpiry(issuedAt),
    inviterName: 'Camille Laurent',
  };

  it('speaks English, with the link, the user name and the expiry date', () => {
    const email = invitationEmail({ ...input, language: 'en' });
    expect(email.subject).toBe('Your Cairn account for Transports <Vallée> & Fils');
    expect(email.text).toContain('Camille Laurent has opened a Cairn account for you, to follow the carbon work of Transports <Vallée> & Fils.');
    expect(email.text).toContain('Your user name: claire');
    expect(email.text).toContain(`\n${input.link}\n`);
    expect(email.text).toContain('expires on 15 March 2025');
  });

  it('speaks French for a French asset', () => {
    const email = invitationEmail({ ...input, language: 'fr', inviterName: null });
    expect(email.subject).toBe('Votre compte Cairn pour Transports <Vallée> & Fils');
    expect(email.text).toContain('Votre consultant Cairn vous a ouvert un compte Cairn');
    expect(email.text).toContain('expire le 15 mars 2025');
    expect(email.html).toContain('<html lang="fr">');
  });

  it('escapes every value in the HTML version', () => {
    const { html } = invitationEmail({ ...input, language: 'en' });
    expect(html).toContain('Transports &lt;Vallée&gt; &amp; Fils');
    expect(html).not.toContain('<Vallée>');
    expect(html).toContain('href="https://app.cairn.example/register?token=abc&amp;username=claire"');
  });
});
