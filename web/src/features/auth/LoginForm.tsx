import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { saveSession } from '../../shared/auth/tokenStorage';
import { clearErrorOnEdit } from '../../shared/forms/clearErrorOnEdit';
import { resetSessionData } from '../../shared/relay/resetSessionData';
import { FormField } from '../../shared/ui/FormField';
import { loginFormSchema, type LoginFormValues } from './loginFormSchema';
import { PasswordInput } from './PasswordInput';
import { useLoginMutation } from './mutations/useLoginMutation';

/** The sign-in form of spec §2/§5: validation, red error banner, 'Signing in...' while busy. */
export function LoginForm() {
  const navigate = useNavigate();
  const [login, isInFlight] = useLoginMutation();
  const [bannerMessage, setBannerMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
    // Spec §5: a field's error clears when it is edited; rules run again on the next submit.
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setBannerMessage(null);
    const result = await login({ email, password });
    if (!result.ok) {
      setBannerMessage(result.message);
      return;
    }
    const { token, role, email: storedEmail } = result.data;
    saveSession({ token, role, email: storedEmail });
    resetSessionData();
    navigate('/', { replace: true });
  });

  const busy = isSubmitting || isInFlight;
  const clearOnEdit = clearErrorOnEdit(errors, clearErrors);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="5">
        {bannerMessage && (
          <Alert.Root status="error" variant="solid" role="alert" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>{bannerMessage}</Alert.Title>
          </Alert.Root>
        )}

        <FormField label="Email Address" error={errors.email?.message} required>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            size="lg"
            {...register('email', clearOnEdit('email'))}
          />
        </FormField>

        <FormField label="Password" error={errors.password?.message} required>
          <PasswordInput
            autoComplete="current-password"
            placeholder="Your password"
            size="lg"
            {...register('password', clearOnEdit('password'))}
          />
        </FormField>

        <Button type="submit" colorPalette="brand" size="lg" disabled={busy} fontWeight="bold" letterSpacing="wide">
          {busy ? 'Signing in...' : 'SIGN IN'}
        </Button>
      </Stack>
    </form>
  );
}
