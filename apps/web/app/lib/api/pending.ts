// Count of requests in flight; the global overlay shows while it is above 0 (spec 000 §2).
import { startTransition, useEffect, useState } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function beginRequest(): () => void {
  pending += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    emit();
  };
}

/**
 * The count as a component shows it. It follows the count in a transition, not as an external
 * store would (useSyncExternalStore renders synchronously): a request sent while the page
 * hydrates must not make React render in one blocking task (ADR 0019).
 */
export function usePendingRequests(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const follow = () => startTransition(() => setCount(pending));
    listeners.add(follow);
    follow();
    return () => {
      listeners.delete(follow);
    };
  }, []);
  return count;
}
