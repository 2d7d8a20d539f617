/**
 * What other features may use of course requests: the link into the request form (the catalogue's
 * empty search offers it). Everything else is the requests' own.
 */
export { requestFormHref } from './links';
