/**
 * One route's function bundled for real with the local esbuild, the way `cdk synth` bundles every
 * route (the stack tests stub the code instead), in a stack of its own on a bare table.
 */
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { DynamoAction } from '../../functions/route-types';
import { RouteFunction } from '../constructs/route-function';
import { writeRouteEntries } from '../route-entries';

export interface BundledRoute {
  template: Template;
  /** Where the synthesised asset is: `index.js` and its source map. */
  assetDir: string;
}

export function bundledRoute(
  routeKey: string,
  dynamodb: DynamoAction[],
  options: { outdir?: string; restApi?: boolean } = {},
): BundledRoute {
  const app = new App({ outdir: options.outdir });
  const stack = new Stack(app, 'Bundling');
  new RouteFunction(stack, 'Route', {
    entry: writeRouteEntries().get(routeKey)!.file,
    description: routeKey,
    table: new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
    dynamodb: { dynamodb },
    restApi: options.restApi,
  });
  const assembly = app.synth();
  const template = Template.fromStack(stack);
  const fn = Object.values(template.findResources('AWS::Lambda::Function'))[0]!;
  const asset = `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`;
  return { template, assetDir: join(assembly.directory, asset) };
}
