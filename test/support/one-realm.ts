/**
 * Node's own errors (a refused connection, a reset socket) are created outside a jest test file's
 * sandbox, so `error instanceof Error` is false for them inside it, while it is true in Lambda. The
 * AWS SDK then wraps such an error into a bare Error that has lost its `code`, and the handlers
 * cannot tell an outage from a bug. With this, `instanceof Error` recognises errors of any realm,
 * so code under test sees a failing dependency exactly as it does in production.
 *
 * Returns a function that restores the ordinary check.
 */
export function recogniseErrorsOfEveryRealm(): () => void {
  const SandboxError = Error;
  const ordinary = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(SandboxError, Symbol.hasInstance, {
    configurable: true,
    value(this: unknown, value: unknown): boolean {
      if (ordinary.call(this, value)) return true;
      // Subclasses (`instanceof HttpError`) keep their ordinary, same-realm meaning.
      return this === SandboxError && Object.prototype.toString.call(value) === '[object Error]';
    },
  });
  return () => {
    Reflect.deleteProperty(SandboxError, Symbol.hasInstance);
  };
}
