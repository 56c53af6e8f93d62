import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../api/client.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { deliverBlock, deliverBlockText, type DeliverBlock } from './feedbackPanel.ts';

export interface CanDeliver {
  /** True once the feedback is started and every question answered; false while loading. */
  canDeliver: boolean;
  /** Why not, for the Deliver button's hint; null when it may, or while loading. */
  block: DeliverBlock;
  reason: string | null;
  isLoading: boolean;
}

/**
 * Whether the project dialog's Deliver button is enabled (spec 2 section 4): from the same
 * `deliveryFeedback.get` the panel reads, so answering a question enables it at once.
 */
export function useCanDeliver(projectUuid: string): CanDeliver {
  const { t } = useI18n();
  const questions = useQuery(queryOptionsFor('deliveryFeedback.get', { projectUuid }));
  if (!questions.data) return { canDeliver: false, block: null, reason: null, isLoading: questions.isPending };
  const block = deliverBlock(questions.data);
  return { canDeliver: block === null, block, reason: deliverBlockText(t, block), isLoading: false };
}
