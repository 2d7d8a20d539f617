/**
 * The route functions of each area of the manifest (the folder whose `routes.ts` holds the route,
 * its entry's `area`) go into a nested stack of their own. CloudFormation takes at most
 * 500 resources per stack, and every route costs about six (function, role, log group, API route,
 * integration, invoke permission): one stack for all of them ran out at some 75 routes. The
 * parent stack keeps what the routes share (table, APIs, secrets, site, alarms) and passes it in;
 * CloudFormation deploys nested stacks as part of their parent, so `cdk deploy` stays one command.
 */
import { CfnParameter, NestedStack, type Stack } from 'aws-cdk-lib';

/** What places a route: the area of its manifest entry (`learning`). */
interface InArea {
  readonly area: string;
}

/** `post /api/login` → `PostApiLogin`: construct ids that read like the route. */
export const pascal = (text: string): string =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/** Construct id of an area's nested stack: `LearningRoutes`. */
export const areaStackId = (area: string): string => `${pascal(area)}Routes`;

/**
 * One nested stack per area, made when the area's first route asks for it. A route stays in its
 * area's stack while other areas change, so adding routes never moves a deployed one.
 */
export class RouteAreas {
  private readonly byArea = new Map<string, NestedStack>();

  constructor(
    private readonly parent: Stack,
    private readonly description: (area: string) => string,
  ) {}

  /** The nested stack that holds the route's function, API route and grants. */
  of({ area }: InArea): NestedStack {
    let stack = this.byArea.get(area);
    if (!stack) {
      stack = new NestedStack(this.parent, areaStackId(area), { description: this.description(area) });
      this.byArea.set(area, stack);
    }
    return stack;
  }

  /**
   * A value of the parent as a parameter that the route's area stack declares under `name`. CDK
   * passes other values in by itself, but under parameter names it makes up only when the app is
   * synthesised; a value a cdk-nag acknowledgement has to name while the constructs are built
   * (the chat stage's API id in a chat route's grant) needs a name known in advance.
   */
  parameter(route: InArea, name: string, value: string): string {
    const stack = this.of(route);
    const declared = stack.node.tryFindChild(name) as CfnParameter | undefined;
    if (declared) return declared.valueAsString;
    const parameter = new CfnParameter(stack, name, { type: 'String' });
    parameter.overrideLogicalId(name);
    stack.setParameter(name, value);
    return parameter.valueAsString;
  }
}
