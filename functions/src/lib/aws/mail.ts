import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Email } from '@cairn/shared/assets/invitations';
import { config } from '../config.ts';
import { sesClient } from './clients.ts';

/**
 * Sends one e-mail through SES v2, from the deployment's sender and through its configuration
 * set, so its delivery events (bounce, complaint, delivery) come back like a campaign's. `kind`
 * tags the message ('invitation'), for the events and the logs. Answers the SES message id.
 */
export async function sendEmail(to: string, email: Email, kind: string): Promise<string> {
  const configurationSet = config.sesConfigurationSet();
  const answer = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom(),
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
        },
      },
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      EmailTags: [{ Name: 'kind', Value: kind }],
    }),
  );
  return answer.MessageId ?? '';
}
