/**
 * Stages configured where cdk.json's defaults leave it open: a custom domain with everything else
 * set (`customDomain`, in us-east-2) and mail from an existing SES identity (`existingSender`, in
 * eu-west-1). Each is synthesised once for all the topics of this file.
 */
import { itKeepsEveryStackWithinTheLimit } from '../stack-limits';
import { YOUTUBE_KEY_SECRET_ARN, YOUTUBE_KEY_SECRET_NAME } from '../variants';
import { itGivesTheKeyToTheVideoProviderFunctions } from '../video-provider-key';
import './custom-domain';
import './sender-identity';
import './regions';

describe('resource limits', () => {
  itKeepsEveryStackWithinTheLimit('customDomain');
  itKeepsEveryStackWithinTheLimit('existingSender');
});

itGivesTheKeyToTheVideoProviderFunctions('customDomain', YOUTUBE_KEY_SECRET_NAME);
itGivesTheKeyToTheVideoProviderFunctions('existingSender', YOUTUBE_KEY_SECRET_ARN);
