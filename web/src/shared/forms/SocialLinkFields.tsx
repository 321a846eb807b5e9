import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../ui/FormField';
import { SOCIAL_LINKS, type SocialLinkField } from './userOptions';

interface SocialLinkFieldsProps {
  /** Each link's registration and error message (useFormClearingErrors' fieldProps). */
  fieldProps: (field: SocialLinkField) => UseFormRegisterReturn & { error: string | undefined };
  /** The inputs' autocomplete hint, when the form gives one. */
  autoComplete?: string;
}

/** The six social-link inputs of the user forms (URLs, optional), each with its label and error. */
export function SocialLinkFields({ fieldProps, autoComplete }: SocialLinkFieldsProps) {
  return SOCIAL_LINKS.map(({ field, label }) => (
    <InputField key={field} label={label} type="url" {...fieldProps(field)} placeholder="https://" autoComplete={autoComplete} />
  ));
}
