/**
 * Page views and page errors through one pluggable hook. Nothing is sent until an operator registers
 * a provider (e.g. in a script tag that calls `window.learnfreeAnalytics = { pageView(path) {...} }`),
 * so the product sends no data to third parties by default.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export interface AnalyticsProvider {
  pageView(path: string): void;
  /** A page failed to render or load; `message` is the error's own text, never page content. */
  pageError?(path: string, message: string): void;
}

let provider: AnalyticsProvider | null = null;

export function setAnalyticsProvider(next: AnalyticsProvider | null): void {
  provider = next;
}

function currentProvider(): AnalyticsProvider | null {
  const fromPage = (window as unknown as { learnfreeAnalytics?: AnalyticsProvider }).learnfreeAnalytics;
  return provider ?? fromPage ?? null;
}

export function usePageViews(): void {
  const location = useLocation();
  useEffect(() => {
    currentProvider()?.pageView(location.pathname + location.search);
  }, [location.pathname, location.search]);
}

/** Reports an error a route's error element caught, with the address it happened on. */
export function reportPageError(path: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  currentProvider()?.pageError?.(path, message);
}
