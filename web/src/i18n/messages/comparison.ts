/**
 * Messages of the carbon-footprint report comparison pages (`comparison.<view>.<element>`). French mirrors English.
 */
export const enComparison = {} as const;

export const frComparison: { readonly [K in keyof typeof enComparison]: string } = {};
