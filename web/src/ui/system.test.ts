import { defaultSystem } from '@chakra-ui/react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio, minimumNonTextContrast, minimumTextContrast } from './contrast.ts';
import { adjustedRecipes, loadPageRecipes, system } from './system.ts';

// The theme as a page sees it: the shell's recipes and the pages' (system.ts).
beforeAll(() => loadPageRecipes());

const webSrc = join(dirname(fileURLToPath(import.meta.url)), '..');
const chakraEsm = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')).replace(/cjs$/, 'esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name the app imports from Chakra, with the file that first imports it. */
function importedChakraNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of sourceFiles(webSrc)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of list!.split(',')) {
        const name = part.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (name && !names.has(name)) names.set(name, file.slice(webSrc.length + 1));
      }
    }
  }
  return names;
}

/** The component folder of Chakra's package that exports a name, read from the package's index. */
function componentFolder(chakraIndex: string, name: string): string | undefined {
  const escaped = name.replace(/\$/g, '\\$');
  const direct = new RegExp(`export \\{[^}]*\\b${escaped}\\b[^}]*\\} from '\\./components/([^/]+)/`).exec(chakraIndex);
  if (direct) return direct[1];
  const namespace = new RegExp(`export \\{ (namespace[$\\w]*) as ${escaped} \\}`).exec(chakraIndex)?.[1];
  if (!namespace) return undefined;
  return new RegExp(`import \\* as ${namespace.replace(/\$/g, '\\$')} from '\\./components/([^/]+)/`).exec(chakraIndex)?.[1];
}

/** The recipe keys a component folder's files ask the system for, and those of the folders they import. */
function recipeKeys(folder: string, seen = new Set<string>()): string[] {
  if (seen.has(folder)) return [];
  seen.add(folder);
  const dir = join(chakraEsm, 'components', folder);
  const keys: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(dir, file), 'utf8');
    for (const [, key] of code.matchAll(/key: "(\w+)"/g)) keys.push(key!);
    for (const [, other] of code.matchAll(/from '\.\.\/([\w-]+)\//g)) keys.push(...recipeKeys(other!, seen));
  }
  return keys;
}

describe('the Chakra system', () => {
  it('has the default theme recipe of every Chakra component the app imports, as the default system styles it', () => {
    const chakraIndex = readFileSync(join(chakraEsm, 'index.js'), 'utf8');
    const defaults = { ...defaultSystem._config.theme?.recipes, ...defaultSystem._config.theme?.slotRecipes };
    const ours = { ...system._config.theme?.recipes, ...system._config.theme?.slotRecipes };
    const missing: string[] = [];
    for (const [name, file] of importedChakraNames()) {
      const folder = componentFolder(chakraIndex, name);
      if (!folder) continue; // a hook, a type or a helper, not a component
      for (const key of new Set(recipeKeys(folder))) {
        if (!(key in defaults)) continue;
        const same = adjustedRecipes.includes(key) ? key in ours : JSON.stringify(ours[key]) === JSON.stringify(defaults[key]);
        if (!same) missing.push(`${name} (${file}) needs the recipe "${key}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the components it checks (the scan reads the app and the package)', () => {
    const chakraIndex = readFileSync(join(chakraEsm, 'index.js'), 'utf8');
    expect(componentFolder(chakraIndex, 'IconButton')).toBe('button');
    expect(componentFolder(chakraIndex, 'NativeSelect')).toBe('native-select');
    expect(recipeKeys('dialog')).toContain('dialog');
    expect(importedChakraNames().has('Button')).toBe(true);
  });

  it('keeps the default theme tokens, so colours and sizes are unchanged', () => {
    expect(system.token('colors.gray.600')).toBe(defaultSystem.token('colors.gray.600'));
    expect(system.token('spacing.4')).toBe(defaultSystem.token('spacing.4'));
  });
});

/** A semantic colour's light-mode value as a hexadecimal colour, following token references. */
function lightColour(name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`No colour token ${name}`);
  const conditions = (token.extensions as { conditions?: Record<string, string> }).conditions;
  const raw = conditions ? (conditions['_light'] ?? conditions['base'])! : String(token.originalValue || token.value);
  const reference = /^\{colors\.(.+)\}$/.exec(raw)?.[1];
  if (reference) return lightColour(reference);
  if (raw === 'white') return '#ffffff';
  if (raw === 'black') return '#000000';
  return raw;
}

describe("the theme's colours meet WCAG 2.1 AA contrast", () => {
  const pages = ['bg', 'bg.subtle', 'bg.panel'];
  const palettes = ['teal', 'green', 'orange', 'red', 'blue', 'gray', 'purple'];

  it.each(['fg', 'fg.muted', 'fg.subtle', 'fg.error', 'fg.warning', 'fg.success', 'fg.info'])('%s reads at 4.5:1 on every page background', (text) => {
    for (const page of pages) expect(contrastRatio(lightColour(text), lightColour(page)), `${text} on ${page}`).toBeGreaterThanOrEqual(minimumTextContrast);
  });

  it.each(['error', 'warning', 'success', 'info'])('%s text reads on its own alert background', (status) => {
    expect(contrastRatio(lightColour(`fg.${status}`), lightColour(`bg.${status}`))).toBeGreaterThanOrEqual(minimumTextContrast);
  });

  it('secondary text reads on the muted background too (side menus, table headers)', () => {
    for (const text of ['fg', 'fg.muted', 'fg.subtle']) expect(contrastRatio(lightColour(text), lightColour('bg.muted')), text).toBeGreaterThanOrEqual(minimumTextContrast);
  });

  it.each(palettes)('a solid %s button writes its text at 4.5:1, and its text colour reads on the page and on its subtle badge', (palette) => {
    expect(contrastRatio(lightColour(`${palette}.contrast`), lightColour(`${palette}.solid`)), `${palette}.contrast on solid`).toBeGreaterThanOrEqual(minimumTextContrast);
    expect(contrastRatio(lightColour(`${palette}.fg`), lightColour('bg')), `${palette}.fg on bg`).toBeGreaterThanOrEqual(minimumTextContrast);
    expect(contrastRatio(lightColour(`${palette}.fg`), lightColour(`${palette}.subtle`)), `${palette}.fg on subtle`).toBeGreaterThanOrEqual(minimumTextContrast);
  });

  it("draws a menu's highlighted item as a solid bar that stands out from the menu, its text readable on it", () => {
    const menu = system._config.theme?.slotRecipes?.['menu'] as { defaultVariants?: { variant?: string } } | undefined;
    expect(menu?.defaultVariants?.variant).toBe('solid');
    expect(contrastRatio(lightColour('gray.solid'), lightColour('bg.panel'))).toBeGreaterThanOrEqual(minimumNonTextContrast);
    expect(contrastRatio(lightColour('gray.contrast'), lightColour('gray.solid'))).toBeGreaterThanOrEqual(minimumTextContrast);
  });

  it.each(palettes)('the %s focus ring stands out at 3:1 from every page background', (palette) => {
    for (const page of pages) expect(contrastRatio(lightColour(`${palette}.focusRing`), lightColour(page)), `${palette} ring on ${page}`).toBeGreaterThanOrEqual(minimumNonTextContrast);
  });
});
