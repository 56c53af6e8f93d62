/** Where a new action starts: blank, an action card, or a copy of one of the plan's actions. */
export type NewActionSource = '' | `card:${string}` | `action:${string}`;

/** The create procedure's input for a name and a source; a card's action may take the card's name. */
export function newActionInput(planUuid: string, name: string, source: NewActionSource) {
  const trimmed = name.trim();
  if (source.startsWith('card:')) return { planUuid, actionCardUuid: source.slice('card:'.length), ...(trimmed === '' ? {} : { name: trimmed }) };
  if (source.startsWith('action:')) return { planUuid, name: trimmed, decarbonizationActionToDuplicateUuid: source.slice('action:'.length) };
  return { planUuid, name: trimmed };
}
