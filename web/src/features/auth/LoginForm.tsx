import { Alert, Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { announceSessionChange } from '../../shared/auth/sessionChange';
import { saveSession } from '../../shared/auth/tokenStorage';
import { clearErrorOnEdit } from '../../shared/forms/clearErrorOnEdit';
import { FormField } from '../../shared/ui/FormField';
import { loginFormSchema, type LoginFormValues } from './loginFormSchema';
import { PasswordInput } from './PasswordInput';
import { useLoginMutation } from './mutations/useLoginMutation';

/** The sign-in form of spec §2/§5: validation, red error banner, 'Signing in...' while busy. */
export function LoginForm() {
  const navigate = useNavigate();
  const [login, isInFlight] = useLoginMutation();
  const [bannerMessage, setBannerMessage] = useState<string | null>(null);
  // The second step (docs/product.md "Two-factor sign-in"): asked for once the server says the account needs it.
  const [codeStep, setCodeStep] = useState<{ message: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
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
    setCodeError(null);
    if (codeStep && !code.trim()) {
      setCodeError(codeStep.message);
      return;
    }
    const result = await login({ email, password, code: codeStep ? code.trim() : null });
    if (!result.ok) {
      const asked = result.fieldErrors.code;
      if (asked && !codeStep) {
        setCodeStep({ message: asked });
        return;
      }
      if (codeStep) {
        setCode('');
        setCodeError(result.fieldErrors.code ?? result.message);
        return;
      }
      setBannerMessage(result.message);
      return;
    }
    const { token, role, email: storedEmail } = result.data;
    saveSession({ token, role, email: storedEmail });
    announceSessionChange();
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

        {codeStep ? (
          <Stack gap="4">
            <Text color="fg.muted">{codeStep.message}, or one of your recovery codes.</Text>
            <FormField label="Authentication code" error={codeError ?? undefined} required>
              <Input
                autoFocus
                autoComplete="one-time-code"
                inputMode="text"
                size="lg"
                value={code}
                onChange={(event) => {
                  setCode(event.currentTarget.value);
                  setCodeError(null);
                }}
              />
            </FormField>
            <Button
              variant="ghost"
              size="sm"
              alignSelf="flex-start"
              onClick={() => {
                setCodeStep(null);
                setCode('');
                setCodeError(null);
              }}
            >
              Use another account
            </Button>
          </Stack>
        ) : (
          <>
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
          </>
        )}

        <Button type="submit" colorPalette="brand" size="lg" disabled={busy} fontWeight="bold" letterSpacing="wide">
          {busy ? 'Signing in...' : codeStep ? 'VERIFY' : 'SIGN IN'}
        </Button>
      </Stack>
    </form>
  );
}
