import { Button, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Answer } from '@cairn/shared/questionnaires/model';
import { useId, useRef, useState } from 'react';
import { callProcedure } from '../../api/client.ts';
import { saveFile, uploadFile } from '../../api/files.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { acceptAttribute, uploadRule } from '../../ui/fileDrop/fileChecks.ts';
import { FileIcon, UploadIcon } from '../../ui/icons.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { TrashIcon } from './icons.tsx';

type AnswerFile = Answer['files'][number];

/**
 * A question's files (spec 2 "Answer types": FILE, and the files TEXT, NUMERIC and tables may
 * carry): each chosen file is sent to the bucket and kept under the client's asset at once
 * (Excel, PDF, CSV, text or zip, 5 MB: the DOCUMENT upload rule); the answer then names it, and
 * saving the answer keeps it.
 */
export function FilesField({ files, onChange, assetUuid, disabled, labelledBy }: { files: readonly AnswerFile[]; onChange: (files: AnswerFile[]) => void; assetUuid: string; disabled: boolean; labelledBy: string }) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const ruleId = useId();

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const token = browserTokenStore.read();
      const uploadUuid = await uploadFile('DOCUMENT', file, { token });
      const stored = await callProcedure('file.register', { uploadUuid, assetUuid }, { token });
      onChange([...files, { uuid: stored.uuid, name: stored.name }]);
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessageOf(error instanceof Error ? error : new Error(String(error)), t) });
    } finally {
      setUploading(false);
    }
  };
  const download = async (file: AnswerFile) => {
    try {
      saveFile(await callProcedure('file.download', { uuid: file.uuid }, { token: browserTokenStore.read() }));
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessageOf(error instanceof Error ? error : new Error(String(error)), t) });
    }
  };

  return (
    <Stack gap={2} role="group" aria-labelledby={labelledBy}>
      <Text textStyle="sm" fontWeight="medium">
        {t('questionnaire.answer.files')}
      </Text>
      {files.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('questionnaire.answer.noFile')}
        </Text>
      ) : (
        <Stack as="ul" gap={1} listStyleType="none">
          {files.map((file) => (
            <HStack as="li" key={file.uuid} gap={1}>
              <Button size="xs" variant="ghost" onClick={() => void download(file)} aria-label={t('questionnaire.answer.download', { name: file.name })}>
                <FileIcon boxSize="4" />
                {file.name}
              </Button>
              {disabled ? null : (
                <IconButton size="xs" variant="ghost" aria-label={t('questionnaire.answer.removeFile', { name: file.name })} onClick={() => onChange(files.filter((kept) => kept.uuid !== file.uuid))}>
                  <TrashIcon boxSize="4" />
                </IconButton>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      {disabled ? null : (
        <HStack gap={2} wrap="wrap">
          <VisuallyHidden>
            <input
              ref={input}
              type="file"
              tabIndex={-1}
              accept={acceptAttribute(uploadRule('DOCUMENT'))}
              aria-describedby={ruleId}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </VisuallyHidden>
          <Button size="sm" variant="outline" loading={uploading} loadingText={t('questionnaire.answer.uploading')} onClick={() => input.current?.click()} aria-describedby={ruleId}>
            <UploadIcon boxSize="4" />
            {t('questionnaire.answer.addFile')}
          </Button>
          <Text id={ruleId} textStyle="xs" color="fg.muted">
            {t('questionnaire.answer.fileRule')}
          </Text>
        </HStack>
      )}
    </Stack>
  );
}
