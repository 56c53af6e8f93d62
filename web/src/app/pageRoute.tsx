import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client.ts';
import { errorMessageOf } from '../api/formErrors.ts';
import { useI18n } from '../i18n/i18nContext.ts';
import type { PlainKey } from '../i18n/translate.ts';
import { ErrorBox } from '../ui/ErrorBox.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

/** What a page says when its thing does not exist, and on the button that asks again after a failure. */
export interface PageProblemWords {
  notFound: PlainKey;
  /** Leave out for a page that offers no retry. */
  retry?: PlainKey;
  /** A way out beside the message, to the list the page belongs to (`/emission-factors`). */
  back?: { href: string; label: PlainKey };
  /** The frame around the message, as the page's content would have it. */
  frame?: (children: ReactNode) => ReactNode;
  /** The message spans the frame's width, rather than its own text's. */
  fullWidth?: boolean;
}

const padded = (children: ReactNode) => <Box p={{ base: 4, md: 8 }}>{children}</Box>;

/** The route's notFoundComponent and errorComponent for a page that reads one thing. */
export function pageProblems(words: PageProblemWords) {
  const frame = words.frame ?? padded;
  const problem = (children: ReactNode) =>
    frame(
      <Stack gap={3} align={words.fullWidth ? 'stretch' : 'flex-start'}>
        {children}
      </Stack>,
    );
  function BackButton() {
    const { t } = useI18n();
    const router = useRouter();
    if (!words.back) return null;
    const { href, label } = words.back;
    return (
      <Button size="sm" variant="outline" onClick={() => void router.navigate({ href })}>
        {t(label)}
      </Button>
    );
  }
  function PageNotFound() {
    const { t } = useI18n();
    return problem(
      <>
        <ErrorBox message={t(words.notFound)} />
        <BackButton />
      </>,
    );
  }
  function PageError({ error, reset }: ErrorComponentProps) {
    const { t } = useI18n();
    const router = useRouter();
    // A page that crashed while rendering gets the error screen, as any other page would.
    if (!(error instanceof ApiError)) return <ErrorScreen />;
    const retry = words.retry;
    return problem(
      <>
        <ErrorBox message={errorMessageOf(error, t)} />
        {retry || words.back ? (
          <HStack gap={2}>
            {retry ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  reset();
                  void router.invalidate();
                }}
              >
                {t(retry)}
              </Button>
            ) : null}
            <BackButton />
          </HStack>
        ) : null}
      </>,
    );
  }
  return { notFoundComponent: PageNotFound, errorComponent: PageError };
}
