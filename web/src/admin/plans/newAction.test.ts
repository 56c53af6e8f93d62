import { planProcedures } from '@cairn/shared/contract/plans';
import { describe, expect, it } from 'vitest';
import { newActionInput } from './newAction.ts';

const planUuid = '6f1c2a52-7c0e-4c36-9d7a-8a1f0b2c3d4e';
const other = '0b7e4c1a-3d2f-4e5a-8b6c-7d8e9f0a1b2c';

describe('a new action’s input', () => {
  it('is blank with its name', () => {
    expect(newActionInput(planUuid, '  LED lighting ', '')).toEqual({ planUuid, name: 'LED lighting' });
  });

  it('copies an action under a new name', () => {
    expect(newActionInput(planUuid, 'LED 2', `action:${other}`)).toEqual({ planUuid, name: 'LED 2', decarbonizationActionToDuplicateUuid: other });
  });

  it('starts from a card, under the card’s name when none is typed', () => {
    expect(newActionInput(planUuid, ' ', `card:${other}`)).toEqual({ planUuid, actionCardUuid: other });
    expect(newActionInput(planUuid, 'Our LED', `card:${other}`)).toEqual({ planUuid, actionCardUuid: other, name: 'Our LED' });
  });

  it('gives what the contract takes', () => {
    for (const source of ['', `action:${other}`, `card:${other}`] as const) {
      expect(planProcedures['decarbonizationAction.create'].input.safeParse(newActionInput(planUuid, 'A name', source)).success).toBe(true);
    }
  });
});
