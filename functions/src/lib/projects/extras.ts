import type { TransactItem } from '../data/entity.ts';
import { deliveryFeedbackQuestions } from '../data/deliveryFeedback.ts';
import { projectTimeReports } from '../data/projectTimeReport.ts';

/**
 * The removals of what is kept beside a project in its partition (its delivery feedback
 * questions and its time report), for the transaction that deletes the project: nothing is
 * left behind under a project that no longer exists.
 */
export async function projectExtrasRemovals(projectUuid: string): Promise<TransactItem[]> {
  const [questions, timeReport] = await Promise.all([
    deliveryFeedbackQuestions.query('byProject', { projectUuid }, { consistent: true }),
    projectTimeReports.get({ projectUuid }, { consistent: true }),
  ]);
  return [
    ...questions.map((question) => deliveryFeedbackQuestions.ops.remove({ projectUuid, position: question.position })),
    ...(timeReport ? [projectTimeReports.ops.remove({ projectUuid })] : []),
  ];
}
