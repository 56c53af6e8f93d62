import { describe, expect, it } from 'vitest';
import type { EmailStatus } from './model.ts';
import { reduceEmailStatus, type EmailStatusEvent } from './emailEvents.ts';

const at = (minute: number) => `2025-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const event = (status: EmailStatus, minute: number): EmailStatusEvent => ({ status, at: at(minute) });

/** Every order of a short list (at most 5 events: 120 orders). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

/** A deterministic shuffle (32-bit linear congruential generator), for the longer lists. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe('reduceEmailStatus', () => {
  // Each case is a message's story in time order (minutes after 10:00); the expected status
  // follows the SES semantics written in emailEvents.ts.
  const cases: [string, EmailStatusEvent[], EmailStatus][] = [
    ['no event yet', [], 'DontKnowYet'],
    ['sent only', [event('DontKnowYet', 0)], 'DontKnowYet'],
    ['sent, delayed', [event('DontKnowYet', 0), event('Delayed', 5)], 'Delayed'],
    ['sent, delayed, delivered', [event('DontKnowYet', 0), event('Delayed', 5), event('Delivered', 30)], 'Delivered'],
    ['sent, delayed twice, bounced when SES gave up', [event('DontKnowYet', 0), event('Delayed', 5), event('Delayed', 20), event('MailboxFull', 50)], 'MailboxFull'],
    ['delivered then bounced asynchronously', [event('DontKnowYet', 0), event('Delivered', 1), event('PermanentBounce', 9)], 'PermanentBounce'],
    ['a transient bounce then a later delivery', [event('DontKnowYet', 0), event('TransientBounce', 2), event('Delivered', 9)], 'Delivered'],
    ['delivered then complained', [event('DontKnowYet', 0), event('Delivered', 1), event('Complained', 40)], 'Complained'],
    ['a complaint timestamped before the delivery still wins', [event('Complained', 0), event('Delivered', 1)], 'Complained'],
    ['rejected by SES', [event('DontKnowYet', 0), event('Failed', 0)], 'Failed'],
    ['delivered and bounced at the same instant: the failure', [event('Delivered', 3), event('PermanentBounce', 3)], 'PermanentBounce'],
    ['two failures at the same instant: the first in the spec list', [event('UndeterminedBounce', 3), event('MailboxFull', 3)], 'MailboxFull'],
    ['an unreadable timestamp counts as earliest', [{ status: 'PermanentBounce', at: 'garbage' }, event('Delivered', 0)], 'Delivered'],
  ];

  it.each(cases)('%s, in every order', (_, events, expected) => {
    for (const order of permutations(events)) expect(reduceEmailStatus(order)).toBe(expected);
  });

  it.each(cases)('%s, with every event duplicated and shuffled', (_, events, expected) => {
    const doubled = [...events, ...events, ...events.slice(0, 1)];
    for (let seed = 1; seed <= 20; seed += 1) expect(reduceEmailStatus(shuffled(doubled, seed))).toBe(expected);
  });
});
