import { describe, expect, it } from 'vitest';
import { shownAdminTab } from './footprintTabs.ts';

describe('the staff footprint page tab', () => {
  it("shows the address's tab, else Reporting for a report's link, else Questionnaires", () => {
    expect(shownAdminTab({ tab: 'SURVEYS', reportUuid: '00000000-0000-4000-8000-000000000001' })).toBe('SURVEYS');
    expect(shownAdminTab({ reportUuid: '00000000-0000-4000-8000-000000000001' })).toBe('REPORTING');
    expect(shownAdminTab({})).toBe('QUESTIONNAIRES');
  });
});
