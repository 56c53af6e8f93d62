import type { Tenancy } from '@cairn/shared/access';
import { httpRoutes, procedures, procedureNames, routeOf, type ProcedureDefinition } from '@cairn/shared/contract';
import { z } from 'zod';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  format?: string;
}

function typeName(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(typeName))].join(' or ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.format) return schema.format;
  if (schema.type === 'array') return `${schema.items ? typeName(schema.items) : 'value'}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'value');
}

/** An object shape an input may take: its fields, and which of them are required. */
interface Shape {
  properties: Record<string, JsonSchema>;
  required: Set<string>;
}

/**
 * The object shapes of a schema: one for an object, one per variant of a union (`oneOf`,
 * `anyOf`), and every combination of the parts of an intersection (`allOf`), merged. A union
 * of an object with a non-object (an optional input's `undefined`) is that object.
 */
function shapesOf(schema: JsonSchema): Shape[] {
  if (schema.allOf) {
    return schema.allOf.map(shapesOf).reduce<Shape[]>(
      (merged, part) =>
        merged.flatMap((left) =>
          part.map((right) => ({ properties: { ...left.properties, ...right.properties }, required: new Set([...left.required, ...right.required]) })),
        ),
      [{ properties: {}, required: new Set() }],
    );
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.flatMap(shapesOf);
  if (schema.properties) return [{ properties: schema.properties, required: new Set(schema.required ?? []) }];
  return [];
}

const fieldText = (shape: Shape, name: string) => `\`${name}${shape.required.has(name) ? '' : '?'}\` (${typeName(shape.properties[name]!)})`;

/**
 * The input's top-level fields as `name` (type), optional ones marked with `?`. A union lists
 * the fields every variant shares, then each variant, named by its discriminator (a field with
 * one constant value in each variant) when it has one, with the fields of its own.
 */
export function inputFields(definition: ProcedureDefinition): string {
  const shapes = shapesOf(z.toJSONSchema(definition.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  if (shapes.length <= 1) {
    const [shape] = shapes;
    const names = Object.keys(shape?.properties ?? {});
    return names.length ? names.map((name) => fieldText(shape!, name)).join(', ') : 'none';
  }
  const texts = shapes.map((shape) => new Map(Object.keys(shape.properties).map((name) => [name, fieldText(shape, name)])));
  const shared = [...texts[0]!].filter(([name, text]) => texts.every((fields) => fields.get(name) === text)).map(([name]) => name);
  const discriminator = Object.keys(shapes[0]!.properties).find((name) =>
    shapes.every((shape) => shape.required.has(name) && shape.properties[name]?.const !== undefined),
  );
  const variants = shapes.map((shape, index) => {
    const own = [...texts[index]!].filter(([name]) => !shared.includes(name) && name !== discriminator).map(([, text]) => text);
    const label = discriminator ? `\`${discriminator}\` ${JSON.stringify(shape.properties[discriminator]!.const)}` : `variant ${index + 1}`;
    return `${label}: ${own.length ? own.join(', ') : 'no other field'}`;
  });
  const common = shared.map((name) => texts[0]!.get(name)!);
  return [...common, `one of (${variants.join('; ')})`].join(', ');
}

/** Who the procedure serves: its tenancy rule, and the object its input names by which field. */
export function tenancyText(tenancy: Tenancy): string {
  if (!('owner' in tenancy)) return tenancy.rule;
  const drafts = 'hideDrafts' in tenancy && tenancy.hideDrafts ? ', drafts hidden' : '';
  return `${tenancy.rule}: ${tenancy.owner} \`${tenancy.field}\`${drafts}`;
}

/** docs/procedures.md, generated from the contract; a test fails when the file is stale. */
export function proceduresMarkdown(): string {
  const rows = [...procedureNames].sort().map((name) => {
    const definition: ProcedureDefinition = procedures[name];
    const route = routeOf(name, definition);
    const invalidates = definition.invalidates.length ? definition.invalidates.join(', ') : '';
    return `| \`${name}\` | ${definition.kind} | ${definition.access} | ${tenancyText(definition.tenancy)} | \`${route.method} ${route.path}\` | ${inputFields(definition)} | ${invalidates} | ${definition.summary} |`;
  });
  const routes = httpRoutes.map((route) => `| \`${route.method} ${route.path}\` | ${route.summary} |`);
  return [
    '# Procedures',
    '',
    'Generated from the contract (`shared/src/contract/`, one module per area) by `npm run docs`; a test fails when this file is stale.',
    '',
    'Access: `public` anyone; `client` any signed-in user, with tenancy checked on every read; `staff` signed-in users with isAdmin; `analyst` staff whose role is ANALYST, DEV or PRODUCT_MANAGER.',
    'Tenancy (`shared/src/access.ts`), enforced before the handler on the object the named input field points to: `ownAsset` staff and the asset’s users; `ownAssetOrInvestor` also an institution holding the asset; `ownAssetOrShared` a shared catalogue entry, or an asset’s own one as `ownAsset`; `creator` its creator only; `publicLink` a delivered report whose link is live; `staffOnly` staff; `caller` acts on the caller only; `everyone` reads nothing a tenant owns. A refused caller gets the answer of a missing object.',
    'Queries are `GET /api/{name}?input=<json>`, mutations `POST /api/{name}` with a JSON body. Fields marked `?` are optional.',
    '',
    '| procedure | kind | access | tenancy | route | input fields | invalidates | what it does |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
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
