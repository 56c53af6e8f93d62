import type { ProjectTimeReport } from '@cairn/shared/projects/timeReport';
import { describe, expect, it } from 'vitest';
import { shownHours, timePanelState } from './timePanel.ts';

const projectUuid = '00000000-0000-4000-8000-000000000001';
const report = (fields: Partial<ProjectTimeReport>): ProjectTimeReport => ({
  projectUuid,
  trackerId: '65c0f1a2b3d4e5f6a7b8c901',
  time: null,
  lines: [],
  refreshedAt: null,
  source: null,
  ...fields,
});

describe('the time panel', () => {
  it("says 'Missing clockify ID' without a tracker id, the dialog's own included", () => {
    expect(timePanelState(report({ trackerId: null, time: { kind: 'missingTrackerId' } }))).toEqual({ kind: 'missing' });
    expect(timePanelState(report({}), '  ')).toEqual({ kind: 'missing' });
  });

  it('says the time is not read yet for a tracker id never refreshed, or typed since', () => {
    expect(timePanelState(report({}))).toEqual({ kind: 'notRefreshed', trackerId: '65c0f1a2b3d4e5f6a7b8c901' });
    const refreshed = report({ time: { kind: 'noEntries' }, refreshedAt: '2025-03-10T10:00:00.000Z', source: 'TABLE' });
    expect(timePanelState(refreshed, '65c0f1a2b3d4e5f6a7b8c914')).toEqual({ kind: 'notRefreshed', trackerId: '65c0f1a2b3d4e5f6a7b8c914' });
  });

  it("says 'no entries from clockify' when the tracker had none", () => {
    const refreshed = report({ time: { kind: 'noEntries' }, refreshedAt: '2025-03-10T10:00:00.000Z', source: 'CLOCKIFY' });
    expect(timePanelState(refreshed)).toEqual({ kind: 'noEntries', trackerId: '65c0f1a2b3d4e5f6a7b8c901', refreshedAt: '2025-03-10T10:00:00.000Z', source: 'CLOCKIFY' });
  });

  it('shows the hours, their value at 359 € and each person’s hours and days', () => {
    const lines = [
      { user: 'Camille Laurent', date: '2024-02-05', hours: 1.5 },
      { user: 'Camille Laurent', date: '2024-02-06', hours: 2 },
      { user: 'Léa Dubois', date: '2024-02-13', hours: 1 },
    ];
    const state = timePanelState(report({ time: { kind: 'spent', hours: 4.5, valueEur: 1_615.5 }, lines, refreshedAt: '2025-03-10T10:00:00.000Z', source: 'TABLE' }));
    expect(state).toMatchObject({ kind: 'spent', hours: 4.5, valueEur: 1_615.5 });
    expect(state.kind === 'spent' && state.people).toEqual([
      { user: 'Camille Laurent', hours: 3.5, days: 2 },
      { user: 'Léa Dubois', hours: 1, days: 1 },
    ]);
    expect(shownHours(27.25, 'fr')).toBe('27,25');
    expect(shownHours(1 / 3, 'en')).toBe('0.33');
  });
});
