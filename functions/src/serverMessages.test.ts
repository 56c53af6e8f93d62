import { learnServerMessageTexts } from '@cairn/shared/errorMessages';
import { messageOfText, messages } from '@cairn/shared/errors';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// As the pipeline does when it starts (lib/http/procedure.ts).
learnServerMessageTexts();

/** Every source file of the functions (tests aside), with its text. */
function sources(directory: string): { path: string; text: string }[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

const all = sources(join(import.meta.dirname));

/** Every literal an expression pattern captures, with the file it is in. */
const literals = (pattern: RegExp) => all.flatMap(({ path, text }) => [...text.matchAll(pattern)].map((match) => ({ path, text: match[1] ?? '' })));

describe('the messages the handlers answer with', () => {
  it('are in the message catalogue when written out, so they travel with a key the web says in French', () => {
    const written = literals(/new AppError\(\s*'[A-Z_]+',\s*'([^']*)'/g);
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter(({ text }) => !messageOfText(text))).toEqual([]);
  });

  it('say not-found of a thing the catalogue words whole', () => {
    const subjects = literals(/notFound\('([^']*)'\)/g);
    expect(subjects.length).toBeGreaterThan(5);
    expect(subjects.filter(({ text }) => !messageOfText(messages.notFound(text)))).toEqual([]);
  });
});
