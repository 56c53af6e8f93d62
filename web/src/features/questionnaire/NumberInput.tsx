import { Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { numberOfText, typedNumberText } from './tableModel.ts';

/** A number as typed: digits and dots only (spec 2 section 5); the text stays as typed while the field has the focus. */
export function NumberInput({ value, onValueChange, ...props }: { value: number | null; onValueChange: (value: number | null) => void } & Omit<InputProps, 'value' | 'onChange'>) {
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? (value === null ? '' : String(value));
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={shown}
      onChange={(event) => {
        const text = typedNumberText(event.target.value);
        setTyping(text);
        onValueChange(numberOfText(text));
      }}
      onBlur={(event) => {
        setTyping(null);
        props.onBlur?.(event);
      }}
    />
  );
}
