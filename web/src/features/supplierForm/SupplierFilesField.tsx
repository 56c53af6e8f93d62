import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { UploadRequest } from '@cairn/shared/files';
import { supplierLimits } from '@cairn/shared/supplier/model';
import type { SupplierFileAction } from '@cairn/shared/supplier/selfUpdate';
import { useState } from 'react';
import { callProcedure } from '../../api/client.ts';
import { saveFile, uploadFile, type UploadSigner } from '../../api/files.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { FileDrop } from '../../ui/fileDrop/FileDrop.tsx';
import { uploadRule } from '../../ui/fileDrop/fileChecks.ts';
import { FileIcon } from '../../ui/icons.tsx';
import { TrashIcon } from '../questionnaire/icons.tsx';
import { shownFiles, withoutFile } from './supplierFormModel.ts';

const rule = uploadRule('SUPPLIER_FILE');

/** The link of a supplier's form, which signs its uploads and its downloads: nobody is signed in. */
export interface SupplierLink {
  supplierUuid: string;
  token: string;
}

const supplierSigner =
  ({ supplierUuid, token }: SupplierLink): UploadSigner =>
  ({ purpose: _purpose, ...file }: UploadRequest, options) =>
    callProcedure('supplier.prepareUpload', { supplierUuid, token, ...file }, options);

export interface SupplierFilesFieldProps {
  link: SupplierLink;
  /** Names the list for assistive technology ('Supporting files' of the question). */
  labelledBy: string;
  files: readonly SupplierFileAction[];
  onChange: (files: SupplierFileAction[]) => void;
  readOnly: boolean;
  /** The list's problem from the last save, said under it. */
  error: string | null;
}

/**
 * One file list of a year (products, economic intensity, decarbonization plan). A chosen file is
 * checked by the kit's drop (type, 40 MB, content), sent to the bucket at once through a link
 * signed for this supplier, and named in the next save (CREATE); a held file can be downloaded
 * back with the form's link, or removed (DELETE on save). A failed upload is said under the drop
 * and the list stays as it was.
 */
export function SupplierFilesField({ link, labelledBy, files, onChange, readOnly, error }: SupplierFilesFieldProps) {
  const { t } = useI18n();
  const [sending, setSending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = shownFiles(files);
  const full = shown.length >= supplierLimits.files;

  const send = async (file: File | null) => {
    if (!file) return;
    setRefusal(null);
    setSending(file.name);
    try {
      const uuid = await uploadFile('SUPPLIER_FILE', file, {}, supplierSigner(link));
      onChange([...files, { action: 'CREATE', uuid, name: file.name }]);
    } catch (failure) {
      setRefusal(errorMessageOf(failure instanceof Error ? failure : new Error(String(failure)), t));
    } finally {
      setSending(null);
    }
  };

  const download = async (fileUuid: string) => {
    try {
      saveFile(await callProcedure('supplier.download.public', { ...link, fileUuid }));
    } catch (failure) {
      setRefusal(errorMessageOf(failure instanceof Error ? failure : new Error(String(failure)), t));
    }
  };

  return (
    <Stack gap={2} role="group" aria-labelledby={labelledBy}>
      {shown.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('supplierForm.files.none')}
        </Text>
      ) : (
        <Stack as="ul" gap={1} listStyleType="none" aria-label={t('supplierForm.files.list')}>
          {shown.map((file) => (
            <HStack as="li" key={file.uuid} gap={1} minW={0}>
              {file.action === 'KEEP' ? (
                <Button size="sm" variant="ghost" minH="11" onClick={() => void download(file.uuid)} aria-label={t('supplierForm.files.download', { name: file.name })} minW={0} flex="1" justifyContent="flex-start">
                  <FileIcon boxSize="4" />
                  <Text as="span" truncate>
                    {file.name}
                  </Text>
                </Button>
              ) : (
                <HStack gap={2} minW={0} flex="1" px={3} minH="11">
                  <FileIcon boxSize="4" flexShrink={0} />
                  <Text textStyle="sm" truncate>
                    {file.name}
                  </Text>
                </HStack>
              )}
              {readOnly ? null : (
                <IconButton size="sm" minW="11" minH="11" variant="ghost" aria-label={t('supplierForm.files.remove', { name: file.name })} onClick={() => onChange(withoutFile(files, file.uuid))}>
                  <TrashIcon boxSize="4" />
                </IconButton>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      {readOnly ? null : full ? (
        <Text textStyle="sm" color="fg.muted">
          {t('supplierForm.files.full', { max: supplierLimits.files })}
        </Text>
      ) : (
        <FileDrop label={t('supplierForm.files.add')} rule={rule} file={null} onFileChange={(file) => void send(file)} disabled={sending !== null} />
      )}
      <Box aria-live="polite">
        {sending ? (
          <Text textStyle="sm" color="fg.muted">
            {t('supplierForm.files.uploading', { name: sending })}
          </Text>
        ) : null}
      </Box>
      {refusal || error ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {refusal ?? error}
        </Text>
      ) : null}
    </Stack>
  );
}
