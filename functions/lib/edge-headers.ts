/**
 * The headers the edge (CloudFront in the cloud, the local gateway locally) adds to every request
 * it forwards to the APIs. Clients cannot set either: the edge overwrites both.
 */

/** Carries the origin secret, which proves a request came through the edge. */
export const ORIGIN_SECRET_HEADER = 'x-learnfree-origin-secret';

/** The viewer's own address as `ip:port` (an IPv6 address without brackets). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
