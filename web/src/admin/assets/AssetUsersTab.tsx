import type { AssetPage } from '@cairn/shared/assets/schemas';
import { Badge, Button, HStack, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callProcedure, queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useCanCall } from '../../auth/useCanCall.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { DialogForm, FormDialog, useDialogFormClose } from '../../ui/form/FormDialog.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';
import { EmptyNote, LoadFailed, LoadingRows } from '../catalogue/CatalogueFrame.tsx';
import { emptyInviteValues, inviteInputOf, userRows, type InviteValues, type UserRow, type UserStatus } from './assetUsersModel.ts';
import { TabBlockedError, viewAsClient } from './viewAsClient.ts';

const statusLabels: Record<UserStatus, PlainKey> = {
  ACTIVE: 'assets.users.statusActive',
  DISABLED: 'assets.users.statusDisabled',
  PENDING: 'assets.users.statusPending',
  EXPIRED: 'assets.users.statusExpired',
};
const statusColours: Record<UserStatus, string> = { ACTIVE: 'green', DISABLED: 'gray', PENDING: 'blue', EXPIRED: 'orange' };

/**
 * The Users tab: the asset's client accounts (active, disabled) and its invitations not used yet
 * (pending, expired). Staff invite a user by e-mail, disable and enable accounts, and open the
 * client app as an active user in a new tab.
 */
