/**
 * Sources of the CloudFront Functions (cloudfront-js-2.0, viewer request). They are plain ES5-style
 * JavaScript because that is what the CloudFront runtime accepts; the tests run them as they are.
 */

/** CloudFront's limit on a function's code. */
export const MAX_FUNCTION_BYTES = 10 * 1024;

/** Where the build keeps the page rendered for `page` (a path such as `/about`, or `/`). */
export const prerenderedFile = (page: string): string => `/prerendered${page === '/' ? '' : page}/index.html`;

/**
 * The single-page app's routes (`/courses`, `/users/abc/verify/xyz`) have no file extension. Those
 * rendered at build time (`pages`, read from the build at synth) are answered by their page, the
 * rest by index.html, the app shell that renders in the browser (a course approved after the build).
 * So is an address with a query: its page was rendered without one (`/course?q=…` searches), and
 * React cannot adopt HTML that differs from its first render.
 * Paths with an extension are files and reach S3 unchanged, so a missing asset is a real 404 instead
 * of an HTML page served as JavaScript. A trailing slash names the same page, as at the local gateway.
 */
export function spaRewriteSource(pages: readonly string[]): string {
  // An array, not an object: a path like `/constructor` must not find something inherited.
  const source = `var PRERENDERED = ${JSON.stringify([...pages].sort())};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) {
    return request;
  }
  var page = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (PRERENDERED.indexOf(page) !== -1 && Object.keys(request.querystring).length === 0) {
    request.uri = page === '/' ? '/prerendered/index.html' : '/prerendered' + page + '/index.html';
  } else {
    request.uri = '/index.html';
  }
  return request;
}`;
  const bytes = Buffer.byteLength(source);
  if (bytes > MAX_FUNCTION_BYTES)
    throw new Error(
      `The viewer function that serves the ${pages.length} prerendered pages would be ${bytes} bytes, over CloudFront's ${MAX_FUNCTION_BYTES}: render fewer pages at build time, or move the list into a CloudFront KeyValueStore`,
    );
  return source;
}

/**
 * A WebSocket API answers on its stage path only; the origin path supplies the stage, so the viewer's
 * `/socket.io...` must become `/`. The query string is kept.
 */
export const SOCKET_REWRITE_SOURCE = `function handler(event) {
  var request = event.request;
  request.uri = '/';
  return request;
}`;
