import { Container, Heading, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { LENDER_PROGRAM_CATEGORIES } from '@lendhub/domain/lenders';
import { useMemo, type ReactNode } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LenderForm_lender$data, LenderForm_lender$key } from '../../../__generated__/LenderForm_lender.graphql';
import type { LenderForm_query$key } from '../../../__generated__/LenderForm_query.graphql';
import { useDialogForm } from '../../../shared/forms/useFormClearingErrors';
import { ROLES } from '../../../shared/auth/roles';
import { notify } from '../../../shared/toast';
import { FormField } from '../../../shared/ui/FormField';
import { OptionSelect } from '../../../shared/ui/OptionSelect';
import { DialogForm } from '../../../shared/ui/DialogForm';
import { useUserRoleOptions } from '../../../shared/forms/UserRoleOptions';
import { ChannelLinksFields } from './ChannelLinksFields';
import { ImageField } from './ImageField';
import { EMPTY_LENDER_FORM, lenderFormSchema, lenderInputOf, splitContactName, type LenderFormValues } from './lenderFormSchema';
import { useCreateLenderMutation } from './mutations/useCreateLenderMutation';
import { useUpdateLenderMutation } from './mutations/useUpdateLenderMutation';
import { ProgramCategoriesFields } from './ProgramCategoriesFields';
import { RichTextField } from './RichTextField';

const fragment = graphql`
  fragment LenderForm_lender on Lender {
    id
    name
    website
    rating
    shortDescription
    lenderNiche
    overlays
    logoUrl
    profileImageUrl
    contact {
      name
      email
      phone
    }
    userRole {
      id
    }
    channelLinks {
      name
      link
    }
    programs {
      qmPrograms
      nonQmPrograms
      productOffer
      uniquePropertyType
    }
  }
`;

const queryFragment = graphql`
  fragment LenderForm_query on Query {
    ...UserRoleOptions_query
  }
`;

interface LenderFormProps {
  mode: 'create' | 'edit';
  lender: LenderForm_lender$key | null;
  query: LenderForm_query$key;
  connectionId: string;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}

const entries = (programs: readonly string[]) => programs.map((value) => ({ value }));

/** Spec §3: editing starts from the lender as stored, its contact name split into first and last. */
function valuesOf(lender: LenderForm_lender$data): LenderFormValues {
  return {
    ...EMPTY_LENDER_FORM,
    ...splitContactName(lender.contact?.name),
    email: lender.contact?.email ?? '',
    phone: lender.contact?.phone ?? '',
    roleId: lender.userRole?.id ?? '',
    companyTitle: lender.name,
    website: lender.website ?? '',
    rating: lender.rating ? String(Math.round(lender.rating)) : '',
    shortDescription: lender.shortDescription ?? '',
    overlays: lender.overlays ?? '',
    lenderNiche: lender.lenderNiche ?? '',
    channelLinks: lender.channelLinks.map(({ name, link }) => ({ name, link })),
    programs: {
      qmPrograms: entries(lender.programs.qmPrograms),
      nonQmPrograms: entries(lender.programs.nonQmPrograms),
      productOffer: entries(lender.programs.productOffer),
      uniquePropertyType: entries(lender.programs.uniquePropertyType),
    },
  };
}

/**
 * The server names list fields `channelLinks.0.link` and `programs.<entry>.programTypes.<n>`; the
 * form sends one program entry per category, in LENDER_PROGRAM_CATEGORIES order.
 */
function formFieldOf(serverField: string): Path<LenderFormValues> | null {
  const program = /^programs\.(\d+)\.programTypes\.(\d+)$/.exec(serverField);
  if (program) {
    const category = LENDER_PROGRAM_CATEGORIES[Number(program[1])];
    return category ? (`programs.${category.field}.${Number(program[2])}.value` as Path<LenderFormValues>) : null;
  }
  if (/^channelLinks\.\d+\.(name|link)$/.test(serverField) || serverField in EMPTY_LENDER_FORM)
    return serverField as Path<LenderFormValues>;
  return null;
}

/** A panel of the form; lists bring their own legend, so their panel has no heading. */
function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }} bg="bg.panel">
      {title && (
        <Heading as="h3" size="md">
          {title}
        </Heading>
      )}
      {children}
    </Stack>
  );
}

