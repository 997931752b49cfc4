// `lazy(scoped(() => import('./x')))`: the lazily loaded component renders inside MUI's scope
// (theme and emotion cache), whose module is fetched with it — never with the entry pages.
import type { ComponentType } from 'react';

export function scoped<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return () =>
    Promise.all([load(), import('./mui-scope')]).then(([module, scope]) => ({
      default: scope.inScope(module.default),
    }));
}
