import { Alert, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { formErrorsOf } from '../../api/formErrors.ts';
import { useAuth } from '../../auth/authContext.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { FormField } from '../../ui/FormField.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { PasswordRules } from './PasswordRules.tsx';

const route = getRouteApi('/register');

export function RegisterPage() {
  const { t } = useI18n();
  const { token, username } = route.useSearch();

  if (!token || !username) {
    return (
      <AuthLayout title={t('auth.register.title')}>
        <Stack gap={4}>
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('auth.register.invalidUrl')}</Alert.Title>
              <Alert.Description>{t('auth.register.invalidUrlHint')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Link asChild colorPalette="teal" alignSelf="start">
            <RouterLink to="/login">{t('auth.register.toLogin')}</RouterLink>
          </Link>
        </Stack>
      </AuthLayout>
    );
  }
  return <RegisterForm token={token} username={username} />;
}

const fieldNames = ['username', 'password', 'confirm'] as const;

function RegisterForm({ token, username }: { token: string; username: string }) {
  const { t } = useI18n();
  const auth = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useRef<HTMLFormElement>(null);

  const register = useProcedureMutation('user.register', {
    // The form shows failures in its own error box.
    meta: { inlineErrors: true },
    onSuccess: async (signedIn) => {
      auth.signIn(signedIn);
      await navigate({ to: '/', replace: true });
    },
  });
  const errors = formErrorsOf(register.error, fieldNames, t);
  useFocusFirstInvalid(form, register.error);

  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          register.mutate({ username, password, confirm, token });
        }}
      >
        <Stack gap={4}>
          {errors.summary ? <ErrorBox message={errors.summary} /> : null}
          <FormField label={t('auth.register.username')} errors={errors.fields.username}>
            {/* The invitation fixes the user name; it is shown so password managers store it. */}
            <Input name="username" autoComplete="username" value={username} readOnly bg="bg.muted" />
          </FormField>
          <FormField
            label={t('auth.register.password')}
            errors={errors.fields.password}
            helper={<PasswordRules password={password} />}
            required
          >
            <Input
              name="password"
              type="password"
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          </FormField>
          <FormField label={t('auth.register.confirm')} errors={errors.fields.confirm} required>
            <Input
              name="confirm"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.currentTarget.value)}
            />
          </FormField>
          <Button type="submit" colorPalette="teal" loading={register.isPending} mt={2}>
            {t('auth.register.submit')}
          </Button>
          <Text textStyle="sm" textAlign="center">
            <Link asChild colorPalette="teal">
              <RouterLink to="/login">{t('auth.register.toLogin')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
