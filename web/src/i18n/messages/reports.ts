/**
 * Messages of the carbon-footprint pages and the report dashboard (`reports.<view>.<element>`). French mirrors English.
 */
export const enReports = {} as const;

export const frReports: { readonly [K in keyof typeof enReports]: string } = {};
