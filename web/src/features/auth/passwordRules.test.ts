import { describe, expect, it } from 'vitest';
import { passwordRuleStates } from './passwordRules.ts';

const unmet = (password: string) => passwordRuleStates(password).filter((rule) => !rule.met).map((rule) => rule.label);

describe('passwordRuleStates', () => {
  it('meets every rule with a long, varied password', () => {
    expect(unmet('Fjord-Lantern-58')).toEqual([]);
  });

  it('reports each failing rule as the user types', () => {
    expect(unmet('')).toEqual(['auth.register.ruleLength', 'auth.register.ruleDistinct']);
    expect(unmet('aaaa1234')).toEqual(['auth.register.ruleLength', 'auth.register.ruleDigits', 'auth.register.ruleDistinct']);
    expect(unmet('Fjord-Lantern-587')).toEqual(['auth.register.ruleDigits']);
  });

  it('counts bytes, not characters, for the upper limit', () => {
    // 36 characters of two bytes each make 72 bytes, one too many; 35 make 70, which is fine.
    const accented = 'éèêëàâäî'.repeat(4) + 'ïôöû';
    expect(unmet(accented)).toEqual(['auth.register.ruleBytes']);
    expect(unmet(accented.slice(1))).toEqual([]);
  });
});
