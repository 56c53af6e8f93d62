import type { enEditing } from './editing.ts';
import type { MessageText } from '@cairn/shared/errors';

/** Who else is editing a field, in French: the same keys as the English ones in editing.ts. */
export const frEditing: { readonly [K in keyof typeof enEditing]: MessageText } = {
  'editing.avatars.label': 'Également en train de modifier ce champ : {names}',
  'editing.avatars.tooltip': '{name}, en train de modifier depuis {time}',
};
