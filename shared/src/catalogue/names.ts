/**
 * Versioned names (spec 2 section 3): a factor frozen as a version keeps its name followed by
 * `-v` and digits ('Electricity FR-v2'), which is how the catalogue's Versioned switch tells
 * versions from the live factors.
 */
const versionSuffix = /-v(\d+)$/;

export function isVersionedName(name: string): boolean {
  return versionSuffix.test(name);
}

/** The name without its version suffix: 'Electricity FR-v2' gives 'Electricity FR'. */
export function unversionedName(name: string): string {
  return name.replace(versionSuffix, '');
}

/**
 * The name of the next version: one more than the highest version of the same base name among
 * `name` itself and `existingNames`, starting at `-v1`.
 *
 * @example nextVersionName('Electricity FR') // 'Electricity FR-v1'
 * @example nextVersionName('Electricity FR-v2') // 'Electricity FR-v3'
 * @example nextVersionName('Electricity FR', ['Electricity FR-v1', 'Electricity FR-v4']) // 'Electricity FR-v5'
 */
export function nextVersionName(name: string, existingNames: readonly string[] = []): string {
  const base = unversionedName(name);
  let highest = 0;
  for (const candidate of [name, ...existingNames]) {
    const match = versionSuffix.exec(candidate);
    if (match && unversionedName(candidate) === base) highest = Math.max(highest, Number(match[1]));
  }
  return `${base}-v${highest + 1}`;
}

/**
 * The key by which formulas reference a catalogue name: trimmed and lower-cased, so that
 * `ef["Electricity FR"]` and `ef["electricity fr"]` read the same factor. Names are unique under
 * this key (the server's name claims use it), so the lookup can never be ambiguous.
 */
export function catalogueNameKey(name: string): string {
  return name.trim().toLowerCase();
}
