import type { MessageText } from '@cairn/shared/errors';
import type { enKit } from './kit.ts';

/** The UI kit's messages in French: the same keys as the English ones in kit.ts. */
export const frKit: { readonly [K in keyof typeof enKit]: MessageText } = {
  'kit.warningList.hide': 'Masquer',
  'kit.warningList.show': 'Afficher',
};
