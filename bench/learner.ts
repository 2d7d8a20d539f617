/** A learner registered, verified (through the local SES inbox) and logged in over HTTP. */
import { decodeJwt } from 'jose';
export interface HttpLearner {
  /** The learner's id, read from the session token (it names their partition in the table). */
  userId: string;
  email: string;
  password: string;
  cookie: string;
}

async function post(appUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${appUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify(body),
  });
}

export async function registerLearner(
  appUrl: string,
  sesEndpoint: string,
  label = 'bench',
): Promise<HttpLearner> {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'benchmark password';
  const registered = await post(appUrl, '/api/register', {
    name: 'Bench Learner',
    email,
    password,
    confirmPassword: password,
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const store = (await (await fetch(`${sesEndpoint}/store`)).json()) as {
    emails: Array<{ destination: { to: string[] }; body: { text?: string } }>;
  };
  const mail = store.emails.find((m) => m.destination.to.includes(email));
  const link = /\/users\/[A-Za-z0-9_-]+\/verify\/[A-Za-z0-9_-]+/.exec(mail?.body.text ?? '')?.[0];
  if (!link) throw new Error('no verification mail');
  await fetch(`${appUrl}/api${link}`);
  const login = await post(appUrl, '/api/login', { email, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const access = /lf_access=([^;]+)/.exec(cookie)?.[1] ?? '';
  const sub = decodeJwt(access).sub ?? '';
  return { userId: sub, email, password, cookie };
}
