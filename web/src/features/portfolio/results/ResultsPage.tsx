import { Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { useI18n } from '../../../i18n/i18nContext.ts';

/**
 * The results of a portfolio-emissions reporting are not built yet: until they are, their page
 * says so honestly, in the words of the "coming soon" pages, with a way to the data collection.
 */
export function ResultsPage() {
  const { t } = useI18n();
  // The address's index route (`$uuid/`) has another id at run time than its type names: read loosely.
  const { uuid = '' } = useParams({ strict: false });
  const name = t('shell.nav.portfolioEmissions');
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
              <Link to="/portfolio-emissions/$uuid/data-collection" params={{ uuid }}>
                {t('portfolioCollection.page.open')}
              </Link>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
