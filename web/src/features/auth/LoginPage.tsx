import { Button, Input, Stack } from '@chakra-ui/react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { formErrorsOf } from '../../api/formErrors.ts';
import { useAuth } from '../../auth/authContext.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { FormField } from '../../ui/FormField.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { AuthLayout } from './AuthLayout.tsx';

const route = getRouteApi('/login');
const fieldNames = ['username', 'password'] as const;

export function LoginPage() {
  const { t } = useI18n();
  const auth = useAuth();
  const navigate = useNavigate();
  const { redirect } = route.useSearch();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const form = useRef<HTMLFormElement>(null);

  const login = useProcedureMutation('user.login', {
    // The form shows failures in its own error box.
    meta: { inlineErrors: true },
    onSuccess: async (signedIn) => {
      auth.signIn(signedIn);
      await navigate({ href: redirect ?? '/', replace: true });
    },
  });
  const errors = formErrorsOf(login.error, fieldNames, t);
  useFocusFirstInvalid(form, login.error);

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          login.mutate({ username, password });
        }}
      >
        <Stack gap={4}>
          {errors.summary ? <ErrorBox message={errors.summary} /> : null}
          <FormField label={t('auth.login.username')} errors={errors.fields.username} required>
            <Input
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
            />
          </FormField>
          <FormField label={t('auth.login.password')} errors={errors.fields.password} required>
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          </FormField>
          <Button type="submit" colorPalette="teal" loading={login.isPending} mt={2}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
