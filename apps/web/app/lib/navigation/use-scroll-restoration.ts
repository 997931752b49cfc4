// Scroll behaviour of spec 000 §2: back/forward restores the position after 500 ms, every
// other navigation starts at the top. Positions are kept per history entry in sessionStorage.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export const SCROLL_RESTORE_DELAY_MS = 500;
const STORAGE_KEY = 'sporta-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  try {
    const positions = readPositions();
    positions[key] = y;
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - 50))) delete positions[old];
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // storage full or unavailable: positions are a nicety
  }
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useIsoLayoutEffect(() => {
    const key = location.key;
    // Track the position while this entry is shown: at cleanup time the next page is already
    // in the DOM and window.scrollY may have been clamped by it.
    let lastY = window.scrollY;
    const onScroll = () => {
      lastY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (navigationType === 'POP') {
      const y = readPositions()[key];
      if (y !== undefined) timer = setTimeout(() => window.scrollTo(0, y), SCROLL_RESTORE_DELAY_MS);
    } else if (!location.hash) {
      window.scrollTo(0, 0);
    }
    return () => {
      if (timer) clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      savePosition(key, lastY);
    };
  }, [location.key]);
}