/** The lender form (spec §2 sections, §5 "Lender form" rules): body and footer of its full-screen dialog. */
export function LenderForm({ mode, lender: lenderRef, query: queryRef, connectionId, onDone, onBusyChange }: LenderFormProps) {
  const lender = useFragment(fragment, lenderRef);
  const roleOptions = useUserRoleOptions(useFragment(queryFragment, queryRef));
  const [createLender] = useCreateLenderMutation();
  const [updateLender] = useUpdateLenderMutation();
  const schema = useMemo(() => lenderFormSchema(mode), [mode]);
  // A new lender's account is an Account Executive's unless the admin picks another role.
  const defaultRole = roleOptions.find((option) => option.label === ROLES.accountExecutive)?.value ?? '';
  const { register, control, handleSubmit, setError, trigger, errors, isSubmitting, onEdit } = useDialogForm<LenderFormValues>(
    { resolver: zodResolver(schema), defaultValues: lender ? valuesOf(lender) : { ...EMPTY_LENDER_FORM, roleId: defaultRole } },
    onBusyChange,
  );

  const onSubmit = async (values: LenderFormValues) => {
    const input = lenderInputOf(values);
    const images = { profileImage: values.profileImage, companyLogo: values.companyLogo };
    const result =
      mode === 'create' || !lender
        ? await createLender({ input: { ...input, password: values.password }, images, connectionIds: [connectionId] })
        : await updateLender({ input: { ...input, lenderId: lender.id }, images });
    if (result.ok) {
      notify.success(result.message);
      onDone();
      return;
    }
    for (const [serverField, message] of Object.entries(result.fieldErrors)) {
      const field = formFieldOf(serverField);
      if (field) setError(field, { message });
    }
    notify.error(result.message);
  };

  const imageField = (name: 'profileImage' | 'companyLogo', label: string, currentUrl: string | null | undefined) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageField
          label={label}
          value={field.value}
          currentUrl={currentUrl}
          required={mode === 'create'}
          error={errors[name]?.message}
          onChange={(file) => {
            field.onChange(file);
            // Spec §5: a wrong type or size is said as soon as the file is chosen.
            void trigger(name);
          }}
        />
      )}
    />
  );

  return (
    <DialogForm
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={mode === 'create' ? 'Create Lender' : 'Update Lender'}
      busy={isSubmitting}
      bodyProps={{ bg: 'bg.subtle', py: '6' }}
      footerProps={{ borderTopWidth: '1px' }}
    >
      <Container maxW="5xl" px="0">
        <Stack gap="5">
          <Section title="Personal Details">
            {imageField('profileImage', 'Profile Image', lender?.profileImageUrl)}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="First Name" error={errors.firstName?.message} required>
                <Input {...register('firstName', onEdit('firstName'))} autoComplete="off" />
              </FormField>
              <FormField label="Last Name" error={errors.lastName?.message} required>
                <Input {...register('lastName', onEdit('lastName'))} autoComplete="off" />
              </FormField>
              <FormField label="Email" error={errors.email?.message} required>
                <Input type="email" {...register('email', onEdit('email'))} autoComplete="off" />
              </FormField>
              <FormField label="Phone" error={errors.phone?.message} required>
                <Input type="tel" {...register('phone', onEdit('phone'))} placeholder="+15551234567" autoComplete="off" />
              </FormField>
              {mode === 'create' && (
                <FormField label="Password" error={errors.password?.message} required>
                  <Input type="password" {...register('password', onEdit('password'))} autoComplete="new-password" />
                </FormField>
              )}
              <FormField label="Role" error={errors.roleId?.message} required>
                <OptionSelect placeholder="Select role" options={roleOptions} {...register('roleId', onEdit('roleId'))} />
              </FormField>
            </SimpleGrid>
          </Section>
          <Section title="Company Details">
            {imageField('companyLogo', 'Company Logo', lender?.logoUrl)}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Lender Title" error={errors.companyTitle?.message} required>
                <Input {...register('companyTitle', onEdit('companyTitle'))} autoComplete="off" />
              </FormField>
              <FormField label="Website" error={errors.website?.message} required>
                <Input type="url" {...register('website', onEdit('website'))} placeholder="https://" autoComplete="off" />
              </FormField>
              <FormField label="Rating" error={errors.rating?.message}>
                <Input type="number" min={1} max={5} step={1} inputMode="numeric" {...register('rating', onEdit('rating'))} />
              </FormField>
            </SimpleGrid>
            <FormField label="Short Description" error={errors.shortDescription?.message}>
              <Textarea rows={3} {...register('shortDescription', onEdit('shortDescription'))} />
            </FormField>
          </Section>
          <Section title="Overlays and Niche">
            <RichTextField control={control} name="overlays" label="Overlays" height={200} />
            <RichTextField control={control} name="lenderNiche" label="Lender Niche" height={200} />
          </Section>
          <Section>
            <ChannelLinksFields control={control} register={register} errors={errors.channelLinks} />
          </Section>
          <Section>
            <ProgramCategoriesFields control={control} register={register} errors={errors.programs} />
          </Section>
        </Stack>
      </Container>
    </DialogForm>
  );
}
