import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's password input, with its refusal said to assistive technology: Mantine marks a
 * `PasswordInput` with an error only by `data-invalid`, where its other inputs set
 * `aria-invalid`, which screen readers announce and `Form` looks for to move the focus.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
