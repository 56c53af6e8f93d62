import type { CollectDataInput, DataCollectionChange, DataCollectionView } from '@cairn/shared/contract/portfolio';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, applyInvalidations, queryOptionsFor, requestProcedure, type ProcedureAnswer } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { browserTokenStore } from '../../../auth/browserAuth.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { applyChange, remainingSpinnerMs } from './collectionModel.ts';

const readName = 'portfolioEmissions.getDataCollection';

/** The questionnaire's query, read by the route's loader first. */
export const collectionQuery = (reportingUuid: string) => queryOptionsFor(readName, { reportingUuid });

/** A write of the questionnaire: each answers the entities it wrote. */
export type CollectionWrite =
  | { procedure: 'portfolioEmissions.collectData'; input: CollectDataInput }
  | { procedure: 'portfolioEmissions.deleteInvestment'; input: { reportingUuid: string; investmentUuid: string } }
  | { procedure: 'portfolioEmissions.validateDataCollection'; input: { reportingUuid: string; validationAuthor: string } };

/** What a write answers: saved, refused with the server's error (for the caller to place), or stale (the page reloaded). */
export type WriteResult = { ok: true; change: DataCollectionChange } | { ok: false; error: ApiError | null };

export interface Collection {
  view: DataCollectionView;
  /**
   * Sends one write, after the writes before it: `build` reads the questionnaire as it is once
   * those are through, so each carries the versions they left. A CONFLICT reloads the page's
   * data and says so; any other failure is handed back (and toasted unless `quiet`).
   */
  write: (build: (view: DataCollectionView) => CollectionWrite | null, options?: { quiet?: boolean }) => Promise<WriteResult>;
  /** Whether the saving spinner shows: while a write runs, and at least 250 ms. */
  saving: boolean;
  /** Reads the questionnaire again (after an import). */
  reload: () => Promise<void>;
}

/** Sends a write; the three procedures answer the same kind of change. */
function call(request: CollectionWrite, token: string | null): Promise<ProcedureAnswer<CollectionWrite['procedure']>> {
  switch (request.procedure) {
    case 'portfolioEmissions.collectData':
      return requestProcedure(request.procedure, request.input, { token });
    case 'portfolioEmissions.deleteInvestment':
      return requestProcedure(request.procedure, request.input, { token });
    case 'portfolioEmissions.validateDataCollection':
      return requestProcedure(request.procedure, request.input, { token });
  }
}

/**
 * The questionnaire and its writes. Writes go one after the other, and each answer's entities
 * join the cached copy (`applyChange`) rather than reading thousands of investees again; the
 * other reads a write makes stale (the results, the staff page) are marked as usual.
 */
export function useCollection(reportingUuid: string): Collection {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const options = useMemo(() => collectionQuery(reportingUuid), [reportingUuid]);
  const { data: view } = useSuspenseQuery(options);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const running = useRef(0);
  const startedAt = useRef(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  const begin = useCallback(() => {
    if (running.current === 0) startedAt.current = Date.now();
    running.current += 1;
    if (hideTimer.current) clearTimeout(hideTimer.current);
    setSaving(true);
  }, []);
  const end = useCallback(() => {
    running.current -= 1;
    if (running.current > 0) return;
    hideTimer.current = setTimeout(() => setSaving(running.current > 0), remainingSpinnerMs(Date.now() - startedAt.current));
  }, []);

  const reload = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
  }, [queryClient, options]);

  const send = useCallback(
    async (build: (view: DataCollectionView) => CollectionWrite | null, quiet: boolean): Promise<WriteResult> => {
      const current = queryClient.getQueryData(options.queryKey);
      const request = current ? build(current) : null;
      if (!request) return { ok: false, error: null };
      begin();
      try {
        const answer = await call(request, browserTokenStore.read());
        queryClient.setQueryData(options.queryKey, (cached) => (cached ? applyChange(cached, answer.data) : cached));
        await applyInvalidations(
          queryClient,
          answer.invalidate.filter((name) => name !== readName),
        );
        return { ok: true, change: answer.data };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'CONFLICT') {
          await reload();
          toaster.create({ type: 'warning', title: t('portfolioCollection.page.conflict') });
          return { ok: false, error: null };
        }
        const failure = error instanceof ApiError ? error : null;
        if (!quiet) toaster.create({ type: 'error', title: t('portfolioCollection.page.saveFailed'), description: error instanceof Error ? errorMessageOf(error, t) : undefined });
        return { ok: false, error: failure };
      } finally {
        end();
      }
    },
    [queryClient, options, begin, end, reload, t],
  );

  const write = useCallback<Collection['write']>(
    (build, writeOptions = {}) => {
      const next = queue.current.then(() => send(build, writeOptions.quiet ?? false));
      queue.current = next.catch(() => undefined);
      return next;
    },
    [send],
  );

  return { view, write, saving, reload };
}
