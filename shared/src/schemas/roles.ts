/*
 * Staff roles as plain values, apart from their schema (enums.ts): the first page a browser
 * loads checks its session with these, and must not carry every enumeration's schema to do so.
 */

export const roles = ['ANALYST', 'SALES', 'ACCOUNTING', 'DEV', 'PRODUCT_MANAGER'] as const;
export type Role = (typeof roles)[number];

/** Staff roles that reach the analyst-only parts of the admin app (spec 2, roles). */
export const analystLevelRoles: readonly Role[] = ['ANALYST', 'DEV', 'PRODUCT_MANAGER'];
