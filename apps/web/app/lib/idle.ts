// Work the page does not need to become interactive runs when the browser is idle, out of the
// tasks that hydrate it (ADR 0018). `timeout` bounds the wait on a browser that stays busy.
export function whenIdle(run: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, Math.min(timeout, 2000));
  return () => window.clearTimeout(id);
}

// Work an effect starts at mount (a first request, say) runs in a task of its own, after the
// one that runs every component's effects of the hydration: that task stays short (ADR 0019).
export function nextTask(run: () => void): () => void {
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
}
