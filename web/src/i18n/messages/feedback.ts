/** Messages of the feedback dialog. Keys are `<area>.<view>.<element>`; French mirrors English. */
export const enFeedback = {
  'feedback.dialog.open': 'Send feedback',
  'feedback.dialog.title': 'Your feedback',
  'feedback.dialog.intro': 'Tell us what works, what does not, or what you miss. We read every message.',
  'feedback.dialog.message': 'Message',
  'feedback.dialog.email': 'E-mail (optional, if you would like an answer)',
  'feedback.dialog.cancel': 'Cancel',
  'feedback.dialog.send': 'Send',
  'feedback.dialog.thanks': 'Thanks for your feedback!',
} as const;
