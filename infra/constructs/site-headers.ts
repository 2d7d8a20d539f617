/**
 * What the site's responses carry besides their content: cache lifetimes and security headers. One
 * definition for both places that serve the site, the CloudFront distribution (static-site.ts: the
 * response-headers policy and the upload's Cache-Control) and the local gateway, which must serve the
 * build as CloudFront does; infra/test/site-headers.test.ts checks that the two agree. Plain values
 * only, so the local gateway can import this without the CDK.
 */
import { createHash } from 'node:crypto';
import { NO_FLASH_SCRIPT } from '../../shared/theme';

/** Cache-Control of the uploaded files. */
export const CACHE_CONTROL = {
  /** Hashed files under `/assets/`: a new build gives them new names, so they can be kept forever. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /**
   * The app shell and the pages rendered at build time, which answer the app's routes: revalidated
   * each time, so a deploy shows at once.
   */
  page: 'no-cache',
  /** Every other file (favicon, media): an hour. */
  otherFile: 'public, max-age=3600',
} as const;

/**
 * The build's files by lifetime, as `aws s3 sync` filters (relative to the build; `*` spans folders).
 * The distribution uploads each group in a pass of its own with its Cache-Control.
 */
export const BUILD_FILES = {
  hashedAssets: ['assets/*'],
  pages: ['index.html', 'prerendered/*'],
} as const;

/**
 * The brotli and gzip copies the build keeps of its text files (`x.js.br`, `x.js.gz`). The local
 * gateway serves them by Accept-Encoding; CloudFront compresses by itself, so they are not uploaded.
 */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];

/** The Cache-Control the upload gives a file of the build (`file` relative to it, with `/`). */
export function cacheControlOf(file: string): string {
  const matches = (patterns: readonly string[]) =>
    patterns.some((pattern) =>
      pattern.endsWith('*') ? file.startsWith(pattern.slice(0, -1)) : file === pattern,
    );
  if (matches(BUILD_FILES.hashedAssets)) return CACHE_CONTROL.hashedAsset;
  if (matches(BUILD_FILES.pages)) return CACHE_CONTROL.page;
  return CACHE_CONTROL.otherFile;
}

/** A CSP source allowing one inline script by its text's SHA-256 (`'sha256-…'`). */
export const scriptHashSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * Content-Security-Policy of every page: own code plus the YouTube player and thumbnails.
 * `localPlayerOrigin` is the local video provider's (only the local gateway passes one, when the
 * app plays its videos from there): its IFrame API script and embed pages are allowed too.
 */
export function contentSecurityPolicy(siteDomain?: string, localPlayerOrigin?: string): string {
  // 'self' covers same-origin WebSockets in CSP 3 browsers; the explicit wss origin serves older ones
  // where the host is known at synth time (a cloudfront.net name is only known after deployment).
  const connect = ["'self'", ...(siteDomain ? [`wss://${siteDomain}`] : [])].join(' ');
  const localPlayer = localPlayerOrigin ? ` ${localPlayerOrigin}` : '';
  return [
    "default-src 'self'",
    // The one inline script: the page head's theme choice, which must run before the first paint.
    `script-src 'self' ${scriptHashSource(NO_FLASH_SCRIPT)} https://www.youtube.com${localPlayer}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com",
    `frame-src https://www.youtube-nocookie.com https://www.youtube.com${localPlayer}`,
    `connect-src ${connect}`,
    "font-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Two years, the HSTS preload list's expectation. */
export const HSTS_MAX_AGE_SECONDS = 730 * 24 * 60 * 60;

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The security headers of every page, file and API answer, as the browser receives them
 * (CloudFront's response-headers policy overrides whatever the origin sent).
 */
export function securityHeaders(siteDomain?: string, localPlayerOrigin?: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(siteDomain, localPlayerOrigin),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // YouTube's player needs the embedding origin in the Referer; the path stays private.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
