/**
 * Points the functions of this test process at a gateway it started: the gateway's address becomes
 * the site's origin (state-changing calls are accepted only from it), the chat's management
 * endpoint and the endpoint fan-out workers are invoked through. The variables are the ones the
 * local stack sets (`gatewayEnvironment`), so a test cannot leave one of them pointing elsewhere.
 */
import { gatewayEnvironment } from '../../infra/local/environment';

/** Sets the variables for the gateway at `url`; the function returned puts the previous values back. */
export function pointAtGateway(url: string): () => void {
  const variables = gatewayEnvironment(url);
  const previous = Object.keys(variables).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, variables);
  return () => {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
