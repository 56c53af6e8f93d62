import { Button, CloseButton, Dialog, HStack, IconButton, Input, Menu, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { QueryName } from '@cairn/shared/contract';
import { publicReportPath } from '@cairn/shared/contract/reports';
import { useId, useRef, useState } from 'react';
import { callProcedure, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useViewedAsset } from '../../app/viewedAsset.ts';
import { useReportLinks } from './reportLinks.ts';
import { useCanCall } from '../../auth/useCanCall.ts';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { CopyIcon } from '../../ui/icons.tsx';
import { copyToClipboard } from '../../ui/copyToClipboard.ts';
import { nextInTabOrder } from '../../ui/focusOrder.ts';
import { toaster } from '../../ui/toaster.tsx';
import { track } from '../analytics/analytics.ts';
import { saveFile } from '../../api/files.ts';

type DownloadKind = 'results' | 'factors' | 'activity' | 'pdf' | 'audit';

const downloadLabels: Record<DownloadKind, PlainKey> = {
  results: 'reports.download.results',
  factors: 'reports.download.factors',
  activity: 'reports.download.activityData',
  pdf: 'reports.download.pdf',
  audit: 'reports.download.audit',
};

/** Each download's procedure; the deliverable of a report is the report itself. */
async function fetchDownload(kind: DownloadKind, reportUuid: string) {
  const token = browserTokenStore.read();
  const call = <N extends QueryName>(name: N, input: Parameters<typeof callProcedure<N>>[1]) => callProcedure(name, input, { token });
  switch (kind) {
    case 'results':
      return call('report.results.download', { uuid: reportUuid });
    case 'factors':
      return call('report.emissionFactorsAndHypotheses.download', { deliverableUuid: reportUuid });
    case 'activity':
      return call('carbonFootprint.clientActivityData.download', { deliverableUuid: reportUuid });
    case 'pdf':
      return call('report.pdf.download', { uuid: reportUuid });
    case 'audit':
      return call('carbonFootprint.adminActivityData.download', { deliverableUuid: reportUuid });
  }
}

export interface ReportActionsProps {
  reportUuid: string;
  isPublic: boolean;
  /** The full public address the snapshot knows, when the report is already shared. */
  comparisonBase: { reportUuid: string; year: number } | null;
  /** Only a delivered report can be shared: a draft has no Share page button. */
  shareable: boolean;
}

/** The report header's Download menu, Compare-to-{year} link and Share page dialog. */
export function ReportActions({ reportUuid, isPublic, comparisonBase, shareable }: ReportActionsProps) {
  const { t } = useI18n();
  // The audit file is staff's: offered to whoever may call its procedure.
  const mayAudit = useCanCall('carbonFootprint.adminActivityData.download');
  const [downloading, setDownloading] = useState<DownloadKind | null>(null);
  const triggerId = useId();
  // The file chosen, fetched once the menu has finished closing: drawing the button busy while the
  // menu still closed could give the focus back to the closing menu, and the page then lost it.
  const chosen = useRef<DownloadKind | null>(null);
  const kinds: DownloadKind[] = mayAudit ? ['results', 'factors', 'activity', 'pdf', 'audit'] : ['results', 'factors', 'activity', 'pdf'];
  // An institution viewing an investee reads the report and its comparison, read-only: files
  // and sharing stay with the investee's own users (the server refuses them to it).
  // So does an institution reading it from its portfolio results.
  const links = useReportLinks();
  const investeeView = useViewedAsset() !== undefined || links.readOnly;

  const download = async (kind: DownloadKind) => {
    setDownloading(kind);
    try {
      saveFile(await fetchDownload(kind, reportUuid));
    } catch (error) {
      toaster.create({ type: 'error', title: t('reports.download.failed'), description: error instanceof Error ? errorMessageOf(error, t) : undefined });
    } finally {
      setDownloading(null);
    }
  };

  const compare = comparisonBase ? (
    <Button asChild size="sm" variant="outline">
      <PathLink href={links.comparison(reportUuid)}>{t('reports.report.compareTo', { year: comparisonBase.year })}</PathLink>
    </Button>
  ) : null;
  if (investeeView) return compare;
  return (
    <HStack gap={2} wrap="wrap">
      <Menu.Root
        ids={{ trigger: triggerId }}
        onSelect={(details) => {
          // One download at a time: the menu stays usable (and its button focusable) meanwhile.
          if (downloading === null) chosen.current = kinds.find((candidate) => candidate === details.value) ?? null;
        }}
        onExitComplete={() => {
          const kind = chosen.current;
          chosen.current = null;
          // Closing after a choice, the menu can take the focus back into itself and drop it on
          // the page as it goes (once its content is removed, after this call): it belongs on the button.
          setTimeout(() => {
            if (document.activeElement === null || document.activeElement === document.body) document.getElementById(triggerId)?.focus();
            if (kind) void download(kind);
          });
        }}
      >
        <Menu.Trigger asChild>
          {/* Never disabled while a file is prepared: a disabled button drops the focus to the page. */}
          <Button size="sm" variant="outline" aria-busy={downloading !== null}>
            {downloading === null ? null : <Spinner size="xs" />}
            {t('reports.download.menu')}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Context>
              {(menu) => (
                <Menu.Content
                  onKeyDown={(event) => {
                    // Tab leaves a menu, as from any menu button: it closes (the menu then gives the
                    // focus back to its button), and the focus goes on to what follows the button
                    // (or precedes it, with Shift).
                    const trigger = document.getElementById(triggerId);
                    if (event.key !== 'Tab' || !trigger) return;
                    event.preventDefault();
                    const next = nextInTabOrder(trigger, event.shiftKey);
                    menu.setOpen(false);
                    if (next) setTimeout(() => next.focus());
                  }}
                >
                  {kinds.map((kind) => (
                    <Menu.Item key={kind} value={kind}>
                      {t(downloadLabels[kind])}
                    </Menu.Item>
                  ))}
                </Menu.Content>
              )}
            </Menu.Context>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {compare}
      {shareable ? <ShareDialog reportUuid={reportUuid} isPublic={isPublic} /> : null}
    </HStack>
  );
}

/** The address of a shared report's public page on this site. */
const publicLinkOf = (reportUuid: string) => new URL(publicReportPath(reportUuid), window.location.origin).toString();

/**
 * The Share page dialog: the live link with Copy and Revoke while the report is public, as its
 * answer says, 'Create link' otherwise. A share or a revoke settles only once the report has been
 * read again (its invalidations apply first), so the dialog follows the answer alone.
 */
function ShareDialog({ reportUuid, isPublic }: { reportUuid: string; isPublic: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const link = isPublic ? publicLinkOf(reportUuid) : null;
  const share = useProcedureMutation('report.share', {
    onSuccess: () => {
      track('share-public-fcf-clicked', { reportUuid });
    },
    onError: (error) => toaster.create({ type: 'error', title: errorMessageOf(error, t) }),
  });
  const unshare = useProcedureMutation('report.unshare', {
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('reports.share.revoked') });
    },
    onError: (error) => toaster.create({ type: 'error', title: errorMessageOf(error, t) }),
  });

  const copy = async () => {
    if (!link) return;
    if (await copyToClipboard(link, { copied: t('reports.share.copied'), failed: t('reports.share.copyFailed') })) {
      track('share-public-fcf-clicked', { reportUuid });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="teal">
          {t('reports.share.button')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('reports.share.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Text textStyle="sm" color="fg.muted">
                  {t('reports.share.intro')}
                </Text>
                {link ? (
                  <HStack gap={2}>
                    <Input size="sm" readOnly value={link} aria-label={t('reports.share.link')} onFocus={(event) => event.currentTarget.select()} />
                    <IconButton size="sm" variant="outline" aria-label={t('reports.share.copy')} title={t('reports.share.copy')} onClick={() => void copy()}>
                      <CopyIcon boxSize="4" />
                    </IconButton>
                  </HStack>
                ) : (
                  <Text textStyle="sm">{t('reports.share.notShared')}</Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {link ? (
                <Button size="sm" variant="outline" colorPalette="red" loading={unshare.isPending} onClick={() => unshare.mutate({ uuid: reportUuid })}>
                  {t('reports.share.revoke')}
                </Button>
              ) : (
                <Button size="sm" colorPalette="teal" loading={share.isPending} onClick={() => share.mutate({ uuid: reportUuid })}>
                  {t('reports.share.create')}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('reports.share.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
