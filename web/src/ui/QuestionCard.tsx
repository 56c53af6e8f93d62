import { Fieldset, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RequiredMark } from './RequiredMark.tsx';

export interface QuestionCardProps {
  label: string;
  subtitle?: string | null;
  /** Marks the legend with a red star (the control itself says it to assistive technology). */
  required: boolean;
  /** The question's problems, shown together under its controls. */
  errors: readonly string[];
  /** The legend's id, for controls that name themselves by the question. */
  labelId?: string;
  children: ReactNode;
  /** Drawn at the card's foot, under its problems (the question's files). */
  footer?: ReactNode;
}

/**
 * One question of a form that people outside the firm answer (an employee's survey, a
 * supplier's yearly form): a bordered fieldset whose legend is the question, with its help, its
 * controls and its problems, red when it has any.
 */
export function QuestionCard({ label, subtitle, required, errors, labelId, children, footer }: QuestionCardProps) {
  const invalid = errors.length > 0;
  return (
    // A fieldset is as wide as its content's longest line unless told otherwise: a long airport name would widen the page.
    <Fieldset.Root invalid={invalid} minW={0} borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} borderRadius="lg" bg="bg" p={{ base: 4, md: 5 }} gap={3}>
      <Fieldset.Legend id={labelId} textStyle="md" fontWeight="semibold" color="fg" float="left" width="full" mb={1}>
        {label}
        {required ? (
          <RequiredMark />
        ) : null}
      </Fieldset.Legend>
      {subtitle ? <Fieldset.HelperText clear="both">{subtitle}</Fieldset.HelperText> : null}
      <Stack gap={3} clear="both">
        {children}
      </Stack>
      {invalid ? <Fieldset.ErrorText>{errors.join(' · ')}</Fieldset.ErrorText> : null}
      {footer}
    </Fieldset.Root>
  );
}
