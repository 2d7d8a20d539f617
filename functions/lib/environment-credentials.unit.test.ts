import { defaultProvider, environmentCredentials } from './environment-credentials';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

it("reads the role's credentials Lambda puts in the environment, with their session token", async () => {
  process.env.AWS_ACCESS_KEY_ID = 'ASIAEXAMPLE';
  process.env.AWS_SECRET_ACCESS_KEY = 'secret';
  process.env.AWS_SESSION_TOKEN = 'token';
  expect(environmentCredentials()).toEqual({
    accessKeyId: 'ASIAEXAMPLE',
    secretAccessKey: 'secret',
    sessionToken: 'token',
  });
  // As the SDK clients call the chain it stands in for: a provider per client, read when signing.
  await expect(defaultProvider()()).resolves.toEqual(environmentCredentials());
});

it('leaves the session token out when there is none (long-term keys)', () => {
  process.env.AWS_ACCESS_KEY_ID = 'AKIAEXAMPLE';
  process.env.AWS_SECRET_ACCESS_KEY = 'secret';
  delete process.env.AWS_SESSION_TOKEN;
  expect(environmentCredentials()).toEqual({ accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' });
});

it('fails a call clearly when the environment holds no credentials', async () => {
  delete process.env.AWS_ACCESS_KEY_ID;
  delete process.env.AWS_SECRET_ACCESS_KEY;
  await expect(defaultProvider()()).rejects.toThrow('AWS credentials are not in the environment');
});
