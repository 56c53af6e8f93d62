import { files } from '@cairn/shared/constants';
import { Avatar, Box, Button, CloseButton, Dialog, HStack, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { queryOptionsFor } from '../api/client.ts';
import { errorMessageOf } from '../api/formErrors.ts';
import { useAuth } from '../auth/authContext.ts';
import { useI18n } from '../i18n/i18nContext.ts';
import type { PlainKey } from '../i18n/translate.ts';
import { ErrorBox } from '../ui/ErrorBox.tsx';
import { FileDrop } from '../ui/fileDrop/FileDrop.tsx';
import { FormField } from '../ui/FormField.tsx';
import { FormDialog, useDialogFormClose } from '../ui/form/FormDialog.tsx';
import { fieldMessagesOf } from '../ui/form/formFailure.ts';
import { useProcedureForm } from '../ui/form/useProcedureForm.ts';
import { ImageConversionError, profilePictureWebpOptions, toWebp } from './imageToWebp.ts';
import {
  canRemovePicture,
  hasUnsavedChanges,
  initialSettingsValues,
  pictureRule,
  settingsInputOf,
  shownPicture,
  type ProfilePictureChange,
  type SettingsSource,
  type SettingsValues,
  type TextField,
} from './settingsForm.ts';

interface SettingsDialogProps {
  open: boolean;
  /** Closes the dialog; the owner remounts it (new key) on the next opening, so it starts afresh. */
  onClose: () => void;
  /** Called once the new session is stored, for the 'Settings updated' confirmation. */
  onSaved: () => void;
}

/** The form's values: the text fields and switch, and what happens to the profile picture. */
type SettingsFormValues = SettingsValues & { profilePicture: ProfilePictureChange };

type PictureStatus = { state: 'idle' } | { state: 'converting' } | { state: 'error'; message: PlainKey };

const keepPicture: ProfilePictureChange = { action: 'KEEP' };

/**
 * The staff member's settings (spec 2, "User settings"), opened from the admin sidebar. The
 * answer is a fresh session: it replaces the stored token and user, so the new name shows at
 * once everywhere.
 */
export function SettingsDialog({ open, onClose, onSaved }: SettingsDialogProps) {
  const { t } = useI18n();
  const user = useQuery({ ...queryOptionsFor('user.get', {}), enabled: open });

  const [source, setSource] = useState<SettingsSource | null>(null);
  // The form starts from an up-to-date answer (a stale cache entry is refetched first) and
  // then never follows the query again: a background refetch must not overwrite typing.
  if (source === null && user.data && !user.isFetching) setSource(user.data);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size={{ mdDown: 'full', md: 'md' }}
      scrollBehavior="inside"
      contentProps={{ maxW: { md: '500px' } }}
      closeOnInteractOutside
    >
      <Dialog.Header>
        <Dialog.Title>{t('admin.settings.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('admin.settings.close')} />
      </Dialog.CloseTrigger>
      {source ? (
        <SettingsForm source={source} onClose={onClose} onSaved={onSaved} />
      ) : (
        <>
          <Dialog.Body>
            {user.isError ? (
              <Stack gap={3} align="flex-start">
                <ErrorBox message={errorMessageOf(user.error, t)} />
                <Button size="sm" variant="outline" onClick={() => void user.refetch()}>
                  {t('admin.home.retry')}
                </Button>
              </Stack>
            ) : (
              <HStack gap={3} color="fg.muted" role="status" py={6}>
                <Spinner size="sm" />
                <Text>{t('admin.settings.loading')}</Text>
              </HStack>
            )}
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              {t('admin.settings.cancel')}
            </Button>
            <Button colorPalette="teal" disabled>
              {t('admin.settings.save')}
            </Button>
          </Dialog.Footer>
        </>
      )}
    </FormDialog>
  );
}

const labelKeys: Record<TextField, PlainKey> = {
  firstName: 'admin.settings.firstName',
  lastName: 'admin.settings.lastName',
  email: 'admin.settings.email',
  phone: 'admin.settings.phone',
  slackId: 'admin.settings.slackId',
  hubspotId: 'admin.settings.hubspotId',
  backgroundImage: 'admin.settings.backgroundImage',
  characterUniverse: 'admin.settings.characterUniverse',
};

function SettingsForm({ source, onClose, onSaved }: { source: SettingsSource; onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  const auth = useAuth();
  const formId = useId();
  const [pictureStatus, setPictureStatus] = useState<PictureStatus>({ state: 'idle' });
  const { form, formRef, dirty, saving, onSubmit, clearFailure } = useProcedureForm({
    procedure: 'settings.update',
    defaultValues: { ...initialSettingsValues(source), profilePicture: keepPicture } satisfies SettingsFormValues,
    toInput: ({ profilePicture, ...values }) => settingsInputOf(values, profilePicture),
    isChanged: ({ profilePicture: _kept, ...saved }, { profilePicture, ...values }) => hasUnsavedChanges(saved, values, profilePicture),
    onSaved: (signedIn) => {
      auth.signIn(signedIn);
      onSaved();
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  const converting = pictureStatus.state === 'converting';

  const textSetting = (field: TextField, options: { type?: 'text' | 'email' | 'tel' | 'url'; autoComplete?: string; placeholder?: string; helper?: string } = {}) => {
    const { type = 'text', autoComplete = 'off', placeholder, helper } = options;
    return (
      <form.AppField name={field}>
        {(bound) => (
          <bound.TextField
            label={t(labelKeys[field])}
            helper={helper}
            type={type}
            autoComplete={autoComplete}
            placeholder={placeholder}
            spellCheck={type === 'text' && field !== 'slackId' && field !== 'hubspotId'}
          />
        )}
      </form.AppField>
    );
  };

  return (
    <form.AppForm>
      <Dialog.Body>
        <form
          id={formId}
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            if (converting) event.preventDefault();
            else onSubmit(event);
          }}
        >
          <Stack gap={5}>
            <form.ErrorSummary />
            <form.AppField name="profilePicture">
              {(field) => (
                <PictureSetting
                  source={source}
                  picture={field.state.value}
                  status={pictureStatus}
                  serverErrors={fieldMessagesOf(field.state.meta.errors, t)}
                  onChange={(next) => {
                    // An earlier refusal of the previous picture no longer applies.
                    clearFailure();
                    field.handleChange(next);
                  }}
                  onStatus={setPictureStatus}
                />
              )}
            </form.AppField>
            <FormField label={t('admin.settings.username')} helper={t('admin.settings.usernameHelp')}>
              <Input value={source.username} readOnly variant="subtle" name="username" autoComplete="username" />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
              {textSetting('firstName', { autoComplete: 'given-name' })}
              {textSetting('lastName', { autoComplete: 'family-name' })}
            </SimpleGrid>
            <form.AppField name="feminizeTitle">
              {(field) => <field.SwitchField label={t('admin.settings.feminizeTitle')} helper={t('admin.settings.feminizeTitleHelp')} />}
            </form.AppField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
              {textSetting('email', { type: 'email', autoComplete: 'email' })}
              {textSetting('phone', { type: 'tel', autoComplete: 'tel' })}
              {textSetting('slackId')}
              {textSetting('hubspotId')}
            </SimpleGrid>
            {textSetting('backgroundImage', { type: 'url', placeholder: 'https://', helper: t('admin.settings.backgroundImageHelp') })}
            {textSetting('characterUniverse')}
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={requestClose} disabled={saving}>
          {t('admin.settings.cancel')}
        </Button>
        <form.SubmitButton form={formId} disabled={converting}>
          {t('admin.settings.save')}
        </form.SubmitButton>
      </Dialog.Footer>
      {discardDialog}
    </form.AppForm>
  );
}

interface PictureSettingProps {
  source: SettingsSource;
  picture: ProfilePictureChange;
  status: PictureStatus;
  serverErrors: string[] | undefined;
  onChange: (picture: ProfilePictureChange) => void;
  onStatus: (status: PictureStatus) => void;
}

/**
 * The profile picture: chosen or dropped in the kit's file drop, which refuses anything but a
 * PNG, JPEG, WebP or GIF image of 5 MB at most (by its content, not only its name), then
 * converted here to a 200 px webp (spec 2 section 9) and previewed as it will be stored. Nothing
 * is uploaded before Save.
 */
function PictureSetting({ source, picture, status, serverErrors, onChange, onStatus }: PictureSettingProps) {
  const { t } = useI18n();
  const titleId = useId();
  // The file behind a new picture, shown by the drop until the picture is removed or kept.
  const [chosen, setChosen] = useState<File | null>(null);
  // Only the latest choice may land: converting an earlier, larger file can finish after it.
  const latestChoice = useRef(0);

  const src = shownPicture(source, picture);
  const name = [source.firstName, source.lastName].filter(Boolean).join(' ') || source.username;
  const problems = [...(status.state === 'error' ? [t(status.message)] : []), ...(serverErrors ?? [])];

  const choose = async (file: File | null) => {
    const choice = ++latestChoice.current;
    setChosen(file);
    // A refused file: the drop says why, and the picture stays as it was.
    if (!file) {
      onStatus({ state: 'idle' });
      return;
    }
    onStatus({ state: 'converting' });
    try {
      const image = await toWebp(file, profilePictureWebpOptions);
      if (choice !== latestChoice.current) return;
      if (image.bytes.length > files.profilePictureMaxBytes) {
        onStatus({ state: 'error', message: 'validation.message.pictureTooLarge' });
        return;
      }
      onChange({ action: 'CREATE_OR_UPDATE', content: image.dataUrl });
      onStatus({ state: 'idle' });
    } catch (error) {
      if (choice !== latestChoice.current) return;
      const unsupported = error instanceof ImageConversionError && error.reason === 'webpUnsupported';
      onStatus({ state: 'error', message: unsupported ? 'admin.settings.pictureWebpUnsupported' : 'admin.settings.pictureUnreadable' });
    }
  };

  const reset = (next: ProfilePictureChange) => {
    latestChoice.current += 1;
    setChosen(null);
    onStatus({ state: 'idle' });
    onChange(next);
  };

  return (
    <Box role="group" aria-labelledby={titleId}>
      <Text id={titleId} fontWeight="medium" textStyle="sm" mb={2}>
        {t('admin.settings.picture')}
      </Text>
      <HStack gap={4} align="flex-start">
        <Avatar.Root size="2xl" colorPalette="teal" flexShrink={0}>
          <Avatar.Fallback name={name} />
          {src ? <Avatar.Image src={src} alt={t('admin.settings.pictureAlt')} /> : null}
        </Avatar.Root>
        <Stack gap={2} minW={0} flex={1}>
          <FileDrop
            label={picture.action === 'CREATE_OR_UPDATE' ? t('admin.settings.replacePicture') : t('admin.settings.choosePicture')}
            rule={pictureRule}
            file={chosen}
            onFileChange={(file) => void choose(file)}
          />
          {canRemovePicture(source, picture) || picture.action !== 'KEEP' ? (
            <HStack gap={2} wrap="wrap">
              {canRemovePicture(source, picture) ? (
                <Button size="sm" variant="ghost" colorPalette="red" onClick={() => reset({ action: 'DELETE' })}>
                  {t('admin.settings.removePicture')}
                </Button>
              ) : null}
              {picture.action !== 'KEEP' ? (
                <Button size="sm" variant="ghost" onClick={() => reset(keepPicture)}>
                  {t('admin.settings.undoPicture')}
                </Button>
              ) : null}
            </HStack>
          ) : null}
          <Text textStyle="xs" color="fg.muted" aria-live="polite">
            {status.state === 'converting'
              ? t('admin.settings.pictureConverting')
              : picture.action === 'CREATE_OR_UPDATE'
                ? t('admin.settings.pictureNew')
                : picture.action === 'DELETE'
                  ? t('admin.settings.pictureRemoved')
                  : t('admin.settings.pictureHelp')}
          </Text>
          {problems.length > 0 ? (
            <Text textStyle="xs" color="fg.error" role="alert">
              {problems.join(' · ')}
            </Text>
          ) : null}
        </Stack>
      </HStack>
    </Box>
  );
}
