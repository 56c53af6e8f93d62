import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAllResources, resourcesDirectory } from './render.ts';

/**
 * `npm run resources`: writes the PDFs of the Resources page to web/public/resources, one per
 * document and language (`<slug>.<en|fr>.pdf`), and removes PDFs no document produces any more.
 * The output is deterministic; a test fails when a committed file differs from what this writes.
 */
const directory = fileURLToPath(resourcesDirectory);
mkdirSync(directory, { recursive: true });
const files = await renderAllResources();
for (const { fileName, bytes, pages } of files) {
  writeFileSync(join(directory, fileName), bytes);
  console.log(`Wrote ${fileName} (${pages} pages, ${(bytes.length / 1024).toFixed(1)} KiB)`);
}
const expected = new Set(files.map((file) => file.fileName));
for (const name of readdirSync(directory)) {
  if (name.endsWith('.pdf') && !expected.has(name)) {
    rmSync(join(directory, name));
    console.log(`Removed ${name}`);
  }
}
