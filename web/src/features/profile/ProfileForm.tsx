import { Button, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileForm_query$key } from '../../__generated__/ProfileForm_query.graphql';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { clearErrorOnEdit } from '../../shared/forms/clearErrorOnEdit';
import { notify } from '../../shared/toast';
import { FormField } from '../../shared/ui/FormField';
import { CheckboxGroupField } from '../../shared/forms/CheckboxGroupField';
import { StatesLicensedField } from '../../shared/forms/StatesLicensedField';
import { PROFILE_LANGUAGES, SOCIAL_LINKS } from '../../shared/forms/userOptions';
import { useUpdateProfileMutation } from './mutations/useUpdateProfileMutation';
import { profileSchema, type ProfileValues } from './profileSchema';

const fragment = graphql`
  fragment ProfileForm_user on User {
    fullName
    email
    phoneNumber
    id
    department
    company
    jobTitle
    location
    manager {
      id
    }
    languages
    statesLicensed
    linkedInProfile
    facebookProfile
    twitterProfile
    instagramProfile
    youTubeChannel
    personalWebsite
  }
`;

/** Whom one may report to: the portal's people (the Company Directory's list). */
const peopleFragment = graphql`
  fragment ProfileForm_query on Query {
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

/** Profile Information (spec §2 "Profile page", §3 user fields, §5 "Profile"), with the directory's job title, location and 'Reports to'. */
export function ProfileForm({ user: userRef, query }: { user: ProfileForm_user$key; query: ProfileForm_query$key }) {
  const user = useFragment(fragment, userRef);
  const { companyDirectory } = useFragment(peopleFragment, query);
  const managerOptions = companyDirectory.people.edges
    .filter(({ node }) => node.id !== user.id)
    .map(({ node }) => ({ value: node.id, label: node.fullName }));
  const [updateProfile] = useUpdateProfileMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      fullName: user.fullName,
      email: user.email ?? '',
      phoneNumber: user.phoneNumber ?? '',
      department: user.department ?? '',
      company: user.company ?? '',
      jobTitle: user.jobTitle ?? '',
      location: user.location ?? '',
      managerId: user.manager?.id ?? '',
      // Only the profile's own languages are offered; one the admin set from the wider list stays out.
      languages: user.languages.filter((language) => (PROFILE_LANGUAGES as readonly string[]).includes(language)),
      statesLicensed: [...user.statesLicensed],
      linkedInProfile: user.linkedInProfile ?? '',
      facebookProfile: user.facebookProfile ?? '',
      twitterProfile: user.twitterProfile ?? '',
      instagramProfile: user.instagramProfile ?? '',
      youTubeChannel: user.youTubeChannel ?? '',
      personalWebsite: user.personalWebsite ?? '',
    },
  });
  const onEdit = clearErrorOnEdit(errors, clearErrors);

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
          <FormField label="Full Name" error={errors.fullName?.message} required>
            <Input {...register('fullName', onEdit('fullName'))} autoComplete="name" />
          </FormField>
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" {...register('email', onEdit('email'))} autoComplete="email" />
          </FormField>
          <FormField label="Phone Number" error={errors.phoneNumber?.message}>
            <Input type="tel" {...register('phoneNumber', onEdit('phoneNumber'))} autoComplete="tel" />
          </FormField>
          <FormField label="Company" error={errors.company?.message}>
            <Input {...register('company', onEdit('company'))} autoComplete="organization" />
          </FormField>
          <FormField label="Department" error={errors.department?.message}>
            <Input {...register('department', onEdit('department'))} autoComplete="off" />
          </FormField>
          <FormField label="Job Title" error={errors.jobTitle?.message}>
            <Input {...register('jobTitle', onEdit('jobTitle'))} autoComplete="organization-title" />
          </FormField>
          <FormField label="Location" error={errors.location?.message}>
            <Input {...register('location', onEdit('location'))} placeholder="City, State" autoComplete="off" />
          </FormField>
          <FormField label="Reports to" error={errors.managerId?.message}>
            <OptionSelect placeholder="No one" options={managerOptions} {...register('managerId', onEdit('managerId'))} />
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
              <Input type="url" {...register(field, onEdit(field))} placeholder="https://" autoComplete="url" />
            </FormField>
          ))}
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
