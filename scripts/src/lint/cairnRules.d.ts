import type { ESLint, Rule } from 'eslint';

/** The types of cairnRules.js, which eslint.config.js loads as plain JavaScript. */
export function workspaceOf(file: string): string | null;
export function packageOf(specifier: string): string;
export function isDevFile(file: string): boolean;
declare const plugin: ESLint.Plugin & { rules: { 'workspace-boundaries': Rule.RuleModule; 'declared-dependencies': Rule.RuleModule } };
export default plugin;
