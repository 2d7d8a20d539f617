/** Bad arguments: the command prints its usage and exits with 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A command that ran and could not do its job (e.g. an unknown address): exit code 1. */
export class CommandError extends Error {
  override name = 'CommandError';
}
