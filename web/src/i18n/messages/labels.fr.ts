import { frLabels } from '@cairn/shared/labels/fr';
import { labelMessagesOf } from './labels.ts';

export const frLabelMessages = labelMessagesOf(frLabels);
