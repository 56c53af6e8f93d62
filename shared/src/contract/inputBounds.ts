import * as z from 'zod';

/*
 * Reads a procedure's input schema to find what it leaves unbounded, and to build an input
 * that fills every field: the bounded-input tests walk every procedure of the contract with it.
 */

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The `.max()` of a string or an array, when it has one. */
function maximumOf(schema: z.ZodType): number | null {
  const def = defOf(schema);
  const found = (def.checks ?? []).map((check) => check._zod.def).find((check) => check.check === 'max_length');
  return found?.maximum ?? null;
}

/** String formats whose pattern bounds their length. */
const boundedFormats = new Set(['uuid', 'guid', 'date', 'datetime', 'time', 'iso_date', 'iso_datetime', 'cuid', 'ulid', 'nanoid']);

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch', 'success']);

/**
 * Paths of the strings, arrays, records and free values of a schema that carry no maximum
 * (`[]` is the schema itself, `*` an array element or record value).
 */
export function unboundedPaths(schema: z.ZodType, path: string[] = []): string[] {
  const def = defOf(schema);
  const here = path.join('.') || '(input)';
  if (wrappers.has(def.type)) return unboundedPaths(def.innerType!, path);
  switch (def.type) {
    case 'string':
      return def.format && boundedFormats.has(def.format) ? [] : maximumOf(schema) === null ? [here] : [];
    case 'array':
      return [...(maximumOf(schema) === null ? [here] : []), ...unboundedPaths(def.element!, [...path, '*'])];
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, field]) => unboundedPaths(field, [...path, key]));
    case 'pipe':
      // What the caller sends is read by the first schema of the pipe; a transform reads nothing.
      return defOf(def.in!).type === 'transform' ? unboundedPaths(def.out!, path) : unboundedPaths(def.in!, path);
    case 'union':
      return [...new Set(def.options!.flatMap((option) => unboundedPaths(option, path)))];
    case 'intersection':
      return [...new Set([...unboundedPaths(def.left!, path), ...unboundedPaths(def.right!, path)])];
    case 'record':
      // Keyed by an enumeration (a commute type's label), a record holds at most one value per
      // member; a `boundedRecord` says its most keys in its metadata.
      return defOf(def.keyType!).type === 'enum' || typeof z.globalRegistry.get(schema)?.maxKeys === 'number' ? unboundedPaths(def.valueType!, [...path, '*']) : [here];
    case 'unknown':
    case 'any':
      return [here];
    case 'tuple':
      return def.items!.flatMap((item, index) => unboundedPaths(item, [...path, String(index)]));
    default:
      // Numbers, booleans, enums, literals, dates, null: bounded by their type.
      return [];
  }
}

/**
 * An input with every field present and every string `text`, every array one element long:
 * often not valid, but it reaches every field of the schema.
 */
export function fillingInput(schema: z.ZodType, text: string): unknown {
  const def = defOf(schema);
  if (wrappers.has(def.type)) return fillingInput(def.innerType!, text);
  switch (def.type) {
    case 'string':
      return text;
    case 'number':
    case 'bigint':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [fillingInput(def.element!, text)];
    case 'object':
      return Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, fillingInput(field, text)]));
    case 'pipe':
      return fillingInput(defOf(def.in!).type === 'transform' ? def.out! : def.in!, text);
    case 'union':
      return fillingInput(def.options![0]!, text);
    case 'intersection': {
      const left = fillingInput(def.left!, text);
      const right = fillingInput(def.right!, text);
      return typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left;
    }
    case 'record':
      return defOf(def.keyType!).type === 'enum'
        ? { [String(Object.values(defOf(def.keyType!).entries ?? {})[0])]: fillingInput(def.valueType!, text) }
        : { [text]: text };
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'tuple':
      return def.items!.map((item) => fillingInput(item, text));
    default:
      return text;
  }
}
