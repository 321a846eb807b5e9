import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileForm_query$key } from '../../__generated__/ProfileForm_query.graphql';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { useFormClearingErrors } from '../../shared/forms/useFormClearingErrors';
import { listFieldProps } from '../../shared/forms/useFormClearingErrors';
import { useManagerOptions } from '../../shared/forms/ManagerOptions';
import { SocialLinkFields } from '../../shared/forms/SocialLinkFields';
import { useUserProfileValues } from '../../shared/forms/UserProfileValues';
import { notify } from '../../shared/toast';
import { FormField } from '../../shared/ui/FormField';
import { CheckboxGroupField } from '../../shared/forms/CheckboxGroupField';
import { StatesLicensedField } from '../../shared/forms/StatesLicensedField';
import { PROFILE_LANGUAGES } from '../../shared/forms/userOptions';
import { useUpdateProfileMutation } from './mutations/useUpdateProfileMutation';
import { profileSchema, type ProfileValues } from './profileSchema';
import { InputField } from '../../shared/ui/FormField';

const fragment = graphql`
  fragment ProfileForm_user on User {
    id
    ...UserProfileValues_user
  }
`;

const peopleFragment = graphql`
  fragment ProfileForm_query on Query {
    ...ManagerOptions_query
  }
`;

/** Profile Information (spec §2 "Profile page", §3 user fields, §5 "Profile"), with the directory's job title, location and 'Reports to'. */
export function ProfileForm({ user: userRef, query }: { user: ProfileForm_user$key; query: ProfileForm_query$key }) {
  const user = useFragment(fragment, userRef);
  const profile = useUserProfileValues(user);
  const managerOptions = useManagerOptions(useFragment(peopleFragment, query), user.id);
  const [updateProfile] = useUpdateProfileMutation();
  const { register, control, handleSubmit, setError, clearErrors, errors, isSubmitting, onEdit, fieldProps } =
    useFormClearingErrors<ProfileValues>({
      resolver: zodResolver(profileSchema),
      // Only the profile's own languages are offered; one the admin set from the wider list stays out.
      defaultValues: {
        ...profile,
        languages: profile.languages.filter((language) => (PROFILE_LANGUAGES as readonly string[]).includes(language)),
      },
    });
  const listField = listFieldProps(control, errors, clearErrors);

  const onSubmit = async (values: ProfileValues) => {
    const result = await updateProfile({ input: { ...values, managerId: values.managerId || null } });
    if (result.ok) {
      notify.success(result.message);
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if (field in values) setError(field as keyof ProfileValues, { message });
    }
    notify.error(result.message);
  };

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <InputField label="Full Name" required {...fieldProps('fullName')} autoComplete="name" />
          <InputField label="Email" required type="email" {...fieldProps('email')} autoComplete="email" />
          <InputField label="Phone Number" type="tel" {...fieldProps('phoneNumber')} autoComplete="tel" />
          <InputField label="Company" {...fieldProps('company')} autoComplete="organization" />
          <InputField label="Department" {...fieldProps('department')} autoComplete="off" />
          <InputField label="Job Title" {...fieldProps('jobTitle')} autoComplete="organization-title" />
          <InputField label="Location" {...fieldProps('location')} placeholder="City, State" autoComplete="off" />
          <FormField label="Reports to" error={errors.managerId?.message}>
            <OptionSelect placeholder="No one" options={managerOptions} {...register('managerId', onEdit('managerId'))} />
          </FormField>
          <StatesLicensedField {...listField('statesLicensed')} required />
        </SimpleGrid>
        <CheckboxGroupField {...listField('languages')} legend="Languages" options={PROFILE_LANGUAGES} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SocialLinkFields fieldProps={fieldProps} autoComplete="url" />
        </SimpleGrid>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
            Save Changes
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
