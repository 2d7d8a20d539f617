/**
 * The stack as `cdk deploy` builds it from cdk.json's settings, with a web build. Synthesis takes
 * most of the time, so every topic about this variant reads one synthesis, in this one test file.
 */
import { itKeepsEveryStackWithinTheLimit } from './stack-limits';
import { itGivesNoFunctionTheKey } from './video-provider-key';
import './default-stage/learnfree-stack';
import './default-stage/session-keys';
import './default-stage/origin-secret';
import './default-stage/site-headers';
import './default-stage/template-schema';

describe('resource limits', () => {
  itKeepsEveryStackWithinTheLimit('default');
});

itGivesNoFunctionTheKey('default');
