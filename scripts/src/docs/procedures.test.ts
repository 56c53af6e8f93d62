import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inputFields, proceduresMarkdown } from './procedures.ts';
import { procedures } from '@cairn/shared/contract';

describe('docs/procedures.md', () => {
  it('is what the contract generates (run `npm run docs` after changing the contract)', () => {
    const onDisk = readFileSync(fileURLToPath(new URL('../../../docs/procedures.md', import.meta.url)), 'utf8');
    expect(onDisk).toBe(proceduresMarkdown());
  });

  it('lists input fields with their optionality', () => {
    expect(inputFields(procedures['user.login'])).toBe('`username` (string), `password` (string)');
    expect(inputFields(procedures['dashboard.get'])).toContain('`assetUuid?`');
    expect(inputFields(procedures.version)).toBe('none');
  });
});
