import { describe, expect, it } from 'vitest';
import { entryHref, parseVisitMemory, rememberVisit } from './lastVisited.ts';

const projects = { id: 'projects', path: '/projects', matches: ['/projects', '/carbon-footprints'] } as const;
const home = { id: 'home', path: '/', matches: ['/'] } as const;

describe('the last page visited in a section', () => {
  it('leads the entry back to it, filters and all', () => {
    const memory = rememberVisit({}, projects, '/projects?type=AUDIT&frigo=true');
    expect(entryHref(memory, projects)).toBe('/projects?type=AUDIT&frigo=true');
    // A footprint page is a Projects page too.
    expect(entryHref(rememberVisit(memory, projects, '/carbon-footprints/abc?tab=REPORTING'), projects)).toBe('/carbon-footprints/abc?tab=REPORTING');
  });

  it('leads to the section’s own page when nothing was visited, and never remembers Home or another section’s page', () => {
    expect(entryHref({}, projects)).toBe('/projects');
    expect(rememberVisit({}, home, '/')).toEqual({});
    expect(rememberVisit({}, projects, '/assets/x')).toEqual({});
  });

  it('reads back only a map of paths from storage', () => {
    expect(parseVisitMemory('{"projects":"/projects?type=AUDIT","x":3,"y":"https://elsewhere"}')).toEqual({ projects: '/projects?type=AUDIT' });
    expect(parseVisitMemory('not json')).toEqual({});
    expect(parseVisitMemory('[1]')).toEqual({});
    // A stored path outside the section is not followed.
    expect(entryHref({ projects: '/assets' }, projects)).toBe('/projects');
  });
});
