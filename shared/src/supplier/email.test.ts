import { describe, expect, it } from 'vitest';
import { supplierEmail, supplierSurveyLink, templateLanguage } from './email.ts';

const template = {
  subjectEn: 'Your carbon data',
  subjectFr: 'Vos données carbone',
  headerEn: 'Hello,\nplease answer.',
  headerFr: 'Bonjour,',
  footerEn: 'Thanks & regards',
  footerFr: null,
};

describe('supplierSurveyLink', () => {
  it('puts the supplier uuid in the path and the token, encoded, in the query, on the bare origin', () => {
    expect(supplierSurveyLink('https://app.cairn.example/some/path', '0b5c1e6e-0000-4000-8000-000000000001', 'a+b/c')).toBe(
      'https://app.cairn.example/supplier-engagement-survey/0b5c1e6e-0000-4000-8000-000000000001?token=a%2Bb%2Fc',
    );
  });
});

describe('supplierEmail', () => {
  const link = 'https://app.cairn.example/supplier-engagement-survey/u?token=t';

  it('writes to a French supplier in French when the template has a French subject, never mixing sides', () => {
    expect(supplierEmail(template, 'fr', link)).toEqual({
      subject: 'Vos données carbone',
      // No French footer: nothing of the English footer is borrowed.
      text: `Bonjour,\n\nRépondre au questionnaire\u00a0: ${link}`,
      html: `<p>Bonjour,</p><p><a href="${link}">Répondre au questionnaire</a></p>`,
    });
  });

  it('writes in English to an English supplier, to another language, and to a French one without a French side', () => {
    expect(templateLanguage(template, 'en')).toBe('en');
    expect(templateLanguage(template, 'de')).toBe('en');
    expect(templateLanguage({ subjectFr: null }, 'fr')).toBe('en');
    const email = supplierEmail(template, 'de', link);
    expect(email.subject).toBe('Your carbon data');
    expect(email.text).toBe(`Hello,\nplease answer.\n\nAnswer the questionnaire: ${link}\n\nThanks & regards`);
    expect(email.html).toBe(`<p>Hello,<br>please answer.</p><p><a href="${link}">Answer the questionnaire</a></p><p>Thanks &amp; regards</p>`);
  });
});
