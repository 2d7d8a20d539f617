/**
 * Acknowledging cdk-nag's wildcard findings (AwsSolutions-IAM5) one by one. cdk-nag reports each
 * wildcard action and resource of a policy as its own finding, named after the rendered resource
 * (`Resource::<DataTable.Arn>/index/*`); grants decide those names, so they are computed from the
 * synthesised policy rather than spelled out, with the reason chosen per finding.
 */
import { Aspects, type IAspect, Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy, CfnRole } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

interface Statement {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The IAM5 findings of a policy document, in cdk-nag's own notation. */
export function wildcardFindings(document: { Statement?: Statement[] }): string[] {
  const findings = new Set<string>();
  for (const statement of document.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of list(statement.Action)) if (action.includes('*')) findings.add(`Action::${action}`);
    for (const resource of list(statement.Resource).map(flattenCfnReference)) {
      if (resource.includes('*')) findings.add(`Resource::${resource}`);
    }
  }
  return [...findings];
}

/** Gives the reason a finding is accepted, or undefined to leave it reported. */
export type WildcardReason = (finding: string) => string | undefined;

type Document = { Statement?: Statement[] };

/** The policy documents a resource holds: a policy's own, or a role's inline ones. */
function policyDocuments(node: IConstruct): Document[] {
  if (node instanceof CfnPolicy) return [Stack.of(node).resolve(node.policyDocument) as Document];
  if (node instanceof CfnRole) {
    const inline = (Stack.of(node).resolve(node.policies) ?? []) as Array<{ policyDocument: Document }>;
    return inline.map((policy) => policy.policyDocument);
  }
  return [];
}

class AcknowledgeWildcards implements IAspect {
  constructor(private readonly reasonFor: WildcardReason) {}

  visit(node: IConstruct): void {
    const documents = policyDocuments(node);
    for (const finding of new Set(documents.flatMap(wildcardFindings))) {
      const reason = this.reasonFor(finding);
      if (reason) Validations.of(node).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    }
  }
}

/**
 * Acknowledges the wildcard findings of the policies under `scope` for which `reasonFor` gives a
 * reason. Runs at synthesis, after every grant has been made.
 */
export function acknowledgeWildcards(scope: IConstruct, reasonFor: WildcardReason): void {
  Aspects.of(scope).add(new AcknowledgeWildcards(reasonFor));
}
