import type { SpecDatabase } from '@aws-cdk/service-spec-types';
import { loadSchemas, schemaErrors, type Template } from '../template-schema';
import { synthesised } from '../variants';

describe('the template schema check', () => {
  // Loaded once: reading the schemas takes seconds.
  let db: SpecDatabase;
  beforeAll(async () => {
    db = await loadSchemas();
  }, 120_000);

  /** A small valid template: a table, a role and a function reading the table's stream and name. */
  const validTemplate = (): Template => ({
    Parameters: { Stage: { Type: 'String' } },
    Resources: {
      Table: {
        Type: 'AWS::DynamoDB::Table',
        Properties: {
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
          AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
          StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
        },
      },
      Role: {
        Type: 'AWS::IAM::Role',
        Properties: {
          AssumeRolePolicyDocument: { Statement: [{ Effect: 'Allow', Action: 'sts:AssumeRole' }] },
        },
      },
      Function: {
        Type: 'AWS::Lambda::Function',
        DependsOn: ['Role'],
        Properties: {
          Runtime: 'nodejs24.x',
          Handler: 'index.handler',
          MemorySize: 256,
          Code: { ZipFile: 'exports.handler = async () => ({})' },
          Role: { 'Fn::GetAtt': ['Role', 'Arn'] },
          Environment: {
            Variables: {
              TABLE: { Ref: 'Table' },
              STREAM: { 'Fn::GetAtt': ['Table', 'StreamArn'] },
              // biome-ignore lint/suspicious/noTemplateCurlyInString: CloudFormation's own placeholders.
              NAME: { 'Fn::Sub': '${Stage}-${Table}-${AWS::Region}' },
            },
          },
        },
      },
    },
    Outputs: { FunctionArn: { Value: { 'Fn::GetAtt': ['Function', 'Arn'] } } },
  });

  it('accepts a valid template, intrinsics included', () => {
    expect(schemaErrors(validTemplate(), db)).toEqual([]);
  });

  it('finds a misspelt property, a missing required property and a reference to an attribute that does not exist', () => {
    const planted = validTemplate();
    const fn = planted.Resources.Function!.Properties;
    fn.MemorySizeMb = fn.MemorySize; // 1. a property the schema does not know
    delete fn.MemorySize;
    delete fn.Code; // 2. a required property missing
    fn.Environment.Variables.STREAM = { 'Fn::GetAtt': ['Table', 'StreamName'] }; // 3. no such attribute

    expect(schemaErrors(planted, db).sort()).toEqual(
      [
        'Function (AWS::Lambda::Function): unknown property "MemorySizeMb"',
        'Function (AWS::Lambda::Function): required property "Code" is missing',
        'Function.Environment.Variables.STREAM: AWS::DynamoDB::Table "Table" has no attribute "StreamName"',
      ].sort(),
    );
  });

  it('finds values of the wrong shape, unknown types and references to nothing', () => {
    const planted = validTemplate();
    planted.Resources.Table!.Properties.BillingMode = ['PAY_PER_REQUEST'];
    planted.Resources.Function!.Properties.MemorySize = 'lots';
    planted.Resources.Function!.Properties.Environment.Variables.TABLE = { Ref: 'Tabel' };
    planted.Resources.Function!.DependsOn = ['Rolle'];
    planted.Resources.Queue = { Type: 'AWS::SQS::Queu', Properties: {} };

    expect(schemaErrors(planted, db).sort()).toEqual(
      [
        'Table (AWS::DynamoDB::Table).BillingMode: expected a string',
        'Function (AWS::Lambda::Function).MemorySize: expected a number',
        'Function.Environment.Variables.TABLE: Ref to unknown "Tabel"',
        'Function: DependsOn unknown "Rolle"',
        'Queue: unknown resource type "AWS::SQS::Queu"',
      ].sort(),
    );
  });

  it('holds for every resource of every synthesised stack, parent and nested', () => {
    const { stacks } = synthesised('default');
    expect(stacks.length).toBeGreaterThan(1);
    for (const { path, template } of stacks) {
      expect({ path, errors: schemaErrors(template.toJSON() as Template, db) }).toEqual({ path, errors: [] });
    }
  }, 120_000);
});
