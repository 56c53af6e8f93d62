// @ts-check
/**
 * The repository's own lint rules: the boundaries between workspaces that TypeScript alone does
 * not see, and the dependencies a workspace must declare to be built and deployed on its own
 * (a Lambda bundle resolves what `functions/package.json` declares, not what the root happens
 * to have installed).
 *
 * - `workspace-boundaries`: no relative import into another workspace (import its package);
 *   no package importing itself by its own name; the client app never statically imports the
 *   admin app's code (a lazy `import()` is how the router loads it; its types are free).
 * - `declared-dependencies`: every package a workspace's source imports at run time is in its
 *   own `dependencies`; tests and tooling may also use its `devDependencies` and the root's.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../../..');
const workspaces = ['shared', 'functions', 'events', 'infra', 'scripts', 'web'];

/** @param {string} file @returns {string | null} the workspace a file belongs to */
export function workspaceOf(file) {
  const [first] = relative(root, resolve(file)).split(sep);
  return first && workspaces.includes(first) ? first : null;
}

/** @type {Map<string, { name: string; dependencies: Set<string>; devDependencies: Set<string> }>} */
const manifests = new Map();
/** @param {string} directory */
function manifest(directory) {
  let found = manifests.get(directory);
  if (!found) {
    const json = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
    found = { name: json.name ?? '', dependencies: new Set(Object.keys(json.dependencies ?? {})), devDependencies: new Set(Object.keys(json.devDependencies ?? {})) };
    manifests.set(directory, found);
  }
  return found;
}

/** @param {string} specifier @returns {string} `@scope/name` or `name` */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const builtins = new Set(builtinModules);
/** @param {string} specifier */
const isBuiltin = (specifier) => specifier.startsWith('node:') || builtins.has(packageOf(specifier));

/**
 * Files that never run in a deployed function or the built app: tests, end-to-end tests, bench
 * and build configuration, and the whole of `scripts/` and `infra/` beyond their declared
 * tools. They may use dev dependencies.
 * @param {string} file
 */
export function isDevFile(file) {
  const path = relative(root, resolve(file)).split(sep).join('/');
  return (
    /\.(test|int\.test|e2e\.test)\.tsx?$/.test(path) ||
    path.startsWith('web/e2e/') ||
    path.startsWith('test/') ||
    /^[^/]+\/[^/]+\.config\.[cm]?[jt]s$/.test(path) ||
    path.startsWith('scripts/bench/')
  );
}

/**
 * Every import form, static or not: `import … from`, `export … from`, `import()`.
 * @param {(node: import('estree').Node, specifier: string, options: { typeOnly: boolean; dynamic: boolean }) => void} check
 */
function onImports(check) {
  /** @param {any} node */
  const statement = (node) => {
    if (node.source && typeof node.source.value === 'string') {
      check(node.source, node.source.value, { typeOnly: node.importKind === 'type' || node.exportKind === 'type', dynamic: false });
    }
  };
  return {
    ImportDeclaration: statement,
    ExportNamedDeclaration: statement,
    ExportAllDeclaration: statement,
    /** @param {any} node */
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node.source, node.source.value, { typeOnly: false, dynamic: true });
    },
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const workspaceBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep workspaces, the client app and the admin app apart' },
    messages: {
      crossWorkspace: "Import '{{target}}' through its package '@cairn/{{target}}', not by a relative path out of '{{own}}/'.",
      selfImport: "'{{own}}' imports its own package '{{name}}': use a relative path to the module.",
      adminFromClient: 'The client app never imports the admin app statically: load it with a lazy import().',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = workspaceOf(file);
    if (!own) return {};
    const ownName = manifest(join(root, own)).name;
    const path = relative(root, resolve(file)).split(sep).join('/');
    const inClientApp = path.startsWith('web/src/') && !path.startsWith('web/src/admin/');
    return onImports((node, specifier, { dynamic, typeOnly }) => {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        const targetWorkspace = workspaceOf(target);
        if (targetWorkspace && targetWorkspace !== own) {
          context.report({ node, messageId: 'crossWorkspace', data: { target: targetWorkspace, own } });
          return;
        }
        const targetPath = relative(root, target).split(sep).join('/');
        if (inClientApp && !dynamic && !typeOnly && targetPath.startsWith('web/src/admin/')) context.report({ node, messageId: 'adminFromClient' });
        return;
      }
      if (ownName && packageOf(specifier) === ownName) context.report({ node, messageId: 'selfImport', data: { own, name: ownName } });
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const declaredDependencies = {
  meta: {
    type: 'problem',
    docs: { description: 'Import only what the workspace declares' },
    messages: {
      undeclared: "'{{name}}' is imported by {{own}}/ but not in {{own}}/package.json's dependencies.",
      devOnly: "'{{name}}' is one of {{own}}/'s devDependencies: code that runs deployed needs it in dependencies.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = workspaceOf(file);
    if (!own) return {};
    const workspace = manifest(join(root, own));
    const rootManifest = manifest(root);
    const dev = isDevFile(file);
    return onImports((node, specifier, { typeOnly }) => {
      if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier) || specifier.startsWith('virtual:')) return;
      const name = packageOf(specifier);
      if (name === workspace.name) return;
      if (workspace.dependencies.has(name)) return;
      // Types vanish at build: their package (or its @types) may come from any declared place.
      const typesName = `@types/${name.replace(/^@/, '').replace('/', '__')}`;
      /** @param {string} candidate */
      const declaredAnywhere = (candidate) =>
        workspace.devDependencies.has(candidate) || rootManifest.devDependencies.has(candidate) || rootManifest.dependencies.has(candidate);
      if (typeOnly && (declaredAnywhere(name) || declaredAnywhere(typesName) || workspace.dependencies.has(typesName))) return;
      if (dev && declaredAnywhere(name)) return;
      if (workspace.devDependencies.has(name)) context.report({ node, messageId: 'devOnly', data: { name, own } });
      else context.report({ node, messageId: 'undeclared', data: { name, own } });
    });
  },
};

/** The plugin, as eslint.config.js registers it under `cairn`. */
export default {
  meta: { name: 'cairn' },
  rules: { 'workspace-boundaries': workspaceBoundaries, 'declared-dependencies': declaredDependencies },
};
