/**
 * Sources of the CloudFront Functions (cloudfront-js-2.0, viewer request). They are plain ES5-style
 * JavaScript because that is what the CloudFront runtime accepts; the tests run them as they are.
 */

/**
 * The single-page app's routes (`/courses`, `/users/abc/verify/xyz`) have no file extension and are
 * all answered by index.html. Paths with an extension are files and reach S3 unchanged, so a missing
 * asset is a real 404 instead of an HTML page served as JavaScript.
 */
export const SPA_REWRITE_SOURCE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
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
