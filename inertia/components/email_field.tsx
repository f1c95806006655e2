import { TextField, type TextFieldProps } from '~/components/text_field'

/** The email field of the account forms. */
export function EmailField(props: Omit<TextFieldProps, 'name' | 'label' | 'type'>) {
  return <TextField name="email" label="Email" type="email" {...props} />
}
