import { Alert, Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { RegistrationForm_invitation$key } from '../../__generated__/RegistrationForm_invitation.graphql';
import type { RegistrationForm_query$key } from '../../__generated__/RegistrationForm_query.graphql';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { clearErrorOnEdit } from '../../shared/forms/clearErrorOnEdit';
import { notify } from '../../shared/toast';
import { FormField } from '../../shared/ui/FormField';
import { CheckboxGroupField } from '../../shared/forms/CheckboxGroupField';
import { StatesLicensedField } from '../../shared/forms/StatesLicensedField';
import { NO_SOCIAL_LINKS, PROFILE_LANGUAGES, SOCIAL_LINKS } from '../../shared/forms/userOptions';
import { useCompleteRegistrationMutation } from './mutations/useCompleteRegistrationMutation';
import {
  IMAGE_TYPE_MESSAGE,
  REGISTRATION_IMAGE_TYPES,
  registrationSchema,
  splitFullName,
  type RegistrationValues,
} from './registrationSchema';

const fragment = graphql`
  fragment RegistrationForm_invitation on Invitation {
    fullName
    email
    roleId
    roleName
  }
`;

const queryFragment = graphql`
  fragment RegistrationForm_query on Query {
    registrationRoles {
      id
      name
    }
  }
`;

interface RegistrationFormProps {
  query: RegistrationForm_query$key;
  /** With an invitation: name, e-mail and role come from it. Without: the visitor fills them in and the account waits for approval. */
  invitation: RegistrationForm_invitation$key | null;
  token: string | null;
}

/** 'Create a new Account' (spec §2, §5). */
export function RegistrationForm({ query: queryRef, invitation: invitationRef, token }: RegistrationFormProps) {
  const invitation = useFragment(fragment, invitationRef);
  const { registrationRoles } = useFragment(queryFragment, queryRef);
  const [roleId, setRoleId] = useState('');
  const [roleError, setRoleError] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const navigate = useNavigate();
  const [completeRegistration] = useCompleteRegistrationMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      ...splitFullName(invitation?.fullName ?? ''),
      email: invitation?.email ?? '',
      company: '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      department: '',
      ...NO_SOCIAL_LINKS,
      statesLicensed: [],
      languages: [],
    },
  });
  const onEdit = clearErrorOnEdit(errors, clearErrors);

  const onSubmit = async (values: RegistrationValues) => {
    if (avatarError) return;
    const chosenRole = invitation?.roleId ?? roleId;
    if (!chosenRole) {
      setRoleError('Role is required');
      return;
    }
    setServerError(null);
    // Empty optional fields are not sent (spec §5).
    const optional = Object.fromEntries(SOCIAL_LINKS.map(({ field }) => [field, values[field] || null]));
    const result = await completeRegistration({ input: { ...values, ...optional, token, roleId: chosenRole }, avatar });
    if (result.ok) {
      notify.success(result.message);
      if (result.data.pending) setPendingEmail(result.data.email);
      else void navigate('/login');
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if (field === 'roleId') setRoleError(message);
      else if (field in values) setError(field as keyof RegistrationValues, { message });
    }
    setServerError(result.message);
  };

  if (pendingEmail) {
    return (
      <Alert.Root status="success" rounded="md" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Registration received</Alert.Title>
          <Alert.Description>
            An Admin will review the account for {pendingEmail}. You will get an e-mail once it is approved, and can then{' '}
            <Text asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/login">sign in</RouterLink>
            </Text>
            .
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="5">
        {serverError && (
          <Alert.Root status="error" rounded="md">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="First Name" error={errors.firstName?.message} required>
            <Input {...register('firstName', onEdit('firstName'))} autoComplete="given-name" />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message} required>
            <Input {...register('lastName', onEdit('lastName'))} autoComplete="family-name" />
          </FormField>
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" {...register('email', onEdit('email'))} readOnly={!!invitation} autoComplete="email" />
          </FormField>
          {invitation ? (
            <FormField label="Role">
              <Input value={invitation.roleName} readOnly />
            </FormField>
          ) : (
            <FormField label="Role" error={roleError ?? undefined} required>
              <OptionSelect
                placeholder="Please select role"
                options={registrationRoles.map((role) => ({ value: role.id, label: role.name }))}
                value={roleId}
                onChange={(event) => {
                  setRoleId(event.currentTarget.value);
                  setRoleError(null);
                }}
              />
            </FormField>
          )}
          <FormField label="Phone Number" error={errors.phoneNumber?.message} required>
            <Input type="tel" {...register('phoneNumber', onEdit('phoneNumber'))} autoComplete="tel" />
          </FormField>
          <FormField label="Company" error={errors.company?.message} required>
            <Input {...register('company', onEdit('company'))} autoComplete="organization" />
          </FormField>
          <FormField label="Password" error={errors.password?.message} required>
            <Input type="password" {...register('password', onEdit('password'))} autoComplete="new-password" />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
            <Input type="password" {...register('confirmPassword', onEdit('confirmPassword'))} autoComplete="new-password" />
          </FormField>
          <FormField label="Department" error={errors.department?.message} required>
            <Input {...register('department', onEdit('department'))} />
          </FormField>
          <StatesLicensedField
            control={control}
            name="statesLicensed"
            error={errors.statesLicensed?.message}
            required
            onEdit={() => clearErrors('statesLicensed')}
          />
        </SimpleGrid>
        <CheckboxGroupField
          control={control}
          name="languages"
          legend="Languages"
          options={PROFILE_LANGUAGES}
          error={errors.languages?.message}
          onEdit={() => clearErrors('languages')}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {SOCIAL_LINKS.map(({ field, label }) => (
            <FormField key={field} label={label} error={errors[field]?.message}>
              <Input type="url" {...register(field, onEdit(field))} placeholder="https://" />
            </FormField>
          ))}
          <FormField label="Photo" error={avatarError ?? undefined}>
            <Input
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              p="1"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0] ?? null;
                setAvatar(file);
                setAvatarError(file && !REGISTRATION_IMAGE_TYPES.includes(file.type) ? IMAGE_TYPE_MESSAGE : null);
              }}
            />
          </FormField>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Signing up...">
          Sign Up
        </Button>
        <Text fontSize="sm" textAlign="center">
          Already have an account?{' '}
          <Text asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/login">Sign in</RouterLink>
          </Text>
        </Text>
      </Stack>
    </form>
  );
}