export function AssetUsersTab({ asset }: { asset: AssetPage }) {
  const { t, language } = useI18n();
  const list = useQuery(queryOptionsFor('user.listByAsset', { assetUuid: asset.uuid }));
  const [inviting, setInviting] = useState<InviteValues | null>(null);
  const [disabling, setDisabling] = useState<UserRow | null>(null);
  const canInvite = useCanCall('user.invite');
  const canImpersonate = useCanCall('user.impersonate');
  const setDisabled = useProcedureMutation('user.setDisabled');
  const [opening, setOpening] = useState<string | null>(null);

  const toggle = (uuid: string, disabled: boolean, done: () => void) =>
    setDisabled.mutate(
      { uuid, disabled },
      {
        onSuccess: (user) => {
          toaster.create({ type: 'success', title: t(disabled ? 'assets.users.disabled' : 'assets.users.enabled', { username: user.username }) });
          done();
        },
        onError: (error) => (disabled ? undefined : toaster.create({ type: 'error', title: errorMessageOf(error, t) })),
      },
    );

  const viewAs = async (row: Extract<UserRow, { kind: 'user' }>) => {
    if (opening) return;
    setOpening(row.user.uuid);
    try {
      const token = browserTokenStore.read();
      await viewAsClient(window, () => callProcedure('user.impersonate', { uuid: row.user.uuid }, { token }), new URL('/', window.location.origin).href);
    } catch (error) {
      toaster.create({ type: 'error', title: error instanceof TabBlockedError ? t('assets.users.tabBlocked') : errorMessageOf(error instanceof Error ? error : new Error(String(error)), t) });
    } finally {
      setOpening(null);
    }
  };

  let content;
  if (list.isPending) {
    content = <LoadingRows label={t('assets.users.loading')} rows={3} />;
  } else if (list.isError) {
    content = <LoadFailed message={errorMessageOf(list.error, t)} retryLabel={t('assets.users.retry')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  } else {
    const rows = userRows(list.data, asset.subentities, language);
    content =
      rows.length === 0 ? (
        <EmptyNote>{t('assets.users.empty')}</EmptyNote>
      ) : (
        <ScrollTable label={t('assets.tabs.users')}>
          <Table.Root size="sm" minW="3xl">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('assets.users.colUsername')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('assets.users.colEmail')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('assets.users.colSubentity')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('assets.users.colStatus')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <VisuallyHidden>{t('assets.users.colActions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.key}>
                  <Table.Cell>
                    <Text fontWeight="medium">{row.username}</Text>
                    {row.name ? (
                      <Text textStyle="xs" color="fg.muted">
                        {row.name}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>{row.email ?? '—'}</Table.Cell>
                  <Table.Cell>{row.subentityName ?? <Text as="span" color="fg.muted">{t('assets.users.wholeAsset')}</Text>}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={statusColours[row.status]} variant="subtle">
                      {t(statusLabels[row.status])}
                    </Badge>
                    {row.kind === 'invitation' ? (
                      <Text textStyle="xs" color="fg.muted">
                        {t(row.status === 'PENDING' ? 'assets.users.expiresOn' : 'assets.users.expiredOn', {
                          date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(row.invitation.expiresAt)),
                        })}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack justify="flex-end" gap={2}>
                      {row.kind === 'user' && row.status === 'ACTIVE' && canImpersonate ? (
                        <Button size="xs" variant="outline" colorPalette="teal" loading={opening === row.user.uuid} onClick={() => void viewAs(row)}>
                          {t('assets.users.viewAs')}
                          <VisuallyHidden>{t('assets.users.viewAsWho', { username: row.username })}</VisuallyHidden>
                        </Button>
                      ) : null}
                      {row.kind === 'user' && row.status === 'ACTIVE' ? (
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDisabling(row)}>
                          {t('assets.users.disable')}
                          <VisuallyHidden>{t('assets.users.whose', { username: row.username })}</VisuallyHidden>
                        </Button>
                      ) : null}
                      {row.kind === 'user' && row.status === 'DISABLED' ? (
                        <Button size="xs" variant="ghost" loading={setDisabled.isPending && setDisabled.variables.uuid === row.user.uuid} onClick={() => toggle(row.user.uuid, false, () => undefined)}>
                          {t('assets.users.enable')}
                          <VisuallyHidden>{t('assets.users.whose', { username: row.username })}</VisuallyHidden>
                        </Button>
                      ) : null}
                      {row.kind === 'invitation' && canInvite ? (
                        <Button
                          size="xs"
                          variant="ghost"
                          onClick={() => setInviting({ username: row.username, email: row.email ?? '', subentityUuid: row.invitation.subentityUuid ?? '' })}
                        >
                          {t('assets.users.inviteAgain')}
                          <VisuallyHidden>{t('assets.users.whose', { username: row.username })}</VisuallyHidden>
                        </Button>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      );
  }

  return (
    <Stack gap={4} mt={4}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Text color="fg.muted" textStyle="sm">
          {t('assets.users.intro', { language: asset.language === 'fr' ? t('assets.form.languageFr') : t('assets.form.languageEn') })}
        </Text>
        {canInvite ? (
          <Button size="sm" colorPalette="teal" onClick={() => setInviting(emptyInviteValues())}>
            {t('assets.users.invite')}
          </Button>
        ) : null}
      </HStack>
      {content}
      <FormDialog open={inviting !== null} onClose={() => setInviting(null)} size={{ mdDown: 'full', md: 'md' }}>
        {inviting ? <InviteForm asset={asset} initial={inviting} onClose={() => setInviting(null)} /> : null}
      </FormDialog>
      <ConfirmDialog
        open={disabling !== null}
        title={t('assets.users.disableTitle', { username: disabling?.username ?? '' })}
        body={t('assets.users.disableBody')}
        cancelLabel={t('assets.form.cancel')}
        confirmLabel={t('assets.users.disableConfirm')}
        pending={setDisabled.isPending}
        error={setDisabled.isError && disabling ? errorMessageOf(setDisabled.error, t) : null}
        onCancel={() => {
          setDisabled.reset();
          setDisabling(null);
        }}
        onConfirm={() => {
          if (disabling?.kind === 'user') toggle(disabling.user.uuid, true, () => setDisabling(null));
        }}
      />
    </Stack>
  );
}

/** Invites a user of the asset by e-mail: its user name, address and optional sub-entity. */
function InviteForm({ asset, initial, onClose }: { asset: AssetPage; initial: InviteValues; onClose: () => void }) {
  const { t, language } = useI18n();
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: 'user.invite',
    defaultValues: initial,
    toInput: (values) => inviteInputOf(values, asset.uuid),
    onSaved: (invitation) => {
      toaster.create({ type: 'success', title: t('assets.users.invited', { email: invitation.email ?? '' }) });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const subentities = [...asset.subentities].sort((a, b) => collator.compare(a.name, b.name));
  return (
    <form.AppForm>
      <DialogForm
        title={t('assets.users.inviteTitle')}
        closeLabel={t('assets.form.close')}
        cancelLabel={t('assets.form.cancel')}
        saveLabel={t('assets.users.send')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <Text textStyle="sm" color="fg.muted">
            {t('assets.users.inviteIntro', { asset: asset.name })}
          </Text>
          <form.ErrorSummary />
          <SimpleGrid columns={1} gap={4}>
            <form.AppField name="username">
              {(field) => <field.TextField label={t('assets.users.username')} helper={t('assets.users.usernameHelp')} required autoComplete="off" spellCheck={false} />}
            </form.AppField>
            <form.AppField name="email">{(field) => <field.TextField label={t('assets.users.email')} type="email" required autoComplete="off" />}</form.AppField>
            <form.AppField name="subentityUuid">
              {(field) => (
                <field.SelectField
                  label={t('assets.users.subentity')}
                  helper={t('assets.users.subentityHelp')}
                  placeholder={t('assets.users.wholeAsset')}
                  options={subentities.map((subentity) => ({ value: subentity.uuid, label: subentity.name }))}
                />
              )}
            </form.AppField>
          </SimpleGrid>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}
