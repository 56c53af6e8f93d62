import { invitation as invitationRules } from '../constants.ts';
import type { Language } from '../schemas/enums.ts';

/*
 * A client account starts as an invitation (docs/architecture.md, "Sessions and tokens"): staff
 * name the user and an address, the server stores the SHA-256 of a random token and e-mails the
 * registration link. These are the invitation's pure rules: when it lapses, what state the users
 * tab shows, the link, and the e-mail in the asset's language.
 */

/** When an invitation issued at `issuedAtSeconds` stops working (epoch seconds). */
export function invitationExpiry(issuedAtSeconds: number): number {
  return issuedAtSeconds + invitationRules.lifetimeSeconds;
}

export const invitationStates = ['PENDING', 'EXPIRED', 'USED'] as const;
export type InvitationState = (typeof invitationStates)[number];

/**
 * Where an invitation stands at `nowSeconds`: used once its account exists, expired from its
 * expiry on (the registration refuses it from that second), pending before.
 */
export function invitationState(invitation: { usedAt: string | null; expiresAt: number }, nowSeconds: number): InvitationState {
  if (invitation.usedAt !== null) return 'USED';
  return nowSeconds >= invitation.expiresAt ? 'EXPIRED' : 'PENDING';
}

/**
 * User names travel in the registration link and are typed at every sign-in: letters (any
 * script), digits and `. _ - @ +`, no spaces.
 */
export const usernamePattern = /^[\p{L}\p{N}._@+-]+$/u;

/**
 * The registration link (spec 1 "Client routes": /register needs the token and the user name):
 * `<origin>/register?token=…&username=…`, both values encoded. The origin is the app's, without
 * a trailing slash or a path.
 */
export function registrationLink(appOrigin: string, token: string, username: string): string {
  const origin = new URL(appOrigin).origin;
  const query = new URLSearchParams({ token, username });
  return `${origin}/register?${query.toString()}`;
}

export interface InvitationEmailInput {
  language: Language;
  assetName: string;
  username: string;
  link: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** Who invites, as the e-mail names them ('Camille Laurent'); null says "Your Cairn consultant". */
  inviterName: string | null;
}

export interface Email {
  subject: string;
  text: string;
  html: string;
}

const texts = {
  en: {
    subject: (asset: string) => `Your Cairn account for ${asset}`,
    hello: 'Hello,',
    inviter: 'Your Cairn consultant',
    intro: (inviter: string, asset: string) => `${inviter} has opened a Cairn account for you, to follow the carbon work of ${asset}.`,
    username: 'Your user name:',
    action: 'Choose your password to activate your account:',
    button: 'Activate my account',
    expiry: (date: string) => `The link works once and expires on ${date}. Once it has, ask your Cairn contact for a new one.`,
    ignore: 'If you did not expect this e-mail, you can ignore it: no account is created without the link.',
    signature: 'The Cairn team',
    locale: 'en-GB',
  },
  fr: {
    subject: (asset: string) => `Votre compte Cairn pour ${asset}`,
    hello: 'Bonjour,',
    inviter: 'Votre consultant Cairn',
    intro: (inviter: string, asset: string) => `${inviter} vous a ouvert un compte Cairn pour suivre les travaux carbone de ${asset}.`,
    username: 'Votre nom d’utilisateur :',
    action: 'Choisissez votre mot de passe pour activer votre compte :',
    button: 'Activer mon compte',
    expiry: (date: string) => `Le lien ne fonctionne qu’une fois et expire le ${date}. Passé ce délai, demandez-en un nouveau à votre contact Cairn.`,
    ignore: 'Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer : aucun compte n’est créé sans le lien.',
    signature: 'L’équipe Cairn',
    locale: 'fr-FR',
  },
} as const;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The invitation e-mail in the asset's language, as text and as HTML (every value escaped). The
 * expiry is a date in UTC, the day the registration starts refusing the link.
 */
export function invitationEmail(input: InvitationEmailInput): Email {
  const t = texts[input.language];
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(input.expiresAt * 1000));
  const intro = t.intro(input.inviterName ?? t.inviter, input.assetName);
  const text = [t.hello, '', intro, '', `${t.username} ${input.username}`, '', t.action, input.link, '', t.expiry(date), '', t.ignore, '', `— ${t.signature}`].join('\n');
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    `<!doctype html><html lang="${input.language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;line-height:1.5">`,
    paragraph(escapeHtml(t.hello)),
    paragraph(escapeHtml(intro)),
    paragraph(`${escapeHtml(t.username)} <strong>${escapeHtml(input.username)}</strong>`),
    paragraph(escapeHtml(t.action)),
    paragraph(
      `<a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a>`,
    ),
    paragraph(`<a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a>`),
    paragraph(escapeHtml(t.expiry(date))),
    paragraph(escapeHtml(t.ignore)),
    paragraph(`— ${escapeHtml(t.signature)}`),
    '</body></html>',
  ].join('');
  return { subject: t.subject(input.assetName), text, html };
}
