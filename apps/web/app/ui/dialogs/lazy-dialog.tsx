// Dialogs, drawers and menus are loaded on first use: `lazyDialog(() => import(...))` gives a
// component that renders nothing (and loads nothing) until its `open` prop is first true, then
// loads its module and stays mounted, so closing keeps its transition. Nothing of it is in the
// server-rendered page. It renders inside MUI's scope, loaded with it. See
// docs/decisions/0008-web-performance-budget.md and 0015.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { scoped } from '../scoped';

export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Loaded = lazy(scoped(load)) as unknown as ComponentType<P>;
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
