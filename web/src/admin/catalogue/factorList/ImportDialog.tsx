import type { OutputOf } from '@cairn/shared/contract';
import { Progress, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { applyInvalidations, queryOptionsFor, requestProcedure } from '../../../api/client.ts';
import { saveFile, uploadFile } from '../../../api/files.ts';
import { browserTokenStore } from '../../../auth/browserAuth.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ImportDialogFrame } from '../../../ui/ImportDialogFrame.tsx';
import { ImportProblems } from '../../../ui/ImportProblems.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { uploadRule } from '../../../ui/fileDrop/fileChecks.ts';
import { toaster } from '../../../ui/toaster.tsx';

type ImportAnswer = OutputOf<'emissionFactor.batchImport'>;
type FinalAnswer = Exclude<ImportAnswer, { status: 'Pending' }>;

/** What the import takes: the shared rule of its upload purpose, checked here before the upload. */
const importRule = uploadRule('CATALOGUE_IMPORT');

/** How often a committing import is asked where it stands (each ask also moves it on). */
const pollIntervalMs = 1_000;

/**
 * The batch import: the template to fill, an .xlsx drop zone (which refuses another type, a file
 * too large or one whose content is not a spreadsheet before anything is sent), a progress bar
 * while the server validates, then the count imported or every problem with its row and column.
 * A large file is committed by an import job after the upload answers: the dialog polls it, with
 * its progress, until it is done or failed.
 */
export function ImportDialog() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<FinalAnswer | null>(null);
  const [jobUuid, setJobUuid] = useState<string | null>(null);
  const [templateLoading, setTemplateLoading] = useState(false);
  const queryClient = useQueryClient();
  // The file goes to the bucket first, then the import takes it by its upload uuid.
  const upload = useMutation({
    mutationKey: ['emissionFactor', 'batchImport'],
    mutationFn: async (chosen: File) => {
      const token = browserTokenStore.read();
      const uploadUuid = await uploadFile('CATALOGUE_IMPORT', chosen, { token });
      const answer = await requestProcedure('emissionFactor.batchImport', { uploadUuid }, { token });
      await applyInvalidations(queryClient, answer.invalidate);
      return answer.data;
    },
    onSuccess: (answer) => {
      if (answer.status === 'Pending') setJobUuid(answer.jobUuid);
      else setResult(answer);
    },
  });
  const status = useQuery({
    ...queryOptionsFor('import.status', { jobUuid: jobUuid ?? '' }),
    enabled: jobUuid !== null,
    staleTime: 0,
    refetchInterval: pollIntervalMs,
  });
  const polled = jobUuid === null ? undefined : status.data;

  useEffect(() => {
    if (polled === undefined || polled.status === 'Pending') return;
    setResult(polled);
    setJobUuid(null);
    if (polled.status === 'Success') void applyInvalidations(queryClient, ['emissionFactor.list', 'emissionFactor.semanticSearch']);
  }, [polled, queryClient]);

  const committing = jobUuid !== null;
  const progressPercent = polled?.status === 'Pending' ? polled.progressPercent : upload.data?.status === 'Pending' ? upload.data.progressPercent : 0;

  const reset = () => {
    setFile(null);
    setResult(null);
    setJobUuid(null);
    upload.reset();
  };

  const downloadTemplate = async () => {
    setTemplateLoading(true);
    try {
      saveFile(await queryClient.fetchQuery(queryOptionsFor('emissionFactor.importTemplate', {})));
    } catch {
      toaster.create({ type: 'error', title: t('catalogue.factors.templateFailed') });
    } finally {
      setTemplateLoading(false);
    }
  };

  const send = () => {
    if (file) upload.mutate(file);
  };

  return (
    <ImportDialogFrame
      texts={{
        open: t('catalogue.factors.import'),
        title: t('catalogue.factors.importTitle'),
        close: t('catalogue.factors.close'),
        upload: t('catalogue.factors.upload'),
        uploadNew: t('catalogue.factors.uploadNew'),
      }}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      busy={upload.isPending}
      stage={result === null ? 'choose' : result.status === 'Errors' ? 'errors' : 'done'}
      canUpload={file !== null}
      uploading={upload.isPending || committing}
      onUpload={send}
      onReset={reset}
      intro={<Text color="fg.muted">{t('catalogue.factors.importIntro')}</Text>}
      template={{ label: t('catalogue.factors.downloadTemplate'), loading: templateLoading, onDownload: () => void downloadTemplate() }}
      drop={{
        label: t('catalogue.factors.chooseFile'),
        rule: importRule,
        file,
        disabled: upload.isPending || committing,
        onFileChange: (chosen) => {
          upload.reset();
          setFile(chosen);
        },
      }}
      status={
        <>
          {upload.isPending ? <ProgressLine label={t('catalogue.factors.uploading')} percent={null} /> : null}
          {committing ? <ProgressLine label={t('catalogue.factors.committing', { percent: progressPercent })} percent={progressPercent} /> : null}
          {upload.isError ? <ErrorBox message={errorMessageOf(upload.error, t)} /> : null}
          {status.isError && committing ? <ErrorBox message={errorMessageOf(status.error, t)} /> : null}
        </>
      }
      done={result?.status === 'Success' ? t('catalogue.factors.imported', { count: result.created }) : ''}
      problems={
        result?.status === 'Errors' ? (
          <ImportProblems
            title={t('catalogue.factors.importErrors')}
            labels={{ row: t('catalogue.factors.errorRow'), column: t('catalogue.factors.errorColumn'), problem: t('catalogue.factors.errorMessage'), wholeFile: t('catalogue.factors.wholeFile') }}
            problems={result.errors}
          />
        ) : null
      }
    />
  );
}

/** A labelled progress bar, announced to screen readers; `percent` null while the amount is unknown. */
function ProgressLine({ label, percent }: { label: string; percent: number | null }) {
  return (
    <Stack gap={2} role="status">
      <Text textStyle="sm">{label}</Text>
      <Progress.Root value={percent} size="sm" colorPalette="teal">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
