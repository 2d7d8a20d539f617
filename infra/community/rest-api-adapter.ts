/**
 * The handlers are written for the HTTP API (payload format 2.0). LocalStack's free image has only
 * the REST API, which sends payload format 1.0; this turns one into the other and the answer back,
 * so the same handler code runs there unchanged.
 */
import type {
  APIGatewayProxyEvent,
  APIGatewayProxyEventV2,
  APIGatewayProxyResult,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/lib/edge-headers';

export type HttpApiHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
export type RestApiHandler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;

/** Header names lower-cased and repeated headers joined, as the HTTP API passes them. */
function headersOf(event: APIGatewayProxyEvent): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(event.multiValueHeaders ?? {})) {
    if (values?.length) headers[name.toLowerCase()] = values.join(',');
  }
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value !== undefined && !(name.toLowerCase() in headers)) headers[name.toLowerCase()] = value;
  }
  return headers;
}

export function toHttpApiEvent(event: APIGatewayProxyEvent): APIGatewayProxyEventV2 {
  const headers = headersOf(event);
  // The HTTP API hands cookies over separately and leaves them out of the headers.
  const cookies = (headers.cookie ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  delete headers.cookie;
  const query = new URLSearchParams();
  for (const [name, values] of Object.entries(event.multiValueQueryStringParameters ?? {})) {
    for (const value of values ?? []) query.append(name, value);
  }
  const routeKey = `${event.httpMethod} ${event.resource}`;
  const context = event.requestContext;
  return {
    version: '2.0',
    routeKey,
    rawPath: event.path,
    rawQueryString: query.toString(),
    cookies: cookies.length ? cookies : undefined,
    headers,
    queryStringParameters: (event.queryStringParameters ?? undefined) as Record<string, string> | undefined,
    pathParameters: (event.pathParameters ?? undefined) as Record<string, string> | undefined,
    requestContext: {
      accountId: context.accountId,
      apiId: context.apiId,
      domainName: context.domainName ?? '',
      domainPrefix: (context.domainName ?? '').split('.')[0] ?? '',
      http: {
        method: event.httpMethod,
        path: event.path,
        protocol: context.protocol ?? 'HTTP/1.1',
        sourceIp: context.identity?.sourceIp ?? '',
        userAgent: context.identity?.userAgent ?? '',
      },
      requestId: context.requestId,
      routeKey,
      stage: context.stage,
      time: new Date(context.requestTimeEpoch).toUTCString(),
      timeEpoch: context.requestTimeEpoch,
    },
    body: event.body ?? undefined,
    isBase64Encoded: event.isBase64Encoded,
  };
}

export function toRestApiResult(result: APIGatewayProxyStructuredResultV2): APIGatewayProxyResult {
  return {
    statusCode: result.statusCode ?? 200,
    headers: result.headers as Record<string, string> | undefined,
    // The REST API sends each Set-Cookie on its own only from the multi-value headers.
    multiValueHeaders: result.cookies?.length ? { 'set-cookie': result.cookies } : undefined,
    body: result.body ?? '',
    isBase64Encoded: result.isBase64Encoded,
  };
}

/**
 * Wraps an HTTP API handler for the REST API. With `edgeSecret` the REST API is the edge (there is no
 * CloudFront in front): every request gets the origin secret the handlers check, and whatever edge
 * headers a client sent itself are overwritten or dropped.
 */
export function fromRestApi(handler: HttpApiHandler, edgeSecret?: string): RestApiHandler {
  return async (event) => {
    const httpEvent = toHttpApiEvent(event);
    if (edgeSecret) {
      httpEvent.headers[ORIGIN_SECRET_HEADER] = edgeSecret;
      delete httpEvent.headers[VIEWER_ADDRESS_HEADER];
    }
    return toRestApiResult(await handler(httpEvent));
  };
}
