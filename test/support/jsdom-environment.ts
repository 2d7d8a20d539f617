/**
 * jsdom plus the web platform pieces Node has and jsdom lacks (fetch's Request/Response, text
 * encoding, streams), so components run against the same APIs as in a browser.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import JSDOMEnvironment from 'jest-environment-jsdom';

export default class BrowserLikeEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, {
      TextEncoder,
      TextDecoder,
      fetch,
      Request,
      Response,
      Headers,
      ReadableStream,
      structuredClone,
    });
  }
}
