import { escapeHtml, type Email } from '../assets/invitations.ts';

/*
 * The e-mail that tells a questionnaire's consultants of a client's new comment (spec 2 section 6:
 * clients comment to the consultant). Staff read the admin app in English; the client's words are
 * quoted as written, escaped in the HTML.
 */

export interface CommentEmailInput {
  assetName: string;
  questionnaireLabel: string;
  questionLabel: string;
  authorName: string;
  message: string;
  /** The staff page of the footprint, where the questionnaire tab shows the badge. */
  link: string;
}

/** A comment is quoted whole up to this length, then cut with an ellipsis: the page has the rest. */
const quotedLength = 600;

export function commentEmail(input: CommentEmailInput): Email {
  const quoted = input.message.length > quotedLength ? `${input.message.slice(0, quotedLength)}…` : input.message;
  const subject = `New comment from ${input.assetName}: ${input.questionLabel}`;
  const intro = `${input.authorName} (${input.assetName}) commented on "${input.questionLabel}" in the questionnaire "${input.questionnaireLabel}":`;
  const text = [intro, '', quoted, '', `Answer it in Cairn: ${input.link}`].join('\n');
  const paragraph = (content: string) => `<p style="margin:0 0 14px">${content}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a202c;font-size:15px;line-height:1.5">',
    paragraph(escapeHtml(intro)),
    `<blockquote style="margin:0 0 14px;padding:8px 14px;border-left:3px solid #0f766e;white-space:pre-wrap">${escapeHtml(quoted)}</blockquote>`,
    paragraph(`<a href="${escapeHtml(input.link)}">Answer it in Cairn</a>`),
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
