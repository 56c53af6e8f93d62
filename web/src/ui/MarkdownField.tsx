import { Box, Field, Tabs, Text, Textarea, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';
import { useI18n } from '../i18n/i18nContext.ts';
import { renderMarkdown } from './markdown.ts';

/** Rendered markdown (see markdown.ts: React elements only, never HTML), with list and code styles. */
export function MarkdownView({ source, ...props }: { source: string } & BoxProps) {
  return (
    <Box
      textStyle="sm"
      css={{
        '& p + p, & p + ul, & ul + p, & ul + ul': { marginTop: '2' },
        '& ul': { paddingInlineStart: '5', listStyleType: 'disc' },
        '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingInline: '1', borderRadius: 'sm' },
        '& a': { color: 'teal.fg', textDecoration: 'underline' },
      }}
      {...props}
    >
      {renderMarkdown(source)}
    </Box>
  );
}

interface MarkdownFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  errors?: string[] | undefined;
  helper?: string;
  /** Rows of the textarea; at least 3. */
  rows?: number;
}

/** A markdown text with Write and Preview tabs, labelled and showing its errors like FormField. */
export function MarkdownField({ label, value, onChange, name, errors, helper, rows = 3 }: MarkdownFieldProps) {
  const { t } = useI18n();
  const [tab, setTab] = useState<string>('write');
  const invalid = Boolean(errors?.length);
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} size="sm" variant="line" width="full">
        <Tabs.List>
          <Tabs.Trigger value="write">{t('catalogue.form.markdownWrite')}</Tabs.Trigger>
          <Tabs.Trigger value="preview">{t('catalogue.form.markdownPreview')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="write" pt={2}>
          <Textarea name={name} rows={Math.max(3, rows)} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
        </Tabs.Content>
        <Tabs.Content value="preview" pt={2}>
          {value.trim() === '' ? (
            <Text textStyle="sm" color="fg.muted">
              {t('catalogue.form.markdownEmpty')}
            </Text>
          ) : (
            <MarkdownView source={value} minH="4.5em" />
          )}
        </Tabs.Content>
      </Tabs.Root>
      <Field.HelperText>{helper ?? t('catalogue.form.markdownHelp')}</Field.HelperText>
      {invalid ? <Field.ErrorText>{errors?.join(' · ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
