import { httpRoutes, procedures, procedureNames, routeOf, type ProcedureDefinition } from '@cairn/shared/contract';
import { z } from 'zod';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  items?: JsonSchema;
  format?: string;
}

function typeName(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(typeName))].join(' or ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.format) return schema.format;
  if (schema.type === 'array') return `${schema.items ? typeName(schema.items) : 'value'}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'value');
}

/** The input's top-level fields as `name` (type), optional ones marked with `?`. */
export function inputFields(definition: ProcedureDefinition): string {
  const schema = z.toJSONSchema(definition.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const object = schema.anyOf?.find((variant) => variant.properties) ?? schema;
  const properties = Object.entries(object.properties ?? {});
  if (!properties.length) return 'none';
  const required = new Set(object.required ?? []);
  return properties.map(([name, field]) => `\`${name}${required.has(name) ? '' : '?'}\` (${typeName(field)})`).join(', ');
}

/** docs/procedures.md, generated from the contract; a test fails when the file is stale. */
export function proceduresMarkdown(): string {
  const rows = [...procedureNames].sort().map((name) => {
    const definition: ProcedureDefinition = procedures[name];
    const route = routeOf(name, definition);
    const invalidates = definition.invalidates.length ? definition.invalidates.join(', ') : '';
    return `| \`${name}\` | ${definition.kind} | ${definition.access} | \`${route.method} ${route.path}\` | ${inputFields(definition)} | ${invalidates} | ${definition.summary} |`;
  });
  const routes = httpRoutes.map((route) => `| \`${route.method} ${route.path}\` | ${route.summary} |`);
  return [
    '# Procedures',
    '',
    'Generated from `shared/src/contract/index.ts` by `npm run docs`; a test fails when this file is stale.',
    '',
    'Access: `public` anyone; `client` any signed-in user, with tenancy checked on every read; `staff` signed-in users with isAdmin; `analyst` staff whose role is ANALYST, DEV or PRODUCT_MANAGER.',
    'Queries are `GET /api/{name}?input=<json>`, mutations `POST /api/{name}` with a JSON body. Fields marked `?` are optional.',
    '',
    '| procedure | kind | access | route | input fields | invalidates | what it does |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## Other HTTP routes',
    '',
    '| route | what it serves |',
    '| --- | --- |',
    ...routes,
    '',
  ].join('\n');
}
