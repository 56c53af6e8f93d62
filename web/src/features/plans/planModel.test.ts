import { describe, expect, it } from 'vitest';
import { incompleteRow, shownImpactTonnes, teamEdits, voteToggle, type TeamRow } from './planModel.ts';

const ana = { uuid: '00000000-0000-4000-8000-000000000001', name: 'Ana Silva', initials: 'AS' };
const ben = { uuid: '00000000-0000-4000-8000-000000000002', name: 'Ben Roy', initials: 'BR' };
const rowOf = (member: typeof ana, patch: Partial<TeamRow> = {}): TeamRow => ({ key: member.uuid, uuid: member.uuid, name: member.name, initials: member.initials, deleted: false, ...patch });

describe('the team dialog', () => {
  it('sends nothing for rows left as they were', () => {
    expect(teamEdits([ana, ben], [rowOf(ana), rowOf(ben, { name: ' Ben Roy ' })])).toEqual([]);
  });

  it('creates new rows, renames changed ones and deletes marked ones', () => {
    const rows = [rowOf(ana, { name: 'Ana Silva-Roy' }), rowOf(ben, { deleted: true }), { key: 'new-1', uuid: null, name: ' Chloé ', initials: 'CD', deleted: false }];
    expect(teamEdits([ana, ben], rows)).toEqual([
      { action: 'UPDATE', uuid: ana.uuid, name: 'Ana Silva-Roy', initials: 'AS' },
      { action: 'DELETE', uuid: ben.uuid },
      { action: 'CREATE', name: 'Chloé', initials: 'CD' },
    ]);
  });

  it('forgets a new row deleted before saving, and asks for a kept row’s name and initials', () => {
    const dropped: TeamRow = { key: 'new-2', uuid: null, name: '', initials: '', deleted: true };
    expect(teamEdits([], [dropped])).toEqual([]);
    expect(incompleteRow(dropped)).toBe(false);
    expect(incompleteRow({ ...dropped, deleted: false, name: 'Dan' })).toBe(true);
  });
});

describe('an action as the client sees it', () => {
  it('shows its carbon impact in tCO2e only once the consultant shows it', () => {
    expect(shownImpactTonnes({ showCarbonImpact: true, carbonImpact: -12_500 })).toBeCloseTo(-12.5, 9);
    expect(shownImpactTonnes({ showCarbonImpact: false, carbonImpact: -12_500 })).toBeNull();
    expect(shownImpactTonnes({ showCarbonImpact: true, carbonImpact: null })).toBeNull();
  });

  it('adds a member’s vote, or takes it back', () => {
    expect(voteToggle({ votes: [] }, ana.uuid)).toEqual({ newVotersUuid: [ana.uuid], removedVotersUuid: [] });
    expect(voteToggle({ votes: [{ uuid: ana.uuid, name: ana.name }] }, ana.uuid)).toEqual({ newVotersUuid: [], removedVotersUuid: [ana.uuid] });
  });
});
