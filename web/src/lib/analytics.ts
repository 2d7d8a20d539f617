/**
 * Page-view analytics through one pluggable hook. Nothing is sent until an operator registers a
 * provider (e.g. in a script tag that calls `window.learnfreeAnalytics = { pageView(path) {...} }`),
 * so the product sends no data to third parties by default.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export interface AnalyticsProvider {
  pageView(path: string): void;
}

let provider: AnalyticsProvider | null = null;

/** @public For a deployment that registers its provider in code (see the README). */
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
