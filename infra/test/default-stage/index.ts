/**
 * The stack as `cdk deploy` builds it from the tests' stage file, with a web build. Synthesis takes
 * most of the time, so every topic about this variant reads one synthesis (stacks.test.ts runs them).
 */
import { itKeepsEveryStackWithinTheLimit } from '../stack-limits';
import { itGivesNoFunctionTheKey } from '../video-provider-key';
import './api-cache-policies';
import './catalogue-snapshots';
import './learnfree-stack';
import './mail-reputation';
import './session-keys';
import './origin-secret';
import './site-headers';
import './table-capacity';
import './template-schema';
import './deploy-doc';

describe('resource limits', () => {
  itKeepsEveryStackWithinTheLimit('default');
});

itGivesNoFunctionTheKey('default');
