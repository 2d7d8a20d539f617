/**
 * The local SES: `aws-ses-v2-local` (the SES API, a web inbox, and `GET /store` for tests) behind a
 * front of our own that adds what SES does in AWS and the package does not (ses-simulator.ts): the
 * mailbox simulator's bounces and complaints, published to the mail-event worker, and the sandbox's
 * refusal. Its control API, for tests and for trying the product (only from this machine):
 *
 * - `POST /__control/sandbox` `{"sandbox": true}`: refuse every recipient as the SES sandbox does
 *   (`false` ends it);
 * - `POST /__control/events` `{"address": "ann@example.com", "type": "bounce"}` (or `"complaint"`):
 *   publish that event for any address, as if its last mail had bounced or been reported as spam.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import startSesServer from 'aws-ses-v2-local';
import type { SnsEvent } from '../../functions/mail/ses-events';
import { readBody } from './read-body';
import {
  type SentMail,
  type SimulatedEvent,
  sandboxRefusal,
  simulatedEvent,
  snsEventFor,
} from './ses-simulator';

export interface SesLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export interface SesLocalOptions {
  /**
   * Where bounce and complaint events go, as SNS delivers them to the subscribed worker (the local
   * stack invokes the mail-event worker). Unset, they are dropped, as with no event destination.
   */
  deliver?: (event: SnsEvent) => Promise<void>;
  /** Start in the sandbox. @default false */
  sandbox?: boolean;
}

/** SES takes messages up to 40 MB; the package's own parser stops at 25. */
const MAX_BODY_BYTES = 25 * 1024 * 1024;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Passes the request, with the body already read, to the package's server. */
function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, port: number): void {
  const upstream = request(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => json(res, 502, { message: 'The local SES inbox did not answer.' }));
  upstream.end(body);
}

/** The recipients of a query-API SendEmail (`Destination.ToAddresses.member.1`, …, Cc and Bcc too). */
const recipientsOf = (form: URLSearchParams): string[] =>
  [...form.entries()]
    .filter(([name]) => /^Destination\.(To|Cc|Bcc)Addresses\.member\.\d+$/.test(name))
    .map(([, value]) => value);

const messageIdOf = (answer: string): string =>
  /<MessageId>([^<]+)<\/MessageId>/.exec(answer)?.[1] ?? randomUUID();

export async function startSesLocal(port: number, options: SesLocalOptions = {}): Promise<SesLocal> {
  const inbox: Server = await startSesServer({ host: '127.0.0.1', port: 0 });
  const inboxPort = (inbox.address() as AddressInfo).port;
  let sandbox = options.sandbox ?? false;

  const publish = (kind: SimulatedEvent, address: string, mail: SentMail): void => {
    if (!options.deliver) return;
    // After the send has answered, as SES publishes events apart from the call.
    setImmediate(() => {
      options.deliver!(snsEventFor(kind, address, mail)).catch((error: unknown) => {
        console.error('local SES: the mail event was not delivered', error);
      });
    });
  };

  const sendEmail = (req: IncomingMessage, res: ServerResponse, body: Buffer, form: URLSearchParams) => {
    const recipients = recipientsOf(form);
    if (sandbox && recipients.length > 0) {
      res.writeHead(403, { 'content-type': 'text/xml' });
      res.end(sandboxRefusal(recipients[0]!));
      return;
    }
    const configurationSet = form.get('ConfigurationSetName');
    const events = recipients.flatMap((address) => {
      const kind = simulatedEvent(address);
      return kind ? [{ kind, address }] : [];
    });
    // SES publishes events only for mail sent with a configuration set that has a destination.
    if (!configurationSet || events.length === 0) return forward(req, res, body, inboxPort);
    const upstream = request(
      { host: '127.0.0.1', port: inboxPort, method: 'POST', path: req.url, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(text);
          if (answer.statusCode !== 200) return;
          const mail = {
            messageId: messageIdOf(text),
            source: form.get('Source') ?? '',
            destination: recipients,
            configurationSet,
          };
          for (const { kind, address } of events) publish(kind, address, mail);
        });
      },
    );
    upstream.on('error', () => json(res, 502, { message: 'The local SES inbox did not answer.' }));
    upstream.end(body);
  };

  const control = (res: ServerResponse, path: string, body: Buffer) => {
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return json(res, 400, { msg: 'The body must be JSON.' });
    }
    if (path === '/__control/sandbox' && typeof input.sandbox === 'boolean') {
      sandbox = input.sandbox;
      return json(res, 200, { sandbox });
    }
    if (
      path === '/__control/events' &&
      typeof input.address === 'string' &&
      (input.type === 'bounce' || input.type === 'complaint')
    ) {
      publish(input.type, input.address, {
        messageId: randomUUID(),
        source: 'local-ses',
        destination: [input.address],
        configurationSet: 'local-ses-control',
      });
      return json(res, 202, { published: input.type });
    }
    return json(res, 400, {
      msg: 'Send {"sandbox": true|false} to /__control/sandbox, or {"address": "…", "type": "bounce"|"complaint"} to /__control/events.',
    });
  };

  const front = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      const body = (await readBody(req, MAX_BODY_BYTES)) ?? Buffer.alloc(0);
      if (req.method === 'POST' && path.startsWith('/__control/')) return control(res, path, body);
      if (req.method === 'POST' && path === '/') {
        const form = new URLSearchParams(body.toString('utf8'));
        if (form.get('Action') === 'SendEmail') return sendEmail(req, res, body, form);
      }
      forward(req, res, body, inboxPort);
    })().catch((error: unknown) => {
      console.error('local SES: the request failed', error);
      if (!res.headersSent) json(res, 500, { message: 'The local SES failed.' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', () => resolve());
  });
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    endpoint: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    stop: async () => {
      front.closeAllConnections();
      inbox.closeAllConnections?.();
      await Promise.all([close(front), close(inbox)]);
    },
  };
}
