import { Arn, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/**
 * What happens to a sent e-mail. Opens and clicks are left out: campaign reports need
 * delivery and failure, and tracking pixels in supplier e-mails are not wanted.
 */
const deliveryEvents = [
  ses.EmailSendingEvent.SEND,
  ses.EmailSendingEvent.DELIVERY,
  ses.EmailSendingEvent.BOUNCE,
  ses.EmailSendingEvent.COMPLAINT,
  ses.EmailSendingEvent.REJECT,
  ses.EmailSendingEvent.DELIVERY_DELAY,
  ses.EmailSendingEvent.RENDERING_FAILURE,
];

/** The SES configuration set every e-mail is sent with, and where its events go. */
export class Mail extends Construct {
  readonly configurationSet: ses.ConfigurationSet;
  readonly events: sns.Topic;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      // Keep sending to addresses that bounced or complained from hurting the account.
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
    });
    this.events = new sns.Topic(this, 'Events', { displayName: 'Cairn e-mail delivery events' });
    // Also gives SES, for this configuration set only, the right to publish to the topic.
    this.configurationSet.addEventDestination('ToTopic', {
      destination: ses.EventDestination.snsTopic(this.events),
      events: deliveryEvents,
    });
  }

  /** Sending from the account's verified identities, and through this configuration set. */
  grantSend(grantee: iam.IGrantable): void {
    const stack = Stack.of(this);
    const sesArn = (resource: string, resourceName: string) =>
      Arn.format({ service: 'ses', resource, resourceName }, stack);
    iam.Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resourceArns: [sesArn('identity', '*'), sesArn('configuration-set', this.configurationSet.configurationSetName)],
    });
  }

  deliverEventsTo(handler: lambda.IFunction): void {
    this.events.addSubscription(new subscriptions.LambdaSubscription(handler));
  }
}
