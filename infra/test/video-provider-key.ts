/**
 * The YouTube Data API key in the template: with the `youtubeApiKeySecret` setting, exactly the
 * functions whose manifest entry has `videoProvider` get the secret's name or ARN and may read that
 * one secret; without it no function gets either. The key itself is never in the template.
 */
import { httpRoutes, workerRoutes, wsRoutes } from '../../functions/routes';
import { functionIdOf, grantsOf, ofType, type Synthesised } from './fixture';
import { synthesised, type VariantName } from './variants';

const entries = [...httpRoutes, ...wsRoutes, ...workerRoutes];

/** Every function of the template with what it knows of the key: its variable and the secrets it reads. */
function keyAccess(synth: Synthesised): Array<{ id: string; variable: unknown; reads: string[] }> {
  return ofType(synth.resources, 'AWS::Lambda::Function').map(([id, fn]) => ({
    id,
    variable: fn.Properties.Environment?.Variables?.YOUTUBE_API_KEY_ARN,
    reads: grantsOf(synth.resources, id)
      .filter((grant) => grant.actions.some((action) => action.startsWith('secretsmanager:')))
      .flatMap((grant) => grant.resources.map((resource) => JSON.stringify(resource))),
  }));
}

/** A grant's resource as text matches the secret: its ARN, or its name with Secrets Manager's suffix. */
const namesSecret = (resource: string, secret: string): boolean =>
  secret.startsWith('arn:')
    ? resource === JSON.stringify(secret)
    : resource.includes(`:secret:${secret}-??????`);

export function itGivesTheKeyToTheVideoProviderFunctions(variant: VariantName, secret: string): void {
  describe(`the YouTube API key named by its secret's ${secret.startsWith('arn:') ? 'ARN' : 'name'}`, () => {
    let synth: Synthesised;
    beforeAll(() => {
      synth = synthesised(variant);
    });

    it('reaches exactly the functions whose manifest entry calls the video provider', () => {
      const calling = entries.filter((entry) => entry.videoProvider);
      expect(calling.length).toBeGreaterThan(0);
      const callingIds = new Set(calling.map((entry) => functionIdOf(synth.resources, entry)));
      for (const { id, variable, reads } of keyAccess(synth)) {
        const readsKey = reads.some((resource) => namesSecret(resource, secret));
        expect({ id, variable, readsKey }).toEqual({
          id,
          variable: callingIds.has(id) ? secret : undefined,
          readsKey: callingIds.has(id),
        });
      }
    });

    it('is read at run time, never written into the template or created by it', () => {
      for (const [, fn] of ofType(synth.resources, 'AWS::Lambda::Function')) {
        expect(fn.Properties.Environment?.Variables?.YOUTUBE_API_KEY).toBeUndefined();
      }
      const secrets = ofType(synth.resources, 'AWS::SecretsManager::Secret');
      expect(secrets.filter(([, s]) => /youtube/i.test(JSON.stringify(s)))).toEqual([]);
    });
  });
}

export function itGivesNoFunctionTheKey(variant: VariantName): void {
  describe('without a YouTube API key', () => {
    it('gives no function the variable or a right on any secret outside the stack', () => {
      for (const { id, variable, reads } of keyAccess(synthesised(variant))) {
        expect({ id, variable, outside: reads.filter((resource) => resource.includes(':secret:')) }).toEqual({
          id,
          variable: undefined,
          outside: [],
        });
      }
    });
  });
}
