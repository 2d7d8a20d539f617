/**
 * Settings as code: a stage's settings come from its committed file, `-c` values win over it, and a
 * synth for AWS refuses what would break a running stage.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLACEHOLDER_SENDER } from '../stacks/settings';
import { STAGES_DIR, stageSettings } from '../stacks/stage-file';
import { synthesise, TEST_ACCOUNT } from './fixture';
import { CERTIFICATE_ARN, SITE_DOMAIN } from './variants';

/** A folder of stage files, one per entry: `{ staging: {...} }` → `staging.json`. */
function stagesDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'learnfree-stages-'));
  for (const [stage, content] of Object.entries(files)) {
    writeFileSync(join(dir, `${stage}.json`), JSON.stringify(content));
  }
  return dir;
}

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON, read by shape.
type Json = Record<string, any>;

const settingsOf = (context: Record<string, unknown>, dir: string) =>
  stageSettings((key) => context[key], dir);

describe('a stage file', () => {
  const file = stageValues();

  it('gives the stage its settings, a -c value winning over the file for that one setting', () => {
    const dir = stagesDir({ staging: file });
    expect(settingsOf({ stage: 'staging' }, dir)).toMatchObject({ ...file, stage: 'staging' });
    expect(settingsOf({ stage: 'staging', alarmEmail: 'night@learn.example.org' }, dir)).toMatchObject({
      ...file,
      alarmEmail: 'night@learn.example.org',
    });
  });

  it('refuses a deploy to AWS of a stage without a file, naming the file to create', () => {
    expect(() => settingsOf({ stage: 'staging' }, stagesDir({}))).toThrow(
      /No settings file for the stage "staging": create .*staging\.json/,
    );
    // LocalStack stages need none: their settings are throwaway.
    expect(settingsOf({ stage: 'local', target: 'localstack' }, stagesDir({}))).toMatchObject({
      stage: 'local',
      senderEmail: PLACEHOLDER_SENDER,
    });
  });

  it('refuses the placeholder sender for AWS, from the file or from -c, saying where to set the address', () => {
    expect(() => settingsOf({ stage: 'staging' }, stagesDir({ staging: {} }))).toThrow(
      /"senderEmail" of the stage "staging" is the placeholder no-reply@example\.com.*Set your sender address in .*staging\.json/,
    );
    expect(() =>
      settingsOf({ stage: 'staging', senderEmail: PLACEHOLDER_SENDER }, stagesDir({ staging: file })),
    ).toThrow(/placeholder/);
    // Only to read the template: -c allowPlaceholderSender=true.
    expect(
      settingsOf({ stage: 'staging', allowPlaceholderSender: 'true' }, stagesDir({ staging: {} }))
        .senderEmail,
    ).toBe(PLACEHOLDER_SENDER);
  });

  it('refuses a misspelt setting instead of letting it fall back to its default', () => {
    const dir = stagesDir({ staging: { ...file, alarmEmial: 'ops@learn.example.org', stage: 'prod' } });
    expect(() => settingsOf({ stage: 'staging' }, dir)).toThrow(
      /staging\.json: unknown setting "alarmEmial", "stage"/,
    );
  });

  it("checks the file's values like -c values, naming the setting", () => {
    const dir = stagesDir({ staging: { ...file, siteDomain: 'not a domain' } });
    expect(() => settingsOf({ stage: 'staging' }, dir)).toThrow(/Context value "siteDomain"/);
  });

  it('ships the prod stage file with the placeholder sender, so a deploy refuses it until it is set', () => {
    expect(() => settingsOf({}, STAGES_DIR)).toThrow(/placeholder.*infra\/stages\/prod\.json/);
  });
});

describe('synth from the stage file', () => {
  it('gives the same templates as the same settings given with -c', () => {
    const settings = { ...stageValues(), adminEmail: 'first.admin@learn.example.org', priceClass: '200' };
    const env = { account: TEST_ACCOUNT, region: 'us-east-1' };
    // Each nested template is compared itself; where the parent keeps it differs from synth to synth.
    const templates = (context: Record<string, unknown>, dir: string) =>
      synthesise({ stage: 'staging', ...context }, { env, stagesDir: dir }).stacks.map(
        ({ path, template }) => ({
          path,
          template: JSON.parse(
            JSON.stringify(template.toJSON()).replace(/\/[0-9a-f]{64}\.json"/g, '/<nested template>.json"'),
          ),
        }),
      );
    const fromFile = templates({}, stagesDir({ staging: settings }));
    const fromContext = templates(settings, stagesDir({ staging: {} }));
    expect(fromFile.length).toBeGreaterThan(1);
    expect(fromFile).toEqual(fromContext);
    // And the settings took effect: the custom domain and the web ACL are on the distribution.
    const resources = Object.entries<Json>(fromFile[0]!.template.Resources);
    const [, distribution] = resources.find(([, r]) => r.Type === 'AWS::CloudFront::Distribution')!;
    const [webAclId] = resources.find(([, r]) => r.Type === 'AWS::WAFv2::WebACL')!;
    expect(distribution.Properties.DistributionConfig).toMatchObject({
      Aliases: [SITE_DOMAIN],
      WebACLId: { 'Fn::GetAtt': [webAclId, 'Arn'] },
    });
  }, 240_000);
});

/** A stage with every setting an operator would lose by leaving out a -c value. */
function stageValues(): Record<string, unknown> {
  return {
    senderEmail: 'no-reply@learn.example.org',
    alarmEmail: 'ops@learn.example.org',
    siteDomain: SITE_DOMAIN,
    certificateArn: CERTIFICATE_ARN,
    sesSandbox: true,
    waf: true,
  };
}
