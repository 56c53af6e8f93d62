import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { proceduresMarkdown } from './procedures.ts';

const target = fileURLToPath(new URL('../../../docs/procedures.md', import.meta.url));
writeFileSync(target, proceduresMarkdown());
console.log(`Wrote ${target}`);
