import { roles, type Role } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  activeEntry,
  adminNavigation,
  flattenEntries,
  isAnalystLevel,
  visibleEntries,
  type AdminNavEntry,
  type AdminSectionId,
} from './adminNavigation.ts';

/** The shown menu as `id` for a top-level entry and `parent/child` for a sub-item. */
function outline(entries: readonly AdminNavEntry[]): string[] {
  return entries.flatMap((item) => [item.id, ...item.children.map((child) => `${item.id}/${child.id}`)]);
}

const fullAnalystMenu = [
  'home',
  'projects',
  'assets',
  'assets/reports',
  'sectors',
  'questions',
  'questions/templates',
  'questions/selectLists',
  'hypotheses',
  'emissionFactors',
  'emissionFactors/units',
  'surveys',
  'surveys/surveyQuestions',
  'actionCards',
  'actionCards/images',
];

describe('isAnalystLevel', () => {
  it('is true for ANALYST, DEV and PRODUCT_MANAGER only', () => {
    expect(roles.filter((role) => isAnalystLevel(role))).toEqual(['ANALYST', 'DEV', 'PRODUCT_MANAGER']);
  });

  it('is false for a staff member without a role', () => {
    expect(isAnalystLevel(null)).toBe(false);
    expect(isAnalystLevel(undefined)).toBe(false);
  });
});

describe('visibleEntries with every page available', () => {
  it.each<Role>(['ANALYST', 'DEV', 'PRODUCT_MANAGER'])('shows %s the whole menu of spec 2, in order', (role) => {
    expect(outline(visibleEntries(adminNavigation, role, { forceAvailable: true }))).toEqual(fullAnalystMenu);
  });

  it.each<Role | null>(['SALES', 'ACCOUNTING', null])('shows %s only Home, Projects, Assets and Reports', (role) => {
    expect(outline(visibleEntries(adminNavigation, role, { forceAvailable: true }))).toEqual([
      'home',
      'projects',
      'assets',
      'assets/reports',
    ]);
  });

  it('leads each entry to its route of spec 2', () => {
    const paths = Object.fromEntries(
      flattenEntries(visibleEntries(adminNavigation, 'ANALYST', { forceAvailable: true })).map((item) => [item.id, item.path]),
    );
    expect(paths).toEqual({
      home: '/',
      projects: '/projects',
      assets: '/assets',
      reports: '/reports',
      sectors: '/sectors',
      questions: '/questions',
      templates: '/templates',
      selectLists: '/select-lists',
      hypotheses: '/hypotheses',
      emissionFactors: '/emission-factors',
      units: '/units',
      surveys: '/survey-templates',
      surveyQuestions: '/survey-questions',
      actionCards: '/action-cards',
      images: '/images',
    });
  });
});

describe('visibleEntries with today’s pages', () => {
  it('shows Projects, Assets and Reports to all staff, and Sectors, the questions, the catalogue, the surveys and the action cards to analyst-level roles only', () => {
    for (const role of ['ANALYST', 'DEV', 'PRODUCT_MANAGER'] as const) {
      expect(outline(visibleEntries(adminNavigation, role))).toEqual([
        'home',
        'projects',
        'assets',
        'assets/reports',
        'sectors',
        'questions',
        'questions/templates',
        'questions/selectLists',
        'hypotheses',
        'emissionFactors',
        'emissionFactors/units',
        'surveys',
        'surveys/surveyQuestions',
        'actionCards',
        'actionCards/images',
      ]);
    }
    for (const role of ['SALES', 'ACCOUNTING', null] as const) {
      expect(outline(visibleEntries(adminNavigation, role))).toEqual(['home', 'projects', 'assets', 'assets/reports']);
    }
  });
});

describe('visibleEntries availability rules', () => {
  const leaf = (id: AdminSectionId, available: boolean, analystOnly = false): AdminNavEntry => ({
    id,
    path: `/${id}`,
    matches: [`/${id}`],
    analystOnly,
    available,
    children: [],
  });
  const parent = (id: AdminSectionId, available: boolean, children: AdminNavEntry[], analystOnly = false): AdminNavEntry => ({
    ...leaf(id, available, analystOnly),
    children,
  });

  it('hides an entry whose page does not exist yet', () => {
    expect(outline(visibleEntries([leaf('projects', true), leaf('sectors', false)], 'ANALYST'))).toEqual(['projects']);
  });

  it('hides a sub-item whose page does not exist yet and keeps its parent', () => {
    const entries = [parent('assets', true, [leaf('reports', false)])];
    expect(outline(visibleEntries(entries, 'SALES'))).toEqual(['assets']);
  });

  it('moves an available sub-item up a level when its parent page is not there yet', () => {
    const entries = [leaf('projects', true), parent('assets', false, [leaf('reports', true)])];
    expect(outline(visibleEntries(entries, 'SALES'))).toEqual(['projects', 'reports']);
  });

  it('applies the role rule before availability, so an available analyst page stays hidden from sales', () => {
    const entries = [leaf('projects', true), leaf('sectors', true, true), parent('questions', true, [leaf('templates', true, true)], true)];
    expect(outline(visibleEntries(entries, 'SALES'))).toEqual(['projects']);
    expect(outline(visibleEntries(entries, 'ANALYST'))).toEqual(['projects', 'sectors', 'questions', 'questions/templates']);
  });

  it('gives sub-items the audience of their parent', () => {
    const byId = new Map(flattenEntries(adminNavigation).map((item) => [item.id, item]));
    expect(byId.get('reports')?.analystOnly).toBe(false);
    expect(byId.get('units')?.analystOnly).toBe(true);
    expect(byId.get('images')?.analystOnly).toBe(true);
  });
});

describe('activeEntry', () => {
  const all = visibleEntries(adminNavigation, 'ANALYST', { forceAvailable: true });
  const sectionOf = (pathname: string) => activeEntry(all, pathname)?.id ?? null;

  it('finds the section of an entry’s own page and of its sub-pages', () => {
    expect(sectionOf('/')).toBe('home');
    expect(sectionOf('/assets')).toBe('assets');
    expect(sectionOf('/assets/4b1e0a52-7a8f-4d7e-9d55-1d8f0a1b2c3d')).toBe('assets');
    expect(sectionOf('/emission-factors/create')).toBe('emissionFactors');
    expect(sectionOf('/units')).toBe('units');
    expect(sectionOf('/survey-questions')).toBe('surveyQuestions');
  });

  it('puts carbon footprint, plan and reporting pages under Projects', () => {
    expect(sectionOf('/carbon-footprints/4b1e0a52-7a8f-4d7e-9d55-1d8f0a1b2c3d')).toBe('projects');
    expect(sectionOf('/decarbonization-plans/4b1e0a52-7a8f-4d7e-9d55-1d8f0a1b2c3d/actions')).toBe('projects');
    expect(sectionOf('/financial-institution-reportings/4b1e0a52-7a8f-4d7e-9d55-1d8f0a1b2c3d')).toBe('projects');
  });

  it('does not take a longer path with the same start for a sub-page', () => {
    expect(sectionOf('/assetsx')).toBeNull();
    expect(sectionOf('/images-archive')).toBeNull();
  });

  it('has no section for a page without a shown entry', () => {
    expect(activeEntry(visibleEntries(adminNavigation, 'SALES', { forceAvailable: true }), '/sectors')).toBeNull();
    expect(activeEntry(visibleEntries(adminNavigation, 'SALES'), '/action-cards')).toBeNull();
  });
});
