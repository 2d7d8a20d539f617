/** Loads a handler module of the manifest by its name (`auth/login`), once. */
import { join } from 'node:path';

type AnyHandler = (event: never) => Promise<unknown>;
const functionsDir = join(__dirname, '..', '..', 'functions');
const cache = new Map<string, Promise<AnyHandler>>();

export function loadHandler<H = (event: unknown) => Promise<unknown>>(name: string): Promise<H> {
  let loaded = cache.get(name);
  if (!loaded) {
    loaded = import(join(functionsDir, `${name}.ts`)).then((module: { handler?: AnyHandler }) => {
      if (typeof module.handler !== 'function')
        throw new Error(`functions/${name}.ts does not export a handler`);
      return module.handler;
    });
    cache.set(name, loaded);
  }
  return loaded as Promise<H>;
}
