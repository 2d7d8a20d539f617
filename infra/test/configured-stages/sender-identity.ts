/**
 * The `existingSender` variant: the domain is already an SES identity in the account (verified by
 * hand, or by another stage).
 */
import { httpRoutes } from '../../../functions/routes';
import { functionIdOf, grantsOf, nagFindings, type Synthesised } from '../fixture';
import { synthesised } from '../variants';

describe('mail from an existing SES identity', () => {
  let synth: Synthesised;
  beforeAll(() => {
    synth = synthesised('existingSender');
  });

  const mailRoutes = httpRoutes.filter((route) => route.mail);

  it('creates no SES identity when an existing one is named, so the deploy cannot fail with AlreadyExists', () => {
    synth.template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    expect(synth.template.toJSON().Outputs.SenderIdentity.Value).toBe('learn.example.org');
  });

  it('lets the mail routes send as the existing identity, found by its name', () => {
    expect(mailRoutes.length).toBeGreaterThan(0);
    for (const route of mailRoutes) {
      const grants = grantsOf(synth.resources, functionIdOf(synth.resources, route));
      const sending = grants.find((grant) => grant.actions.includes('ses:SendEmail'));
      expect(JSON.stringify(sending?.resources)).toContain(':identity/learn.example.org');
      const env = synth.resources[functionIdOf(synth.resources, route)]!.Properties.Environment.Variables;
      expect(env.MAIL_FROM).toBe('LearnFree <no-reply@learn.example.org>');
    }
  });

  it('still passes the AwsSolutions checks', () => {
    expect(nagFindings(synth.app, 'error')).toEqual([]);
  });
});
