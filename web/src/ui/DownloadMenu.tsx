import { Button, Popover, Portal, Stack } from '@chakra-ui/react';
import type { FileLink } from '@cairn/shared/files';
import { useState } from 'react';
import { saveFile } from '../api/files.ts';
import { errorMessageOf } from '../api/formErrors.ts';
import { useI18n } from '../i18n/i18nContext.ts';
import { toaster } from './toaster.tsx';

/** One file of a download menu: its label, and the procedure call that answers its link. */
export interface DownloadItem {
  key: string;
  label: string;
  download: () => Promise<Pick<FileLink, 'url' | 'name'>>;
}

export interface DownloadMenuProps {
  /** The button's text ('Download documents'). */
  label: string;
  /** Its accessible name when several menus share a page ('Download the indicators of {fund}'). */
  accessibleName?: string;
  items: readonly DownloadItem[];
  /** A page elsewhere that holds the same figures (the institution's spreadsheet), opened in a new tab. */
  link?: { label: string; href: string } | null;
  /** The error toast's title when a file cannot be had. */
  failedTitle: string;
}

/**
 * A page's downloads as a menu: each file saved under its name once its link is had, the others
 * disabled meanwhile, the menu closed once the file is saved; a failure is an error toast with the
 * server's message.
 */
export function DownloadMenu({ label, accessibleName, items, link = null, failedTitle }: DownloadMenuProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (item: DownloadItem) => {
    setDownloading(item.key);
    try {
      saveFile(await item.download());
      setOpen(false);
    } catch (error) {
      toaster.create({ type: 'error', title: failedTitle, description: error instanceof Error ? errorMessageOf(error, t) : undefined });
    } finally {
      setDownloading(null);
    }
  };
  return (
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }} open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Popover.Trigger asChild>
        <Button size="sm" colorPalette="teal" aria-busy={downloading !== null} aria-label={accessibleName}>
          {label}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" maxW="sm">
            <Popover.Body p={2}>
              <Stack gap={1}>
                {items.map((item) => (
                  <Button
                    key={item.key}
                    size="sm"
                    variant="ghost"
                    justifyContent="flex-start"
                    loading={downloading === item.key}
                    disabled={downloading !== null && downloading !== item.key}
                    onClick={() => void download(item)}
                  >
                    {item.label}
                  </Button>
                ))}
                {link ? (
                  <Button asChild size="sm" variant="ghost" justifyContent="flex-start">
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                    </a>
                  </Button>
                ) : null}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
