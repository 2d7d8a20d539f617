/**
 * The stack as `cdk deploy` builds it from the tests' stage file, with a web build. Synthesis takes
 * most of the time, so every topic about this variant reads one synthesis, in this one test file.
 */
import { itKeepsEveryStackWithinTheLimit } from './stack-limits';
import { itGivesNoFunctionTheKey } from './video-provider-key';
import './default-stage/api-cache-policies';
import './default-stage/catalogue-snapshots';
import './default-stage/learnfree-stack';
import './default-stage/mail-reputation';
import './default-stage/session-keys';
import './default-stage/origin-secret';
import './default-stage/site-headers';
import './default-stage/template-schema';
import './default-stage/deploy-doc';

describe('resource limits', () => {
  itKeepsEveryStackWithinTheLimit('default');
});

itGivesNoFunctionTheKey('default');
