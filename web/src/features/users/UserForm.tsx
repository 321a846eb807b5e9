import { Checkbox, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UserForm_user$key } from '../../__generated__/UserForm_user.graphql';
import type { UserForm_query$key } from '../../__generated__/UserForm_query.graphql';
import { useDialogForm } from '../../shared/forms/useDialogForm';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { CheckboxGroupField } from '../../shared/forms/CheckboxGroupField';
import { useCreateUserMutation } from './mutations/useCreateUserMutation';
import { useUpdateUserMutation } from './mutations/useUpdateUserMutation';
import { StatesLicensedField } from '../../shared/forms/StatesLicensedField';
import { EMPTY_USER_FORM, userFormSchema, type UserFormValues } from '../../shared/forms/userFormSchema';
import { ADMIN_LANGUAGES, SOCIAL_LINKS } from '../../shared/forms/userOptions';
import { useUserRoleOptions } from '../../shared/forms/UserRoleOptions';
import { settleFormResult } from '../../shared/forms/settleFormResult';
import { DialogForm } from '../../shared/ui/DialogForm';

const fragment = graphql`
  fragment UserForm_user on User {
    id
    fullName
    email
    phoneNumber
    department
    company
    jobTitle
    location
    manager {
      id
    }
    languages
    statesLicensed
    twoFactorAuthentication
    linkedInProfile
    facebookProfile
    twitterProfile
    instagramProfile
    youTubeChannel
    personalWebsite
    userRole {
      id
    }
  }
`;

const queryFragment = graphql`
  fragment UserForm_query on Query {
    ...UserRoleOptions_query
    # Whom a user may report to: the portal's people (the Company Directory's list, as on the Profile form).
    companyDirectory {
      people(first: 500) {
        edges {
          node {
            id
            fullName
          }
        }
      }
    }
  }
`;

interface UserFormProps {
  mode: 'create' | 'edit';
  user: UserForm_user$key | null;
  query: UserForm_query$key;
  connectionId: string;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}

const FIELDS = Object.keys(EMPTY_USER_FORM) as (keyof UserFormValues)[];

/** The admin user form (spec §5 "Admin user form"): body and footer of its dialog. */
export function UserForm({ mode, user: userRef, query: queryRef, connectionId, onDone, onBusyChange }: UserFormProps) {
  const user = useFragment(fragment, userRef);
  const query = useFragment(queryFragment, queryRef);
  const roleOptions = useUserRoleOptions(query);
  const managerOptions = query.companyDirectory.people.edges
    .filter(({ node }) => node.id !== user?.id)
    .map(({ node }) => ({ value: node.id, label: node.fullName }));
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const [avatar, setAvatar] = useState<File | null>(null);
  const schema = useMemo(() => userFormSchema(mode), [mode]);
  const defaultValues: UserFormValues = user
    ? {
        ...EMPTY_USER_FORM,
        fullName: user.fullName,
        email: user.email ?? '',
        phoneNumber: user.phoneNumber ?? '',
        roleId: user.userRole?.id ?? '',
        department: user.department ?? '',
        company: user.company ?? '',
        jobTitle: user.jobTitle ?? '',
        location: user.location ?? '',
        managerId: user.manager?.id ?? '',
        languages: [...user.languages],
        statesLicensed: [...user.statesLicensed],
        twoFactorAuthentication: user.twoFactorAuthentication ?? false,
        linkedInProfile: user.linkedInProfile ?? '',
        facebookProfile: user.facebookProfile ?? '',
        twitterProfile: user.twitterProfile ?? '',
        instagramProfile: user.instagramProfile ?? '',
        youTubeChannel: user.youTubeChannel ?? '',
        personalWebsite: user.personalWebsite ?? '',
      }
    : EMPTY_USER_FORM;
  const { register, control, handleSubmit, setError, errors, isSubmitting, onEdit } = useDialogForm<UserFormValues>(
    { resolver: zodResolver(schema), defaultValues },
    onBusyChange,
  );

  const onSubmit = async ({ password, managerId, ...rest }: UserFormValues) => {
    // '' is 'No one': null clears the manager on edit.
    const values = { ...rest, managerId: managerId || null };
    const result =
      mode === 'create' || !user
        ? await createUser({ input: { ...values, password }, avatar, connectionIds: [connectionId] })
        : await updateUser({ input: { ...values, userId: user.id, ...(password ? { password } : {}) }, avatar });
    settleFormResult(result, setError, FIELDS, onDone);
  };

  return (
    <DialogForm onSubmit={handleSubmit(onSubmit)} submitLabel={mode === 'create' ? 'Create User' : 'Save Changes'} busy={isSubmitting}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Full Name" error={errors.fullName?.message} required>
            <Input {...register('fullName', onEdit('fullName'))} autoComplete="off" />
          </FormField>
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" {...register('email', onEdit('email'))} autoComplete="off" />
          </FormField>
          <FormField label="Phone Number" error={errors.phoneNumber?.message} required>
            <Input type="tel" {...register('phoneNumber', onEdit('phoneNumber'))} autoComplete="off" />
          </FormField>
          <FormField label="Role" error={errors.roleId?.message} required>
            <OptionSelect placeholder="Select role" options={roleOptions} {...register('roleId', onEdit('roleId'))} />
          </FormField>
          {mode === 'create' && (
            <FormField label="Password" error={errors.password?.message} required>
              <Input type="password" {...register('password', onEdit('password'))} autoComplete="new-password" />
            </FormField>
          )}
          <FormField label="Department" error={errors.department?.message}>
            <Input {...register('department')} autoComplete="off" />
          </FormField>
          <FormField label="Company" error={errors.company?.message}>
            <Input {...register('company')} autoComplete="off" />
          </FormField>
          <FormField label="Job Title" error={errors.jobTitle?.message}>
            <Input {...register('jobTitle', onEdit('jobTitle'))} autoComplete="off" />
          </FormField>
          <FormField label="Location" error={errors.location?.message}>
            <Input {...register('location', onEdit('location'))} placeholder="City, State" autoComplete="off" />
          </FormField>
          <FormField label="Reports to" error={errors.managerId?.message}>
            <OptionSelect placeholder="No one" options={managerOptions} {...register('managerId', onEdit('managerId'))} />
          </FormField>
          <StatesLicensedField control={control} name="statesLicensed" error={errors.statesLicensed?.message} />
        </SimpleGrid>
        <CheckboxGroupField
          control={control}
          name="languages"
          legend="Languages"
          options={ADMIN_LANGUAGES}
          error={errors.languages?.message}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {SOCIAL_LINKS.map(({ field, label }) => (
            <FormField key={field} label={label} error={errors[field]?.message}>
              <Input type="url" {...register(field, onEdit(field))} placeholder="https://" autoComplete="off" />
            </FormField>
          ))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="end">
          <FormField label="Profile Image">
            <Input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              p="1"
              onChange={(event) => setAvatar(event.currentTarget.files?.[0] ?? null)}
            />
          </FormField>
          <Controller
            control={control}
            name="twoFactorAuthentication"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Two-factor authentication</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        </SimpleGrid>
      </Stack>
    </DialogForm>
  );
}
