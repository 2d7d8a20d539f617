/**
 * CloudFormation refuses a stack of more than 500 resources, and an area's nested stack grows by
 * about six with each route. The tests fail well before, at 400, naming every stack's count, so
 * there is room to split an area (docs/deploy.md) before a deploy fails.
 */
import { synthesised, type VariantName } from './variants';

export const STACK_RESOURCE_LIMIT = 400;

/** The test that no stack of the variant, parent or nested, holds more than the limit. */
export function itKeepsEveryStackWithinTheLimit(variant: VariantName): void {
  it(`keeps every stack (${variant}), parent and nested, at ${STACK_RESOURCE_LIMIT} resources or fewer`, () => {
    const { stacks } = synthesised(variant);
    const counts = stacks.map(({ path, resourceCount }) => `${path}: ${resourceCount}`);
    const over = stacks.filter(({ resourceCount }) => resourceCount > STACK_RESOURCE_LIMIT);
    if (over.length > 0) {
      throw new Error(
        `${over.map(({ path }) => path).join(', ')} passed ${STACK_RESOURCE_LIMIT} resources ` +
          `(CloudFormation refuses more than 500). Every stack:\n${counts.join('\n')}`,
      );
    }
    expect(stacks.length).toBeGreaterThan(1);
  });
}
