/**
 * The few Lambda API calls a rollback needs, as signed REST calls. The project's dependencies have no
 * Lambda client; the DynamoDB client's configuration lends the same credential chain (profiles, SSO,
 * environment), region and hash every other operator command uses, and @smithy/signature-v4 signs.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SignatureV4 } from '@smithy/signature-v4';
import { CommandError } from './cli-errors';
import type { DeployedFunction, LambdaApi, PublishedVersion } from './rollback-command';

const API = '/2015-03-31/functions';

interface FunctionConfiguration {
  FunctionName: string;
  Description?: string;
  Version: string;
  LastModified: string;
  Environment?: { Variables?: Record<string, string> };
}

export async function lambdaApi(): Promise<LambdaApi> {
  const { config } = new DynamoDBClient({});
  const region = await config.region();
  // The SDK's own variable for another endpoint of the service (a test's stand-in).
  const endpoint = new URL(process.env.AWS_ENDPOINT_URL_LAMBDA ?? `https://lambda.${region}.amazonaws.com`);
  const host = endpoint.host;
  const signer = new SignatureV4({
    service: 'lambda',
    region,
    credentials: config.credentials,
    sha256: config.sha256,
  });

  const call = async <T>(
    method: 'GET' | 'PUT',
    path: string,
    query: Record<string, string> = {},
    body?: object,
  ) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const signed = await signer.sign({
      method,
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : undefined,
      path,
      query,
      headers: { host, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload,
    });
    const search = new URLSearchParams(query).toString();
    const answer = await fetch(`${endpoint.origin}${path}${search ? `?${search}` : ''}`, {
      method,
      // fetch sets Host from the address itself (the same value the signature covers).
      headers: Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name !== 'host')),
      body: payload,
    });
    const text = await answer.text();
    if (answer.status === 404) return undefined;
    if (!answer.ok) throw new CommandError(`Lambda answered ${answer.status} to ${method} ${path}: ${text}`);
    return JSON.parse(text) as T;
  };

  /** Every page of a listing (`Marker` / `NextMarker`). */
  const all = async <T>(path: string, key: string): Promise<T[]> => {
    const items: T[] = [];
    let marker: string | undefined;
    do {
      const page = await call<Record<string, unknown>>('GET', path, {
        MaxItems: '50',
        ...(marker ? { Marker: marker } : {}),
      });
      items.push(...((page?.[key] as T[] | undefined) ?? []));
      marker = page?.NextMarker as string | undefined;
    } while (marker);
    return items;
  };

  const named = (name: string) => `${API}/${encodeURIComponent(name)}`;

  return {
    async listFunctions(): Promise<DeployedFunction[]> {
      return (await all<FunctionConfiguration>(`${API}/`, 'Functions')).map((fn) => ({
        name: fn.FunctionName,
        description: fn.Description ?? '',
        service: fn.Environment?.Variables?.METRICS_SERVICE,
      }));
    },
    async listVersions(name): Promise<PublishedVersion[]> {
      return (await all<FunctionConfiguration>(`${named(name)}/versions`, 'Versions'))
        .filter((fn) => fn.Version !== '$LATEST')
        .map((fn) => ({ version: fn.Version, published: new Date(fn.LastModified) }));
    },
    async aliasVersion(name, alias) {
      return (await call<{ FunctionVersion: string }>('GET', `${named(name)}/aliases/${alias}`))
        ?.FunctionVersion;
    },
    async pointAlias(name, alias, version) {
      await call('PUT', `${named(name)}/aliases/${alias}`, {}, { FunctionVersion: version });
    },
  };
}
