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
 * rendered at build time (`pages`, read from the build at synth, Hindi ones under `/hi`) are answered
 * by their page, the rest by index.html, the app shell that renders in the browser (a course
 * approved after the build). So is an address with a query: its page was rendered without one
 * (`/course?q=…` searches), and React cannot adopt HTML that differs from its first render.
 * Paths with an extension are files and reach S3 unchanged, so a missing asset is a real 404 instead
 * of an HTML page served as JavaScript. A trailing slash names the same page, as at the local gateway.
 *
 * The interface's language (docs/translating.md): an English address (no `/hi` prefix) is sent on to
 * its Hindi one with a 302 when the visitor's `lf_lang` cookie says `hi`, or when there is no such
 * cookie and `Accept-Language` prefers Hindi to English. The answer is made here, per request, before
 * the cache, and says `private, no-store`, so no cache keeps it for anyone else; crawlers (no cookie,
 * no Accept-Language) get English.
 */
export function spaRewriteSource(pages: readonly string[]): string {
  // An array, not an object: a path like `/constructor` must not find something inherited.
  const source = `var PRERENDERED = ${JSON.stringify([...pages].sort())};
${LANGUAGE_REDIRECT_SOURCE}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) {
    return request;
  }
  var hindi = hindiAddress(request);
  if (hindi) {
    return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: hindi }, 'cache-control': { value: 'private, no-store' } } };
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
 * `hindiAddress(request)`: the Hindi address to send an English page's request to, or '' to serve
 * it as asked. The same choice as `negotiateUiLanguage` in shared/locale.ts (the tests hold the two
 * to each other): the first of `en`/`hi` by weight, then by order.
 */
const LANGUAGE_REDIRECT_SOURCE = `function preferredLanguage(header) {
  var best = 'en', bestWeight = 0, parts = header.split(',');
  for (var i = 0; i < parts.length; i++) {
    var fields = parts[i].split(';');
    var primary = fields[0].trim().toLowerCase().split('-')[0];
    var weight = 1;
    for (var j = 1; j < fields.length; j++) {
      var field = fields[j].trim();
      if (field.indexOf('q=') === 0) weight = Number(field.substring(2));
    }
    if (!(weight > 0)) continue;
    if ((primary === 'en' || primary === 'hi') && weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}
function encoded(text) {
  try {
    text = decodeURIComponent(text.replace(/\\+/g, ' '));
  } catch (e) {}
  return encodeURIComponent(text);
}
function hindiAddress(request) {
  var uri = request.uri;
  if (uri === '/hi' || uri.indexOf('/hi/') === 0) return '';
  var cookie = request.cookies.lf_lang;
  var chosen = cookie ? cookie.value : '';
  var accept = request.headers['accept-language'];
  if (chosen !== 'hi' && (chosen === 'en' || !accept || preferredLanguage(accept.value) !== 'hi')) return '';
  var query = [];
  for (var name in request.querystring) {
    var value = request.querystring[name];
    var values = value.multiValue ? value.multiValue : [value];
    for (var k = 0; k < values.length; k++) query.push(encoded(name) + '=' + encoded(values[k].value));
  }
  return '/hi' + (uri === '/' ? '/' : uri) + (query.length ? '?' + query.join('&') : '');
}`;

/**
 * A WebSocket API answers on its stage path only; the origin path supplies the stage, so the viewer's
 * `/socket.io...` must become `/`. The query string is kept.
 */
export const SOCKET_REWRITE_SOURCE = `function handler(event) {
  var request = event.request;
  request.uri = '/';
  return request;
}`;
