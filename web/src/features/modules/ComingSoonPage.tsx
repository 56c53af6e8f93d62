import { Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, Navigate, useLocation } from '@tanstack/react-router';
import { useI18n } from '../../i18n/i18nContext.ts';
import { comingSoonModuleOf } from './comingSoon.ts';

/** The page of a module that is not built yet: its name, a plain sentence, and a way back. */
export function ComingSoonPage() {
  const { t } = useI18n();
  const pathname = useLocation({ select: (location) => location.pathname });
  const module = comingSoonModuleOf(pathname);
  // Only the coming-soon routes render this page; any other address is the not-found rule's.
  if (!module) return <Navigate to="/" replace />;
  const name = t(module.name);
  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }}>
      <Card.Root>
        <Card.Body>
          <Stack gap={4} align="flex-start">
            <Text textStyle="xs" fontWeight="semibold" color="teal.fg" textTransform="uppercase" letterSpacing="wider">
              {t('modules.comingSoon.badge')}
            </Text>
            <Heading as="h1" size="2xl">
              {name}
            </Heading>
            <Text color="fg.muted">{t('modules.comingSoon.body', { module: name })}</Text>
            <Button asChild size="sm" variant="outline">
              <Link to="/">{t('modules.comingSoon.back')}</Link>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
