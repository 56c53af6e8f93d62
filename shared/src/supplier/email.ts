import { escapeHtml, type Email } from '../assets/invitations.ts';
import type { EmailTemplate, SupplierLanguage } from './model.ts';

/*
 * The e-mail a supplier receives from a send (spec 3 section 2.6 "Send emails"): the template's
 * subject, header and footer around the supplier's form link. Templates are written in English
 * and, optionally, French: a French-speaking supplier gets the French side when the template has
 * a French subject (its French side exists), every other supplier the English side. The sides
 * are never mixed field by field, so an e-mail is in one language.
 */

/**
 * The supplier's form link (spec 3 section 2.6): `<origin>/supplier-engagement-survey/{uuid}?token=…`,
 * the token encoded. The origin is the app's, without a trailing slash or a path.
 */
export function supplierSurveyLink(appOrigin: string, supplierUuid: string, token: string): string {
  const origin = new URL(appOrigin).origin;
  return `${origin}/supplier-engagement-survey/${encodeURIComponent(supplierUuid)}?${new URLSearchParams({ token }).toString()}`;
}

type TemplateText = Pick<EmailTemplate, 'subjectEn' | 'subjectFr' | 'headerEn' | 'headerFr' | 'footerEn' | 'footerFr'>;

/** The link's label, with its colon as each language sets it (a non-breaking space before it in French). */
const action = { en: 'Answer the questionnaire:', fr: 'Répondre au questionnaire\u00a0:' } as const;

/** Which side of the template a supplier in `language` reads. */
export function templateLanguage(template: Pick<EmailTemplate, 'subjectFr'>, language: SupplierLanguage): 'en' | 'fr' {
  return language === 'fr' && template.subjectFr !== null ? 'fr' : 'en';
}

/** The e-mail of one supplier: subject, then header, the link and footer, as text and HTML. */
export function supplierEmail(template: TemplateText, language: SupplierLanguage, link: string): Email {
  const side = templateLanguage(template, language);
  const subject = side === 'fr' ? (template.subjectFr ?? template.subjectEn) : template.subjectEn;
  const header = side === 'fr' ? template.headerFr : template.headerEn;
  const footer = side === 'fr' ? template.footerFr : template.footerEn;
  const label = action[side];
  const text = [header, `${label} ${link}`, footer].filter((part): part is string => part !== null && part.trim() !== '').join('\n\n');
  const paragraph = (part: string) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`;
  const html = [
    header !== null && header.trim() !== '' ? paragraph(header) : '',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(label.replace(/\u00a0?:$/, ''))}</a></p>`,
    footer !== null && footer.trim() !== '' ? paragraph(footer) : '',
  ].join('');
  return { subject, text, html };
}
