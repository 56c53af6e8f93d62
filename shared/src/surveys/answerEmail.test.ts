import { describe, expect, it } from 'vitest';
import { answerEmail } from './answerEmail.ts';

describe('the new-answer e-mail', () => {
  it('names the survey, the company and the count, with the link, the client’s words escaped', () => {
    const email = answerEmail({ assetName: 'Dupont & Fils', surveyLabel: 'Commute <2026>', answerCount: 12, link: 'https://app.example/carbon-footprints/f?tab=SURVEYS' });
    expect(email.subject).toBe('New answer to "Commute <2026>" (Dupont & Fils)');
    expect(email.text).toContain('it has 12 answers now');
    expect(email.text).toContain('https://app.example/carbon-footprints/f?tab=SURVEYS');
    expect(email.html).toContain('Commute &lt;2026&gt;');
    expect(email.html).not.toContain('<2026>');
  });
});
