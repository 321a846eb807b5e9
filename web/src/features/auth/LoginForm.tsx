import { Alert, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { announceSessionChange } from '../../shared/auth/sessionChange';
import { saveSession } from '../../shared/auth/tokenStorage';
import { navigateTo } from '../../shared/navigation/navigator';
import { FormField } from '../../shared/ui/FormField';
import { checkLoginForm, type LoginFormErrors, type LoginFormValues } from './loginFormRules';
import { PasswordInput } from './PasswordInput';
import { useLoginMutation } from './mutations/useLoginMutation';

/** The sign-in form of spec §2/§5: validation, red error banner, 'Signing in...' while busy. */
export function LoginForm() {
  const [login, isInFlight] = useLoginMutation();
  const [bannerMessage, setBannerMessage] = useState<string | null>(null);
  // The second step (docs/product.md "Two-factor sign-in"): asked for once the server says the account needs it.
  // It keeps the checked credentials, sent again with the code; 'Use another account' shows them in the fields again.
  const [codeStep, setCodeStep] = useState<{ message: string; credentials: LoginFormValues } | null>(null);
  const [shownCredentials, setShownCredentials] = useState<LoginFormValues>({ email: '', password: '' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  /** The fields' values once they pass the rules of spec §5; otherwise their messages, and focus on the first. */
  const checkedCredentials = (): LoginFormValues | null => {
    if (codeStep) return codeStep.credentials;
    const checked = checkLoginForm({ email: emailInput.current?.value ?? '', password: passwordInput.current?.value ?? '' });
    setErrors('errors' in checked ? checked.errors : {});
    if ('values' in checked) return checked.values;
    (checked.errors.email ? emailInput : passwordInput).current?.focus();
    return null;
  };

  // Spec §5: a field's error clears when it is edited; the rules run again on the next submit.
  const clearOnEdit = (field: keyof LoginFormValues) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async ({ email, password }: LoginFormValues) => {
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
        setCodeStep({ message: asked, credentials: { email, password } });
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
    // Through whichever router runs: the app's, or the sign-in entry's hand-over to the app (web/src/signin).
    navigateTo('/', { replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = checkedCredentials();
    if (!entered) return;
    setSubmitting(true);
    try {
      await submit(entered);
    } finally {
      setSubmitting(false);
    }
  };

  const busy = submitting || isInFlight;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Sign in">
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
                setShownCredentials(codeStep.credentials);
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
            <FormField label="Email Address" error={errors.email} required>
              <Input
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                size="lg"
                name="email"
                ref={emailInput}
                defaultValue={shownCredentials.email}
                onChange={clearOnEdit('email')}
              />
            </FormField>

            <FormField label="Password" error={errors.password} required>
              <PasswordInput
                autoComplete="current-password"
                placeholder="Your password"
                size="lg"
                name="password"
                ref={passwordInput}
                defaultValue={shownCredentials.password}
                onChange={clearOnEdit('password')}
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
