// Types of feature-boundaries.js (plain JavaScript: eslint.config.js imports it as it is).
import type { ESLint, Rule } from 'eslint';

export function targetFeature(filename: string, specifier: string): string | null;
export const noCrossFeatureImports: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
