import { emulatedSesEndpoint } from '../scripts/src/local/awsEnvironment.ts';

/** A message as the SES emulator keeps it (`GET /store`). */
export interface SentMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  emailTags?: { Name: string; Value: string }[];
}

/** Whether the SES emulator's mail store can be read (not under LocalStack). */
export const readsSentMail = () => emulatedSesEndpoint() !== undefined;

/** Every message the SES emulator captured for `address`, oldest first. */
export async function sentMailTo(address: string): Promise<SentMail[]> {
  const endpoint = emulatedSesEndpoint();
  if (!endpoint) throw new Error('No SES emulator to read sent mail from');
  const response = await fetch(`${endpoint}/store`);
  if (!response.ok) throw new Error(`GET /store answered ${response.status}`);
  const { emails } = (await response.json()) as { emails: SentMail[] };
  return emails.filter((email) => email.destination.to.some((to) => to.toLowerCase().includes(address.toLowerCase())));
}

/** The registration link of an invitation e-mail, and the token and user name it carries. */
export function registrationLinkOf(mail: SentMail): { link: URL; token: string; username: string } {
  const match = /https?:\/\/\S+\/register\?\S+/.exec(mail.body.text ?? '');
  if (!match) throw new Error(`No registration link in "${mail.subject}"`);
  const link = new URL(match[0]);
  return { link, token: link.searchParams.get('token') ?? '', username: link.searchParams.get('username') ?? '' };
}
