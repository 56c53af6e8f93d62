import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { pageModule } from '../../app/pageModule.ts';

// The dialog, its form and the mutation load when the icon is first pressed, not with every page.
const FeedbackDialog = lazy(() => pageModule(import('./FeedbackDialog.tsx')).then((module) => ({ default: module.FeedbackDialog })));

function MessageIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
    </svg>
  );
}

/** The header's message icon and the feedback dialog it opens (spec 1 section 2). */
export function FeedbackButton() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('feedback.dialog.open')}
        title={t('feedback.dialog.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="sm"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MessageIcon />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
