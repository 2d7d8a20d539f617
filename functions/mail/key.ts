/**
 * The manifest key of the worker SES's bounce and complaint events reach. Apart from the manifest
 * part, so the local SES can name the worker it invokes without loading the worker's code.
 */
export const MAIL_EVENTS = 'mail-events';
