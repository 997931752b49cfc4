// ESLint rule of the web app's feature boundaries (ADR 0044): a module under
// app/features/<a>/ never imports app/features/<b>/ — features meet in route modules, and what
// two features share lives in app/ui or app/lib. Type-only imports count too: a feature that
// needs another's wire type takes it from @sporta/contracts.
import path from 'node:path';

const FEATURE_FILE = /^(.*\/app\/features)\/([^/]+)\//;
/** A non-relative specifier that names a feature folder (an alias such as ~/features/cart). */
const FEATURE_SPECIFIER = /(?:^|\/)app\/features\/([^/]+)|^~\/features\/([^/]+)/;

/** The feature a specifier imported from `filename` lands in, or null outside app/features. */
export function targetFeature(filename, specifier) {
  const file = filename.split(path.sep).join('/');
  const match = FEATURE_FILE.exec(file);
  if (!match) return null;
  const featuresRoot = match[1];
  if (specifier.startsWith('.')) {
    const resolved = path.posix.resolve(path.posix.dirname(file), specifier);
    if (!resolved.startsWith(`${featuresRoot}/`)) return null;
    return resolved.slice(featuresRoot.length + 1).split('/')[0] || null;
  }
  const alias = FEATURE_SPECIFIER.exec(specifier);
  return alias ? (alias[1] ?? alias[2]) : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature never imports another feature (compose them in routes).' },
    schema: [],
    messages: {
      crossFeature:
        "features/{{from}} must not import features/{{to}} ('{{specifier}}'): compose them in a route module, or move the shared piece to app/ui or app/lib (ADR 0044).",
    },
  },
  create(context) {
    const filename = context.filename;
    const own = FEATURE_FILE.exec(filename.split(path.sep).join('/'))?.[2];
    if (!own) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = targetFeature(filename, source.value);
      if (to && to !== own)
        context.report({
          node: source,
          messageId: 'crossFeature',
          data: { from: own, to, specifier: source.value },
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `typeof import('../../b/x')` and `import('../../b/x').T` in type positions
      TSImportType: (node) =>
        check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
