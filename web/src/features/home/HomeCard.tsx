import { Card, HStack, Spinner, Text } from '@chakra-ui/react';
import type { Dashboard } from '@cairn/shared/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';

/** A home-page card fed by the dashboard: its title, then loading, the failure, or its content. */
export function HomeCard({
  id,
  title,
  dashboard,
  children,
}: {
  id: string;
  title: string;
  dashboard: UseQueryResult<Dashboard>;
  children: (data: Dashboard) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Card.Title as="h2" id={id}>
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body pt={2}>
        {dashboard.isPending ? (
          <HStack gap={3} color="fg.muted" role="status">
            <Spinner size="sm" />
            <Text>{t('home.ongoing.loading')}</Text>
          </HStack>
        ) : dashboard.isError ? (
          <ErrorBox message={errorMessageOf(dashboard.error, t)} />
        ) : (
          children(dashboard.data)
        )}
      </Card.Body>
    </Card.Root>
  );
}
