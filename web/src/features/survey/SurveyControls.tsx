import { Box, Button, Flex, Input, NativeSelect, chakra, type InputProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/*
 * The survey's controls, made for a thumb on a phone: every choice is a whole row of at least
 * 44 px that takes the tap, over native radios and checkboxes (arrow keys, form semantics and
 * screen readers for free). Each marks itself invalid so the form can focus the first problem.
 */

export interface Choice {
  value: string;
  label: string;
}

const choiceRow = {
  display: 'flex',
  alignItems: 'center',
  gap: 3,
  minH: '11',
  px: 3,
  py: 2,
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'bg',
  cursor: 'pointer',
  textStyle: 'sm',
  _hover: { bg: 'bg.muted' },
  css: {
    '&:has(input:checked)': { borderColor: 'teal.solid', bg: 'teal.subtle' },
    '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'default' },
  },
} as const;

const nativeBox = { width: '5', height: '5', flexShrink: 0, accentColor: 'var(--chakra-colors-teal-solid)', cursor: 'inherit' } as const;

interface ChoiceGroupProps {
  name: string;
  choices: readonly Choice[];
  invalid: boolean;
  disabled?: boolean;
  /** On one line when they fit (short choices: yes and no, days). */
  inline?: boolean;
  onBlur?: () => void;
}

/** One answer among a few, as radios. */
export function RadioChoices({ name, choices, value, onChange, invalid, disabled, inline, onBlur }: ChoiceGroupProps & { value: string | null; onChange: (value: string) => void }) {
  return (
    <Flex direction={inline ? 'row' : 'column'} wrap="wrap" gap={2}>
      {choices.map((choice) => (
        <chakra.label key={choice.value} {...choiceRow} flex={inline ? '1 0 auto' : undefined}>
          <chakra.input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            onBlur={onBlur}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            {...nativeBox}
          />
          {choice.label}
        </chakra.label>
      ))}
    </Flex>
  );
}

/** Any number of answers among a list, as checkboxes. */
export function CheckboxChoices({ name, choices, value, onChange, invalid, disabled, inline, onBlur }: ChoiceGroupProps & { value: readonly string[]; onChange: (value: string[]) => void }) {
  return (
    <Flex direction={inline ? 'row' : 'column'} wrap="wrap" gap={2}>
      {choices.map((choice) => (
        <chakra.label key={choice.value} {...choiceRow} flex={inline ? '1 0 auto' : undefined}>
          <chakra.input
            type="checkbox"
            name={name}
            value={choice.value}
            checked={value.includes(choice.value)}
            onChange={(event) => onChange(event.currentTarget.checked ? [...value, choice.value] : value.filter((each) => each !== choice.value))}
            onBlur={onBlur}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            {...nativeBox}
          />
          {choice.label}
        </chakra.label>
      ))}
    </Flex>
  );
}

/** One answer among many, as a native dropdown (the phone's own picker). */
export function SelectChoice({
  name,
  choices,
  value,
  onChange,
  invalid,
  disabled,
  placeholder,
  onBlur,
  id,
}: Omit<ChoiceGroupProps, 'inline'> & { value: string | null; onChange: (value: string | null) => void; placeholder: string; id?: string }) {
  return (
    <NativeSelect.Root disabled={disabled} size="lg">
      <NativeSelect.Field id={id} name={name} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || null)} onBlur={onBlur} aria-invalid={invalid || undefined}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const decimal = (text: string): number | null => {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return null;
  const number = Number(normalized);
  return Number.isFinite(number) ? number : Number.NaN;
};

/**
 * A number typed as text (a decimal comma is welcome), held as a number, null when blank, NaN
 * when not a number (the rules then say it is invalid). The phone shows its number keypad.
 */
export function NumberInput({ value, onChange, invalid, ...props }: Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> & { value: number | null; onChange: (value: number | null) => void; invalid: boolean }) {
  const [text, setText] = useState(() => (value === null || Number.isNaN(value) ? '' : String(value)));
  // A value set from outside (cleared, reset) replaces what was typed.
  useEffect(() => {
    setText((typed) => (decimal(typed) === value || (Number.isNaN(value) && Number.isNaN(decimal(typed))) ? typed : value === null ? '' : String(value)));
  }, [value]);
  return (
    <Input
      size="lg"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(decimal(event.currentTarget.value));
      }}
      {...props}
    />
  );
}

/** 'Clear selection' or 'Clear answer' under a choice that may stay unanswered. */
export function ClearButton({ label, onClick, hidden }: { label: string; onClick: () => void; hidden?: boolean }) {
  if (hidden) return null;
  return (
    <Box>
      <Button variant="ghost" size="sm" minH="11" px={3} onClick={onClick}>
        {label}
      </Button>
    </Box>
  );
}
