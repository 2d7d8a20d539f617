/**
 * Checks a synthesised CloudFormation template against the resource schemas CloudFormation itself
 * publishes, as shipped in `@aws-cdk/aws-service-spec`: every resource type exists, every property
 * is known and has the right shape, required properties are there, and every `Ref`, `Fn::GetAtt`,
 * `Fn::Sub` and `DependsOn` names something that exists. What a deploy would otherwise reject only
 * half-way through is found in the test run.
 */
import { loadAwsServiceSpec } from '@aws-cdk/aws-service-spec';
import type { Property, PropertyType, SpecDatabase } from '@aws-cdk/service-spec-types';

// biome-ignore lint/suspicious/noExplicitAny: a CloudFormation template is untyped JSON.
type Json = any;

export interface Template {
  Resources: Record<string, { Type: string; Properties?: Json; DependsOn?: string | string[] }>;
  Parameters?: Record<string, unknown>;
  Outputs?: Record<string, Json>;
  Conditions?: Record<string, unknown>;
}

/** Types without a published schema: their properties are whatever their handler reads. */
const SCHEMALESS = (type: string): boolean =>
  type.startsWith('Custom::') ||
  type === 'AWS::CloudFormation::CustomResource' ||
  type === 'AWS::CDK::Metadata';

const INTRINSIC = /^(Ref|Fn::[A-Za-z0-9]+)$/;
const isIntrinsic = (value: Json): boolean => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && INTRINSIC.test(keys[0]!);
};

/** The schema database, loaded once (it takes seconds). */
export const loadSchemas = (): Promise<SpecDatabase> => loadAwsServiceSpec();

/** Every schema violation of the template, one readable line each; empty when it holds. */
export function schemaErrors(template: Template, db: SpecDatabase): string[] {
  const errors: string[] = [];
  const resources = template.Resources ?? {};
  const names = new Set([...Object.keys(resources), ...Object.keys(template.Parameters ?? {})]);

  const attributeKnown = (id: string, attribute: string): boolean => {
    const type = resources[id]!.Type;
    if (SCHEMALESS(type)) return true;
    // A nested stack's outputs are its attributes too: `Outputs.<name>`.
    if (type === 'AWS::CloudFormation::Stack' && attribute.startsWith('Outputs.')) return true;
    const schema = db.lookup('resource', 'cloudFormationType', 'equals', type)[0];
    return !schema || attribute in schema.attributes;
  };

  const checkRef = (where: string, target: string) => {
    if (!target.startsWith('AWS::') && !names.has(target))
      errors.push(`${where}: Ref to unknown "${target}"`);
  };
  const checkGetAtt = (where: string, id: string, attribute: string) => {
    if (!resources[id]) errors.push(`${where}: Fn::GetAtt of unknown resource "${id}"`);
    else if (!attributeKnown(id, attribute))
      errors.push(`${where}: ${resources[id]!.Type} "${id}" has no attribute "${attribute}"`);
  };

  /** References anywhere inside a value. */
  const checkReferences = (where: string, value: Json): void => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) checkReferences(`${where}[${i}]`, item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref' && typeof inner === 'string') checkRef(where, inner);
      else if (key === 'Fn::GetAtt') {
        const [id, ...attribute] = Array.isArray(inner) ? inner : String(inner).split('.');
        checkGetAtt(where, String(id), attribute.join('.'));
      } else if (key === 'Fn::Sub') {
        const text = Array.isArray(inner) ? inner[0] : inner;
        const locals = new Set(Array.isArray(inner) ? Object.keys(inner[1] ?? {}) : []);
        for (const [, name] of String(text).matchAll(/\$\{(?!!)([^}]+)\}/g)) {
          const [id, ...attribute] = name!.split('.');
          if (locals.has(id!)) continue;
          if (attribute.length > 0) checkGetAtt(where, id!, attribute.join('.'));
          else checkRef(where, id!);
        }
        if (Array.isArray(inner)) checkReferences(where, inner[1]);
      } else checkReferences(`${where}.${key}`, inner);
    }
  };

  const typeErrors = (where: string, value: Json, type: PropertyType): string[] => {
    if (isIntrinsic(value)) return [];
    switch (type.type) {
      case 'string':
      case 'date-time':
        // CloudFormation turns numbers and booleans into strings; an object or a list it cannot.
        return ['string', 'number', 'boolean'].includes(typeof value) ? [] : [`${where}: expected a string`];
      case 'number':
      case 'integer':
        return typeof value === 'number' ||
          (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
          ? []
          : [`${where}: expected a number`];
      case 'boolean':
        return typeof value === 'boolean' || value === 'true' || value === 'false'
          ? []
          : [`${where}: expected a boolean`];
      case 'json':
      case 'null':
        return [];
      case 'tag':
        return value && typeof value === 'object' && 'Key' in value && 'Value' in value
          ? []
          : [`${where}: expected a tag`];
      case 'array':
        return Array.isArray(value)
          ? value.flatMap((item, i) => typeErrors(`${where}[${i}]`, item, type.element))
          : [`${where}: expected a list`];
      case 'map':
        return value && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value).flatMap(([key, item]) => typeErrors(`${where}.${key}`, item, type.element))
          : [`${where}: expected a map`];
      case 'union': {
        const attempts = type.types.map((option) => typeErrors(where, value, option));
        return attempts.some((attempt) => attempt.length === 0) ? [] : attempts[0]!;
      }
      case 'ref': {
        if (!value || typeof value !== 'object' || Array.isArray(value))
          return [`${where}: expected an object`];
        const definition = db.get('typeDefinition', type.reference.$ref);
        return propertiesErrors(where, value, definition.properties);
      }
    }
    return [];
  };

  const propertyErrors = (where: string, value: Json, property: Property): string[] => {
    // A property whose type changed over time accepts any of its types.
    const attempts = [property.type, ...(property.previousTypes ?? [])].map((type) =>
      typeErrors(where, value, type),
    );
    return attempts.some((attempt) => attempt.length === 0) ? [] : attempts[0]!;
  };

  const propertiesErrors = (where: string, values: Json, schema: Record<string, Property>): string[] => {
    if (isIntrinsic(values)) return [];
    const found: string[] = [];
    for (const [name, value] of Object.entries(values)) {
      const property = schema[name];
      if (!property) found.push(`${where}: unknown property "${name}"`);
      else found.push(...propertyErrors(`${where}.${name}`, value, property));
    }
    for (const [name, property] of Object.entries(schema)) {
      if (property.required && !(name in values))
        found.push(`${where}: required property "${name}" is missing`);
    }
    return found;
  };

  for (const [id, resource] of Object.entries(resources)) {
    for (const target of [resource.DependsOn ?? []].flat()) {
      if (!resources[target]) errors.push(`${id}: DependsOn unknown "${target}"`);
    }
    checkReferences(id, resource.Properties ?? {});
    if (SCHEMALESS(resource.Type)) continue;
    const schema = db.lookup('resource', 'cloudFormationType', 'equals', resource.Type)[0];
    if (!schema) {
      errors.push(`${id}: unknown resource type "${resource.Type}"`);
      continue;
    }
    errors.push(
      ...propertiesErrors(`${id} (${resource.Type})`, resource.Properties ?? {}, schema.properties),
    );
  }
  for (const [id, output] of Object.entries(template.Outputs ?? {})) checkReferences(`Output ${id}`, output);
  return errors;
}
