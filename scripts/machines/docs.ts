/**
 * Writes docs/machines/<name>.md and docs/machines/README.md from the machines, and docs/machines/paths.md
 * from their models (`npm run machines:docs`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadMachines, ROOT } from './catalog';
import { machinePage, readme } from './diagram';
import { writeTable } from './paths';

/** Every generated file: path below the repository -> content. */
export async function machineDocs(): Promise<Record<string, string>> {
  const entries = await loadMachines();
  const files: Record<string, string> = { 'docs/machines/README.md': readme(entries) };
  for (const e of entries) files[`docs/machines/${e.name}.md`] = machinePage(e);
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await machineDocs();
  mkdirSync(join(ROOT, 'docs/machines'), { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(ROOT, path), text);
  console.info(`wrote ${Object.keys(files).length} files in docs/machines/`);
  // The QA paths' table comes from the machines' models (their test files): slower, so written last.
  console.info(`wrote docs/machines/paths.md (${await writeTable()} models)`);
}
