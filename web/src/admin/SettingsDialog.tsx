import { files } from '@cairn/shared/constants';
import {
  Avatar,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Input,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { queryOptionsFor, useProcedureMutation } from '../api/client.ts';
import { errorMessageOf, formErrorsOf } from '../api/formErrors.ts';
import { useAuth } from '../auth/authContext.ts';
import { DiscardChangesDialog } from '../ui/form/DiscardChangesDialog.tsx';
import { useI18n } from '../i18n/i18nContext.ts';
import type { PlainKey } from '../i18n/translate.ts';
import { ErrorBox } from '../ui/ErrorBox.tsx';
import { FormField } from '../ui/FormField.tsx';
import { useFocusFirstInvalid } from '../ui/useFocusFirstInvalid.ts';
import { ImageConversionError, profilePictureWebpOptions, toWebp } from './imageToWebp.ts';
import {
  canRemovePicture,
  hasUnsavedChanges,
  initialSettingsValues,
  pictureFileProblem,
  pictureFileTypes,
  settingsFieldNames,
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

/** The form's state once its starting values are known; `initial` tells what changed. */
interface FormState {
  source: SettingsSource;
  initial: SettingsValues;
  values: SettingsValues;
}

type PictureStatus = { state: 'idle' } | { state: 'converting' } | { state: 'error'; message: PlainKey };

const keepPicture: ProfilePictureChange = { action: 'KEEP' };

/**
 * The staff member's settings (spec 2, "User settings"), opened from the admin sidebar. The
 * answer is a fresh session: it replaces the stored token and user, so the new name shows at
 * once everywhere.
 */
export function SettingsDialog({ open, onClose, onSaved }: SettingsDialogProps) {
  const { t } = useI18n();
  const auth = useAuth();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const user = useQuery({ ...queryOptionsFor('user.get', {}), enabled: open });

  const [form, setForm] = useState<FormState | null>(null);
  // The form starts from an up-to-date answer (a stale cache entry is refetched first) and
  // then never follows the query again: a background refetch must not overwrite typing.
  if (form === null && user.data && !user.isFetching) {
    const initial = initialSettingsValues(user.data);
    setForm({ source: user.data, initial, values: initial });
  }

  const [picture, setPicture] = useState<ProfilePictureChange>(keepPicture);
  const [pictureStatus, setPictureStatus] = useState<PictureStatus>({ state: 'idle' });
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const save = useProcedureMutation('settings.update', {
    onSuccess: (signedIn) => {
      auth.signIn(signedIn);
      onSaved();
      onClose();
    },
  });
  const errors = formErrorsOf(save.error, settingsFieldNames, t);
  useFocusFirstInvalid(formRef, save.error);

  const dirty = form !== null && hasUnsavedChanges(form.initial, form.values, picture);

  /** Escape, the close button, a click outside and Cancel all come here (spec 1: 'Discard changes?'). */
  const requestClose = () => {
    if (save.isPending) return;
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  };

  const setValue = <F extends keyof SettingsValues>(field: F, value: SettingsValues[F]) =>
    setForm((current) => current && { ...current, values: { ...current.values, [field]: value } });

  const changePicture = (next: ProfilePictureChange) => {
    // An earlier refusal of the previous picture no longer applies.
    if (save.isError) save.reset();
    setPicture(next);
  };

  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open) requestClose();
        }}
        size={{ mdDown: 'full', md: 'md' }}
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxW={{ md: '500px' }}>
              <Dialog.Header>
                <Dialog.Title>{t('admin.settings.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('admin.settings.close')} />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                {form ? (
                  <form
                    id={formId}
                    ref={formRef}
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      if (pictureStatus.state === 'converting') return;
                      save.mutate(settingsInputOf(form.values, picture));
                    }}
                  >
                    <Stack gap={5}>
                      {errors.summary ? <ErrorBox message={errors.summary} /> : null}
                      <PictureSetting
                        source={form.source}
                        picture={picture}
                        status={pictureStatus}
                        serverErrors={errors.fields.profilePicture}
                        onChange={changePicture}
                        onStatus={setPictureStatus}
                      />
                      <FormField label={t('admin.settings.username')} helper={t('admin.settings.usernameHelp')}>
                        <Input value={form.source.username} readOnly variant="subtle" name="username" autoComplete="username" />
                      </FormField>
                      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
                        <TextSetting field="firstName" autoComplete="given-name" form={form} errors={errors.fields} onChange={setValue} />
                        <TextSetting field="lastName" autoComplete="family-name" form={form} errors={errors.fields} onChange={setValue} />
                      </SimpleGrid>
                      <Stack gap={1}>
                        <Switch.Root
                          name="feminizeTitle"
                          checked={form.values.feminizeTitle}
                          onCheckedChange={(details) => setValue('feminizeTitle', details.checked)}
                          colorPalette="teal"
                        >
                          <Switch.HiddenInput aria-describedby={`${formId}-feminize-help`} />
                          <Switch.Control>
                            <Switch.Thumb />
                          </Switch.Control>
                          <Switch.Label>{t('admin.settings.feminizeTitle')}</Switch.Label>
                        </Switch.Root>
                        <Text id={`${formId}-feminize-help`} textStyle="xs" color="fg.muted">
                          {t('admin.settings.feminizeTitleHelp')}
                        </Text>
                      </Stack>
                      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
                        <TextSetting field="email" type="email" autoComplete="email" form={form} errors={errors.fields} onChange={setValue} />
                        <TextSetting field="phone" type="tel" autoComplete="tel" form={form} errors={errors.fields} onChange={setValue} />
                        <TextSetting field="slackId" form={form} errors={errors.fields} onChange={setValue} />
                        <TextSetting field="hubspotId" form={form} errors={errors.fields} onChange={setValue} />
                      </SimpleGrid>
                      <TextSetting
                        field="backgroundImage"
                        type="url"
                        placeholder="https://"
                        helper={t('admin.settings.backgroundImageHelp')}
                        form={form}
                        errors={errors.fields}
                        onChange={setValue}
                      />
                      <TextSetting field="characterUniverse" form={form} errors={errors.fields} onChange={setValue} />
                    </Stack>
                  </form>
                ) : user.isError ? (
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
                <Button variant="outline" onClick={requestClose} disabled={save.isPending}>
                  {t('admin.settings.cancel')}
                </Button>
                <Button
                  type="submit"
                  form={formId}
                  colorPalette="teal"
                  loading={save.isPending}
                  disabled={form === null || pictureStatus.state === 'converting'}
                >
                  {t('admin.settings.save')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <DiscardChangesDialog
        open={confirmingDiscard}
        onKeep={() => setConfirmingDiscard(false)}
        onDiscard={() => {
          setConfirmingDiscard(false);
          onClose();
        }}
      />
    </>
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

interface TextSettingProps {
  field: TextField;
  form: FormState;
  errors: Partial<Record<string, string[]>>;
  onChange: (field: TextField, value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  helper?: string;
}

function TextSetting({ field, form, errors, onChange, type = 'text', autoComplete = 'off', placeholder, helper }: TextSettingProps) {
  const { t } = useI18n();
  return (
    <FormField label={t(labelKeys[field])} errors={errors[field]} helper={helper}>
      <Input
        name={field}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        spellCheck={type === 'text' && field !== 'slackId' && field !== 'hubspotId'}
        value={form.values[field]}
        onChange={(event) => onChange(field, event.currentTarget.value)}
      />
    </FormField>
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
 * The profile picture: chosen from a file, converted here to a 200 px webp (spec 2 section 9)
 * and previewed as it will be stored. Nothing is uploaded before Save.
 */
function PictureSetting({ source, picture, status, serverErrors, onChange, onStatus }: PictureSettingProps) {
  const { t } = useI18n();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Only the latest choice may land: converting an earlier, larger file can finish after it.
  const latestChoice = useRef(0);

  const src = shownPicture(source, picture);
  const name = [source.firstName, source.lastName].filter(Boolean).join(' ') || source.username;
  const problems = [...(status.state === 'error' ? [t(status.message)] : []), ...(serverErrors ?? [])];

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again still counts as a choice.
    event.currentTarget.value = '';
    if (!file) return;
    const choice = ++latestChoice.current;
    const problem = pictureFileProblem(file);
    if (problem) {
      onStatus({ state: 'error', message: problem === 'wrongType' ? 'admin.settings.pictureWrongType' : 'admin.settings.pictureSourceTooLarge' });
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
    onStatus({ state: 'idle' });
    onChange(next);
  };

  return (
    <Box role="group" aria-labelledby={titleId}>
      <Text id={titleId} fontWeight="medium" textStyle="sm" mb={2}>
        {t('admin.settings.picture')}
      </Text>
      <HStack gap={4} align="center">
        <Avatar.Root size="2xl" colorPalette="teal" flexShrink={0}>
          <Avatar.Fallback name={name} />
          {src ? <Avatar.Image src={src} alt={t('admin.settings.pictureAlt')} /> : null}
        </Avatar.Root>
        <Stack gap={2} minW={0}>
          <HStack gap={2} wrap="wrap">
            <input
              ref={input}
              type="file"
              accept={pictureFileTypes.join(',')}
              hidden
              aria-hidden="true"
              tabIndex={-1}
              onChange={(event) => void choose(event)}
            />
            <Button size="sm" variant="outline" loading={status.state === 'converting'} onClick={() => input.current?.click()}>
              {picture.action === 'CREATE_OR_UPDATE' ? t('admin.settings.replacePicture') : t('admin.settings.choosePicture')}
            </Button>
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
