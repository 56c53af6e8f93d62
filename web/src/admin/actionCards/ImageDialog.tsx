import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { imageLimits, imageUrl } from '@cairn/shared/plans/actionImages';
import { useStore } from '@tanstack/react-form';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { FileDrop } from '../../ui/fileDrop/FileDrop.tsx';
import { formatFileSize } from '../../ui/fileDrop/fileChecks.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../ui/form/FormDialog.tsx';
import { fieldMessagesOf } from '../../ui/form/formFailure.ts';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';
import { ImageConversionError, defaultWebpOptions, toWebp } from '../imageToWebp.ts';
import { hasUnsavedImageChanges, imageCreateInputOf, imageFileRule, imageUpdateInputOf, imageValuesOf, type ListedImage } from './imageModel.ts';
import { RequiredMark } from '../../ui/RequiredMark.tsx';

/** What the editor edits: a new image, or a listed one (its row holds all it edits). */
export type ImageTarget = { kind: 'create' } | { kind: 'edit'; image: ListedImage };

export function ImageDialog({ target, onClose }: { target: ImageTarget | null; onClose: () => void }) {
  return (
    <FormDialog open={target !== null} onClose={onClose} size={{ mdDown: 'full', md: 'md' }} scrollBehavior="inside">
      {target ? <ImageForm key={target.kind === 'edit' ? target.image.uuid : 'create'} image={target.kind === 'edit' ? target.image : null} onClose={onClose} /> : null}
    </FormDialog>
  );
}

type PictureStatus = { state: 'idle' } | { state: 'converting' } | { state: 'ready'; width: number; height: number; bytes: number } | { state: 'error'; message: PlainKey };

/**
 * An image's name and keywords, and for a new one its picture: chosen or dropped in the kit's file
 * drop, converted here to a 100 px wide webp (spec 2 section 9) and previewed as it will be
 * stored. A stored image keeps its picture: a different picture is a new image.
 */
function ImageForm({ image, onClose }: { image: ListedImage | null; onClose: () => void }) {
  const { t, language } = useI18n();
  const [status, setStatus] = useState<PictureStatus>({ state: 'idle' });
  const [chosen, setChosen] = useState<File | null>(null);
  const latestChoice = useRef(0);
  const pictureTitleId = useId();
  const { form, formRef, failure, dirty, saving, onSubmit, clearFailure } = useProcedureForm({
    procedure: image ? 'image.update' : 'image.create',
    defaultValues: imageValuesOf(image),
    toInput: (values) => (image ? imageUpdateInputOf(values, image) : imageCreateInputOf(values)),
    isChanged: hasUnsavedImageChanges,
    onSaved: () => {
      toaster.create({ type: 'success', title: image ? t('images.dialog.updated') : t('images.dialog.created') });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  const staleEdit = failure?.error instanceof ApiError && failure.error.code === 'CONFLICT';
  const content = useStore(form.store, (state) => state.values.content);
  const name = useStore(form.store, (state) => state.values.name.trim());
  const converting = status.state === 'converting';

  const choose = async (file: File | null) => {
    const choice = ++latestChoice.current;
    setChosen(file);
    clearFailure();
    if (!file) {
      setStatus({ state: 'idle' });
      form.setFieldValue('content', '');
      return;
    }
    setStatus({ state: 'converting' });
    try {
      const converted = await toWebp(file, defaultWebpOptions);
      if (choice !== latestChoice.current) return;
      if (converted.bytes.length > imageLimits.maxBytes) {
        setStatus({ state: 'error', message: 'images.dialog.pictureTooLarge' });
        form.setFieldValue('content', '');
        return;
      }
      form.setFieldValue('content', converted.dataUrl);
      // A new image is named after its file until the analyst names it.
      if (form.getFieldValue('name').trim() === '') form.setFieldValue('name', file.name.replace(/\.[^.]+$/, '').slice(0, 200));
      setStatus({ state: 'ready', width: converted.size.width, height: converted.size.height, bytes: converted.bytes.length });
    } catch (error) {
      if (choice !== latestChoice.current) return;
      const unsupported = error instanceof ImageConversionError && error.reason === 'webpUnsupported';
      setStatus({ state: 'error', message: unsupported ? 'images.dialog.pictureWebpUnsupported' : 'images.dialog.pictureUnreadable' });
      form.setFieldValue('content', '');
    }
  };

  const preview = image ? imageUrl(image.uuid) : content || null;

  return (
    <form.AppForm>
      <DialogForm
        title={image ? t('images.dialog.editTitle', { name: image.name }) : t('images.dialog.createTitle')}
        closeLabel={t('images.dialog.close')}
        cancelLabel={t('images.dialog.cancel')}
        saveLabel={t('images.dialog.save')}
        formRef={formRef}
        saving={saving || converting}
        onSubmit={(event) => {
          if (converting) event.preventDefault();
          else onSubmit(event);
        }}
        onCancel={requestClose}
      >
        <Stack gap={5}>
          <form.ErrorSummary {...(staleEdit ? { conflict: t('images.dialog.conflict') } : {})} />
          <Box role="group" aria-labelledby={pictureTitleId}>
            <Text id={pictureTitleId} fontWeight="medium" textStyle="sm" mb={2}>
              {t('images.dialog.picture')}
              {image ? null : (
                <RequiredMark />
              )}
            </Text>
            <HStack gap={4} align="flex-start">
              <Box boxSize="100px" flexShrink={0} borderWidth="1px" borderRadius="md" bg="bg.subtle" display="flex" alignItems="center" justifyContent="center" overflow="hidden">
                {preview ? (
                  <Image src={preview} alt={name ? t('images.dialog.previewAlt', { name }) : t('images.dialog.previewAltUnnamed')} maxW="100px" maxH="100px" objectFit="contain" />
                ) : null}
              </Box>
              {image ? null : (
                <Stack gap={2} minW={0} flex={1}>
                  <form.AppField name="content">
                    {(field) => (
                      <>
                        <FileDrop
                          label={content ? t('images.dialog.replacePicture') : t('images.dialog.choosePicture')}
                          rule={imageFileRule}
                          file={chosen}
                          onFileChange={(file) => void choose(file)}
                        />
                        <Text textStyle="xs" color="fg.muted" aria-live="polite">
                          {status.state === 'converting'
                            ? t('images.dialog.pictureConverting')
                            : status.state === 'ready'
                              ? t('images.dialog.pictureReady', { width: status.width, height: status.height, size: formatFileSize(status.bytes, language) })
                              : t('images.dialog.pictureHelp')}
                        </Text>
                        {[...(status.state === 'error' ? [t(status.message)] : []), ...fieldMessagesOf(field.state.meta.errors, t)].map((message) => (
                          <Text key={message} textStyle="xs" color="fg.error" role="alert">
                            {message}
                          </Text>
                        ))}
                      </>
                    )}
                  </form.AppField>
                </Stack>
              )}
            </HStack>
          </Box>
          <form.AppField name="name">{(field) => <field.TextField label={t('images.dialog.name')} required autoComplete="off" />}</form.AppField>
          <form.AppField name="keywords">
            {(field) => <field.TextField label={t('images.dialog.keywords')} helper={t('images.dialog.keywordsHelp')} autoComplete="off" />}
          </form.AppField>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}
