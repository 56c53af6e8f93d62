import type { Stored } from '../data/entity.ts';
import { hypotheses, type HypothesisRecord } from '../data/hypothesis.ts';
import { notFound, type OwnerSource } from './source.ts';

export const hypothesisOwner: OwnerSource<Stored<HypothesisRecord>> = {
  load: (uuid) => hypotheses.get({ uuid }),
  ownership: (hypothesis) => ({ assetUuid: hypothesis.assetUuid }),
  refusal: notFound('Hypothesis'),
};
