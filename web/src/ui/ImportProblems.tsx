import { Alert, Stack, Table } from '@chakra-ui/react';
import type { MessageParams } from '@cairn/shared/errors';
import { useI18n } from '../i18n/i18nContext.ts';
import { localizeText } from '../i18n/serverMessages.ts';

/** A problem of an imported file, as an import answers it: its row and column when it has them. */
export interface ImportProblem {
  row?: number | null;
  column?: string | null;
  /** A cell reference ('D7'), for imports that name the cell rather than its column. */
  cell?: string | null;
  message: string;
  key?: string | null;
  params?: MessageParams;
}

/**
 * Every problem of a refused import at once (nothing was written): a headline, then a table of
 * row, column and problem in the user's language; a problem of the whole file has no row. With a
 * `cell` label, one column says where each problem is: its cell, else its row, else the whole file.
 */
export function ImportProblems({
  title,
  labels,
  problems,
}: {
  title: string;
  labels: { row: string; problem: string; wholeFile: string } & ({ column: string; cell?: undefined } | { cell: string; column?: undefined });
  problems: readonly ImportProblem[];
}) {
  const { t } = useI18n();
  return (
    <Stack gap={3}>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{title}</Alert.Title>
      </Alert.Root>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="72" overflowY="auto">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              {labels.cell === undefined ? (
                <>
                  <Table.ColumnHeader>{labels.row}</Table.ColumnHeader>
                  <Table.ColumnHeader>{labels.column}</Table.ColumnHeader>
                </>
              ) : (
                <Table.ColumnHeader>{labels.cell}</Table.ColumnHeader>
              )}
              <Table.ColumnHeader>{labels.problem}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {problems.map((problem, index) => (
              <Table.Row key={index}>
                {labels.cell === undefined ? (
                  <>
                    <Table.Cell>{problem.row ?? labels.wholeFile}</Table.Cell>
                    <Table.Cell>{problem.column ?? ''}</Table.Cell>
                  </>
                ) : (
                  <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                    {problem.cell ?? (problem.row == null ? labels.wholeFile : `${labels.row} ${problem.row}`)}
                  </Table.Cell>
                )}
                <Table.Cell whiteSpace={labels.cell === undefined ? undefined : 'normal'}>
                  {localizeText(t, problem.message, problem.key ? { key: problem.key, params: problem.params ?? {} } : null)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
