import { describe, expect, it } from 'vitest';
import { actionSortScore, sortActions } from './sort.ts';

const votes = (count: number) => Array.from({ length: count }, (_, index) => ({ uuid: `voter-${index}` }));
const entry = (displayId: number, fields: { preBaseline?: boolean; isRecommended?: boolean; votes?: number }) => ({
  displayId,
  preBaseline: fields.preBaseline ?? false,
  isRecommended: fields.isRecommended ?? false,
  votes: votes(fields.votes ?? 0),
});

/*
 * A team of 4, so a recommendation weighs 4 votes:
 *   #1 3 votes                     score 3
 *   #2 recommended                 score 4
 *   #3 pre-baseline                score 0
 *   #4 recommended + 1 vote        score 5
 *   #5 4 votes                     score 4 (ties #2: displayId ascending, #2 first)
 *   #6 pre-baseline, recommended   score 4
 * Pre-baseline first (#6 before #3 by score), then 5, 4, 4, 3: #6, #3, #4, #2, #5, #1.
 */
const actions = [
  entry(1, { votes: 3 }),
  entry(2, { isRecommended: true }),
  entry(3, { preBaseline: true }),
  entry(4, { isRecommended: true, votes: 1 }),
  entry(5, { votes: 4 }),
  entry(6, { preBaseline: true, isRecommended: true }),
];

describe('sortActions', () => {
  it('puts pre-baseline first, then recommendation weighted by team size plus votes, then displayId', () => {
    expect(actions.map((action) => actionSortScore(action, 4))).toEqual([3, 4, 0, 5, 4, 4]);
    expect(sortActions(actions, 4).map((action) => action.displayId)).toEqual([6, 3, 4, 2, 5, 1]);
  });

  it('lets votes alone decide with no team', () => {
    // Team of 0: scores 3, 0, 0, 1, 4, 0 → pre-baseline #3, #6 (tie, displayId), then #5, #1, #4, #2.
    expect(sortActions(actions, 0).map((action) => action.displayId)).toEqual([3, 6, 5, 1, 4, 2]);
  });

  it('leaves its input untouched', () => {
    sortActions(actions, 4);
    expect(actions.map((action) => action.displayId)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
