import { DeliveryFeedbackQuestion } from '@cairn/shared/projects/deliveryFeedback';
import { defineEntity } from './entity.ts';

/** A project's partition, where its delivery feedback questions sit beside it. */
const projectPartition = ({ projectUuid }: { projectUuid: string }) => `PROJECT#${projectUuid}`;

/**
 * A question of a project's delivery feedback (shared/src/projects/deliveryFeedback.ts), in the
 * project's partition under its position: starting the feedback creates every position where
 * none exists, in one transaction, so two people starting it at once create one set. Kept
 * beside the project rather than on it, so answering does not move the project's version.
 */
export const deliveryFeedbackQuestions = defineEntity({
  name: 'DeliveryFeedbackQuestion',
  schema: DeliveryFeedbackQuestion,
  key: ({ projectUuid, position }: { projectUuid: string; position: number }) => ({
    pk: projectPartition({ projectUuid }),
    sk: `FEEDBACK#${String(position).padStart(3, '0')}`,
  }),
  identify: ({ projectUuid, position }) => ({ projectUuid, position }),
  indexes: {
    /** A project's questions, in order. */
    byProject: { index: 'primary', pk: projectPartition, skPrefix: 'FEEDBACK#' },
    /** A question by its uuid, which is all an update names. */
    byUuid: { index: 'gsi1', pk: ({ uuid }: { uuid: string }) => `FEEDBACKQ#${uuid}`, sk: () => 'QUESTION' },
  },
});
