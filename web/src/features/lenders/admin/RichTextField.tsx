import { memo } from 'react';
import type { Control } from 'react-hook-form';
import { RichTextFormField } from '../../../shared/editor/RichTextFormField';
import type { LenderFormValues } from './lenderFormSchema';

interface RichTextFieldProps {
  control: Control<LenderFormValues>;
  name: 'overlays' | 'lenderNiche';
  label: string;
  /** Spec §9: 200 px in the lender form. */
  height: number;
}

/**
 * A labelled rich-text field of the lender form (optional; HTML, sanitized by the server). Memoized:
 * its Controller follows its own value, so the editor need not render again with the rest of the form.
 */
export const RichTextField = memo(function RichTextField(props: RichTextFieldProps) {
  return <RichTextFormField {...props} />;
});
