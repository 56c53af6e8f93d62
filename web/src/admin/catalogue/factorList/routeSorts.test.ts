import { describe, expect, it } from 'vitest';
import { factorListSorts } from '../../../app/routeSearch.ts';
import { sorts } from './factorList.ts';

// The route's schema lives with the client router, which may not import the admin app, so
// the list takes its sorts from there; this keeps every sort but the default in the address.
describe("the factor list's address", () => {
  it("names every sort of the list but its default, so a sorted list's address opens sorted", () => {
    expect([...factorListSorts].sort()).toEqual(sorts.filter((sort) => sort !== 'default').sort());
  });
});
