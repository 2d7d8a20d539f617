/** The route's handler module, mapped per function at bundling (see rest-api-entry.ts). */
declare module 'learnfree-route-handler' {
  export const handler: import('./rest-api-adapter').HttpApiHandler;
}
