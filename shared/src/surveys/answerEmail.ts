import { escapeHtml, type Email } from '../assets/invitations.ts';

/*
 * The e-mail that tells a footprint's consultants of a new answer to a survey that asks for it
 * (`notifyOnNewAnswer`, spec 2 "Survey definition"). Staff read the admin app in English; the
 * answer itself stays in the app (it is anonymous and may be long): the e-mail says which survey
 * and how many answers it has now.
 */

export interface AnswerEmailInput {
  assetName: string;
  surveyLabel: string;
  /** Answers received, this one included. */
  answerCount: number;
  /** The staff page of the footprint, where the survey tab shows the answers. */
  link: string;
}

export function answerEmail(input: AnswerEmailInput): Email {
  const subject = `New answer to "${input.surveyLabel}" (${input.assetName})`;
  const count = input.answerCount === 1 ? '1 answer' : `${input.answerCount.toLocaleString('en')} answers`;
  const intro = `The survey "${input.surveyLabel}" of ${input.assetName} received a new answer: it has ${count} now.`;
  const text = [intro, '', `See the answers in Cairn: ${input.link}`].join('\n');
  const paragraph = (content: string) => `<p style="margin:0 0 14px">${content}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a202c;font-size:15px;line-height:1.5">',
    paragraph(escapeHtml(intro)),
    paragraph(`<a href="${escapeHtml(input.link)}">See the answers in Cairn</a>`),
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
