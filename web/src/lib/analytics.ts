/**
 * Page views and page errors through one pluggable hook. Nothing is sent until an operator registers
 * a provider (e.g. in a script tag that calls `window.learnfreeAnalytics = { pageView(path) {...} }`),
 * so the product sends no data to third parties by default.
 */
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { routePatterns } from '../config/paths';

export interface AnalyticsProvider {
  pageView(path: string): void;
  /** A page failed to render or load; `message` is the error's own text, never page content. */
  pageError?(path: string, message: string): void;
}

let provider: AnalyticsProvider | null = null;

/** @public For a deployment that registers its provider in code (see docs/performance.md, "Analytics"). */
export function setAnalyticsProvider(next: AnalyticsProvider | null): void {
  provider = next;
}

function currentProvider(): AnalyticsProvider | null {
  const fromPage = (window as unknown as { learnfreeAnalytics?: AnalyticsProvider }).learnfreeAnalytics;
  return provider ?? fromPage ?? null;
}

/** Pages whose address is a credential: a one-time verification or password-reset link. */
const LINK_ROUTES = [routePatterns.verify, routePatterns.reset];

/**
 * What a page view reports for an address: the path and query as they are, except for the link
 * pages, which report their route pattern (`/users/:id/reset/:token`), so neither the token nor the
 * account id ever reaches an analytics provider.
 */
export function pageViewPath(pathname: string, search: string): string {
  return LINK_ROUTES.find((pattern) => matchPath(pattern, pathname)) ?? pathname + search;
}

export function usePageViews(): void {
  const location = useLocation();
  useEffect(() => {
    currentProvider()?.pageView(pageViewPath(location.pathname, location.search));
  }, [location.pathname, location.search]);
}

/** Reports an error a page's error boundary caught, with the address it happened on. */
export function reportPageError(path: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  currentProvider()?.pageError?.(path, message);
}
