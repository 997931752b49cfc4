// A list item whose content the browser hydrates when it comes into sight, not with the page
// (ADR 0020). The server renders it in full, so what the shopper sees and what crawlers read
// does not change; React leaves that markup as it is until the item is needed:
//
// - when it comes within 300 px of the viewport (an IntersectionObserver);
// - at once when the shopper presses, taps, clicks, focuses or types in it: React hydrates the
//   item synchronously and the event reaches the hydrated handlers (React's selective hydration
//   of a Suspense boundary, opened here first in the capture phase);
// - otherwise one item per idle moment after the page has started, so that every item is
//   hydrated a little later without a long task.
//
// A grid of 24 product cards otherwise hydrates as one block of work while the page starts.
// Items rendered on the client (a page reached by navigation) render at once, as anything else.
import { Suspense, use, useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { whenIdle } from '../lib/idle';

interface Gate {
  open: boolean;
  attempts: number;
  opened: Promise<void>;
  resolve: () => void;
  /** The item's element while it is watched. */
  element?: Element;
}

function newGate(): Gate {
  const gate = { open: false, attempts: 0 } as Gate;
  gate.opened = new Promise<void>((resolve) => (gate.resolve = resolve));
  return gate;
}

const gates = new WeakMap<Element, Gate>();
const waiting = new Set<Gate>();
let observer: IntersectionObserver | undefined;
let idleQueued = false;

function forget(gate: Gate) {
  waiting.delete(gate);
  if (!gate.element) return;
  gates.delete(gate.element);
  observer?.unobserve(gate.element);
  gate.element = undefined;
}

// The one way a gate opens, whatever opens it (sight, an event, idle time, an update).
function open(gate: Gate) {
  if (gate.open) return;
  gate.open = true;
  gate.resolve();
  forget(gate);
}

// Runs on window in the capture phase, before React's listeners on the document: the item's
// gate is open by the time React hydrates it for this event.
function openFromEvent(event: Event) {
  for (let node = event.target as Element | null; node; node = node.parentElement) {
    const gate = gates.get(node);
    if (gate) return open(gate);
  }
}

const INTERACTIONS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

function install() {
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const gate = entry.isIntersecting && gates.get(entry.target);
        if (gate) open(gate);
      }
    },
    { rootMargin: '300px' },
  );
  for (const type of INTERACTIONS)
    window.addEventListener(type, openFromEvent, { capture: true, passive: true });
}

// One item per idle callback: each hydration is a short task of its own.
function openNextWhenIdle() {
  if (idleQueued) return;
  idleQueued = true;
  whenIdle(() => {
    idleQueued = false;
    const next = waiting.values().next();
    if (next.done) return;
    open(next.value);
    openNextWhenIdle();
  });
}

function watch(element: Element, gate: Gate): () => void {
  if (gate.open) return () => {};
  if (!observer) install();
  gate.element = element;
  gates.set(element, gate);
  waiting.add(gate);
  observer!.observe(element);
  openNextWhenIdle();
  return () => forget(gate);
}

const noSubscription = () => () => {};
/** True while React hydrates the calling component from the server's markup. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

function WaitForGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.open) {
    // The first attempt to hydrate the item waits for the gate: the boundary keeps its server
    // markup. React only tries again before the gate opens when an update reaches the item
    // (new props, a context above it changing): it must then hydrate, or React would throw the
    // markup away and render the item anew on the client, empty until the gate opens.
    if (gate.attempts++ > 0) open(gate);
    else use(gate.opened);
  }
  return children;
}

export function HydrateOnSight({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  // Decided once, at the item's first render: hydrating in a browser, or not.
  const [gate] = useState(() => (hydrating && typeof window !== 'undefined' ? newGate() : null));
  const ref = useCallback(
    (element: HTMLLIElement | null) => (gate && element ? watch(element, gate) : undefined),
    [gate],
  );
  // The same element while the children are the same: an item rendering again (its hydrating
  // flag settling, say) sends no update into its boundary.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <WaitForGate gate={gate}>{children}</WaitForGate>
      </Suspense>
    ),
    [gate, children],
  );
  return <li ref={ref}>{boundary}</li>;
}
